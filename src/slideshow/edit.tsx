/**
 * WordPress dependencies
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	arrowLeft,
	arrowRight,
	chevronLeft,
	chevronRight,
	trash,
} from '@wordpress/icons';

/**
 * Internal dependencies
 */
import AddImages from '@cairn/shared/media/add-images';
import { idsOf, moveImage } from '@cairn/shared/media/images';
import ImagesPlaceholder from '@cairn/shared/media/images-placeholder';
import { useAttachments } from '@cairn/shared/media/use-attachments';
import { useImageUploads } from '@cairn/shared/media/use-image-uploads';
import SlideStrip from './components/slide-strip';
import SlideshowSettings from './components/slideshow-settings';
import icon from './icon';
import type { SlideshowAttributes, SlideshowImage } from './types';
import { useSlideShapes } from './use-slide-shapes';
import {
	paginationType,
	pickSlide,
	slideshowShape,
	type SlideMediaItem,
} from './utils';

/**
 * The Slideshow editor: a media placeholder while empty; then a static
 * preview of one slide at a time, in the box visitors get (the first
 * image's shape), with previous/next (Swiper is for the visitor's page: the
 * editor loads none), its caption editable, buttons that move it backward
 * or forward and remove it, and a strip of every slide to go to; 'Upload an
 * image' and the media library add slides. The sidebar holds Autoplay with
 * its delay, Effects and Image Settings.
 *
 * @param props Block edit props.
 * @return The editor view.
 */
export default function SlideshowEdit(
	props: BlockEditProps< SlideshowAttributes >
) {
	const { attributes, setAttributes, isSelected } = props;
	const { images, sizeSlug } = attributes;
	const [ current, setCurrent ] = useState( 0 );
	const attachments = useAttachments( attributes.ids );
	const blockProps = useBlockProps();
	useSlideShapes( images, attachments, setAttributes );
	const count = images.length;
	const shown = Math.min( current, Math.max( 0, count - 1 ) );

	// The preview stays on a slide that exists.
	useEffect( () => {
		if ( current !== shown ) {
			setCurrent( shown );
		}
	}, [ current, shown ] );

	const { uploadFiles, selectMedia } = useImageUploads( {
		images,
		pick: ( media: SlideMediaItem ) => pickSlide( media, sizeSlug ),
		onChange: setAttributes,
	} );

	const setSize = ( slug: string ) => {
		// Each slide takes its attachment's image at that size (the full
		// image when it has none).
		setAttributes( {
			sizeSlug: slug,
			images: images.map( ( image ) => {
				const sizes = attachments[ Number( image.id ) ]?.sizes;
				const url = sizes?.[ slug ] ?? sizes?.full;
				return url ? { ...image, url } : image;
			} ),
		} );
	};

	if ( ! count ) {
		return (
			<div { ...blockProps }>
				<ImagesPlaceholder
					icon={ icon }
					label={ __( 'Slideshow', 'cairn' ) }
					onFiles={ uploadFiles }
					onSelect={ selectMedia }
				/>
			</div>
		);
	}

	const image = images[ shown ];
	const change = ( next: SlideshowImage[], show: number ) => {
		// The ids follow the slides' order.
		setAttributes( { images: next, ids: idsOf( next ) } );
		setCurrent( show );
	};
	const remove = () =>
		change(
			images.filter( ( _, at ) => at !== shown ),
			Math.max( 0, shown - 1 )
		);
	const move = ( step: -1 | 1 ) =>
		change( moveImage( images, shown, step ), shown + step );

	return (
		<div { ...blockProps }>
			<SlideshowSettings
				attributes={ attributes }
				setAttributes={ setAttributes }
				onSize={ setSize }
			/>
			<div className="wp-block-cairn-slideshow__preview">
				<figure
					style={ {
						aspectRatio: String(
							slideshowShape( images[ 0 ]?.aspectRatio )
						),
					} }
					className="wp-block-cairn-slideshow__slide"
					role="group"
					aria-label={ sprintf(
						/* translators: 1: the slide's number, 2: the number of slides. */
						__( '%1$d of %2$d', 'cairn' ),
						shown + 1,
						count
					) }
				>
					<img
						className="wp-block-cairn-slideshow__image"
						src={
							attachments[ Number( image.id ) ]?.preview ??
							image.url
						}
						alt={ image.alt ?? '' }
					/>
					<RichText
						tagName="figcaption"
						className="wp-block-cairn-slideshow__caption"
						placeholder={ __( 'Write caption…', 'cairn' ) }
						value={ image.caption ?? '' }
						onChange={ ( caption: string ) =>
							setAttributes( {
								images: images.map( ( item, at ) =>
									at === shown ? { ...item, caption } : item
								),
							} )
						}
					/>
				</figure>
				<div className="wp-block-cairn-slideshow__preview-controls">
					<Button
						icon={ chevronLeft }
						label={ __( 'Previous slide', 'cairn' ) }
						disabled={ shown === 0 }
						accessibleWhenDisabled
						onClick={ () => setCurrent( shown - 1 ) }
					/>
					<span>
						{ paginationType( count ) === 'bullets'
							? images.map( ( _, at ) =>
									at === shown ? '●' : '○'
								)
							: `${ shown + 1 } / ${ count }` }
					</span>
					<Button
						icon={ chevronRight }
						label={ __( 'Next slide', 'cairn' ) }
						disabled={ shown === count - 1 }
						accessibleWhenDisabled
						onClick={ () => setCurrent( shown + 1 ) }
					/>
				</div>
				{ isSelected && (
					<div className="wp-block-cairn-slideshow__slide-actions">
						<Button
							icon={ arrowLeft }
							label={ __( 'Move slide backward', 'cairn' ) }
							disabled={ shown === 0 }
							accessibleWhenDisabled
							onClick={ () => move( -1 ) }
						/>
						<Button
							icon={ arrowRight }
							label={ __( 'Move slide forward', 'cairn' ) }
							disabled={ shown === count - 1 }
							accessibleWhenDisabled
							onClick={ () => move( 1 ) }
						/>
						<Button
							icon={ trash }
							label={ __( 'Remove image', 'cairn' ) }
							isDestructive
							onClick={ remove }
						/>
					</div>
				) }
				{ isSelected && count > 1 && (
					<SlideStrip
						images={ images }
						current={ shown }
						previews={ attachments }
						onSelect={ setCurrent }
					/>
				) }
			</div>
			{ isSelected && (
				<AddImages
					className="wp-block-cairn-slideshow__add"
					onFiles={ uploadFiles }
					onSelect={ selectMedia }
				/>
			) }
		</div>
	);
}
