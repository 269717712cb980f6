/**
 * The public calendar parser: what a user pastes — the calendar's
 * public URL, its embed code, or a link with `cid` — becomes the one embed
 * URL Cairn stores, or nothing. Pure; the server runs the same rules
 * (includes/blocks/class-google-calendar.php) before anything is saved or
 * rendered, and both are tested against the same cases.
 *
 * A pasted snippet is only read for its iframe's src, width and height: it
 * is never stored or printed.
 */

/** The calendar's host; every URL Cairn stores is on it. */
export const CALENDAR_HOST = 'calendar.google.com';

/** Longest input read: a real embed code is well under this. */
export const MAX_INPUT_LENGTH = 4000;

export interface ParsedCalendar {
	/** `https://calendar.google.com/calendar/embed?…` */
	url: string;
	width?: number;
	height?: number;
}

/** Hosts the calendar has been served from; all are stored as CALENDAR_HOST. */
const HOSTS = [ 'calendar.google.com', 'www.google.com', 'google.com' ];

/** `/calendar/embed`, optionally for one signed-in account (`/u/0`, `/b/1`). */
const EMBED_PATH = /^\/calendar\/(?:(?:u|b)\/\d{1,2}\/)?embed\/?$/;

/** A calendar page (`/calendar`, `/calendar/u/0/r`, …) where a `cid` link points. */
const CID_PATH = /^\/calendar(?:\/(?:u|b)\/\d{1,2})?(?:\/r)?\/?$/;

/** One iframe element and nothing else, as the service's embed code is. */
const IFRAME = /^<iframe\b([^<>]*)>\s*(?:<\/iframe\s*>)?$/i;

/** One attribute of a tag: name, then a quoted or bare value. */
const ATTRIBUTE =
	/([a-z][a-z0-9-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** http(s), a bare host (no user, no port), a path, a query, a fragment. */
const URL_PARTS =
	/^https?:\/\/([a-z0-9.-]+)(\/[a-z0-9/._-]*)(?:\?([^\s#\\<>"'`]*))?(?:#[^\s\\<>"'`]*)?$/i;

/** Calendar ids: an address-like id (`…@group.calendar.google.com`). */
const CALENDAR_ID = /^[a-z0-9._%+#-]{1,200}@[a-z0-9.-]{1,200}$/i;

/**
 * Reads the pasted value.
 *
 * @param input The URL or embed code.
 * @return The embed URL (with the size when an embed code gave one), or null.
 */
export function parseGoogleCalendar( input: unknown ): ParsedCalendar | null {
	if ( typeof input !== 'string' || input.length > MAX_INPUT_LENGTH ) {
		return null;
	}
	const value = input.trim();
	if ( value.startsWith( '<' ) ) {
		return parseIframe( value );
	}
	const url = embedUrl( value );
	return url ? { url } : null;
}

/**
 * Reads an embed code's src, width and height.
 *
 * @param html The embed code.
 * @return The calendar, or null.
 */
function parseIframe( html: string ): ParsedCalendar | null {
	const match = IFRAME.exec( html );
	if ( ! match ) {
		return null;
	}
	const attributes = new Map< string, string >();
	for ( const found of match[ 1 ].matchAll( ATTRIBUTE ) ) {
		const name = found[ 1 ].toLowerCase();
		if ( ! attributes.has( name ) ) {
			attributes.set(
				name,
				found[ 2 ] ?? found[ 3 ] ?? found[ 4 ] ?? ''
			);
		}
	}
	const url = embedUrl( decodeAmpersands( attributes.get( 'src' ) ?? '' ) );
	if ( ! url ) {
		return null;
	}
	const parsed: ParsedCalendar = { url };
	const width = dimension( attributes.get( 'width' ) );
	const height = dimension( attributes.get( 'height' ) );
	if ( width !== undefined ) {
		parsed.width = width;
	}
	if ( height !== undefined ) {
		parsed.height = height;
	}
	return parsed;
}

/**
 * `&amp;` in an attribute is `&` (the service's code has either).
 *
 * @param value Attribute text.
 * @return The text with ampersand entities decoded.
 */
function decodeAmpersands( value: string ): string {
	return value.replace( /&amp;|&#0*38;|&#x0*26;/gi, '&' );
}

/**
 * A pixel size from 1 to 10000, or undefined.
 *
 * @param value Attribute text.
 * @return The number.
 */
function dimension( value: string | undefined ): number | undefined {
	if ( value === undefined || ! /^\d{1,5}(?:px)?$/i.test( value.trim() ) ) {
		return undefined;
	}
	const number = parseInt( value, 10 );
	return number >= 1 && number <= 10000 ? number : undefined;
}

/**
 * The embed URL for a public URL or `cid` link, rebuilt from its parts so
 * that nothing but the calendar's own address and query comes through.
 *
 * @param value A URL.
 * @return `https://calendar.google.com/calendar/embed?…`, or null.
 */
function embedUrl( value: string ): string | null {
	// Read from the raw text rather than through URL(), which would quietly
	// drop tabs and newlines, accept `\`, resolve `..` and decode `%2E` in
	// hosts; the server reads the same way.
	const match = URL_PARTS.exec( value );
	if ( ! match || ! HOSTS.includes( match[ 1 ].toLowerCase() ) ) {
		return null;
	}
	const path = match[ 2 ];
	const query = new URLSearchParams( match[ 3 ] ?? '' );
	if ( EMBED_PATH.test( path ) ) {
		if ( ! query.get( 'src' ) ) {
			return null;
		}
		return `https://${ CALENDAR_HOST }/calendar/embed?${ query.toString() }`;
	}
	const cid = query.get( 'cid' );
	if ( CID_PATH.test( path ) && cid ) {
		const id = calendarId( cid );
		return id
			? `https://${ CALENDAR_HOST }/calendar/embed?${ new URLSearchParams(
					{ src: id }
				).toString() }`
			: null;
	}
	return null;
}

/**
 * A `cid` is the calendar id, base64-encoded in the links the service hands
 * out, or plain in older ones.
 *
 * @param cid The parameter.
 * @return The calendar id, or null.
 */
function calendarId( cid: string ): string | null {
	if ( CALENDAR_ID.test( cid ) ) {
		return cid;
	}
	if ( ! /^[A-Za-z0-9+/_-]{4,600}={0,2}$/.test( cid ) ) {
		return null;
	}
	let decoded: string;
	try {
		decoded = atob(
			cid.replace( /-/g, '+' ).replace( /_/g, '/' ).replace( /=+$/, '' ) +
				'==='.slice( ( cid.replace( /=+$/, '' ).length + 3 ) % 4 )
		);
	} catch {
		return null;
	}
	return CALENDAR_ID.test( decoded ) ? decoded : null;
}
