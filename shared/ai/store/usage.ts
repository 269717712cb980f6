/**
 * Internal dependencies
 */
import { TIER_VALUE_FREE, TIER_VALUE_UNLIMITED } from './constants';
import type { AiFeatureStatus } from './types';

/**
 * The usage that counts against the limit: on the
 * free tier the request count against the requests limit; on the unlimited
 * tier the period's count against its own fixed (fair-usage) limit; on a
 * paid tier the period's count against the tier's limit.
 */
export interface AiUsage {
	/** Requests used. */
	count: number;
	/** Requests allowed. */
	limit: number;
	/** Requests left, never below 0. */
	remaining: number;
}

/**
 * The usage of a feature status.
 *
 * @param feature The feature status.
 * @return Count, limit and remaining requests.
 */
export function getUsage( feature: AiFeatureStatus ): AiUsage {
	const isFree = feature.currentTier.value === TIER_VALUE_FREE;
	const count = isFree
		? feature.requestsCount
		: feature.usagePeriod.requestsCount;
	const limit = isFree ? feature.requestsLimit : feature.currentTier.limit;
	return { count, limit, remaining: Math.max( 0, limit - count ) };
}

/**
 * Whether the usage reached the limit for the tier (free: the count reaches
 * the requests limit; unlimited: its own fixed limit; others: their limit).
 *
 * @param feature The feature status.
 * @return True when over the limit.
 */
export function computeIsOverLimit( feature: AiFeatureStatus ): boolean {
	const { count, limit } = getUsage( feature );
	return count >= limit;
}

/**
 * Whether the tier is the unlimited (fair-usage) one.
 *
 * @param feature The feature status.
 * @return True on the unlimited tier.
 */
export function isUnlimitedTier( feature: AiFeatureStatus ): boolean {
	return feature.currentTier.value === TIER_VALUE_UNLIMITED;
}
