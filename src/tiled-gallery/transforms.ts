/**
 * Transforms between the tiled gallery and core's gallery and image blocks.
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
import type { GalleryImage, LinkTo, TiledGalleryAttributes } from './types';

/** The attributes of core/image that a gallery image maps to. */
interface CoreImageAttributes extends Record< string, unknown > {
	id?: number;
	url?: string;
	alt?: string;
	href?: string;
	linkDestination?: string;
	width?: number | string;
	height?: number | string;
	/** HTML, or the editor's rich-text value (whose string is its HTML). */
	caption?: unknown;
}

/** The attributes of core/gallery (its older form kept images inline). */
interface CoreGalleryAttributes {
	images?: Array< GalleryImage & { fullUrl?: string } >;
	columns?: number;
	linkTo?: string;
	imageCrop?: boolean;
}

const NAME = 'cairn/tiled-gallery';

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
 * A tiled gallery holding the given images.
 *
 * @param images The images (those without a url are left out).
 * @param extra  Other attributes.
 * @return The block.
 */
function tiledGallery(
	images: Array< GalleryImage | undefined >,
	extra: Partial< TiledGalleryAttributes > = {}
): BlockInstance {
	const kept = images.filter( ( image ): image is GalleryImage =>
		Boolean( image?.url )
	);
	return createBlock( NAME, { ...extra, images: kept, ids: idsOf( kept ) } );
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

/**
 * A tiled gallery from image blocks (those without a url are left out).
 *
 * @param attributes The image blocks' attributes.
 * @return The gallery.
 */
export function fromImageBlocks(
	attributes: CoreImageAttributes[]
): BlockInstance {
	return tiledGallery( attributes.map( fromCoreImage ) );
}

/**
 * A tiled gallery from a core gallery: WordPress 5.9 on holds image blocks,
 * the older gallery its images inline.
 *
 * @param attributes  The gallery's attributes.
 * @param innerBlocks Its image blocks.
 * @return The tiled gallery.
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
				...image,
				url: image.url ?? image.fullUrl,
			} ) );
	const linkTo = [ 'media', 'attachment' ].includes( attributes.linkTo ?? '' )
		? ( attributes.linkTo as LinkTo )
		: 'none';
	return tiledGallery( images, {
		...( attributes.columns ? { columns: attributes.columns } : {} ),
		linkTo,
	} );
}

/**
 * A core gallery of image blocks from a tiled gallery.
 *
 * @param attributes The tiled gallery's attributes.
 * @return The core gallery.
 */
export function toCoreGallery(
	attributes: TiledGalleryAttributes
): BlockInstance {
	const { images, columns, linkTo, imageCrop } = attributes;
	return createBlock(
		'core/gallery',
		{
			...( columns ? { columns } : {} ),
			imageCrop,
			// Core's gallery has no gallery-wide custom link: each image keeps its own.
			linkTo: linkTo === 'custom' ? 'none' : linkTo,
		},
		images.map( ( image ) =>
			createBlock( 'core/image', toCoreImage( image, linkTo ) )
		)
	);
}

/**
 * Image blocks from a tiled gallery (an empty image block for none).
 *
 * @param attributes The tiled gallery's attributes.
 * @return The image blocks.
 */
export function toImageBlocks(
	attributes: TiledGalleryAttributes
): BlockInstance[] {
	const { images, linkTo } = attributes;
	return images.length
		? images.map( ( image ) =>
				createBlock( 'core/image', toCoreImage( image, linkTo ) )
			)
		: [ createBlock( 'core/image' ) ];
}

// The typings give a `from` transform the target block's attributes; it gets
// the source block's, hence the casts.
const transforms: {
	from: BlockTransform< TiledGalleryAttributes >[];
	to: BlockTransform[];
} = {
	from: [
		{
			type: 'block',
			isMultiBlock: true,
			blocks: [ 'core/image' ],
			isMatch: ( attributes ) =>
				( attributes as unknown as CoreImageAttributes[] ).some(
					( image ) => Boolean( image.url )
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
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/gallery' ],
			transform: ( attributes ) =>
				toCoreGallery( attributes as TiledGalleryAttributes ),
		},
		{
			type: 'block',
			blocks: [ 'core/image' ],
			transform: ( attributes ) =>
				toImageBlocks( attributes as TiledGalleryAttributes ),
		},
	],
};

export default transforms;
