/**
 * Internal dependencies
 */
import type { FIELD_TYPES } from './constants';

/** A field's type. */
export type FieldType = ( typeof FIELD_TYPES )[ number ];

/** The field block's attributes (block.json). */
export interface FieldAttributes extends Record< string, unknown > {
	type: FieldType;
	/** What the field asks; the type's default label when empty. */
	label: string;
	required: boolean;
	placeholder: string;
	/** The choices of a radio or select field. */
	options: string[];
	/** Explicit (a checkbox) or implicit (sending is consenting). */
	consentType: 'explicit' | 'implicit';
}
