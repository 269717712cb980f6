/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { getRestRoot, restUrl } from '../api/rest-url';
import { ROUTES } from '../api/routes';
import { DEFAULT_AI_FEATURE_SLUG } from './constants';
import { clearAiTokenCache, requestAiToken } from './token';
import type { AiMessage, AiRequestOptions } from './types';

/**
 * The JSON body of a query to the site's AI route: `messages` for a
 * conversation, `question` for a plain prompt, with the post, the feature
 * and whether to stream.
 *
 * @param prompt  A plain prompt or the messages.
 * @param options The post and feature.
 * @param stream  Whether to stream the answer.
 * @return The body.
 */
export function buildQueryBody(
	prompt: string | AiMessage[],
	options: AiRequestOptions,
	stream: boolean
): Record< string, unknown > {
	const body: Record< string, unknown > =
		typeof prompt === 'string'
			? { question: prompt }
			: { messages: prompt };
	if ( options.postId ) {
		body.post_id = options.postId;
	}
	body.feature = options.feature || DEFAULT_AI_FEATURE_SLUG;
	body.stream = stream;
	return body;
}

/**
 * Raised when the query could not reach the server at all.
 */
export class AiNetworkError extends Error {
	override name = 'AiNetworkError';
}

/**
 * Posts an AI query with a bearer token and resolves the raw response,
 * whatever its status, so the caller can stream its body and map its status.
 * Uses `fetch` on the site's REST root when the page tells it; otherwise
 * api-fetch resolves the path with WordPress's own root URL middleware
 * (`parse: false` hands the response back untouched).
 *
 * Rejects with an `AbortError` when aborted and with `AiNetworkError` when
 * the server cannot be reached.
 *
 * @param body   The JSON body.
 * @param token  The bearer token.
 * @param accept The Accept header.
 * @param signal Aborts the request.
 * @return The response.
 */
export async function postAiQuery(
	body: Record< string, unknown >,
	token: string,
	accept: string,
	signal?: AbortSignal
): Promise< Response > {
	const headers = {
		Authorization: `Bearer ${ token }`,
		'Content-Type': 'application/json',
		Accept: accept,
	};
	const root = getRestRoot();
	if ( root ) {
		try {
			return await window.fetch( restUrl( ROUTES.aiQuery, root ), {
				method: 'POST',
				headers,
				body: JSON.stringify( body ),
				signal,
			} );
		} catch ( error ) {
			throw isAbortError( error ) ? error : new AiNetworkError();
		}
	}
	try {
		return await apiFetch< Response, false >( {
			path: ROUTES.aiQuery,
			method: 'POST',
			headers,
			body: JSON.stringify( body ),
			signal,
			parse: false,
		} );
	} catch ( error ) {
		// With `parse: false`, api-fetch rejects a non-2xx reply with the
		// response itself; anything else means the server was not reached.
		if ( isResponseLike( error ) ) {
			return error;
		}
		throw isAbortError( error ) ? error : new AiNetworkError();
	}
}

/**
 * Whether a value is a fetch Response (tested by shape: the class may be
 * missing or differ, e.g. under a polyfill).
 *
 * @param value Anything.
 * @return True for a response.
 */
function isResponseLike( value: unknown ): value is Response {
	return (
		!! value &&
		typeof value === 'object' &&
		typeof ( value as Response ).status === 'number' &&
		'headers' in value
	);
}

/**
 * Whether an error comes from aborting a fetch.
 *
 * @param error Anything.
 * @return True for an abort.
 */
export function isAbortError( error: unknown ): boolean {
	return (
		!! error &&
		typeof error === 'object' &&
		( error as { name?: unknown } ).name === 'AbortError'
	);
}

/**
 * Calls one of the site's AI routes with the AI token (`Authorization:
 * Bearer`), as the query route is called: the transcription and logo image
 * routes, and a recording's upload in pieces. A 401 forgets the cached
 * token. Rejects with `AiNetworkError` when the site cannot be reached, an
 * `AbortError` when aborted, and a request error when no token was given.
 *
 * @param path The route's path (from the route table).
 * @param init The request (method, headers, body, signal).
 * @return The reply, whatever its status.
 */
export async function fetchWithAiToken(
	path: string,
	init: RequestInit
): Promise< Response > {
	const { token } = await requestAiToken();
	let response: Response;
	try {
		response = await window.fetch( restUrl( path ), {
			...init,
			headers: {
				Accept: 'application/json',
				...( init.headers as Record< string, string > ),
				Authorization: `Bearer ${ token }`,
			},
		} );
	} catch ( error ) {
		throw isAbortError( error ) ? error : new AiNetworkError();
	}
	if ( response.status === 401 ) {
		clearAiTokenCache();
	}
	return response;
}
