/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { checkApiResponse } from '@cairn/shared/api/check-response';
import type {
	ConnectionTestRow,
	SettingsPayload,
	SettingsResponse,
} from './types';

/**
 * Reads the site settings (Cairn's among them).
 *
 * @return The settings.
 */
export async function fetchSettings(): Promise< SettingsResponse > {
	return checkApiResponse< SettingsResponse >(
		await apiFetch( { path: ROUTES.siteSettings } )
	);
}

/**
 * Saves Cairn's settings and returns the settings as stored.
 *
 * @param payload What changed.
 * @return The settings after saving.
 */
export async function saveSettings(
	payload: SettingsPayload
): Promise< SettingsResponse > {
	return checkApiResponse< SettingsResponse >(
		await apiFetch( {
			path: ROUTES.siteSettings,
			method: 'POST',
			data: payload,
		} )
	);
}

/**
 * The models the saved AI base URL's server offers.
 *
 * @return Model ids, sorted.
 */
export async function fetchAiModels(): Promise< string[] > {
	const { models } = checkApiResponse< { models?: unknown } >(
		await apiFetch( { path: ROUTES.aiModels } )
	);
	return Array.isArray( models )
		? models.filter( ( id ): id is string => typeof id === 'string' )
		: [];
}

/**
 * Tests the saved AI settings: one tiny request per configured task.
 *
 * @return One row per task.
 */
export async function testAiConnection(): Promise< ConnectionTestRow[] > {
	const { results } = checkApiResponse< { results?: ConnectionTestRow[] } >(
		await apiFetch( { path: ROUTES.aiConnectionTest, method: 'POST' } )
	);
	return Array.isArray( results ) ? results : [];
}

export { errorMessage } from '@cairn/shared/api/error-message';
