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
 * What every block's index.ts hands to `registerCairnBlock`.
 */
export interface CairnBlockDefinition< T extends Record< string, unknown > > {
	/** The block.json manifest, imported as JSON. */
	metadata: { name: string } & Record< string, unknown >;
	/** Client-only settings merged over the manifest. */
	settings: BlockSettings< T >;
}

/**
 * Registers a Cairn block from its block.json manifest and client settings.
 *
 * The manifest is the single source of the block's metadata: the server
 * registers it too, and the editor merges the server's translated strings.
 *
 * @param definition The block's manifest and client settings.
 * @return The registered block type, or undefined when registration failed.
 */
export function registerCairnBlock< T extends Record< string, unknown > >(
	definition: CairnBlockDefinition< T >
): BlockType | undefined {
	const { metadata, settings } = definition;
	// The manifest's JSON types (string categories, attribute literals) are
	// wider than BlockConfiguration's; registerBlockType validates at run time.
	return registerBlockType< T >(
		metadata as unknown as BlockConfiguration< T >,
		settings as BlockConfiguration< T >
	);
}
