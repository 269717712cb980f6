/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { requestAiToken } from '../token';
import { AI_TOKEN_STORAGE_KEY } from '../constants';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );

beforeEach( () => {
	mockedFetch.mockReset();
	window.localStorage.clear();
	jest.useFakeTimers( { now: 1_000_000 } );
} );

afterEach( () => jest.useRealTimers() );

describe( 'AI token', () => {
	it( 'fetches a token with POST /cairn/v1/ai/jwt', async () => {
		mockedFetch.mockResolvedValueOnce( { token: 'jwt-1', blog_id: 3 } );
		await expect( requestAiToken() ).resolves.toEqual( {
			token: 'jwt-1',
			blogId: 3,
			expire: 1_000_000 + 120000,
		} );
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/ai/jwt',
			method: 'POST',
		} );
	} );

	it( 'caches the token in localStorage for 120000 ms and reuses it while fresh', async () => {
		mockedFetch.mockResolvedValueOnce( { token: 'jwt-1', blog_id: 3 } );
		await requestAiToken();
		expect(
			JSON.parse(
				window.localStorage.getItem( AI_TOKEN_STORAGE_KEY ) ?? '{}'
			)
		).toMatchObject( { token: 'jwt-1', blogId: 3, expire: 1_120_000 } );
		jest.setSystemTime( 1_000_000 + 119_999 );
		await expect( requestAiToken() ).resolves.toMatchObject( {
			token: 'jwt-1',
		} );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'fetches a new token once the cached one expired', async () => {
		mockedFetch
			.mockResolvedValueOnce( { token: 'jwt-1', blog_id: 3 } )
			.mockResolvedValueOnce( { token: 'jwt-2', blog_id: 3 } );
		await requestAiToken();
		jest.setSystemTime( 1_000_000 + 120_000 );
		await expect( requestAiToken() ).resolves.toMatchObject( {
			token: 'jwt-2',
		} );
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'shares one fetch between calls made while it runs', async () => {
		mockedFetch.mockResolvedValueOnce( { token: 'jwt-1', blog_id: 3 } );
		const [ a, b ] = await Promise.all( [
			requestAiToken(),
			requestAiToken(),
		] );
		expect( a ).toEqual( b );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does not reuse a token cached by another site on the same origin', async () => {
		window.localStorage.setItem(
			AI_TOKEN_STORAGE_KEY,
			JSON.stringify( {
				token: 'other-site',
				blogId: 9,
				expire: 2_000_000,
				scope: 'https://example.com/other/wp-admin/options-general.php',
			} )
		);
		mockedFetch.mockResolvedValueOnce( { token: 'jwt-1', blog_id: 3 } );
		await expect( requestAiToken() ).resolves.toMatchObject( {
			token: 'jwt-1',
		} );
	} );

	it( "never gives one user another user's cached token in the same browser", async () => {
		window.cairnEditorData = { userId: 1 };
		mockedFetch.mockResolvedValueOnce( {
			token: 'jwt-user-1',
			blog_id: 3,
		} );
		await expect( requestAiToken() ).resolves.toMatchObject( {
			token: 'jwt-user-1',
		} );
		// User 1 logs out, user 2 logs in: the cached token is still fresh.
		window.cairnEditorData = { userId: 2 };
		mockedFetch.mockResolvedValueOnce( {
			token: 'jwt-user-2',
			blog_id: 3,
		} );
		await expect( requestAiToken() ).resolves.toMatchObject( {
			token: 'jwt-user-2',
		} );
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
		// The same user keeps using their own cached token.
		await expect( requestAiToken() ).resolves.toMatchObject( {
			token: 'jwt-user-2',
		} );
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
		delete window.cairnEditorData;
	} );

	it( 'rejects when the token cannot be fetched', async () => {
		mockedFetch.mockRejectedValueOnce( { code: 'rest_forbidden' } );
		await expect( requestAiToken() ).rejects.toEqual( {
			code: 'rest_forbidden',
		} );
		mockedFetch.mockResolvedValueOnce( { blog_id: 3 } );
		await expect( requestAiToken() ).rejects.toThrow( 'No token provided' );
	} );
} );
