/**
 * WordPress dependencies
 */
import { create } from '@wordpress/rich-text';

/**
 * Internal dependencies
 */
import { clampWidth, hasWidthPanel } from '@cairn/shared/embeds/width';
import type { ButtonAttributes } from './types';

/**
 * A width as saved: a whole percent from 0 to 100, or '' for none.
 *
 * @param value A percent, or undefined to clear it.
 * @return The width attribute.
 */
export function widthValue( value: number | undefined ): string {
	const percent = clampWidth( value );
	return percent === undefined ? '' : `${ percent }%`;
}

/**
 * The percent of a saved width, if it is one.
 *
 * @param width The width attribute.
 * @return The percent, or undefined.
 */
export function widthPercent( width: string ): number | undefined {
	const match = /^(\d{1,3})%$/.exec( width );
	return match ? Number( match[ 1 ] ) : undefined;
}

/**
 * The inline style of the button's wrapper.
 *
 * @param attributes The block's attributes.
 * @return Its style.
 */
export function wrapperStyle(
	attributes: Pick< ButtonAttributes, 'borderRadius' | 'width' | 'align' >
): Record< string, string > {
	const style: Record< string, string > = {};
	if ( typeof attributes.borderRadius === 'number' ) {
		style.borderRadius = `${ attributes.borderRadius }px`;
	}
	const percent = widthPercent( attributes.width );
	if ( percent !== undefined && hasWidthPanel( attributes.align ) ) {
		style.width = `${ percent }%`;
	}
	return style;
}

/**
 * The text an input element shows: formats and line breaks do not apply to
 * it.
 *
 * @param text The rich text.
 * @return Plain text on one line.
 */
export function inputText( text: string ): string {
	return create( { html: text } ).text.replace( /\s+/g, ' ' ).trim();
}
