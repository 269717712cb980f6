/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from './store';
import type { AiFeatureStatus } from './store/types';

/**
 * What the AI surfaces read from the AI usage store.
 */
export interface UseAiFeature {
	/** The feature status (fetched on first use). */
	feature: AiFeatureStatus;
	/** Whether it is being fetched. */
	isRequesting: boolean;
	/** Why the last fetch failed, or null. */
	fetchError: string | null;
}

/**
 * Reads the AI feature status from the `cairn/ai-usage` store, fetching it
 * the first time.
 *
 * @return The status and the fetch state.
 */
export function useAiFeature(): UseAiFeature {
	return useSelect( ( select ) => {
		const selectors = select( store );
		return {
			feature: selectors.getAiFeature(),
			isRequesting: selectors.isRequestingAiFeature(),
			fetchError: selectors.getAiFeatureFetchError(),
		};
	}, [] );
}
