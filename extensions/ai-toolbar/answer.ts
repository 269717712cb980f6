/**
 * WordPress dependencies
 */
import { createBlock, getBlockContent } from '@wordpress/blocks';
import type { Block as BlockInstance } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { htmlToText, toBlocks } from '@cairn/shared/ai/answer-blocks';
import { formSource } from './form';
import type { ToolbarBlockName } from './types';

/** The form block, whose toolbar rewrites its fields. */
export const FORM_BLOCK = 'cairn/contact-form';

/**
 * The text parts of converted blocks: each block's content, a list's items
 * one by one.
 *
 * @param blocks The blocks.
 * @return Their rich-text contents.
 */
function contents( blocks: BlockInstance[] ): string[] {
	return blocks.flatMap( ( block ) =>
		block.innerBlocks.length
			? contents( block.innerBlocks )
			: [ String( block.attributes.content ?? '' ) ]
	);
}

/**
 * An answer (Markdown-like text, as far as it arrived) as the rich-text
 * content of a heading, paragraph or list item, read with the assistant's
 * converter (the editor's paste handling). Several paragraphs are kept
 * apart by line breaks, since the block holds one.
 *
 * @param text The answer so far.
 * @return The content.
 */
export function answerToRichText( text: string ): string {
	return contents( toBlocks( text ) )
		.filter( ( part ) => part.trim() )
		.join( '<br><br>' );
}

/**
 * An answer as the items of a list: the items of the list it holds, else
 * one item per paragraph.
 *
 * @param text The answer so far.
 * @return The list items (empty while nothing usable arrived).
 */
export function answerToListItems( text: string ): BlockInstance[] {
	const blocks = toBlocks( text );
	const list = blocks.find( ( block ) => block.name === 'core/list' );
	if ( list ) {
		return list.innerBlocks;
	}
	return contents( blocks )
		.filter( ( part ) => part.trim() )
		.map( ( content ) => createBlock( 'core/list-item', { content } ) );
}

/**
 * What a block sends as the content to work on: a list's HTML (its items),
 * another block's rich text.
 *
 * @param name  The block's type.
 * @param block The block.
 * @return The content.
 */
export function blockSource(
	name: ToolbarBlockName,
	block: BlockInstance
): string {
	if ( name === 'core/list' ) {
		return getBlockContent( block );
	}
	if ( name === FORM_BLOCK ) {
		return formSource( block.innerBlocks );
	}
	return String( block.attributes.content ?? '' );
}

/**
 * A block's content as the assistant holds it (text, lists as `-` lines),
 * for 'Ask AI Assistant'.
 *
 * @param name  The block's type.
 * @param block The block.
 * @return The text.
 */
export function blockAsAssistantText(
	name: ToolbarBlockName,
	block: BlockInstance
): string {
	if ( name === 'core/list' ) {
		return block.innerBlocks
			.map(
				( item ) =>
					`- ${ htmlToText( String( item.attributes.content ?? '' ) ) }`
			)
			.join( '\n' );
	}
	const text = htmlToText( String( block.attributes.content ?? '' ) );
	return name === 'core/heading'
		? `${ '#'.repeat( Number( block.attributes.level ?? 2 ) ) } ${ text }`
		: text;
}
