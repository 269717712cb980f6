/**
 * Internal dependencies
 */
import { isValidHexColor } from '../hex-color';

describe( 'hex colour', () => {
	it( 'accepts six hex digits', () => {
		expect( isValidHexColor( '00A2FF' ) ).toBe( true );
		expect( isValidHexColor( '4d5055' ) ).toBe( true );
	} );

	it( 'accepts an optional leading #', () => {
		expect( isValidHexColor( '#ffffff' ) ).toBe( true );
	} );

	it( 'rejects anything but exactly six hex digits', () => {
		for ( const value of [
			'',
			'fff',
			'#fff',
			'fffffff',
			'ggggg0',
			'##ffffff',
			' ffffff',
			'ffffff ',
		] ) {
			expect( isValidHexColor( value ) ).toBe( false );
		}
	} );
} );
