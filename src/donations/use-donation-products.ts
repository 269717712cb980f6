/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useDispatch } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import type { CurrencyCode } from '@cairn/shared/currency/types';
import { API_STATE_CONNECTED } from '@cairn/shared/stores/membership-products';
import type { Product } from '@cairn/shared/stores/membership-products/types';
import {
	getMissingChoices,
	getPlanAssignments,
	hasEveryDonationProduct,
} from './attribute-changes';
import { PRODUCTS_LOCK } from './constants';
import type { DonationsAttributes } from './types';
import { getTabs } from './utils';

/** Whether the products are being created, and why that failed if it did. */
export interface DonationProductsState {
	creating: boolean;
	createError: string | null;
}

/**
 * Once Stripe is connected, saves the block's choices (currency, amounts)
 * and points its tabs to the donation products of its currency, creating
 * them once when the site has none. Saving the post waits for them, and is
 * never left locked when the block goes away mid-request.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Sets the block's attributes.
 * @param apiState      The Stripe connection's state.
 * @param currency      The block's currency.
 * @param products      The site's donation products.
 * @return The creation's state.
 */
export function useDonationProducts(
	attributes: DonationsAttributes,
	setAttributes: ( attributes: Partial< DonationsAttributes > ) => void,
	apiState: string,
	currency: CurrencyCode,
	products: Product[]
): DonationProductsState {
	const [ creating, setCreating ] = useState( false );
	const [ createError, setCreateError ] = useState< string | null >( null );
	const requested = useRef( '' );
	const { lockPostSaving, unlockPostSaving } = useDispatch( editorStore );
	const tabs = getTabs();

	useEffect( () => {
		if ( apiState !== API_STATE_CONNECTED ) {
			return;
		}
		const next = getMissingChoices( attributes, currency, tabs );
		if ( Object.keys( next ).length ) {
			setAttributes( next );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ apiState, currency ] );

	useEffect( () => {
		if ( apiState !== API_STATE_CONNECTED ) {
			return;
		}
		// Both effects may run in one render: the assignment keeps the
		// amounts the other one writes.
		const assign = ( list: Product[] ) => {
			const next = getPlanAssignments( attributes, list, currency, tabs );
			if ( Object.keys( next ).length ) {
				setAttributes( next );
			}
		};
		if ( hasEveryDonationProduct( products, currency, tabs ) ) {
			assign( products );
			return;
		}
		if ( requested.current === currency ) {
			return;
		}
		requested.current = currency;
		setCreating( true );
		setCreateError( null );
		lockPostSaving( PRODUCTS_LOCK );
		apiFetch< { products?: Product[] } >( {
			path: ROUTES.membershipsProducts,
			method: 'POST',
			data: { type: 'donation', currency, is_editable: false },
		} )
			.then( ( response ) => assign( response.products ?? [] ) )
			.catch( ( failure: { message?: string } ) =>
				setCreateError(
					failure?.message ??
						__(
							'There was an error when adding the payment plan.',
							'cairn'
						)
				)
			)
			.finally( () => {
				setCreating( false );
				unlockPostSaving( PRODUCTS_LOCK );
			} );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ apiState, currency, products ] );

	useEffect(
		() => () => {
			unlockPostSaving( PRODUCTS_LOCK );
		},
		[ unlockPostSaving ]
	);

	return { creating, createError };
}
