/**
 * WordPress dependencies
 */

/**
 * Internal dependencies
 */
import type { PromptType } from '@cairn/shared/ai/types';
import { hashString } from '@cairn/shared/utils/string-hash';
import { MAX_TITLE_LENGTH, TITLE_REQUEST } from './constants';
import type { ContentNode } from './types';

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

/**
 * Splits an answer for display, as the Markdown-like text models write:
 * `#` headings, `-`/`1.` lists and blank-line separated paragraphs. The
 * pieces are rendered as React text, never as HTML.
 *
 * @param text The answer.
 * @return The pieces, in order.
 */
export function parseContent( text: string ): ContentNode[] {
	const nodes: ContentNode[] = [];
	let paragraph: string[] = [];
	let list: { ordered: boolean; items: string[] } | null = null;

	const flush = () => {
		if ( paragraph.length ) {
			nodes.push( { type: 'paragraph', text: paragraph.join( '\n' ) } );
			paragraph = [];
		}
		if ( list ) {
			nodes.push( { type: 'list', ...list } );
			list = null;
		}
	};

	for ( const line of text.replace( /\r\n?/g, '\n' ).split( '\n' ) ) {
		const heading = HEADING.exec( line );
		const bullet = BULLET.exec( line );
		const numbered = bullet ? null : NUMBERED.exec( line );
		if ( ! line.trim() ) {
			flush();
		} else if ( heading ) {
			flush();
			nodes.push( {
				type: 'heading',
				level: heading[ 1 ].length,
				text: heading[ 2 ],
			} );
		} else if ( bullet || numbered ) {
			const ordered = Boolean( numbered );
			if ( paragraph.length || ( list && list.ordered !== ordered ) ) {
				flush();
			}
			list ??= { ordered, items: [] };
			list.items.push( ( bullet ?? numbered )![ 1 ] );
		} else {
			if ( list ) {
				flush();
			}
			paragraph.push( line );
		}
	}
	flush();
	return nodes;
}

/**
 * Takes a first H1 line off an answer: it becomes the post title when the
 * post has none.
 *
 * @param text The answer.
 * @return The title ('' when the first line is not an H1) and the rest.
 */
export function extractTitle( text: string ): { title: string; body: string } {
	const lines = text.replace( /\r\n?/g, '\n' ).split( '\n' );
	const first = lines.findIndex( ( line ) => line.trim() !== '' );
	const match =
		first === -1 ? null : /^#\s+(.+?)\s*#*\s*$/.exec( lines[ first ] );
	if ( ! match ) {
		return { title: '', body: text };
	}
	return {
		title: match[ 1 ].trim(),
		body: lines
			.slice( first + 1 )
			.join( '\n' )
			.replace( /^\s*\n/, '' ),
	};
}

/**
 * An answer as a post title: one line, without heading marks, emphasis or
 * surrounding quotes.
 *
 * @param text The answer.
 * @return The title.
 */
export function cleanTitle( text: string ): string {
	const line =
		text
			.split( /\r?\n/ )
			.map( ( part ) => part.trim() )
			.find( Boolean ) ?? '';
	return line
		.replace( /^#+\s*/, '' )
		.replace( /^(\*\*|__)(.*)\1$/, '$2' )
		.replace( /^["'“‘«](.*)["'”’»]$/, '$1' )
		.trim();
}

/**
 * Whether the answer is a title to accept as the post title (title mode):
 * the generateTitle prompt, or a prompt that asked for a title and got one
 * short line.
 *
 * @param promptType The last request's prompt type.
 * @param userPrompt What the user asked.
 * @param content    The answer.
 * @return True in title mode.
 */
export function isTitleMode(
	promptType: PromptType | undefined,
	userPrompt: string,
	content: string
): boolean {
	if ( promptType === 'generateTitle' ) {
		return true;
	}
	const answer = content.trim();
	return (
		TITLE_REQUEST.test( userPrompt ) &&
		answer !== '' &&
		! answer.includes( '\n' ) &&
		answer.length <= MAX_TITLE_LENGTH
	);
}

/**
 * A short id of an answer, the same for the same text in any session (the
 * block's client id and history length change on reload): what its rating
 * is kept under.
 *
 * @param text The answer.
 * @return The id, e.g. 'ai-assistant-1k3x9qz'.
 */
export function getAnswerId( text: string ): string {
	return `ai-assistant-${ hashString( text ) }`;
}
