/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getTooManyRequestsMessage } from './concurrency-guard';
import { AI_ERROR_MARKER, AI_NOT_CONFIGURED_CODE } from './constants';
import type { AiError, AiErrorCode } from './types';

const DEFAULT_MESSAGE = __(
	'It was not possible to process your request. Mind trying again?',
	'cairn'
);

/**
 * The user message of each AI error code, all shown at severity info.
 */
export const AI_ERROR_MESSAGES: Record< AiErrorCode, string > = {
	error_quota_exceeded: __(
		'You have reached the limit of requests for this site.',
		'cairn'
	),
	error_unclear_prompt: __(
		'Your request was unclear. Mind trying again?',
		'cairn'
	),
	error_service_unavailable: __(
		'AI services are currently unavailable. Sorry for the inconvenience.',
		'cairn'
	),
	error_moderation: __(
		'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
		'cairn'
	),
	error_context_too_large: __(
		'The content is too large to be processed all at once. Please try to shorten it or divide it into smaller parts.',
		'cairn'
	),
	error_network: DEFAULT_MESSAGE,
	error_response: DEFAULT_MESSAGE,
};

const CODES = Object.keys( AI_ERROR_MESSAGES ) as AiErrorCode[];

/**
 * Whether a value is one of the AI error codes.
 *
 * @param code Anything.
 * @return True for a known code.
 */
export function isAiErrorCode( code: unknown ): code is AiErrorCode {
	return CODES.includes( code as AiErrorCode );
}

/**
 * Builds the error the UI shows for a code: its message, severity 'info',
 * and Retry only for service-unavailable and network errors.
 *
 * @param code The error code.
 * @return The error.
 */
export function createAiError( code: AiErrorCode ): AiError {
	return {
		code,
		message: AI_ERROR_MESSAGES[ code ],
		severity: 'info',
		retry: code === 'error_service_unavailable' || code === 'error_network',
	};
}

/**
 * The error of an AI call refused because 5 are already in flight:
 * 'Too many requests', no Retry (the user waits for one to end).
 *
 * @return The error.
 */
export function createTooManyRequestsError(): AiError {
	return {
		code: 'error_response',
		message: getTooManyRequestsMessage(),
		severity: 'info',
		retry: false,
		cause: 'too-many',
	};
}

/**
 * The error of a failed reply, from its status and its JSON body when it has
 * one. A body with code `cairn_ai_not_configured` (no provider can serve the
 * task, or the provider refused the key) keeps the code
 * `error_service_unavailable` but carries the server's message, which names
 * the setting to fill in, and the settings URL; retrying cannot help, so it
 * offers no Retry.
 *
 * @param status HTTP status.
 * @param body   The parsed body, if any.
 * @return The error.
 */
export function aiErrorFromReply( status: number, body?: unknown ): AiError {
	const { code, message, data } =
		body && typeof body === 'object'
			? ( body as {
					code?: unknown;
					message?: unknown;
					data?: {
						settingsUrl?: unknown;
						limit?: unknown;
						provider_limit?: unknown;
						retry_after?: unknown;
					} | null;
				} )
			: { code: undefined, message: undefined, data: undefined };
	if ( data?.provider_limit === 'rate' ) {
		// The provider's own rate limit, not the site's budget: Retry once it passes.
		const error: AiError = {
			...createAiError( 'error_service_unavailable' ),
			cause: 'provider-rate',
		};
		const seconds = Number( data.retry_after );
		if ( Number.isFinite( seconds ) && seconds > 0 ) {
			error.retryAfter = Math.ceil( seconds );
		}
		return error;
	}
	if ( data?.provider_limit === 'quota' ) {
		// The owner's provider account is out of credit: no retry, no upgrade here.
		return {
			...createAiError( 'error_service_unavailable' ),
			retry: false,
			cause: 'provider-quota',
			detail:
				typeof message === 'string' && message.trim()
					? message
					: __(
							'You exceeded your current quota, please check your plan details.',
							'cairn'
						),
		};
	}
	if (
		typeof data?.limit === 'string' &&
		typeof message === 'string' &&
		message.trim()
	) {
		// A per-user limit (hourly, monthly, prompt size): the server's words name it.
		return {
			...createAiError( errorCodeFromStatus( status ) ),
			code: 'error_response',
			message,
			retry: false,
			cause: 'user-limit',
		};
	}
	if ( code === AI_NOT_CONFIGURED_CODE ) {
		const error: AiError = {
			...createAiError( 'error_service_unavailable' ),
			retry: false,
			cause: 'not-configured',
		};
		if ( typeof message === 'string' && message.trim() ) {
			error.detail = message;
		}
		const settingsUrl = data?.settingsUrl;
		if ( typeof settingsUrl === 'string' && settingsUrl ) {
			error.settingsUrl = settingsUrl;
		}
		return error;
	}
	return createAiError( errorCodeFromStatus( status ) );
}

/**
 * Reads a failed reply's JSON body, if it has one.
 *
 * @param response The reply.
 * @return The body, or undefined.
 */
export async function readErrorBody( response: Response ): Promise< unknown > {
	try {
		return await response.json();
	} catch {
		// Not JSON (a proxy's HTML page): the status says enough.
		return undefined;
	}
}

/**
 * Whether a value is an AI error (what `askAi` rejects with).
 *
 * @param error Anything.
 * @return True for an AI error.
 */
export function isAiError( error: unknown ): error is AiError {
	// A route's WP_Error (code, message, data) is not one yet: it is read first.
	return (
		!! error &&
		typeof error === 'object' &&
		isAiErrorCode( ( error as { code?: unknown } ).code ) &&
		typeof ( error as { message?: unknown } ).message === 'string' &&
		( error as { severity?: unknown } ).severity === 'info' &&
		typeof ( error as { retry?: unknown } ).retry === 'boolean'
	);
}

/**
 * The error code of a failed HTTP reply: 503 unavailable,
 * 413 too large, 422 moderation, 429 quota, other 4xx to 500 a request
 * error. Other 5xx (a proxy's 502 or 504) mean the service is unreachable.
 *
 * @param status HTTP status.
 * @return The code.
 */
export function errorCodeFromStatus( status: number ): AiErrorCode {
	switch ( status ) {
		case 503:
			return 'error_service_unavailable';
		case 413:
			return 'error_context_too_large';
		case 422:
			return 'error_moderation';
		case 429:
			return 'error_quota_exceeded';
	}
	return status > 500 ? 'error_service_unavailable' : 'error_response';
}

const MARKER = AI_ERROR_MARKER.replace( /[_*]/g, '' );

/**
 * Removes what the marker comparison ignores: underscores, asterisks and
 * leading white space.
 *
 * @param text Reply text.
 * @return The text to compare.
 */
function normalize( text: string ): string {
	return text.replace( /[_*]/g, '' ).trimStart();
}

/**
 * Whether a reply starts with the unclear-request marker `CAIRN_AI_ERROR`,
 * ignoring underscores and asterisks; such a reply is never shown.
 *
 * @param text Reply text.
 * @return True when the reply is the marker.
 */
export function isUnclearReply( text: string ): boolean {
	return normalize( text ).startsWith( MARKER );
}

/**
 * Whether a partial reply could still turn out to be the marker, so it must
 * not be shown yet.
 *
 * @param text Reply text so far.
 * @return True while the text is a beginning of the marker.
 */
export function couldBeUnclearReply( text: string ): boolean {
	const normalized = normalize( text );
	return normalized.length < MARKER.length && MARKER.startsWith( normalized );
}

/**
 * Any failure of an AI call as an AI error: an AI error as it is; what
 * api-fetch throws for a route's WP_Error (`{ code, message, data }`) read
 * like a streamed reply's body; a network failure as a network error; any
 * other error as a request error that keeps its words.
 *
 * @param thrown What was thrown.
 * @return The AI error.
 */
export function toAiError( thrown: unknown ): AiError {
	if ( isAiError( thrown ) ) {
		return thrown;
	}
	const value = ( thrown ?? {} ) as {
		code?: unknown;
		message?: unknown;
		name?: unknown;
		data?: { status?: unknown } | null;
	};
	if (
		value.code === 'fetch_error' ||
		value.name === 'TypeError' ||
		value.name === 'AiNetworkError'
	) {
		// api-fetch's "You are probably offline", or fetch's own failure.
		return createAiError( 'error_network' );
	}
	const status = Number( value.data?.status );
	if ( isAiErrorCode( value.code ) ) {
		const error = aiErrorFromReply( status || 0, thrown );
		// The route named the code itself: it wins over the status.
		return error.cause ? error : createAiError( value.code );
	}
	if ( value.code === AI_NOT_CONFIGURED_CODE || Number.isFinite( status ) ) {
		const error = aiErrorFromReply( status || 0, thrown );
		if (
			! error.cause &&
			typeof value.message === 'string' &&
			value.message.trim() &&
			error.code === 'error_response'
		) {
			// A route's own refusal (a missing image, AI turned off): its words.
			error.detail = value.message;
		}
		return error;
	}
	const error = createAiError( 'error_response' );
	if ( typeof value.message === 'string' && value.message.trim() ) {
		error.detail = value.message;
	}
	return error;
}
