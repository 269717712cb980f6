/**
 * WordPress dependencies
 */
import { Button, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { chevronLeft, chevronRight, closeSmall } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { GalleryImage } from '../types';

interface Props {
	image: GalleryImage;
	index: number;
	count: number;
	isSelected: boolean;
	showCustomLink: boolean;
	onSelect: () => void;
	onMoveBackward: () => void;
	onMoveForward: () => void;
	onRemove: () => void;
	onChangeCustomLink: ( url: string ) => void;
}

/**
 * One image of the gallery in the editor: a button that selects it; once
 * selected, its move and remove buttons (moves that would pass an end are
 * disabled) and, with Link To custom, its own link.
 *
 * @param props The image and its handlers.
 * @return The image.
 */
export default function GalleryImageEdit( props: Props ) {
	const { image, index, count, isSelected, showCustomLink } = props;
	const isUploading = ! image.id && /^blob:/.test( image.url ?? '' );
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
					src={ image.url }
					alt={ image.alt ?? '' }
					width={ image.width }
					height={ image.height }
				/>
			</button>
			{ isSelected && (
				<div className="wp-block-cairn-tiled-gallery__item-controls">
					<Button
						size="small"
						icon={ chevronLeft }
						label={ __( 'Move image backward', 'cairn' ) }
						disabled={ index === 0 }
						accessibleWhenDisabled
						onClick={ props.onMoveBackward }
					/>
					<Button
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
