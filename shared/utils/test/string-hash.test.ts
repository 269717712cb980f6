/**
 * Internal dependencies
 */
import { hashString } from '../string-hash';

describe( 'hashString', () => {
	it( 'gives the 32-bit FNV-1a hash in base 36', () => {
		// FNV-1a of '' is the offset basis, of 'a' 0xe40c292c.
		expect( hashString( '' ) ).toBe( ( 0x811c9dc5 ).toString( 36 ) );
		expect( hashString( 'a' ) ).toBe( ( 0xe40c292c ).toString( 36 ) );
	} );

	it( 'gives the same key for the same text and different keys for different texts', () => {
		expect( hashString( '/a' ) ).toBe( hashString( '/a' ) );
		expect( hashString( '/a' ) ).not.toBe( hashString( '/b' ) );
	} );
} );
