/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	GEOCODING_PATH,
	HEIGHT_STEP,
	MAP_STYLES,
	MAPBOX_API_BASE_URL,
	MAX_SUGGESTIONS,
	MIN_HEIGHT,
} from './constants';
import type { MapProviderName, MapStyle } from './types';

/**
 * Keeps a height at or above the minimum, on a step of 10 pixels.
 *
 * @param height A height in pixels.
 * @return The height to save.
 */
export function clampHeight( height: number ): number {
	if ( ! Number.isFinite( height ) ) {
		return MIN_HEIGHT;
	}
	return Math.max(
		MIN_HEIGHT,
		Math.round( height / HEIGHT_STEP ) * HEIGHT_STEP
	);
}

/**
 * A style's name in the sidebar: black and white is 'Muted' on Apple's maps,
 * which is what Apple calls it.
 *
 * @param style    The style.
 * @param provider The map library drawing the map.
 * @return Its label.
 */
export function styleLabel(
	style: MapStyle,
	provider: MapProviderName
): string {
	switch ( style ) {
		case 'black_and_white':
			return provider === 'mapkit'
				? __( 'Muted', 'cairn' )
				: __( 'Black and white', 'cairn' );
		case 'satellite':
			return __( 'Satellite', 'cairn' );
		case 'terrain':
			return __( 'Terrain', 'cairn' );
		default:
			return __( 'Basic', 'cairn' );
	}
}

/**
 * Reads a style name, as older versions spelled it (`black-and-white`).
 *
 * @param value A style name.
 * @return The style, or null when it is none of them.
 */
export function toMapStyle( value: unknown ): MapStyle | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	const style = value.replace( /-/g, '_' );
	return ( MAP_STYLES as readonly string[] ).includes( style )
		? ( style as MapStyle )
		: null;
}

/**
 * Older versions stored the style as an `is-style-*` class: the style it
 * names, and the classes left without it.
 *
 * @param className The block's classes.
 * @return The style (null when none is named) and the other classes.
 */
export function styleFromClassName( className: string | undefined ): {
	mapStyle: MapStyle | null;
	className: string;
} {
	let mapStyle: MapStyle | null = null;
	const rest = ( className ?? '' ).split( /\s+/ ).filter( ( name ) => {
		const match = name.match( /^is-style-(.+)$/ );
		if ( ! match ) {
			return name !== '';
		}
		mapStyle = toMapStyle( match[ 1 ] ) ?? mapStyle;
		return false;
	} );
	return { mapStyle, className: rest.join( ' ' ) };
}

/**
 * Mapbox's place search URL (geocoding v5), under the site's API base URL.
 *
 * @param base  API base URL ('' for Mapbox's own).
 * @param query What was typed.
 * @param token The public access token.
 * @return The URL.
 */
export function geocodingUrl(
	base: string,
	query: string,
	token: string
): string {
	const root = ( base || MAPBOX_API_BASE_URL ).replace( /\/+$/, '' );
	const params = new URLSearchParams( {
		access_token: token,
		limit: String( MAX_SUGGESTIONS ),
	} );
	return `${ root }${ GEOCODING_PATH }${ encodeURIComponent(
		query.trim()
	) }.json?${ params }`;
}
