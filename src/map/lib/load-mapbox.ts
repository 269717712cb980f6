/**
 * Loads mapbox-gl on demand, set up for the site: the owner's public token
 * and, when the owner pointed Mapbox's API elsewhere (a proxy, or the tests'
 * local server), that base URL for every style, tile, sprite and glyph.
 *
 * mapbox-gl sends its usage events only when its API is Mapbox's own
 * (`https://api.mapbox.com`): pointed anywhere else it has no events URL,
 * so a test run sends nothing off the machine.
 */

/** mapbox-gl's module. */
export type MapboxGl = typeof import( 'mapbox-gl' );

/** Loads the mapbox-gl chunk (a test passes its own). */
export type MapboxChunkLoader = () => Promise< { default: MapboxGl } >;

/** What mapbox-gl needs from the site. */
export interface MapboxSettings {
	/** The owner's public (pk.) access token. */
	accessToken: string;
	/** Mapbox's API base URL when the owner set another; '' for Mapbox's. */
	apiBaseUrl?: string;
}

/** Mapbox's own API. */
export const MAPBOX_API_URL = 'https://api.mapbox.com';

/**
 * The Mapbox styles that draw the block's styles in mapbox-gl 1.x (the
 * v12 styles of the static images need mapbox-gl 2 or later).
 */
export const MAPBOX_STYLES: Record< string, string > = {
	default: 'mapbox://styles/mapbox/streets-v11',
	black_and_white: 'mapbox://styles/mapbox/light-v10',
	satellite: 'mapbox://styles/mapbox/satellite-streets-v11',
	terrain: 'mapbox://styles/mapbox/outdoors-v11',
};

/**
 * The mapbox-gl style URL of a block's style; an unknown style draws the
 * default one.
 *
 * @param mapStyle The block's mapStyle.
 * @return A `mapbox://styles/…` URL.
 */
export function mapboxStyleUrl( mapStyle: string | undefined ): string {
	return ( mapStyle && MAPBOX_STYLES[ mapStyle ] ) || MAPBOX_STYLES.default;
}

const loadChunk: MapboxChunkLoader = () =>
	import( /* webpackChunkName: "mapbox-gl" */ './mapbox-chunk' );

/**
 * mapbox-gl, loaded once (its script and stylesheet), with the site's token
 * and API base URL set.
 *
 * @param settings The site's Mapbox settings.
 * @param load     Loads the chunk (a test passes its own).
 * @return mapbox-gl.
 */
export async function loadMapbox(
	settings: MapboxSettings,
	load: MapboxChunkLoader = loadChunk
): Promise< MapboxGl > {
	const { default: mapboxgl } = await load();
	mapboxgl.accessToken = settings.accessToken;
	const base = ( settings.apiBaseUrl ?? '' ).replace( /\/+$/, '' );
	mapboxgl.baseApiUrl = base || MAPBOX_API_URL;
	return mapboxgl;
}
