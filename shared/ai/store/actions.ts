/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '../../api/routes';
import { getErrorMessage } from '../../api/error-message';
import { createAiError } from '../errors';
import { countsAsRequest, requiresUpgrade } from '../request/rules';
import type { AiError, AiErrorCode } from '../types';
import { REFETCH_COUNTDOWN_SECONDS, REFETCH_TICK_MS } from './constants';
import { mapAiFeatureResponse } from './map-feature';
import type { AiFeatureStatus, AiUsageAction, AiUsageThunkArgs } from './types';

/**
 * Stores a fetched feature status.
 *
 * @param feature The status.
 * @return Action.
 */
export function receiveAiFeature( feature: AiFeatureStatus ): AiUsageAction {
	return { type: 'RECEIVE_AI_FEATURE', feature };
}

/**
 * Fetches the feature status from `GET /cairn/v1/ai/assistant-feature`
 * (dash-case keys read as camelCase). A queued refetch is dropped; while the
 * call runs the store is requesting; a failure clears that flag and keeps
 * why, for the UI ('We are sorry. There was an error loading your AI plan
 * data.' with Try again).
 *
 * @return Thunk.
 */
export const fetchAiFeature =
	() =>
	async ( { dispatch }: AiUsageThunkArgs ): Promise< void > => {
		dispatch.dequeueAiFeatureRefetch();
		dispatch( { type: 'REQUEST_AI_FEATURE' } );
		try {
			const raw = await apiFetch( { path: ROUTES.aiAssistantFeature } );
			dispatch( receiveAiFeature( mapAiFeatureResponse( raw ) ) );
		} catch ( error ) {
			dispatch( {
				type: 'RECEIVE_AI_FEATURE_ERROR',
				message: getErrorMessage(
					error,
					__( 'Failed to fetch feature data', 'cairn' )
				),
			} );
		}
	};

/**
 * Queues a refetch of the feature status: a countdown of `seconds` ticks
 * each second, and the status is fetched when it reaches zero.
 * Queuing again restarts the countdown.
 *
 * @param seconds Seconds to count down.
 * @return Thunk.
 */
export const enqueueAiFeatureRefetch =
	( seconds: number = REFETCH_COUNTDOWN_SECONDS ) =>
	( { dispatch, select }: AiUsageThunkArgs ): void => {
		dispatch.dequeueAiFeatureRefetch();
		const timer = setInterval( () => {
			const left = ( select.getAiFeatureRefetchCountdown() ?? 1 ) - 1;
			if ( left > 0 ) {
				dispatch( {
					type: 'SET_REFETCH_COUNTDOWN',
					countdown: left,
					timer,
				} );
				return;
			}
			dispatch.fetchAiFeature();
		}, REFETCH_TICK_MS );
		dispatch( {
			type: 'SET_REFETCH_COUNTDOWN',
			countdown: seconds,
			timer,
		} );
	};

/**
 * Drops a queued refetch.
 *
 * @return Thunk.
 */
export const dequeueAiFeatureRefetch =
	() =>
	( { dispatch, select }: AiUsageThunkArgs ): void => {
		const timer = select.getAiFeatureRefetchTimer();
		if ( timer !== null ) {
			clearInterval( timer );
		}
		dispatch( { type: 'CLEAR_REFETCH' } );
	};

/**
 * Counts requests locally (the count rises by the number of
 * requests used), updates the over-limit and upgrade flags, and queues a
 * refetch so the server's exact count replaces the local one.
 *
 * @param count Requests used. @default 1
 * @return Thunk.
 */
export const increaseRequestsCount =
	( count: number = 1 ) =>
	( { dispatch }: AiUsageThunkArgs ): void => {
		dispatch( { type: 'INCREASE_REQUESTS_COUNT', count } );
		dispatch.enqueueAiFeatureRefetch();
	};

/**
 * Sets whether an upgrade is needed.
 *
 * @param requireUpgrade Whether it is.
 * @return Action.
 */
export function setRequireUpgrade( requireUpgrade: boolean ): AiUsageAction {
	return { type: 'SET_REQUIRE_UPGRADE', requireUpgrade };
}

/**
 * Accounts for an AI error: the site's quota error requires an upgrade and
 * reads the usage again soon (an administrator may raise the budget); a
 * request error, and a request that never ran (a provider's own limit, no
 * provider set up, the user's own limits), count nothing; every other error
 * (the unclear prompt included) counts as a request.
 *
 * @param error The error, or its code.
 * @return Thunk.
 */
export const handleAiError =
	( error: AiErrorCode | AiError ) =>
	( { dispatch }: AiUsageThunkArgs ): void => {
		const value =
			typeof error === 'string' ? createAiError( error ) : error;
		if ( requiresUpgrade( value ) ) {
			dispatch.setRequireUpgrade( true );
			dispatch.enqueueAiFeatureRefetch();
			return;
		}
		if ( countsAsRequest( value ) ) {
			dispatch.increaseRequestsCount( 1 );
		}
	};
