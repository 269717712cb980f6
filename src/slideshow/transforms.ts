/**
 * Transforms between the slideshow and core's image and gallery blocks and
 * the tiled gallery: only images with both an id and a url
 * become slides; a gallery with none gives an empty slideshow.
 */

/**
 * WordPress dependencies
 */
import type { Block as BlockInstance } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import {
	galleryTransforms,
	type CoreImageAttributes,
} from '@cairn/shared/media/gallery-transforms';
import type { SlideshowAttributes, SlideshowImage } from './types';
import { aspectRatioOf } from './utils';

/** The tiled gallery's images. */
interface TiledGalleryAttributes {
	images?: Array< {
		id?: number | string;
		url?: string;
		alt?: string;
		link?: string;
		width?: number | string;
		height?: number | string;
		caption?: string;
	} >;
}

/**
 * A caption as a string of HTML (core/image keeps a rich-text value, which
 * turns into its HTML with String()).
 *
 * @param caption The caption.
 * @return Its HTML.
 */
function captionHtml( caption: unknown ): string {
	return caption === undefined || caption === null ? '' : String( caption );
}

/**
 * A slide from core/image attributes.
 *
 * @param attributes The image block's attributes.
 * @return The slide's image.
 */
export function fromCoreImage(
	attributes: CoreImageAttributes
): SlideshowImage {
	const image: SlideshowImage = {
		alt: attributes.alt ?? '',
		caption: captionHtml( attributes.caption ),
		id: attributes.id,
		url: attributes.url,
	};
	const ratio = aspectRatioOf( attributes.width, attributes.height );
	if ( ratio ) {
		image.aspectRatio = ratio;
	}
	return image;
}

/**
 * The core/image attributes of a slide.
 *
 * @param image    The slide's image.
 * @param sizeSlug The slideshow's image size.
 * @return The attributes.
 */
export function toCoreImage(
	image: SlideshowImage,
	sizeSlug?: string
): CoreImageAttributes {
	const attributes: CoreImageAttributes = {
		url: image.url,
		alt: image.alt ?? '',
	};
	const id = Number( image.id );
	if ( id > 0 ) {
		attributes.id = id;
	}
	if ( image.caption ) {
		attributes.caption = image.caption;
	}
	if ( sizeSlug ) {
		attributes.sizeSlug = sizeSlug;
	}
	return attributes;
}

/**
 * A slideshow from a tiled gallery.
 *
 * @param attributes The tiled gallery's attributes.
 * @return The slideshow.
 */
export function fromTiledGallery(
	attributes: TiledGalleryAttributes
): BlockInstance {
	return slideshow.block(
		( attributes.images ?? [] ).map( ( image ) => {
			const slide: SlideshowImage = {
				alt: image.alt ?? '',
				caption: image.caption ?? '',
				id: image.id,
				url: image.url,
			};
			if ( image.link ) {
				slide.link = image.link;
			}
			const ratio = aspectRatioOf( image.width, image.height );
			if ( ratio ) {
				slide.aspectRatio = ratio;
			}
			return slide;
		} )
	);
}

const slideshow = galleryTransforms< SlideshowImage, SlideshowAttributes >(
	{
		name: 'cairn/slideshow',
		fromCoreImage,
		fromInlineImage: ( image ) => ( {
			alt: image.alt ?? '',
			caption: image.caption ?? '',
			id: image.id,
			url: image.url ?? image.fullUrl,
			...( image.link ? { link: image.link } : {} ),
		} ),
		keeps: ( image ) => Boolean( image.id && image.url ),
		fromCoreGalleryAttributes: ( { sizeSlug } ) =>
			sizeSlug ? { sizeSlug } : {},
		toCoreImage: ( image, { sizeSlug } ) => toCoreImage( image, sizeSlug ),
		toCoreGalleryAttributes: ( { sizeSlug } ) =>
			sizeSlug ? { sizeSlug } : {},
	},
	[
		{
			type: 'block',
			blocks: [ 'cairn/tiled-gallery' ],
			transform: ( attributes ) =>
				fromTiledGallery(
					attributes as unknown as TiledGalleryAttributes
				),
		},
	]
);

export const {
	fromImageBlocks,
	fromCoreGallery,
	toCoreGallery,
	toImageBlocks,
} = slideshow;

export default slideshow.transforms;
