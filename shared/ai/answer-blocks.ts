/**
 * An AI answer as blocks, and a post's HTML as text for the AI: what the
 * assistant block, the AI toolbar and voice to content share.
 */

/**
 * WordPress dependencies
 */
import { pasteHandler } from '@wordpress/blocks';
import type { Block as BlockInstance } from '@wordpress/blocks';

/**
 * Turns an answer into blocks with the editor's own paste handling, which
 * reads Markdown-like plain text (headings, lists, emphasis) and keeps only
 * what blocks allow.
 *
 * @param text The answer.
 * @return The blocks.
 */
export function toBlocks( text: string ): BlockInstance[] {
	if ( ! text.trim() ) {
		return [];
	}
	const blocks = pasteHandler( { plainText: text, mode: 'BLOCKS' } );
	return Array.isArray( blocks ) ? blocks : [];
}

/**
 * The text of some HTML (the post's content as context for a template),
 * without running or loading anything in it.
 *
 * @param html The HTML.
 * @return Its text, blocks separated by blank lines.
 */
export function htmlToText( html: string ): string {
	const doc = new window.DOMParser().parseFromString(
		html.replace( /<!--[\s\S]*?-->/g, '' ),
		'text/html'
	);
	const blocks = Array.from(
		doc.body.querySelectorAll( 'h1,h2,h3,h4,h5,h6,p,li,blockquote,pre,td' )
	).filter( ( element ) => ! element.querySelector( 'p,li' ) );
	const parts = blocks.length
		? blocks.map( ( element ) => element.textContent ?? '' )
		: [ doc.body.textContent ?? '' ];
	return parts
		.map( ( part ) => part.trim() )
		.filter( Boolean )
		.join( '\n\n' );
}
