/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, isRTL } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Gif } from '../types';
import { nextResultIndex } from '../utils';

/** The results' props. */
interface GifResultsProps {
	/** The GIFs found. */
	results: Gif[];
	/** The id of the block's GIF, marked as selected. */
	selectedId: string;
	/** Called with the GIF the user chose. */
	onPick: ( gif: Gif ) => void;
}

/**
 * The GIFs found, as one listbox: Tab enters it once (on the chosen GIF,
 * else the first), the arrow keys, Home and End move between the results,
 * and Enter or Space picks the focused one.
 *
 * @param props            Props.
 * @param props.results    The GIFs found.
 * @param props.selectedId The block's GIF.
 * @param props.onPick     Picks a GIF.
 * @return The results, with Giphy's mark.
 */
export default function GifResults( {
	results,
	selectedId,
	onPick,
}: GifResultsProps ) {
	const selectedIndex = results.findIndex( ( gif ) => gif.id === selectedId );
	const [ active, setActive ] = useState( Math.max( 0, selectedIndex ) );
	const buttons = useRef< Array< HTMLButtonElement | null > >( [] );
	const current = Math.min( active, results.length - 1 );

	// A new search starts again on its chosen GIF, or its first.
	useEffect( () => {
		setActive( Math.max( 0, selectedIndex ) );
		// Only when the results change.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ results ] );

	const onKeyDown = ( event: React.KeyboardEvent< HTMLDivElement > ) => {
		const next = nextResultIndex(
			event.key,
			current,
			results.length,
			isRTL()
		);
		if ( next === null ) {
			return;
		}
		// The keys move the focus, never the page or the editor's selection.
		event.preventDefault();
		event.stopPropagation();
		setActive( next );
		buttons.current[ next ]?.focus();
	};

	return (
		<div className="wp-block-cairn-gif__results">
			<div
				className="wp-block-cairn-gif__thumbnails"
				role="listbox"
				aria-orientation="horizontal"
				aria-label={ __( 'GIFs found', 'cairn' ) }
				// Tab reaches the options themselves (one of them): the list
				// is focusable only as their container.
				tabIndex={ -1 }
				onKeyDown={ onKeyDown }
			>
				{ results.map( ( gif, index ) => {
					const thumb =
						gif.images.fixed_height_small ?? gif.images.original;
					return (
						<button
							key={ gif.id }
							ref={ ( element ) => {
								buttons.current[ index ] = element;
							} }
							type="button"
							role="option"
							aria-selected={ gif.id === selectedId }
							tabIndex={ index === current ? 0 : -1 }
							className="wp-block-cairn-gif__thumbnail"
							onFocus={ () => setActive( index ) }
							onClick={ () => onPick( gif ) }
						>
							<img
								src={ thumb.url }
								alt={ gif.title }
								width={ thumb.width }
								height={ thumb.height }
							/>
						</button>
					);
				} ) }
			</div>
			{ /* Giphy's terms ask for this mark wherever its search results show. */ }
			<p className="wp-block-cairn-gif__attribution">
				{ __( 'Powered by GIPHY', 'cairn' ) }
			</p>
		</div>
	);
}
