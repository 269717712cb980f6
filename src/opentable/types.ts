/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { Language, OpenTableStyle } from './parser';

/** The restaurant reservation block's attributes (block.json). */
export interface OpenTableAttributes extends Record< string, unknown > {
	/** Restaurant IDs, digits. @default [] */
	rid: string[];
	/** The widget's style, kept equal to the Styles panel's choice. @default 'standard' */
	style: OpenTableStyle;
	/** Load the widget in an iFrame. @default true */
	iframe: boolean;
	/** OpenTable's site: com, ca, couk… @default 'com' */
	domain: string;
	/** @default 'en-US' */
	lang: Language;
	/** Open the reservation in a new window. @default false */
	newtab: boolean;
	/** Remove the button's margin (button style only). @default false */
	negativeMargin: boolean;
	/** The block's alignment (supports.align). */
	align?: string;
	/** Extra classes, with the Styles panel's `is-style-…`. */
	className?: string;
}

/** Props of the block's edit component. */
export type OpenTableEditProps = BlockEditProps< OpenTableAttributes >;
