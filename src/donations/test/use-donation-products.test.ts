/**
 * External dependencies
 */
import { renderHook, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { select } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';

/**
 * Internal dependencies
 */
import { API_STATE_CONNECTED } from '@cairn/shared/stores/membership-products';
import type { Product } from '@cairn/shared/stores/membership-products/types';
import type { DonationsAttributes } from '../types';
import { useDonationProducts } from '../use-donation-products';
import { getDefaultAmounts } from '../utils';

// `use` is there for the middleware that @cairn/shared adds when it loads.
jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);
const fetchMock = apiFetch as unknown as jest.Mock;

// @wordpress/editor loads ES-module-only packages that Jest cannot; its
// post-saving locks are stood in for by a store with the same actions and
// selector, registered under the editor store's name.
jest.mock( '@wordpress/editor', () => {
	const data = jest.requireActual( '@wordpress/data' );
	const store = data.createReduxStore( 'core/editor', {
		reducer: (
			locks: string[] = [],
			action: { type: string; lockName: string }
		) => {
			if ( action.type === 'LOCK' ) {
				return [ ...locks, action.lockName ];
			}
			if ( action.type === 'UNLOCK' ) {
				return locks.filter( ( name ) => name !== action.lockName );
			}
			return locks;
		},
		actions: {
			lockPostSaving: ( lockName: string ) => ( {
				type: 'LOCK',
				lockName,
			} ),
			unlockPostSaving: ( lockName: string ) => ( {
				type: 'UNLOCK',
				lockName,
			} ),
		},
		selectors: {
			isPostSavingLocked: ( locks: string[] ) => locks.length > 0,
		},
	} );
	data.register( store );
	return { store };
} );

const tab = { show: true, planId: null, amounts: [] };
const ATTRIBUTES: DonationsAttributes = {
	currency: 'EUR',
	oneTimeDonation: tab,
	monthlyDonation: tab,
	annualDonation: tab,
	showCustomAmount: true,
};

const product = ( id: number, interval: Product[ 'interval' ] ): Product => ( {
	id,
	title: '',
	price: 0,
	currency: 'EUR',
	interval,
	type: 'donation',
} );
const PRODUCTS = [
	product( 1, 'one-time' ),
	product( 2, '1 month' ),
	product( 3, '1 year' ),
];

const isLocked = () => select( editorStore ).isPostSavingLocked();

afterEach( () => fetchMock.mockReset() );

describe( 'useDonationProducts', () => {
	it( 'does nothing until Stripe is connected', () => {
		const setAttributes = jest.fn();
		renderHook( () =>
			useDonationProducts(
				ATTRIBUTES,
				setAttributes,
				'loading',
				'EUR',
				[]
			)
		);
		expect( setAttributes ).not.toHaveBeenCalled();
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'points the tabs to the site’s products without creating any', () => {
		const setAttributes = jest.fn();
		renderHook( () =>
			useDonationProducts(
				ATTRIBUTES,
				setAttributes,
				API_STATE_CONNECTED,
				'EUR',
				PRODUCTS
			)
		);
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( setAttributes ).toHaveBeenCalledWith(
			expect.objectContaining( {
				annualDonation: {
					...tab,
					planId: 3,
					amounts: getDefaultAmounts( 'EUR' ),
				},
			} )
		);
	} );

	it( 'creates the missing products once, saving waits for them, then the tabs point to them', async () => {
		let resolve: ( value: { products: Product[] } ) => void = () => {};
		fetchMock.mockReturnValue(
			new Promise( ( done ) => ( resolve = done ) )
		);
		const setAttributes = jest.fn();
		const { result, rerender } = renderHook( () =>
			useDonationProducts(
				ATTRIBUTES,
				setAttributes,
				API_STATE_CONNECTED,
				'EUR',
				[]
			)
		);
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/cairn/v1/memberships/products',
			method: 'POST',
			data: { type: 'donation', currency: 'EUR', is_editable: false },
		} );
		expect( result.current.creating ).toBe( true );
		expect( isLocked() ).toBe( true );
		rerender();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );

		resolve( { products: PRODUCTS } );
		await waitFor( () => expect( result.current.creating ).toBe( false ) );
		expect( isLocked() ).toBe( false );
		expect( setAttributes ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				oneTimeDonation: expect.objectContaining( { planId: 1 } ),
			} )
		);
	} );

	it( 'says why the products could not be created, and unlocks saving', async () => {
		fetchMock.mockRejectedValue( { message: 'Stripe said no.' } );
		const { result } = renderHook( () =>
			useDonationProducts(
				ATTRIBUTES,
				jest.fn(),
				API_STATE_CONNECTED,
				'EUR',
				[]
			)
		);
		await waitFor( () =>
			expect( result.current.createError ).toBe( 'Stripe said no.' )
		);
		expect( result.current.creating ).toBe( false );
		expect( isLocked() ).toBe( false );
	} );

	it( 'never leaves saving locked when the block goes away mid-request', () => {
		fetchMock.mockReturnValue( new Promise( () => {} ) );
		const { unmount } = renderHook( () =>
			useDonationProducts(
				ATTRIBUTES,
				jest.fn(),
				API_STATE_CONNECTED,
				'EUR',
				[]
			)
		);
		expect( isLocked() ).toBe( true );
		unmount();
		expect( isLocked() ).toBe( false );
	} );
} );
