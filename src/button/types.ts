/** The element a button is saved as. */
export type ButtonElement = 'a' | 'button' | 'input';

/**
 * The Button block's attributes (block.json; colours, gradient and font size
 * come from the block supports).
 */
export interface ButtonAttributes extends Record< string, unknown > {
	/** A link (`a`), a form's `button`, or an `input` of type submit. */
	element: ButtonElement;
	/** The text, with formats unless the element is an input. */
	text: string;
	/** Where a link goes. */
	url: string;
	/** What the empty button shows in the editor. */
	placeholder: string;
	/** Corner radius in pixels; the theme's when unset. */
	borderRadius?: number;
	/** A percentage width ('25%' … '100%'), or '' for the text's width. */
	width: string;
	/** Alignment, from the block supports. */
	align?: string;
}
