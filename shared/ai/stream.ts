/**
 * Internal dependencies
 */
import {
	aiErrorFromReply,
	couldBeUnclearReply,
	createAiError,
	createTooManyRequestsError,
	isAiErrorCode,
	isUnclearReply,
	readErrorBody,
} from './errors';
import { aiRequestSlots } from './guard';
import { buildQueryBody, postAiQuery } from './query';
import { createSseParser } from './sse';
import type { SseParser } from './sse';
import { clearAiTokenCache, requestAiToken } from './token';
import type {
	AiError,
	AiErrorCode,
	AiMessage,
	AiRequestOptions,
	AiStream,
	AiStreamHandlers,
} from './types';

/**
 * What one event of the stream says.
 */
type StreamEvent =
	| { kind: 'done' }
	| { kind: 'error'; error: AiError }
	| { kind: 'delta'; text: string }
	| { kind: 'none' };

/**
 * Reads one event's data: `[DONE]`, an error event, or a delta.
 *
 * @param data The event's data.
 * @return What it says.
 */
function readEvent( data: string ): StreamEvent {
	if ( data.trim() === '[DONE]' ) {
		return { kind: 'done' };
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse( data );
	} catch {
		// Not JSON (a keep-alive or a stray line): nothing to show.
		return { kind: 'none' };
	}
	if ( ! parsed || typeof parsed !== 'object' ) {
		return { kind: 'none' };
	}
	const { error, choices } = parsed as {
		error?: {
			code?: unknown;
			message?: unknown;
			provider_limit?: unknown;
			retry_after?: unknown;
		};
		choices?: Array< { delta?: { content?: unknown } } >;
	};
	if ( error ) {
		const code = error.code;
		if ( error.provider_limit ) {
			// The provider's own limit, told apart from the site's budget.
			return {
				kind: 'error',
				error: aiErrorFromReply( 0, { ...error, data: error } ),
			};
		}
		return {
			kind: 'error',
			error: isAiErrorCode( code )
				? createAiError( code )
				: aiErrorFromReply( 0, error ),
		};
	}
	const content = choices?.[ 0 ]?.delta?.content;
	return typeof content === 'string' && content
		? { kind: 'delta', text: content }
		: { kind: 'none' };
}

/**
 * Streams an AI answer: gets a token, posts
 * the query with `Authorization: Bearer` and reads the server-sent events of
 * the reply as they arrive. `onSuggestion` gets the full text so far,
 * `onDone` the full text once; `onError` gets the mapped error (HTTP status,
 * a server error event, a reply of another content type, a token failure,
 * a dropped connection). A reply that starts with the unclear-request marker
 * is never shown: text is held back while it could still be the marker.
 *
 * At most 5 AI calls run at once: above that the stream fails
 * at once with 'Too many requests'. Its slot frees when it ends, fails or is
 * closed.
 *
 * @param prompt  A plain prompt (`question`) or the messages.
 * @param options The post, the feature and the callbacks.
 * @return The running stream; `close()` stops it (Stop).
 */
export function streamAiSuggestion(
	prompt: string | AiMessage[],
	options: AiRequestOptions & AiStreamHandlers = {}
): AiStream {
	const { onSuggestion, onDone, onError } = options;
	const controller = new AbortController();
	let closed = false;
	let text = '';
	let shown = '';
	const release = aiRequestSlots.acquire();

	const stop = () => {
		closed = true;
		controller.abort();
		release?.();
	};

	const failWith = ( error: AiError ) => {
		if ( closed ) {
			return;
		}
		stop();
		onError?.( error );
	};

	const fail = ( code: AiErrorCode ) => failWith( createAiError( code ) );

	const show = () => {
		if ( text === shown || couldBeUnclearReply( text ) ) {
			return;
		}
		if ( isUnclearReply( text ) ) {
			fail( 'error_unclear_prompt' );
			return;
		}
		shown = text;
		onSuggestion?.( text );
	};

	const complete = () => {
		if ( closed ) {
			return;
		}
		if ( isUnclearReply( text ) ) {
			fail( 'error_unclear_prompt' );
			return;
		}
		if ( text !== shown ) {
			shown = text;
			onSuggestion?.( text );
		}
		stop();
		onDone?.( text );
	};

	/**
	 * Handles the events of one chunk.
	 *
	 * @param events The events' data.
	 * @return True when the stream ended.
	 */
	const handle = ( events: string[] ): boolean => {
		for ( const data of events ) {
			const event = readEvent( data );
			if ( event.kind === 'delta' ) {
				text += event.text;
			} else if ( event.kind === 'done' ) {
				complete();
				return true;
			} else if ( event.kind === 'error' ) {
				// What arrived before the error was already shown.
				show();
				failWith( event.error );
				return true;
			}
		}
		show();
		return closed;
	};

	/**
	 * Reads the body chunk by chunk until the stream ends, fails or closes.
	 *
	 * @param reader  The body reader.
	 * @param parser  The SSE parser.
	 * @param decoder The text decoder.
	 */
	const read = async (
		reader: ReadableStreamDefaultReader< Uint8Array >,
		parser: SseParser,
		decoder: TextDecoder
	): Promise< void > => {
		for (;;) {
			let chunk: ReadableStreamReadResult< Uint8Array >;
			try {
				chunk = await reader.read();
			} catch {
				fail( 'error_network' );
				return;
			}
			if ( closed ) {
				reader.cancel().catch( () => undefined );
				return;
			}
			if ( chunk.done ) {
				const rest = parser.push( decoder.decode() );
				if ( ! handle( [ ...rest, ...parser.end() ] ) ) {
					// The connection ended without `[DONE]`.
					fail( 'error_network' );
				}
				return;
			}
			if (
				handle(
					parser.push(
						decoder.decode( chunk.value, { stream: true } )
					)
				)
			) {
				reader.cancel().catch( () => undefined );
				return;
			}
		}
	};

	const run = async () => {
		let token: string;
		try {
			( { token } = await requestAiToken() );
		} catch {
			fail( 'error_response' );
			return;
		}
		if ( closed ) {
			return;
		}

		let response: Response;
		try {
			response = await postAiQuery(
				buildQueryBody( prompt, options, true ),
				token,
				'text/event-stream',
				controller.signal
			);
		} catch {
			fail( 'error_network' );
			return;
		}
		if ( closed ) {
			return;
		}
		if ( ! response.ok ) {
			if ( response.status === 401 ) {
				// Expired, or issued for another user or site: fetch anew next time.
				clearAiTokenCache();
			}
			const body = await readErrorBody( response );
			failWith( aiErrorFromReply( response.status, body ) );
			return;
		}
		const type = response.headers.get( 'Content-Type' ) ?? '';
		if ( ! type.toLowerCase().includes( 'text/event-stream' ) ) {
			fail( 'error_response' );
			return;
		}

		const reader = response.body?.getReader();
		if ( ! reader ) {
			// No readable body (an old polyfill): read it whole.
			const whole = createSseParser();
			let body: string;
			try {
				body = await response.text();
			} catch {
				fail( 'error_network' );
				return;
			}
			if ( ! handle( [ ...whole.push( body ), ...whole.end() ] ) ) {
				fail( 'error_network' );
			}
			return;
		}

		await read( reader, createSseParser(), new TextDecoder() );
	};

	if ( release ) {
		run();
	} else {
		// Told after returning, as every other outcome is, so the caller
		// holds the stream before its handler runs.
		closed = true;
		Promise.resolve().then( () =>
			onError?.( createTooManyRequestsError() )
		);
	}

	return {
		close() {
			if ( ! closed ) {
				stop();
			}
		},
		get closed() {
			return closed;
		},
	};
}
