/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import type { BlockConfiguration, BlockType } from '@wordpress/blocks';

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
	// The server's metadata fills in what BlockConfiguration requires.
	return registerBlockType(
		block.name,
		block.settings as BlockConfiguration
	);
}
