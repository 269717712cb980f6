/**
 * Internal dependencies
 */
import {
	addPoint,
	boundsOf,
	centerAfterChange,
	clampZoom,
	isZoomEnabled,
	pointFromFeature,
	removePoint,
	roundRegion,
	updatePoint,
	viewFor,
	zoomAfterChange,
} from '../points';
import type { MapPoint } from '../types';

const point = (
	id: string,
	longitude: number,
	latitude: number
): MapPoint => ( {
	id,
	title: id,
	caption: '',
	placeTitle: id,
	coordinates: { longitude, latitude },
} );

const PARIS = point( 'place.9191', 2.3522, 48.8566 );
const SF = point( 'place.292358', -122.4194, 37.7749 );
const BRIDGE = point( 'poi.1786706', -122.4783, 37.8199 );
const CENTER = { longitude: -122.4194, latitude: 37.7749 };

describe( 'addPoint', () => {
	it( 'adds a point at the end', () => {
		expect( addPoint( [ SF ], PARIS ) ).toEqual( [ SF, PARIS ] );
	} );

	it( 'does not add a point whose id is already on the map', () => {
		const points = [ SF, PARIS ];
		const again = { ...PARIS, title: 'Paris again' };
		expect( addPoint( points, again ) ).toBe( points );
	} );
} );

describe( 'removePoint and updatePoint', () => {
	it( 'removes the point at an index and keeps the others in order', () => {
		expect( removePoint( [ SF, BRIDGE, PARIS ], 1 ) ).toEqual( [
			SF,
			PARIS,
		] );
	} );

	it( 'edits one point’s title and caption only', () => {
		const [ first, second ] = updatePoint( [ SF, PARIS ], 1, {
			title: 'Home',
			caption: 'Where we live',
		} );
		expect( first ).toBe( SF );
		expect( second ).toEqual( {
			...PARIS,
			title: 'Home',
			caption: 'Where we live',
		} );
	} );
} );

describe( 'zoom rules', () => {
	it( 'gives a zoom control with none or one point, not with several', () => {
		expect( isZoomEnabled( [] ) ).toBe( true );
		expect( isZoomEnabled( [ SF ] ) ).toBe( true );
		expect( isZoomEnabled( [ SF, PARIS ] ) ).toBe( false );
	} );

	it( 'sets zoom 12 when a single point is left after several', () => {
		expect( zoomAfterChange( 2, 1, 3.2 ) ).toBe( 12 );
		expect( zoomAfterChange( 3, 1, 5 ) ).toBe( 12 );
	} );

	it( 'keeps the zoom otherwise', () => {
		expect( zoomAfterChange( 0, 1, 15 ) ).toBe( 15 );
		expect( zoomAfterChange( 1, 2, 15 ) ).toBe( 15 );
		expect( zoomAfterChange( 3, 2, 15 ) ).toBe( 15 );
		expect( zoomAfterChange( 1, 0, 15 ) ).toBe( 15 );
	} );

	it( 'keeps the zoom in 0–22, the default 13 when it is no number', () => {
		expect( clampZoom( -1 ) ).toBe( 0 );
		expect( clampZoom( 30 ) ).toBe( 22 );
		expect( clampZoom( 7.5 ) ).toBe( 7.5 );
		expect( clampZoom( Number.NaN ) ).toBe( 13 );
		expect( clampZoom( '5' ) ).toBe( 13 );
	} );
} );

describe( 'viewFor', () => {
	it( 'keeps the saved centre and zoom without points', () => {
		expect( viewFor( [], CENTER, 9 ) ).toEqual( {
			mode: 'center',
			center: CENTER,
			zoom: 9,
		} );
	} );

	it( 'centres one point at the saved zoom', () => {
		expect( viewFor( [ PARIS ], CENTER, 9 ) ).toEqual( {
			mode: 'center',
			center: PARIS.coordinates,
			zoom: 9,
		} );
	} );

	it( 'centres a point added alone, or left alone after several', () => {
		expect( centerAfterChange( [], [ PARIS ], CENTER ) ).toBe(
			PARIS.coordinates
		);
		expect( centerAfterChange( [ SF, PARIS ], [ PARIS ], CENTER ) ).toBe(
			PARIS.coordinates
		);
		expect( centerAfterChange( [ PARIS ], [ PARIS ], CENTER ) ).toBe(
			CENTER
		);
		expect( centerAfterChange( [ SF ], [ SF, PARIS ], CENTER ) ).toBe(
			CENTER
		);
		expect( centerAfterChange( [ SF ], [], CENTER ) ).toBe( CENTER );
	} );

	it( 'fits the region of several points', () => {
		expect( viewFor( [ SF, PARIS, BRIDGE ], CENTER, 9 ) ).toEqual( {
			mode: 'fit',
			bounds: [
				{ longitude: -122.4783, latitude: 37.7749 },
				{ longitude: 2.3522, latitude: 48.8566 },
			],
		} );
	} );

	it( 'bounds one point as a box of no size', () => {
		expect( boundsOf( [ SF ] ) ).toEqual( [
			SF.coordinates,
			SF.coordinates,
		] );
	} );
} );

describe( 'pointFromFeature', () => {
	it( 'titles a found place with its name and captions it with its full name', () => {
		expect(
			pointFromFeature( {
				id: 'poi.1786706',
				text: 'Golden Gate Bridge',
				place_name: 'Golden Gate Bridge, San Francisco, California',
				center: [ -122.4783, 37.8199 ],
				geometry: {
					type: 'Point',
					coordinates: [ -122.4783, 37.8199 ],
				},
			} )
		).toEqual( {
			id: 'poi.1786706',
			title: 'Golden Gate Bridge',
			placeTitle: 'Golden Gate Bridge',
			caption: 'Golden Gate Bridge, San Francisco, California',
			coordinates: { longitude: -122.4783, latitude: 37.8199 },
		} );
	} );
} );

describe( 'roundRegion', () => {
	it( 'rounds to 6 decimals so that float noise is no move', () => {
		expect( roundRegion( -122.41940000000001 ) ).toBe( -122.4194 );
		expect( roundRegion( 12.3456789 ) ).toBe( 12.345679 );
	} );
} );
