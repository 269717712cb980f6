/**
 * Internal dependencies
 */
import type { ToolbarBlockName } from './types';

/**
 * The text of rich-text content, without tags.
 *
 * @param value The content attribute (a string or a RichTextData).
 * @return Its text, trimmed.
 */
export function contentText( value: unknown ): string {
	const html = value === undefined || value === null ? '' : String( value );
	return html
		.replace( /<[^>]*>/g, '' )
		.replace( /&nbsp;|\u00a0/g, ' ' )
		.trim();
}

/**
 * Whether a block has nothing for the tools to work on: no text in its
 * content, or (a list) in any of its items.
 *
 * @param name        The block's type.
 * @param attributes  Its attributes.
 * @param innerBlocks A list's items.
 * @return True when empty.
 */
export function isEmptyContent(
	name: ToolbarBlockName,
	attributes: Record< string, unknown >,
	innerBlocks: ReadonlyArray< { attributes: Record< string, unknown > } >
): boolean {
	if ( name === 'core/list' ) {
		return ! innerBlocks.some( ( item ) =>
			contentText( item.attributes.content )
		);
	}
	if ( name === 'cairn/contact-form' ) {
		// A form always has its fields to work on.
		return false;
	}
	return ! contentText( attributes.content );
}
