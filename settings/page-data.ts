/**
 * Internal dependencies
 */
import type { AiSettingsPageData } from './types';

declare global {
	interface Window {
		/** Printed by the server before the settings script. */
		cairnAiSettingsData?: Partial< AiSettingsPageData >;
	}
}

/**
 * Reads `window.cairnAiSettingsData`; when absent the budget is read-only,
 * no tiers are known and no developer base URL is offered, so nothing is
 * offered that the server would refuse.
 *
 * @return The page data.
 */
export function getAiSettingsPageData(): AiSettingsPageData {
	const data: Partial< AiSettingsPageData > =
		( typeof window !== 'undefined' && window.cairnAiSettingsData ) || {};
	return {
		canManageBudget: data.canManageBudget === true,
		networkManaged: data.networkManaged === true,
		tiers: Array.isArray( data.tiers ) ? data.tiers : [],
		requestsCount:
			typeof data.requestsCount === 'number' ? data.requestsCount : 0,
		requestsLimit:
			typeof data.requestsLimit === 'number' ? data.requestsLimit : 0,
		usagePeriodNext:
			typeof data.usagePeriodNext === 'string'
				? data.usagePeriodNext
				: '',
		canSetDeveloperBaseUrls: data.canSetDeveloperBaseUrls === true,
	};
}
