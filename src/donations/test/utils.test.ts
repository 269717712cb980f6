/**
 * Internal dependencies
 */
import { CURRENCIES } from '@cairn/shared/currency/constants';
import type { CurrencyCode } from '@cairn/shared/currency/types';
import metadata from '../block.json';
import {
	checkAmount,
	getActiveTab,
	getBlockCurrency,
	getCustomAmountPreview,
	getDefaultAmounts,
	getMinimumError,
	getTabs,
} from '../utils';

const tab = ( show: boolean ) => ( { show, planId: null, amounts: [] } );

describe( 'donations tabs', () => {
	it( 'maps the tabs to one-time, 1 month and 1 year', () => {
		expect(
			getTabs().map( ( { key, interval, label } ) => [
				key,
				interval,
				label,
			] )
		).toEqual( [
			[ 'oneTimeDonation', 'one-time', 'One-Time' ],
			[ 'monthlyDonation', '1 month', 'Monthly' ],
			[ 'annualDonation', '1 year', 'Yearly' ],
		] );
	} );

	it( 'keeps an enabled tab and falls back to One-Time from a disabled one', () => {
		const attributes = {
			oneTimeDonation: tab( true ),
			monthlyDonation: tab( true ),
			annualDonation: tab( false ),
		};
		expect( getActiveTab( 'oneTimeDonation', attributes ) ).toBe(
			'oneTimeDonation'
		);
		expect( getActiveTab( 'monthlyDonation', attributes ) ).toBe(
			'monthlyDonation'
		);
		expect( getActiveTab( 'annualDonation', attributes ) ).toBe(
			'oneTimeDonation'
		);
	} );

	it( 'defaults agree with the checkout: only One-Time shown unless saved', () => {
		const { attributes } = metadata as unknown as {
			attributes: Record< string, { default?: { show?: boolean } } >;
		};
		expect( attributes.oneTimeDonation.default?.show ).toBe( true );
		expect( attributes.monthlyDonation.default?.show ).toBe( false );
		expect( attributes.annualDonation.default?.show ).toBe( false );
	} );
} );

describe( 'donation amounts', () => {
	it( 'defaults to 10, 30 and 200 times the minimum, custom preview 100 times', () => {
		expect( getDefaultAmounts( 'USD' ) ).toEqual( [ 5, 15, 100 ] );
		expect( getDefaultAmounts( 'GBP' ) ).toEqual( [ 3, 9, 60 ] );
		expect( getDefaultAmounts( 'JPY' ) ).toEqual( [ 500, 1500, 10000 ] );
		expect( getDefaultAmounts( 'DKK' ) ).toEqual( [ 25, 75, 500 ] );
		expect( getCustomAmountPreview( 'EUR' ) ).toBe( 50 );
		expect( getCustomAmountPreview( 'MXN' ) ).toBe( 1000 );
	} );

	it( 'every default meets its currency minimum, for all 17 currencies', () => {
		const codes = Object.keys( CURRENCIES ) as CurrencyCode[];
		expect( codes ).toHaveLength( 17 );
		for ( const code of codes ) {
			for ( const amount of getDefaultAmounts( code ) ) {
				expect(
					checkAmount( String( amount ), code ).error
				).toBeNull();
			}
		}
	} );

	it( 'refuses an amount under the minimum at the field', () => {
		expect( checkAmount( '0,49', 'EUR' ) ).toEqual( {
			amount: 0.49,
			error: 'Minimum allowed price is €0,50.',
		} );
		expect( checkAmount( '0,50', 'EUR' ).error ).toBeNull();
		expect( checkAmount( '49', 'JPY' ).error ).toBe(
			getMinimumError( 'JPY' )
		);
		expect( checkAmount( '2', 'DKK' ).error ).toBe(
			getMinimumError( 'DKK' )
		);
	} );

	it( 'parses separators per currency', () => {
		expect( checkAmount( '1.234,50', 'EUR' ).amount ).toBe( 1234.5 );
		expect( checkAmount( '1,234.50', 'USD' ).amount ).toBe( 1234.5 );
		expect( checkAmount( "1'234.50", 'CHF' ).amount ).toBe( 1234.5 );
		expect( checkAmount( '€12,50', 'EUR' ).amount ).toBe( 12.5 );
		expect( checkAmount( 'abc', 'USD' ) ).toEqual( {
			amount: null,
			error: 'Please enter a valid amount.',
		} );
	} );

	it( 'uses the saved currency when supported, else the fallback', () => {
		expect( getBlockCurrency( 'EUR', 'USD' ) ).toBe( 'EUR' );
		expect( getBlockCurrency( '', 'GBP' ) ).toBe( 'GBP' );
		expect( getBlockCurrency( 'XYZ', 'USD' ) ).toBe( 'USD' );
	} );
} );
