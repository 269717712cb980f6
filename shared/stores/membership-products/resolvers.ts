/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '../../api/routes';
import { checkApiResponse } from '../../api/check-response';
import { getErrorMessage } from '../../api/error-message';
import {
	API_STATE_CONNECTED,
	API_STATE_ERROR,
	API_STATE_NOT_CONNECTED,
} from './constants';
import { showConnectionNotice } from './notices';
import {
	setApiState,
	setConnectUrl,
	setError,
	setNewsletterCategories,
	setProducts,
	setSubscriberCounts,
} from './actions';
import type {
	DefaultProductResponse,
	MembershipStatusResponse,
	MembershipThunkArgs,
	NewsletterCategories,
	SubscriberCountsResponse,
} from './types';

/**
 * Loads the products and the connection from the status call. On an error
 * the state is error, the connect URL is cleared and the message kept; a
 * connected site without products gets the default product.
 *
 * @param productType 'all', 'donation' or 'plan'.
 * @param isEditable  Only editable (true) or fixed (false) products.
 * @return Thunk.
 */
export const getProducts =
	( productType = 'all', isEditable?: boolean ) =>
	async ( thunk: MembershipThunkArgs ): Promise< void > => {
		const { dispatch } = thunk;
		let status: MembershipStatusResponse;
		try {
			status = checkApiResponse< MembershipStatusResponse >(
				await apiFetch( {
					path: addQueryArgs( ROUTES.membershipsStatus, {
						source: 'gutenberg',
						type: productType,
						...( isEditable === undefined
							? {}
							: { is_editable: isEditable } ),
					} ),
				} )
			);
		} catch ( error ) {
			dispatch( setApiState( API_STATE_ERROR ) );
			dispatch( setConnectUrl( '' ) );
			dispatch(
				setError(
					getErrorMessage(
						error,
						__( 'Unexpected API response', 'cairn' )
					)
				)
			);
			return;
		}
		const connected = !! status.connected_account_id;
		dispatch( {
			type: 'RECEIVE_STATUS',
			connectUrl: status.connect_url ?? '',
			siteSlug: status.site_slug ?? '',
			connectedAccountDefaultCurrency:
				status.connected_account_default_currency ?? '',
			connectNotice: status.notice ?? null,
		} );
		// Handed out once by the server: shown once, whichever call got it.
		showConnectionNotice( status.notice );
		dispatch(
			setProducts( status.products ?? [], productType, isEditable )
		);
		dispatch( setError( null ) );
		dispatch(
			setApiState(
				connected ? API_STATE_CONNECTED : API_STATE_NOT_CONNECTED
			)
		);
		if ( connected && ! status.products?.length ) {
			// The server makes the default plan once, however many blocks
			// and browser tabs ask at the same time.
			try {
				const made = checkApiResponse< DefaultProductResponse >(
					await apiFetch( {
						path: ROUTES.membershipsDefaultProduct,
						method: 'POST',
					} )
				);
				if ( made.product ) {
					dispatch( { type: 'ADD_PRODUCT', product: made.product } );
				}
			} catch ( error ) {
				dispatch(
					setError(
						getErrorMessage(
							error,
							__(
								'There was an error when adding the payment plan.',
								'cairn'
							)
						)
					)
				);
			}
		}
	};

/**
 * The connection fields come with the products: one call, once.
 *
 * @return Thunk.
 */
const withProducts =
	() =>
	async ( { resolveSelect }: MembershipThunkArgs ): Promise< void > => {
		await resolveSelect.getProducts();
	};

export const getApiState = withProducts;
export const isApiStateLoading = withProducts;
export const isApiStateConnected = withProducts;
export const getConnectUrl = withProducts;
export const getSiteSlug = withProducts;
export const getConnectedAccountDefaultCurrency = withProducts;
export const getConnectNotice = withProducts;

/**
 * Loads the subscriber counts (active subscribers and subscriptions).
 *
 * @return Thunk.
 */
export const getSubscriberCounts =
	() =>
	async ( { dispatch }: MembershipThunkArgs ): Promise< void > => {
		try {
			const { counts = {} } =
				checkApiResponse< SubscriberCountsResponse >(
					await apiFetch( {
						path: addQueryArgs( ROUTES.subscribersCounts, {
							subscriber_status: 'active',
							subscription_status: 'active',
						} ),
					} )
				);
			dispatch(
				setSubscriberCounts( {
					totalSubscribers: counts.total_subscribers ?? 0,
					socialFollowers: counts.social_followers ?? 0,
					emailSubscribers: counts.email_subscribers ?? 0,
					paidSubscribers: counts.paid_subscribers ?? 0,
				} )
			);
		} catch ( error ) {
			dispatch(
				setError(
					getErrorMessage(
						error,
						__( 'Unexpected API response', 'cairn' )
					)
				)
			);
		}
	};

/**
 * Loads the newsletter categories; a site without them keeps none.
 *
 * @return Thunk.
 */
export const getNewsletterCategories =
	() =>
	async ( { dispatch }: MembershipThunkArgs ): Promise< void > => {
		try {
			const response = checkApiResponse< {
				enabled?: boolean;
				newsletter_categories?: NewsletterCategories[ 'categories' ];
			} >( await apiFetch( { path: ROUTES.newsletterCategories } ) );
			dispatch(
				setNewsletterCategories( {
					enabled: response.enabled === true,
					categories: response.newsletter_categories ?? [],
				} )
			);
		} catch {
			// No newsletter on this site: no categories, nothing to show.
		}
	};
