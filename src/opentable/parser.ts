/**
 * The restaurant reservation parser (spec 002, OpenTable): restaurant IDs,
 * a reservation URL with `rid` or `restref` digits, or OpenTable's widget
 * embed code (`<script src="//www.opentable.com/widget/reservation/loader?…">`)
 * give the block's attributes. Pure; a snippet is only read, never stored
 * or printed.
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

export const STYLES = [ 'button', 'standard', 'wide', 'tall' ] as const;

export type OpenTableStyle = ( typeof STYLES )[ number ];

export interface ParsedOpenTable {
	rid: string[];
	domain?: string;
	lang?: Language;
	style?: OpenTableStyle;
	iframe?: boolean;
	newtab?: boolean;
}

/** The reservation hosts: opentable.com, .ca, .co.uk, .de, .jp, … */
const HOST = /^(?:www\.)?opentable\.((?:[a-z]{2,3})(?:\.[a-z]{2})?)$/i;

/** The widget loader script's src in an embed code. */
const LOADER_SRC =
	/<script\b[^>]*\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>\s*<\/script>/i;

/** An ID: a plain number, or a name ending in '(#number)'. */
const ID = /^(?:(\d{1,10})|.{0,200}\(#(\d{1,10})\))$/;

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
 * One restaurant ID from what the user typed.
 *
 * @param value '12345' or 'The Restaurant (#12345)'.
 * @return The digits, or null (a URL or a script is never an ID).
 */
export function parseRestaurantId( value: unknown ): string | null {
	if ( typeof value !== 'string' || value.length > MAX_INPUT_LENGTH ) {
		return null;
	}
	const trimmed = value.trim();
	if ( /^https?:\/\//i.test( trimmed ) || /<\s*script/i.test( trimmed ) ) {
		return null;
	}
	const match = ID.exec( trimmed );
	if ( ! match ) {
		return null;
	}
	return String( Number( match[ 1 ] ?? match[ 2 ] ) );
}

/**
 * A URL on a reservation host with `rid` or `restref` digits.
 *
 * @param value A URL; `//host/…` is accepted as https.
 * @return What it gives, or null.
 */
function parseReservationUrl( value: string ): ParsedOpenTable | null {
	if ( ! /^(?:https?:)?\/\/[^/\\@\s]+\/[^\s<>"'`\\]*$/i.test( value ) ) {
		return null;
	}
	let url: URL;
	try {
		url = new URL( value.startsWith( '//' ) ? `https:${ value }` : value );
	} catch {
		return null;
	}
	const host = HOST.exec( url.hostname );
	if ( ! host || url.username || url.password || url.port ) {
		return null;
	}
	const rid = [
		...url.searchParams.getAll( 'rid' ),
		...url.searchParams.getAll( 'restref' ),
	]
		.flatMap( ( part ) => part.split( ',' ) )
		.filter( ( part ) => /^\d{1,10}$/.test( part ) )
		.map( ( part ) => String( Number( part ) ) );
	if ( rid.length === 0 ) {
		return null;
	}
	const parsed: ParsedOpenTable = {
		rid: [ ...new Set( rid ) ],
		domain: host[ 1 ].toLowerCase(),
	};
	const lang = url.searchParams.get( 'lang' );
	if ( lang !== null ) {
		parsed.lang = language( lang );
	}
	const type = url.searchParams.get( 'type' ) ?? '';
	const theme = url.searchParams.get( 'theme' ) ?? '';
	if ( type === 'button' ) {
		parsed.style = 'button';
	} else if ( ( STYLES as readonly string[] ).includes( theme ) ) {
		parsed.style = theme as OpenTableStyle;
	}
	const iframe = url.searchParams.get( 'iframe' );
	if ( iframe !== null ) {
		parsed.iframe = iframe === 'true';
	}
	if ( url.searchParams.get( 'newtab' ) !== null ) {
		parsed.newtab = url.searchParams.get( 'newtab' ) === 'true';
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
	const value = input.trim();
	if ( value.includes( '<' ) ) {
		const script = LOADER_SRC.exec( value );
		if ( ! script ) {
			return null;
		}
		const src = ( script[ 1 ] ?? script[ 2 ] ).replace(
			/&amp;|&#0*38;|&#x0*26;/gi,
			'&'
		);
		if ( ! /\/widget\/reservation\/loader\?/.test( src ) ) {
			return null;
		}
		return parseReservationUrl( src );
	}
	if ( /^(?:https?:)?\/\//i.test( value ) ) {
		return parseReservationUrl( value );
	}
	const ids = value.split( ',' ).map( parseRestaurantId );
	if ( ids.length === 0 || ids.some( ( id ) => id === null ) ) {
		return null;
	}
	return { rid: [ ...new Set( ids as string[] ) ] };
}
