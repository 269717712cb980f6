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
	ConnectionReport,
	SecretEdits,
	ServiceSettings,
	SettingsPayload,
	SettingsResponse,
	StripeWebhookState,
	TestedService,
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
 * Tests a service with the values entered on the page, saved or not.
 *
 * @param service  The service.
 * @param services Its service values as entered.
 * @param secrets  Its secrets as edited (an absent one is the stored one).
 * @return What worked and what did not.
 */
export async function testService(
	service: TestedService,
	services: Partial< ServiceSettings >,
	secrets: SecretEdits
): Promise< ConnectionReport > {
	const report = checkApiResponse< Partial< ConnectionReport > >(
		await apiFetch( {
			path: ROUTES.serviceTest( service ),
			method: 'POST',
			data: { services, secrets },
		} )
	);
	return {
		ok: report.ok === true,
		checks: Array.isArray( report.checks ) ? report.checks : [],
		...( Array.isArray( report.models )
			? {
					models: report.models.filter(
						( id ): id is string => typeof id === 'string'
					),
				}
			: {} ),
	};
}

/**
 * This site's Stripe webhook: its URL, events and state.
 *
 * @return The state.
 */
export async function fetchStripeWebhook(): Promise< StripeWebhookState > {
	return checkApiResponse< StripeWebhookState >(
		await apiFetch( { path: ROUTES.stripeWebhook } )
	);
}
