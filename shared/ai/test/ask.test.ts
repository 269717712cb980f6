/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { askAi } from '../ask';
import { fakeResponse, NOT_CONFIGURED } from './helpers';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = jest.mocked( apiFetch );

const fetchMock = jest.fn();

/**
 * A JSON reply.
 *
 * @param json   The body.
 * @param status HTTP status.
 */
const jsonReply = ( json: unknown, status = 200 ) =>
	fakeResponse( { status, contentType: 'application/json', json } );

/**
 * The non-streaming answer shape.
 *
 * @param content The answer.
 */
const answer = ( content: unknown ) => ( {
	choices: [ { message: { role: 'assistant', content } } ],
} );

beforeEach( () => {
	window.localStorage.clear();
	mockedApiFetch.mockReset();
	mockedApiFetch.mockImplementation( async ( options ) => {
		if ( options.path === '/cairn/v1/ai/jwt' ) {
			return { token: 'jwt-1', blog_id: 1 };
		}
		throw new Error( `Unexpected ${ options.path }` );
	} );
	fetchMock.mockReset();
	window.fetch = fetchMock;
	window.wpApiSettings = { root: 'https://example.com/wp-json/' };
} );

afterEach( () => {
	delete window.wpApiSettings;
} );

describe( 'askAi', () => {
	it( 'posts the query with stream false and resolves choices[0].message.content', async () => {
		fetchMock.mockResolvedValueOnce( jsonReply( answer( 'A title' ) ) );
		await expect(
			askAi( 'Title please', { postId: 3, feature: 'ai-toolbar' } )
		).resolves.toBe( 'A title' );
		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe( 'https://example.com/wp-json/cairn/v1/ai/query' );
		expect( init.headers ).toMatchObject( {
			Authorization: 'Bearer jwt-1',
			Accept: 'application/json',
		} );
		expect( JSON.parse( init.body ) ).toEqual( {
			question: 'Title please',
			post_id: 3,
			feature: 'ai-toolbar',
			stream: false,
		} );
	} );

	it.each( [
		[ 503, 'error_service_unavailable' ],
		[ 413, 'error_context_too_large' ],
		[ 422, 'error_moderation' ],
		[ 429, 'error_quota_exceeded' ],
		[ 404, 'error_response' ],
	] )( 'maps HTTP %i to %s', async ( status, code ) => {
		fetchMock.mockResolvedValueOnce(
			jsonReply( { code: 'x', message: 'y' }, status )
		);
		await expect( askAi( 'Hi' ) ).rejects.toMatchObject( {
			code,
			severity: 'info',
		} );
	} );

	it( 'treats a data.status above 200 as an error', async () => {
		fetchMock.mockResolvedValueOnce(
			jsonReply( { code: 'x', data: { status: 429 } } )
		);
		await expect( askAi( 'Hi' ) ).rejects.toMatchObject( {
			code: 'error_quota_exceeded',
		} );
	} );

	it( 'a task no provider can serve: rejects with the message naming the setting and the settings URL, without Retry', async () => {
		fetchMock.mockResolvedValueOnce( jsonReply( NOT_CONFIGURED, 503 ) );
		await expect( askAi( 'Hi' ) ).rejects.toEqual( {
			code: 'error_service_unavailable',
			cause: 'not-configured',
			message:
				'AI services are currently unavailable. Sorry for the inconvenience.',
			severity: 'info',
			retry: false,
			detail: 'No AI provider can write text. Fill in "Text model" in Settings → Cairn → AI.',
			settingsUrl:
				'https://example.com/wp-admin/options-general.php?page=cairn#cairn-ai',
		} );
	} );

	it( 'rejects a token failure as a request error', async () => {
		mockedApiFetch.mockRejectedValue( { code: 'rest_forbidden' } );
		await expect( askAi( 'Hi' ) ).rejects.toMatchObject( {
			code: 'error_response',
		} );
	} );

	it( 'rejects a network failure as a network error with Retry', async () => {
		fetchMock.mockRejectedValueOnce( new TypeError( 'Failed to fetch' ) );
		await expect( askAi( 'Hi' ) ).rejects.toMatchObject( {
			code: 'error_network',
			retry: true,
		} );
	} );

	it( 'rejects a reply without an answer as a request error', async () => {
		fetchMock.mockResolvedValueOnce( jsonReply( { choices: [] } ) );
		await expect( askAi( 'Hi' ) ).rejects.toMatchObject( {
			code: 'error_response',
		} );
	} );

	it( 'turns a reply starting with CAIRN_AI_ERROR into an unclear-prompt error', async () => {
		fetchMock.mockResolvedValueOnce(
			jsonReply( answer( '__CAIRN_AI_ERROR__' ) )
		);
		await expect( askAi( 'Hi' ) ).rejects.toMatchObject( {
			code: 'error_unclear_prompt',
			message: 'Your request was unclear. Mind trying again?',
		} );
	} );

	it( 'maps the status of a failed reply that api-fetch rejects with (no REST root on the page)', async () => {
		delete window.wpApiSettings;
		mockedApiFetch.mockImplementation( async ( options ) => {
			if ( options.path === '/cairn/v1/ai/jwt' ) {
				return { token: 'jwt-1', blog_id: 1 };
			}
			throw jsonReply( { code: 'error_moderation' }, 422 );
		} );
		await expect( askAi( 'Hi' ) ).rejects.toMatchObject( {
			code: 'error_moderation',
		} );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );
