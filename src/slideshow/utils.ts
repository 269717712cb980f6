/**
 * The slideshow's rules, pure so they are tested alone.
 */

/**
 * Internal dependencies
 */
import { pickImage, type MediaItem } from '@cairn/shared/media/images';
import {
	DEFAULT_DELAY,
	MAX_ASPECT_RATIO,
	MAX_BULLETS,
	MAX_DELAY,
	MIN_DELAY,
} from './constants';
import type { SlideshowImage } from './types';

/** A media item with its sizes, as the media library or the REST API gives them. */
export interface SlideMediaItem extends MediaItem {
	sizes?: Record< string, { url?: string } | undefined >;
	media_details?: MediaItem[ 'media_details' ] & {
		sizes?: Record< string, { source_url?: string } | undefined >;
	};
}

/**
 * The autoplay delay within 1–5 s (3 when unset or not a number).
 *
 * @param delay The delay in seconds.
 * @return The delay to use, in seconds.
 */
export function clampDelay( delay: unknown ): number {
	const seconds = Number( delay );
	if (
		delay === undefined ||
		delay === null ||
		! Number.isFinite( seconds )
	) {
		return DEFAULT_DELAY;
	}
	return Math.min( MAX_DELAY, Math.max( MIN_DELAY, seconds ) );
}

/**
 * The pagination: bullets for 5 slides or fewer, a count ("2 / 7") above.
 *
 * @param count The number of slides.
 * @return Swiper's pagination type.
 */
export function paginationType( count: number ): 'bullets' | 'fraction' {
	return count <= MAX_BULLETS ? 'bullets' : 'fraction';
}

/**
 * An image's width over height as the aspectRatio attribute keeps it.
 *
 * @param width  The width.
 * @param height The height.
 * @return The ratio, or undefined when unknown.
 */
export function aspectRatioOf(
	width: unknown,
	height: unknown
): string | undefined {
	const w = Number( width );
	const h = Number( height );
	return w > 0 && h > 0
		? String( Math.round( ( w / h ) * 1e4 ) / 1e4 )
		: undefined;
}

/**
 * The slideshow's shape, width over height: the first image's, never wider
 * than 16:9 (16:9 when its size is unknown). The server gives the box this
 * shape before any script runs, and Swiper starts in the same box, so the
 * page does not move when it does.
 *
 * @param ratio The first image's aspectRatio.
 * @return The shape.
 */
export function slideshowShape( ratio: unknown ): number {
	const value = Number( ratio );
	return value > 0 && Number.isFinite( value )
		? Math.min( value, MAX_ASPECT_RATIO )
		: MAX_ASPECT_RATIO;
}

/**
 * Where a key takes a carousel of `count` slides from slide `index`: the
 * arrow keys one slide back or forward (swapped in a right-to-left
 * language, wrapping round as the buttons do), Home and End to the first
 * and the last.
 *
 * @param key   The key's name (`KeyboardEvent.key`).
 * @param index The current slide.
 * @param count The number of slides.
 * @param isRTL Whether the slideshow reads right to left.
 * @return The slide to show, or null when the key is not a move.
 */
export function slideForKey(
	key: string,
	index: number,
	count: number,
	isRTL = false
): number | null {
	if ( count < 1 ) {
		return null;
	}
	const forward = isRTL ? 'ArrowLeft' : 'ArrowRight';
	const back = isRTL ? 'ArrowRight' : 'ArrowLeft';
	switch ( key ) {
		case forward:
			return ( index + 1 ) % count;
		case back:
			return ( index - 1 + count ) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return null;
	}
}

/**
 * A slide from a media-library item or uploaded attachment, at the chosen
 * size when the item has it.
 *
 * @param media    The item.
 * @param sizeSlug The image size (full when unset).
 * @return The slide's image.
 */
export function pickSlide(
	media: SlideMediaItem,
	sizeSlug?: string
): SlideshowImage {
	const picked = pickImage( media );
	const sized =
		( sizeSlug &&
			( media.sizes?.[ sizeSlug ]?.url ??
				media.media_details?.sizes?.[ sizeSlug ]?.source_url ) ) ||
		picked.url;
	const caption =
		typeof media.caption === 'string'
			? media.caption
			: ( media.caption?.raw ?? '' );
	const image: SlideshowImage = {
		alt: picked.alt ?? '',
		caption,
		url: sized ?? '',
	};
	if ( picked.id !== undefined ) {
		image.id = picked.id;
	}
	if ( picked.link ) {
		image.link = picked.link;
	}
	const ratio = aspectRatioOf( picked.width, picked.height );
	if ( ratio ) {
		image.aspectRatio = ratio;
	}
	return image;
}
