/**
 * Internal dependencies
 */
import {
	clampHeight,
	geocodingUrl,
	styleFromClassName,
	styleLabel,
	toMapStyle,
} from '../utils';

describe( 'clampHeight', () => {
	it( 'keeps 400 pixels at least, in steps of 10', () => {
		expect( clampHeight( 120 ) ).toBe( 400 );
		expect( clampHeight( 523 ) ).toBe( 520 );
		expect( clampHeight( 526 ) ).toBe( 530 );
		expect( clampHeight( Number.NaN ) ).toBe( 400 );
	} );
} );

describe( 'styles', () => {
	it( 'calls black and white Muted on Apple’s maps', () => {
		expect( styleLabel( 'black_and_white', 'mapkit' ) ).toBe( 'Muted' );
		expect( styleLabel( 'black_and_white', 'mapbox' ) ).toBe(
			'Black and white'
		);
		expect( styleLabel( 'satellite', 'mapkit' ) ).toBe( 'Satellite' );
	} );

	it( 'reads older spellings of a style and refuses unknown ones', () => {
		expect( toMapStyle( 'black-and-white' ) ).toBe( 'black_and_white' );
		expect( toMapStyle( 'terrain' ) ).toBe( 'terrain' );
		expect( toMapStyle( 'neon' ) ).toBeNull();
		expect( toMapStyle( undefined ) ).toBeNull();
	} );

	it( 'takes the style out of an is-style-* class', () => {
		expect(
			styleFromClassName( 'my-map is-style-black_and_white wide' )
		).toEqual( { mapStyle: 'black_and_white', className: 'my-map wide' } );
		expect( styleFromClassName( 'is-style-satellite' ) ).toEqual( {
			mapStyle: 'satellite',
			className: '',
		} );
		expect( styleFromClassName( 'is-style-neon plain' ) ).toEqual( {
			mapStyle: null,
			className: 'plain',
		} );
		expect( styleFromClassName( undefined ) ).toEqual( {
			mapStyle: null,
			className: '',
		} );
	} );
} );

describe( 'geocodingUrl', () => {
	it( 'asks Mapbox’s geocoding v5 for at most 10 places', () => {
		const url = new URL(
			geocodingUrl( 'http://127.0.0.1:8080/', 'Golden Gate', 'pk.x' )
		);
		expect( url.origin ).toBe( 'http://127.0.0.1:8080' );
		expect( url.pathname ).toBe(
			'/geocoding/v5/mapbox.places/Golden%20Gate.json'
		);
		expect( url.searchParams.get( 'access_token' ) ).toBe( 'pk.x' );
		expect( url.searchParams.get( 'limit' ) ).toBe( '10' );
	} );

	it( 'uses Mapbox’s own API without a base URL, and escapes the query', () => {
		expect( geocodingUrl( '', 'a/b?c', 't' ) ).toBe(
			'https://api.mapbox.com/geocoding/v5/mapbox.places/a%2Fb%3Fc.json?access_token=t&limit=10'
		);
	} );
} );
