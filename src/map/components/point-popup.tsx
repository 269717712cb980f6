/**
 * WordPress dependencies
 */
import { Button, TextControl, TextareaControl } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { close } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { MapPoint } from '../types';

/** Props of the marker popup. */
interface PointPopupProps {
	/** The selected marker. */
	point: MapPoint;
	/** Commits the edits (on closing, or when another marker is selected). */
	onCommit: ( changes: Pick< MapPoint, 'title' | 'caption' > ) => void;
	/** Closes the popup. */
	onClose: () => void;
	/** Deletes the marker. */
	onDelete: () => void;
}

/**
 * The selected marker's popup: its title and caption are edited here and
 * committed when it is deselected (closed, or another marker selected);
 * 'Delete Marker' removes it.
 *
 * @param props Props.
 * @return The popup.
 */
export default function PointPopup( props: PointPopupProps ) {
	const { point, onCommit, onClose, onDelete } = props;
	const [ title, setTitle ] = useState( point.title );
	const [ caption, setCaption ] = useState( point.caption );
	// What to commit when the popup goes (deselection).
	const draft = useRef( { title, caption } );
	draft.current = { title, caption };
	const commit = useRef( onCommit );
	commit.current = onCommit;

	useEffect(
		() => () => {
			if (
				draft.current.title !== point.title ||
				draft.current.caption !== point.caption
			) {
				commit.current( draft.current );
			}
		},
		[ point ]
	);

	return (
		<div
			className="wp-block-cairn-map__popup"
			role="dialog"
			aria-label={ __( 'Marker', 'cairn' ) }
		>
			<Button
				className="wp-block-cairn-map__popup-close"
				icon={ close }
				size="small"
				label={ __( 'Close', 'cairn' ) }
				onClick={ onClose }
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Marker Title', 'cairn' ) }
				value={ title }
				onChange={ setTitle }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Marker Caption', 'cairn' ) }
				value={ caption }
				rows={ 2 }
				onChange={ setCaption }
			/>
			<Button variant="link" isDestructive onClick={ onDelete }>
				{ __( 'Delete Marker', 'cairn' ) }
			</Button>
		</div>
	);
}
