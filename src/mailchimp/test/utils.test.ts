/**
 * Internal dependencies
 */
import { connectionState, roleFor, toggleInterest } from '../utils';

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

describe( 'toggleInterest', () => {
	it( 'adds a checked group once, and removes a cleared one', () => {
		expect( toggleInterest( [ 'a' ], 'b', true ) ).toEqual( [ 'a', 'b' ] );
		expect( toggleInterest( [ 'a', 'b' ], 'b', true ) ).toEqual( [
			'a',
			'b',
		] );
		expect( toggleInterest( [ 'a', 'b' ], 'a', false ) ).toEqual( [ 'b' ] );
		expect( toggleInterest( [], 'a', false ) ).toEqual( [] );
	} );
} );
