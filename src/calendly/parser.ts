/**
 * The scheduling calendar parser: a Calendly URL or one of the
 * embed codes Calendly hands out gives the URL Cairn stores and the
 * settings it carried. A snippet with `data-url` is the inline style; one
 * that calls the popup or badge widget init is the link style. Pure; the
 * server runs the same rules (includes/blocks/class-calendly.php) on the
 * same test cases. A snippet is only read, never stored or printed.
 */

/** Longest input read. */
export const MAX_INPUT_LENGTH = 4000;

/** Colour defaults: six hex digits, without the '#'. */
export const DEFAULT_COLORS = {
	backgroundColor: 'ffffff',
	primaryColor: '00A2FF',
	textColor: '4D5055',
} as const;

export interface ParsedCalendly {
	/** `https://calendly.com/{user}[/{event}]`, without a query. */
	url: string;
	style?: 'inline' | 'link';
	hideEventTypeDetails?: boolean;
	backgroundColor?: string;
	primaryColor?: string;
	textColor?: string;
}

/** https only, on the scheduling host, a path of plain segments, a query. */
const URL_PARTS =
	/^https:\/\/(?:www\.)?calendly\.com(\/[a-z0-9_-]+(?:\/[a-z0-9_-]+){0,2})\/?(?:\?([^\s#\\<>"'`]*))?$/i;

/** `data-url="…"` in an inline snippet. */
const DATA_URL = /\bdata-url\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/** `Calendly.initPopupWidget({url: '…'})` or `initBadgeWidget({ url: '…' …})`. */
const WIDGET_INIT =
	/Calendly\.init(?:Popup|Badge)Widget\(\s*\{\s*url\s*:\s*(?:'([^']*)'|"([^"]*)")/;

/** Six hex digits (the colour check). */
const HEX = /^[0-9a-f]{6}$/i;

/**
 * Reads the pasted value.
 *
 * @param input The URL or embed code.
 * @return What it gives, or null.
 */
export function parseCalendly( input: unknown ): ParsedCalendly | null {
	if ( typeof input !== 'string' || input.length > MAX_INPUT_LENGTH ) {
		return null;
	}
	const value = input.trim();
	if ( ! value.includes( '<' ) ) {
		return parseUrl( value );
	}
	const inline = DATA_URL.exec( value );
	if ( inline ) {
		const parsed = parseUrl(
			decodeAmpersands( inline[ 1 ] ?? inline[ 2 ] )
		);
		return parsed ? { ...parsed, style: 'inline' } : null;
	}
	const widget = WIDGET_INIT.exec( value );
	if ( widget ) {
		const parsed = parseUrl( widget[ 1 ] ?? widget[ 2 ] );
		return parsed ? { ...parsed, style: 'link' } : null;
	}
	return null;
}

/**
 * `&amp;` in an attribute is `&`.
 *
 * @param value Attribute text.
 * @return The text.
 */
function decodeAmpersands( value: string ): string {
	return value.replace( /&amp;|&#0*38;|&#x0*26;/gi, '&' );
}

/**
 * A Calendly URL and the settings in its query.
 *
 * @param value A URL.
 * @return What it gives, or null.
 */
function parseUrl( value: string ): ParsedCalendly | null {
	const match = URL_PARTS.exec( value );
	if ( ! match ) {
		return null;
	}
	const parsed: ParsedCalendly = {
		url: `https://calendly.com${ match[ 1 ] }`,
	};
	const query = new URLSearchParams( match[ 2 ] ?? '' );
	if ( query.get( 'hide_event_type_details' ) === '1' ) {
		parsed.hideEventTypeDetails = true;
	}
	const colors = {
		backgroundColor: 'background_color',
		primaryColor: 'primary_color',
		textColor: 'text_color',
	} as const;
	for ( const [ attribute, key ] of Object.entries( colors ) ) {
		const color = query.get( key ) ?? '';
		if ( HEX.test( color ) ) {
			parsed[ attribute as keyof typeof colors ] = color;
		}
	}
	return parsed;
}

/**
 * The URL a visitor's widget opens: the stored URL with the block's
 * settings, each checked again.
 *
 * @param attributes                      The block's attributes.
 * @param attributes.url
 * @param attributes.hideEventTypeDetails
 * @param attributes.backgroundColor
 * @param attributes.primaryColor
 * @param attributes.textColor
 * @return The URL, or '' when the stored URL is not Calendly's.
 */
export function widgetUrl( attributes: {
	url: string;
	hideEventTypeDetails?: boolean;
	backgroundColor?: string;
	primaryColor?: string;
	textColor?: string;
} ): string {
	const parsed = parseUrl( attributes.url );
	if ( ! parsed ) {
		return '';
	}
	const query = new URLSearchParams();
	if ( attributes.hideEventTypeDetails ) {
		query.set( 'hide_event_type_details', '1' );
	}
	const pairs = [
		[ 'background_color', attributes.backgroundColor ],
		[ 'primary_color', attributes.primaryColor ],
		[ 'text_color', attributes.textColor ],
	] as const;
	for ( const [ key, color ] of pairs ) {
		if ( color && HEX.test( color ) ) {
			query.set( key, color );
		}
	}
	const search = query.toString();
	return search ? `${ parsed.url }?${ search }` : parsed.url;
}
