/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useReducer, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useAiRequests } from '@cairn/shared/ai/request/use-ai-requests';
import type { AiError, AiMessage, AiStream } from '@cairn/shared/ai/types';
import { AI_FEATURE } from './constants';
import { initialRequestStatus, requestReducer } from './request-state';
import type { PersistedState, RequestStatus } from './types';

/** What the block does when a request ends. */
export interface AiRequestHandlers {
	/** The whole answer arrived. */
	onDone: ( text: string ) => void;
	/** The request failed; `partial` is the text received before. */
	onError: ( error: AiError, partial: string ) => void;
	/** The user stopped it; `partial` is the text received so far. */
	onStop: ( partial: string ) => void;
}

/** The request's state and controls. */
export interface AiRequestControls {
	/** Where the request is, and the text received. */
	status: RequestStatus;
	/** Sends messages, closing any request still running. */
	start: ( messages: AiMessage[] ) => void;
	/** Stops the running request (the stream is closed, which aborts the provider call). */
	stop: () => void;
	/** Forgets the last request's text and error. */
	reset: ( state: PersistedState ) => void;
}

/**
 * Runs the block's AI requests over the shared request path and keeps their
 * state. Only the newest request is listened to, and the stream
 * is closed when the block goes away.
 *
 * @param persisted The block's saved request state.
 * @param postId    The post the requests are about.
 * @param handlers  What to do when a request ends.
 * @return The state and controls.
 */
export function useAiRequest(
	persisted: string,
	postId: number | undefined,
	handlers: AiRequestHandlers
): AiRequestControls {
	const [ status, dispatch ] = useReducer(
		requestReducer,
		persisted,
		initialRequestStatus
	);
	const stream = useRef< AiStream | null >( null );
	const requestId = useRef( 0 );
	const text = useRef( '' );
	const latestHandlers = useRef( handlers );
	latestHandlers.current = handlers;
	// The shared path counts each request and handles each error the same
	// way on every surface.
	const requests = useAiRequests();

	const start = useCallback(
		( messages: AiMessage[] ) => {
			stream.current?.close();
			const id = ++requestId.current;
			const isCurrent = () => requestId.current === id;
			text.current = '';
			dispatch( { type: 'START' } );
			stream.current = requests.stream( messages, {
				postId,
				feature: AI_FEATURE,
				onSuggestion( suggestion ) {
					if ( isCurrent() ) {
						text.current = suggestion;
						dispatch( { type: 'SUGGESTION', text: suggestion } );
					}
				},
				onDone( answer ) {
					if ( isCurrent() ) {
						stream.current = null;
						requestId.current++;
						dispatch( { type: 'DONE', text: answer } );
						latestHandlers.current.onDone( answer );
					}
				},
				onError( error ) {
					if ( isCurrent() ) {
						stream.current = null;
						requestId.current++;
						dispatch( { type: 'ERROR', error } );
						latestHandlers.current.onError( error, text.current );
					}
				},
			} );
		},
		[ postId, requests ]
	);

	const stop = useCallback( () => {
		if ( ! stream.current ) {
			return;
		}
		stream.current.close();
		stream.current = null;
		requestId.current++;
		dispatch( { type: 'STOP' } );
		latestHandlers.current.onStop( text.current );
	}, [] );

	const reset = useCallback( ( state: PersistedState ) => {
		dispatch( { type: 'RESET', state } );
	}, [] );

	useEffect(
		() => () => {
			requestId.current++;
			stream.current?.close();
		},
		[]
	);

	return { status, start, stop, reset };
}
