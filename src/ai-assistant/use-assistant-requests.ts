/**
 * WordPress dependencies
 */
import { useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { AiError, AiMessage, PromptType } from '@cairn/shared/ai/types';
import { STATE_DONE, STATE_ERROR } from './constants';
import { htmlToText } from '@cairn/shared/ai/answer-blocks';
import {
	appendAnswer,
	buildRequestMessages,
	requestFromHistory,
} from './history';
import { isBusy } from './request-state';
import type { AiAssistantAttributes, AiRequest, PromptTemplate } from './types';
import { useAiRequest } from './use-ai-request';
import type { usePostEditor } from './use-post-editor';

/**
 * The last request as the block saved it, for Try Again after a reload (when
 * the request itself is no longer in memory): read back from the question
 * kept in the conversation, else rebuilt from the prompt on the content it
 * was asked on.
 *
 * @param messages        The conversation, ending with the last answer.
 * @param promptType      The last request's prompt type.
 * @param userPrompt      What the user typed.
 * @param originalContent The answer the last request started from.
 * @return The request, or null when nothing can be sent again.
 */
function savedRequest(
	messages: AiMessage[],
	promptType: PromptType | undefined,
	userPrompt: string,
	originalContent: string
): AiRequest | null {
	const fromHistory = requestFromHistory( messages );
	if ( fromHistory ) {
		return fromHistory;
	}
	const request = userPrompt.trim();
	if ( ! request || ( promptType && promptType !== 'userPrompt' ) ) {
		return null;
	}
	return {
		type: 'userPrompt',
		request,
		content: originalContent || undefined,
		isFollowUp: Boolean( originalContent ),
	};
}

/** What the block's requests need. */
export interface AssistantRequestsOptions {
	/** The block's attributes. */
	attributes: AiAssistantAttributes;
	/** Updates the block's attributes. */
	setAttributes: ( attributes: Partial< AiAssistantAttributes > ) => void;
	/** The post the block is in. */
	postEditor: ReturnType< typeof usePostEditor >;
	/** Whether the budget is spent. */
	requireUpgrade: boolean;
	/** Moves focus once a request ends. */
	focusAfterResponse: () => void;
}

/**
 * The block's requests: sending a prompt, a template, or the
 * last request again, and keeping each answer in the block's attributes and
 * the month's count.
 *
 * @param options                    What the requests need.
 * @param options.attributes         The block's attributes.
 * @param options.setAttributes      Updates the block's attributes.
 * @param options.postEditor         The post the block is in.
 * @param options.requireUpgrade     Whether the budget is spent.
 * @param options.focusAfterResponse Moves focus once a request ends.
 * @return The request's state, and the ways to send.
 */
export function useAssistantRequests( {
	attributes,
	setAttributes,
	postEditor,
	requireUpgrade,
	focusAfterResponse,
}: AssistantRequestsOptions ) {
	const {
		content = '',
		originalContent = '',
		userPrompt,
		promptType,
		messages,
		originalMessages,
		requestingState,
	} = attributes;
	const lastRequest = useRef< AiRequest | null >( null );
	const sent = useRef< AiMessage[] >( [] );

	const saveAnswer = ( text: string ) => {
		setAttributes( {
			content: text,
			messages: appendAnswer( sent.current, text ),
			requestingState: STATE_DONE,
		} );
	};

	const { status, start, stop, reset } = useAiRequest(
		requestingState,
		postEditor.postId,
		{
			// The shared request path counts each outcome.
			onDone( text ) {
				saveAnswer( text );
				focusAfterResponse();
			},
			onError( _error: AiError, partial ) {
				if ( partial ) {
					// Keep what arrived before the connection dropped.
					setAttributes( { content: partial } );
				}
				focusAfterResponse();
			},
			onStop( partial ) {
				if ( partial ) {
					saveAnswer( partial );
				}
				focusAfterResponse();
			},
		}
	);
	const busy = isBusy( status.state );
	const error = status.state === STATE_ERROR ? status.error : null;
	const showUpgrade =
		requireUpgrade || error?.code === 'error_quota_exceeded';
	const canRequest = ! showUpgrade;

	/**
	 * Sends a request on top of a given answer and history.
	 *
	 * @param request     What is asked.
	 * @param baseContent The answer it starts from (kept for Discard/Undo).
	 * @param baseHistory The conversation it follows.
	 */
	const send = (
		request: AiRequest,
		baseContent: string,
		baseHistory: AiMessage[]
	) => {
		if ( ! canRequest ) {
			return;
		}
		lastRequest.current = request;
		sent.current = buildRequestMessages( baseHistory, request );
		setAttributes( {
			originalContent: baseContent,
			originalMessages: baseHistory,
			promptType: request.type,
		} );
		start( sent.current );
	};

	const generate = () => {
		const request = userPrompt.trim();
		if ( ! request || busy ) {
			return;
		}
		send(
			{
				type: 'userPrompt',
				request,
				content: content || undefined,
				isFollowUp: Boolean( content ),
			},
			content,
			messages
		);
	};

	/**
	 * Sends the last request again from where it started (Try Again, Retry):
	 * the same question on the answer and history it was first asked on,
	 * never a follow-up on its own answer.
	 */
	const resend = () => {
		const request =
			lastRequest.current ??
			savedRequest( messages, promptType, userPrompt, originalContent );
		if ( request ) {
			send( request, originalContent, originalMessages );
		}
	};

	const runTemplate = ( template: PromptTemplate ) => {
		const { selectors } = postEditor.getPostEditor();
		const source =
			template.source === 'title'
				? String( selectors?.getEditedPostAttribute?.( 'title' ) ?? '' )
				: htmlToText(
						String(
							selectors?.getEditedPostAttribute?.( 'content' ) ??
								''
						)
					);
		if ( ! userPrompt.trim() ) {
			// Nothing the user wrote is lost: a typed prompt stays.
			setAttributes( { userPrompt: template.label } );
		}
		send(
			{
				type: template.type,
				request: template.label,
				content: source || undefined,
				isFollowUp: false,
			},
			content,
			messages
		);
	};

	return {
		status,
		isBusy: busy,
		error,
		showUpgrade,
		canRequest,
		/** Whether a request was sent since the editor opened. */
		hasAsked: lastRequest.current !== null,
		/** Whether there is a request to send again (also after a reload). */
		canResend:
			lastRequest.current !== null ||
			savedRequest(
				messages,
				promptType,
				userPrompt,
				originalContent
			) !== null,
		stop,
		reset,
		send,
		generate,
		resend,
		runTemplate,
	};
}
