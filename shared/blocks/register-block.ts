/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import type { BlockConfiguration, BlockType } from '@wordpress/blocks';
import { addFilter, hasFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { isHiddenFromInserter } from '../site/stages';
import { withFrontendBannerAttribute } from './paid-blocks';

/**
 * The parts of a block that are not in its block.json: edit, save, icon,
 * deprecations, transforms.
 */
export type BlockSettings< T extends Record< string, unknown > > = Partial<
	BlockConfiguration< T >
>;

/**
 * What every block's index.ts exports.
 */
export interface CairnBlockModule {
	/** The block's name, from its block.json. */
	name: string;
	/**
	 * Client-only settings, merged over the metadata the server registered.
	 * Each block's settings take its own attribute type, and edit props are
	 * contravariant in it, so no narrower type holds them all.
	 */

	settings: BlockSettings< any >;
}

/**
 * Whether the server registered a block. The server leaves out blocks whose
 * feature is switched off; with no list at all (unit tests) every block
 * counts as registered.
 *
 * @param name Block name.
 * @return Whether the editor should register it.
 */
export function isRegisteredOnServer( name: string ): boolean {
	const blocks = window.cairnEditorData?.blocks;
	return ! Array.isArray( blocks ) || blocks.includes( name );
}

/**
 * Keeps a Cairn block out of this editor's inserter when its stage says so.
 * The server already does it for stages the site does not allow; a block not
 * for the post editor is only known to be hidden once the editor is known.
 * A filter, because it sees the server's supports merged in.
 *
 * @param settings Block settings, metadata included.
 * @param name     Block name.
 * @return The settings, without inserter support when hidden.
 */
export function hideStagedBlock< S extends { supports?: object } >(
	settings: S,
	name: string
): S {
	if ( ! name.startsWith( 'cairn/' ) || ! isHiddenFromInserter( name ) ) {
		return settings;
	}
	return { ...settings, supports: { ...settings.supports, inserter: false } };
}

/**
 * Registers a Cairn block's client settings under its name.
 *
 * block.json is the single source of the block's metadata: the server
 * registers it and hands it to the editor (translated), and the editor merges
 * these settings over it, so the metadata is not shipped twice.
 *
 * @param block The block's index.ts exports.
 * @return The registered block type, or undefined when it was not registered.
 */
export function registerCairnBlock(
	block: CairnBlockModule
): BlockType | undefined {
	if ( ! isRegisteredOnServer( block.name ) ) {
		return undefined;
	}
	if ( ! hasFilter( 'blocks.registerBlockType', 'cairn/stages' ) ) {
		addFilter(
			'blocks.registerBlockType',
			'cairn/stages',
			hideStagedBlock
		);
	}
	if ( ! hasFilter( 'blocks.registerBlockType', 'cairn/paid-blocks' ) ) {
		addFilter(
			'blocks.registerBlockType',
			'cairn/paid-blocks',
			withFrontendBannerAttribute
		);
	}
	// The blocks of the post being opened start loading their editor code
	// now, so that they are drawn when the editor is.
	if ( window.cairnEditorData?.postBlocks?.includes( block.name ) ) {
		(
			block.settings.edit as { preload?: () => void } | undefined
		 )?.preload?.();
	}
	// The server's metadata fills in what BlockConfiguration requires.
	return registerBlockType(
		block.name,
		block.settings as BlockConfiguration
	);
}
