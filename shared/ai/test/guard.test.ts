/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { askAi } from '../ask';
import { streamAiSuggestion } from '../stream';
import type { AiStream, AiStreamHandlers } from '../types';
import { delta, fakeResponse, flush, testBody } from './helpers';
import type { TestBody } from './helpers';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = jest.mocked( apiFetch );
const fetchMock = jest.fn();

/** Bodies of the replies handed out, which the tests end or break. */
let bodies: TestBody[] = [];
/** Streams started, closed after each test so no slot stays taken. */
let streams: AiStream[] = [];
/** Aborts the unanswered askAi calls after each test. */
let aborter = new AbortController();

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
 * Starts a stream whose reply stays open until the test ends it.
 *
 * @return The stream and its callbacks.
 */
function openStream() {
	const callbacks = handlers();
	const stream = streamAiSuggestion( 'Hello', callbacks );
	streams.push( stream );
	return { stream, callbacks };
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
	bodies = [];
	fetchMock.mockReset();
	fetchMock.mockImplementation( async ( _url, init: RequestInit ) => {
		if ( JSON.parse( String( init.body ) ).stream === false ) {
			// No answer until aborted.
			return new Promise( ( _resolve, reject ) =>
				init.signal?.addEventListener( 'abort', () =>
					reject( new DOMException( 'Aborted', 'AbortError' ) )
				)
			);
		}
		const body = testBody();
		bodies.push( body );
		return fakeResponse( { body: body.body } );
	} );
	window.fetch = fetchMock;
	window.wpApiSettings = { root: 'https://example.com/wp-json/' };
} );

afterEach( () => {
	streams.forEach( ( stream ) => stream.close() );
	streams = [];
	aborter.abort();
	aborter = new AbortController();
	delete window.wpApiSettings;
} );

const TOO_MANY = {
	code: 'error_response',
	message: 'Too many requests',
	severity: 'info',
	retry: false,
	// Never sent: nothing counted, no upgrade asked.
	cause: 'too-many',
};

describe( 'AI concurrency guard', () => {
	it( "5 AI streams run at once; the sixth fails with 'Too many requests' without reaching the server", async () => {
		for ( let i = 0; i < 5; i++ ) {
			openStream();
		}
		await flush();
		expect( fetchMock ).toHaveBeenCalledTimes( 5 );
		const sixth = openStream();
		// Told after the call returns, never during it.
		expect( sixth.callbacks.onError ).not.toHaveBeenCalled();
		await flush();
		expect( sixth.callbacks.onError ).toHaveBeenCalledTimes( 1 );
		expect( sixth.callbacks.onError.mock.calls[ 0 ][ 0 ] ).toEqual(
			TOO_MANY
		);
		expect( sixth.stream.closed ).toBe( true );
		expect( fetchMock ).toHaveBeenCalledTimes( 5 );
	} );

	it( 'streams and askAi share the 5 slots', async () => {
		for ( let i = 0; i < 4; i++ ) {
			openStream();
		}
		// The fifth call: askAi, whose reply does not come.
		askAi( 'Hi', { signal: aborter.signal } ).catch( () => undefined );
		await flush();
		expect( fetchMock ).toHaveBeenCalledTimes( 5 );
		await expect( askAi( 'Hi' ) ).rejects.toEqual( TOO_MANY );
		const sixth = openStream();
		await flush();
		expect( sixth.callbacks.onError.mock.calls[ 0 ][ 0 ] ).toEqual(
			TOO_MANY
		);
	} );

	it( 'a slot frees when a stream is stopped (close)', async () => {
		const first = openStream();
		for ( let i = 0; i < 4; i++ ) {
			openStream();
		}
		await flush();
		first.stream.close();
		const next = openStream();
		await flush();
		expect( next.callbacks.onError ).not.toHaveBeenCalled();
		expect( fetchMock ).toHaveBeenCalledTimes( 6 );
	} );

	it( 'a slot frees when a stream completes', async () => {
		const first = openStream();
		for ( let i = 0; i < 4; i++ ) {
			openStream();
		}
		await flush();
		bodies[ 0 ].push( delta( 'Hi' ) + 'data: [DONE]\n\n' );
		await flush();
		expect( first.callbacks.onDone ).toHaveBeenCalledWith( 'Hi' );
		const next = openStream();
		await flush();
		expect( next.callbacks.onError ).not.toHaveBeenCalled();
		expect( fetchMock ).toHaveBeenCalledTimes( 6 );
	} );

	it( 'a slot frees when a stream fails', async () => {
		const first = openStream();
		for ( let i = 0; i < 4; i++ ) {
			openStream();
		}
		await flush();
		bodies[ 0 ].fail();
		await flush();
		expect( first.callbacks.onError.mock.calls[ 0 ][ 0 ].code ).toBe(
			'error_network'
		);
		const next = openStream();
		await flush();
		expect( next.callbacks.onError ).not.toHaveBeenCalled();
		expect( fetchMock ).toHaveBeenCalledTimes( 6 );
	} );

	it( 'a slot frees when askAi settles, answered or failed', async () => {
		fetchMock.mockImplementation( async () =>
			fakeResponse( {
				contentType: 'application/json',
				json: { choices: [ { message: { content: 'Hi' } } ] },
			} )
		);
		await expect(
			Promise.all( [ 1, 2, 3, 4, 5 ].map( () => askAi( 'Hi' ) ) )
		).resolves.toEqual( [ 'Hi', 'Hi', 'Hi', 'Hi', 'Hi' ] );
		// All five settled: their slots are free again.
		fetchMock.mockResolvedValueOnce(
			fakeResponse( { status: 413, contentType: 'application/json' } )
		);
		await expect( askAi( 'Hi' ) ).rejects.toMatchObject( {
			code: 'error_context_too_large',
		} );
		await expect(
			Promise.all( [ 1, 2, 3, 4, 5 ].map( () => askAi( 'Hi' ) ) )
		).resolves.toHaveLength( 5 );
	} );
} );
