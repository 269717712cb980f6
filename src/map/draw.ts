/**
 * Draws a visitor's interactive map, with mapbox-gl or MapKit JS, in the
 * box of its static image: markers with popups (title and caption), a zoom
 * control for one point, several points fitted with padding, the keyboard
 * handlers of the library, no animation for visitors who prefer reduced
 * motion (mapbox-gl 1.13 itself jumps instead of easing for them; fades
 * and MapKit's animated fitting are turned off here). A chunk of its own,
 * loaded with the map library, so that a page whose visitor never uses its
 * map loads only view.ts.
 */

/**
 * Internal dependencies
 */
import {
	loadMapbox,
	mapboxStyleUrl,
	type MapboxGl,
	type MapboxSettings,
} from './lib/load-mapbox';
import {
	fetchMapkitToken,
	loadMapkit,
	type Mapkit,
	type MapkitSettings,
} from './lib/load-mapkit';
import { mapkitLabels } from './lib/mapkit-labels';
import { createMarkerPin, markerFill } from './lib/marker';
import {
	bounds,
	FIT_PADDING,
	mapkitMapType,
	zoomToSpan,
	type ViewData,
	type ViewPoint,
} from './lib/view-data';
import type { MapProvider } from './lib/provider';

const CLASS = 'wp-block-cairn-map';

/** What loads the map libraries (tests pass their own). */
export interface MapLoaders {
	mapbox: ( settings: MapboxSettings ) => Promise< MapboxGl >;
	mapkit: ( settings: MapkitSettings ) => Promise< Mapkit >;
}

const defaultLoaders: MapLoaders = {
	mapbox: ( settings ) => loadMapbox( settings ),
	mapkit: ( settings ) => loadMapkit( settings ),
};

/**
 * A popup's content: the marker's title and caption, as text.
 *
 * @param point The marker.
 * @return The element.
 */
function popupContent( point: ViewPoint ): HTMLElement {
	const content = document.createElement( 'div' );
	if ( point.title ) {
		const title = document.createElement( 'p' );
		title.className = `${ CLASS }__popup-title`;
		title.textContent = point.title;
		content.append( title );
	}
	if ( point.caption ) {
		const caption = document.createElement( 'p' );
		caption.className = `${ CLASS }__popup-caption`;
		caption.textContent = point.caption;
		content.append( caption );
	}
	return content;
}

/** One map being brought to life. */
export interface Context {
	figure: HTMLElement;
	area: HTMLElement;
	data: ViewData;
	container: HTMLElement;
	help: HTMLElement;
	reducedMotion: boolean;
	/** Called once the interactive map shows. */
	shown: () => void;
	/** Called when it could not be drawn. */
	failed: ( message: string ) => void;
}

/**
 * Draws the map with mapbox-gl.
 *
 * @param context The map.
 * @param load    Loads mapbox-gl.
 * @return Resolves with the element that takes keyboard focus.
 */
async function drawMapbox(
	context: Context,
	load: MapLoaders[ 'mapbox' ]
): Promise< HTMLElement > {
	const { data, container, reducedMotion } = context;
	if ( ! data.mapbox ) {
		throw new Error( data.strings.loadError );
	}
	const gl = await load( data.mapbox );
	if ( typeof gl.supported === 'function' && ! gl.supported() ) {
		throw new Error( data.strings.loadError );
	}
	const several = data.points.length > 1;
	const single = data.points.length === 1 ? data.points[ 0 ] : null;
	const center = single ? single.coordinates : data.center;
	// A map that fits several markers keeps the zoom that shows them all:
	// no zoom control and no zooming by wheel, double click, box or pinch
	// (it still pans); one marker (or none) zooms, by wheel only with
	// "Scroll to zoom".
	const zooms = ! several;
	const map = new gl.Map( {
		container,
		style: mapboxStyleUrl( data.mapStyle ),
		center: [ center.longitude, center.latitude ],
		zoom: data.zoom,
		scrollZoom: data.scrollToZoom && zooms,
		boxZoom: zooms,
		doubleClickZoom: zooms,
		touchZoomRotate: zooms,
		dragRotate: false,
		pitchWithRotate: false,
		fadeDuration: reducedMotion ? 0 : 300,
		keyboard: true,
		...( several
			? {
					bounds: bounds( data.points ),
					fitBoundsOptions: { padding: FIT_PADDING, animate: false },
				}
			: {} ),
	} );
	// North stays up, as on the static image: no rotation by touch or key.
	map.touchZoomRotate.disableRotation();
	map.keyboard.disableRotation();
	if ( ! several ) {
		// One point (or none) gives a zoom control; several fit the region.
		map.addControl(
			new gl.NavigationControl( { showCompass: false } ),
			'top-left'
		);
	}
	const fill = markerFill( data.markerColor );
	data.points.forEach( ( point ) => {
		const element = createMarkerPin( fill );
		const popup = new gl.Popup( {
			offset: [ 0, -38 ],
			closeButton: true,
			className: `${ CLASS }__popup`,
		} ).setDOMContent( popupContent( point ) );
		const marker = new gl.Marker( { element, anchor: 'bottom' } )
			.setLngLat( [
				point.coordinates.longitude,
				point.coordinates.latitude,
			] )
			.setPopup( popup )
			.addTo( map );
		// A marker is a button: reachable and opened from the keyboard too.
		element.tabIndex = 0;
		element.setAttribute( 'role', 'button' );
		element.setAttribute( 'aria-label', point.title || point.caption );
		element.addEventListener( 'keydown', ( event ) => {
			if ( event.key === 'Enter' || event.key === ' ' ) {
				event.preventDefault();
				marker.togglePopup();
			}
		} );
	} );
	if ( ! data.mapDetails ) {
		map.on( 'style.load', () => {
			// Labels off: every text and icon layer of the style hidden.
			map.getStyle()
				.layers?.filter( ( layer ) => layer.type === 'symbol' )
				.forEach( ( layer ) =>
					map.setLayoutProperty( layer.id, 'visibility', 'none' )
				);
		} );
	}
	let loaded = false;
	map.on( 'load', () => {
		loaded = true;
		context.shown();
	} );
	map.on( 'error', ( event: { error?: Error } ) => {
		// Before the map has drawn, an error (the style refused, a bad
		// token) means no map; afterwards a missing tile does not.
		if ( ! loaded ) {
			context.failed( data.strings.loadError );
		}
		// eslint-disable-next-line no-console
		console.error( event.error ?? event );
	} );
	const canvas = map.getCanvas();
	canvas.setAttribute( 'aria-label', data.strings.region );
	canvas.setAttribute( 'aria-describedby', context.help.id );
	return canvas;
}

/**
 * Draws the map with MapKit JS.
 *
 * @param context The map.
 * @param load    Loads MapKit.
 * @return Resolves with the element that takes keyboard focus.
 */
async function drawMapkit(
	context: Context,
	load: MapLoaders[ 'mapkit' ]
): Promise< HTMLElement > {
	const { data, container, reducedMotion } = context;
	if ( ! data.mapkit ) {
		throw new Error( data.strings.loadError );
	}
	const mapkit = await load( {
		fetchToken: fetchMapkitToken( data.mapkit.tokenUrl ),
		tokenErrorMessage: data.strings.tokenError,
		onError: () => context.failed( data.strings.loadError ),
		language: data.language,
	} );
	const several = data.points.length > 1;
	const single = data.points.length === 1 ? data.points[ 0 ] : null;
	const center = single ? single.coordinates : data.center;
	// As with Mapbox: several markers keep the zoom that shows them all (no
	// zoom control, no zooming by gesture); one (or none) zooms by gesture
	// only with "Scroll to zoom" (its zoom control works either way); the
	// map pans. Labels off hides the points of interest, as the static
	// image does.
	const map = new mapkit.Map( container, {
		mapType:
			mapkit.Map.MapTypes[ mapkitMapType( data.mapStyle ) ] ??
			mapkit.Map.MapTypes.Standard,
		showsZoomControl: ! several,
		showsMapTypeControl: false,
		isRotationEnabled: false,
		isScrollEnabled: true,
		isZoomEnabled: data.scrollToZoom && ! several,
		showsCompass: 'hidden',
		...mapkitLabels( mapkit, data.mapDetails ),
	} );
	const annotations = data.points.map(
		( point ) =>
			new mapkit.MarkerAnnotation(
				new mapkit.Coordinate(
					point.coordinates.latitude,
					point.coordinates.longitude
				),
				{
					title: point.title,
					subtitle: point.caption,
					color: markerFill( data.markerColor ),
				}
			)
	);
	if ( several ) {
		map.showItems( annotations, {
			animate: ! reducedMotion,
			padding: new mapkit.Padding(
				FIT_PADDING.top,
				FIT_PADDING.right,
				FIT_PADDING.bottom,
				FIT_PADDING.left
			),
		} );
	} else {
		map.addAnnotations( annotations );
		const span = zoomToSpan( data.zoom );
		map.region = new mapkit.CoordinateRegion(
			new mapkit.Coordinate( center.latitude, center.longitude ),
			new mapkit.CoordinateSpan( span / 2, span )
		);
	}
	if ( data.showFullscreen && document.fullscreenEnabled ) {
		addFullscreenButton( context );
	}
	// MapKit's map takes the keys when its element has focus.
	container.tabIndex = 0;
	container.setAttribute( 'role', 'application' );
	container.setAttribute( 'aria-label', data.strings.region );
	container.setAttribute( 'aria-describedby', context.help.id );
	context.shown();
	return container;
}

/**
 * A button that shows the MapKit map full screen.
 *
 * @param context The map.
 */
function addFullscreenButton( context: Context ): void {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `${ CLASS }__fullscreen`;
	button.textContent = '⛶';
	button.setAttribute( 'aria-label', context.data.strings.fullscreen );
	button.addEventListener( 'click', () => {
		if ( document.fullscreenElement ) {
			void document.exitFullscreen();
		} else {
			void context.area.requestFullscreen();
		}
	} );
	context.area.append( button );
}

/**
 * Draws the map with the provider's library.
 *
 * @param provider The provider.
 * @param context  The map.
 * @param loaders  Load the libraries (a test passes its own).
 * @return Resolves with the element that takes keyboard focus.
 */
export function draw(
	provider: MapProvider,
	context: Context,
	loaders: MapLoaders = defaultLoaders
): Promise< HTMLElement > {
	return provider === 'mapkit'
		? drawMapkit( context, loaders.mapkit )
		: drawMapbox( context, loaders.mapbox );
}
