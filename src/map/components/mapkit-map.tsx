/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { FIT_PADDING, MAX_ZOOM, REGION_DEBOUNCE_MS } from '../constants';
import { loadMapkit, type Mapkit } from '../lib/load-mapkit';
import { mapkitLabels } from '../lib/mapkit-labels';
import { markerFill } from '../lib/marker';
import { isZoomEnabled, roundRegion as round, viewFor } from '../points';
import type {
	Coordinates,
	GeocodeFeature,
	MapAttributes,
	MapStyle,
} from '../types';

/** Props of the MapKit map. */
export interface MapkitMapProps {
	/** The block's attributes. */
	attributes: MapAttributes;
	/** A marker was selected. */
	onSelectPoint: ( index: number ) => void;
	/** The user moved or zoomed the map (1000 ms after it stopped). */
	onRegionChange: ( center: Coordinates, zoom: number ) => void;
	/** The library or the token failed. */
	onError: ( message: string ) => void;
}

/** The parts of a MapKit map this editor uses beyond the loader's type. */
type MapkitMap = InstanceType< Mapkit[ 'Map' ] > & {
	mapType: string;
	showsMapTypeControl: boolean;
	removeAnnotations: ( annotations: unknown[] ) => void;
	addEventListener: ( type: string, listener: () => void ) => void;
	center: { latitude: number; longitude: number };
	setRegionAnimated: ( region: unknown, animate?: boolean ) => void;
};

/** MapKit's map type for each style; terrain is Mapbox's only. */
const MAP_TYPES: Record< MapStyle, string > = {
	default: 'Standard',
	black_and_white: 'MutedStandard',
	satellite: 'Hybrid',
	terrain: 'Standard',
};

/**
 * The token for the editor's MapKit map, through apiFetch (its nonce).
 *
 * @return The token.
 */
async function fetchToken(): Promise< string > {
	const answer = await apiFetch< { mapkit_access_token?: string } >( {
		path: ROUTES.mapkit,
	} );
	if ( ! answer.mapkit_access_token ) {
		throw new Error( 'MapKit token: none in the answer' );
	}
	return answer.mapkit_access_token;
}

/**
 * MapKit JS for the editor, loaded once (see loadMapkit), with its token
 * from the site.
 *
 * @param onError Told of MapKit's errors.
 * @return MapKit's global.
 */
export function loadEditorMapkit(
	onError?: ( message: string ) => void
): Promise< Mapkit > {
	return loadMapkit( {
		fetchToken,
		tokenErrorMessage: __(
			'Failed to retrieve a Mapkit API token. Please try refreshing.',
			'cairn'
		),
		onError: ( code, message ) => onError?.( `${ code }: ${ message }` ),
	} );
}

/** A place as MapKit's search answers it (the fields the block reads). */
interface MapkitPlace {
	id?: string;
	name?: string;
	formattedAddress?: string;
	coordinate: { latitude: number; longitude: number };
}

/** MapKit's search service, which the loader's type leaves out. */
type MapkitSearch = new () => {
	search: (
		query: string,
		callback: (
			error: { message?: string } | null,
			data: { places?: MapkitPlace[] }
		) => void
	) => void;
};

/**
 * Finds places with MapKit's search, as the Mapbox geocoder's features
 * (on Apple's maps the markers come from Apple's places).
 *
 * @param query What was typed.
 * @return The places.
 */
export async function searchWithMapkit(
	query: string
): Promise< GeocodeFeature[] > {
	const mapkit = ( await loadEditorMapkit() ) as Mapkit & {
		Search: MapkitSearch;
	};
	return new Promise( ( resolve, reject ) => {
		new mapkit.Search().search( query, ( error, data ) => {
			if ( error ) {
				reject( new Error( `mapkit_error: ${ error.message ?? '' }` ) );
				return;
			}
			resolve(
				( data.places ?? [] ).map( ( place ) => {
					const { latitude, longitude } = place.coordinate;
					return {
						id:
							typeof place.id === 'string' && place.id
								? place.id
								: `mapkit.${ latitude },${ longitude }`,
						text: place.name ?? '',
						place_name: place.formattedAddress ?? place.name ?? '',
						geometry: {
							type: 'Point',
							coordinates: [ longitude, latitude ],
						},
					};
				} )
			);
		} );
	} );
}

/**
 * The editor's Apple map (MapKit JS from Apple's CDN, with a token the site
 * signs): markers, the view the rules give, the fullscreen choice.
 * Selecting a marker opens the block's own popup to edit it.
 *
 * @param props Props.
 * @return The map's element.
 */
export default function MapkitMapView( props: MapkitMapProps ) {
	const { attributes, onSelectPoint, onRegionChange, onError } = props;
	const {
		points,
		zoom,
		mapCenter,
		mapStyle,
		markerColor,
		scrollToZoom,
		mapDetails,
	} = attributes;
	const container = useRef< HTMLDivElement >( null );
	const [ kit, setKit ] = useState< Mapkit | null >( null );
	const [ map, setMap ] = useState< MapkitMap | null >( null );
	const latest = useRef( {
		points,
		onSelectPoint,
		onRegionChange,
		onError,
	} );
	latest.current = { points, onSelectPoint, onRegionChange, onError };
	const center = useRef( mapCenter );
	center.current = mapCenter;
	// With a point, the point is the centre: a centre saved by panning does
	// not move the map back; without one, the saved centre is the view.
	const freeCenter = points.length
		? ''
		: `${ mapCenter.longitude },${ mapCenter.latitude }`;

	useEffect( () => {
		let created: MapkitMap | null = null;
		let cancelled = false;
		let timer = 0;
		loadEditorMapkit( ( message ) => latest.current.onError( message ) )
			.then( ( mapkit ) => {
				if ( cancelled || ! container.current ) {
					return;
				}
				const drawn = new mapkit.Map( container.current, {
					showsMapTypeControl: false,
				} ) as MapkitMap;
				created = drawn;
				drawn.addEventListener( 'region-change-end', () => {
					window.clearTimeout( timer );
					timer = window.setTimeout( () => {
						if ( ! isZoomEnabled( latest.current.points ) ) {
							return;
						}
						const region = drawn.region as {
							span?: { longitudeDelta?: number };
						};
						const delta = region.span?.longitudeDelta ?? 0;
						latest.current.onRegionChange(
							{
								longitude: round( drawn.center.longitude ),
								latitude: round( drawn.center.latitude ),
							},
							delta > 0
								? round(
										Math.min(
											MAX_ZOOM,
											Math.max(
												0,
												Math.log2( 360 / delta )
											)
										)
									)
								: 0
						);
					}, REGION_DEBOUNCE_MS );
				} );
				setKit( mapkit );
				setMap( created );
			} )
			.catch( ( error: Error ) =>
				latest.current.onError( error.message )
			);
		return () => {
			cancelled = true;
			window.clearTimeout( timer );
			created?.destroy();
		};
	}, [] );

	useEffect( () => {
		if ( map && kit ) {
			map.mapType =
				kit.Map.MapTypes[ MAP_TYPES[ mapStyle ] ] ?? MAP_TYPES.default;
		}
	}, [ map, kit, mapStyle ] );

	// Labels off hides the points of interest, as for visitors.
	useEffect( () => {
		if ( map && kit ) {
			Object.assign( map, mapkitLabels( kit, mapDetails ) );
		}
	}, [ map, kit, mapDetails ] );

	useEffect( () => {
		if ( ! map || ! kit ) {
			return;
		}
		const annotations = points.map( ( point, index ) => {
			const annotation = new kit.MarkerAnnotation(
				new kit.Coordinate(
					point.coordinates.latitude,
					point.coordinates.longitude
				),
				{ color: markerFill( markerColor ), title: point.title }
			) as { addEventListener: ( type: string, fn: () => void ) => void };
			annotation.addEventListener( 'select', () =>
				latest.current.onSelectPoint( index )
			);
			return annotation;
		} );
		const view = viewFor( points, center.current, zoom );
		if ( view.mode === 'fit' ) {
			map.showItems( annotations, {
				padding: new kit.Padding(
					FIT_PADDING.top,
					FIT_PADDING.right,
					FIT_PADDING.bottom,
					FIT_PADDING.left
				),
				animate: false,
			} );
		} else {
			map.addAnnotations( annotations );
			// MapKit has no zoom levels: a zoom level's span in degrees.
			const span = 360 / Math.pow( 2, view.zoom );
			map.setRegionAnimated(
				new kit.CoordinateRegion(
					new kit.Coordinate(
						view.center.latitude,
						view.center.longitude
					),
					new kit.CoordinateSpan( span / 2, span )
				),
				false
			);
		}
		const zoomable = isZoomEnabled( points );
		map.isZoomEnabled = zoomable && scrollToZoom;
		map.isScrollEnabled = zoomable;
		map.showsZoomControl = zoomable;
		return () => map.removeAnnotations( annotations );
	}, [ map, kit, points, freeCenter, zoom, markerColor, scrollToZoom ] );

	return <div ref={ container } className="wp-block-cairn-map__map" />;
}
