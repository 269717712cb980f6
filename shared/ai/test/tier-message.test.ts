/**
 * Internal dependencies
 */
import { getTierMessage } from '../tier-message';

describe( 'getTierMessage', () => {
	it( 'free tier (value 0)', () => {
		expect( getTierMessage( { value: 0 } ) ).toBe(
			"You've reached your free requests limit."
		);
	} );

	it( 'paid tier', () => {
		expect( getTierMessage( { value: 100 } ) ).toBe(
			"You've reached your plan requests limit."
		);
	} );

	it( 'unlimited tier (value 1)', () => {
		expect( getTierMessage( { value: 1 } ) ).toBe( 'Unlimited requests.' );
	} );
} );
