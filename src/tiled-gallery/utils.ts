/**
 * The tiled gallery's rules, pure so they are tested alone.
 */

/**
 * Internal dependencies
 */
import { idsOf } from '@cairn/shared/media/images';
import { MAX_IMAGE_SIZE, MAX_ROUNDED_CORNERS } from './constants';
import type { LayoutStyle } from './layout';
import type { GalleryImage, LinkTo, TiledGalleryAttributes } from './types';

/**
 * Removes an image: columns are capped at the images left (at least 1).
 * The caller clears the selection.
 *
 * @param attributes The gallery's attributes.
 * @param index      The image to remove.
 * @return The attributes to set.
 */
export function removeImage(
	attributes: Pick< TiledGalleryAttributes, 'images' | 'columns' >,
	index: number
): Pick< TiledGalleryAttributes, 'images' | 'ids' | 'columns' > {
	const images = attributes.images.filter( ( _, at ) => at !== index );
	const { columns } = attributes;
	return {
		images,
		ids: idsOf( images ),
		columns:
			typeof columns === 'number'
				? Math.min( columns, Math.max( 1, images.length ) )
				: columns,
	};
}

/**
 * Rounded corners within 0–20 px.
 *
 * @param value The wanted radius.
 * @return The radius to keep.
 */
export function clampRoundedCorners( value: number | undefined ): number {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return 0;
	}
	return Math.min( MAX_ROUNDED_CORNERS, Math.max( 0, Math.round( value ) ) );
}

/**
 * Where an image links for the gallery's Link To setting.
 *
 * @param image  The image.
 * @param linkTo The setting.
 * @return The address, or undefined for no link.
 */
export function imageHref(
	image: GalleryImage,
	linkTo: LinkTo
): string | undefined {
	switch ( linkTo ) {
		case 'media':
			return image.url || undefined;
		case 'attachment':
			return image.link || undefined;
		case 'custom':
			return image.customLink || undefined;
		default:
			return undefined;
	}
}

/**
 * The gallery's classes for its filter and rounded corners (none for the
 * circle style, whose images are round already).
 *
 * @param attributes The gallery's attributes.
 * @param isCircle   Whether the style is circle.
 * @return The class names (may be empty).
 */
export function galleryClasses(
	attributes: Pick<
		TiledGalleryAttributes,
		'imageFilter' | 'roundedCorners'
	>,
	isCircle: boolean
): string[] {
	const classes: string[] = [];
	if ( attributes.imageFilter ) {
		classes.push( `has-filter-${ attributes.imageFilter }` );
	}
	const radius = clampRoundedCorners( attributes.roundedCorners );
	if ( radius > 0 && ! isCircle ) {
		classes.push( `has-rounded-corners-${ radius }` );
	}
	return classes;
}

/**
 * Whether a gallery shows whole images rather than square crops: "Crop
 * images" (the `imageCrop` attribute, on by default, as core's gallery has
 * it) turned off on square or circle tiles. Mosaic and column tiles keep
 * each image's shape, so nothing is cropped there either way.
 *
 * @param imageCrop The attribute.
 * @param style     The layout style.
 * @return Whether the tiles show whole images.
 */
export function isUncropped(
	imageCrop: boolean | undefined,
	style: LayoutStyle
): boolean {
	return imageCrop === false && ( style === 'square' || style === 'circle' );
}

/**
 * The `sizes` of an image that takes `basis` percent of the gallery's
 * width: that share of the viewport up to the widest layout, then that share
 * of it. WordPress adds the srcset from the attachment's own sizes (the
 * `wp-image-{id}` class), and for lazy images lets the browser use the real
 * width ("auto").
 *
 * @param basis The image's column width in percent of the gallery.
 * @return The sizes attribute.
 */
export function imageSizes( basis: number ): string {
	const share = Math.round( basis * 100 ) / 100;
	return `(max-width: ${ MAX_IMAGE_SIZE }px) ${ share }vw, ${ Math.round(
		( share * MAX_IMAGE_SIZE ) / 100
	) }px`;
}
