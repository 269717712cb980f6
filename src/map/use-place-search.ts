/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { MAX_SUGGESTIONS, SEARCH_DEBOUNCE_MS } from './constants';
import type { GeocodeFeature } from './types';
import { geocodingUrl } from './utils';

/**
 * Asks Mapbox's geocoder for places (a GET with the public token, as the
 * browser's map does) and reads the answer.
 *
 * @param  base   API base URL.
 * @param  query  What was typed.
 * @param  token  Public token.
 * @param  signal Cancels the request.
 * @return At most 10 places.
 * @throws {Error} "Status text: message" when the geocoder refuses.
 */
export async function searchPlaces(
	base: string,
	query: string,
	token: string,
	signal?: AbortSignal
): Promise< GeocodeFeature[] > {
	const response = await fetch( geocodingUrl( base, query, token ), {
		signal,
		credentials: 'omit',
	} );
	const body = ( await response.json().catch( () => ( {} ) ) ) as {
		features?: GeocodeFeature[];
		message?: string;
	};
	if ( ! response.ok ) {
		throw new Error(
			sprintf(
				/* translators: 1: HTTP status text, 2: the map service's message. */
				__( '%1$s: %2$s', 'cairn' ),
				response.statusText || String( response.status ),
				body.message ?? ''
			)
		);
	}
	return ( body.features ?? [] ).slice( 0, MAX_SUGGESTIONS );
}

/** Finds places for a text (Mapbox's geocoder, or MapKit's search). */
export type PlaceSearcher = (
	query: string,
	signal: AbortSignal
) => Promise< GeocodeFeature[] >;

/** The search's state. */
export interface PlaceSearch {
	/** The suggestions for the latest text. */
	suggestions: GeocodeFeature[];
	/** Whether a search is running. */
	isSearching: boolean;
}

/**
 * Suggestions for typed text, 250 ms after the typing stops; an older
 * answer never replaces a newer one.
 *
 * @param search  Finds places.
 * @param query   What was typed.
 * @param onError Told of a failure (status text and message).
 * @return The suggestions.
 */
export function usePlaceSearch(
	search: PlaceSearcher,
	query: string,
	onError: ( message: string ) => void
): PlaceSearch {
	const [ suggestions, setSuggestions ] = useState< GeocodeFeature[] >( [] );
	const [ isSearching, setSearching ] = useState( false );
	const report = useRef( onError );
	report.current = onError;

	useEffect( () => {
		const text = query.trim();
		if ( ! text ) {
			setSuggestions( [] );
			return;
		}
		const controller = new AbortController();
		const timer = window.setTimeout( () => {
			setSearching( true );
			search( text, controller.signal )
				.then( ( found ) =>
					setSuggestions( found.slice( 0, MAX_SUGGESTIONS ) )
				)
				.catch( ( error: Error ) => {
					if ( ! controller.signal.aborted ) {
						setSuggestions( [] );
						report.current( error.message );
					}
				} )
				.finally( () => {
					if ( ! controller.signal.aborted ) {
						setSearching( false );
					}
				} );
		}, SEARCH_DEBOUNCE_MS );
		return () => {
			window.clearTimeout( timer );
			controller.abort();
		};
	}, [ search, query ] );

	return { suggestions, isSearching };
}
