/**
 * Loads Apple's MapKit JS 5.x, once per page, from Apple's CDN as Apple
 * requires (it may not be bundled or hosted elsewhere), and initialises it
 * with a token from the site (`GET /cairn/v1/mapkit`): a short-lived token
 * the site signs, or the one the owner pasted. The private key never
 * leaves the server.
 */

/** MapKit JS 5.x, the core and only the libraries a map block uses. */
export const MAPKIT_SCRIPT =
	'https://cdn.apple-mapkit.com/mk/5.x.x/mapkit.core.js';

/** The libraries loaded with the core. */
export const MAPKIT_LIBRARIES = 'map,annotations,services';

/** The code under which MapKit's own errors are reported. */
export const MAPKIT_ERROR = 'mapkit_error';

/** The name of the global callback MapKit calls once its libraries loaded. */
const CALLBACK = '__cairnMapkitLoaded';

/** A MapKit coordinate. */
export interface MapkitCoordinate {
	latitude: number;
	longitude: number;
}

/** The part of MapKit JS's global that Cairn uses. */
export interface Mapkit {
	init: ( options: {
		authorizationCallback: ( done: ( token: string ) => void ) => void;
		language?: string;
	} ) => void;
	addEventListener: (
		type: 'error' | 'configuration-change',
		listener: ( event: { status?: string; message?: string } ) => void
	) => void;
	Coordinate: new ( latitude: number, longitude: number ) => MapkitCoordinate;
	CoordinateSpan: new ( latDelta: number, lonDelta: number ) => unknown;
	CoordinateRegion: new (
		center: MapkitCoordinate,
		span: unknown
	) => unknown;
	Map: ( new (
		element: HTMLElement,
		options?: Record< string, unknown >
	) => {
		destroy: () => void;
		showItems: (
			items: unknown[],
			options?: Record< string, unknown >
		) => unknown[];
		addAnnotations: ( annotations: unknown[] ) => unknown[];
		region: unknown;
		isScrollEnabled: boolean;
		isZoomEnabled: boolean;
		showsZoomControl: boolean;
		element: HTMLElement;
	} ) & {
		/** Standard, MutedStandard, Hybrid, Satellite. */
		MapTypes: Record< string, string >;
	};
	MarkerAnnotation: new (
		coordinate: MapkitCoordinate,
		options?: Record< string, unknown >
	) => unknown;
	Padding: new (
		top: number,
		right: number,
		bottom: number,
		left: number
	) => unknown;
	/** Which points of interest a map shows (MapKit JS 5.45 and later). */
	PointOfInterestFilter?: {
		excludingAllCategories: unknown;
		includingAllCategories: unknown;
	};
}

declare global {
	interface Window {
		mapkit?: Mapkit;
		__cairnMapkitLoaded?: () => void;
	}
}

/** Asks the site for a MapKit token. */
export type MapkitTokenFetcher = () => Promise< string >;

/** How to load MapKit. */
export interface MapkitSettings {
	/** Gets a token; see fetchMapkitToken() for visitors' pages. */
	fetchToken: MapkitTokenFetcher;
	/** The (translated) text of a token failure. */
	tokenErrorMessage: string;
	/** Told of MapKit's errors, as MAPKIT_ERROR and MapKit's status. */
	onError?: ( code: typeof MAPKIT_ERROR, message: string ) => void;
	/** The page's language, for MapKit's labels. */
	language?: string;
}

/**
 * A token from the site's MapKit route, for visitors (no nonce).
 *
 * @param url The route's URL (`/wp-json/cairn/v1/mapkit`).
 * @return A fetcher.
 */
export function fetchMapkitToken( url: string ): MapkitTokenFetcher {
	return async () => {
		const response = await window.fetch( url, {
			credentials: 'same-origin',
			headers: { Accept: 'application/json' },
		} );
		if ( ! response.ok ) {
			throw new Error( `MapKit token: HTTP ${ response.status }` );
		}
		const body: unknown = await response.json();
		const token =
			body && typeof body === 'object'
				? ( body as { mapkit_access_token?: unknown } )
						.mapkit_access_token
				: undefined;
		if ( typeof token !== 'string' || token === '' ) {
			throw new Error( 'MapKit token: none in the answer' );
		}
		return token;
	};
}

let scriptLoaded: Promise< Mapkit > | null = null;
let initialised: Promise< Mapkit > | null = null;

/**
 * Adds Apple's script once; resolves when its libraries have loaded.
 *
 * @return MapKit's global.
 */
function loadScript(): Promise< Mapkit > {
	if ( window.mapkit && ! scriptLoaded ) {
		scriptLoaded = Promise.resolve( window.mapkit );
	}
	if ( scriptLoaded ) {
		return scriptLoaded;
	}
	scriptLoaded = new Promise< Mapkit >( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = MAPKIT_SCRIPT;
		script.async = true;
		script.crossOrigin = 'anonymous';
		script.dataset.libraries = MAPKIT_LIBRARIES;
		script.dataset.callback = CALLBACK;
		window[ CALLBACK ] = () => {
			if ( window.mapkit ) {
				resolve( window.mapkit );
			} else {
				reject( new Error( 'MapKit JS did not load.' ) );
			}
		};
		script.addEventListener( 'error', () => {
			// Forget it so that a later map may try again.
			scriptLoaded = null;
			script.remove();
			reject( new Error( 'MapKit JS could not be loaded.' ) );
		} );
		document.head.appendChild( script );
	} );
	return scriptLoaded;
}

/**
 * MapKit JS, loaded and initialised once per page. A token that cannot be
 * had rejects with the token error's text; later token renewals that fail,
 * like MapKit's own errors, are reported through onError.
 *
 * @param settings How to load it.
 * @return MapKit's global, ready to draw maps.
 */
export function loadMapkit( settings: MapkitSettings ): Promise< Mapkit > {
	if ( initialised ) {
		return initialised;
	}
	const attempt = ( async () => {
		let first: string;
		try {
			first = await settings.fetchToken();
		} catch {
			throw new Error( settings.tokenErrorMessage );
		}
		const mapkit = await loadScript();
		let pending: string | null = first;
		mapkit.init( {
			authorizationCallback: ( done ) => {
				if ( pending ) {
					done( pending );
					pending = null;
					return;
				}
				settings
					.fetchToken()
					.then( done, () =>
						settings.onError?.(
							MAPKIT_ERROR,
							settings.tokenErrorMessage
						)
					);
			},
			...( settings.language ? { language: settings.language } : {} ),
		} );
		mapkit.addEventListener( 'error', ( event ) =>
			settings.onError?.(
				MAPKIT_ERROR,
				event.message ?? event.status ?? MAPKIT_ERROR
			)
		);
		return mapkit;
	} )();
	initialised = attempt;
	// A failure may be retried (a refresh of the token route, say).
	attempt.catch( () => {
		initialised = null;
	} );
	return attempt;
}

/**
 * Forgets what was loaded (tests only).
 */
export function resetMapkitForTests(): void {
	scriptLoaded = null;
	initialised = null;
	delete window.mapkit;
	delete window[ CALLBACK ];
}
