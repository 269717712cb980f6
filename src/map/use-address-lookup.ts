/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { pointFromFeature } from './points';
import type { MapPoint } from './types';
import { searchPlaces } from './use-place-search';

/** The text shown when an address geocodes to nothing. */
export const ADDRESS_NOT_FOUND = (): string =>
	__(
		'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.',
		'cairn'
	);

/**
 * A block given an address (by a transform or a pattern) and no marker:
 * the address is geocoded once into the map's first marker; an address
 * that gives nothing leaves the default location and says so.
 *
 * @param options            What to look up.
 * @param options.address    The block's address.
 * @param options.hasPoints  Whether the map has markers already.
 * @param options.token      Mapbox's public token ('' when not ready).
 * @param options.apiBaseUrl Mapbox's API base URL.
 * @param options.onFound    Adds the marker and clears the address.
 * @param options.onError    Told what went wrong.
 */
export function useAddressLookup( {
	address,
	hasPoints,
	token,
	apiBaseUrl,
	onFound,
	onError,
}: {
	address: string;
	hasPoints: boolean;
	token: string;
	apiBaseUrl: string;
	onFound: ( point: MapPoint | null ) => void;
	onError: ( message: string ) => void;
} ): void {
	const latest = useRef( { onFound, onError } );
	latest.current = { onFound, onError };

	useEffect( () => {
		if ( ! address.trim() || hasPoints || ! token ) {
			return;
		}
		const controller = new AbortController();
		searchPlaces( apiBaseUrl, address, token, controller.signal )
			.then( ( [ first ] ) => {
				if ( first ) {
					latest.current.onFound( pointFromFeature( first ) );
				} else {
					latest.current.onFound( null );
					latest.current.onError( ADDRESS_NOT_FOUND() );
				}
			} )
			.catch( ( error: Error ) => {
				if ( ! controller.signal.aborted ) {
					latest.current.onError( error.message );
				}
			} );
		return () => controller.abort();
	}, [ address, hasPoints, token, apiBaseUrl ] );
}
