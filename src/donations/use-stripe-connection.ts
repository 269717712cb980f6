/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	API_STATE_LOADING,
	store as membershipStore,
} from '@cairn/shared/stores/membership-products';
import type { Product } from '@cairn/shared/stores/membership-products/types';
import { STATUS_LOCK } from './constants';

/** What the block reads of the site's Stripe connection. */
export interface StripeConnection {
	/** The membership products store's API state. */
	apiState: string;
	/** Why the connection could not be loaded, if it could not. */
	error: string | null;
	/** Where an administrator sets Stripe up. */
	connectUrl: string;
	/** The Stripe account's default currency. */
	accountCurrency: string;
	/** The site's donation products. */
	products: Product[];
}

/**
 * The site's Stripe connection and donation products, from the membership
 * products store. Saving the post waits while the connection loads.
 *
 * @return The connection.
 */
export function useStripeConnection(): StripeConnection {
	const connection = useSelect( ( select ): StripeConnection => {
		const store = select( membershipStore );
		return {
			apiState: store.getApiState(),
			error: store.getError(),
			connectUrl: store.getConnectUrl(),
			accountCurrency: store.getConnectedAccountDefaultCurrency(),
			products: store.getProducts( 'donation' ) ?? [],
		};
	}, [] );
	const { apiState } = connection;
	const { lockPostSaving, unlockPostSaving } = useDispatch( editorStore );

	useEffect( () => {
		if ( apiState === API_STATE_LOADING ) {
			lockPostSaving( STATUS_LOCK );
		} else {
			unlockPostSaving( STATUS_LOCK );
		}
		return () => {
			unlockPostSaving( STATUS_LOCK );
		};
	}, [ apiState, lockPostSaving, unlockPostSaving ] );

	return connection;
}
