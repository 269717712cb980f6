/**
 * Internal dependencies
 */
import { parsePlainUrl } from '@cairn/shared/utils/plain-url';
import type { GifInput } from './types';

/** Giphy's short-link host. */
export const SHORT_LINK_HOST = 'gph.is';

/** A Giphy GIF id: letters and digits. */
const ID = /^[A-Za-z0-9]{1,64}$/;

/** The paths of Giphy's gif, media and embed URLs, each with the id in group 1. */
const PATHS: readonly RegExp[] = [
	// https://giphy.com/gifs/cat-typing-{id}, https://giphy.com/gifs/{id}
	/^\/(?:gifs|stickers)\/(?:[^/]*-)?([A-Za-z0-9]+)\/?$/,
	// https://giphy.com/embed/{id}
	/^\/embed\/([A-Za-z0-9]+)\/?$/,
	// https://media.giphy.com/media/{id}/giphy.gif, …/media/v1.xyz/{id}/giphy.webp
	/^\/media\/(?:v1\.[^/]+\/)?([A-Za-z0-9]+)\/[^/]+$/,
	// https://i.giphy.com/{id}.gif
	/^\/([A-Za-z0-9]+)\.(?:gif|webp|mp4)$/,
];

/**
 * Whether a host is Giphy's: giphy.com or one of its direct subdomains
 * (media, media0–4, i, www). An IP literal never is.
 *
 * @param host Lower-case host name.
 * @return Whether it is Giphy's.
 */
export function isGiphyHost( host: string ): boolean {
	return host === 'giphy.com' || /^[a-z0-9-]+\.giphy\.com$/.test( host );
}

/**
 * The GIF id in a Giphy gif, media or embed URL.
 *
 * @param text URL.
 * @return The id, or '' when the URL is not one of Giphy's GIF URLs.
 */
export function idFromGiphyUrl( text: string ): string {
	const url = parsePlainUrl( text.trim() );
	if ( ! url || ! isGiphyHost( url.hostname ) ) {
		return '';
	}
	for ( const path of PATHS ) {
		const match = path.exec( url.pathname );
		if ( match && ID.test( match[ 1 ] ) ) {
			return match[ 1 ];
		}
	}
	return '';
}

/**
 * What the text typed in the placeholder asks for. Text with a scheme, or
 * starting with a Giphy host, is read as a URL: a Giphy gif, media or embed
 * URL gives an id; a gph.is short link is resolved first; any other URL is
 * refused (never searched for, never fetched). Anything else is a search term.
 *
 * @param text What was typed.
 * @return Its meaning.
 */
export function parseGifInput( text: string ): GifInput {
	const trimmed = text.trim();
	if ( ! trimmed ) {
		return { kind: 'empty' };
	}
	const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test( trimmed );
	const bareHost = /^(?:(?:[a-z0-9-]+\.)?giphy\.com|gph\.is)\//i.test(
		trimmed
	);
	if ( ! hasScheme && ! bareHost ) {
		return { kind: 'search', term: trimmed };
	}
	const url = parsePlainUrl( hasScheme ? trimmed : `https://${ trimmed }` );
	if ( ! url ) {
		return { kind: 'refused' };
	}
	if ( url.hostname === SHORT_LINK_HOST ) {
		if ( url.pathname.length < 2 ) {
			return { kind: 'refused' };
		}
		url.protocol = 'https:';
		return { kind: 'short', url: url.href };
	}
	const id = idFromGiphyUrl( url.href );
	return id ? { kind: 'id', id } : { kind: 'refused' };
}

/**
 * The space a GIF takes, as its height's share of its width, rounded down to
 * a tenth of a percent (a 16:9 GIF gives '56.2%', the default).
 *
 * @param width  Width.
 * @param height Height.
 * @return A CSS percentage.
 */
export function paddingTopFor( width: number, height: number ): string {
	if ( ! ( width > 0 ) || ! ( height > 0 ) ) {
		return '56.2%';
	}
	return `${ Math.floor( ( height / width ) * 1000 ) / 10 }%`;
}

/**
 * The embed URL saved for a GIF id.
 *
 * @param id GIF id.
 * @return The embed URL.
 */
export function embedUrlFor( id: string ): string {
	return `https://giphy.com/embed/${ id }`;
}

/**
 * Where a key moves the focus in the row of results: the arrow keys one
 * result back or forward (left and up back, right and down forward, and the
 * other way round in a right-to-left language), Home and End to the ends.
 * The ends stop the arrows rather than wrap.
 *
 * @param key   The key's name (`KeyboardEvent.key`).
 * @param index The focused result.
 * @param count The number of results.
 * @param isRTL Whether the page reads right to left.
 * @return The result to focus, or null when the key is not a move.
 */
export function nextResultIndex(
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
		case 'ArrowDown':
			return Math.min( count - 1, index + 1 );
		case back:
		case 'ArrowUp':
			return Math.max( 0, index - 1 );
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return null;
	}
}
