/**
 * The restaurant reservation parser (OpenTable): restaurant IDs,
 * a reservation URL with `rid` or `restref` digits, or one of OpenTable's
 * widget embed codes give the block's attributes. Pure; a snippet is only
 * read, never stored or printed: the block saves the IDs and settings
 * read here, which includes/blocks/class-opentable.php checks again when
 * it renders. Every pattern here is plain ASCII and no browser URL parser
 * is involved.
 *
 * The embed codes OpenTable hands out:
 * - the reservation widget: `<script type='text/javascript'
 *   src='//www.opentable.com/widget/reservation/loader?rid=1&type=standard&theme=standard&color=1&dark=false&iframe=true&domain=com&lang=en-US&newtab=false&ot_source=Restaurant%20website&cfe=true'></script>`
 *   (several restaurants: `rid=1&rid=2&type=multi`; regional sites load it
 *   from their own host, e.g. `www.opentable.co.uk` with `domain=couk`);
 * - the older "front door" widget: `<script type="text/javascript"
 *   src="https://secure.opentable.com/frontdoor/default.aspx?rid=1&restref=1&…&mode=short"></script>`
 *   followed by a link.
 * Reservation links: `https://www.opentable.com/restref/client/?rid=1&restref=1&lang=es-MX`,
 * a restaurant page with `?restref=1`, `single.aspx?rid=1`.
 */

/** Longest input read. */
export const MAX_INPUT_LENGTH = 4000;

/** Languages the widget offers; anything else falls back to en-US. */
export const LANGUAGES = [
	'en-US',
	'fr-CA',
	'de-DE',
	'es-MX',
	'ja-JP',
	'nl-NL',
	'it-IT',
] as const;

export type Language = ( typeof LANGUAGES )[ number ];

/** The block's styles; button only with a single restaurant. */
export const STYLES = [ 'button', 'standard', 'wide', 'tall' ] as const;

export type OpenTableStyle = ( typeof STYLES )[ number ];

/**
 * OpenTable's sites: the reservation hosts are `opentable.<site>` with an
 * optional `www.` or `secure.`; the widget's `domain` is the site without
 * its dots (com, couk, commx…).
 */
export const SITES = [
	'com',
	'ca',
	'co.uk',
	'de',
	'jp',
	'com.mx',
	'com.au',
	'ie',
	'nl',
	'it',
	'es',
	'hk',
	'sg',
	'ae',
] as const;

/** The widget's `domain` values. */
export const DOMAINS: readonly string[] = SITES.map( ( site ) =>
	site.replace( /\./g, '' )
);

export interface ParsedOpenTable {
	/** Restaurant IDs: digits without leading zeros. */
	rid: string[];
	/** One of DOMAINS. */
	domain?: string;
	lang?: Language;
	style?: OpenTableStyle;
	iframe?: boolean;
	newtab?: boolean;
}

/** Characters a URL may hold here (ASCII, no quotes, no brackets). */
const URL_CHARS = '[A-Za-z0-9._~!$()*+,;=:@%/?&-]';

/**
 * A reservation URL: scheme (or `//`), host, path, query, fragment. The
 * host is checked against SITES afterwards.
 */
const URL_PARTS = new RegExp(
	'^(?:https?:)?//((?:www\\.|secure\\.)?opentable\\.([a-z.]{2,6}))' +
		'(/[A-Za-z0-9._~!$()*+,;=:@%/-]*)?' +
		`\\?(${ URL_CHARS }*)` +
		`(?:#${ URL_CHARS }*)?$`,
	'i'
);

/** The first script tag's src in an embed code. */
const SCRIPT_SRC =
	/<script\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The widget loaders' paths. */
const LOADER_PATH = /^\/widget\/reservation\/loader$/;
const FRONT_DOOR_PATH = /^\/frontdoor\/default\.aspx$/i;

/** An ID: a plain number, or a name ending in '(#number)'. */
const ID = /^(?:(\d{1,10})|[^\n\r]*\(#(\d{1,10})\))$/;

/** Whitespace trimmed (ASCII only, as PHP's trim()). */
const EDGE_SPACE = /^[\t\n\v\f\r \0]+|[\t\n\v\f\r \0]+$/g;

/**
 * The language, or en-US.
 *
 * @param value A language code.
 * @return A supported language.
 */
export function language( value: unknown ): Language {
	return ( LANGUAGES as readonly unknown[] ).includes( value )
		? ( value as Language )
		: 'en-US';
}

/**
 * Digits without leading zeros; null for zero.
 *
 * @param digits One to ten digits.
 * @return The ID, or null.
 */
function normalizeId( digits: string ): string | null {
	const id = digits.replace( /^0+/, '' );
	return id === '' ? null : id;
}

/**
 * One restaurant ID from what the user typed.
 *
 * @param value '12345' or 'The Restaurant (#12345)'.
 * @return The digits, or null (a URL or a script is never an ID).
 */
export function parseRestaurantId( value: unknown ): string | null {
	if ( typeof value !== 'string' || value.length > MAX_INPUT_LENGTH ) {
		return null;
	}
	const trimmed = value.replace( EDGE_SPACE, '' );
	if ( /^https?:\/\//i.test( trimmed ) || /<\s*script/i.test( trimmed ) ) {
		return null;
	}
	const match = ID.exec( trimmed );
	return match ? normalizeId( match[ 1 ] ?? match[ 2 ] ) : null;
}

/**
 * A query component decoded like PHP's urldecode(); a broken escape keeps
 * the raw text (which then matches nothing).
 *
 * @param part The encoded text.
 * @return The text.
 */
function decode( part: string ): string {
	try {
		return decodeURIComponent( part.replace( /\+/g, ' ' ) );
	} catch {
		return part;
	}
}

/**
 * Every value of each key, in order (repeated keys such as `rid` kept).
 *
 * @param query The query without `?`.
 * @return Key → values.
 */
function queryValues( query: string ): Map< string, string[] > {
	const values = new Map< string, string[] >();
	for ( const part of query.split( '&' ) ) {
		if ( part === '' ) {
			continue;
		}
		const at = part.indexOf( '=' );
		const key = decode( at < 0 ? part : part.slice( 0, at ) );
		const value = decode( at < 0 ? '' : part.slice( at + 1 ) );
		values.set( key, [ ...( values.get( key ) ?? [] ), value ] );
	}
	return values;
}

/**
 * A boolean written `true` or `false`.
 *
 * @param values The key's values.
 * @return The boolean, or undefined.
 */
function flag( values: string[] | undefined ): boolean | undefined {
	if ( values?.[ 0 ] === 'true' ) {
		return true;
	}
	return values?.[ 0 ] === 'false' ? false : undefined;
}

/**
 * A URL on a reservation host with `rid` (else `restref`) digits.
 *
 * @param value    A URL; `//host/…` counts as https.
 * @param isLoader Whether it must be a widget loader's script address.
 * @return What it gives, or null.
 */
function parseReservationUrl(
	value: string,
	isLoader: boolean
): ParsedOpenTable | null {
	const parts = URL_PARTS.exec( value );
	if ( ! parts ) {
		return null;
	}
	const site = parts[ 2 ].toLowerCase();
	const path = parts[ 3 ] ?? '';
	if (
		! ( SITES as readonly string[] ).includes( site ) ||
		( isLoader &&
			! LOADER_PATH.test( path ) &&
			! FRONT_DOOR_PATH.test( path ) )
	) {
		return null;
	}
	const query = queryValues( parts[ 4 ] );
	const ids = ( query.get( 'rid' ) ?? query.get( 'restref' ) ?? [] )
		.flatMap( ( id ) => id.split( ',' ) )
		.map( ( id ) =>
			/^\d{1,10}$/.test( id ) ? normalizeId( id ) : null
		);
	if ( ids.length === 0 || ids.some( ( id ) => id === null ) ) {
		return null;
	}
	const rid = [ ...new Set( ids as string[] ) ];
	const code = ( query.get( 'domain' )?.[ 0 ] ?? '' ).replace( /\./g, '' );
	const parsed: ParsedOpenTable = {
		rid,
		domain: DOMAINS.includes( code ) ? code : site.replace( /\./g, '' ),
	};
	if ( query.has( 'lang' ) ) {
		parsed.lang = language( query.get( 'lang' )?.[ 0 ] );
	}
	const type = query.get( 'type' )?.[ 0 ];
	const theme = query.get( 'theme' )?.[ 0 ] ?? '';
	const mode = query.get( 'mode' )?.[ 0 ] ?? '';
	if ( type === 'button' ) {
		// The button is for one restaurant; several get the standard widget.
		parsed.style = rid.length > 1 ? 'standard' : 'button';
	} else if ( [ 'standard', 'wide', 'tall' ].includes( theme ) ) {
		parsed.style = theme as OpenTableStyle;
	} else if ( [ 'wide', 'tall' ].includes( mode ) ) {
		// The front door widget's sizes: short, tall, wide.
		parsed.style = mode as OpenTableStyle;
	} else if ( mode === 'short' ) {
		parsed.style = 'standard';
	}
	const iframe = flag( query.get( 'iframe' ) );
	if ( iframe !== undefined ) {
		parsed.iframe = iframe;
	}
	const newtab = flag( query.get( 'newtab' ) );
	if ( newtab !== undefined ) {
		parsed.newtab = newtab;
	}
	return parsed;
}

/**
 * Reads the pasted value: IDs (comma separated), a reservation URL, or an
 * embed code.
 *
 * @param input What the user pasted.
 * @return What it gives, or null.
 */
export function parseOpenTable( input: unknown ): ParsedOpenTable | null {
	if ( typeof input !== 'string' || input.length > MAX_INPUT_LENGTH ) {
		return null;
	}
	const value = input.replace( EDGE_SPACE, '' );
	if ( value.includes( '<' ) ) {
		const script = SCRIPT_SRC.exec( value );
		if ( ! script ) {
			return null;
		}
		const src = ( script[ 1 ] ?? script[ 2 ] ?? script[ 3 ] ).replace(
			/&amp;|&#0*38;|&#x0*26;/gi,
			'&'
		);
		return parseReservationUrl( src, true );
	}
	if ( /^(?:https?:)?\/\//i.test( value ) ) {
		return parseReservationUrl( value, false );
	}
	const ids = value.split( ',' ).map( parseRestaurantId );
	if ( ids.some( ( id ) => id === null ) ) {
		return null;
	}
	return { rid: [ ...new Set( ids as string[] ) ] };
}

/**
 * Whether a pasted paragraph is a reservation link (the paste transform):
 * a URL with `rid` or `restref` digits on a reservation host.
 *
 * @param text The paragraph's text.
 * @return What it gives, or null.
 */
export function parseReservationLink( text: string ): ParsedOpenTable | null {
	const value = text.replace( EDGE_SPACE, '' );
	return /^https?:\/\//i.test( value ) && value.length <= MAX_INPUT_LENGTH
		? parseReservationUrl( value, false )
		: null;
}
