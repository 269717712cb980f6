/**
 * Internal dependencies
 */
import type { AiMessage } from '@cairn/shared/ai/types';
import { MAX_HISTORY } from './constants';
import type { AiRequest } from './types';

/**
 * Keeps the conversation to at most `max` messages: the newest
 * ones, cut to begin at a `cairn-ai` message, which is then marked
 * `is_follow_up: false` because what it followed is gone.
 *
 * @param messages The conversation, oldest first.
 * @param max      The most messages kept.
 * @return The trimmed conversation (the same array when nothing is cut).
 */
export function trimHistory(
	messages: readonly AiMessage[],
	max: number = MAX_HISTORY
): AiMessage[] {
	if ( messages.length <= max ) {
		return messages as AiMessage[];
	}
	const newest = messages.slice( messages.length - max );
	const start = newest.findIndex(
		( message ) => message.role === 'cairn-ai'
	);
	if ( start === -1 ) {
		// An answer without its question cannot be sent on its own.
		return [];
	}
	const [ first, ...rest ] = newest.slice( start );
	return [
		{
			...first,
			context: first.context
				? { ...first.context, is_follow_up: false }
				: undefined,
		},
		...rest,
	];
}

/**
 * The `cairn-ai` message that asks one request (contract: the browser sends
 * the context, the server builds the prompt).
 *
 * @param request What is asked.
 * @return The message.
 */
export function buildUserMessage( request: AiRequest ): AiMessage {
	const context: NonNullable< AiMessage[ 'context' ] > = {
		type: request.type,
		request: request.request,
		is_follow_up: request.isFollowUp,
	};
	if ( request.content ) {
		context.content = request.content;
	}
	if ( request.tone ) {
		context.tone = request.tone;
	}
	if ( request.language ) {
		context.language = request.language;
	}
	return { role: 'cairn-ai', content: request.request, context };
}

/**
 * The messages one request sends: the history when it follows up, and the
 * new question, trimmed to the limit.
 *
 * @param history The conversation so far.
 * @param request What is asked.
 * @return The messages to send.
 */
export function buildRequestMessages(
	history: readonly AiMessage[],
	request: AiRequest
): AiMessage[] {
	const previous = request.isFollowUp ? history : [];
	return trimHistory( [ ...previous, buildUserMessage( request ) ] );
}

/**
 * The conversation after an answer: the messages sent and the answer,
 * trimmed to the limit.
 *
 * @param sent   The messages the request sent.
 * @param answer The answer.
 * @return The new history.
 */
export function appendAnswer(
	sent: readonly AiMessage[],
	answer: string
): AiMessage[] {
	return trimHistory( [ ...sent, { role: 'assistant', content: answer } ] );
}

/**
 * The request whose answer ends a conversation, read back from its
 * `cairn-ai` message (what Try Again sends again after a reload).
 *
 * @param messages The conversation, ending with an answer.
 * @return The request, or null when the conversation does not end with a
 *         question and its answer.
 */
export function requestFromHistory(
	messages: readonly AiMessage[]
): AiRequest | null {
	const question = messages.at( -2 );
	if (
		messages.at( -1 )?.role !== 'assistant' ||
		question?.role !== 'cairn-ai' ||
		! question.context
	) {
		return null;
	}
	const { type, request, content, tone, language } = question.context;
	const asked: AiRequest = {
		type,
		request: request ?? question.content,
		isFollowUp: Boolean( question.context.is_follow_up ),
	};
	if ( content ) {
		asked.content = content;
	}
	if ( tone ) {
		asked.tone = tone;
	}
	if ( language ) {
		asked.language = language;
	}
	return asked;
}
