/**
 * WordPress dependencies
 */
import { applyFilters } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { getEditorData } from '../site/editor-data';

/** The attribute saying whether the site shows the upgrade banner above the block. */
export const FRONTEND_BANNER_ATTRIBUTE = 'shouldDisplayFrontendBanner';

/**
 * Whether a Cairn block needs a plan the site lacks. Cairn sells nothing,
 * so by default none does: the server's `cairn_block_needs_plan` filter
 * fills `paidBlocks`, and the `cairn.blockNeedsPlan` filter (added before
 * Cairn's editor script runs) may change the answer in the editor.
 *
 * @param name Block name.
 * @return True when the block shows the upgrade banner.
 */
export function blockNeedsPlan( name: string ): boolean {
	if ( ! name.startsWith( 'cairn/' ) ) {
		return false;
	}
	return (
		applyFilters(
			'cairn.blockNeedsPlan',
			getEditorData().paidBlocks.includes( name ),
			name
		) === true
	);
}

/**
 * Declares the frontend banner attribute (default true) on a block that
 * needs a plan; other blocks are left as they are.
 *
 * @param settings The block's settings.
 * @param name     Block name.
 * @return The settings.
 */
export function withFrontendBannerAttribute<
	S extends { attributes?: Record< string, unknown > },
>( settings: S, name: string ): S {
	if ( ! blockNeedsPlan( name ) ) {
		return settings;
	}
	if ( settings.attributes?.[ FRONTEND_BANNER_ATTRIBUTE ] ) {
		return settings;
	}
	return {
		...settings,
		attributes: {
			...settings.attributes,
			[ FRONTEND_BANNER_ATTRIBUTE ]: { type: 'boolean', default: true },
		},
	};
}
