/**
 * Internal dependencies
 */
import type { AiUsageThunkArgs } from './types';

/**
 * Fetches the feature status the first time it is selected.
 *
 * @return Thunk.
 */
export const getAiFeature =
	() =>
	async ( { dispatch }: AiUsageThunkArgs ): Promise< void > => {
		await dispatch.fetchAiFeature();
	};

/**
 * The selectors below read the status: resolve it the same way, once.
 *
 * @return Thunk.
 */
const resolveFeature =
	() =>
	async ( { resolveSelect }: AiUsageThunkArgs ): Promise< void > => {
		await resolveSelect.getAiFeature();
	};

export const getRequireUpgrade = resolveFeature;
export const getRequestsCount = resolveFeature;
export const getRemainingRequests = resolveFeature;
export const isOverLimit = resolveFeature;
export const isFeatureEnabled = resolveFeature;
