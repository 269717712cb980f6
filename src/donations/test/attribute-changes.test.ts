/**
 * Internal dependencies
 */
import type { Product } from '@cairn/shared/stores/membership-products/types';
import {
	getButtonTextChange,
	getCurrencyChange,
	getMissingChoices,
	getPlanAssignments,
	hasEveryDonationProduct,
} from '../attribute-changes';
import type { DonationTab, DonationsAttributes } from '../types';
import { getDefaultAmounts, getTabs } from '../utils';

const tab = ( changes: Partial< DonationTab > = {} ): DonationTab => ( {
	show: true,
	planId: null,
	amounts: [],
	...changes,
} );

const block = (
	changes: Partial< DonationsAttributes > = {}
): DonationsAttributes => ( {
	currency: '',
	oneTimeDonation: tab(),
	monthlyDonation: tab(),
	annualDonation: tab(),
	showCustomAmount: true,
	...changes,
} );

const product = (
	id: number,
	currency: string,
	interval: Product[ 'interval' ],
	type: Product[ 'type' ] = 'donation'
): Product => ( { id, title: '', price: 0, currency, interval, type } );

const EUR_PRODUCTS = [
	product( 1, 'EUR', 'one-time' ),
	product( 2, 'EUR', '1 month' ),
	product( 3, 'EUR', '1 year' ),
];

const tabs = getTabs();

describe( 'getMissingChoices', () => {
	it( 'saves the currency and each tab’s default amounts when the block has none', () => {
		const next = getMissingChoices( block(), 'EUR', tabs );
		expect( next.currency ).toBe( 'EUR' );
		for ( const { key } of tabs ) {
			expect( next[ key ]?.amounts ).toEqual(
				getDefaultAmounts( 'EUR' )
			);
		}
	} );

	it( 'keeps amounts the block already has, and changes nothing when all are saved', () => {
		const saved = block( {
			currency: 'EUR',
			oneTimeDonation: tab( { amounts: [ 5, 10, 20 ] } ),
			monthlyDonation: tab( { amounts: [ 1, 2, 3 ] } ),
		} );
		expect( getMissingChoices( saved, 'EUR', tabs ) ).toEqual( {
			annualDonation: tab( { amounts: getDefaultAmounts( 'EUR' ) } ),
		} );
		expect(
			getMissingChoices(
				{ ...saved, annualDonation: tab( { amounts: [ 7 ] } ) },
				'EUR',
				tabs
			)
		).toEqual( {} );
	} );
} );

describe( 'hasEveryDonationProduct', () => {
	it( 'needs a donation product of the currency for every interval', () => {
		expect( hasEveryDonationProduct( EUR_PRODUCTS, 'EUR', tabs ) ).toBe(
			true
		);
		expect( hasEveryDonationProduct( EUR_PRODUCTS, 'USD', tabs ) ).toBe(
			false
		);
		expect(
			hasEveryDonationProduct( EUR_PRODUCTS.slice( 0, 2 ), 'EUR', tabs )
		).toBe( false );
	} );

	it( 'does not count a payment plan as a donation product', () => {
		const withPlan = [
			...EUR_PRODUCTS.slice( 0, 2 ),
			product( 4, 'EUR', '1 year', 'plan' ),
		];
		expect( hasEveryDonationProduct( withPlan, 'EUR', tabs ) ).toBe(
			false
		);
	} );
} );

describe( 'getPlanAssignments', () => {
	it( 'points each tab to the product of its interval and currency', () => {
		const next = getPlanAssignments( block(), EUR_PRODUCTS, 'EUR', tabs );
		expect( next.oneTimeDonation?.planId ).toBe( 1 );
		expect( next.monthlyDonation?.planId ).toBe( 2 );
		expect( next.annualDonation?.planId ).toBe( 3 );
	} );

	it( 'keeps a tab’s amounts, or gives it the defaults when it has none yet', () => {
		const next = getPlanAssignments(
			block( { oneTimeDonation: tab( { amounts: [ 4, 5, 6 ] } ) } ),
			EUR_PRODUCTS,
			'EUR',
			tabs
		);
		expect( next.oneTimeDonation?.amounts ).toEqual( [ 4, 5, 6 ] );
		expect( next.monthlyDonation?.amounts ).toEqual(
			getDefaultAmounts( 'EUR' )
		);
	} );

	it( 'changes nothing for tabs that already point right, or without a product', () => {
		const pointed = block( {
			oneTimeDonation: tab( { planId: 1, amounts: [ 1 ] } ),
			monthlyDonation: tab( { planId: 2, amounts: [ 1 ] } ),
			annualDonation: tab( { planId: 3, amounts: [ 1 ] } ),
		} );
		expect(
			getPlanAssignments( pointed, EUR_PRODUCTS, 'EUR', tabs )
		).toEqual( {} );
		expect(
			getPlanAssignments( block(), EUR_PRODUCTS, 'USD', tabs )
		).toEqual( {} );
	} );
} );

describe( 'getCurrencyChange', () => {
	it( 'gives every tab the new currency’s default amounts and no product', () => {
		const next = getCurrencyChange(
			block( {
				currency: 'EUR',
				monthlyDonation: tab( {
					planId: 2,
					amounts: [ 1 ],
					show: false,
				} ),
			} ),
			'JPY',
			tabs
		);
		expect( next.currency ).toBe( 'JPY' );
		for ( const { key } of tabs ) {
			expect( next[ key ]?.planId ).toBeNull();
			expect( next[ key ]?.amounts ).toEqual(
				getDefaultAmounts( 'JPY' )
			);
		}
		// The tab's other settings stay.
		expect( next.monthlyDonation?.show ).toBe( false );
	} );
} );

describe( 'getButtonTextChange', () => {
	it( 'sets one Donate text for all three tabs, keeping the rest', () => {
		const next = getButtonTextChange(
			block( { annualDonation: tab( { heading: 'Yearly' } ) } ),
			'Give'
		);
		for ( const { key } of tabs ) {
			expect( next[ key ]?.buttonText ).toBe( 'Give' );
		}
		expect( next.annualDonation?.heading ).toBe( 'Yearly' );
	} );
} );
