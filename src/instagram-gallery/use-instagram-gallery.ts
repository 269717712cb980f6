/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import type { InstagramGallery } from './types';
import { FETCH_COUNT, galleryLoadError } from './utils';

/** The linked account's posts, or why they could not be loaded. */
export interface InstagramGalleryState {
	/** The posts, once loaded. */
	gallery?: InstagramGallery;
	/** Why they could not be loaded; '' otherwise. */
	loadError: string;
	/** Loads them again. */
	retry: () => void;
}

/**
 * Loads the linked account's posts. A failed load (the service down, no
 * network, the connection gone from the site) never unlinks the account:
 * the block says what failed, and the owner chooses what to do.
 *
 * @param accessToken   The linked connection's id; '' for none.
 * @param instagramUser The linked account's user name (words the message).
 * @param configured    Whether Instagram is set up on the site.
 * @return The posts, the load's error and a retry.
 */
export function useInstagramGallery(
	accessToken: string,
	instagramUser: string,
	configured: boolean
): InstagramGalleryState {
	const [ gallery, setGallery ] = useState< InstagramGallery >();
	const [ loadError, setLoadError ] = useState( '' );
	const [ attempt, setAttempt ] = useState( 0 );

	useEffect( () => {
		setGallery( undefined );
		setLoadError( '' );
		if ( ! accessToken || ! configured ) {
			return;
		}
		let current = true;
		apiFetch< InstagramGallery >( {
			path: addQueryArgs( ROUTES.instagramGallery, {
				access_token: accessToken,
				count: FETCH_COUNT,
			} ),
		} ).then(
			( answer ) => current && setGallery( answer ),
			( reason: unknown ) =>
				current &&
				setLoadError( galleryLoadError( reason, instagramUser ) )
		);
		return () => {
			current = false;
		};
	}, [ accessToken, configured, attempt ] ); // eslint-disable-line react-hooks/exhaustive-deps -- the user name only words the message.

	const retry = useCallback( () => setAttempt( ( n ) => n + 1 ), [] );
	return { gallery, loadError, retry };
}
