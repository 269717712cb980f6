/**
 * Internal dependencies
 */
import type { Coordinates, MapStyle } from './types';

/** Zoom range and the default. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
export const DEFAULT_ZOOM = 13;

/** The zoom a single point gets once several points no longer set the bounds. */
export const SINGLE_POINT_ZOOM = 12;

/** Height in pixels: default and minimum 400, in steps of 10. */
export const DEFAULT_HEIGHT = 400;
export const MIN_HEIGHT = 400;
export const HEIGHT_STEP = 10;

/** Padding around the markers when several points fit the region. */
export const FIT_PADDING = { top: 80, bottom: 80, left: 40, right: 40 };

/** Region changes are saved once the map has been still this long (ms). */
export const REGION_DEBOUNCE_MS = 1000;

/** The place search waits this long after typing (ms). */
export const SEARCH_DEBOUNCE_MS = 250;

/** At most this many suggestions. */
export const MAX_SUGGESTIONS = 10;

/** The search field takes focus this long after the popover opens (ms). */
export const SEARCH_FOCUS_DELAY_MS = 50;

/** The marker pin's size in pixels (drawn by lib/marker.ts). */
export {
	MARKER_WIDTH as PIN_WIDTH,
	MARKER_HEIGHT as PIN_HEIGHT,
} from './lib/marker';

/** The default centre: San Francisco. */
export const DEFAULT_CENTER: Readonly< Coordinates > = Object.freeze( {
	longitude: -122.4194,
	latitude: 37.7749,
} );

/** The styles, in the order the sidebar offers them. */
export const MAP_STYLES: readonly MapStyle[] = [
	'default',
	'black_and_white',
	'satellite',
	'terrain',
];

/** Mapbox's geocoding endpoint, under the API base URL. */
export const GEOCODING_PATH = '/geocoding/v5/mapbox.places/';

/** Mapbox's API when the site sets no other base URL. */
export const MAPBOX_API_BASE_URL = 'https://api.mapbox.com';
