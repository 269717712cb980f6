/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * External dependencies
 */
import type { Map as MapboxMap, Marker, NavigationControl } from 'mapbox-gl';

/**
 * Internal dependencies
 */
import { FIT_PADDING, REGION_DEBOUNCE_MS } from '../constants';
import { loadMapbox, mapboxStyleUrl, type MapboxGl } from '../lib/load-mapbox';
import { createMarkerPin } from '../lib/marker';
import { isZoomEnabled, roundRegion as round, viewFor } from '../points';
import type { Coordinates, MapAttributes } from '../types';

/** Props of the Mapbox map. */
export interface MapboxMapProps {
	/** The block's attributes. */
	attributes: MapAttributes;
	/** The public token. */
	token: string;
	/** Mapbox's API base URL. */
	apiBaseUrl: string;
	/** A marker was clicked. */
	onSelectPoint: ( index: number ) => void;
	/** The user moved or zoomed the map (1000 ms after it stopped). */
	onRegionChange: ( center: Coordinates, zoom: number ) => void;
	/** The library failed. */
	onError: ( message: string ) => void;
}

/**
 * Shows or hides the style's labels (its symbol layers).
 *
 * @param map  The map.
 * @param show Whether labels show.
 */
function showLabels( map: MapboxMap, show: boolean ): void {
	for ( const layer of map.getStyle()?.layers ?? [] ) {
		if ( layer.type === 'symbol' ) {
			map.setLayoutProperty(
				layer.id,
				'visibility',
				show ? 'visible' : 'none'
			);
		}
	}
}

/**
 * Copies mapbox-gl's stylesheet (loaded with its chunk into the editor's
 * page) into the document the map is in: the editor's canvas is an iframe.
 *
 * @param target The map's document.
 */
function copyMapboxStyles( target: Document ): void {
	if ( target === document ) {
		return;
	}
	document
		.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' )
		.forEach( ( link ) => {
			if (
				link.href.includes( 'mapbox-gl' ) &&
				! target.querySelector( `link[href="${ link.href }"]` )
			) {
				target.head.append( link.cloneNode() );
			}
		} );
}

/**
 * The editor's Mapbox map (mapbox-gl, loaded when the block is shown): the
 * markers, the view the rules give (one point or none: centre and zoom,
 * which the user may change; several: the region holding them, with zoom
 * and scroll off), and region changes reported once the map is still.
 *
 * @param props Props.
 * @return The map's element.
 */
export default function MapboxMapView( props: MapboxMapProps ) {
	const {
		attributes,
		token,
		apiBaseUrl,
		onSelectPoint,
		onRegionChange,
		onError,
	} = props;
	const {
		points,
		zoom,
		mapCenter,
		mapStyle,
		markerColor,
		mapDetails,
		scrollToZoom,
		mapHeight,
	} = attributes;
	const container = useRef< HTMLDivElement >( null );
	const [ map, setMap ] = useState< MapboxMap | null >( null );
	const library = useRef< MapboxGl | null >( null );
	const markers = useRef< Marker[] >( [] );
	const zoomControl = useRef< NavigationControl | null >( null );
	// The latest props, for the map's own event handlers.
	const latest = useRef( {
		attributes,
		onSelectPoint,
		onRegionChange,
		onError,
	} );
	latest.current = { attributes, onSelectPoint, onRegionChange, onError };

	// Creates the map once; the effects below keep it in step.
	useEffect( () => {
		let created: MapboxMap | null = null;
		let host: HTMLElement | null = null;
		let cancelled = false;
		let timer = 0;
		loadMapbox( { accessToken: token, apiBaseUrl } )
			.then( ( mapboxgl ) => {
				if ( cancelled || ! container.current ) {
					return;
				}
				library.current = mapboxgl;
				const start = latest.current.attributes;
				copyMapboxStyles( container.current.ownerDocument );
				// mapbox-gl checks `container instanceof HTMLElement` with the
				// HTMLElement of the window that loaded it, while the editor's
				// canvas is an iframe: the map's element is made by this
				// window's document, then placed in the block.
				host = document.createElement( 'div' );
				host.className = 'wp-block-cairn-map__gl';
				container.current.append( host );
				created = new mapboxgl.Map( {
					container: host,
					style: mapboxStyleUrl( start.mapStyle ),
					center: [
						start.mapCenter.longitude,
						start.mapCenter.latitude,
					],
					zoom: start.zoom,
					dragRotate: false,
					pitchWithRotate: false,
					attributionControl: true,
				} );
				created.on( 'error', ( event: { error?: Error } ) =>
					latest.current.onError(
						event.error?.message ?? String( event )
					)
				);
				created.on( 'moveend', () => {
					window.clearTimeout( timer );
					timer = window.setTimeout( () => {
						const now = latest.current.attributes;
						if ( ! created || ! isZoomEnabled( now.points ) ) {
							return;
						}
						const center = created.getCenter();
						const next = {
							longitude: round( center.lng ),
							latitude: round( center.lat ),
						};
						const nextZoom = round( created.getZoom() );
						if (
							next.longitude !==
								round( now.mapCenter.longitude ) ||
							next.latitude !== round( now.mapCenter.latitude ) ||
							nextZoom !== round( now.zoom )
						) {
							latest.current.onRegionChange( next, nextZoom );
						}
					}, REGION_DEBOUNCE_MS );
				} );
				setMap( created );
			} )
			.catch( ( error: Error ) =>
				latest.current.onError( error.message )
			);
		return () => {
			cancelled = true;
			window.clearTimeout( timer );
			created?.remove();
			host?.remove();
		};
	}, [ token, apiBaseUrl ] );

	// The style, and its labels.
	useEffect( () => {
		if ( ! map ) {
			return;
		}
		map.setStyle( mapboxStyleUrl( mapStyle ) );
	}, [ map, mapStyle ] );

	useEffect( () => {
		if ( ! map ) {
			return;
		}
		const apply = () => showLabels( map, mapDetails );
		if ( map.isStyleLoaded() ) {
			apply();
		}
		map.on( 'styledata', apply );
		return () => {
			map.off( 'styledata', apply );
		};
	}, [ map, mapDetails, mapStyle ] );

	// The markers.
	useEffect( () => {
		const mapboxgl = library.current;
		if ( ! map || ! mapboxgl ) {
			return;
		}
		markers.current.forEach( ( marker ) => marker.remove() );
		markers.current = points.map( ( point, index ) => {
			const element = createMarkerPin(
				markerColor,
				'wp-block-cairn-map__marker'
			);
			element.setAttribute( 'role', 'button' );
			element.setAttribute( 'tabindex', '0' );
			element.setAttribute( 'aria-label', point.title );
			const select = ( event: Event ) => {
				event.stopPropagation();
				latest.current.onSelectPoint( index );
			};
			element.addEventListener( 'click', select );
			element.addEventListener( 'keydown', ( event ) => {
				if ( event.key === 'Enter' || event.key === ' ' ) {
					select( event );
				}
			} );
			return new mapboxgl.Marker( { element, anchor: 'bottom' } )
				.setLngLat( [
					point.coordinates.longitude,
					point.coordinates.latitude,
				] )
				.addTo( map );
		} );
	}, [ map, points, markerColor ] );

	// The view and what the user may do with it. With a point, the point is
	// the centre: a centre saved by panning does not move the map back (only
	// a new zoom or new points do); without one, the saved centre is the view.
	const freeCenter = points.length
		? ''
		: `${ mapCenter.longitude },${ mapCenter.latitude }`;
	useEffect( () => {
		const mapboxgl = library.current;
		if ( ! map || ! mapboxgl ) {
			return;
		}
		const view = viewFor(
			points,
			latest.current.attributes.mapCenter,
			zoom
		);
		if ( view.mode === 'fit' ) {
			const [ sw, ne ] = view.bounds;
			map.fitBounds(
				[
					[ sw.longitude, sw.latitude ],
					[ ne.longitude, ne.latitude ],
				],
				{ padding: FIT_PADDING, animate: false }
			);
		} else {
			map.jumpTo( {
				center: [ view.center.longitude, view.center.latitude ],
				zoom: view.zoom,
			} );
		}
		const zoomable = isZoomEnabled( points );
		for ( const handler of [
			map.boxZoom,
			map.doubleClickZoom,
			map.touchZoomRotate,
			map.dragPan,
			map.keyboard,
		] ) {
			if ( zoomable ) {
				handler.enable();
			} else {
				handler.disable();
			}
		}
		if ( zoomable && scrollToZoom ) {
			map.scrollZoom.enable();
		} else {
			map.scrollZoom.disable();
		}
		if ( zoomable && ! zoomControl.current ) {
			zoomControl.current = new mapboxgl.NavigationControl( {
				showCompass: false,
			} );
			map.addControl( zoomControl.current, 'top-left' );
		} else if ( ! zoomable && zoomControl.current ) {
			map.removeControl( zoomControl.current );
			zoomControl.current = null;
		}
	}, [ map, points, freeCenter, zoom, scrollToZoom ] );

	// A new height.
	useEffect( () => {
		map?.resize();
	}, [ map, mapHeight ] );

	return <div ref={ container } className="wp-block-cairn-map__map" />;
}
