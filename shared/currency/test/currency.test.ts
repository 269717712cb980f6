/**
 * Internal dependencies
 */
import { CURRENCIES } from '../constants';
import {
	getCurrencyMinimum,
	getDefaultCurrency,
	isSupportedCurrency,
	meetsCurrencyMinimum,
} from '../currency';
import { formatAmount, formatCurrency } from '../format';
import { parseAmount } from '../parse';
import type { CurrencyCode } from '../types';

describe( 'currency table', () => {
	it( 'supports exactly the 17 currencies Cairn takes payments in', () => {
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

	it( 'has the symbol, separators, precision and minimum of each of the 17 currencies', () => {
		// Written out in full: one wrong cell in the table is a wrong price.
		const table: Record<
			CurrencyCode,
			[
				symbol: string,
				symbolAfter: boolean,
				grouping: string,
				decimal: string,
				precision: number,
				minimum: number,
			]
		> = {
			USD: [ '$', false, ',', '.', 2, 0.5 ],
			AUD: [ 'A$', false, ',', '.', 2, 0.5 ],
			BRL: [ 'R$', false, '.', ',', 2, 0.5 ],
			CAD: [ 'C$', false, ',', '.', 2, 0.5 ],
			CHF: [ 'CHF', false, "'", '.', 2, 0.5 ],
			DKK: [ 'kr.', true, '.', ',', 2, 2.5 ],
			EUR: [ '€', false, '.', ',', 2, 0.5 ],
			GBP: [ '£', false, ',', '.', 2, 0.3 ],
			HKD: [ 'HK$', false, ',', '.', 2, 4 ],
			INR: [ '₹', false, ',', '.', 2, 0.5 ],
			JPY: [ '¥', false, ',', '.', 0, 50 ],
			MXN: [ 'MX$', false, ',', '.', 2, 10 ],
			NOK: [ 'kr', true, ' ', ',', 2, 3 ],
			NZD: [ 'NZ$', false, ',', '.', 2, 0.5 ],
			PLN: [ 'zł', true, ' ', ',', 2, 2 ],
			SEK: [ 'kr', true, ' ', ',', 2, 3 ],
			SGD: [ 'S$', false, ',', '.', 2, 0.5 ],
		};
		const expected = Object.fromEntries(
			Object.entries( table ).map(
				( [
					code,
					[
						symbol,
						symbolAfter,
						grouping,
						decimal,
						precision,
						minimum,
					],
				] ) => [
					code,
					{
						symbol,
						symbolAfter,
						grouping,
						decimal,
						precision,
						minimum,
					},
				]
			)
		);
		expect( CURRENCIES ).toEqual( expected );
		for ( const [ code, row ] of Object.entries( table ) ) {
			expect( getCurrencyMinimum( code as CurrencyCode ) ).toBe(
				row[ 5 ]
			);
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
