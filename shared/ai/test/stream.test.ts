/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { streamAiSuggestion } from '../stream';
import { AI_TOKEN_STORAGE_KEY } from '../constants';
import type { AiStreamHandlers } from '../types';
import {
	delta,
	fakeResponse,
	flush,
	NOT_CONFIGURED,
	sseBody,
	testBody,
} from './helpers';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = jest.mocked( apiFetch );

const fetchMock = jest.fn();

/**
 * Callbacks that record what they got.
 */
function handlers() {
	return {
		onSuggestion: jest.fn(),
		onDone: jest.fn(),
		onError: jest.fn(),
	} satisfies AiStreamHandlers;
}

/**
 * Streams a prompt and waits until the reply was read.
 *
 * @param response The reply.
 * @param prompt   The prompt.
 */
async function streamWith(
	response: Response,
	prompt: Parameters< typeof streamAiSuggestion >[ 0 ] = 'Hello'
) {
	fetchMock.mockResolvedValueOnce( response );
	const callbacks = handlers();
	const stream = streamAiSuggestion( prompt, {
		postId: 7,
		...callbacks,
	} );
	await flush();
	await flush();
	return { callbacks, stream };
}

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

describe( 'streamAiSuggestion', () => {
	it( 'posts the query to the REST route with the bearer token, for an event stream', async () => {
		const messages = [
			{
				role: 'cairn-ai' as const,
				content: 'Make it longer',
				context: { type: 'makeLonger' as const, content: 'Hi.' },
			},
		];
		await streamWith(
			fakeResponse( { body: sseBody( [ 'data: [DONE]\n\n' ] ) } ),
			messages
		);
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = fetchMock.mock.calls[ 0 ];
		expect( url ).toBe( 'https://example.com/wp-json/cairn/v1/ai/query' );
		expect( init.method ).toBe( 'POST' );
		expect( init.headers ).toEqual( {
			Authorization: 'Bearer jwt-1',
			'Content-Type': 'application/json',
			Accept: 'text/event-stream',
		} );
		expect( JSON.parse( init.body ) ).toEqual( {
			messages,
			post_id: 7,
			feature: 'ai-assistant',
			stream: true,
		} );
		expect( init.signal ).toBeInstanceOf( AbortSignal );
	} );

	it( 'sends a plain prompt as question, and the feature given', async () => {
		fetchMock.mockResolvedValueOnce(
			fakeResponse( { body: sseBody( [ 'data: [DONE]\n\n' ] ) } )
		);
		streamAiSuggestion( 'Write a haiku', { feature: 'ai-toolbar' } );
		await flush();
		expect( JSON.parse( fetchMock.mock.calls[ 0 ][ 1 ].body ) ).toEqual( {
			question: 'Write a haiku',
			feature: 'ai-toolbar',
			stream: true,
		} );
	} );

	it( 'supports sites with plain permalinks (?rest_route=)', async () => {
		window.wpApiSettings = { root: 'https://example.com/?rest_route=/' };
		await streamWith(
			fakeResponse( { body: sseBody( [ 'data: [DONE]\n\n' ] ) } )
		);
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toBe(
			'https://example.com/?rest_route=/cairn/v1/ai/query'
		);
	} );

	it( 'lets api-fetch resolve the route when the page does not give the REST root', async () => {
		delete window.wpApiSettings;
		const response = fakeResponse( {
			body: sseBody( [ delta( 'Hi' ), 'data: [DONE]\n\n' ] ),
		} );
		mockedApiFetch.mockImplementation( async ( options ) =>
			options.path === '/cairn/v1/ai/jwt'
				? { token: 'jwt-1', blog_id: 1 }
				: response
		);
		const callbacks = handlers();
		streamAiSuggestion( 'Hello', callbacks );
		await flush();
		await flush();
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( mockedApiFetch ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				path: '/cairn/v1/ai/query',
				method: 'POST',
				parse: false,
				headers: expect.objectContaining( {
					Authorization: 'Bearer jwt-1',
				} ),
			} )
		);
		expect( callbacks.onDone ).toHaveBeenCalledWith( 'Hi' );
	} );

	it( 'calls onSuggestion with the full text so far and onDone with the full text', async () => {
		const { callbacks } = await streamWith(
			fakeResponse( {
				body: sseBody( [
					delta( 'Hello' ),
					delta( ', ' ) + delta( 'world' ),
					'data: [DONE]\n\n',
				] ),
			} )
		);
		expect( callbacks.onSuggestion.mock.calls ).toEqual( [
			[ 'Hello' ],
			[ 'Hello, world' ],
		] );
		expect( callbacks.onDone ).toHaveBeenCalledWith( 'Hello, world' );
		expect( callbacks.onError ).not.toHaveBeenCalled();
	} );

	it( 'parses events cut across chunks and \\r\\n line ends', async () => {
		const whole =
			delta( 'Stone ' ).replace( /\n/g, '\r\n' ) +
			delta( 'cairn' ) +
			'data: [DONE]\r\n\r\n';
		const chunks = [];
		for ( let i = 0; i < whole.length; i += 7 ) {
			chunks.push( whole.slice( i, i + 7 ) );
		}
		const { callbacks } = await streamWith(
			fakeResponse( { body: sseBody( chunks ) } )
		);
		expect( callbacks.onDone ).toHaveBeenCalledWith( 'Stone cairn' );
		expect( callbacks.onError ).not.toHaveBeenCalled();
	} );

	it.each( [
		[ 503, 'error_service_unavailable' ],
		[ 413, 'error_context_too_large' ],
		[ 422, 'error_moderation' ],
		[ 429, 'error_quota_exceeded' ],
		[ 400, 'error_response' ],
		[ 403, 'error_response' ],
		[ 500, 'error_response' ],
	] )( 'maps HTTP %i to %s', async ( status, code ) => {
		const { callbacks } = await streamWith(
			fakeResponse( { status, contentType: 'application/json' } )
		);
		expect( callbacks.onError ).toHaveBeenCalledTimes( 1 );
		expect( callbacks.onError.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			code,
			severity: 'info',
		} );
		expect( callbacks.onDone ).not.toHaveBeenCalled();
	} );

	it( 'a task no provider can serve: the error keeps error_service_unavailable and carries the message naming the setting and the settings URL, without Retry', async () => {
		const { callbacks } = await streamWith(
			fakeResponse( {
				status: 503,
				contentType: 'application/json',
				json: NOT_CONFIGURED,
			} )
		);
		expect( callbacks.onError ).toHaveBeenCalledTimes( 1 );
		expect( callbacks.onError.mock.calls[ 0 ][ 0 ] ).toEqual( {
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

	it( 'a plain 503 without the not-configured code still offers Retry', async () => {
		const { callbacks } = await streamWith(
			fakeResponse( {
				status: 503,
				contentType: 'application/json',
				json: { code: 'error_service_unavailable', message: 'Down' },
			} )
		);
		const error = callbacks.onError.mock.calls[ 0 ][ 0 ];
		expect( error ).toMatchObject( {
			code: 'error_service_unavailable',
			retry: true,
		} );
		expect( error.detail ).toBeUndefined();
	} );

	it( 'forgets the cached token when the server refuses it (401)', async () => {
		const { callbacks } = await streamWith(
			fakeResponse( { status: 401, contentType: 'application/json' } )
		);
		expect( callbacks.onError.mock.calls[ 0 ][ 0 ].code ).toBe(
			'error_response'
		);
		expect(
			window.localStorage.getItem( AI_TOKEN_STORAGE_KEY )
		).toBeNull();
	} );

	it( 'raises a request error when the token cannot be fetched', async () => {
		mockedApiFetch.mockRejectedValue( { code: 'rest_forbidden' } );
		const callbacks = handlers();
		streamAiSuggestion( 'Hello', callbacks );
		await flush();
		expect( callbacks.onError.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			code: 'error_response',
			retry: false,
		} );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'rejects a reply of another content type as a request error', async () => {
		const { callbacks } = await streamWith(
			fakeResponse( {
				contentType: 'text/html',
				body: sseBody( [ delta( 'Hi' ), 'data: [DONE]\n\n' ] ),
			} )
		);
		expect( callbacks.onError.mock.calls[ 0 ][ 0 ].code ).toBe(
			'error_response'
		);
		expect( callbacks.onSuggestion ).not.toHaveBeenCalled();
	} );

	it( 'raises the code of a server error event', async () => {
		const { callbacks } = await streamWith(
			fakeResponse( {
				body: sseBody( [
					delta( 'Partial' ),
					'data: {"error":{"code":"error_service_unavailable","message":"Down"}}\n\n',
				] ),
			} )
		);
		expect( callbacks.onSuggestion ).toHaveBeenCalledWith( 'Partial' );
		expect( callbacks.onError.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			code: 'error_service_unavailable',
			retry: true,
		} );
		expect( callbacks.onDone ).not.toHaveBeenCalled();
	} );

	it( 'raises a network error when the server cannot be reached', async () => {
		fetchMock.mockRejectedValueOnce( new TypeError( 'Failed to fetch' ) );
		const callbacks = handlers();
		streamAiSuggestion( 'Hello', callbacks );
		await flush();
		expect( callbacks.onError.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			code: 'error_network',
			retry: true,
		} );
	} );

	it( 'raises a network error when the connection drops mid-stream, after delivering the text so far', async () => {
		const body = testBody();
		const { callbacks } = await streamWith(
			fakeResponse( { body: body.body } )
		);
		body.push( delta( 'So far' ) );
		await flush();
		expect( callbacks.onSuggestion ).toHaveBeenCalledWith( 'So far' );
		body.fail();
		await flush();
		expect( callbacks.onError.mock.calls[ 0 ][ 0 ].code ).toBe(
			'error_network'
		);
		expect( callbacks.onDone ).not.toHaveBeenCalled();
	} );

	it( 'raises a network error when the stream ends without [DONE]', async () => {
		const { callbacks } = await streamWith(
			fakeResponse( { body: sseBody( [ delta( 'Cut' ) ] ) } )
		);
		expect( callbacks.onSuggestion ).toHaveBeenCalledWith( 'Cut' );
		expect( callbacks.onError.mock.calls[ 0 ][ 0 ].code ).toBe(
			'error_network'
		);
	} );

	it( 'turns a reply starting with CAIRN_AI_ERROR into an unclear-prompt error and never shows it', async () => {
		const { callbacks } = await streamWith(
			fakeResponse( {
				body: sseBody( [
					delta( '**CAI' ),
					delta( 'RN_AI' ),
					delta( '_ERROR** please rephrase' ),
					'data: [DONE]\n\n',
				] ),
			} )
		);
		expect( callbacks.onSuggestion ).not.toHaveBeenCalled();
		expect( callbacks.onDone ).not.toHaveBeenCalled();
		expect( callbacks.onError.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			code: 'error_unclear_prompt',
			message: 'Your request was unclear. Mind trying again?',
		} );
	} );

	it( 'shows held-back text once it can no longer be the marker', async () => {
		const { callbacks } = await streamWith(
			fakeResponse( {
				body: sseBody( [
					delta( 'CAIR' ),
					delta( 'NS are stone piles.' ),
					'data: [DONE]\n\n',
				] ),
			} )
		);
		expect( callbacks.onSuggestion.mock.calls ).toEqual( [
			[ 'CAIRNS are stone piles.' ],
		] );
		expect( callbacks.onDone ).toHaveBeenCalledWith(
			'CAIRNS are stone piles.'
		);
	} );

	it( 'close() aborts the fetch and no callback fires afterwards', async () => {
		const body = testBody();
		const { callbacks, stream } = await streamWith(
			fakeResponse( { body: body.body } )
		);
		body.push( delta( 'One ' ) );
		await flush();
		expect( callbacks.onSuggestion ).toHaveBeenCalledTimes( 1 );
		expect( stream.closed ).toBe( false );
		stream.close();
		expect( stream.closed ).toBe( true );
		const signal: AbortSignal = fetchMock.mock.calls[ 0 ][ 1 ].signal;
		expect( signal.aborted ).toBe( true );
		body.push( delta( 'two' ) );
		body.push( 'data: [DONE]\n\n' );
		await flush();
		expect( callbacks.onSuggestion ).toHaveBeenCalledTimes( 1 );
		expect( callbacks.onDone ).not.toHaveBeenCalled();
		expect( callbacks.onError ).not.toHaveBeenCalled();
	} );

	it( 'close() before the reply arrives fires no callback', async () => {
		let answer: ( response: Response ) => void = () => {};
		fetchMock.mockImplementationOnce(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const callbacks = handlers();
		const stream = streamAiSuggestion( 'Hello', callbacks );
		await flush();
		stream.close();
		answer(
			fakeResponse( {
				body: sseBody( [ delta( 'x' ), 'data: [DONE]\n\n' ] ),
			} )
		);
		await flush();
		expect( callbacks.onSuggestion ).not.toHaveBeenCalled();
		expect( callbacks.onDone ).not.toHaveBeenCalled();
		expect( callbacks.onError ).not.toHaveBeenCalled();
	} );
} );
