/**
 * Internal dependencies
 */
import { chooseProvider, isMapProvider, providerCookie } from '../provider';

describe( 'chooseProvider', () => {
	it( 'selects Mapbox for the terrain style, whatever the cookie and setting say', () => {
		expect(
			chooseProvider( {
				mapStyle: 'terrain',
				cookie: 'mapkit',
				setting: 'mapkit',
			} )
		).toBe( 'mapbox' );
	} );

	it( 'otherwise follows a map_provider cookie of mapbox or mapkit', () => {
		expect(
			chooseProvider( {
				mapStyle: 'default',
				cookie: 'mapkit',
				setting: 'mapbox',
			} )
		).toBe( 'mapkit' );
		expect(
			chooseProvider( {
				mapStyle: 'satellite',
				cookie: 'mapbox',
				setting: 'mapkit',
			} )
		).toBe( 'mapbox' );
	} );

	it( 'ignores a cookie naming no provider', () => {
		expect(
			chooseProvider( { cookie: 'google', setting: 'mapkit' } )
		).toBe( 'mapkit' );
	} );

	it( 'otherwise follows the site setting', () => {
		expect(
			chooseProvider( { mapStyle: 'black_and_white', setting: 'mapkit' } )
		).toBe( 'mapkit' );
	} );

	it( 'defaults to Mapbox', () => {
		expect( chooseProvider( {} ) ).toBe( 'mapbox' );
		expect( chooseProvider( { cookie: null, setting: '' } ) ).toBe(
			'mapbox'
		);
	} );
} );

describe( 'isMapProvider', () => {
	it( 'accepts only mapbox and mapkit', () => {
		expect( isMapProvider( 'mapbox' ) ).toBe( true );
		expect( isMapProvider( 'mapkit' ) ).toBe( true );
		expect( isMapProvider( 'MapKit' ) ).toBe( false );
		expect( isMapProvider( undefined ) ).toBe( false );
	} );
} );

describe( 'providerCookie', () => {
	it( 'reads the map_provider cookie among others', () => {
		expect( providerCookie( 'a=1; map_provider=mapkit; b=2' ) ).toBe(
			'mapkit'
		);
	} );

	it( 'answers null without one', () => {
		expect( providerCookie( 'a=1; my_map_provider=mapkit' ) ).toBeNull();
		expect( providerCookie( '' ) ).toBeNull();
	} );
} );
