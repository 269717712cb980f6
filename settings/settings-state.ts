/**
 * Internal dependencies
 */
import {
	DEFAULT_AI_SETTINGS,
	SECRET_KEYS,
	SECRET_SET_MARKER,
	SERVICE_KEYS,
} from './constants';
import type {
	AiFeatureSlug,
	AiSettings,
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
	const services = Object.fromEntries(
		SERVICE_KEYS.map( ( key ) => [
			key,
			typeof stored[ key ] === 'string' ? stored[ key ] : '',
		] )
	) as ServiceSettings;
	// 'mapbox' and '' both mean Mapbox, the default: the page shows one choice.
	if ( services.map_provider === 'mapbox' ) {
		services.map_provider = '';
	}
	return services;
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
 * What to post: only the service values and secrets the user changed. The
 * server merges them into what is stored, so a save never touches a key the
 * page did not change (or does not know); a secret edit of '' removes the
 * stored one.
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
	const changed = Object.fromEntries(
		SERVICE_KEYS.filter(
			( key ) =>
				serviceEdits[ key ] !== undefined &&
				serviceEdits[ key ] !== services[ key ]
		).map( ( key ) => [ key, serviceEdits[ key ] as string ] )
	) as Partial< ServiceSettings >;
	if ( Object.keys( changed ).length ) {
		payload.cairn_services = changed;
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

/** The keys of `cairn_ai` that only a budget manager may change. */
export const BUDGET_KEYS = [
	'tier',
	'free_limit',
	'fair_usage_limit',
	'role_limits',
] as const;

/**
 * The AI settings of a settings response, defaults for what is missing.
 *
 * @param response Settings response.
 * @return The complete AI settings.
 */
export function readAiSettings( response: SettingsResponse ): AiSettings {
	const stored = response.cairn_ai ?? {};
	const features = { ...DEFAULT_AI_SETTINGS.features };
	for ( const slug of Object.keys( features ) as AiFeatureSlug[] ) {
		if ( typeof stored.features?.[ slug ] === 'boolean' ) {
			features[ slug ] = stored.features[ slug ];
		}
	}
	return {
		enabled:
			typeof stored.enabled === 'boolean'
				? stored.enabled
				: DEFAULT_AI_SETTINGS.enabled,
		features,
		tier:
			typeof stored.tier === 'string' && stored.tier
				? stored.tier
				: DEFAULT_AI_SETTINGS.tier,
		free_limit:
			typeof stored.free_limit === 'number'
				? stored.free_limit
				: DEFAULT_AI_SETTINGS.free_limit,
		fair_usage_limit:
			typeof stored.fair_usage_limit === 'number'
				? stored.fair_usage_limit
				: DEFAULT_AI_SETTINGS.fair_usage_limit,
		on_device:
			typeof stored.on_device === 'boolean'
				? stored.on_device
				: DEFAULT_AI_SETTINGS.on_device,
		summary_words:
			typeof stored.summary_words === 'number'
				? stored.summary_words
				: DEFAULT_AI_SETTINGS.summary_words,
		...( stored.role_limits && typeof stored.role_limits === 'object'
			? { role_limits: stored.role_limits }
			: {} ),
	};
}

/**
 * The AI keys the user changed: each switch that differs, and the budget
 * keys only for a user who may change them (the server ignores them from
 * anyone else).
 *
 * @param stored          Stored AI settings.
 * @param edits           The user's edits.
 * @param canManageBudget Whether the user may change the budget.
 * @return The changed keys, or null when nothing changed.
 */
export function buildAiPayload(
	stored: AiSettings,
	edits: Partial< AiSettings >,
	canManageBudget: boolean
): Partial< AiSettings > | null {
	const payload: Partial< AiSettings > = {};
	if ( edits.enabled !== undefined && edits.enabled !== stored.enabled ) {
		payload.enabled = edits.enabled;
	}
	const features = Object.fromEntries(
		Object.entries( edits.features ?? {} ).filter(
			( [ slug, value ] ) =>
				value !== stored.features[ slug as AiFeatureSlug ]
		)
	) as Partial< AiSettings[ 'features' ] >;
	if ( Object.keys( features ).length ) {
		payload.features = features as AiSettings[ 'features' ];
	}
	if (
		edits.on_device !== undefined &&
		edits.on_device !== stored.on_device
	) {
		payload.on_device = edits.on_device;
	}
	if (
		edits.summary_words !== undefined &&
		edits.summary_words !== stored.summary_words &&
		Number.isInteger( edits.summary_words ) &&
		edits.summary_words >= 10 &&
		edits.summary_words <= 300
	) {
		payload.summary_words = edits.summary_words;
	}
	if ( canManageBudget ) {
		if ( edits.tier !== undefined && edits.tier !== stored.tier ) {
			payload.tier = edits.tier;
		}
		for ( const key of [ 'free_limit', 'fair_usage_limit' ] as const ) {
			const value = edits[ key ];
			if (
				value !== undefined &&
				value !== stored[ key ] &&
				Number.isInteger( value ) &&
				value > 0
			) {
				payload[ key ] = value;
			}
		}
		const roles = edits.role_limits;
		if (
			roles &&
			JSON.stringify( roles ) !== JSON.stringify( stored.role_limits ) &&
			Object.values( roles ).every(
				( limit ) =>
					Number.isInteger( limit.hourly ) &&
					limit.hourly >= 0 &&
					Number.isInteger( limit.monthly ) &&
					limit.monthly >= 0
			)
		) {
			payload.role_limits = roles;
		}
	}
	return Object.keys( payload ).length ? payload : null;
}
