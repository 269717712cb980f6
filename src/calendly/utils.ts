/**
 * The Calendly editor's pure helpers: colours as the block stores them,
 * the names a static preview shows, and the address of the live preview.
 */

/**
 * Internal dependencies
 */
import { widgetUrl } from './parser';
import type { CalendlyAttributes } from './types';

/** `#rgb`, `#rrggbb` or `#rrggbbaa` (the alpha is dropped: Calendly has none). */
const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** `rgb( r, g, b )` or `rgba( r, g, b, a )` with 0–255 channels. */
const RGB_COLOR =
	/^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+%?\s*)?\)$/i;

/**
 * A colour from the colour picker or the theme's palette as the block
 * stores it: six hex digits without `#`.
 *
 * @param value A CSS colour (`#0a0`, `#00aa00`, `rgb(0, 170, 0)`…).
 * @return Six hex digits, or null when the value is no such colour.
 */
export function toCalendlyColor( value: string | undefined ): string | null {
	const text = ( value ?? '' ).trim();
	const hex = HEX_COLOR.exec( text );
	if ( hex ) {
		const digits = hex[ 1 ];
		return digits.length === 3
			? digits
					.split( '' )
					.map( ( digit ) => digit + digit )
					.join( '' )
			: digits.slice( 0, 6 );
	}
	const rgb = RGB_COLOR.exec( text );
	if ( ! rgb ) {
		return null;
	}
	const channels = rgb.slice( 1, 4 ).map( Number );
	if ( channels.some( ( channel ) => channel > 255 ) ) {
		return null;
	}
	return channels
		.map( ( channel ) => channel.toString( 16 ).padStart( 2, '0' ) )
		.join( '' );
}

/**
 * A slug of the scheduling address as a reader sees it: `intro-call` →
 * `Intro call`.
 *
 * @param slug One path segment.
 * @return The name.
 */
function nameOf( slug: string ): string {
	const words = slug.replace( /[-_]+/g, ' ' ).trim();
	return words.charAt( 0 ).toUpperCase() + words.slice( 1 );
}

/**
 * What the static preview names: the scheduling page's owner and, for an
 * event's page, the event (`https://calendly.com/acme/intro-call` → Acme,
 * Intro call).
 *
 * @param url The stored Calendly address.
 * @return The names; `event` is '' for an owner's page.
 */
export function pageNames( url: string ): { owner: string; event: string } {
	const path = url.replace( /^https:\/\/(?:www\.)?calendly\.com\/?/i, '' );
	const [ owner = '', event = '' ] = path.split( /[/?#]/ );
	return { owner: nameOf( owner ), event: nameOf( event ) };
}

/**
 * The address of the live preview: the inline widget's own page, as
 * Calendly's script would frame it, with the block's settings.
 *
 * @param attributes The block's attributes.
 * @param domain     The editor's host (Calendly's `embed_domain`).
 * @return The address, or '' when the stored URL is not Calendly's.
 */
export function livePreviewUrl(
	attributes: Pick<
		CalendlyAttributes,
		| 'url'
		| 'hideEventTypeDetails'
		| 'backgroundColor'
		| 'primaryColor'
		| 'textColor'
	>,
	domain: string
): string {
	const url = widgetUrl( attributes );
	if ( ! url ) {
		return '';
	}
	const query = new URLSearchParams( {
		embed_domain: domain,
		embed_type: 'Inline',
	} );
	return `${ url }${ url.includes( '?' ) ? '&' : '?' }${ query.toString() }`;
}
