/**
 * Internal dependencies
 */
import type {
	BusyFlag,
	ErrorSlot,
	LogoEntry,
	LogoStyle,
	SiteDetails,
} from './types';

/**
 * Sets the site the logos are for.
 *
 * @param siteDetails The site.
 * @return The action.
 */
export function setSiteDetails( siteDetails: SiteDetails ) {
	return { type: 'SET_SITE_DETAILS' as const, siteDetails };
}

/**
 * Takes the feature status's figures: the count, the limit, the tier, the
 * costs and the styles.
 *
 * @param feature               The figures.
 * @param feature.requestsCount Requests counted.
 * @param feature.requestsLimit The limit.
 * @param feature.tierValue     The tier's value.
 * @param feature.logoCost      What a logo costs.
 * @param feature.enhanceCost   What an enhancement costs.
 * @param feature.styles        The styles offered.
 * @return The action.
 */
export function setFeature( feature: {
	requestsCount: number;
	requestsLimit: number;
	tierValue: number;
	logoCost?: number;
	enhanceCost?: number;
	styles?: LogoStyle[];
} ) {
	return { type: 'SET_FEATURE' as const, feature };
}

/**
 * Raises (or, with a negative amount, lowers) the request count: raised by
 * a logo's cost before it is generated, lowered again if it fails.
 *
 * @param amount Requests.
 * @return The action.
 */
export function increaseRequestsCount( amount: number ) {
	return { type: 'INCREASE_REQUESTS_COUNT' as const, amount };
}

/**
 * Appends a logo to the history and selects it.
 *
 * @param logo The logo.
 * @return The action.
 */
export function addLogoToHistory( logo: LogoEntry ) {
	return { type: 'ADD_LOGO' as const, logo };
}

/**
 * Replaces the selected logo's media id and URL once it is saved.
 *
 * @param mediaId The media library id.
 * @param url     Its URL.
 * @return The action.
 */
export function updateSelectedLogo( mediaId: number, url: string ) {
	return { type: 'UPDATE_SELECTED_LOGO' as const, mediaId, url };
}

/**
 * Loads a history and selects its last logo.
 *
 * @param history The history, oldest first.
 * @return The action.
 */
export function loadLogoHistory( history: LogoEntry[] ) {
	return { type: 'LOAD_HISTORY' as const, history };
}

/**
 * Selects a logo of the history.
 *
 * @param index Its index.
 * @return The action.
 */
export function setSelectedLogoIndex( index: number ) {
	return { type: 'SELECT_LOGO' as const, index };
}

/**
 * Rates a logo.
 *
 * @param index  Its index.
 * @param rating Thumbs up or down.
 * @return The action.
 */
export function rateLogo( index: number, rating: 'like' | 'dislike' ) {
	return { type: 'RATE_LOGO' as const, index, rating };
}

/**
 * Marks a logo whose media was deleted from the library.
 *
 * @param index Its index.
 * @return The action.
 */
export function markLogoMissing( index: number ) {
	return { type: 'MARK_MISSING' as const, index };
}

/**
 * Sets where the generator was opened from.
 *
 * @param context The context.
 * @return The action.
 */
export function setContext( context: string ) {
	return { type: 'SET_CONTEXT' as const, context };
}

/**
 * Sets or clears a busy flag.
 *
 * @param flag  The flag.
 * @param value Whether busy.
 * @return The action.
 */
export function setBusy( flag: BusyFlag, value: boolean ) {
	return { type: 'SET_BUSY' as const, flag, value };
}

/**
 * Fills or clears an error slot.
 *
 * @param slot    The slot.
 * @param message The message, or null.
 * @return The action.
 */
export function setError( slot: ErrorSlot, message: string | null ) {
	return { type: 'SET_ERROR' as const, slot, message };
}

/**
 * Records a failed step: its error slot is filled, and the
 * request it counted is taken back.
 *
 * @param slot    The step's slot.
 * @param message The message.
 * @param refund  Requests to take back (the step's cost).
 * @return The actions.
 */
export function failStep( slot: ErrorSlot, message: string, refund: number ) {
	return { type: 'FAIL_STEP' as const, slot, message, refund };
}

/** Every action of the store. */
export type LogoAction = ReturnType<
	| typeof setSiteDetails
	| typeof setFeature
	| typeof increaseRequestsCount
	| typeof addLogoToHistory
	| typeof updateSelectedLogo
	| typeof loadLogoHistory
	| typeof setSelectedLogoIndex
	| typeof rateLogo
	| typeof markLogoMissing
	| typeof setContext
	| typeof setBusy
	| typeof setError
	| typeof failStep
>;
