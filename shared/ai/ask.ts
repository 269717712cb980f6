/**
 * Internal dependencies
 */
import {
	aiErrorFromReply,
	createAiError,
	createTooManyRequestsError,
	isUnclearReply,
	readErrorBody,
} from './errors';
import { aiRequestSlots } from './guard';
import { buildQueryBody, postAiQuery } from './query';
import { clearAiTokenCache, requestAiToken } from './token';
import type { AiMessage, AiRequestOptions } from './types';

/**
 * Asks the AI without streaming (`stream: false`) and resolves the whole
 * answer (`choices[0].message.content`). Rejects with an `AiError`, mapped
 * like the stream's: HTTP status, token failure, network failure, a reply
 * that is not the expected JSON or whose `data.status` is above 200, and
 * the unclear-request marker. At most 5 AI calls run at once:
 * above that it rejects at once with 'Too many requests'.
 *
 * @param prompt  A plain prompt (`question`) or the messages.
 * @param options The post and feature; `signal` aborts the request.
 * @return The answer.
 */
export async function askAi(
	prompt: string | AiMessage[],
	options: AiRequestOptions & { signal?: AbortSignal } = {}
): Promise< string > {
	const release = aiRequestSlots.acquire();
	if ( ! release ) {
		throw createTooManyRequestsError();
	}
	try {
		return await ask( prompt, options );
	} finally {
		release();
	}
}

/**
 * The request of `askAi`, once it holds a slot.
 *
 * @param prompt  A plain prompt or the messages.
 * @param options The post and feature; `signal` aborts the request.
 * @return The answer.
 */
async function ask(
	prompt: string | AiMessage[],
	options: AiRequestOptions & { signal?: AbortSignal }
): Promise< string > {
	let token: string;
	try {
		( { token } = await requestAiToken() );
	} catch {
		throw createAiError( 'error_response' );
	}

	let response: Response;
	try {
		response = await postAiQuery(
			buildQueryBody( prompt, options, false ),
			token,
			'application/json',
			options.signal
		);
	} catch {
		throw createAiError( 'error_network' );
	}
	if ( ! response.ok ) {
		if ( response.status === 401 ) {
			clearAiTokenCache();
		}
		throw aiErrorFromReply(
			response.status,
			await readErrorBody( response )
		);
	}

	let json: {
		data?: { status?: unknown };
		choices?: Array< { message?: { content?: unknown } } >;
	} | null;
	try {
		json = await response.json();
	} catch {
		throw createAiError( 'error_response' );
	}
	const status = Number( json?.data?.status );
	if ( status > 200 ) {
		throw aiErrorFromReply( status, json );
	}
	const content = json?.choices?.[ 0 ]?.message?.content;
	if ( typeof content !== 'string' ) {
		throw createAiError( 'error_response' );
	}
	if ( isUnclearReply( content ) ) {
		throw createAiError( 'error_unclear_prompt' );
	}
	return content;
}
