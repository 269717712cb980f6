/**
 * Internal dependencies
 */
import {
	STATE_DONE,
	STATE_ERROR,
	STATE_INIT,
	STATE_REQUESTING,
	STATE_SUGGESTING,
} from './constants';
import type { RequestAction, RequestState, RequestStatus } from './types';

/**
 * The request's state at first: what the block saved (init or done).
 *
 * @param persisted The block's `requestingState` attribute.
 * @return The initial status.
 */
export function initialRequestStatus( persisted?: string ): RequestStatus {
	return {
		state: persisted === STATE_DONE ? STATE_DONE : STATE_INIT,
		text: '',
		error: null,
	};
}

/**
 * Whether a state is busy: Stop is allowed and the input disabled.
 *
 * @param state A request state.
 * @return True while requesting or suggesting.
 */
export function isBusy( state: RequestState ): boolean {
	return state === STATE_REQUESTING || state === STATE_SUGGESTING;
}

/**
 * The request's state machine. Events of a stream that is no
 * longer running (a late chunk after Stop) change nothing.
 *
 * @param status The current status.
 * @param action The event.
 * @return The next status.
 */
export function requestReducer(
	status: RequestStatus,
	action: RequestAction
): RequestStatus {
	switch ( action.type ) {
		case 'START':
			return { state: STATE_REQUESTING, text: '', error: null };
		case 'SUGGESTION':
			if ( ! isBusy( status.state ) ) {
				return status;
			}
			return { ...status, state: STATE_SUGGESTING, text: action.text };
		case 'DONE':
			if ( ! isBusy( status.state ) ) {
				return status;
			}
			return { state: STATE_DONE, text: action.text, error: null };
		case 'ERROR':
			if ( ! isBusy( status.state ) ) {
				return status;
			}
			// The text received before the error stays (a dropped stream).
			return { ...status, state: STATE_ERROR, error: action.error };
		case 'STOP':
			if ( ! isBusy( status.state ) ) {
				return status;
			}
			return {
				...status,
				state: status.text ? STATE_DONE : STATE_INIT,
			};
		case 'RESET':
			return { state: action.state, text: '', error: null };
	}
	return status;
}
