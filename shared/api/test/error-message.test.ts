/**
 * Internal dependencies
 */
import { getErrorMessage } from '../error-message';

describe( 'getErrorMessage', () => {
	it( 'uses the message of an api-fetch error', () => {
		expect(
			getErrorMessage( { code: 'x', message: 'Nope.' }, 'Fallback' )
		).toBe( 'Nope.' );
	} );

	it( 'uses the message of an Error', () => {
		expect( getErrorMessage( new Error( 'Offline.' ) ) ).toBe( 'Offline.' );
	} );

	it( 'falls back when the error has no message', () => {
		expect( getErrorMessage( 'weird', 'Fallback' ) ).toBe( 'Fallback' );
		expect( getErrorMessage( { message: '' }, 'Fallback' ) ).toBe(
			'Fallback'
		);
	} );

	it( 'says the request failed when no fallback is given', () => {
		expect( getErrorMessage( null ) ).toBe( 'The request failed.' );
	} );
} );
