/**
 * Internal dependencies
 */
import { checkCustomAmount } from '../custom-amount';

describe( 'custom amount before sending', () => {
	it( 'takes an amount typed with the currency’s separators', () => {
		expect( checkCustomAmount( '12,50', 'EUR', 1000000 ) ).toBeNull();
		expect( checkCustomAmount( '1.234,50 €', 'EUR', 1000000 ) ).toBeNull();
		expect( checkCustomAmount( '$12.50', 'USD', 1000000 ) ).toBeNull();
		expect( checkCustomAmount( '1,000', 'JPY', 1500000 ) ).toBeNull();
	} );

	it( 'refuses what is not an amount in the currency', () => {
		expect( checkCustomAmount( 'ten', 'USD', 1000000 ) ).toBe( 'invalid' );
		expect( checkCustomAmount( '12.505', 'USD', 1000000 ) ).toBe(
			'invalid'
		);
		expect( checkCustomAmount( '12.5', 'JPY', 1500000 ) ).toBe( 'invalid' );
	} );

	it( 'refuses an amount under the currency’s minimum, at the cent', () => {
		expect( checkCustomAmount( '0,49', 'EUR', 1000000 ) ).toBe( 'minimum' );
		expect( checkCustomAmount( '0,50', 'EUR', 1000000 ) ).toBeNull();
		expect( checkCustomAmount( '0.29', 'GBP', 800000 ) ).toBe( 'minimum' );
		expect( checkCustomAmount( '49', 'JPY', 1500000 ) ).toBe( 'minimum' );
		expect( checkCustomAmount( '9.99', 'MXN', 20000000 ) ).toBe(
			'minimum'
		);
	} );

	it( 'refuses an amount over the site’s largest payment', () => {
		expect( checkCustomAmount( '10000.01', 'USD', 1000000 ) ).toBe(
			'maximum'
		);
		expect( checkCustomAmount( '10000', 'USD', 1000000 ) ).toBeNull();
		expect( checkCustomAmount( '250', 'USD', 25000 ) ).toBeNull();
		expect( checkCustomAmount( '250.01', 'USD', 25000 ) ).toBe( 'maximum' );
	} );
} );
