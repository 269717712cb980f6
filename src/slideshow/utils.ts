/**
 * The slideshow's rules (spec 001 §4, §9), pure so they are tested alone.
 */

/**
 * Internal dependencies
 */
import { pickImage, type MediaItem } from '@cairn/shared/media/images';
import {
	DEFAULT_DELAY,
	FALLBACK_HEIGHT,
	MAX_ASPECT_RATIO,
	MAX_BULLETS,
	MAX_DELAY,
	MAX_WINDOW_SHARE,
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
 * The slideshow's height: the first image's shape (slides share the
 * first's so the controls stay put), never wider than 16:9 and at most
 * 80 % of the window's height (600 px when that is unknown).
 *
 * @param images       The slides' images.
 * @param width        The slideshow's width in pixels.
 * @param windowHeight The window's height, if known.
 * @return The height in pixels.
 */
export function slideshowHeight(
	images: SlideshowImage[],
	width: number,
	windowHeight?: number
): number {
	const ratio = Number( images[ 0 ]?.aspectRatio );
	const shape =
		ratio > 0 ? Math.min( ratio, MAX_ASPECT_RATIO ) : MAX_ASPECT_RATIO;
	const limit =
		windowHeight && windowHeight > 0
			? windowHeight * MAX_WINDOW_SHARE
			: FALLBACK_HEIGHT;
	return Math.round( Math.min( width / shape, limit ) );
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
