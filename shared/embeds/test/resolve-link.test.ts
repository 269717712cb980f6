/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	followShortLink,
	resolveLink,
	unreachableMessage,
} from '../resolve-link';

jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);

const fetchMock = apiFetch as unknown as jest.Mock;

describe( 'resolveLink', () => {
	beforeEach( () => fetchMock.mockReset() );

	it( 'asks the site where a short link leads', async () => {
		fetchMock.mockResolvedValueOnce( {
			status: 200,
			url: 'https://www.eventbrite.com/e/jazz-tickets-123',
		} );
		await expect(
			resolveLink( 'https://jazz.eventbrite.com/' )
		).resolves.toEqual( {
			kind: 'resolved',
			status: 200,
			url: 'https://www.eventbrite.com/e/jazz-tickets-123',
		} );
		expect( fetchMock ).toHaveBeenCalledWith( {
			path: '/cairn/v1/resolve-redirect?url=https%3A%2F%2Fjazz.eventbrite.com%2F',
		} );
	} );

	it( 'passes on the status of a page that answered', async () => {
		fetchMock.mockResolvedValueOnce( {
			status: 404,
			url: 'https://www.eventbrite.com/e/gone-1',
		} );
		await expect(
			resolveLink( 'https://x.eventbrite.com/' )
		).resolves.toMatchObject( { kind: 'resolved', status: 404 } );
	} );

	it( 'says the site could not reach the service when the route says so', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'cairn_resolve_redirect_unreachable',
			message: 'This site could not reach x.eventbrite.com.',
			data: { status: 502 },
		} );
		await expect(
			resolveLink( 'https://x.eventbrite.com/' )
		).resolves.toEqual( {
			kind: 'unreachable',
		} );
	} );

	it( 'says the site could not be reached when the browser is offline', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'fetch_error',
			message: 'You are probably offline.',
		} );
		await expect(
			resolveLink( 'https://x.eventbrite.com/' )
		).resolves.toEqual( {
			kind: 'unreachable',
		} );
	} );

	it( 'calls a refused link refused', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'cairn_http_refused',
			message: 'The host evil.test is not one this feature may reach.',
			data: { status: 400 },
		} );
		await expect( resolveLink( 'https://evil.test/' ) ).resolves.toEqual( {
			kind: 'refused',
		} );
	} );

	it( 'calls a link that redirects without end refused', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'cairn_resolve_redirect_loop',
			message: 'The address redirects too many times.',
			data: { status: 502 },
		} );
		await expect(
			resolveLink( 'https://x.eventbrite.com/' )
		).resolves.toEqual( {
			kind: 'refused',
		} );
	} );
} );

describe( 'followShortLink', () => {
	beforeEach( () => fetchMock.mockReset() );

	/**
	 * Reads an address as a pin when it is one.
	 *
	 * @param address Where the link led.
	 * @return The pin's address, or null.
	 */
	const readPin = ( address: string ) =>
		/^https:\/\/www\.pinterest\.com\/pin\/\d+\/$/.test( address )
			? address
			: null;

	it( 'gives what the service’s own address reads as', async () => {
		fetchMock.mockResolvedValueOnce( {
			status: 200,
			url: 'https://www.pinterest.com/pin/99/',
		} );
		await expect(
			followShortLink( 'https://pin.it/abc', readPin )
		).resolves.toBe( 'https://www.pinterest.com/pin/99/' );
	} );

	it( 'fails where the link led to a page that answered with an error', async () => {
		fetchMock.mockResolvedValueOnce( {
			status: 404,
			url: 'https://www.pinterest.com/pin/99/',
		} );
		await expect(
			followShortLink( 'https://pin.it/abc', readPin )
		).resolves.toBe( 'failed' );
	} );

	it( 'fails where the link led somewhere not the service’s own', async () => {
		fetchMock.mockResolvedValueOnce( {
			status: 200,
			url: 'https://example.com/',
		} );
		await expect(
			followShortLink( 'https://pin.it/abc', readPin )
		).resolves.toBe( 'failed' );
	} );

	it( 'fails where the site refused the link', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'cairn_http_refused',
			data: { status: 400 },
		} );
		await expect(
			followShortLink( 'https://pin.it/abc', readPin )
		).resolves.toBe( 'failed' );
	} );

	it( 'says apart that the site could not reach the service', async () => {
		fetchMock.mockRejectedValueOnce( {
			code: 'cairn_resolve_redirect_unreachable',
			data: { status: 502 },
		} );
		await expect(
			followShortLink( 'https://pin.it/abc', readPin )
		).resolves.toBe( 'unreachable' );
	} );
} );

describe( 'unreachableMessage', () => {
	it( 'names the service and does not blame the address', () => {
		const message = unreachableMessage( 'Eventbrite' );
		expect( message ).toContain( 'This site could not reach Eventbrite' );
		expect( message ).not.toMatch( /check your URL|double check/i );
	} );
} );
