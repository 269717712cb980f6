/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { checkApiResponse } from '@cairn/shared/api/check-response';
import type { SettingsPayload, SettingsResponse } from './types';

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
