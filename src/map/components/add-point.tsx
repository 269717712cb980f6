/**
 * WordPress dependencies
 */
import { Popover, ToolbarButton } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { mapMarker } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { MapPoint } from '../types';
import type { PlaceSearcher } from '../use-place-search';
import LocationSearch from './location-search';

/** Props of the toolbar's 'Add a marker'. */
interface AddPointProps {
	/** Finds places. */
	search: PlaceSearcher;
	/** Adds a place. */
	onAddPoint: ( point: MapPoint ) => void;
	/** Told of a search failure. */
	onError: ( message: string ) => void;
}

/**
 * The toolbar's 'Add a marker': a popover with the place search, which
 * closes once a place is added.
 *
 * @param props Props.
 * @return The button and its popover.
 */
export default function AddPoint( props: AddPointProps ) {
	const { search, onAddPoint, onError } = props;
	const [ isOpen, setOpen ] = useState( false );
	return (
		<>
			<ToolbarButton
				icon={ mapMarker }
				label={ __( 'Add a marker', 'cairn' ) }
				aria-expanded={ isOpen }
				onClick={ () => setOpen( ! isOpen ) }
			/>
			{ isOpen && (
				<Popover
					className="wp-block-cairn-map__add-point"
					placement="bottom-start"
					onClose={ () => setOpen( false ) }
					focusOnMount={ false }
				>
					<LocationSearch
						search={ search }
						onError={ onError }
						onAddPoint={ ( point ) => {
							setOpen( false );
							onAddPoint( point );
						} }
					/>
				</Popover>
			) }
		</>
	);
}
