/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Button,
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
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
import { MAX_DELAY, MIN_DELAY } from './constants';
import SlideStrip from './components/slide-strip';
import icon from './icon';
import type {
	SlideshowAttributes,
	SlideshowEffect,
	SlideshowImage,
} from './types';
import {
	aspectRatioOf,
	clampDelay,
	paginationType,
	pickSlide,
	slideshowShape,
	type SlideMediaItem,
} from './utils';

/** The editor settings' image sizes. */
interface ImageSize {
	slug: string;
	name: string;
}

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
	const { images, autoplay, delay, effect, sizeSlug } = attributes;
	const [ current, setCurrent ] = useState( 0 );
	const imageSizes = useSelect(
		( select ) =>
			(
				select( blockEditorStore ).getSettings() as {
					imageSizes?: ImageSize[];
				}
			 ).imageSizes ?? [],
		[]
	);
	const attachments = useAttachments( attributes.ids );
	const blockProps = useBlockProps();
	// The store's published types predate this action, which the store has
	// had since long before WordPress 6.8.
	const { __unstableMarkNextChangeAsNotPersistent: markNotPersistent } =
		useDispatch( blockEditorStore ) as unknown as {
			__unstableMarkNextChangeAsNotPersistent: () => void;
		};

	// Slides added without their shape (from core image blocks, by a
	// transform) take it from their attachment, so that the box is the
	// image's and not a 16:9 guess.
	useEffect( () => {
		const shaped = ( image: SlideshowImage ) => {
			const found = attachments[ Number( image.id ) ];
			const ratio =
				! image.aspectRatio &&
				aspectRatioOf( found?.width, found?.height );
			return ratio ? { ...image, aspectRatio: ratio } : image;
		};
		if ( images.some( ( image ) => shaped( image ) !== image ) ) {
			// Not an edit of the user's: no undo step, no unsaved change.
			markNotPersistent();
			setAttributes( { images: images.map( shaped ) } );
		}
		// Only once the attachments arrive.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ attachments ] );
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
			<InspectorControls>
				<PanelBody title={ __( 'Autoplay', 'cairn' ) }>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Autoplay', 'cairn' ) }
						help={ __(
							'Autoplay stays off for visitors who prefer reduced motion.',
							'cairn'
						) }
						checked={ autoplay }
						onChange={ ( value ) =>
							setAttributes( { autoplay: value } )
						}
					/>
					{ autoplay && (
						<RangeControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __(
								'Delay between transitions (in seconds)',
								'cairn'
							) }
							value={ clampDelay( delay ) }
							min={ MIN_DELAY }
							max={ MAX_DELAY }
							onChange={ ( value ) =>
								setAttributes( { delay: clampDelay( value ) } )
							}
						/>
					) }
				</PanelBody>
				<PanelBody title={ __( 'Effects', 'cairn' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Transition effect', 'cairn' ) }
						value={ effect }
						options={ [
							{ label: __( 'Slide', 'cairn' ), value: 'slide' },
							{ label: __( 'Fade', 'cairn' ), value: 'fade' },
						] }
						onChange={ ( value ) =>
							setAttributes( {
								effect: value as SlideshowEffect,
							} )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Image Settings', 'cairn' ) }>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Image size', 'cairn' ) }
						value={ sizeSlug ?? 'full' }
						options={ imageSizes.map( ( size ) => ( {
							label: size.name,
							value: size.slug,
						} ) ) }
						onChange={ setSize }
					/>
				</PanelBody>
			</InspectorControls>
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
