/**
 * Internal dependencies
 */
import { hashString } from '@cairn/shared/utils/string-hash';
import { COOKIE_MAX_AGE, COOKIE_NAME, MAX_TRACKED_PAGES } from './constants';
import type { VisitCounts } from './types';

/**
 * A short, cookie-safe key for a page: a 32-bit FNV-1a hash of its path in
 * base 36. Trailing slashes are ignored so `/a/` and `/a` count together; the
 * query string is not part of the path, so `?replytocom=…` counts too.
 *
 * @param pathname The page's path, e.g. `location.pathname`.
 * @return The page's key.
 */
export function pageKey( pathname: string ): string {
	return hashString( pathname.replace( /\/+$/, '' ) || '/' );
}

/**
 * Reads the counts from the cookie's value, `key.count_key.count…`. Malformed
 * entries are skipped, so a damaged cookie only loses what is damaged.
 *
 * @param value The cookie's value.
 * @return The counts, in the stored order.
 */
export function parseCounts( value: string ): VisitCounts {
	const counts: VisitCounts = [];
	for ( const entry of value.split( '_' ) ) {
		const match = /^([0-9a-z]{1,7})\.(\d{1,9})$/.exec( entry );
		if ( match && ! counts.some( ( [ key ] ) => key === match[ 1 ] ) ) {
			counts.push( [ match[ 1 ], Number( match[ 2 ] ) ] );
		}
	}
	return counts;
}

/**
 * Writes counts as the cookie's value, keeping the most recent pages only.
 *
 * @param counts The counts, most recent first.
 * @return The cookie's value.
 */
export function serializeCounts( counts: VisitCounts ): string {
	return counts
		.slice( 0, MAX_TRACKED_PAGES )
		.map( ( [ key, visits ] ) => `${ key }.${ visits }` )
		.join( '_' );
}

/**
 * The value of one cookie in a `document.cookie` string.
 *
 * @param cookies The `document.cookie` string.
 * @param name    The cookie's name.
 * @return Its value, or '' when it is not set.
 */
export function readCookie( cookies: string, name: string ): string {
	for ( const pair of cookies.split( ';' ) ) {
		const separator = pair.indexOf( '=' );
		if ( separator !== -1 && pair.slice( 0, separator ).trim() === name ) {
			return pair.slice( separator + 1 ).trim();
		}
	}
	return '';
}

/**
 * Adds a visit to the current page's count in the cookie.
 *
 * The cookie is first-party, set by the browser (never by PHP, so cached
 * pages stay the same for everyone), for the whole site (`path=/`) with one
 * count per page, for about a year, SameSite=Lax.
 *
 * @param doc      The document whose cookie holds the counts.
 * @param pathname The current page's path.
 * @return This visit's number: 1 on the first visit to the page.
 */
export function recordVisit(
	doc: Document = document,
	pathname: string = doc.location?.pathname ?? '/'
): number {
	const key = pageKey( pathname );
	const counts = parseCounts( readCookie( doc.cookie, COOKIE_NAME ) );
	const previous =
		counts.find( ( [ entryKey ] ) => entryKey === key )?.[ 1 ] ?? 0;
	const visit = previous + 1;
	const others = counts.filter( ( [ entryKey ] ) => entryKey !== key );
	const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
	doc.cookie = `${ COOKIE_NAME }=${ serializeCounts( [
		[ key, visit ],
		...others,
	] ) }; path=/; max-age=${ COOKIE_MAX_AGE }; SameSite=Lax${ secure }`;
	return visit;
}

let visitThisLoad: number | undefined;

/**
 * This page load's visit number, counted the first time it is asked for, so
 * a page with several Repeat visitor blocks counts one visit.
 *
 * @return This visit's number.
 */
export function countVisitOnce(): number {
	if ( visitThisLoad === undefined ) {
		visitThisLoad = recordVisit();
	}
	return visitThisLoad;
}
