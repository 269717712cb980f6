/**
 * The transforms a gallery block shares with core's image and gallery
 * blocks: image blocks or a core gallery (WordPress 5.9 on holds image
 * blocks, the older gallery its images inline) become the block, and the
 * block becomes a core gallery of image blocks, or image blocks (an empty
 * one for none). Each block says how one image maps, and which it keeps.
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
import { idsOf } from './images';

/** The attributes of core/image that a gallery's image maps to and from. */
export interface CoreImageAttributes extends Record< string, unknown > {
	id?: number;
	url?: string;
	alt?: string;
	href?: string;
	linkDestination?: string;
	width?: number | string;
	height?: number | string;
	sizeSlug?: string;
	/** HTML, or the editor's rich-text value (whose string is its HTML). */
	caption?: unknown;
}

/** An image of core/gallery's older form, which kept its images inline. */
export interface InlineGalleryImage extends Record< string, unknown > {
	id?: number | string;
	url?: string;
	fullUrl?: string;
	alt?: string;
	caption?: string;
	link?: string;
}

/** The attributes of core/gallery that a gallery block reads. */
export interface CoreGalleryAttributes {
	images?: InlineGalleryImage[];
	columns?: number;
	linkTo?: string;
	imageCrop?: boolean;
	sizeSlug?: string;
}

/** A gallery block's attributes: its images and their ids at the least. */
export interface GalleryAttributes< Image > extends Record< string, unknown > {
	images: Image[];
}

/** How one gallery block maps its images to core's and back. */
export interface GalleryMapping<
	Image extends { id?: number | string },
	Attributes extends GalleryAttributes< Image >,
> {
	/** The block's name. */
	name: string;
	/** An image from core/image attributes; undefined when there is none. */
	fromCoreImage: ( attributes: CoreImageAttributes ) => Image | undefined;
	/** An image from an older core gallery's inline one. */
	fromInlineImage: ( image: InlineGalleryImage ) => Image;
	/** Whether the block keeps an image (one it cannot show is left out). */
	keeps: ( image: Image ) => boolean;
	/** What the block takes over from a core gallery besides its images. */
	fromCoreGalleryAttributes: (
		attributes: CoreGalleryAttributes
	) => Partial< Attributes >;
	/** The core/image attributes of one of the block's images. */
	toCoreImage: (
		image: Image,
		attributes: Attributes
	) => CoreImageAttributes;
	/** The core gallery's attributes for the block's. */
	toCoreGalleryAttributes: (
		attributes: Attributes
	) => Record< string, unknown >;
}

/** A gallery block's transforms, and the conversions they run. */
export interface GalleryTransforms<
	Attributes extends Record< string, unknown >,
> {
	/** The block holding the images it keeps, with other attributes. */
	block: (
		images: Array< unknown >,
		extra?: Partial< Attributes >
	) => BlockInstance;
	fromImageBlocks: ( attributes: CoreImageAttributes[] ) => BlockInstance;
	fromCoreGallery: (
		attributes: CoreGalleryAttributes,
		innerBlocks?: BlockInstance[]
	) => BlockInstance;
	toCoreGallery: ( attributes: Attributes ) => BlockInstance;
	toImageBlocks: ( attributes: Attributes ) => BlockInstance[];
	/** The block's `transforms` setting. */
	transforms: {
		from: BlockTransform< Attributes >[];
		to: BlockTransform[];
	};
}

/**
 * A gallery block's transforms with core's image and gallery blocks.
 *
 * @param mapping   How the block maps one image.
 * @param extraFrom Other blocks the block is made from.
 * @return The transforms and the conversions they run.
 */
export function galleryTransforms<
	Image extends { id?: number | string },
	Attributes extends GalleryAttributes< Image >,
>(
	mapping: GalleryMapping< Image, Attributes >,
	extraFrom: BlockTransform< Attributes >[] = []
): GalleryTransforms< Attributes > {
	const kept = ( image: Image | undefined ): image is Image =>
		image !== undefined && mapping.keeps( image );

	const block = (
		images: Array< Image | undefined >,
		extra: Partial< Attributes > = {}
	) => {
		const shown = images.filter( kept );
		return createBlock( mapping.name, {
			...extra,
			images: shown,
			ids: idsOf( shown ),
		} );
	};

	const fromImageBlocks = ( attributes: CoreImageAttributes[] ) =>
		block( attributes.map( mapping.fromCoreImage ) );

	const fromCoreGallery = (
		attributes: CoreGalleryAttributes,
		innerBlocks: BlockInstance[] = []
	) =>
		block(
			innerBlocks.length
				? innerBlocks
						.filter( ( inner ) => inner.name === 'core/image' )
						.map( ( inner ) =>
							mapping.fromCoreImage(
								inner.attributes as CoreImageAttributes
							)
						)
				: ( attributes.images ?? [] ).map( mapping.fromInlineImage ),
			mapping.fromCoreGalleryAttributes( attributes )
		);

	const imageBlocks = ( attributes: Attributes ) =>
		attributes.images.map( ( image ) =>
			createBlock(
				'core/image',
				mapping.toCoreImage( image, attributes )
			)
		);

	const toCoreGallery = ( attributes: Attributes ) =>
		createBlock(
			'core/gallery',
			mapping.toCoreGalleryAttributes( attributes ),
			imageBlocks( attributes )
		);

	const toImageBlocks = ( attributes: Attributes ) =>
		attributes.images.length
			? imageBlocks( attributes )
			: [ createBlock( 'core/image' ) ];

	// The typings give a `from` transform the target block's attributes; it
	// gets the source block's, hence the casts.
	return {
		block: block as GalleryTransforms< Attributes >[ 'block' ],
		fromImageBlocks,
		fromCoreGallery,
		toCoreGallery,
		toImageBlocks,
		transforms: {
			from: [
				{
					type: 'block',
					isMultiBlock: true,
					blocks: [ 'core/image' ],
					isMatch: ( attributes ) =>
						( attributes as unknown as CoreImageAttributes[] ).some(
							( image ) => kept( mapping.fromCoreImage( image ) )
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
				...extraFrom,
			],
			to: [
				{
					type: 'block',
					blocks: [ 'core/gallery' ],
					transform: ( attributes ) =>
						toCoreGallery( attributes as Attributes ),
				},
				{
					type: 'block',
					blocks: [ 'core/image' ],
					transform: ( attributes ) =>
						toImageBlocks( attributes as Attributes ),
				},
			],
		},
	};
}
