/**
 * The AI query route over HTTP, against the local OpenAI-compatible test
 * server: the stream relay, error statuses, Stop aborting the provider call,
 * and the budget under concurrent requests.
 */

/**
 * External dependencies
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/**
 * WordPress dependencies
 */
import {
	test,
	expect,
	type RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

const QUERY_URL = `${ process.env.WP_BASE_URL }/?rest_route=/cairn/v1/ai/query`;
const SERVER_SCRIPT = path.join(
	process.cwd(),
	'tests/servers/openai-compatible.mjs'
);

const PROMPT = [
	{
		role: 'cairn-ai',
		content: '',
		context: { type: 'userPrompt', request: 'Write about owls.' },
	},
];

/** The test server: its process and base URL. */
const server = { process: null as ChildProcess | null, url: '' };

/**
 * Starts tests/servers/openai-compatible.mjs and reads its URL.
 */
async function startServer(): Promise< void > {
	const child = spawn( process.execPath, [ SERVER_SCRIPT ], {
		stdio: [ 'ignore', 'pipe', 'inherit' ],
	} );
	const lines = readline.createInterface( { input: child.stdout! } );
	const url = await new Promise< string >( ( resolve, reject ) => {
		lines.once( 'line', resolve );
		child.once( 'exit', () =>
			reject( new Error( 'The OpenAI-compatible test server exited.' ) )
		);
	} );
	server.process = child;
	server.url = url.trim();
}

/** What the test server counted (see tests/servers/openai-compatible.mjs). */
type ServerStats = {
	aborted: number;
	lastRequest: { messages: Array< { role: string } > } | null;
};

async function serverStats(): Promise< ServerStats > {
	const response = await fetch( server.url.replace( /\/v1$/, '/__stats' ) );
	return response.json();
}

async function selectModel( requestUtils: RequestUtils, model: string ) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: {
			cairn_services: {
				ai_base_url: server.url,
				ai_model_text: model,
			},
		},
	} );
}

async function setFreeLimit( requestUtils: RequestUtils, limit: number ) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: { cairn_ai: { free_limit: limit } },
	} );
}

async function requestsCount( requestUtils: RequestUtils ): Promise< number > {
	const status = await requestUtils.rest< { 'requests-count': number } >( {
		path: '/cairn/v1/ai/assistant-feature',
	} );
	return status[ 'requests-count' ];
}

async function aiToken( requestUtils: RequestUtils ): Promise< string > {
	const { token } = await requestUtils.rest< { token: string } >( {
		method: 'POST',
		path: '/cairn/v1/ai/jwt',
	} );
	return token;
}

function query(
	token: string,
	body: Record< string, unknown >,
	signal?: AbortSignal
): Promise< Response > {
	return fetch( QUERY_URL, {
		method: 'POST',
		headers: {
			Authorization: `Bearer ${ token }`,
			'Content-Type': 'application/json',
		},
		body: JSON.stringify( { messages: PROMPT, ...body } ),
		signal,
	} );
}

/**
 * The `data:` payloads of a server-sent event stream.
 *
 * @param text The stream.
 */
function events( text: string ): string[] {
	return text
		.split( '\n\n' )
		.filter( ( event ) => event.startsWith( 'data: ' ) )
		.map( ( event ) => event.slice( 'data: '.length ) );
}

function deltaText( payloads: string[] ): string {
	return payloads
		.filter( ( payload ) => payload !== '[DONE]' )
		.map( ( payload ) => JSON.parse( payload ).choices[ 0 ].delta.content )
		.join( '' );
}

test.describe( 'AI query route', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await startServer();
		await selectModel( requestUtils, 'test-model' );
		await setFreeLimit( requestUtils, 100000 );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { cairn_services: {}, cairn_ai: { free_limit: 20 } },
		} );
		server.process?.kill();
	} );

	test( 'streams the answer as several data chunks, then [DONE]', async ( {
		requestUtils,
	} ) => {
		await selectModel( requestUtils, 'test-model' );
		const response = await query( await aiToken( requestUtils ), {} );

		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'content-type' ) ).toContain(
			'text/event-stream'
		);
		expect( response.headers.get( 'x-accel-buffering' ) ).toBe( 'no' );
		const payloads = events( await response.text() );
		expect( payloads.length ).toBeGreaterThan( 3 );
		expect( payloads[ payloads.length - 1 ] ).toBe( '[DONE]' );
		const text = deltaText( payloads );
		expect( text ).toMatch( /^Echo: / );
		expect( text ).toContain( 'Write about owls.' );
		// The site, not the browser, wrote the system prompt.
		expect( ( await serverStats() ).lastRequest?.messages[ 0 ].role ).toBe(
			'system'
		);
	} );

	test( 'answers whole when stream is false', async ( { requestUtils } ) => {
		await selectModel( requestUtils, 'test-model' );
		const response = await query( await aiToken( requestUtils ), {
			stream: false,
		} );
		expect( response.status ).toBe( 200 );
		const json = await response.json();
		expect( json.choices[ 0 ].message.content ).toMatch( /^Echo: / );
	} );

	test( 'refuses a request without a valid token', async () => {
		const response = await query( 'not-a-token', {} );
		expect( response.status ).toBe( 401 );
	} );

	test( 'answers upstream failures with their statuses', async ( {
		requestUtils,
	} ) => {
		const token = await aiToken( requestUtils );
		const cases: Array< [ string, number, string ] > = [
			[ 'test-error-503', 503, 'error_service_unavailable' ],
			[ 'test-error-413', 413, 'error_context_too_large' ],
			[ 'test-error-moderation', 422, 'error_moderation' ],
			[ 'test-error-429', 429, 'error_quota_exceeded' ],
		];
		for ( const [ model, status, code ] of cases ) {
			await selectModel( requestUtils, model );
			const response = await query( token, {} );
			expect( response.status, model ).toBe( status );
			expect( ( await response.json() ).code, model ).toBe( code );
		}
	} );

	test( 'a failure after the stream started arrives as an error event', async ( {
		requestUtils,
	} ) => {
		await selectModel( requestUtils, 'test-stream-drop' );
		const response = await query( await aiToken( requestUtils ), {} );
		expect( response.status ).toBe( 200 );
		const payloads = events( await response.text() );
		const last = JSON.parse( payloads[ payloads.length - 1 ] );
		expect( last.error.code ).toBe( 'error_service_unavailable' );
		expect( payloads ).not.toContain( '[DONE]' );
	} );

	test( 'Stop aborts the call to the provider', async ( {
		requestUtils,
	} ) => {
		await selectModel( requestUtils, 'test-slow' );
		const abortedBefore = ( await serverStats() ).aborted;
		const controller = new AbortController();
		const response = await query(
			await aiToken( requestUtils ),
			{},
			controller.signal
		);
		expect( response.status ).toBe( 200 );

		const reader = response.body!.getReader();
		const decoder = new TextDecoder();
		let text = '';
		while ( events( text ).length < 2 ) {
			const { value, done } = await reader.read();
			expect( done ).toBe( false );
			text += decoder.decode( value, { stream: true } );
		}
		expect( deltaText( events( text ).slice( 0, 2 ) ) ).toBe(
			'word1 word2'
		);
		controller.abort();

		// test-slow streams for 30 s: only an aborted provider call ends sooner.
		await expect
			.poll( async () => ( await serverStats() ).aborted, {
				timeout: 10_000,
			} )
			.toBe( abortedBefore + 1 );
	} );

	test( 'counts exactly under concurrent requests', async ( {
		requestUtils,
	} ) => {
		await selectModel( requestUtils, 'test-model' );
		const token = await aiToken( requestUtils );
		const used = await requestsCount( requestUtils );
		await setFreeLimit( requestUtils, used + 20 );

		const statuses = (
			await Promise.all(
				Array.from( { length: 30 }, () =>
					query( token, { stream: false } )
				)
			)
		).map( ( response ) => response.status );

		expect( statuses.filter( ( status ) => status === 200 ) ).toHaveLength(
			20
		);
		expect( statuses.filter( ( status ) => status === 429 ) ).toHaveLength(
			10
		);
		expect( await requestsCount( requestUtils ) ).toBe( used + 20 );
		await setFreeLimit( requestUtils, 100000 );
	} );
} );
