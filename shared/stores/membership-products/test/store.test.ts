/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store, validateProductDraft } from '..';
import type { MembershipStatusResponse } from '..';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );

/**
 * A fresh registry holding only the membership store.
 *
 * @return The registry.
 */
function membershipRegistry() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}

const PRODUCT = {
	id: 7,
	title: 'Monthly Subscription',
	price: 5,
	currency: 'USD',
	interval: '1 month' as const,
	type: 'plan' as const,
	is_editable: true,
};

/**
 * A status response.
 *
 * @param fields Fields to change.
 * @return The response.
 */
function status(
	fields: Partial< MembershipStatusResponse > = {}
): MembershipStatusResponse {
	return {
		products: [ PRODUCT ],
		connect_url: '',
		site_slug: 'example.org',
		connected_account_default_currency: 'EUR',
		connected_account_id: 'acct_1',
		...fields,
	};
}

beforeEach( () => mockedFetch.mockReset() );

describe( 'membership store', () => {
	it( 'loads the status once for all its selectors', async () => {
		mockedFetch.mockResolvedValueOnce( status() );
		const registry = membershipRegistry();
		expect( registry.select( store ).getApiState() ).toBe( 'loading' );
		await registry.resolveSelect( store ).getProducts();
		await registry.resolveSelect( store ).getApiState();
		await registry.resolveSelect( store ).getConnectUrl();
		await registry.resolveSelect( store ).getSiteSlug();
		await registry
			.resolveSelect( store )
			.getConnectedAccountDefaultCurrency();
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/memberships/status?source=gutenberg&type=all',
		} );
		const select = registry.select( store );
		expect( select.getProducts() ).toEqual( [ PRODUCT ] );
		expect( select.getProduct( 7 ) ).toEqual( PRODUCT );
		expect( select.getApiState() ).toBe( 'connected' );
		expect( select.isApiStateConnected() ).toBe( true );
		expect( select.getSiteSlug() ).toBe( 'example.org' );
		expect( select.getConnectedAccountDefaultCurrency() ).toBe( 'EUR' );
		expect( select.getError() ).toBeNull();
	} );

	it( 'keeps the plans when the donation products are loaded after them', async () => {
		const donation = {
			...PRODUCT,
			id: 8,
			title: 'One-Time Donation',
			interval: 'one-time' as const,
			type: 'donation' as const,
			is_editable: false,
		};
		mockedFetch
			.mockResolvedValueOnce(
				status( { products: [ PRODUCT, donation ] } )
			)
			.mockResolvedValueOnce( status( { products: [ donation ] } ) );
		const registry = membershipRegistry();
		await registry.resolveSelect( store ).getProducts( 'all' );
		await registry.resolveSelect( store ).getProducts( 'donation' );
		// getProduct has no resolver: reading it calls nothing more.
		const select = registry.select( store );
		expect( select.getProduct( PRODUCT.id ) ).toEqual( PRODUCT );
		expect( select.getProduct( donation.id ) ).toEqual( donation );
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'is not connected without an account id', async () => {
		mockedFetch.mockResolvedValueOnce(
			status( {
				connected_account_id: '',
				products: [],
				connect_url: 'https://example.org/wp-admin/x#cairn-stripe',
			} )
		);
		const registry = membershipRegistry();
		await registry.resolveSelect( store ).getApiState();
		expect( registry.select( store ).getApiState() ).toBe(
			'not-connected'
		);
		expect( registry.select( store ).getConnectUrl() ).toBe(
			'https://example.org/wp-admin/x#cairn-stripe'
		);
		// Not connected: no default product is saved.
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks the server for the default plan when a connected site has none', async () => {
		mockedFetch
			.mockResolvedValueOnce( status( { products: [] } ) )
			.mockResolvedValueOnce( { product: PRODUCT, created: true } );
		const registry = membershipRegistry();
		await registry.resolveSelect( store ).getProducts();
		expect( mockedFetch ).toHaveBeenLastCalledWith( {
			path: '/cairn/v1/memberships/default-product',
			method: 'POST',
		} );
		expect( registry.select( store ).getProducts() ).toEqual( [ PRODUCT ] );
	} );

	it( 'adds nothing when the site had plans already', async () => {
		mockedFetch
			.mockResolvedValueOnce(
				status( { products: [] } ) // a donations-only status call
			)
			.mockResolvedValueOnce( { product: null, created: false } );
		const registry = membershipRegistry();
		await registry.resolveSelect( store ).getProducts( 'donation' );
		expect( registry.select( store ).getProducts( 'donation' ) ).toEqual(
			[]
		);
		expect( registry.select( store ).getError() ).toBeNull();
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'goes to the error state with the first message of `errors`', async () => {
		mockedFetch.mockResolvedValueOnce( {
			...status( { connect_url: 'https://x' } ),
			errors: { cairn_stripe: [ 'Stripe refused the secret key.' ] },
		} );
		const registry = membershipRegistry();
		await registry.resolveSelect( store ).getApiState();
		expect( registry.select( store ).getApiState() ).toBe( 'error' );
		expect( registry.select( store ).getConnectUrl() ).toBe( '' );
		expect( registry.select( store ).getError() ).toBe(
			'Stripe refused the secret key.'
		);
	} );

	it( 'calls a response that is not an object unexpected', async () => {
		mockedFetch.mockResolvedValueOnce( 'oops' );
		const registry = membershipRegistry();
		await registry.resolveSelect( store ).getProducts();
		expect( registry.select( store ).getApiState() ).toBe( 'error' );
		expect( registry.select( store ).getError() ).toBe(
			'Unexpected API response'
		);
	} );

	it( 'keeps the once-only connected notice', async () => {
		mockedFetch.mockResolvedValueOnce( status( { notice: 'connected' } ) );
		const registry = membershipRegistry();
		await registry.resolveSelect( store ).getConnectNotice();
		expect( registry.select( store ).getConnectNotice() ).toBe(
			'connected'
		);
	} );

	it( 'passes the product type and editability to the status call', async () => {
		mockedFetch.mockResolvedValueOnce( status() );
		const registry = membershipRegistry();
		await registry.resolveSelect( store ).getProducts( 'donation', false );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/memberships/status?source=gutenberg&type=donation&is_editable=false',
		} );
	} );

	it( 'loads the subscriber counts', async () => {
		mockedFetch.mockResolvedValueOnce( {
			counts: {
				total_subscribers: 3,
				social_followers: 0,
				email_subscribers: 3,
				paid_subscribers: 2,
			},
		} );
		const registry = membershipRegistry();
		const counts = await registry
			.resolveSelect( store )
			.getSubscriberCounts();
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/subscribers/counts?subscriber_status=active&subscription_status=active',
		} );
		expect( counts ).toEqual( {
			totalSubscribers: 3,
			socialFollowers: 0,
			emailSubscribers: 3,
			paidSubscribers: 2,
		} );
	} );

	it( 'keeps no newsletter categories when the site has none', async () => {
		mockedFetch.mockRejectedValueOnce( {
			code: 'rest_no_route',
			message: 'No route.',
		} );
		const registry = membershipRegistry();
		expect(
			await registry.resolveSelect( store ).getNewsletterCategories()
		).toEqual( { enabled: false, categories: [] } );
	} );

	it( 'saves a product and adds it', async () => {
		mockedFetch.mockResolvedValueOnce( { ...PRODUCT, id: 9 } );
		const registry = membershipRegistry();
		const saved = await registry.dispatch( store ).saveProduct( {
			title: 'Monthly Subscription',
			currency: 'USD',
			price: 5,
			interval: '1 month',
		} );
		expect( saved.id ).toBe( 9 );
		expect( registry.select( store ).getProduct( 9 ) ).toBeDefined();
	} );

	it( 'refuses a product below the minimum before calling', async () => {
		const registry = membershipRegistry();
		await expect(
			registry.dispatch( store ).saveProduct( {
				title: 'Cheap',
				currency: 'GBP',
				price: 0.29,
				interval: '1 month',
			} )
		).rejects.toThrow( 'Minimum allowed price is £0.30.' );
		expect( mockedFetch ).not.toHaveBeenCalled();
	} );

	it( 'passes the server’s reason when saving fails', async () => {
		mockedFetch.mockRejectedValueOnce( {
			code: 'cairn_stripe_error',
			message: 'Stripe could not process the request.',
		} );
		const registry = membershipRegistry();
		await expect(
			registry.dispatch( store ).saveProduct( {
				title: 'Plan',
				currency: 'USD',
				price: 5,
				interval: '1 year',
			} )
		).rejects.toThrow( 'Stripe could not process the request.' );
	} );

	it( 'validates drafts', () => {
		const draft = {
			title: 'Plan',
			currency: 'JPY',
			price: 50,
			interval: 'one-time' as const,
		};
		expect( validateProductDraft( draft ) ).toBeNull();
		expect( validateProductDraft( { ...draft, title: ' ' } ) ).toBe(
			'Product requires a name.'
		);
		expect( validateProductDraft( { ...draft, price: NaN } ) ).toBe(
			'Product requires a valid price.'
		);
		expect( validateProductDraft( { ...draft, currency: 'XXX' } ) ).toBe(
			'Product requires a valid price.'
		);
		expect( validateProductDraft( { ...draft, price: 49 } ) ).toMatch(
			/^Minimum allowed price is .*50\.$/
		);
	} );
} );
