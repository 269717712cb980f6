/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { resolveLink, unreachableMessage } from '../resolve-link';

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

describe( 'unreachableMessage', () => {
	it( 'names the service and does not blame the address', () => {
		const message = unreachableMessage( 'Eventbrite' );
		expect( message ).toContain( 'This site could not reach Eventbrite' );
		expect( message ).not.toMatch( /check your URL|double check/i );
	} );
} );
