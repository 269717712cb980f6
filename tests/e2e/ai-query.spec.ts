/**
 * The AI query route over HTTP, against the local OpenAI-compatible test
 * server: the stream relay, error statuses, and Stop aborting the provider
 * call. The budget under concurrent requests is ai-budget.spec.ts's.
 */

/**
 * Internal dependencies
 */
import { test, expect, type RequestUtils } from './utils/test';
import {
	aiQuery,
	aiToken,
	deltaText,
	featureStatus,
	readUntil,
	setAi,
	setServices,
	sseEvents,
	startAiServer,
	userPrompt,
	type OpenAiServer,
} from './utils/ai';

const PROMPT = userPrompt( 'Write about owls.' );

let server: OpenAiServer;

/**
 * Points the AI provider at the test server with a text model.
 *
 * @param requestUtils The request utils fixture.
 * @param model        The text model: it chooses the server's behaviour.
 */
async function selectModel( requestUtils: RequestUtils, model: string ) {
	await setServices(
		requestUtils,
		{
			ai_base_url: server.url,
			ai_model_text: model,
		},
		server.key
	);
}

/**
 * Asks the owl prompt.
 *
 * @param token  The token.
 * @param body   More of the request body.
 * @param signal Aborts the request.
 * @return The response.
 */
function query(
	token: string,
	body: Record< string, unknown >,
	signal?: AbortSignal
): Promise< Response > {
	return aiQuery( token, { messages: PROMPT, ...body }, signal );
}

// The site sends `X-Accel-Buffering: no`; nginx acts on it and, as with
// every X-Accel header, does not pass it on, so behind nginx the browser
// sees none (the stream's several chunks show that it was obeyed).
const ACCEL_BUFFERING_SEEN =
	process.env.CAIRN_WP_SERVER === 'nginx' ? null : 'no';

test.describe( 'AI query route', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		server = await startAiServer();
		await selectModel( requestUtils, 'test-model' );
		await setAi( requestUtils, { free_limit: 100000 } );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await setServices( requestUtils, {} );
		await setAi( requestUtils, { free_limit: 20 } );
		await server?.stop();
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
		expect( response.headers.get( 'x-accel-buffering' ) ).toBe(
			ACCEL_BUFFERING_SEEN
		);
		const payloads = sseEvents( await response.text() );
		expect( payloads.length ).toBeGreaterThan( 3 );
		expect( payloads[ payloads.length - 1 ] ).toBe( '[DONE]' );
		const text = deltaText( payloads );
		expect( text ).toMatch( /^Echo: / );
		expect( text ).toContain( 'Write about owls.' );
		// The site, not the browser, wrote the system prompt.
		expect( server.stats().lastRequest?.messages[ 0 ].role ).toBe(
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
			// The provider's own 429 is not the site's budget.
			[ 'test-error-429', 503, 'error_service_unavailable' ],
			[ 'test-error-429-rate', 503, 'error_service_unavailable' ],
		];
		for ( const [ model, status, code ] of cases ) {
			await selectModel( requestUtils, model );
			const response = await query( token, {} );
			expect( response.status, model ).toBe( status );
			expect( ( await response.json() ).code, model ).toBe( code );
		}
	} );

	test( 'a provider not set up answers 503 naming the setting, not counted', async ( {
		requestUtils,
	} ) => {
		const token = await aiToken( requestUtils );
		const countBefore = ( await featureStatus( requestUtils ) )[
			'requests-count'
		];

		await setServices( requestUtils, {} );
		const response = await query( token, {} );
		expect( response.status ).toBe( 503 );
		const json = await response.json();
		expect( json.code ).toBe( 'cairn_ai_not_configured' );
		expect( json.message ).toContain( 'AI → Base URL' );
		expect( json.data ).toEqual( {
			status: 503,
			setting: 'ai_base_url',
			// The test user is an administrator.
			settingsUrl: expect.stringMatching(
				/options-general\.php\?page=cairn#cairn-ai$/
			),
		} );

		// A refused key: the same error, naming the key, never quoting it.
		await selectModel( requestUtils, 'test-error-401' );
		const refused = await query( token, {} );
		expect( refused.status ).toBe( 503 );
		const refusedJson = await refused.json();
		expect( refusedJson.code ).toBe( 'cairn_ai_not_configured' );
		expect( refusedJson.data.setting ).toBe( 'ai_api_key' );
		expect( JSON.stringify( refusedJson ) ).not.toContain( 'sk-wrong' );

		expect(
			( await featureStatus( requestUtils ) )[ 'requests-count' ]
		).toBe( countBefore );
	} );

	test( 'a failure after the stream started arrives as an error event', async ( {
		requestUtils,
	} ) => {
		await selectModel( requestUtils, 'test-stream-drop' );
		const response = await query( await aiToken( requestUtils ), {} );
		expect( response.status ).toBe( 200 );
		const payloads = sseEvents( await response.text() );
		const last = JSON.parse( payloads[ payloads.length - 1 ] );
		expect( last.error.code ).toBe( 'error_service_unavailable' );
		expect( payloads ).not.toContain( '[DONE]' );
	} );

	test( 'Stop aborts the call to the provider', async ( {
		requestUtils,
	} ) => {
		await selectModel( requestUtils, 'test-slow' );
		const abortedBefore = server.stats().aborted;
		const controller = new AbortController();
		const response = await query(
			await aiToken( requestUtils ),
			{},
			controller.signal
		);
		expect( response.status ).toBe( 200 );

		const text = await readUntil(
			response.body!.getReader(),
			( soFar ) => sseEvents( soFar ).length >= 2
		);
		expect( deltaText( sseEvents( text ).slice( 0, 2 ) ) ).toBe(
			'word1 word2'
		);
		controller.abort();

		// test-slow streams for 30 s: only an aborted provider call ends sooner.
		await expect
			.poll( () => server.stats().aborted, {
				timeout: 10_000,
			} )
			.toBe( abortedBefore + 1 );
	} );

	test( 'Stop aborts the call to a provider that has not answered yet @full', async ( {
		requestUtils,
	} ) => {
		await selectModel( requestUtils, 'test-silent' );
		const token = await aiToken( requestUtils );
		const before = server.stats();
		const controller = new AbortController();
		const started = Date.now();
		const pending = query( token, {}, controller.signal );

		// The site called the provider, which says nothing for 20 s.
		await expect
			.poll( () => server.stats().requests )
			.toBe( before.requests + 1 );
		const response = await pending;
		expect( response.status ).toBe( 200 );
		expect( response.headers.get( 'content-type' ) ).toContain(
			'text/event-stream'
		);
		// After a few seconds of silence the site starts the stream with a
		// comment, which is how it learns whether the browser is still there.
		const text = await readUntil( response.body!.getReader(), ( soFar ) =>
			soFar.includes( ': keep-alive' )
		);
		expect( sseEvents( text ) ).toEqual( [] );
		controller.abort();

		await expect
			.poll( () => server.stats().aborted )
			.toBe( before.aborted + 1 );
		// Well before the provider's first token, 20 s after the call.
		expect( Date.now() - started ).toBeLessThan( 12_000 );
		expect( server.stats().completed ).toBe( before.completed );
	} );
} );
