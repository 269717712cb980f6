/**
 * Internal dependencies
 */
import { FREE_TIER_LIMIT, FREE_TIER_SLUG, TIER_VALUE_FREE } from './constants';
import type {
	AiFeatureControl,
	AiFeatureStatus,
	AiTier,
	AiUsagePeriod,
} from './types';

/**
 * The free tier: slug 'ai-assistant-tier-free', value 0, limit 20.
 */
export const FREE_TIER: Readonly< AiTier > = Object.freeze( {
	slug: FREE_TIER_SLUG,
	value: TIER_VALUE_FREE,
	limit: FREE_TIER_LIMIT,
} );

/**
 * The status assumed before the server answered: the free tier, nothing
 * used, and no feature switched on (surfaces appear once the server says so).
 */
export const DEFAULT_AI_FEATURE: Readonly< AiFeatureStatus > = Object.freeze( {
	hasFeature: true,
	isOverLimit: false,
	requestsCount: 0,
	requestsLimit: FREE_TIER_LIMIT,
	requireUpgrade: false,
	errorMessage: '',
	errorCode: '',
	upgradeType: 'default',
	upgradeUrl: '',
	usagePeriod: { currentStart: '', nextStart: '', requestsCount: 0 },
	currentTier: FREE_TIER,
	nextTier: null,
	tierPlansEnabled: true,
	costs: {},
	featuresControl: {},
	isEnabled: true,
	chromeAiTokens: [],
} );

type Raw = Record< string, unknown >;

const isRecord = ( value: unknown ): value is Raw =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

const toNumber = ( value: unknown, fallback: number ): number => {
	const number = Number( value );
	return value !== null && value !== '' && Number.isFinite( number )
		? number
		: fallback;
};

const toString = ( value: unknown, fallback = '' ): string =>
	typeof value === 'string' ? value : fallback;

const toBoolean = ( value: unknown, fallback: boolean ): boolean =>
	typeof value === 'boolean' ? value : fallback;

/**
 * Reads a tier object.
 *
 * @param raw      The server's tier.
 * @param fallback What to use when it is missing.
 * @return The tier.
 */
function mapTier( raw: unknown, fallback: AiTier ): AiTier {
	if ( ! isRecord( raw ) ) {
		return fallback;
	}
	const tier: AiTier = {
		slug: toString( raw.slug, fallback.slug ),
		value: toNumber( raw.value, fallback.value ),
		limit: toNumber( raw.limit, fallback.limit ),
	};
	if ( typeof raw[ 'readable-limit' ] === 'string' ) {
		tier.readableLimit = raw[ 'readable-limit' ];
	}
	return tier;
}

/**
 * Reads the server's AI feature status (dash-case keys) into the client's
 * camelCase shape, filling what is missing with the defaults.
 *
 * @param raw The `GET /cairn/v1/ai/assistant-feature` response.
 * @return The feature status.
 */
export function mapAiFeatureResponse( raw: unknown ): AiFeatureStatus {
	const data: Raw = isRecord( raw ) ? raw : {};
	const defaults = DEFAULT_AI_FEATURE;
	const period: Raw = isRecord( data[ 'usage-period' ] )
		? ( data[ 'usage-period' ] as Raw )
		: {};
	const usagePeriod: AiUsagePeriod = {
		currentStart: toString( period[ 'current-start' ] ),
		nextStart: toString( period[ 'next-start' ] ),
		requestsCount: toNumber( period[ 'requests-count' ], 0 ),
	};
	const nextTierRaw = data[ 'next-tier' ];
	const featuresControl: Record< string, AiFeatureControl > = {};
	if ( isRecord( data[ 'features-control' ] ) ) {
		for ( const [ slug, control ] of Object.entries(
			data[ 'features-control' ] as Raw
		) ) {
			if ( isRecord( control ) ) {
				featuresControl[ slug ] = {
					...control,
					enabled: control.enabled === true,
				};
			}
		}
	}
	const costs: Record< string, Record< string, number > > = {};
	if ( isRecord( data.costs ) ) {
		for ( const [ feature, entries ] of Object.entries( data.costs ) ) {
			if ( isRecord( entries ) ) {
				costs[ feature ] = {};
				for ( const [ name, cost ] of Object.entries( entries ) ) {
					costs[ feature ][ name ] = toNumber( cost, 0 );
				}
			}
		}
	}
	return {
		hasFeature: toBoolean( data[ 'has-feature' ], defaults.hasFeature ),
		isOverLimit: toBoolean( data[ 'is-over-limit' ], false ),
		requestsCount: toNumber( data[ 'requests-count' ], 0 ),
		requestsLimit: toNumber(
			data[ 'requests-limit' ],
			defaults.requestsLimit
		),
		requireUpgrade: toBoolean( data[ 'site-require-upgrade' ], false ),
		errorMessage: toString( data[ 'error-message' ] ),
		errorCode: toString( data[ 'error-code' ] ),
		upgradeType: data[ 'upgrade-type' ] === 'vip' ? 'vip' : 'default',
		upgradeUrl: toString( data[ 'upgrade-url' ] ),
		usagePeriod,
		currentTier: mapTier( data[ 'current-tier' ], FREE_TIER ),
		nextTier: isRecord( nextTierRaw )
			? mapTier( nextTierRaw, FREE_TIER )
			: null,
		tierPlansEnabled: toBoolean(
			data[ 'tier-plans-enabled' ],
			defaults.tierPlansEnabled
		),
		costs,
		featuresControl,
		isEnabled: toBoolean( data[ 'is-enabled' ], defaults.isEnabled ),
		chromeAiTokens: Array.isArray( data[ 'chrome-ai-tokens' ] )
			? ( data[ 'chrome-ai-tokens' ] as unknown[] ).filter(
					( token ): token is string =>
						typeof token === 'string' && token !== ''
				)
			: [],
	};
}
