/**
 * Internal dependencies
 */
import { API_STATE_LOADING } from './constants';
import type { MembershipAction, MembershipState, Product } from './types';

export const INITIAL_STATE: MembershipState = {
	products: [],
	apiState: API_STATE_LOADING,
	error: null,
	connectUrl: '',
	siteSlug: '',
	connectedAccountDefaultCurrency: '',
	connectNotice: null,
	subscriberCounts: {
		totalSubscribers: 0,
		socialFollowers: 0,
		emailSubscribers: 0,
		paidSubscribers: 0,
	},
	newsletterCategories: { enabled: false, categories: [] },
};

/**
 * The membership store's reducer.
 *
 * @param state  Current state.
 * @param action Action.
 * @return New state.
 */
export default function reducer(
	state: MembershipState = INITIAL_STATE,
	action: MembershipAction
): MembershipState {
	switch ( action.type ) {
		case 'SET_PRODUCTS': {
			const { productType = 'all', isEditable } = action;
			const listed = ( product: Product ) =>
				( productType === 'all' || product.type === productType ) &&
				( isEditable === undefined ||
					product.is_editable === isEditable );
			return {
				...state,
				products: [
					...state.products.filter(
						( product ) =>
							! listed( product ) &&
							! action.products.some(
								( item ) => item.id === product.id
							)
					),
					...action.products,
				],
			};
		}
		case 'ADD_PRODUCT':
			return {
				...state,
				products: [
					...state.products.filter(
						( product ) => product.id !== action.product.id
					),
					action.product,
				],
			};
		case 'SET_API_STATE':
			return { ...state, apiState: action.apiState };
		case 'SET_ERROR':
			return { ...state, error: action.message };
		case 'RECEIVE_STATUS':
			return {
				...state,
				connectUrl: action.connectUrl,
				siteSlug: action.siteSlug,
				connectedAccountDefaultCurrency:
					action.connectedAccountDefaultCurrency,
				connectNotice: action.connectNotice,
			};
		case 'SET_CONNECT_URL':
			return { ...state, connectUrl: action.connectUrl };
		case 'SET_SUBSCRIBER_COUNTS':
			return { ...state, subscriberCounts: action.counts };
		case 'SET_NEWSLETTER_CATEGORIES':
			return {
				...state,
				newsletterCategories: action.newsletterCategories,
			};
		default:
			return state;
	}
}
