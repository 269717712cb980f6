/**
 * Which map library draws a map: Mapbox or Apple's MapKit.
 */

/** The two map providers. */
export type MapProvider = 'mapbox' | 'mapkit';

/** The name of the cookie that picks a provider for one browser. */
export const PROVIDER_COOKIE = 'map_provider';

/** What decides the provider. */
export interface ProviderChoice {
	/** The block's map style. */
	mapStyle?: string;
	/** The `map_provider` cookie's value, when the browser has one. */
	cookie?: string | null;
	/** The site's setting ('' or missing means the default). */
	setting?: string | null;
}

/**
 * Whether a value names a provider.
 *
 * @param value Any value.
 * @return True for 'mapbox' or 'mapkit'.
 */
export function isMapProvider( value: unknown ): value is MapProvider {
	return value === 'mapbox' || value === 'mapkit';
}

/**
 * The provider of a map: the terrain style exists only on Mapbox, so it
 * always selects Mapbox; otherwise a `map_provider` cookie of mapbox or
 * mapkit; otherwise the site's setting; otherwise Mapbox.
 *
 * @param choice          What decides.
 * @param choice.mapStyle
 * @param choice.cookie
 * @param choice.setting
 * @return The provider.
 */
export function chooseProvider( {
	mapStyle,
	cookie,
	setting,
}: ProviderChoice ): MapProvider {
	if ( mapStyle === 'terrain' ) {
		return 'mapbox';
	}
	if ( isMapProvider( cookie ) ) {
		return cookie;
	}
	if ( isMapProvider( setting ) ) {
		return setting;
	}
	return 'mapbox';
}

/**
 * The `map_provider` cookie's value in a cookie string.
 *
 * @param cookies A `document.cookie` string.
 * @return The value, or null without one.
 */
export function providerCookie( cookies: string ): string | null {
	for ( const part of cookies.split( ';' ) ) {
		const [ key, ...rest ] = part.split( '=' );
		if ( key?.trim() === PROVIDER_COOKIE ) {
			try {
				return decodeURIComponent( rest.join( '=' ).trim() );
			} catch {
				return null;
			}
		}
	}
	return null;
}
