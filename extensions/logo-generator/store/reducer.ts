/**
 * Internal dependencies
 */
import type { LogoAction } from './actions';
import {
	AUTO_STYLE,
	BUSY_FLAGS,
	DEFAULT_ENHANCE_COST,
	DEFAULT_LOGO_COST,
	DEFAULT_STYLE,
	ERROR_SLOTS,
} from './constants';
import { capHistory } from './cap-history';
import type { BusyFlag, ErrorSlot, LogoState, LogoStyle } from './types';

/** The store before anything is loaded. */
export const INITIAL_STATE: LogoState = {
	siteDetails: null,
	history: [],
	selectedLogoIndex: -1,
	requestsCount: 0,
	requestsLimit: 0,
	tierValue: 0,
	costs: { logo: DEFAULT_LOGO_COST, enhance: DEFAULT_ENHANCE_COST },
	styles: [],
	context: '',
	busy: Object.fromEntries(
		BUSY_FLAGS.map( ( flag ) => [ flag, false ] )
	) as Record< BusyFlag, boolean >,
	errors: Object.fromEntries(
		ERROR_SLOTS.map( ( slot ) => [ slot, null ] )
	) as Record< ErrorSlot, string | null >,
};

/**
 * The styles in the generator's order: the default first,
 * the automatic style second, then the others as the server lists them.
 *
 * @param styles The styles.
 * @return Ordered.
 */
export function orderStyles( styles: LogoStyle[] ): LogoStyle[] {
	const rank = ( style: LogoStyle ) =>
		// eslint-disable-next-line no-nested-ternary -- three ranks.
		style.value === DEFAULT_STYLE ? 0 : style.value === AUTO_STYLE ? 1 : 2;
	return styles
		.map( ( style, index ) => ( { style, index } ) )
		.sort(
			( a, b ) => rank( a.style ) - rank( b.style ) || a.index - b.index
		)
		.map( ( { style } ) => style );
}

/**
 * The logo store's reducer. Adding a logo appends it and selects it; the
 * history keeps the last 10 per site.
 *
 * @param state  The state.
 * @param action The action.
 * @return The new state.
 */
export default function reducer(
	state: LogoState = INITIAL_STATE,
	action: LogoAction
): LogoState {
	switch ( action.type ) {
		case 'SET_SITE_DETAILS':
			return { ...state, siteDetails: action.siteDetails };
		case 'SET_FEATURE':
			return {
				...state,
				requestsCount: action.feature.requestsCount,
				requestsLimit: action.feature.requestsLimit,
				tierValue: action.feature.tierValue,
				costs: {
					logo: action.feature.logoCost ?? DEFAULT_LOGO_COST,
					enhance: action.feature.enhanceCost ?? DEFAULT_ENHANCE_COST,
				},
				styles: orderStyles( action.feature.styles ?? [] ),
			};
		case 'INCREASE_REQUESTS_COUNT':
			return {
				...state,
				requestsCount: Math.max(
					0,
					state.requestsCount + action.amount
				),
			};
		case 'ADD_LOGO': {
			const history = capHistory( [ ...state.history, action.logo ] );
			return { ...state, history, selectedLogoIndex: history.length - 1 };
		}
		case 'UPDATE_SELECTED_LOGO':
			return {
				...state,
				history: state.history.map( ( logo, index ) =>
					index === state.selectedLogoIndex
						? {
								...logo,
								mediaId: action.mediaId,
								url: action.url,
								missing: false,
							}
						: logo
				),
			};
		case 'LOAD_HISTORY': {
			const history = capHistory( action.history );
			return { ...state, history, selectedLogoIndex: history.length - 1 };
		}
		case 'SELECT_LOGO':
			return action.index >= 0 && action.index < state.history.length
				? { ...state, selectedLogoIndex: action.index }
				: state;
		case 'RATE_LOGO':
		case 'MARK_MISSING':
			return {
				...state,
				history: state.history.map( ( logo, index ) => {
					if ( index !== action.index ) {
						return logo;
					}
					return action.type === 'RATE_LOGO'
						? { ...logo, rating: action.rating }
						: { ...logo, missing: true };
				} ),
			};
		case 'SET_CONTEXT':
			return { ...state, context: action.context };
		case 'SET_BUSY':
			return {
				...state,
				busy: { ...state.busy, [ action.flag ]: action.value },
			};
		case 'SET_ERROR':
			return {
				...state,
				errors: { ...state.errors, [ action.slot ]: action.message },
			};
		case 'FAIL_STEP':
			return {
				...state,
				requestsCount: Math.max(
					0,
					state.requestsCount - action.refund
				),
				errors: { ...state.errors, [ action.slot ]: action.message },
			};
	}
	return state;
}
