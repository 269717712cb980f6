/**
 * Internal dependencies
 */
import { checkApiResponse } from '../check-response';

describe( 'checkApiResponse', () => {
	it( "throws 'Unexpected API response' for a response that is not an object", () => {
		for ( const response of [ null, undefined, 'ok', 3, true, [] ] ) {
			expect( () => checkApiResponse( response ) ).toThrow(
				'Unexpected API response'
			);
		}
	} );

	it( 'throws the first message of an errors object', () => {
		expect( () =>
			checkApiResponse( {
				errors: {
					stripe_down: [ 'Stripe is unreachable.', 'Second.' ],
					other: [ 'Other.' ],
				},
			} )
		).toThrow( 'Stripe is unreachable.' );
	} );

	it( 'throws the first message of an errors array', () => {
		expect( () =>
			checkApiResponse( {
				errors: [
					{ message: 'First failure.' },
					{ message: 'Second.' },
				],
			} )
		).toThrow( 'First failure.' );
	} );

	it( 'returns a response without errors as it is', () => {
		const response = { products: [], errors: [] };
		expect( checkApiResponse( response ) ).toBe( response );
	} );
} );
