/**
 * Internal dependencies
 */
import {
	bounds,
	mapkitMapType,
	parseViewData,
	pickProvider,
	zoomToSpan,
	type ViewData,
} from '../view-data';

const data = ( overrides: Partial< ViewData > = {} ): ViewData => ( {
	provider: '',
	points: [],
	center: { longitude: -122.4194, latitude: 37.7749 },
	zoom: 13,
	mapStyle: 'default',
	markerColor: 'red',
	mapDetails: true,
	scrollToZoom: false,
	showFullscreen: true,
	mapbox: { accessToken: 'pk.x', apiBaseUrl: '' },
	mapkit: { tokenUrl: '/wp-json/cairn/v1/mapkit' },
	language: 'en-US',
	strings: {
		activate: 'Explore the map',
		region: 'Interactive map',
		keyboard: 'Keys',
		tokenError: 'Token',
		loadError: 'Load',
		fullscreen: 'Full screen',
	},
	...overrides,
} );

describe( 'parseViewData', () => {
	it( 'reads the render’s data and drops points without coordinates', () => {
		const parsed = parseViewData(
			JSON.stringify(
				data( {
					points: [
						{
							title: 'A',
							caption: '',
							coordinates: { longitude: 1, latitude: 2 },
						},
						{ title: 'B' } as unknown as ViewData[ 'points' ][ 0 ],
					],
				} )
			)
		);
		expect( parsed?.points.map( ( point ) => point.title ) ).toEqual( [
			'A',
		] );
	} );

	it( 'answers null for missing or broken data', () => {
		expect( parseViewData( undefined ) ).toBeNull();
		expect( parseViewData( '{' ) ).toBeNull();
		expect( parseViewData( '{"points":[]}' ) ).toBeNull();
	} );
} );

describe( 'pickProvider', () => {
	it( 'follows the site setting when that provider is set up', () => {
		expect( pickProvider( data( { provider: 'mapkit' } ), '' ) ).toBe(
			'mapkit'
		);
		expect( pickProvider( data(), '' ) ).toBe( 'mapbox' );
	} );

	it( 'follows the map_provider cookie', () => {
		expect( pickProvider( data(), 'map_provider=mapkit' ) ).toBe(
			'mapkit'
		);
	} );

	it( 'draws terrain with Mapbox', () => {
		expect(
			pickProvider(
				data( { provider: 'mapkit', mapStyle: 'terrain' } ),
				'map_provider=mapkit'
			)
		).toBe( 'mapbox' );
	} );

	it( 'falls back to the provider that is set up, or none', () => {
		expect(
			pickProvider( data( { provider: 'mapkit', mapkit: null } ), '' )
		).toBe( 'mapbox' );
		expect( pickProvider( data( { mapbox: null } ), '' ) ).toBe( 'mapkit' );
		expect(
			pickProvider( data( { mapbox: null, mapkit: null } ), '' )
		).toBeNull();
	} );
} );

describe( 'map geometry', () => {
	it( 'bounds the points south-west to north-east', () => {
		expect(
			bounds( [
				{
					title: '',
					caption: '',
					coordinates: { longitude: 2, latitude: 48 },
				},
				{
					title: '',
					caption: '',
					coordinates: { longitude: -122, latitude: 37 },
				},
			] )
		).toEqual( [
			[ -122, 37 ],
			[ 2, 48 ],
		] );
	} );

	it( 'turns a zoom level into a span that halves per level', () => {
		expect( zoomToSpan( 0 ) ).toBe( 360 );
		expect( zoomToSpan( 1 ) ).toBe( 180 );
		expect( zoomToSpan( 30 ) ).toBe( zoomToSpan( 22 ) );
	} );

	it( 'names black and white Muted on Apple', () => {
		expect( mapkitMapType( 'black_and_white' ) ).toBe( 'MutedStandard' );
		expect( mapkitMapType( 'satellite' ) ).toBe( 'Hybrid' );
		expect( mapkitMapType( 'terrain' ) ).toBe( 'Standard' );
	} );
} );
