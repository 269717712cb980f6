/**
 * Internal dependencies
 */
import { FIELD_TYPES } from '../constants';
import {
	cleanOptions,
	defaultLabel,
	hasOptions,
	hasPlaceholder,
} from '../utils';

describe( 'field utils', () => {
	it( 'gives every type a default label', () => {
		for ( const type of FIELD_TYPES ) {
			expect( defaultLabel( type ) ).not.toBe( '' );
		}
		expect( defaultLabel( 'textarea' ) ).toBe( 'Message' );
	} );

	it( 'offers options only to choices, and placeholders where they show', () => {
		expect( FIELD_TYPES.filter( hasOptions ) ).toEqual( [
			'radio',
			'select',
		] );
		expect( hasPlaceholder( 'date' ) ).toBe( false );
		expect( hasPlaceholder( 'checkbox' ) ).toBe( false );
		expect( hasPlaceholder( 'email' ) ).toBe( true );
	} );

	it( 'cleans options: trimmed, no empty, no repeats', () => {
		expect(
			cleanOptions( [ ' Tea ', '', 'Coffee', 'Tea', '  ' ] )
		).toEqual( [ 'Tea', 'Coffee' ] );
	} );
} );
