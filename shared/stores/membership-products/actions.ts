/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '../../api/routes';
import { checkApiResponse } from '../../api/check-response';
import { getErrorMessage } from '../../api/error-message';
import {
	getCurrencyMinimum,
	isSupportedCurrency,
} from '../../currency/currency';
import { formatCurrency } from '../../currency/format';
import { getProductMessage } from './messages';
import type { ProductKind } from './messages';
import type {
	ApiState,
	MembershipAction,
	MembershipThunkArgs,
	NewsletterCategories,
	Product,
	ProductDraft,
	SubscriberCounts,
} from './types';

/**
 * Replaces the products a status call listed: with a type or an
 * editability, only the products of that kind, so that two blocks asking
 * for different kinds (donations, plans) do not drop each other's.
 *
 * @param products    Products.
 * @param productType 'all', 'donation' or 'plan'.
 * @param isEditable  Only editable (true) or fixed (false) products.
 * @return Action.
 */
export function setProducts(
	products: Product[],
	productType = 'all',
	isEditable?: boolean
): MembershipAction {
	return { type: 'SET_PRODUCTS', products, productType, isEditable };
}

/**
 * Sets the API state.
 *
 * @param apiState State.
 * @return Action.
 */
export function setApiState( apiState: ApiState ): MembershipAction {
	return { type: 'SET_API_STATE', apiState };
}

/**
 * Sets (or clears, with null) the error shown to the user.
 *
 * @param message Message.
 * @return Action.
 */
export function setError( message: string | null ): MembershipAction {
	return { type: 'SET_ERROR', message };
}

/**
 * Sets where Stripe is connected.
 *
 * @param connectUrl URL.
 * @return Action.
 */
export function setConnectUrl( connectUrl: string ): MembershipAction {
	return { type: 'SET_CONNECT_URL', connectUrl };
}

/**
 * Sets the subscriber counts.
 *
 * @param counts Counts.
 * @return Action.
 */
export function setSubscriberCounts(
	counts: SubscriberCounts
): MembershipAction {
	return { type: 'SET_SUBSCRIBER_COUNTS', counts };
}

/**
 * Sets the newsletter categories.
 *
 * @param newsletterCategories Categories.
 * @return Action.
 */
export function setNewsletterCategories(
	newsletterCategories: NewsletterCategories
): MembershipAction {
	return { type: 'SET_NEWSLETTER_CATEGORIES', newsletterCategories };
}

/**
 * Why a draft cannot be saved, checked before the call (the server checks
 * again): a name, a price, and at least the currency's minimum.
 *
 * @param draft The product.
 * @param kind  What the product is called where it is made.
 * @return The message, or null when it can be saved.
 */
export function validateProductDraft(
	draft: ProductDraft,
	kind: ProductKind = 'product'
): string | null {
	if ( ! draft.title.trim() ) {
		return getProductMessage( 'product requires a name', kind );
	}
	if (
		! isSupportedCurrency( draft.currency ) ||
		! Number.isFinite( draft.price ) ||
		draft.price <= 0
	) {
		return getProductMessage( 'product requires a valid price', kind );
	}
	const minimum = getCurrencyMinimum( draft.currency );
	if ( draft.price < minimum ) {
		return sprintf(
			/* translators: %s: the smallest price, such as $0.50. */
			__( 'Minimum allowed price is %s.', 'cairn' ),
			formatCurrency( minimum, draft.currency )
		);
	}
	return null;
}

/**
 * Saves a product on the site (and so on Stripe) and adds it to the store.
 * Throws with the reason when it fails: the server's, else "there was an
 * error when adding the product" in the kind's words.
 *
 * @param draft The product.
 * @param kind  What the product is called where it is made.
 * @return A thunk resolving to the saved product.
 */
export const saveProduct =
	( draft: ProductDraft, kind: ProductKind = 'product' ) =>
	async ( { dispatch }: MembershipThunkArgs ): Promise< Product > => {
		const invalid = validateProductDraft( draft, kind );
		if ( invalid ) {
			throw new Error( invalid );
		}
		let product: Product;
		try {
			product = checkApiResponse< Product >(
				await apiFetch( {
					path: ROUTES.membershipsProduct,
					method: 'POST',
					data: draft,
				} )
			);
		} catch ( error ) {
			throw new Error(
				getErrorMessage(
					error,
					getProductMessage(
						'there was an error when adding the product',
						kind
					)
				)
			);
		}
		dispatch( { type: 'ADD_PRODUCT', product } );
		return product;
	};
