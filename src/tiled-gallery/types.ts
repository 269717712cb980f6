/**
 * Internal dependencies
 */
import type { LayoutImage } from './layout';

/** Where an image links. */
export type LinkTo = 'attachment' | 'media' | 'none' | 'custom';

/** The image filters; none is the attribute left unset. */
export type ImageFilter =
	'black-and-white' | 'sepia' | '1977' | 'clarendon' | 'gingham';

/** One image of the gallery. */
export interface GalleryImage extends LayoutImage {
	alt?: string;
	height?: number | string;
	width?: number | string;
	/** The attachment's id; unset while an upload is under way. */
	id?: number | string;
	/** The attachment page. */
	link?: string;
	/** The image's own link when linkTo is custom. */
	customLink?: string;
	/** The full-size image. */
	url?: string;
	/** Its caption (HTML), shown under it; none when empty. */
	caption?: string;
}

/** The Tiled gallery block's attributes (block.json). */
export interface TiledGalleryAttributes extends Record< string, unknown > {
	align: string;
	className: string;
	/** Images per row (rectangular: on average); min(3, images) when unset. */
	columns?: number;
	columnWidths: unknown[];
	ids: Array< number | string >;
	imageFilter?: ImageFilter;
	images: GalleryImage[];
	imageCrop: boolean;
	linkTo: LinkTo;
	roundedCorners: number;
}
