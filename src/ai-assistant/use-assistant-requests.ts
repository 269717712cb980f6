/**
 * External dependencies
 */
import { aiUsageStore } from '@cairn/shared';
import type { AiError, AiMessage } from '@cairn/shared';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { STATE_DONE, STATE_ERROR } from './constants';
import { htmlToText } from './content';
import { appendAnswer, buildRequestMessages } from './history';
import { isBusy } from './request-state';
import type { AiAssistantAttributes, AiRequest, PromptTemplate } from './types';
import useAiRequest from './use-ai-request';
import type usePostEditor from './use-post-editor';

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
 * The block's requests (spec 000 §2–§4): sending a prompt, a template, or the
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
export default function useAssistantRequests( {
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
	const { handleAiError, increaseRequestsCount } =
		useDispatch( aiUsageStore );

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
			onDone( text ) {
				saveAnswer( text );
				increaseRequestsCount( 1 );
				focusAfterResponse();
			},
			onError( error: AiError, partial ) {
				handleAiError( error.code );
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
				// The server counted the request when it began.
				increaseRequestsCount( 1 );
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
	 * Sends the last request again from where it started (Try Again, Retry).
	 */
	const resend = () => {
		if ( lastRequest.current ) {
			send( lastRequest.current, originalContent, originalMessages );
		} else if ( promptType === 'userPrompt' || ! promptType ) {
			// After a reload only the prompt is known.
			generate();
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
		setAttributes( { userPrompt: template.label } );
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
		stop,
		reset,
		send,
		generate,
		resend,
		runTemplate,
	};
}
