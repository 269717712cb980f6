/**
 * Internal dependencies
 */
import { isHttpUrl } from '../redirect';

describe( 'the upgrade URL check', () => {
	it( 'accepts http and https URLs', () => {
		expect( isHttpUrl( 'https://example.org/wp-admin/' ) ).toBe( true );
		expect( isHttpUrl( 'http://localhost:8080/x' ) ).toBe( true );
	} );

	it( 'refuses every other scheme and anything that is not a URL', () => {
		expect( isHttpUrl( 'javascript:alert(1)' ) ).toBe( false );
		expect( isHttpUrl( ' JAVASCRIPT:alert(1)' ) ).toBe( false );
		expect( isHttpUrl( 'data:text/html,hi' ) ).toBe( false );
		expect( isHttpUrl( '/wp-admin/' ) ).toBe( false );
		expect( isHttpUrl( '' ) ).toBe( false );
	} );
} );
