/**
 * What every AI browser test does: run the local OpenAI-compatible test
 * server, point Cairn's AI settings at it, and call the AI routes over HTTP.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

const SERVER_MODULE = pathToFileURL(
	path.join( process.cwd(), 'tests/servers/openai-compatible.mjs' )
).href;

/** The AI query route, called with a token rather than the admin's cookies. */
const QUERY_URL = `${ process.env.WP_BASE_URL }/?rest_route=/cairn/v1/ai/query`;

/** What the test server counts (tests/servers/openai-compatible.mjs). */
export interface ServerStats {
	requests: number;
	completed: number;
	/** Streams whose client went away before the end. */
	aborted: number;
	/** Requests the API's rules refused, as `status message`. */
	refused: string[];
	lastRequest: {
		messages: Array< { role: string } >;
		authorization: string;
	} | null;
}

/** The running test server. */
export interface OpenAiServer {
	/** Its base URL, ending in /v1. */
	url: string;
	/** The API key every request to it must carry. */
	key: string;
	stop: () => Promise< void >;
	stats: () => ServerStats;
}

/** The `cairn_ai` setting (contract). */
export type AiSetting = Record< string, unknown > & { free_limit?: number };

/** The AI feature status keys the tests read. */
export interface FeatureStatus {
	'requests-count': number;
	'requests-limit': number;
	'is-over-limit': boolean;
	'site-require-upgrade': boolean;
	'upgrade-url': string;
	'features-control': Record< string, { enabled: boolean } >;
}

/**
 * Starts tests/servers/openai-compatible.mjs in the test's own process, so
 * its counts are read directly.
 *
 * @return The running server; stop it when done.
 */
export async function startAiServer(): Promise< OpenAiServer > {
	const module = ( await import( SERVER_MODULE ) ) as {
		startOpenAiServer: () => Promise< OpenAiServer >;
	};
	return module.startOpenAiServer();
}

/**
 * Writes Cairn's service settings (`cairn_services`: the AI provider) and the
 * AI key (`cairn_secrets.ai_api_key`), as an owner enters them. The test
 * server runs on 127.0.0.1, so a base URL comes with "the AI server runs on
 * this machine or network" unless `ai_allow_local` is given; it requires a
 * key, as the real API does: the server's own, unless another is given.
 *
 * @param requestUtils The request utils fixture.
 * @param services     The whole `cairn_services` value.
 * @param key          The AI key to store: the test server's (`server.key`), or '' for none.
 */
export async function setServices(
	requestUtils: RequestUtils,
	services: Record< string, unknown >,
	key = ''
) {
	const local =
		services.ai_base_url && ! ( 'ai_allow_local' in services )
			? { ai_allow_local: '1' }
			: {};
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: {
			cairn_services: { ...services, ...local },
			cairn_secrets: { ai_api_key: key },
		},
	} );
}

/**
 * Reads Cairn's AI settings (`cairn_ai`).
 *
 * @param requestUtils The request utils fixture.
 * @return The setting.
 */
export async function readAi( requestUtils: RequestUtils ) {
	const settings = await requestUtils.rest< { cairn_ai: AiSetting } >( {
		path: '/wp/v2/settings',
	} );
	return settings.cairn_ai;
}

/**
 * Writes Cairn's AI settings (`cairn_ai`). The site keeps the keys not
 * given.
 *
 * @param requestUtils The request utils fixture.
 * @param ai           Keys of `cairn_ai` to change.
 */
export async function setAi( requestUtils: RequestUtils, ai: AiSetting ) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: { cairn_ai: ai },
	} );
}

/**
 * Gets a token for the AI query route.
 *
 * @param requestUtils The request utils fixture.
 * @return The token.
 */
export async function aiToken( requestUtils: RequestUtils ): Promise< string > {
	const { token } = await requestUtils.rest< { token: string } >( {
		method: 'POST',
		path: '/cairn/v1/ai/jwt',
	} );
	return token;
}

/**
 * Reads the AI feature status.
 *
 * @param requestUtils The request utils fixture.
 * @return The status.
 */
export function featureStatus( requestUtils: RequestUtils ) {
	return requestUtils.rest< FeatureStatus >( {
		path: '/cairn/v1/ai/assistant-feature',
	} );
}

/**
 * The messages of one prompt typed by a user.
 *
 * @param request What the user asks.
 * @return The messages to send.
 */
export function userPrompt( request: string ) {
	return [
		{
			role: 'cairn-ai',
			content: '',
			context: { type: 'userPrompt', request },
		},
	];
}

/**
 * POSTs to the AI query route with a token.
 *
 * @param token  The token from aiToken().
 * @param body   The request body.
 * @param signal Aborts the request.
 * @return The response.
 */
export function aiQuery(
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
		body: JSON.stringify( body ),
		signal,
	} );
}

/**
 * Reads a streamed response until what arrived so far satisfies a check;
 * fails if the stream ends first.
 *
 * @param reader The response body's reader.
 * @param enough Whether the text so far is enough.
 * @return The text read.
 */
export async function readUntil(
	reader: ReadableStreamDefaultReader< Uint8Array >,
	enough: ( text: string ) => boolean
): Promise< string > {
	const decoder = new TextDecoder();
	let text = '';
	while ( ! enough( text ) ) {
		const { value, done } = await reader.read();
		if ( done ) {
			throw new Error(
				`The stream ended before it was expected to: ${ text }`
			);
		}
		text += decoder.decode( value, { stream: true } );
	}
	return text;
}

/**
 * The `data:` payloads of a server-sent event stream.
 *
 * @param text The stream.
 * @return The payloads, in order.
 */
export function sseEvents( text: string ): string[] {
	return text
		.split( '\n\n' )
		.filter( ( event ) => event.startsWith( 'data: ' ) )
		.map( ( event ) => event.slice( 'data: '.length ) );
}

/**
 * The text of streamed chat completion chunks, joined.
 *
 * @param payloads The `data:` payloads, `[DONE]` included or not.
 * @return The text.
 */
export function deltaText( payloads: string[] ): string {
	return payloads
		.filter( ( payload ) => payload !== '[DONE]' )
		.map( ( payload ) => JSON.parse( payload ).choices[ 0 ].delta.content )
		.join( '' );
}

/** A test server that serves text and vision, and how to put the site back. */
export interface VisionTestSetup {
	/** The running server. */
	server: OpenAiServer;
	/** Stops the server and restores the AI settings and services. */
	restore: () => Promise< void >;
}

/**
 * Starts the test server for the text and vision tasks, with a budget that
 * earlier tests cannot have spent (the AI surfaces hide without one).
 *
 * @param requestUtils The request utils fixture.
 * @return The server and the way back.
 */
export async function startVisionTestServer(
	requestUtils: RequestUtils
): Promise< VisionTestSetup > {
	const server = await startAiServer();
	const originalAi = await readAi( requestUtils );
	await setAi( requestUtils, { free_limit: 10000 } );
	await setServices(
		requestUtils,
		{
			ai_base_url: server.url,
			ai_model_text: 'test-model',
			ai_model_vision: 'test-model',
			ai_provider_text: 'openai',
			ai_provider_vision: 'openai',
		},
		server.key
	);
	return {
		server,
		restore: async () => {
			await setServices( requestUtils, {} );
			if ( originalAi ) {
				await setAi( requestUtils, originalAi );
			}
			await server.stop();
		},
	};
}

/**
 * Records the administrator's decision about sending images to the provider,
 * or forgets it so that the editor asks again.
 *
 * @param requestUtils The request utils fixture.
 * @param decision     True to allow, false to refuse, 'forget' to ask again.
 */
export async function setImageConsent(
	requestUtils: RequestUtils,
	decision: boolean | 'forget'
) {
	await requestUtils.rest( {
		method: 'POST',
		path: '/cairn/v1/ai/image-consent',
		data: decision === 'forget' ? { forget: true } : { allowed: decision },
	} );
}

/** What an AI feature's browser tests run against. */
export interface AiTestSetup {
	/** The AI services (models) to set beside the test server's address. */
	services: Record< string, unknown >;
	/** The AI features to switch on. */
	features: Record< string, boolean >;
}

/**
 * Runs the local test server for a describe block: starts it and points
 * Cairn's AI at it (with a budget that earlier specs cannot have spent)
 * before the tests, and puts everything back after them.
 *
 * @param hooks           The describe block's hooks (`test`).
 * @param hooks.beforeAll Playwright's beforeAll.
 * @param hooks.afterAll  Playwright's afterAll.
 * @param setup           The services and features.
 * @return A getter for the running server.
 */
export function useAiTestServer(
	hooks: {
		beforeAll: (
			fn: ( fixtures: { requestUtils: RequestUtils } ) => Promise< void >
		) => void;
		afterAll: (
			fn: ( fixtures: { requestUtils: RequestUtils } ) => Promise< void >
		) => void;
	},
	setup: AiTestSetup
): () => OpenAiServer {
	let server: OpenAiServer | undefined;
	let original: AiSetting | undefined;
	hooks.beforeAll( async ( { requestUtils } ) => {
		server = await startAiServer();
		original = await readAi( requestUtils );
		await setServices(
			requestUtils,
			{
				ai_base_url: server.url,
				ai_provider_text: 'openai',
				...setup.services,
			},
			server.key
		);
		await setAi( requestUtils, {
			enabled: true,
			free_limit: 10000,
			features: setup.features,
		} );
	} );
	hooks.afterAll( async ( { requestUtils } ) => {
		if ( original ) {
			await setAi( requestUtils, original );
		}
		await setServices( requestUtils, {} );
		await server?.stop();
	} );
	return () => {
		if ( ! server ) {
			throw new Error( 'The AI test server has not started.' );
		}
		return server;
	};
}
