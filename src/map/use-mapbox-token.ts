/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { getErrorMessage } from '@cairn/shared/api/error-message';
import { getMapSettings } from './settings';
import type { MapBlockState, MapboxKeyResponse } from './types';

/** The Mapbox token as the block sees it. */
export interface MapboxToken {
	/** 0 loading, 1 needs a token, 2 ready. */
	state: MapBlockState;
	/** The public token, '' for none. */
	token: string;
	/** Whether the user may set it (administrators only). */
	canEdit: boolean;
	/** Whether a save or removal is running. */
	isSaving: boolean;
	/** The last failure, or ''. */
	error: string;
	/** Stores a token for the site. */
	save: ( token: string ) => Promise< void >;
	/** Removes the site's token. */
	remove: () => Promise< void >;
}

/**
 * The site's Mapbox token: administrators read and set it through
 * `/cairn/v1/service-api-keys/mapbox`; other users get the public token the
 * server printed (visitors of a map receive it too), and cannot change it.
 *
 * @param enabled Whether Mapbox draws this map (no request otherwise).
 * @return The token's state and its actions.
 */
export function useMapboxToken( enabled: boolean ): MapboxToken {
	const settings = useRef( getMapSettings() ).current;
	const canEdit = settings.canManageOptions;
	const [ token, setToken ] = useState( canEdit ? '' : settings.mapboxToken );
	const [ state, setState ] = useState< MapBlockState >(
		canEdit ? 0 : tokenState( settings.mapboxToken )
	);
	const [ isSaving, setSaving ] = useState( false );
	const [ error, setError ] = useState( '' );
	const mounted = useRef( true );

	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const apply = useCallback( ( answer: MapboxKeyResponse ) => {
		if ( ! mounted.current ) {
			return;
		}
		setToken( answer.service_api_key );
		setState( tokenState( answer.service_api_key ) );
		setError( '' );
	}, [] );

	useEffect( () => {
		if ( ! enabled || ! canEdit ) {
			return;
		}
		apiFetch< MapboxKeyResponse >( { path: ROUTES.mapboxKey } )
			.then( apply )
			.catch( ( failure: unknown ) => {
				if ( mounted.current ) {
					setError( getErrorMessage( failure ) );
					setState( 1 );
				}
			} );
	}, [ enabled, canEdit, apply ] );

	const send = useCallback(
		async ( method: 'POST' | 'DELETE', value?: string ) => {
			setSaving( true );
			setError( '' );
			try {
				apply(
					await apiFetch< MapboxKeyResponse >( {
						path: ROUTES.mapboxKey,
						method,
						...( method === 'POST'
							? { data: { service_api_key: value } }
							: {} ),
					} )
				);
			} catch ( failure ) {
				if ( mounted.current ) {
					setError( getErrorMessage( failure ) );
				}
			} finally {
				if ( mounted.current ) {
					setSaving( false );
				}
			}
		},
		[ apply ]
	);

	return {
		state,
		token,
		canEdit,
		isSaving,
		error,
		save: useCallback(
			( value: string ) => send( 'POST', value ),
			[ send ]
		),
		remove: useCallback( () => send( 'DELETE' ), [ send ] ),
	};
}

/**
 * The block's state for a token.
 *
 * @param token The token, '' for none.
 * @return 2 with a token, 1 without.
 */
function tokenState( token: string ): MapBlockState {
	return token ? 2 : 1;
}
