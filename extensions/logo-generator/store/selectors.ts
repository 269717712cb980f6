/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	BusyFlag,
	ErrorSlot,
	LogoEntry,
	LogoState,
	LogoStyle,
	SiteDetails,
} from './types';

/**
 * The site the logos are for.
 *
 * @param state The state.
 * @return The site, or null before it is set.
 */
export function getSiteDetails( state: LogoState ): SiteDetails | null {
	return state.siteDetails;
}

/**
 * What a logo and an enhancement cost.
 *
 * @param state The state.
 * @return The costs.
 */
export function getCosts( state: LogoState ): LogoState[ 'costs' ] {
	return state.costs;
}

/**
 * The selected logo's index; -1 when none is.
 *
 * @param state The state.
 * @return The index.
 */
export function getSelectedLogoIndex( state: LogoState ): number {
	return state.selectedLogoIndex;
}

/**
 * Whether a step runs.
 *
 * @param state The state.
 * @param flag  The step's flag.
 * @return Whether it runs.
 */
export function getBusy( state: LogoState, flag: BusyFlag ): boolean {
	return state.busy[ flag ];
}

/**
 * The history, oldest first.
 *
 * @param state The state.
 * @return The logos.
 */
export function getLogos( state: LogoState ): LogoEntry[] {
	return state.history;
}

/**
 * The selected logo, if any.
 *
 * @param state The state.
 * @return The logo.
 */
export function getSelectedLogo( state: LogoState ): LogoEntry | null {
	return state.history[ state.selectedLogoIndex ] ?? null;
}

/**
 * Requests left this period.
 *
 * @param state The state.
 * @return How many.
 */
export function getRequestsRemaining( state: LogoState ): number {
	return Math.max( 0, state.requestsLimit - state.requestsCount );
}

/**
 * Why the generator needs an upgrade, or '': always on the
 * free tier (value 0), and when fewer requests are left than a logo costs.
 *
 * @param state The state.
 * @return The message, or ''.
 */
export function getUpgradeReason( state: LogoState ): string {
	if ( state.tierValue === 0 ) {
		return __(
			'Upgrade your AI to increase the amount of requests you can use in all AI-powered features.',
			'cairn'
		);
	}
	if ( getRequestsRemaining( state ) < state.costs.logo ) {
		return __(
			'Not enough requests left to generate a logo. Upgrade now to increase it.',
			'cairn'
		);
	}
	return '';
}

/**
 * Whether an upgrade is needed before generating.
 *
 * @param state The state.
 * @return Whether it is.
 */
export function getRequireUpgrade( state: LogoState ): boolean {
	return getUpgradeReason( state ) !== '';
}

/**
 * The styles, the default first and the automatic second.
 *
 * @param state The state.
 * @return The styles.
 */
export function getStyles( state: LogoState ): LogoStyle[] {
	return state.styles;
}

/**
 * An error slot's message.
 *
 * @param state The state.
 * @param slot  The slot.
 * @return The message, or null.
 */
export function getError( state: LogoState, slot: ErrorSlot ): string | null {
	return state.errors[ slot ];
}

/**
 * Whether any step runs.
 *
 * @param state The state.
 * @return Whether busy.
 */
export function isBusy( state: LogoState ): boolean {
	return Object.values( state.busy ).some( Boolean );
}
