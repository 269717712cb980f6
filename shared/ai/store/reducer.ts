/**
 * Internal dependencies
 */
import { DEFAULT_AI_FEATURE } from './map-feature';
import { computeIsOverLimit } from './usage';
import type { AiUsageAction, AiUsageState } from './types';

export const INITIAL_STATE: AiUsageState = {
	feature: DEFAULT_AI_FEATURE,
	isRequesting: false,
	fetchError: null,
	refetchCountdown: null,
	refetchTimer: null,
};

/**
 * The AI usage store's reducer.
 *
 * @param state  Current state.
 * @param action Action.
 * @return New state.
 */
export default function reducer(
	state: AiUsageState = INITIAL_STATE,
	action: AiUsageAction
): AiUsageState {
	switch ( action.type ) {
		case 'REQUEST_AI_FEATURE':
			return { ...state, isRequesting: true };
		case 'RECEIVE_AI_FEATURE':
			return {
				...state,
				feature: action.feature,
				isRequesting: false,
				fetchError: null,
			};
		case 'RECEIVE_AI_FEATURE_ERROR':
			// A fetch error clears the requesting flag.
			return {
				...state,
				isRequesting: false,
				fetchError: action.message,
			};
		case 'INCREASE_REQUESTS_COUNT': {
			const { feature } = state;
			const counted = {
				...feature,
				requestsCount: feature.requestsCount + action.count,
				usagePeriod: {
					...feature.usagePeriod,
					requestsCount:
						feature.usagePeriod.requestsCount + action.count,
				},
			};
			const isOverLimit = computeIsOverLimit( counted );
			return {
				...state,
				feature: {
					...counted,
					isOverLimit,
					requireUpgrade:
						feature.requireUpgrade ||
						( isOverLimit && feature.nextTier !== null ),
				},
			};
		}
		case 'SET_REQUIRE_UPGRADE':
			return {
				...state,
				feature: {
					...state.feature,
					requireUpgrade: action.requireUpgrade,
				},
			};
		case 'SET_REFETCH_COUNTDOWN':
			return {
				...state,
				refetchCountdown: action.countdown,
				refetchTimer: action.timer,
			};
		case 'CLEAR_REFETCH':
			return { ...state, refetchCountdown: null, refetchTimer: null };
		default:
			return state;
	}
}
