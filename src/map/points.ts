/**
 * The map's rules for points and the view, kept free of any
 * map library so that both providers and the tests share them.
 */

/**
 * Internal dependencies
 */
import {
	DEFAULT_ZOOM,
	MAX_ZOOM,
	MIN_ZOOM,
	SINGLE_POINT_ZOOM,
} from './constants';
import type { Coordinates, GeocodeFeature, MapPoint } from './types';

/** How the map frames its points. */
export type MapView =
	| {
			/** One point or none: a centre and a zoom the user controls. */
			mode: 'center';
			center: Coordinates;
			zoom: number;
	  }
	| {
			/** Several points: the region that holds them all. */
			mode: 'fit';
			/** South-west and north-east corners. */
			bounds: [ Coordinates, Coordinates ];
	  };

/**
 * Adds a point unless a point with its id is already on the map.
 *
 * @param points The map's points.
 * @param point  The point to add.
 * @return The new list, or the same list when the id is there.
 */
export function addPoint( points: MapPoint[], point: MapPoint ): MapPoint[] {
	if ( points.some( ( existing ) => existing.id === point.id ) ) {
		return points;
	}
	return [ ...points, point ];
}

/**
 * Removes the point at an index.
 *
 * @param points The map's points.
 * @param index  Which one.
 * @return The new list.
 */
export function removePoint( points: MapPoint[], index: number ): MapPoint[] {
	return points.filter( ( _, i ) => i !== index );
}

/**
 * Changes one point's title or caption.
 *
 * @param points  The map's points.
 * @param index   Which one.
 * @param changes The new title and/or caption.
 * @return The new list.
 */
export function updatePoint(
	points: MapPoint[],
	index: number,
	changes: Partial< Pick< MapPoint, 'title' | 'caption' > >
): MapPoint[] {
	return points.map( ( point, i ) =>
		i === index ? { ...point, ...changes } : point
	);
}

/**
 * Whether the user sets the zoom (and the map zooms and pans on its own
 * gestures): only with fewer than two points; several points fit the region.
 *
 * @param points The map's points.
 * @return Whether the zoom control is enabled.
 */
export function isZoomEnabled( points: readonly MapPoint[] ): boolean {
	return points.length < 2;
}

/**
 * The smallest box holding every point.
 *
 * @param points At least one point.
 * @return South-west and north-east corners.
 */
export function boundsOf(
	points: readonly MapPoint[]
): [ Coordinates, Coordinates ] {
	const longitudes = points.map( ( point ) => point.coordinates.longitude );
	const latitudes = points.map( ( point ) => point.coordinates.latitude );
	return [
		{
			longitude: Math.min( ...longitudes ),
			latitude: Math.min( ...latitudes ),
		},
		{
			longitude: Math.max( ...longitudes ),
			latitude: Math.max( ...latitudes ),
		},
	];
}

/**
 * How the map frames its points, as visitors see it: several points fit the
 * region; one point is the centre at the saved zoom; none keeps the saved
 * centre.
 *
 * @param points The map's points.
 * @param center The saved centre.
 * @param zoom   The saved zoom.
 * @return The view.
 */
export function viewFor(
	points: readonly MapPoint[],
	center: Coordinates,
	zoom: number
): MapView {
	if ( points.length > 1 ) {
		return { mode: 'fit', bounds: boundsOf( points ) };
	}
	return {
		mode: 'center',
		center: points.length === 1 ? points[ 0 ].coordinates : center,
		zoom: clampZoom( zoom ),
	};
}

/**
 * The zoom after the points changed: a single point left after several
 * (whose bounds had set the zoom) gets zoom 12; otherwise the zoom stays.
 *
 * @param before How many points there were.
 * @param after  How many there are.
 * @param zoom   The current zoom.
 * @return The zoom to save.
 */
export function zoomAfterChange(
	before: number,
	after: number,
	zoom: number
): number {
	return before > 1 && after === 1 ? SINGLE_POINT_ZOOM : zoom;
}

/**
 * The centre after the points changed: a point that is now the only one
 * becomes the centre; otherwise the centre stays.
 *
 * @param before The points before.
 * @param after  The points after.
 * @param center The current centre.
 * @return The centre to save.
 */
export function centerAfterChange(
	before: readonly MapPoint[],
	after: readonly MapPoint[],
	center: Coordinates
): Coordinates {
	if ( after.length === 1 && before[ 0 ]?.id !== after[ 0 ].id ) {
		return after[ 0 ].coordinates;
	}
	if ( after.length === 1 && before.length > 1 ) {
		return after[ 0 ].coordinates;
	}
	return center;
}

/**
 * Keeps a zoom in 0–22; anything not a number is the default.
 *
 * @param zoom A zoom.
 * @return The zoom in range.
 */
export function clampZoom( zoom: unknown ): number {
	if ( typeof zoom !== 'number' || ! Number.isFinite( zoom ) ) {
		return DEFAULT_ZOOM;
	}
	return Math.min( MAX_ZOOM, Math.max( MIN_ZOOM, zoom ) );
}

/**
 * A point from a place the geocoder found: titled with its short name and
 * captioned with its full name.
 *
 * @param feature The geocoder's feature.
 * @return The point.
 */
export function pointFromFeature( feature: GeocodeFeature ): MapPoint {
	const [ longitude, latitude ] = feature.geometry.coordinates;
	return {
		placeTitle: feature.text,
		title: feature.text,
		caption: feature.place_name,
		id: feature.id,
		coordinates: { longitude, latitude },
	};
}

/**
 * Rounds a coordinate or zoom to 6 decimals (about 10 cm), so that a map's
 * float noise is not taken for a move.
 *
 * @param value A coordinate or zoom.
 * @return The rounded value.
 */
export function roundRegion( value: number ): number {
	return Math.round( value * 1e6 ) / 1e6;
}
