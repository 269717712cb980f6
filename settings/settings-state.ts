/**
 * Internal dependencies
 */
import { SECRET_KEYS, SECRET_SET_MARKER, SERVICE_KEYS } from './constants';
import type {
	SecretEdits,
	SecretStatus,
	ServiceSettings,
	SettingsPayload,
	SettingsResponse,
} from './types';

/**
 * The service values of a settings response, '' for any that is missing.
 *
 * @param response Settings response.
 * @return Every service value.
 */
export function readServices( response: SettingsResponse ): ServiceSettings {
	const stored = response.cairn_services ?? {};
	return Object.fromEntries(
		SERVICE_KEYS.map( ( key ) => [
			key,
			typeof stored[ key ] === 'string' ? stored[ key ] : '',
		] )
	) as ServiceSettings;
}

/**
 * Which secrets are stored. The server answers '' or the marker; anything
 * non-empty counts as stored so a value is never shown.
 *
 * @param response Settings response.
 * @return Per secret, whether one is stored.
 */
export function readSecretStatus( response: SettingsResponse ): SecretStatus {
	const stored = response.cairn_secrets ?? {};
	return Object.fromEntries(
		SECRET_KEYS.map( ( key ) => {
			const value = stored[ key ];
			return [
				key,
				value === SECRET_SET_MARKER ||
					( typeof value === 'string' && value !== '' ),
			];
		} )
	) as SecretStatus;
}

/**
 * What to post: all service values when any changed (the option is replaced
 * whole), and only the secrets the user changed ('' removes one; an absent
 * key keeps its stored value).
 *
 * @param services     Stored service values.
 * @param serviceEdits The user's service edits.
 * @param secretEdits  The user's secret edits.
 * @return The payload; empty when nothing changed.
 */
export function buildPayload(
	services: ServiceSettings,
	serviceEdits: Partial< ServiceSettings >,
	secretEdits: SecretEdits
): SettingsPayload {
	const payload: SettingsPayload = {};
	const servicesChanged = SERVICE_KEYS.some(
		( key ) =>
			serviceEdits[ key ] !== undefined &&
			serviceEdits[ key ] !== services[ key ]
	);
	if ( servicesChanged ) {
		payload.cairn_services = { ...services, ...serviceEdits };
	}
	const secrets = Object.fromEntries(
		Object.entries( secretEdits ).filter(
			( [ , value ] ) =>
				value !== undefined && value !== SECRET_SET_MARKER
		)
	) as SecretEdits;
	if ( Object.keys( secrets ).length ) {
		payload.cairn_secrets = secrets;
	}
	return payload;
}
