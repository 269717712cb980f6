/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CHOICE_TYPES, PLACEHOLDER_TYPES } from './constants';
import type { FieldType } from './types';

/**
 * The label a field shows when its author gave none; the same as
 * Cairn\Forms\Field::default_label().
 *
 * @param type The field's type.
 * @return The label.
 */
export function defaultLabel( type: FieldType ): string {
	const labels: Record< FieldType, string > = {
		name: __( 'Name', 'cairn' ),
		email: __( 'Email', 'cairn' ),
		url: __( 'Website', 'cairn' ),
		telephone: __( 'Phone', 'cairn' ),
		date: __( 'Date', 'cairn' ),
		text: __( 'Text', 'cairn' ),
		textarea: __( 'Message', 'cairn' ),
		checkbox: __( 'Checkbox', 'cairn' ),
		radio: __( 'Choose one', 'cairn' ),
		select: __( 'Select one', 'cairn' ),
		consent: __( 'Can we send you an email from time to time?', 'cairn' ),
	};
	return labels[ type ];
}

/**
 * Whether the visitor picks among options.
 *
 * @param type The field's type.
 * @return Whether it has options.
 */
export function hasOptions( type: FieldType ): boolean {
	return ( CHOICE_TYPES as readonly string[] ).includes( type );
}

/**
 * Whether a placeholder applies.
 *
 * @param type The field's type.
 * @return Whether to offer one.
 */
export function hasPlaceholder( type: FieldType ): boolean {
	return ( PLACEHOLDER_TYPES as readonly string[] ).includes( type );
}

/**
 * The options as saved: trimmed, without empty or repeated ones.
 *
 * @param options The options as typed.
 * @return The options to save.
 */
export function cleanOptions( options: string[] ): string[] {
	const seen = new Set< string >();
	return options
		.map( ( option ) => option.trim() )
		.filter( ( option ) => {
			if ( option === '' || seen.has( option ) ) {
				return false;
			}
			seen.add( option );
			return true;
		} );
}
