/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { getErrorMessage } from '@cairn/shared/api/error-message';
import type { Gif } from './types';
import { idFromGiphyUrl, parseGifInput } from './utils';

/** What the search hook gives the editor. */
export interface GifSearch {
	/** The GIFs of the last search. */
	results: Gif[];
	/** Whether a fetch is running. */
	isFetching: boolean;
	/** The last failure, or ''. */
	error: string;
	/** Runs what the text asks for; `onPick` gets the GIF of a pasted URL. */
	run: ( text: string ) => void;
}

/**
 * Fetches what the typed text asks for through Cairn (the Giphy key stays
 * on the server): a search, or the one GIF of a pasted Giphy URL (a gph.is
 * short link resolved first through resolve-redirect). One fetch at a time:
 * text that arrives during a fetch waits, and the latest runs when it ends.
 *
 * @param onPick Called with the GIF of a pasted URL.
 * @return The search state and its runner.
 */
export function useGifSearch( onPick: ( gif: Gif ) => void ): GifSearch {
	const [ results, setResults ] = useState< Gif[] >( [] );
	const [ isFetching, setFetching ] = useState( false );
	const [ error, setError ] = useState( '' );
	const fetching = useRef( false );
	const waiting = useRef< string | null >( null );
	const mounted = useRef( true );
	const pick = useRef( onPick );
	pick.current = onPick;

	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const fetchOne = useCallback( async ( text: string ): Promise< void > => {
		const input = parseGifInput( text );
		if ( input.kind === 'empty' ) {
			return;
		}
		if ( input.kind === 'refused' ) {
			throw new Error(
				__(
					'This is not a Giphy address. Paste a Giphy GIF link, or type a search term.',
					'cairn'
				)
			);
		}
		if ( input.kind === 'search' ) {
			const answer = await apiFetch< { data: Gif[] } >( {
				path: addQueryArgs( ROUTES.gifSearch, { q: input.term } ),
			} );
			if ( mounted.current ) {
				setResults( answer.data );
			}
			return;
		}
		let id = input.kind === 'id' ? input.id : '';
		if ( input.kind === 'short' ) {
			const resolved = await apiFetch< { status: number; url: string } >(
				{
					path: addQueryArgs( ROUTES.resolveRedirect, {
						url: input.url,
					} ),
				}
			);
			// The short link must lead to a Giphy GIF, whatever it redirected through.
			id = idFromGiphyUrl( resolved.url );
			if ( ! id ) {
				throw new Error(
					__(
						'This short link does not lead to a Giphy GIF.',
						'cairn'
					)
				);
			}
		}
		const answer = await apiFetch< { data: Gif } >( {
			path: ROUTES.gif( id ),
		} );
		if ( mounted.current ) {
			pick.current( answer.data );
		}
	}, [] );

	const run = useCallback(
		( text: string ) => {
			if ( ! text.trim() ) {
				return;
			}
			if ( fetching.current ) {
				waiting.current = text;
				return;
			}
			fetching.current = true;
			setFetching( true );
			setError( '' );
			fetchOne( text )
				.catch( ( failure: unknown ) => {
					if ( mounted.current ) {
						setError( getErrorMessage( failure ) );
					}
				} )
				.finally( () => {
					fetching.current = false;
					if ( ! mounted.current ) {
						return;
					}
					setFetching( false );
					const next = waiting.current;
					waiting.current = null;
					if ( next !== null && next !== text ) {
						run( next );
					}
				} );
		},
		[ fetchOne ]
	);

	return { results, isFetching, error, run };
}
