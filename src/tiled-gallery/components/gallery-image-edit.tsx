/**
 * WordPress dependencies
 */
import { RichText } from '@wordpress/block-editor';
import { Button, TextControl } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { chevronLeft, chevronRight, closeSmall } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { GalleryImage } from '../types';

/** Which of an image's buttons takes keyboard focus. */
export type FocusTarget = 'image' | 'backward' | 'forward';

interface Props {
	image: GalleryImage;
	/** A smaller copy of the image to show, once known. */
	preview?: string;
	index: number;
	count: number;
	isSelected: boolean;
	showCustomLink: boolean;
	/** A button to focus once rendered (after a move or a removal). */
	focus?: FocusTarget;
	onFocused: () => void;
	onSelect: () => void;
	onMoveBackward: () => void;
	onMoveForward: () => void;
	onRemove: () => void;
	onChangeCustomLink: ( url: string ) => void;
	onChangeCaption: ( caption: string ) => void;
}

/**
 * One image of the gallery in the editor: a button that selects it; once
 * selected, its move and remove buttons (moves that would pass an end are
 * disabled), its caption and, with Link To custom, its own link. A
 * caption shows whether or not the image is selected. After a move or a
 * removal the grid is laid out anew, so focus is put back on the button
 * the keyboard user was on (or on the image that took the removed one's
 * place).
 *
 * @param props The image and its handlers.
 * @return The image.
 */
export default function GalleryImageEdit( props: Props ) {
	const { image, index, count, isSelected, showCustomLink } = props;
	const isUploading = ! image.id && /^blob:/.test( image.url ?? '' );
	const refs = {
		image: useRef< HTMLButtonElement >( null ),
		backward: useRef< HTMLButtonElement >( null ),
		forward: useRef< HTMLButtonElement >( null ),
	};
	const { focus, onFocused } = props;
	useEffect( () => {
		if ( focus ) {
			refs[ focus ].current?.focus();
			onFocused();
		}
		// The refs object is new each render; its elements are what count.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ focus, index, isSelected ] );
	return (
		<figure
			className={ [
				'wp-block-cairn-tiled-gallery__item',
				isSelected ? 'is-selected' : '',
				isUploading ? 'is-transient' : '',
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			<button
				ref={ refs.image }
				type="button"
				className="wp-block-cairn-tiled-gallery__select"
				aria-pressed={ isSelected }
				aria-label={ sprintf(
					/* translators: 1: an image's position, 2: the number of images. */
					__( 'Image %1$d of %2$d in gallery', 'cairn' ),
					index + 1,
					count
				) }
				onClick={ props.onSelect }
			>
				<img
					src={ props.preview ?? image.url }
					alt={ image.alt ?? '' }
					width={ image.width }
					height={ image.height }
				/>
			</button>
			{ isSelected && (
				<div className="wp-block-cairn-tiled-gallery__item-controls">
					<Button
						ref={ refs.backward }
						size="small"
						icon={ chevronLeft }
						label={ __( 'Move image backward', 'cairn' ) }
						disabled={ index === 0 }
						accessibleWhenDisabled
						onClick={ props.onMoveBackward }
					/>
					<Button
						ref={ refs.forward }
						size="small"
						icon={ chevronRight }
						label={ __( 'Move image forward', 'cairn' ) }
						disabled={ index === count - 1 }
						accessibleWhenDisabled
						onClick={ props.onMoveForward }
					/>
					<Button
						size="small"
						icon={ closeSmall }
						label={ __( 'Remove image', 'cairn' ) }
						onClick={ props.onRemove }
					/>
				</div>
			) }
			{ ( isSelected || !! image.caption ) && (
				<RichText
					tagName="figcaption"
					className="wp-block-cairn-tiled-gallery__caption"
					aria-label={ __( 'Image caption text', 'cairn' ) }
					placeholder={ __( 'Add caption', 'cairn' ) }
					value={ image.caption ?? '' }
					onChange={ props.onChangeCaption }
				/>
			) }
			{ isSelected && showCustomLink && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					className="wp-block-cairn-tiled-gallery__custom-link"
					type="url"
					label={ __( 'Custom link', 'cairn' ) }
					value={ image.customLink ?? '' }
					onChange={ props.onChangeCustomLink }
				/>
			) }
		</figure>
	);
}
