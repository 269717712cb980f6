/**
 * Internal dependencies
 */
import { getUsage } from './usage';
import type { AiFeatureStatus, AiUsageState } from './types';

/**
 * The AI feature status; the free tier's defaults until fetched.
 *
 * @param state Store state.
 * @return The status.
 */
export function getAiFeature( state: AiUsageState ): AiFeatureStatus {
	return state.feature;
}

/**
 * Whether the status is being fetched (cleared by a fetch error).
 *
 * @param state Store state.
 * @return True while fetching.
 */
export function isRequestingAiFeature( state: AiUsageState ): boolean {
	return state.isRequesting;
}

/**
 * Why the last fetch of the status failed.
 *
 * @param state Store state.
 * @return The message, or null.
 */
export function getAiFeatureFetchError( state: AiUsageState ): string | null {
	return state.fetchError;
}

/**
 * Seconds left before the status is fetched again.
 *
 * @param state Store state.
 * @return Seconds, or null when no refetch is queued.
 */
export function getAiFeatureRefetchCountdown(
	state: AiUsageState
): number | null {
	return state.refetchCountdown;
}

/**
 * The queued refetch's timer.
 *
 * @param state Store state.
 * @return The timer, or null.
 */
export function getAiFeatureRefetchTimer(
	state: AiUsageState
): ReturnType< typeof setInterval > | null {
	return state.refetchTimer;
}

/**
 * Whether an upgrade is needed to go on.
 *
 * @param state Store state.
 * @return True when it is.
 */
export function getRequireUpgrade( state: AiUsageState ): boolean {
	return state.feature.requireUpgrade;
}

/**
 * Requests used, as counted against the limit of the tier.
 *
 * @param state Store state.
 * @return The count.
 */
export function getRequestsCount( state: AiUsageState ): number {
	return getUsage( state.feature ).count;
}

/**
 * Requests left before the limit of the tier.
 *
 * @param state Store state.
 * @return Requests left, never below 0.
 */
export function getRemainingRequests( state: AiUsageState ): number {
	return getUsage( state.feature ).remaining;
}

/**
 * Whether the site is over its request limit.
 *
 * @param state Store state.
 * @return True when over.
 */
export function isOverLimit( state: AiUsageState ): boolean {
	return state.feature.isOverLimit;
}

/**
 * Whether an AI feature is on: the site-wide switch and the feature's own.
 *
 * @param state Store state.
 * @param slug  Feature slug, e.g. `ai-assistant`, `ai-response-feedback`.
 * @return True when on.
 */
export function isFeatureEnabled( state: AiUsageState, slug: string ): boolean {
	return (
		state.feature.isEnabled &&
		state.feature.featuresControl[ slug ]?.enabled === true
	);
}
