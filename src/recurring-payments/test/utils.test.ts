/**
 * Internal dependencies
 */
import type { Product } from '@cairn/shared/stores/membership-products/types';
import metadata from '../block.json';
import save from '../save';
import {
	checkPlanForm,
	getIntervalOptions,
	getPlanId,
	getPlanLabel,
	getPlanStatus,
	getPlanStatusMessage,
} from '../utils';

const PLAN: Product = {
	id: 7,
	title: 'Monthly Subscription',
	price: 5,
	currency: 'USD',
	interval: '1 month',
	type: 'plan',
	is_editable: true,
};

const form = ( fields: Partial< Parameters< typeof checkPlanForm >[ 0 ] > ) =>
	checkPlanForm( {
		title: 'Monthly Subscription',
		price: '5',
		currency: 'USD',
		interval: '1 month',
		isDonation: false,
		...fields,
	} );

describe( 'Payment Button attributes', () => {
	it( 'keeps Jetpack’s saved attribute names and defaults', () => {
		expect( Object.keys( metadata.attributes ) ).toEqual( [
			'planId',
			'planIds',
			'url',
			'uniqueId',
			'width',
		] );
		expect( metadata.attributes.url.default ).toBe( '#' );
		expect( metadata.attributes.uniqueId.default ).toBe( 'id' );
	} );

	it( 'saves only its inner button (the server renders the form)', () => {
		expect( save ).toBeInstanceOf( Function );
		expect( metadata.render ).toBe( 'file:./render.php' );
	} );

	it( 'sells planId, else the first of planIds', () => {
		expect( getPlanId( { planId: 3, planIds: [ 9 ] } ) ).toBe( 3 );
		expect( getPlanId( { planIds: [ 9, 4 ] } ) ).toBe( 9 );
		expect( getPlanId( { planIds: [] } ) ).toBeUndefined();
		expect( getPlanId( { planId: 0, planIds: [] } ) ).toBeUndefined();
	} );
} );

describe( 'Payment plan status', () => {
	it( 'is none until a plan is chosen', () => {
		expect( getPlanStatus( undefined, [ PLAN ] ) ).toBe( 'none' );
		expect( getPlanStatusMessage( 'none' ) ).toBeNull();
	} );

	it( 'says Payment plan not found for a plan the site does not have', () => {
		expect( getPlanStatus( 99, [ PLAN ] ) ).toBe( 'not-found' );
		expect( getPlanStatusMessage( 'not-found' ) ).toBe(
			'Payment plan not found'
		);
	} );

	it( 'refuses a product that is not a plan or whose currency is unsupported', () => {
		expect( getPlanStatus( 7, [ { ...PLAN, type: 'donation' } ] ) ).toBe(
			'invalid'
		);
		expect( getPlanStatus( 7, [ { ...PLAN, currency: 'XYZ' } ] ) ).toBe(
			'invalid'
		);
		expect( getPlanStatusMessage( 'invalid' ) ).toBe(
			'Invalid payment plan configured for this block.'
		);
	} );

	it( 'is valid for a plan of the site', () => {
		expect( getPlanStatus( 7, [ PLAN ] ) ).toBe( 'valid' );
		expect( getPlanStatusMessage( 'valid' ) ).toBeNull();
	} );
} );

describe( 'Adding a payment plan', () => {
	it( 'requires a name', () => {
		expect( form( { title: '  ' } ).error ).toBe(
			'Payment plan requires a name'
		);
	} );

	it( 'requires a valid price', () => {
		for ( const price of [ '', 'abc', '0', '5.5.5', '-3' ] ) {
			expect( form( { price } ).error ).toBe(
				'Payment plan requires a valid price'
			);
		}
	} );

	it( 'requires the currency’s minimum', () => {
		expect( form( { price: '0.49' } ).error ).toBe(
			'Minimum allowed price is $0.50.'
		);
		expect( form( { price: '49', currency: 'JPY' } ).error ).toMatch(
			/^Minimum allowed price is .*50.*\.$/
		);
		expect( form( { price: '2,49', currency: 'DKK' } ).error ).toMatch(
			/^Minimum allowed price is .*2,50.*\.$/
		);
	} );

	it( 'reads the price with the currency’s separators', () => {
		expect( form( { price: '12,50', currency: 'EUR' } ) ).toEqual( {
			draft: {
				title: 'Monthly Subscription',
				price: 12.5,
				currency: 'EUR',
				interval: '1 month',
			},
			error: null,
		} );
	} );

	it( 'offers monthly, yearly and one-time plans', () => {
		expect( getIntervalOptions().map( ( { value } ) => value ) ).toEqual( [
			'1 month',
			'1 year',
			'one-time',
		] );
	} );

	it( 'lists a plan with its price and interval', () => {
		expect( getPlanLabel( PLAN ) ).toBe(
			'Monthly Subscription ($5.00 / month)'
		);
		expect(
			getPlanLabel( { ...PLAN, interval: 'one-time', title: 'Once' } )
		).toBe( 'Once ($5.00)' );
	} );

	it( 'marks a plan as a donation in what it saves and how it is listed', () => {
		expect( form( { isDonation: true } ).draft ).toMatchObject( {
			is_donation: true,
		} );
		expect( form( {} ).draft ).not.toHaveProperty( 'is_donation' );
		expect( getPlanLabel( { ...PLAN, is_donation: true } ) ).toBe(
			'Monthly Subscription ($5.00 donation / month)'
		);
	} );
} );
