/**
 * WordPress dependencies
 */
import type { BlockEditProps, BlockSaveProps } from '@wordpress/blocks';

/** The email block's attributes (block.json). */
export interface EmailAttributes extends Record< string, unknown > {
	/** The text: an address, possibly with words or punctuation around it. @default '' */
	email: string;
}

/** One piece of the email text: plain text, or an address to link. */
export interface EmailPart {
	/** The text as typed. */
	text: string;
	/** The valid address in `text`, when `text` starts with one. */
	email?: string;
}

/** Props of the email block's edit component. */
export type EmailEditProps = BlockEditProps< EmailAttributes >;

/** Props of the email block's save component. */
export type EmailSaveProps = BlockSaveProps< EmailAttributes >;
