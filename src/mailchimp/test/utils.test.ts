/**
 * Internal dependencies
 */
import { connectionState, roleFor } from '../utils';

describe( 'roleFor', () => {
	it( 'announces the error with alert, processing and success with status', () => {
		expect( roleFor( 'error' ) ).toBe( 'alert' );
		expect( roleFor( 'processing' ) ).toBe( 'status' );
		expect( roleFor( 'success' ) ).toBe( 'status' );
	} );
} );

describe( 'connectionState', () => {
	it( 'is 0 unknown, 1 not connected, 2 connected', () => {
		expect( connectionState( undefined ) ).toBe( 0 );
		expect( connectionState( 'not_connected' ) ).toBe( 1 );
		expect( connectionState( 'connected' ) ).toBe( 2 );
	} );
} );
