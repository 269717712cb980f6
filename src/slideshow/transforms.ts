/**
 * Transforms between the slideshow and core's image and gallery blocks and
 * the tiled gallery: only images with both an id and a url
 * become slides; a gallery with none gives an empty slideshow.
 */

/**
 * WordPress dependencies
 */
import {
	createBlock,
	type Block as BlockInstance,
	type BlockTransform,
} from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { idsOf } from '@cairn/shared/media/images';
import type { SlideshowAttributes, SlideshowImage } from './types';
import { aspectRatioOf } from './utils';

/** The attributes of core/image a slide maps to. */
interface CoreImageAttributes extends Record< string, unknown > {
	id?: number;
	url?: string;
	alt?: string;
	caption?: unknown;
	width?: number | string;
	height?: number | string;
	sizeSlug?: string;
}

/** The attributes of core/gallery (its older form kept images inline). */
interface CoreGalleryAttributes {
	images?: Array< {
		id?: number | string;
		url?: string;
		fullUrl?: string;
		alt?: string;
		caption?: string;
		link?: string;
	} >;
	sizeSlug?: string;
}

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

const NAME = 'cairn/slideshow';

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
 * A slideshow of the images that have both an id and a url (empty when
 * none has).
 *
 * @param images The candidate images.
 * @param extra  Other attributes.
 * @return The block.
 */
export function slideshow(
	images: SlideshowImage[],
	extra: Partial< SlideshowAttributes > = {}
): BlockInstance {
	const kept = images.filter( ( image ) => Boolean( image.id && image.url ) );
	return createBlock( NAME, { ...extra, images: kept, ids: idsOf( kept ) } );
}

/**
 * A slideshow from image blocks.
 *
 * @param attributes The image blocks' attributes.
 * @return The slideshow.
 */
export function fromImageBlocks(
	attributes: CoreImageAttributes[]
): BlockInstance {
	return slideshow( attributes.map( fromCoreImage ) );
}

/**
 * A slideshow from a core gallery: WordPress 5.9 on holds image blocks, the
 * older gallery its images inline.
 *
 * @param attributes  The gallery's attributes.
 * @param innerBlocks Its image blocks.
 * @return The slideshow.
 */
export function fromCoreGallery(
	attributes: CoreGalleryAttributes,
	innerBlocks: BlockInstance[] = []
): BlockInstance {
	const images = innerBlocks.length
		? innerBlocks
				.filter( ( block ) => block.name === 'core/image' )
				.map( ( block ) =>
					fromCoreImage( block.attributes as CoreImageAttributes )
				)
		: ( attributes.images ?? [] ).map( ( image ) => ( {
				alt: image.alt ?? '',
				caption: image.caption ?? '',
				id: image.id,
				url: image.url ?? image.fullUrl,
				...( image.link ? { link: image.link } : {} ),
			} ) );
	return slideshow(
		images,
		attributes.sizeSlug ? { sizeSlug: attributes.sizeSlug } : {}
	);
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
	return slideshow(
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
 * A core gallery of image blocks from a slideshow.
 *
 * @param attributes The slideshow's attributes.
 * @return The core gallery.
 */
export function toCoreGallery(
	attributes: SlideshowAttributes
): BlockInstance {
	const { images, sizeSlug } = attributes;
	return createBlock(
		'core/gallery',
		sizeSlug ? { sizeSlug } : {},
		images.map( ( image ) =>
			createBlock( 'core/image', toCoreImage( image, sizeSlug ) )
		)
	);
}

/**
 * Image blocks from a slideshow (an empty image block for none).
 *
 * @param attributes The slideshow's attributes.
 * @return The image blocks.
 */
export function toImageBlocks(
	attributes: SlideshowAttributes
): BlockInstance[] {
	const { images, sizeSlug } = attributes;
	return images.length
		? images.map( ( image ) =>
				createBlock( 'core/image', toCoreImage( image, sizeSlug ) )
			)
		: [ createBlock( 'core/image' ) ];
}

// The typings give a `from` transform the target block's attributes; it gets
// the source block's, hence the casts.
const transforms: {
	from: BlockTransform< SlideshowAttributes >[];
	to: BlockTransform[];
} = {
	from: [
		{
			type: 'block',
			isMultiBlock: true,
			blocks: [ 'core/image' ],
			isMatch: ( attributes ) =>
				( attributes as unknown as CoreImageAttributes[] ).some(
					( image ) => Boolean( image.id && image.url )
				),
			transform: ( attributes ) =>
				fromImageBlocks(
					attributes as unknown as CoreImageAttributes[]
				),
		},
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			transform: ( attributes, innerBlocks ) =>
				fromCoreGallery(
					attributes as unknown as CoreGalleryAttributes,
					innerBlocks as BlockInstance[]
				),
		},
		{
			type: 'block',
			blocks: [ 'cairn/tiled-gallery' ],
			transform: ( attributes ) =>
				fromTiledGallery(
					attributes as unknown as TiledGalleryAttributes
				),
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			transform: ( attributes ) =>
				toCoreGallery( attributes as SlideshowAttributes ),
		},
		{
			type: 'block',
			blocks: [ 'core/image' ],
			transform: ( attributes ) =>
				toImageBlocks( attributes as SlideshowAttributes ),
		},
	],
};

export default transforms;
