/**
 * WordPress dependencies
 */
import {
	getCategories,
	registerBlockType,
	setCategories,
	type BlockConfiguration,
	type BlockType,
} from '@wordpress/blocks';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { CairnBlockModule } from '../../shared/blocks/register-block';

/**
 * Registers a Cairn block in a unit test the way WordPress does: the server
 * hands the editor the block.json metadata, and the block's index.ts settings
 * are merged over it. The block's category is added when missing.
 *
 * @param metadata The block's block.json.
 * @param block    The block's index.ts exports.
 * @param edit     The block's editor component, to render it at once rather
 *                 than through the lazy `edit` that loads it on first use.
 * @return The registered block type.
 */
export function registerTestBlock(
	metadata: { name: string; category?: string } & Record< string, unknown >,
	block: CairnBlockModule,
	// Each block's edit takes its own attribute type; any of them fits here.

	edit?: ComponentType< any >
): BlockType | undefined {
	const { category } = metadata;
	if (
		category &&
		! getCategories().some( ( { slug } ) => slug === category )
	) {
		setCategories( [
			...getCategories(),
			{ slug: category, title: category },
		] );
	}
	return registerBlockType(
		metadata as unknown as BlockConfiguration,
		{
			...block.settings,
			...( edit ? { edit } : {} ),
		} as BlockConfiguration
	);
}
