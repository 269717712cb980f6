/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { Block as BlockInstance } from '@wordpress/blocks';
import type { StoreDescriptor } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { isMissingJetpackBlock } from './is-missing-jetpack-block';
import type { MissingAttributes } from './types';

type Select = < S extends StoreDescriptor >(
	store: S
) => ReturnType< typeof import( '@wordpress/data' ).select< S > >;

/**
 * The Jetpack blocks the editor cannot show that are not inside another
 * one: converting a block converts what it holds (a form's fields, a
 * button), so only the outermost are counted and sent.
 *
 * @param select The data registry's select.
 * @return The outermost missing Jetpack blocks, in document order.
 */
export function selectMissingJetpackBlocks(
	select: Select
): BlockInstance< MissingAttributes >[] {
	const editor = select( blockEditorStore );
	return ( editor.getBlocksByName( 'core/missing' ) as string[] )
		.filter( ( clientId ) =>
			editor
				.getBlockParents( clientId )
				.every(
					( parent: string ) =>
						editor.getBlockName( parent ) !== 'core/missing'
				)
		)
		.map(
			( clientId ) =>
				editor.getBlock(
					clientId
				) as BlockInstance< MissingAttributes > | null
		)
		.filter(
			( block ): block is BlockInstance< MissingAttributes > =>
				block !== null && isMissingJetpackBlock( block )
		);
}
