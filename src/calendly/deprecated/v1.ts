/**
 * WordPress dependencies
 */
import { createBlock, type BlockDeprecation } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from '../block.json';
import type { CalendlyAttributes } from '../types';

/** The old version's button settings, which now belong to a Button block. */
const OLD_BUTTON_ATTRIBUTES = {
	submitButtonText: { type: 'string' },
	submitButtonTextColor: { type: 'string' },
	submitButtonBackgroundColor: { type: 'string' },
	submitButtonClasses: { type: 'string' },
	backgroundButtonColor: { type: 'string' },
	textButtonColor: { type: 'string' },
	customBackgroundButtonColor: { type: 'string' },
	customTextButtonColor: { type: 'string' },
} as const;

/** A saved old version: the current attributes and the button's. */
type OldAttributes = CalendlyAttributes;

/**
 * A colour of the old version as CSS: six hex digits with or without '#'.
 *
 * @param value The value.
 * @return The colour, or undefined.
 */
function hex( value: string | undefined ): string | undefined {
	return value && /^#?[A-Fa-f0-9]{6}$/.test( value )
		? `#${ value.replace( /^#/, '' ) }`
		: undefined;
}

/**
 * The old version: the button's text and colours were the
 * block's own attributes. They move into a Button block (default text
 * 'Schedule time with me'); palette colours stay palette colours, custom
 * ones become the Button's custom colours.
 */
const v1: BlockDeprecation< OldAttributes > = {
	attributes: {
		...( metadata.attributes as BlockDeprecation< CalendlyAttributes >[ 'attributes' ] ),
		...OLD_BUTTON_ATTRIBUTES,
	},
	supports: metadata.supports,
	// Server-rendered then as now: nothing but the comment was saved.
	save: () => null,
	isEligible: ( attributes ) =>
		Object.keys( OLD_BUTTON_ATTRIBUTES ).some(
			( key ) =>
				( attributes as Record< string, unknown > )[ key ] !== undefined
		),
	migrate: ( attributes ) => {
		const current = Object.fromEntries(
			Object.entries( attributes ).filter(
				( [ key ] ) => ! ( key in OLD_BUTTON_ATTRIBUTES )
			)
		) as CalendlyAttributes;
		const old = ( key: keyof typeof OLD_BUTTON_ATTRIBUTES ) => {
			const value = ( attributes as Record< string, unknown > )[ key ];
			return typeof value === 'string' && value ? value : undefined;
		};
		const text = hex(
			old( 'customTextButtonColor' ) ?? old( 'submitButtonTextColor' )
		);
		const background = hex(
			old( 'customBackgroundButtonColor' ) ??
				old( 'submitButtonBackgroundColor' )
		);
		const button = createBlock( 'cairn/button', {
			element: 'a',
			text:
				old( 'submitButtonText' ) ??
				__( 'Schedule time with me', 'cairn' ),
			...( old( 'textButtonColor' )
				? { textColor: old( 'textButtonColor' ) }
				: {} ),
			...( old( 'backgroundButtonColor' )
				? { backgroundColor: old( 'backgroundButtonColor' ) }
				: {} ),
			...( text || background
				? {
						style: {
							color: {
								...( text ? { text } : {} ),
								...( background ? { background } : {} ),
							},
						},
					}
				: {} ),
			...( old( 'submitButtonClasses' )
				? { className: old( 'submitButtonClasses' ) }
				: {} ),
		} );
		return [ current, [ button ] ];
	},
};

export default v1;
