/**
 * Internal dependencies
 */
import {
	CURRENCIES,
	formatAmount,
	formatCurrency,
	getCurrencyMinimum,
	getDefaultCurrency,
	isSupportedCurrency,
	meetsCurrencyMinimum,
	parseAmount,
} from '..';
import type { CurrencyCode } from '..';

describe( 'currency table', () => {
	it( 'supports the 17 currencies of the spec', () => {
		expect( Object.keys( CURRENCIES ).sort() ).toEqual(
			[
				'USD',
				'AUD',
				'BRL',
				'CAD',
				'CHF',
				'DKK',
				'EUR',
				'GBP',
				'HKD',
				'INR',
				'JPY',
				'MXN',
				'NOK',
				'NZD',
				'PLN',
				'SEK',
				'SGD',
			].sort()
		);
	} );

	it( 'has the minimum donation or price of each currency', () => {
		const minimums: Record< CurrencyCode, number > = {
			USD: 0.5,
			AUD: 0.5,
			BRL: 0.5,
			CAD: 0.5,
			CHF: 0.5,
			DKK: 2.5,
			EUR: 0.5,
			GBP: 0.3,
			HKD: 4,
			INR: 0.5,
			JPY: 50,
			MXN: 10,
			NOK: 3,
			NZD: 0.5,
			PLN: 2,
			SEK: 3,
			SGD: 0.5,
		};
		for ( const [ code, minimum ] of Object.entries( minimums ) ) {
			expect( getCurrencyMinimum( code as CurrencyCode ) ).toBe(
				minimum
			);
		}
	} );

	it( 'has precision 0 for JPY and 2 for the others', () => {
		for ( const [ code, { precision } ] of Object.entries( CURRENCIES ) ) {
			expect( precision ).toBe( code === 'JPY' ? 0 : 2 );
		}
	} );

	it( 'has distinct grouping and decimal separators for every currency', () => {
		for ( const { grouping, decimal, symbol } of Object.values(
			CURRENCIES
		) ) {
			expect( grouping ).not.toBe( decimal );
			expect( symbol ).not.toBe( '' );
		}
	} );

	it( 'accepts an amount at the minimum and refuses one below', () => {
		expect( meetsCurrencyMinimum( 0.5, 'USD' ) ).toBe( true );
		expect( meetsCurrencyMinimum( 0.49, 'USD' ) ).toBe( false );
		expect( meetsCurrencyMinimum( 49, 'JPY' ) ).toBe( false );
		expect( meetsCurrencyMinimum( NaN, 'USD' ) ).toBe( false );
	} );

	it( 'only knows the supported codes', () => {
		expect( isSupportedCurrency( 'EUR' ) ).toBe( true );
		expect( isSupportedCurrency( 'XYZ' ) ).toBe( false );
		expect( isSupportedCurrency( 'toString' ) ).toBe( false );
	} );
} );

describe( 'default currency', () => {
	it( "defaults to the connected account's currency when supported", () => {
		expect( getDefaultCurrency( 'EUR' ) ).toBe( 'EUR' );
		expect( getDefaultCurrency( 'gbp' ) ).toBe( 'GBP' );
	} );

	it( 'defaults to USD otherwise', () => {
		expect( getDefaultCurrency( 'XAF' ) ).toBe( 'USD' );
		expect( getDefaultCurrency( '' ) ).toBe( 'USD' );
		expect( getDefaultCurrency( null ) ).toBe( 'USD' );
		expect( getDefaultCurrency() ).toBe( 'USD' );
	} );
} );

describe( 'formatting amounts', () => {
	it( "writes an amount with the currency's separators and precision", () => {
		expect( formatAmount( 1234.5, 'USD' ) ).toBe( '1,234.50' );
		expect( formatAmount( 1234.5, 'EUR' ) ).toBe( '1.234,50' );
		expect( formatAmount( 1234567.891, 'SEK' ) ).toBe( '1 234 567,89' );
		expect( formatAmount( 1234.4, 'JPY' ) ).toBe( '1,234' );
		expect( formatAmount( 0.5, 'GBP' ) ).toBe( '0.50' );
	} );

	it( "writes the currency's symbol with the amount", () => {
		expect( formatCurrency( 0.5, 'USD' ) ).toBe( '$0.50' );
		expect( formatCurrency( 50, 'JPY' ) ).toBe( '¥50' );
		expect( formatCurrency( 2.5, 'DKK' ) ).toBe( '2,50 kr.' );
	} );
} );

describe( 'parsing amounts', () => {
	it( 'parses grouping and decimal separators per currency', () => {
		expect( parseAmount( '1,234.50', 'USD' ) ).toBe( 1234.5 );
		expect( parseAmount( '1.234,50', 'EUR' ) ).toBe( 1234.5 );
		expect( parseAmount( '1 234,5', 'PLN' ) ).toBe( 1234.5 );
		expect( parseAmount( "1'000.25", 'CHF' ) ).toBe( 1000.25 );
		expect( parseAmount( '1,000', 'JPY' ) ).toBe( 1000 );
	} );

	it( 'ignores the symbol and surrounding spaces', () => {
		expect( parseAmount( ' $5 ', 'USD' ) ).toBe( 5 );
		expect( parseAmount( '2,50 kr.', 'DKK' ) ).toBe( 2.5 );
	} );

	it( 'refuses text that is not an amount in the currency', () => {
		for ( const [ text, code ] of [
			[ '', 'USD' ],
			[ 'abc', 'USD' ],
			[ '1.2.3', 'USD' ],
			[ '1,5,0', 'EUR' ],
			[ '5.123', 'USD' ],
			[ '50.5', 'JPY' ],
			[ '-5', 'USD' ],
		] as const ) {
			expect( parseAmount( text, code ) ).toBeNull();
		}
	} );
} );
