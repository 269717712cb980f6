/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { canManageOptions, getSettingsUrl } from './editor-data';
import { getServiceLabel } from './service-labels';
import type { Readiness, ReadinessName, ServiceName } from './types';

/**
 * What a feature may need, in the order the server lists them
 * (includes/class-service-readiness.php).
 */
export const READINESS_NAMES: readonly ReadinessName[] = [
	'ai-text',
	'ai-vision',
	'ai-image',
	'ai-audio',
	'stripe',
	'mailchimp',
	'maps',
	'giphy',
	'instagram',
	'ads',
];

/**
 * The settings section of a need, when the server named none.
 *
 * @param name What a feature needs.
 * @return The section.
 */
function defaultSection( name: ReadinessName ): string {
	if ( name.startsWith( 'ai-' ) ) {
		return 'ai';
	}
	return name === 'maps' ? 'mapbox' : name;
}

/**
 * Whether one need can run, as the server printed it in
 * `window.cairnEditorData.readiness` (read on each call). Anything absent or
 * malformed counts as not ready, so that no feature offers what it cannot
 * do. Read here rather than with the rest of the site data, so that the
 * editor's first script does not carry it: the features that ask load later.
 *
 * @param name What a feature needs.
 * @return Its readiness.
 */
export function getReadiness( name: ReadinessName ): Readiness {
	const entry =
		typeof window === 'undefined'
			? undefined
			: window.cairnEditorData?.readiness?.[ name ];
	const valid = entry && typeof entry === 'object';
	return {
		ready: valid ? entry.ready === true : false,
		section:
			valid && typeof entry.section === 'string' && entry.section
				? entry.section
				: defaultSection( name ),
		message:
			valid && typeof entry.message === 'string' ? entry.message : '',
	};
}

/**
 * What a feature that cannot run yet tells its user: administrators get
 * the settings to fill in and a link to their section; other users are
 * told to ask an administrator.
 */
export interface ServiceSetup {
	/** Whether the feature's service can run: nothing else is needed then. */
	ready: boolean;
	/** How the service is named inside a sentence ("Set up %s"). */
	label: string;
	/** For administrators, what to fill in, naming the settings; '' for others. */
	message: string;
	/** For administrators, the settings page at the service's section; '' for others. */
	settingsUrl: string;
	/** For other users, whom to ask about it; '' for administrators. */
	hint: string;
	/** One sentence for a control that stays disabled: the message, or whom to ask. */
	description: string;
}

/**
 * The need a service name stands for: the AI's text task, maps drawn by
 * either library.
 *
 * @param service A service or a need.
 * @return The need.
 */
export function toReadinessName(
	service: ServiceName | ReadinessName
): ReadinessName {
	if ( service === 'ai' ) {
		return 'ai-text';
	}
	return service === 'mapbox' ? 'maps' : service;
}

/**
 * How a need is named inside a sentence ("This block needs %s…",
 * "Set up %s").
 *
 * @param name What a feature needs.
 * @return The label.
 */
export function getReadinessLabel( name: ReadinessName ): string {
	switch ( name ) {
		case 'ai-text':
			return getServiceLabel( 'ai' );
		case 'ai-vision':
			/* translators: Fills "This block needs %s" and "Set up %s". */
			return __( 'an AI provider that reads images', 'cairn' );
		case 'ai-image':
			/* translators: Fills "This block needs %s" and "Set up %s". */
			return __( 'an AI provider that makes images', 'cairn' );
		case 'ai-audio':
			/* translators: Fills "This block needs %s" and "Set up %s". */
			return __( 'an AI provider that transcribes audio', 'cairn' );
		case 'maps':
			/* translators: Fills "This block needs %s" and "Set up %s". */
			return __( 'a map provider (Mapbox or Apple Maps)', 'cairn' );
		case 'ads':
			/* translators: Fills "This block needs %s" and "Set up %s". */
			return __( 'an ad network publisher ID', 'cairn' );
		default:
			return getServiceLabel( name );
	}
}

/**
 * Whether a need can run on this site.
 *
 * @param name What a feature needs.
 * @return True when it can.
 */
export function isReady( name: ReadinessName ): boolean {
	return getReadiness( name ).ready;
}

/**
 * What a feature that needs this tells its user, from the site data the
 * server printed (read on each call).
 *
 * @param need  What the feature needs (a service name stands for its need).
 * @param label How to name it in the texts. @default the service's or the need's label
 * @return The set-up texts and link.
 */
export function getServiceSetup(
	need: ServiceName | ReadinessName,
	label?: string
): ServiceSetup {
	const name = toReadinessName( need );
	const { ready, section, message } = getReadiness( name );
	// A service named as such keeps its own name ("Mapbox"); a need its label.
	const named =
		label ??
		( need === 'ai' || need === 'mapbox'
			? getServiceLabel( need )
			: getReadinessLabel( name ) );
	const isAdmin = canManageOptions();
	const hint = isAdmin
		? ''
		: sprintf(
				/* translators: %s: a service, e.g. "Stripe" or "an AI provider". */
				__(
					'Ask a site administrator to set up %s in Settings → Cairn.',
					'cairn'
				),
				named
			);
	const adminMessage = isAdmin && ! ready ? message : '';
	return {
		ready,
		label: named,
		message: adminMessage,
		settingsUrl: isAdmin ? getSettingsUrl( section ) : '',
		// Kept when ready: a banner shown because the service refused the
		// settings still tells other users whom to ask.
		hint,
		description: ready ? '' : adminMessage || hint,
	};
}
