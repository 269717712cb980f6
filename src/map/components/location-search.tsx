/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SEARCH_FOCUS_DELAY_MS } from '../constants';
import { pointFromFeature } from '../points';
import type { MapPoint } from '../types';
import { usePlaceSearch, type PlaceSearcher } from '../use-place-search';

/** Props of the place search. */
interface LocationSearchProps {
	/** Finds places. */
	search: PlaceSearcher;
	/** Adds the chosen place. */
	onAddPoint: ( point: MapPoint ) => void;
	/** Told of a search failure. */
	onError: ( message: string ) => void;
}

/**
 * The search box of 'Add a marker': a combobox whose suggestions (at most
 * 10) follow the typing; Enter or a click adds the highlighted place. It
 * takes focus 50 ms after it appears, once its popover is placed.
 *
 * @param props Props.
 * @return The search box.
 */
export default function LocationSearch( props: LocationSearchProps ) {
	const { search, onAddPoint, onError } = props;
	const [ query, setQuery ] = useState( '' );
	const [ active, setActive ] = useState( 0 );
	const input = useRef< HTMLInputElement >( null );
	const id = useInstanceId( LocationSearch, 'cairn-map-search' );
	const { suggestions, isSearching } = usePlaceSearch(
		search,
		query,
		onError
	);

	useEffect( () => {
		const timer = window.setTimeout(
			() => input.current?.focus(),
			SEARCH_FOCUS_DELAY_MS
		);
		return () => window.clearTimeout( timer );
	}, [] );

	useEffect( () => setActive( 0 ), [ suggestions ] );

	const choose = ( index: number ) => {
		const feature = suggestions[ index ];
		if ( feature ) {
			onAddPoint( pointFromFeature( feature ) );
			setQuery( '' );
		}
	};

	const expanded = suggestions.length > 0;
	return (
		<div className="wp-block-cairn-map__search">
			<label className="screen-reader-text" htmlFor={ id }>
				{ __( 'Search for a place', 'cairn' ) }
			</label>
			<input
				ref={ input }
				id={ id }
				type="text"
				role="combobox"
				className="components-text-control__input"
				placeholder={ __( 'Add a marker…', 'cairn' ) }
				autoComplete="off"
				aria-autocomplete="list"
				aria-expanded={ expanded }
				aria-controls={ `${ id }-list` }
				aria-activedescendant={
					expanded ? `${ id }-${ active }` : undefined
				}
				value={ query }
				onChange={ ( event ) => setQuery( event.target.value ) }
				onKeyDown={ ( event ) => {
					if ( ! expanded ) {
						return;
					}
					if ( event.key === 'ArrowDown' ) {
						event.preventDefault();
						setActive( ( active + 1 ) % suggestions.length );
					} else if ( event.key === 'ArrowUp' ) {
						event.preventDefault();
						setActive(
							( active - 1 + suggestions.length ) %
								suggestions.length
						);
					} else if ( event.key === 'Enter' ) {
						event.preventDefault();
						choose( active );
					}
				} }
			/>
			{ isSearching && <Spinner /> }
			{ expanded && (
				<ul
					id={ `${ id }-list` }
					role="listbox"
					aria-label={ __( 'Places found', 'cairn' ) }
					className="wp-block-cairn-map__suggestions"
				>
					{ suggestions.map( ( feature, index ) => (
						// The combobox keeps focus and handles the keys; a
						// click picks an option as well.
						// eslint-disable-next-line jsx-a11y/click-events-have-key-events
						<li
							key={ feature.id }
							id={ `${ id }-${ index }` }
							role="option"
							aria-selected={ index === active }
							className={
								index === active ? 'is-active' : undefined
							}
							onMouseDown={ ( event ) => event.preventDefault() }
							onClick={ () => choose( index ) }
						>
							{ feature.place_name }
						</li>
					) ) }
				</ul>
			) }
		</div>
	);
}
