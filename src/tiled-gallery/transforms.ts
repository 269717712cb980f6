/**
 * Transforms between the tiled gallery and core's gallery and image blocks.
 */

/**
 * Internal dependencies
 */
import {
	galleryTransforms,
	type CoreImageAttributes,
} from '@cairn/shared/media/gallery-transforms';
import type { GalleryImage, LinkTo, TiledGalleryAttributes } from './types';

/**
 * A size in pixels from a core/image width or height ('300px', 300, '');
 * a display size, kept only to give the layout an aspect ratio until the
 * editor reads the attachment's own size.
 *
 * @param value The attribute.
 * @return The number, or undefined.
 */
function pixels( value: unknown ): number | undefined {
	const number = parseFloat( String( value ?? '' ) );
	return Number.isFinite( number ) && number > 0 ? number : undefined;
}

/**
 * A gallery image from core/image attributes; undefined without a url.
 *
 * @param attributes The image block's attributes.
 * @return The image.
 */
export function fromCoreImage(
	attributes: CoreImageAttributes
): GalleryImage | undefined {
	if ( ! attributes.url ) {
		return undefined;
	}
	const image: GalleryImage = {
		url: attributes.url,
		alt: attributes.alt ?? '',
	};
	if ( attributes.id ) {
		image.id = attributes.id;
	}
	const width = pixels( attributes.width );
	const height = pixels( attributes.height );
	if ( width && height ) {
		image.width = width;
		image.height = height;
	}
	if ( attributes.linkDestination === 'custom' && attributes.href ) {
		image.customLink = attributes.href;
	}
	if ( attributes.linkDestination === 'attachment' && attributes.href ) {
		image.link = attributes.href;
	}
	const caption = String( attributes.caption ?? '' );
	if ( caption !== '' ) {
		image.caption = caption;
	}
	return image;
}

/**
 * The core/image attributes of a gallery image.
 *
 * @param image  The image.
 * @param linkTo The gallery's Link To.
 * @return The attributes.
 */
export function toCoreImage(
	image: GalleryImage,
	linkTo: LinkTo
): CoreImageAttributes {
	const attributes: CoreImageAttributes = {
		url: image.url,
		alt: image.alt ?? '',
	};
	const id = Number( image.id );
	if ( id > 0 ) {
		attributes.id = id;
	}
	const href =
		( linkTo === 'media' && image.url ) ||
		( linkTo === 'attachment' && image.link ) ||
		( linkTo === 'custom' && image.customLink ) ||
		undefined;
	if ( href ) {
		attributes.href = href;
		attributes.linkDestination = linkTo;
	}
	if ( image.caption ) {
		attributes.caption = image.caption;
	}
	return attributes;
}

const tiledGallery = galleryTransforms< GalleryImage, TiledGalleryAttributes >(
	{
		name: 'cairn/tiled-gallery',
		fromCoreImage,
		fromInlineImage: ( image ) => ( {
			...image,
			url: image.url ?? image.fullUrl,
		} ),
		keeps: ( image ) => Boolean( image.url ),
		fromCoreGalleryAttributes: ( { columns, linkTo } ) => ( {
			...( columns ? { columns } : {} ),
			linkTo: [ 'media', 'attachment' ].includes( linkTo ?? '' )
				? ( linkTo as LinkTo )
				: 'none',
		} ),
		toCoreImage: ( image, { linkTo } ) => toCoreImage( image, linkTo ),
		toCoreGalleryAttributes: ( { columns, linkTo, imageCrop } ) => ( {
			...( columns ? { columns } : {} ),
			imageCrop,
			// Core's gallery has no gallery-wide custom link: each image keeps its own.
			linkTo: linkTo === 'custom' ? 'none' : linkTo,
		} ),
	}
);

export const {
	fromImageBlocks,
	fromCoreGallery,
	toCoreGallery,
	toImageBlocks,
} = tiledGallery;

export default tiledGallery.transforms;
