/**
 * Internal dependencies
 */
import { getTelUrl } from '../utils';

describe( 'the tel: link', () => {
	it( 'is made of the digits of the number as typed', () => {
		expect( getTelUrl( '(555) 123-4567' ) ).toBe( 'tel:5551234567' );
		expect( getTelUrl( '555.123.4567' ) ).toBe( 'tel:5551234567' );
	} );

	it( 'keeps the + of an international number', () => {
		expect( getTelUrl( '+1 (555) 123-4567' ) ).toBe( 'tel:+15551234567' );
		expect( getTelUrl( ' +44 20 7946 0000' ) ).toBe( 'tel:+442079460000' );
	} );

	it( 'is not made without a digit', () => {
		expect( getTelUrl( 'ask at the desk' ) ).toBeUndefined();
		expect( getTelUrl( '' ) ).toBeUndefined();
	} );
} );
