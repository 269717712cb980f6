// @ts-check
/**
 * A local OpenAI-compatible server for Cairn's tests and benchmarks: chat
 * completions (streamed over server-sent events, and whole), image
 * generation, speech-to-text and the model list, in the real wire format and
 * held to the official `openai` package's types (tests/servers/openai-contract.mjs):
 * a request with a parameter the API does not know, a missing `model`, a
 * message role or content part it refuses, or options it only takes with
 * others, gets the API's own 400; every answer is built as the SDK's type.
 *
 * Every request needs `Authorization: Bearer <key>` (the key it was started
 * with, TEST_KEY by default): without one the answer is the API's 401, as it
 * is for a wrong key.
 *
 * Chat models:
 * - `test-model` (or any `test-model-*`): a deterministic reply built from the
 *   last user message, `Echo: <message>`, streamed one word per chunk.
 * - `test-form`: a form as block markup (name, email, a date, a choice of
 *   guests, a message and a submit button), as Form AI asks, in a code fence
 *   as models often answer, streamed one word per chunk.
 * - `test-slow`: one word every 200 ms for about 30 s (whole, it answers
 *   after those 30 s).
 * - `test-steady`: one word every 100 ms for 3 s, `steady1` … `steady30`
 *   (long enough to act while it streams, short enough to wait for).
 * - `test-silent`: sends its headers, then nothing for 20 s (a reasoning
 *   model thinking), then the `test-model` reply.
 * - `test-unclear`: answers `CAIRN_AI_ERROR`.
 * - `test-stream-drop`: two chunks, then the connection is cut.
 * - `test-stall`: two chunks of the `test-model` reply, then nothing at all
 *   (no chunk, no keep-alive comment) with the connection left open until
 *   the client leaves: a provider that stops in the middle of an answer
 *   (whole, it never answers).
 * - `test-hang`: never answers.
 * - `test-redirect`: answers 307 to `/__capture` on `localhost` (another host
 *   than 127.0.0.1), which records the Authorization header it receives in
 *   `captured` and answers like `test-model`.
 * - `test-endless-line`: a stream of `data: xxx…` that never sends a newline
 *   (up to 64 MB, or until the client leaves).
 * - `test-huge`: a whole answer of 50 MB.
 * - `test-error-429` (the account's quota, `insufficient_quota`),
 *   `test-error-429-rate` (a rate limit, `rate_limit_exceeded`, with
 *   `retry-after: 7`), `test-error-503` (overloaded), `test-error-413`
 *   (400 `context_length_exceeded`, as OpenAI answers), `test-error-413-status`
 *   (a bare 413, as some proxies answer), `test-error-moderation` (400
 *   `content_filter`), `test-error-400`, `test-error-401` (a refused key,
 *   quoting part of it as OpenAI does), `test-error-403` (a key without
 *   access to the model).
 * - anything else: 404 `model_not_found`.
 *
 * Streams carry SSE comment lines (`: keep-alive`) before and among the
 * chunks, as OpenAI-compatible gateways send while a model works; with
 * `stream_options: { include_usage: true }` every chunk carries
 * `usage: null` and a last chunk with no choices carries the counts.
 *
 * Vision requests (an `image_url` content part): an image URL on 127.0.0.1
 * or localhost gets 400 `invalid_image_url`, as OpenAI answers for an image
 * it cannot download; otherwise the reply ends in `[image: <url>]` or, for a
 * data URL, `[image: <type> data]`.
 *
 * `POST /v1/audio/transcriptions` (multipart `file` and `model`, both
 * required, with `whisper-1`, `gpt-4o-transcribe` or `test-audio`) answers
 * `{ text }` naming the bytes it received; the model `test-error-500` gets a
 * 500.
 *
 * `POST /v1/images/generations` makes one 64×64 PNG: DALL·E (`dall-e-2`,
 * `dall-e-3`, and `test-image`, which behaves like them) answers a URL on
 * this server (a signed, unauthenticated address, as OpenAI's storage links
 * are) unless `response_format: 'b64_json'` is asked; `gpt-image-1` always
 * answers base64 and refuses `response_format`. Sizes are each model's own.
 * The model `test-error-500` gets a 500.
 *
 * `GET /v1/models` lists `test-model`, `test-slow`, `test-image` and
 * `test-audio`.
 *
 * `GET /__stats` answers `{ requests, completed, aborted, refused, lastRequest,
 * captured, downloads }`: `aborted` counts streams whose client went away before the
 * end, so tests can prove that Stop aborts the provider call; `refused` lists
 * the requests the API's rules turned away (`status message`). `POST
 * /__reset` zeroes it.
 *
 * CLI: `node tests/servers/openai-compatible.mjs [--port N] [--key KEY]
 * [--exit-with-stdin]` prints the base URL (`http://127.0.0.1:N/v1`) on its
 * first line.
 */

/**
 * External dependencies
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { runFromCommandLine } from './cli.mjs';
import {
	AUDIO_MODELS,
	IMAGE_MODELS,
	chatChunk,
	chatCompletion,
	checkChatRequest,
	checkImageRequest,
	checkTranscriptionRequest,
	imagesResponse,
	modelEntry,
	transcription,
	usageChunk,
} from './openai-contract.mjs';

/**
 * @typedef {import('./openai-contract.mjs').ErrorObject} ErrorObject
 * @typedef {import('./openai-contract.mjs').Refusal} Refusal
 * @typedef {import('openai/resources/chat/completions').ChatCompletionCreateParamsBase} ChatParams
 * @typedef {import('openai/resources/chat/completions').ChatCompletionMessageParam} MessageParam
 * @typedef {import('openai/resources/images').ImageGenerateParamsBase} ImageParams
 */

/**
 * What the server counts.
 *
 * @typedef {Object} Stats
 * @property {number}                                                       requests    Requests to the API.
 * @property {number}                                                       completed   Answers sent in full.
 * @property {number}                                                       aborted     Streams whose client left before the end.
 * @property {string[]}                                                     refused     Requests the API's rules refused: `status message`.
 * @property {Object|null}                                                  lastRequest The last chat or image request.
 * @property {Array<{method: string, host: string, authorization: string}>} captured    What `/__capture` saw.
 * @property {Array<{path: string, authorization: string}>}                 downloads   The image links fetched.
 */

/** The key requests must carry unless the server is started with another. */
export const TEST_KEY = 'sk-cairn-test-4f9a1c2e7b3d5a60';

const SLOW_INTERVAL_MS = 200;

/** What a rate limit (`test-error-429-rate`) asks to wait, in seconds. */
export const RATE_LIMIT_RETRY_SECONDS = 7;

/** The image `/images/generations` makes: a 64×64 PNG, base64. */
const LOGO_PNG =
	'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAApElEQVR42u3ZwRHAIAgF0V9J' +
	'Gkgt6b+BHHNICWlBkSjgzlDAvpuC3udOPQIAAAAAAAAAAADgNcd1tkxEQGO6O0NL0h0ZWls/' +
	'btDa9HGGgtSbDYpTbzPsB/i13mBQtPpew06AafVdhm0Ak+vbDQAAAAAAAAAAAAB4TqcA8KUM' +
	'AEi/lWCxFQOQfjdaYTtd4T5Q5EJT4UZW5ErJoRsAAAAAAAAAkHA+dN97rm53yxoAAAAASUVO' +
	'RK5CYII=';

/** The form `test-form` answers with. */
const FORM_ANSWER = [
	'Here is your booking form:',
	'```html',
	'<!-- wp:cairn/field {"type":"name","required":true} /-->',
	'<!-- wp:cairn/field {"type":"email","required":true} /-->',
	'<!-- wp:cairn/field {"type":"date","label":"Arrival date","required":true} /-->',
	'<!-- wp:cairn/field {"type":"select","label":"Guests","options":["1","2","3","4"]} /-->',
	'<!-- wp:cairn/field {"type":"textarea","label":"Anything we should know?"} /-->',
	'<!-- wp:cairn/button {"element":"button","text":"Request booking"} --><div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">Request booking</button></div><!-- /wp:cairn/button -->',
	'```',
].join( '\n' );
const SLOW_WORDS = 150;
const STEADY_WORDS = 30;
const STEADY_INTERVAL_MS = 100;
const SILENT_MS = 20_000;

/**
 * What `GET /v1/models` lists (OpenAI's list shape): the well-behaved models,
 * and an image and an audio model that only the list knows.
 */
const LISTED_MODELS = [ 'test-model', 'test-slow', 'test-image', 'test-audio' ];

/**
 * The upstream errors, in OpenAI's shape and with the statuses real providers
 * answer with.
 *
 * @type {Record<string, [number, ErrorObject]>}
 */
const ERRORS = {
	'test-error-429': [
		429,
		{
			message:
				'You exceeded your current quota, please check your plan and billing details.',
			type: 'insufficient_quota',
			param: null,
			code: 'insufficient_quota',
		},
	],
	'test-error-429-rate': [
		429,
		{
			message:
				'Rate limit reached for gpt-4o-mini in organization org-test on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 7s. Visit https://platform.openai.com/account/rate-limits to learn more.',
			type: 'requests',
			param: null,
			code: 'rate_limit_exceeded',
		},
	],
	'test-error-503': [
		503,
		{
			message:
				'The server is overloaded or not ready yet. Please try again later.',
			type: 'server_error',
			param: null,
			code: null,
		},
	],
	'test-error-413': [
		400,
		{
			message:
				"This model's maximum context length is 8192 tokens. However, your messages resulted in 9001 tokens. Please reduce the length of the messages.",
			type: 'invalid_request_error',
			param: 'messages',
			code: 'context_length_exceeded',
		},
	],
	'test-error-413-status': [
		413,
		{
			message: 'Request entity too large.',
			type: 'invalid_request_error',
			param: null,
			code: 'request_too_large',
		},
	],
	'test-error-moderation': [
		400,
		{
			message:
				'The response was filtered due to the prompt triggering the content management policy. Please modify your prompt and retry.',
			type: 'invalid_request_error',
			param: 'prompt',
			code: 'content_filter',
		},
	],
	'test-error-401': [
		401,
		{
			message:
				'Incorrect API key provided: sk-wrong*****1234. You can find your API key at https://platform.openai.com/account/api-keys.',
			type: 'invalid_request_error',
			param: null,
			code: 'invalid_api_key',
		},
	],
	'test-error-403': [
		403,
		{
			message:
				'Project `proj_sk-wrong1234` does not have access to model `gpt-4o`.',
			type: 'invalid_request_error',
			param: null,
			code: 'model_not_found',
		},
	],
	'test-error-400': [
		400,
		{
			message: "Invalid value for 'temperature': must be at most 2.",
			type: 'invalid_request_error',
			param: 'temperature',
			code: 'invalid_value',
		},
	],
};

/**
 * Sends an error in OpenAI's shape.
 *
 * @param {http.ServerResponse} res    Response.
 * @param {number}              status Status.
 * @param {ErrorObject}         error  The error.
 */
function sendError( res, status, error ) {
	const body = JSON.stringify( { error } );
	res.writeHead( status, {
		'Content-Type': 'application/json',
		'Content-Length': Buffer.byteLength( body ),
		// A rate limit says when to come back, in seconds, as OpenAI does.
		...( error.code === 'rate_limit_exceeded'
			? { 'retry-after': String( RATE_LIMIT_RETRY_SECONDS ) }
			: {} ),
	} );
	res.end( body );
}

/**
 * Sends a JSON answer.
 *
 * @param {http.ServerResponse} res  Response.
 * @param {Object}              body Body.
 */
function sendJson( res, body ) {
	const json = JSON.stringify( body );
	res.writeHead( 200, {
		'Content-Type': 'application/json',
		'Content-Length': Buffer.byteLength( json ),
	} );
	res.end( json );
}

/** The 500 OpenAI answers when it fails. */
const SERVER_ERROR = /** @type {ErrorObject} */ ( {
	message: 'The server had an error while processing your request.',
	type: 'server_error',
	param: null,
	code: null,
} );

/**
 * The messages of a request, as far as they are messages.
 *
 * @param {unknown} messages The `messages` parameter.
 * @return {MessageParam[]} The messages.
 */
function messageList( messages ) {
	return Array.isArray( messages ) ? messages : [];
}

/**
 * The text of the last user message.
 *
 * @param {unknown} messages Chat messages.
 * @return {string} The text; '' when there is none.
 */
function lastUserText( messages ) {
	const users = messageList( messages ).filter(
		( message ) => message.role === 'user'
	);
	const last = users[ users.length - 1 ];
	if ( ! last ) {
		return '';
	}
	if ( typeof last.content === 'string' ) {
		return last.content;
	}
	// Content parts (vision requests): the text parts.
	return last.content
		.map( ( part ) => ( part.type === 'text' ? part.text : '' ) )
		.filter( Boolean )
		.join( ' ' );
}

/**
 * The image of the last user message (a vision request), as OpenAI's
 * content parts carry it: `{ type: 'image_url', image_url: { url } }`.
 *
 * @param {unknown} messages Chat messages.
 * @return {string} The image's URL or data URL; '' when there is none.
 */
function lastUserImage( messages ) {
	const users = messageList( messages ).filter(
		( message ) => message.role === 'user'
	);
	const parts = users.length ? users[ users.length - 1 ].content : null;
	for ( const part of Array.isArray( parts ) ? parts : [] ) {
		if ( part.type === 'image_url' ) {
			return part.image_url.url;
		}
	}
	return '';
}

/**
 * The reply's words, each with the space that precedes it, so that joining
 * the chunks gives the reply back.
 *
 * @param {string} text Reply.
 * @return {string[]} Chunks.
 */
function toChunks( text ) {
	return text.split( /(?= )/ );
}

/**
 * The parts of a multipart/form-data body.
 *
 * @param {Buffer} body        The body.
 * @param {string} contentType The Content-Type header, with its boundary.
 * @return {Array<{name: string, filename: string, body: Buffer}>} The parts.
 */
function multipartParts( body, contentType ) {
	const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec( contentType );
	if ( ! match ) {
		return [];
	}
	const boundary = Buffer.from( `--${ match[ 1 ] || match[ 2 ] }` );
	const parts = [];
	let start = body.indexOf( boundary );
	while ( start >= 0 ) {
		const next = body.indexOf( boundary, start + boundary.length );
		if ( next < 0 ) {
			break;
		}
		const part = body.subarray( start + boundary.length + 2, next - 2 );
		const split = part.indexOf( '\r\n\r\n' );
		if ( split >= 0 ) {
			const head = part.subarray( 0, split ).toString();
			parts.push( {
				name: /name="([^"]*)"/.exec( head )?.[ 1 ] || '',
				filename: /filename="([^"]*)"/.exec( head )?.[ 1 ] || '',
				body: part.subarray( split + 4 ),
			} );
		}
		start = next;
	}
	return parts;
}

/**
 * A chat completion's id, as OpenAI makes them.
 *
 * @return {string} The id.
 */
function completionId() {
	return `chatcmpl-test${ Math.random().toString( 36 ).slice( 2, 12 ) }`;
}

/**
 * Reads a request's body.
 *
 * @param {http.IncomingMessage} req The request.
 * @return {Promise<Buffer>} The bytes.
 */
function readBody( req ) {
	return new Promise( ( resolve, reject ) => {
		/** @type {Buffer[]} */
		const chunks = [];
		req.on( 'data', ( chunk ) => chunks.push( chunk ) );
		req.on( 'end', () => resolve( Buffer.concat( chunks ) ) );
		req.on( 'error', reject );
	} );
}

/**
 * Parses a JSON body; undefined when it is not JSON.
 *
 * @param {Buffer} raw The bytes.
 * @return {unknown} The value.
 */
function parseJson( raw ) {
	try {
		return JSON.parse( raw.toString( 'utf8' ) );
	} catch {
		return undefined;
	}
}

/**
 * Starts the server on 127.0.0.1.
 *
 * @param {Object} [options]
 * @param {number} [options.port] Port; a free one when omitted.
 * @param {string} [options.key]  The API key every request must carry.
 * @return {Promise<{url: string, key: string, stop: () => Promise<void>, stats: () => Stats}>} The server.
 */
export async function startOpenAiServer( { port = 0, key = TEST_KEY } = {} ) {
	if ( ! key ) {
		throw new Error(
			'The OpenAI test server needs a key: the real API answers 401 to a request without one.'
		);
	}
	/** @type {Stats} */
	const stats = {
		requests: 0,
		completed: 0,
		aborted: 0,
		refused: [],
		lastRequest: null,
		captured: [],
		downloads: [],
	};
	/** @type {Set<import('node:net').Socket>} */
	const sockets = new Set();
	/** Images made for DALL·E answers, by name: served unauthenticated, as signed storage links are. */
	/** @type {Map<string, Buffer>} */
	const images = new Map();
	const signingKey = crypto.randomBytes( 16 );
	let origin = '';

	/**
	 * Answers a refusal and records it.
	 *
	 * @param {http.ServerResponse} res     Response.
	 * @param {Refusal}             refusal The refusal.
	 */
	function refuse( res, { status, error } ) {
		stats.refused.push( `${ status } ${ error.message }` );
		sendError( res, status, error );
	}

	/**
	 * Whether the request carries the key; answers the API's 401 when not.
	 *
	 * @param {http.IncomingMessage} req Request.
	 * @param {http.ServerResponse}  res Response.
	 * @return {boolean} Whether to go on.
	 */
	function authorized( req, res ) {
		const header = req.headers.authorization || '';
		if ( header === `Bearer ${ key }` ) {
			return true;
		}
		const given = header.replace( /^Bearer\s+/i, '' );
		refuse(
			res,
			given === ''
				? {
						status: 401,
						error: {
							message:
								"You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username.",
							type: 'invalid_request_error',
							param: null,
							code: null,
						},
					}
				: {
						status: 401,
						error: {
							message: `Incorrect API key provided: ${ given.slice(
								0,
								8
							) }*****${ given.slice(
								-4
							) }. You can find your API key at https://platform.openai.com/account/api-keys.`,
							type: 'invalid_request_error',
							param: null,
							code: 'invalid_api_key',
						},
					}
		);
		return false;
	}

	/**
	 * Writes a hostile answer in 1 MB pieces, as fast as the client reads:
	 * a stream line without end, or a 50 MB whole answer.
	 *
	 * @param {string}               model Model name.
	 * @param {http.ServerResponse}  res   Response.
	 * @param {http.IncomingMessage} req   Request.
	 */
	function sendEndless( model, res, req ) {
		const huge = model === 'test-huge';
		const total = ( huge ? 50 : 64 ) * 1024 * 1024;
		const piece = 'x'.repeat( 1024 * 1024 );
		let sent = 0;
		let gone = false;
		res.on( 'close', () => {
			if ( sent < total ) {
				gone = true;
				stats.aborted++;
			}
		} );
		req.socket.setNoDelay( true );
		res.writeHead( 200, {
			'Content-Type': huge ? 'application/json' : 'text/event-stream',
		} );
		res.write(
			huge
				? '{"choices":[{"message":{"role":"assistant","content":"'
				: 'data: '
		);
		const pump = () => {
			while ( ! gone && sent < total ) {
				sent += piece.length;
				if ( ! res.write( piece ) ) {
					res.once( 'drain', pump );
					return;
				}
			}
			if ( ! gone ) {
				stats.completed++;
				res.end( huge ? '"}}]}' : '' );
			}
		};
		pump();
	}

	/**
	 * Answers a speech-to-text request in OpenAI's shape.
	 *
	 * @param {http.IncomingMessage} req The request.
	 * @param {http.ServerResponse}  res The response.
	 */
	async function sendTranscription( req, res ) {
		stats.requests++;
		if ( ! authorized( req, res ) ) {
			req.resume();
			return;
		}
		const parts = multipartParts(
			await readBody( req ),
			req.headers[ 'content-type' ] || ''
		);
		const model =
			parts.find( ( part ) => part.name === 'model' )?.body.toString() ||
			'';
		if ( model === 'test-error-500' ) {
			sendError( res, 500, SERVER_ERROR );
			return;
		}
		const refusal = checkTranscriptionRequest( parts );
		if ( refusal ) {
			refuse( res, refusal );
			return;
		}
		if ( ! AUDIO_MODELS.includes( model ) ) {
			refuse( res, {
				status: 400,
				error: {
					message: `Invalid value: '${ model }'. The model must be a speech-to-text model: ${ AUDIO_MODELS.join(
						', '
					) }.`,
					type: 'invalid_request_error',
					param: 'model',
					code: 'invalid_value',
				},
			} );
			return;
		}
		const file = parts.find( ( part ) => part.name === 'file' );
		const text = `Notes from the test recording. It held ${ file?.body.length } bytes of audio named ${ file?.filename }.`;
		stats.completed++;
		const format = parts
			.find( ( part ) => part.name === 'response_format' )
			?.body.toString();
		if ( format === 'text' ) {
			res.writeHead( 200, { 'Content-Type': 'text/plain' } );
			res.end( text );
			return;
		}
		sendJson( res, transcription( text ) );
	}

	/**
	 * Answers an image request in OpenAI's shape: a URL for DALL·E unless
	 * base64 is asked, base64 for the GPT image models.
	 *
	 * @param {http.IncomingMessage} req The request.
	 * @param {http.ServerResponse}  res The response.
	 */
	async function sendImage( req, res ) {
		stats.requests++;
		if ( ! authorized( req, res ) ) {
			req.resume();
			return;
		}
		const body = parseJson( await readBody( req ) );
		const asked = /** @type {Partial<ImageParams>} */ (
			typeof body === 'object' && body !== null ? body : {}
		);
		if ( asked.model === 'test-error-500' ) {
			sendError( res, 500, SERVER_ERROR );
			return;
		}
		const refusal = checkImageRequest( body );
		if ( refusal ) {
			refuse( res, refusal );
			return;
		}
		stats.lastRequest = asked;
		const model = asked.model || 'dall-e-2';
		const spec = IMAGE_MODELS[ model ];
		const format = asked.response_format || spec.answers;
		// DALL·E 3 (and the test model that behaves like it) says how it read the prompt; the others do not.
		const revised =
			model === 'dall-e-3' || model === 'test-image'
				? {
						revised_prompt: `A logo: ${ String( asked.prompt ).slice( 0, 200 ) }`,
					}
				: {};
		stats.completed++;
		if ( format === 'b64_json' ) {
			sendJson(
				res,
				imagesResponse( { b64_json: LOGO_PNG, ...revised } )
			);
			return;
		}
		const name = crypto.randomBytes( 12 ).toString( 'hex' );
		images.set( name, Buffer.from( LOGO_PNG, 'base64' ) );
		sendJson(
			res,
			imagesResponse( {
				url: `${ origin }/files/img-${ name }.png?sig=${ sign( name ) }`,
				...revised,
			} )
		);
	}

	/**
	 * The signature of an image link.
	 *
	 * @param {string} name The image's name.
	 * @return {string} The signature.
	 */
	function sign( name ) {
		return crypto
			.createHmac( 'sha256', signingKey )
			.update( name )
			.digest( 'base64url' );
	}

	/**
	 * Serves an image made for a DALL·E answer: a link without its valid
	 * signature is refused, as signed storage refuses it.
	 *
	 * @param {URL}                 url The request's URL.
	 * @param {http.ServerResponse} res The response.
	 */
	function sendImageFile( url, res ) {
		stats.downloads.push( {
			path: url.pathname,
			authorization: res.req.headers.authorization || '',
		} );
		const name = /^\/files\/img-([0-9a-f]+)\.png$/.exec(
			url.pathname
		)?.[ 1 ];
		const bytes = name ? images.get( name ) : undefined;
		if (
			! name ||
			! bytes ||
			url.searchParams.get( 'sig' ) !== sign( name )
		) {
			res.writeHead( 403, { 'Content-Type': 'application/xml' } );
			res.end(
				'<?xml version="1.0" encoding="utf-8"?><Error><Code>AuthenticationFailed</Code></Error>'
			);
			return;
		}
		res.writeHead( 200, {
			'Content-Type': 'image/png',
			'Content-Length': bytes.length,
		} );
		res.end( bytes );
	}

	const server = http.createServer( ( req, res ) => {
		const url = new URL( req.url || '/', 'http://127.0.0.1' );
		if ( req.method === 'GET' && url.pathname === '/__stats' ) {
			sendJson( res, stats );
			return;
		}
		if ( url.pathname === '/__capture' ) {
			stats.captured.push( {
				method: req.method || '',
				host: req.headers.host || '',
				authorization: req.headers.authorization || '',
			} );
			sendJson(
				res,
				chatCompletion( {
					id: completionId(),
					created: Math.floor( Date.now() / 1000 ),
					model: 'test-redirect',
					content: 'Answer from the redirect target.',
					completionTokens: 5,
				} )
			);
			return;
		}
		if ( req.method === 'POST' && url.pathname === '/__reset' ) {
			Object.assign( stats, {
				requests: 0,
				completed: 0,
				aborted: 0,
				refused: [],
				lastRequest: null,
				captured: [],
				downloads: [],
			} );
			res.writeHead( 204 );
			res.end();
			return;
		}
		if ( req.method === 'GET' && url.pathname.startsWith( '/files/' ) ) {
			sendImageFile( url, res );
			return;
		}
		if ( req.method === 'GET' && url.pathname === '/v1/models' ) {
			if ( ! authorized( req, res ) ) {
				return;
			}
			sendJson( res, {
				object: 'list',
				data: LISTED_MODELS.map( ( id ) => modelEntry( id ) ),
			} );
			return;
		}
		if (
			req.method === 'POST' &&
			url.pathname === '/v1/images/generations'
		) {
			sendImage( req, res );
			return;
		}
		if (
			req.method === 'POST' &&
			url.pathname === '/v1/audio/transcriptions'
		) {
			sendTranscription( req, res );
			return;
		}
		if (
			req.method !== 'POST' ||
			url.pathname !== '/v1/chat/completions'
		) {
			sendError( res, 404, {
				message: `Unknown request URL: ${ req.method } ${ url.pathname }. Please check the URL for typos, or see the docs at https://platform.openai.com/docs/api-reference/.`,
				type: 'invalid_request_error',
				param: null,
				code: 'unknown_url',
			} );
			return;
		}
		readBody( req ).then( ( raw ) => {
			stats.requests++;
			if ( ! authorized( req, res ) ) {
				return;
			}
			const body = parseJson( raw );
			const refusal = checkChatRequest( body );
			if ( refusal ) {
				refuse( res, refusal );
				return;
			}
			const params = /** @type {ChatParams} */ ( body );
			stats.lastRequest = {
				model: params.model,
				stream: !! params.stream,
				streamOptions: params.stream_options ?? null,
				messages: params.messages,
				authorization: req.headers.authorization || '',
				maxTokens: params.max_tokens ?? null,
			};
			respond( params, res, req );
		} );
	} );

	/**
	 * Answers a chat completion request the API's rules let through.
	 *
	 * @param {ChatParams}           body The request.
	 * @param {http.ServerResponse}  res  Response.
	 * @param {http.IncomingMessage} req  Request.
	 */
	function respond( body, res, req ) {
		const model = body.model;
		if ( ERRORS[ model ] ) {
			const [ status, error ] = ERRORS[ model ];
			sendError( res, status, error );
			return;
		}
		if (
			model === 'test-hang' ||
			( model === 'test-stall' && ! body.stream )
		) {
			return;
		}
		if ( model === 'test-redirect' ) {
			res.writeHead( 307, {
				Location: `${ origin.replace(
					'127.0.0.1',
					'localhost'
				) }/__capture`,
				'Content-Type': 'text/plain',
			} );
			res.end( 'Moved.' );
			return;
		}
		if ( model === 'test-endless-line' || model === 'test-huge' ) {
			sendEndless( model, res, req );
			return;
		}
		const image = lastUserImage( body.messages );
		if ( /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test( image ) ) {
			// As the real API answers for an address it cannot download from.
			refuse( res, {
				status: 400,
				error: {
					message: `Error while downloading ${ image }.`,
					type: 'invalid_request_error',
					param: 'url',
					code: 'invalid_image_url',
				},
			} );
			return;
		}
		/** @type {string[]} */
		let words;
		let interval = 0;
		if ( model === 'test-slow' ) {
			words = Array.from(
				{ length: SLOW_WORDS },
				( _, index ) => `${ index ? ' ' : '' }word${ index + 1 }`
			);
			interval = SLOW_INTERVAL_MS;
		} else if ( model === 'test-steady' ) {
			words = Array.from(
				{ length: STEADY_WORDS },
				( _, index ) => `${ index ? ' ' : '' }steady${ index + 1 }`
			);
			interval = STEADY_INTERVAL_MS;
		} else if ( model === 'test-unclear' ) {
			words = [ 'CAIRN_AI_ERROR' ];
		} else if ( model === 'test-form' ) {
			words = toChunks( FORM_ANSWER );
		} else if (
			model === 'test-model' ||
			model.startsWith( 'test-model-' ) ||
			model === 'test-stream-drop' ||
			model === 'test-stall' ||
			model === 'test-silent'
		) {
			// An image is named by how it came: a URL, or the bytes (data URL).
			const seen = image.startsWith( 'data:' )
				? ` [image: ${ image.slice( 5, image.indexOf( ';' ) ) } data]`
				: image && ` [image: ${ image }]`;
			words = toChunks(
				`Echo: ${ lastUserText( body.messages ) }${ seen }`
			);
		} else {
			sendError( res, 404, {
				message: `The model \`${ model }\` does not exist or you do not have access to it.`,
				type: 'invalid_request_error',
				param: null,
				code: 'model_not_found',
			} );
			return;
		}

		const stream = {
			id: completionId(),
			created: Math.floor( Date.now() / 1000 ),
			model,
			withUsage: body.stream_options?.include_usage === true,
		};
		if ( ! body.stream ) {
			const answer = () => {
				sendJson(
					res,
					chatCompletion( {
						...stream,
						content: words.join( '' ),
						completionTokens: words.length,
					} )
				);
				stats.completed++;
			};
			if ( ! interval ) {
				answer();
				return;
			}
			// A whole answer takes as long as writing it: the client may leave meanwhile.
			const wait = setTimeout( answer, interval * words.length );
			res.on( 'close', () => {
				clearTimeout( wait );
				if ( ! res.writableEnded ) {
					stats.aborted++;
				}
			} );
			return;
		}

		res.writeHead( 200, {
			'Content-Type': 'text/event-stream',
			'Cache-Control': 'no-cache',
			Connection: 'keep-alive',
		} );
		/**
		 * One chunk as an event.
		 *
		 * @param {import('openai/resources/chat/completions').ChatCompletionChunk} chunk The chunk.
		 * @return {string} The event.
		 */
		const event = ( chunk ) => `data: ${ JSON.stringify( chunk ) }\n\n`;
		const KEEP_ALIVE = ': keep-alive\n\n';

		let finished = false;
		/** @type {NodeJS.Timeout|undefined} */
		let timer;
		res.on( 'close', () => {
			clearTimeout( timer );
			if ( ! finished ) {
				stats.aborted++;
			}
		} );

		const silent = model === 'test-silent';
		if ( silent ) {
			res.flushHeaders();
		} else {
			res.write( KEEP_ALIVE );
			res.write(
				event( chatChunk( stream, { role: 'assistant', content: '' } ) )
			);
		}
		let index = 0;
		const next = () => {
			if ( res.destroyed ) {
				return;
			}
			if ( model === 'test-stream-drop' && index === 2 ) {
				// Counted as finished: the server, not the client, cut it.
				finished = true;
				res.socket?.destroy();
				return;
			}
			if ( model === 'test-stall' && index === 2 ) {
				// Silent from here on; the client's timeout ends it.
				return;
			}
			if ( index < words.length ) {
				res.write(
					( index === 1 && ! silent ? KEEP_ALIVE : '' ) +
						event(
							chatChunk( stream, { content: words[ index++ ] } )
						)
				);
				timer = setTimeout( next, interval );
				return;
			}
			res.write( event( chatChunk( stream, {}, 'stop' ) ) );
			if ( stream.withUsage ) {
				res.write( event( usageChunk( stream, words.length ) ) );
			}
			finished = true;
			stats.completed++;
			res.end( 'data: [DONE]\n\n' );
		};
		timer = setTimeout( next, silent ? SILENT_MS : interval );
	}

	server.on( 'connection', ( socket ) => {
		sockets.add( socket );
		socket.on( 'close', () => sockets.delete( socket ) );
	} );
	await new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', () => resolve( undefined ) );
	} );
	const address = /** @type {import('node:net').AddressInfo} */ (
		server.address()
	);
	origin = `http://127.0.0.1:${ address.port }`;

	return {
		url: `${ origin }/v1`,
		key,
		stats: () => JSON.parse( JSON.stringify( stats ) ),
		stop: () =>
			new Promise( ( resolve ) => {
				for ( const socket of sockets ) {
					socket.destroy();
				}
				server.close( () => resolve() );
			} ),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	runFromCommandLine( startOpenAiServer, TEST_KEY );
}
