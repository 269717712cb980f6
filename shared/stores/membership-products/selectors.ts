/**
 * WordPress dependencies
 */
import { createSelector } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type {
	ApiState,
	MembershipState,
	NewsletterCategories,
	Product,
	SubscriberCounts,
} from './types';

/**
 * The products; empty until the status call answered. With a type or an
 * editability, only those (the resolver asks the server the same). Memoized:
 * the same state and arguments give the same array, as useSelect expects.
 *
 * @param state       Store state.
 * @param productType 'all', 'donation' or 'plan'.
 * @param isEditable  Only editable (true) or fixed (false) products.
 * @return Products.
 */
export const getProducts = createSelector(
	(
		state: MembershipState,
		productType: string = 'all',
		isEditable?: boolean
	): Product[] =>
		productType === 'all' && isEditable === undefined
			? state.products
			: state.products.filter(
					( product ) =>
						( productType === 'all' ||
							product.type === productType ) &&
						( isEditable === undefined ||
							product.is_editable === isEditable )
				),
	( state: MembershipState ) => [ state.products ]
);

/**
 * One product by id.
 *
 * @param state Store state.
 * @param id    Product id.
 * @return The product, or undefined.
 */
export function getProduct(
	state: MembershipState,
	id: number
): Product | undefined {
	return state.products.find( ( product ) => product.id === id );
}

/**
 * Loading, connected, not connected or error.
 *
 * @param state Store state.
 * @return The API state.
 */
export function getApiState( state: MembershipState ): ApiState {
	return state.apiState;
}

/**
 * Whether the status call is still running.
 *
 * @param state Store state.
 * @return True while loading.
 */
export function isApiStateLoading( state: MembershipState ): boolean {
	return state.apiState === 'loading';
}

/**
 * Whether a Stripe account is connected.
 *
 * @param state Store state.
 * @return True when connected.
 */
export function isApiStateConnected( state: MembershipState ): boolean {
	return state.apiState === 'connected';
}

/**
 * Why the last call failed.
 *
 * @param state Store state.
 * @return The message, or null.
 */
export function getError( state: MembershipState ): string | null {
	return state.error;
}

/**
 * Where to connect Stripe ('' when connected, on error, or for users who
 * cannot set the keys).
 *
 * @param state Store state.
 * @return URL.
 */
export function getConnectUrl( state: MembershipState ): string {
	return state.connectUrl;
}

/**
 * The site's host.
 *
 * @param state Store state.
 * @return Host.
 */
export function getSiteSlug( state: MembershipState ): string {
	return state.siteSlug;
}

/**
 * The connected account's default currency ('' when not connected).
 *
 * @param state Store state.
 * @return Currency code.
 */
export function getConnectedAccountDefaultCurrency(
	state: MembershipState
): string {
	return state.connectedAccountDefaultCurrency;
}

/**
 * The notice to show once after the keys changed.
 *
 * @param state Store state.
 * @return 'connected', 'cancelled' or null.
 */
export function getConnectNotice(
	state: MembershipState
): 'connected' | 'cancelled' | null {
	return state.connectNotice;
}

/**
 * Subscriber counts.
 *
 * @param state Store state.
 * @return Counts.
 */
export function getSubscriberCounts(
	state: MembershipState
): SubscriberCounts {
	return state.subscriberCounts;
}

/**
 * Newsletter categories.
 *
 * @param state Store state.
 * @return Categories.
 */
export function getNewsletterCategories(
	state: MembershipState
): NewsletterCategories {
	return state.newsletterCategories;
}
