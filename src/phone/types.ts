/**
 * WordPress dependencies
 */
import type { BlockEditProps, BlockSaveProps } from '@wordpress/blocks';

/** The phone block's attributes (block.json). */
export interface PhoneAttributes extends Record< string, unknown > {
	/** The phone number as typed. @default '' */
	phone: string;
}

/** Props of the phone block's edit component. */
export type PhoneEditProps = BlockEditProps< PhoneAttributes >;

/** Props of the phone block's save component. */
export type PhoneSaveProps = BlockSaveProps< PhoneAttributes >;
