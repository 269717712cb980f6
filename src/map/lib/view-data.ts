/**
 * What the server's render hands the visitor's map (the `data-cairn-map`
 * attribute), and the pure rules the view script applies to it.
 */

/**
 * Internal dependencies
 */
import { chooseProvider, providerCookie, type MapProvider } from './provider';

/** A longitude and latitude. */
export interface MapCoordinates {
	longitude: number;
	latitude: number;
}

/** A marker as visitors see it: its title and caption only. */
export interface ViewPoint {
	title: string;
	caption: string;
	coordinates: MapCoordinates;
}

/** The render's data for one map. */
export interface ViewData {
	/** The site's provider setting ('' for the default). */
	provider: string;
	points: ViewPoint[];
	center: MapCoordinates;
	zoom: number;
	mapStyle: string;
	markerColor: string;
	/** Whether labels show (Mapbox only). */
	mapDetails: boolean;
	scrollToZoom: boolean;
	/** Whether a fullscreen button shows (MapKit only). */
	showFullscreen: boolean;
	/** Set when the site has a Mapbox token. */
	mapbox: { accessToken: string; apiBaseUrl: string } | null;
	/** Set when the site can answer MapKit tokens. */
	mapkit: { tokenUrl: string } | null;
	language: string;
	/** Texts translated by the server (the view script loads no i18n). */
	strings: {
		activate: string;
		region: string;
		keyboard: string;
		tokenError: string;
		loadError: string;
		fullscreen: string;
	};
}

/** Padding around markers when a map fits several: 80 top and bottom, 40 left and right. */
export const FIT_PADDING = { top: 80, bottom: 80, left: 40, right: 40 };

/**
 * Whether a value is a longitude and latitude.
 *
 * @param value Any value.
 * @return True when both are finite numbers.
 */
function isCoordinates( value: unknown ): value is MapCoordinates {
	const c = value as MapCoordinates | null;
	return (
		!! c &&
		typeof c === 'object' &&
		Number.isFinite( c.longitude ) &&
		Number.isFinite( c.latitude )
	);
}

/**
 * Reads a map's data; null when it is missing or not what the render writes.
 *
 * @param text The attribute's value.
 * @return The data, or null.
 */
export function parseViewData( text: string | undefined ): ViewData | null {
	if ( ! text ) {
		return null;
	}
	let data: ViewData;
	try {
		data = JSON.parse( text ) as ViewData;
	} catch {
		return null;
	}
	if (
		! data ||
		typeof data !== 'object' ||
		! Array.isArray( data.points ) ||
		! isCoordinates( data.center ) ||
		! data.strings
	) {
		return null;
	}
	return {
		...data,
		points: data.points.filter( ( point ) =>
			isCoordinates( point?.coordinates )
		),
	};
}

/**
 * The provider that draws a map on this visit: the one chosen by style,
 * cookie and setting when the site has it set up, else the other one when
 * set up, else none.
 *
 * @param data    The map's data.
 * @param cookies The page's cookies.
 * @return The provider, or null.
 */
export function pickProvider(
	data: ViewData,
	cookies: string
): MapProvider | null {
	const preferred = chooseProvider( {
		mapStyle: data.mapStyle,
		cookie: providerCookie( cookies ),
		setting: data.provider,
	} );
	if ( preferred === 'mapkit' && data.mapkit ) {
		return 'mapkit';
	}
	if ( data.mapbox ) {
		return 'mapbox';
	}
	return data.mapkit ? 'mapkit' : null;
}

/**
 * The south-west and north-east corners around points.
 *
 * @param points The points.
 * @return `[ [ west, south ], [ east, north ] ]`.
 */
export function bounds(
	points: ViewPoint[]
): [ [ number, number ], [ number, number ] ] {
	const lons = points.map( ( point ) => point.coordinates.longitude );
	const lats = points.map( ( point ) => point.coordinates.latitude );
	return [
		[ Math.min( ...lons ), Math.min( ...lats ) ],
		[ Math.max( ...lons ), Math.max( ...lats ) ],
	];
}

/**
 * The span in degrees that a zoom level shows (MapKit takes spans, not
 * zoom levels): the world's 360° halves at each level.
 *
 * @param zoom The zoom level, 0 to 22.
 * @return Degrees of longitude.
 */
export function zoomToSpan( zoom: number ): number {
	return 360 / Math.pow( 2, Math.max( 0, Math.min( 22, zoom ) ) );
}

/**
 * MapKit's map type for a block style: black and white is 'Muted' on Apple;
 * terrain, Mapbox's only, draws as the standard map.
 *
 * @param mapStyle The block's style.
 * @return A `mapkit.Map.MapTypes` key.
 */
export function mapkitMapType( mapStyle: string ): string {
	switch ( mapStyle ) {
		case 'black_and_white':
			return 'MutedStandard';
		case 'satellite':
			return 'Hybrid';
		default:
			return 'Standard';
	}
}
