/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getEditorData } from './editor-data';
import type { Stage } from './types';

/**
 * A name as the stage list keys it: a block's name without `cairn/`.
 *
 * @param name A block's name (with or without `cairn/`) or an extension's.
 * @return The list's key.
 */
function shortName( name: string ): string {
	return name.startsWith( 'cairn/' ) ? name.slice( 'cairn/'.length ) : name;
}

/**
 * A block's or extension's stage; production unless the server lists it.
 *
 * @param name A block's or an extension's name.
 * @return Its stage.
 */
export function getStage( name: string ): Stage {
	return getEditorData().stages.stages[ shortName( name ) ] ?? 'production';
}

/**
 * Whether the site allows what carries this name (Settings → Cairn, Blocks).
 * Editor extensions ask this before they add anything.
 *
 * @param name A block's or an extension's name.
 * @return True when it may be offered.
 */
export function isStageAllowed( name: string ): boolean {
	return getEditorData().stages.allowed.includes( getStage( name ) );
}

/**
 * Whether this editor keeps a block out of its inserter: its stage is not
 * allowed, or it is not for the post editor and this is one.
 *
 * @param name A block's name.
 * @return True when hidden from the inserter.
 */
export function isHiddenFromInserter( name: string ): boolean {
	return getEditorData().stages.hidden.includes( shortName( name ) );
}

/**
 * A label with '(beta)' after it when its name is in beta, as the inserter
 * shows beta blocks' titles.
 *
 * @param name  A block's or an extension's name.
 * @param label The label.
 * @return The label, marked when in beta.
 */
export function withStageLabel( name: string, label: string ): string {
	return getStage( name ) === 'beta'
		? /* translators: %s: a block's title or an action's label. */
			sprintf( __( '%s (beta)', 'cairn' ), label )
		: label;
}
