/**
 * A local OpenAI-compatible server for Cairn's tests and benchmark: chat
 * completions (streaming over server-sent events, and whole) in the real wire
 * format, with behaviours chosen by the model name.
 *
 * Models:
 * - `test-model` (or any `test-model-*`): a deterministic reply built from the
 *   last user message, `Echo: <message>`, streamed one word per chunk.
 * - `test-form`: a form as block markup (name, email, a date, a choice of
 *   guests, a message and a submit button), as Form AI asks, in a code fence
 *   as models often answer, streamed one word per chunk.
 * - `test-slow`: one word every 200 ms for about 30 s.
 * - `test-silent`: sends its headers, then nothing for 20 s (a reasoning
 *   model thinking), then the `test-model` reply.
 * - `test-unclear`: answers `CAIRN_AI_ERROR`.
 * - `test-stream-drop`: two chunks, then the connection is cut.
 * - `test-hang`: never answers.
 * - `test-redirect`: answers 307 to `/__capture` on `localhost` (another host
 *   than 127.0.0.1), which records the Authorization header it receives in
 *   `captured` and answers like `test-model`.
 * - `test-endless-line`: a stream of `data: xxx…` that never sends a newline
 *   (up to 64 MB, or until the client leaves).
 * - `test-huge`: a whole answer of 50 MB.
 * - `test-error-429` (quota), `test-error-503` (overloaded), `test-error-413`
 *   (400 `context_length_exceeded`, as OpenAI answers), `test-error-413-status`
 *   (a bare 413, as some proxies answer), `test-error-moderation` (400
 *   `content_filter`, as Azure OpenAI answers), `test-error-400`,
 *   `test-error-401` (a refused key, quoting part of it as OpenAI does),
 *   `test-error-403` (a key without access to the model).
 * - anything else: 404 `model_not_found`.
 *
 * Vision requests (an `image_url` content part): an image URL on 127.0.0.1
 * or localhost gets 400 `invalid_image_url`, as OpenAI answers for an image
 * it cannot download; otherwise the reply ends in `[image: <url>]` or, for a
 * data URL, `[image: <type> data]`.
 *
 * `POST /v1/audio/transcriptions` (multipart `file` and `model`, as OpenAI's
 * speech-to-text) answers `{ text }` naming the bytes it received; a request
 * without a file gets OpenAI's 400, and the model `test-error-500` a 500.
 *
 * `POST /v1/images/generations` answers one 64×64 PNG as `b64_json` with
 * a `revised_prompt` quoting the prompt; the model `test-error-500` a 500.
 *
 * `GET /v1/models` lists `test-model`, `test-slow`, `test-image` and
 * `test-audio` (the last two only listed: nothing generates images or
 * transcripts here).
 *
 * `GET /__stats` answers `{ requests, completed, aborted, lastRequest }`:
 * `aborted` counts streams whose client went away before the end, so tests
 * can prove that Stop aborts the provider call. `POST /__reset` zeroes it.
 *
 * When started with a key, requests need `Authorization: Bearer <key>`.
 *
 * CLI: `node tests/servers/openai-compatible.mjs [--port N] [--key KEY]
 * [--exit-with-stdin]` prints the base URL (`http://127.0.0.1:N/v1`) on its
 * first line.
 */

/**
 * External dependencies
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { runFromCommandLine } from './cli.mjs';

const SLOW_INTERVAL_MS = 200;

/** The image `/images/generations` answers with: a 64×64 PNG, base64. */
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
const SILENT_MS = 20_000;

/**
 * What `GET /v1/models` lists (OpenAI's list shape): the well-behaved models,
 * and an image and an audio model that only the list knows.
 */
const LISTED_MODELS = [ 'test-model', 'test-slow', 'test-image', 'test-audio' ];

/**
 * The upstream errors, in OpenAI's shape and with the statuses real providers
 * answer with.
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
			type: null,
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

function sendError( res, status, error ) {
	const body = JSON.stringify( { error } );
	res.writeHead( status, {
		'Content-Type': 'application/json',
		'Content-Length': Buffer.byteLength( body ),
	} );
	res.end( body );
}

function lastUserText( messages ) {
	const users = ( Array.isArray( messages ) ? messages : [] ).filter(
		( message ) => message && message.role === 'user'
	);
	const last = users[ users.length - 1 ];
	if ( ! last ) {
		return '';
	}
	if ( typeof last.content === 'string' ) {
		return last.content;
	}
	// Content parts (vision requests): the text parts.
	return ( Array.isArray( last.content ) ? last.content : [] )
		.filter( ( part ) => part && part.type === 'text' )
		.map( ( part ) => part.text )
		.join( ' ' );
}

/**
 * The image of the last user message (a vision request), as OpenAI's
 * content parts carry it: `{ type: 'image_url', image_url: { url } }`.
 *
 * @param {Array<Object>} messages Chat messages.
 * @return {string} The image's URL or data URL; '' when there is none.
 */
function lastUserImage( messages ) {
	const users = ( Array.isArray( messages ) ? messages : [] ).filter(
		( message ) => message && message.role === 'user'
	);
	const parts = users.length ? users[ users.length - 1 ].content : null;
	const image = ( Array.isArray( parts ) ? parts : [] ).find(
		( part ) => part && part.type === 'image_url'
	);
	return image && image.image_url && typeof image.image_url.url === 'string'
		? image.image_url.url
		: '';
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

function completionId() {
	return `chatcmpl-test${ Math.random().toString( 36 ).slice( 2, 12 ) }`;
}

/**
 * Starts the server on 127.0.0.1.
 *
 * @param {Object} [options]
 * @param {number} [options.port] Port; a free one when omitted.
 * @param {string} [options.key]  API key that requests must carry; none when empty.
 * @return {Promise<{url: string, stop: () => Promise<void>, stats: () => Object}>} The server.
 */
export async function startOpenAiServer( { port = 0, key = '' } = {} ) {
	const stats = {
		requests: 0,
		completed: 0,
		aborted: 0,
		lastRequest: null,
		captured: [],
	};
	const sockets = new Set();

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
	function sendTranscription( req, res ) {
		const chunks = [];
		req.on( 'data', ( chunk ) => chunks.push( chunk ) );
		req.on( 'end', () => {
			stats.requests++;
			if ( key && req.headers.authorization !== `Bearer ${ key }` ) {
				sendError( res, 401, {
					message: 'Incorrect API key provided.',
					type: 'invalid_request_error',
					param: null,
					code: 'invalid_api_key',
				} );
				return;
			}
			const parts = multipartParts(
				Buffer.concat( chunks ),
				req.headers[ 'content-type' ] || ''
			);
			const model =
				parts
					.find( ( part ) => part.name === 'model' )
					?.body.toString() || '';
			if ( model === 'test-error-500' ) {
				sendError( res, 500, {
					message:
						'The server had an error while processing your request.',
					type: 'server_error',
					param: null,
					code: null,
				} );
				return;
			}
			const file = parts.find( ( part ) => part.name === 'file' );
			if ( ! file || ! file.body.length ) {
				sendError( res, 400, {
					message:
						'1 validation error for Request body -> file field required (type=value_error.missing)',
					type: 'invalid_request_error',
					param: null,
					code: null,
				} );
				return;
			}
			stats.completed++;
			res.writeHead( 200, { 'Content-Type': 'application/json' } );
			res.end(
				JSON.stringify( {
					text: `Notes from the test recording. It held ${ file.body.length } bytes of audio named ${ file.filename }.`,
				} )
			);
		} );
	}

	/**
	 * Answers an image request in OpenAI's shape.
	 *
	 * @param {http.IncomingMessage} req The request.
	 * @param {http.ServerResponse}  res The response.
	 */
	function sendImage( req, res ) {
		let raw = '';
		req.setEncoding( 'utf8' );
		req.on( 'data', ( chunk ) => ( raw += chunk ) );
		req.on( 'end', () => {
			stats.requests++;
			let body = {};
			try {
				body = JSON.parse( raw );
			} catch {
				// Answered below as a request without a prompt.
			}
			if ( body.model === 'test-error-500' ) {
				sendError( res, 500, {
					message:
						'The server had an error while processing your request.',
					type: 'server_error',
					param: null,
					code: null,
				} );
				return;
			}
			if ( typeof body.prompt !== 'string' || ! body.prompt ) {
				sendError( res, 400, {
					message: "Missing required parameter: 'prompt'.",
					type: 'invalid_request_error',
					param: 'prompt',
					code: 'missing_required_parameter',
				} );
				return;
			}
			stats.completed++;
			stats.lastRequest = body;
			res.writeHead( 200, { 'Content-Type': 'application/json' } );
			res.end(
				JSON.stringify( {
					created: Math.floor( Date.now() / 1000 ),
					data: [
						{
							b64_json: LOGO_PNG,
							revised_prompt: `A logo: ${ body.prompt.slice( 0, 200 ) }`,
						},
					],
				} )
			);
		} );
	}

	const server = http.createServer( ( req, res ) => {
		const url = new URL( req.url, 'http://127.0.0.1' );
		if ( req.method === 'GET' && url.pathname === '/__stats' ) {
			res.writeHead( 200, { 'Content-Type': 'application/json' } );
			res.end( JSON.stringify( stats ) );
			return;
		}
		if ( url.pathname === '/__capture' ) {
			stats.captured.push( {
				method: req.method,
				host: req.headers.host || '',
				authorization: req.headers.authorization || '',
			} );
			res.writeHead( 200, { 'Content-Type': 'application/json' } );
			res.end(
				JSON.stringify( {
					choices: [
						{
							message: {
								role: 'assistant',
								content: 'Answer from the redirect target.',
							},
						},
					],
				} )
			);
			return;
		}
		if ( req.method === 'POST' && url.pathname === '/__reset' ) {
			Object.assign( stats, {
				requests: 0,
				completed: 0,
				aborted: 0,
				lastRequest: null,
				captured: [],
			} );
			res.writeHead( 204 );
			res.end();
			return;
		}
		if ( req.method === 'GET' && url.pathname === '/v1/models' ) {
			if ( key && req.headers.authorization !== `Bearer ${ key }` ) {
				sendError( res, 401, {
					message: 'Incorrect API key provided.',
					type: 'invalid_request_error',
					param: null,
					code: 'invalid_api_key',
				} );
				return;
			}
			res.writeHead( 200, { 'Content-Type': 'application/json' } );
			res.end(
				JSON.stringify( {
					object: 'list',
					data: LISTED_MODELS.map( ( id ) => ( {
						id,
						object: 'model',
						created: 1700000000,
						owned_by: 'cairn-tests',
					} ) ),
				} )
			);
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
				message: `Unknown request URL: ${ req.method } ${ url.pathname }.`,
				type: 'invalid_request_error',
				param: null,
				code: 'unknown_url',
			} );
			return;
		}

		let raw = '';
		req.setEncoding( 'utf8' );
		req.on( 'data', ( chunk ) => ( raw += chunk ) );
		req.on( 'end', () => {
			stats.requests++;
			if ( key && req.headers.authorization !== `Bearer ${ key }` ) {
				sendError( res, 401, {
					message: 'Incorrect API key provided.',
					type: 'invalid_request_error',
					param: null,
					code: 'invalid_api_key',
				} );
				return;
			}
			let body;
			try {
				body = JSON.parse( raw );
			} catch {
				sendError( res, 400, {
					message:
						'We could not parse the JSON body of your request.',
					type: 'invalid_request_error',
					param: null,
					code: null,
				} );
				return;
			}
			stats.lastRequest = {
				model: body.model,
				stream: !! body.stream,
				messages: body.messages,
				authorization: req.headers.authorization || '',
				maxTokens: body.max_tokens ?? null,
			};
			respond( body, res, req );
		} );
	} );

	function respond( body, res, req ) {
		const model = String( body.model || '' );
		if ( ERRORS[ model ] ) {
			const [ status, error ] = ERRORS[ model ];
			sendError( res, status, error );
			return;
		}
		if ( model === 'test-hang' ) {
			return;
		}
		if ( model === 'test-redirect' ) {
			const { port: own } = server.address();
			res.writeHead( 307, {
				Location: `http://localhost:${ own }/__capture`,
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
			sendError( res, 400, {
				message: `Error while downloading ${ image }.`,
				type: 'invalid_request_error',
				param: 'url',
				code: 'invalid_image_url',
			} );
			return;
		}
		let words;
		let interval = 0;
		if ( model === 'test-slow' ) {
			words = Array.from(
				{ length: SLOW_WORDS },
				( _, index ) => `${ index ? ' ' : '' }word${ index + 1 }`
			);
			interval = SLOW_INTERVAL_MS;
		} else if ( model === 'test-unclear' ) {
			words = [ 'CAIRN_AI_ERROR' ];
		} else if ( model === 'test-form' ) {
			words = toChunks( FORM_ANSWER );
		} else if (
			model === 'test-model' ||
			model.startsWith( 'test-model-' ) ||
			model === 'test-stream-drop' ||
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

		const id = completionId();
		const created = Math.floor( Date.now() / 1000 );
		if ( ! body.stream ) {
			const content = words.join( '' );
			const json = JSON.stringify( {
				id,
				object: 'chat.completion',
				created,
				model,
				choices: [
					{
						index: 0,
						message: { role: 'assistant', content },
						finish_reason: 'stop',
					},
				],
				usage: {
					prompt_tokens: 10,
					completion_tokens: words.length,
					total_tokens: 10 + words.length,
				},
			} );
			res.writeHead( 200, {
				'Content-Type': 'application/json',
				'Content-Length': Buffer.byteLength( json ),
			} );
			res.end( json );
			stats.completed++;
			return;
		}

		res.writeHead( 200, {
			'Content-Type': 'text/event-stream',
			'Cache-Control': 'no-cache',
			Connection: 'keep-alive',
		} );
		const chunk = ( delta, finish = null ) =>
			`data: ${ JSON.stringify( {
				id,
				object: 'chat.completion.chunk',
				created,
				model,
				choices: [ { index: 0, delta, finish_reason: finish } ],
			} ) }\n\n`;

		let finished = false;
		let timer = null;
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
			res.write( chunk( { role: 'assistant', content: '' } ) );
		}
		let index = 0;
		const next = () => {
			if ( res.destroyed ) {
				return;
			}
			if ( model === 'test-stream-drop' && index === 2 ) {
				// Counted as finished: the server, not the client, cut it.
				finished = true;
				res.socket.destroy();
				return;
			}
			if ( index < words.length ) {
				res.write( chunk( { content: words[ index++ ] } ) );
				timer = setTimeout( next, interval );
				return;
			}
			res.write( chunk( {}, 'stop' ) );
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
		server.listen( port, '127.0.0.1', resolve );
	} );
	const { port: actualPort } = server.address();

	return {
		url: `http://127.0.0.1:${ actualPort }/v1`,
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
	runFromCommandLine( startOpenAiServer, '' );
}
