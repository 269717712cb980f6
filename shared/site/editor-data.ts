/**
 * Internal dependencies
 */
import { AI_FEATURE_SLUGS } from './ai-feature-slugs';
import type {
	AiFeatureSlug,
	CairnAiSwitches,
	CairnEditorData,
	CairnStages,
	Readiness,
	ReadinessName,
	ServiceName,
	Stage,
} from './types';

declare global {
	interface Window {
		/** Printed by the server before Cairn's editor script; read with getEditorData(). */
		cairnEditorData?: Partial<
			Omit< CairnEditorData, 'ai' > & {
				ai: Partial< CairnAiSwitches >;
				/** Read with getReadiness() (shared/site/readiness.ts), where it is needed. */
				readiness: Partial<
					Record< ReadinessName, Partial< Readiness > >
				>;
			}
		>;
	}
}

/**
 * The services Cairn knows, in the order the settings page shows them.
 */
export const SERVICE_NAMES: readonly ServiceName[] = [
	'ai',
	'stripe',
	'mapbox',
	'giphy',
	'mailchimp',
	'instagram',
];

export { AI_FEATURE_SLUGS };

/**
 * What the editor assumes when the server printed nothing: nothing
 * connected, not an administrator.
 */
export const DEFAULT_EDITOR_DATA: Readonly< CairnEditorData > = Object.freeze( {
	services: {
		ai: false,
		stripe: false,
		mapbox: false,
		giphy: false,
		mailchimp: false,
		instagram: false,
	},
	canManageOptions: false,
	settingsUrl: '',
	upgradeUrl: '',
	modules: {},
	ai: {
		enabled: false,
		features: {
			'ai-assistant': false,
			'ai-toolbar': false,
			'image-helpers': false,
			'voice-to-content': false,
			'logo-generator': false,
			'form-ai': false,
			'ai-response-feedback': false,
		},
		imageConsent: '' as const,
		imageRecipient: '',
		onDevice: false,
		summaryWords: 50,
	},
	siteLocale: '',
	siteId: 0,
	userId: 0,
	blocks: [],
	stages: { stages: {}, allowed: [ 'production' as const ], hidden: [] },
	paidBlocks: [],
	stripeNotice: '' as const,
} );

const STAGES: readonly Stage[] = [
	'production',
	'beta',
	'experimental',
	'no-post-editor',
];

/**
 * Whether a value is a known stage.
 *
 * @param value Anything.
 * @return True for a stage.
 */
function isStage( value: unknown ): value is Stage {
	return STAGES.includes( value as Stage );
}

/**
 * Reads the stages: anything malformed is left out, and with nothing allowed
 * only production is.
 *
 * @param value The server's value.
 * @return The stages.
 */
function readStages( value: Partial< CairnStages > | undefined ): CairnStages {
	const stages: Record< string, Stage > = {};
	if ( value?.stages && typeof value.stages === 'object' ) {
		for ( const [ name, stage ] of Object.entries( value.stages ) ) {
			if ( isStage( stage ) ) {
				stages[ name ] = stage;
			}
		}
	}
	const allowed = Array.isArray( value?.allowed )
		? value.allowed.filter( isStage )
		: [];
	const hidden = Array.isArray( value?.hidden )
		? value.hidden.filter(
				( name ): name is string => typeof name === 'string'
			)
		: [];
	return {
		stages,
		allowed: allowed.length ? allowed : [ 'production' ],
		hidden,
	};
}

/**
 * Reads the AI switches: anything absent or malformed counts as off, so no
 * AI surface appears unless the server said it may.
 *
 * @param ai The server's value.
 * @return The switches.
 */
function readAiSwitches( ai: Partial< CairnAiSwitches > | undefined ) {
	const enabled = ai?.enabled === true;
	const features = { ...DEFAULT_EDITOR_DATA.ai.features };
	for ( const slug of AI_FEATURE_SLUGS ) {
		features[ slug ] = enabled && ai?.features?.[ slug ] === true;
	}
	const imageConsent: CairnAiSwitches[ 'imageConsent' ] =
		ai?.imageConsent === 'allowed' || ai?.imageConsent === 'refused'
			? ai.imageConsent
			: '';
	const imageRecipient =
		typeof ai?.imageRecipient === 'string' ? ai.imageRecipient : '';
	const onDevice = enabled && ai?.onDevice === true;
	const summaryWords =
		typeof ai?.summaryWords === 'number' && ai.summaryWords > 0
			? ai.summaryWords
			: 50;
	return {
		enabled,
		features,
		imageConsent,
		imageRecipient,
		onDevice,
		summaryWords,
	};
}

/**
 * Reads `window.cairnEditorData`, filling what is absent or malformed with
 * the safe defaults. Read on each call so late server data is seen.
 *
 * @return The site data.
 */
export function getEditorData(): CairnEditorData {
	const data: NonNullable< Window[ 'cairnEditorData' ] > =
		( typeof window !== 'undefined' && window.cairnEditorData ) || {};
	const services = { ...DEFAULT_EDITOR_DATA.services };
	for ( const name of SERVICE_NAMES ) {
		services[ name ] = data.services?.[ name ] === true;
	}
	return {
		services,
		canManageOptions: data.canManageOptions === true,
		settingsUrl:
			typeof data.settingsUrl === 'string' ? data.settingsUrl : '',
		upgradeUrl: typeof data.upgradeUrl === 'string' ? data.upgradeUrl : '',
		modules:
			data.modules && typeof data.modules === 'object'
				? { ...data.modules }
				: {},
		ai: readAiSwitches( data.ai ),
		siteLocale: typeof data.siteLocale === 'string' ? data.siteLocale : '',
		siteId:
			typeof data.siteId === 'number' &&
			Number.isInteger( data.siteId ) &&
			data.siteId > 0
				? data.siteId
				: 0,
		userId:
			typeof data.userId === 'number' &&
			Number.isInteger( data.userId ) &&
			data.userId > 0
				? data.userId
				: 0,
		blocks: Array.isArray( data.blocks )
			? data.blocks.filter(
					( name ): name is string => typeof name === 'string'
				)
			: [],
		stages: readStages( data.stages ),
		paidBlocks: Array.isArray( data.paidBlocks )
			? data.paidBlocks.filter(
					( name ): name is string => typeof name === 'string'
				)
			: [],
		stripeNotice:
			data.stripeNotice === 'connected' ||
			data.stripeNotice === 'cancelled'
				? data.stripeNotice
				: '',
	};
}

/**
 * Whether an AI feature is on (the site-wide switch and its own).
 *
 * @param slug Feature slug.
 * @return True when the feature's surfaces may be shown.
 */
export function isAiFeatureEnabled( slug: AiFeatureSlug ): boolean {
	return getEditorData().ai.features[ slug ];
}

/**
 * Whether a service is configured in Settings → Cairn, which is what
 * "connected" means to a block.
 *
 * @param name Service name.
 * @return True when configured.
 */
export function isServiceConnected( name: ServiceName ): boolean {
	return getEditorData().services[ name ];
}

/**
 * Whether the current user can manage options (an administrator).
 *
 * @return True for an administrator.
 */
export function canManageOptions(): boolean {
	return getEditorData().canManageOptions;
}

/**
 * The id of a service's section on the settings page, e.g. `cairn-stripe`;
 * the settings page and the connect banner both use it.
 *
 * @param section A service name, or another section (`ads`, `modules`).
 * @return The element id.
 */
export function getSettingsSectionId( section: string ): string {
	return `cairn-${ section }`;
}

/**
 * The settings page URL, pointing at a section when one is given. Empty when
 * the server gave no settings URL.
 *
 * @param section Optional section (a service name, `ads`, `modules`).
 * @return The URL.
 */
export function getSettingsUrl( section?: string ): string {
	const { settingsUrl } = getEditorData();
	if ( ! settingsUrl ) {
		return '';
	}
	const base = settingsUrl.split( '#' )[ 0 ];
	return section ? `${ base }#${ getSettingsSectionId( section ) }` : base;
}
