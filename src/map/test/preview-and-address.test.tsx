/**
 * External dependencies
 */
import { renderHook, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	imageColor,
	previewSource,
	previewUrl,
} from '../components/static-preview';
import { ADDRESS_NOT_FOUND, useAddressLookup } from '../use-address-lookup';
import type { MapAttributes } from '../types';

const ATTRIBUTES: MapAttributes = {
	points: [],
	address: '',
	mapDetails: true,
	zoom: 13,
	mapCenter: { longitude: -122.4194, latitude: 37.7749 },
	mapStyle: 'default',
	markerColor: 'red',
	scrollToZoom: false,
	showFullscreenButton: true,
};

const POINT = ( id: string, longitude: number, latitude: number ) => ( {
	id,
	title: id,
	caption: '',
	placeTitle: id,
	coordinates: { longitude, latitude },
} );

describe( 'the preview image', () => {
	it( 'asks the site’s image route for the map’s centre, zoom, style, colour and markers', () => {
		window.wpApiSettings = {
			root: 'https://example.com/wp-json/',
			nonce: 'n0nce',
		};
		const url = new URL(
			previewUrl(
				{
					...ATTRIBUTES,
					points: [ POINT( 'a', 2.35, 48.85 ) ],
					mapCenter: { longitude: 2.35, latitude: 48.85 },
					mapStyle: 'satellite',
					markerColor: '#00FF00',
					mapHeight: 480,
					zoom: 9,
				},
				640
			)
		);
		delete window.wpApiSettings;
		expect( url.pathname ).toBe( '/wp-json/cairn/v1/map-image' );
		expect( Object.fromEntries( url.searchParams ) ).toEqual( {
			lon: '2.35',
			lat: '48.85',
			zoom: '9',
			width: '640',
			height: '480',
			style: 'satellite',
			color: '00ff00',
			markers: '2.35,48.85',
			_wpnonce: 'n0nce',
		} );
	} );

	it( 'centres several markers between them', () => {
		const url = new URL(
			previewUrl(
				{
					...ATTRIBUTES,
					points: [ POINT( 'a', 0, 10 ), POINT( 'b', 10, 20 ) ],
				},
				640
			),
			'https://example.com'
		);
		expect( url.searchParams.get( 'lon' ) ).toBe( '5' );
		expect( url.searchParams.get( 'lat' ) ).toBe( '15' );
		expect( url.searchParams.get( 'markers' ) ).toBe( '0,10;10,20' );
	} );

	it( 'asks Apple’s snapshot on a MapKit site that signs them, within Apple’s sizes, and never Mapbox without a token', () => {
		const both = { mapboxToken: 'pk.x', mapkitSnapshots: true };
		const appleOnly = { mapboxToken: '', mapkitSnapshots: true };
		const none = { mapboxToken: '', mapkitSnapshots: false };
		expect( previewSource( 'mapkit', 'default', appleOnly ) ).toBe(
			'mapkit'
		);
		expect( previewSource( 'mapkit', 'default', both ) ).toBe( 'mapkit' );
		expect( previewSource( 'mapbox', 'default', both ) ).toBe( 'mapbox' );
		// Terrain is Mapbox's only.
		expect( previewSource( 'mapkit', 'terrain', appleOnly ) ).toBeNull();
		expect( previewSource( 'mapbox', 'default', appleOnly ) ).toBeNull();
		expect( previewSource( 'mapkit', 'default', none ) ).toBeNull();

		const url = new URL(
			previewUrl(
				{ ...ATTRIBUTES, mapHeight: 900, mapDetails: false },
				640,
				'mapkit'
			),
			'https://example.com'
		);
		expect( url.searchParams.get( 'provider' ) ).toBe( 'mapkit' );
		expect( url.searchParams.get( 'height' ) ).toBe( '640' );
		expect( url.searchParams.get( 'labels' ) ).toBe( '0' );
	} );

	it( 'sends the colour as hex digits', () => {
		expect( imageColor( 'red' ) ).toBe( 'ff0000' );
		expect( imageColor( '#ABC' ) ).toBe( 'abc' );
		expect( imageColor( 'url(x)' ) ).toBe( '' );
	} );
} );

describe( 'useAddressLookup', () => {
	afterEach( () => jest.restoreAllMocks() );

	it( 'says so when the address gives no place, and clears it', async () => {
		window.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			status: 200,
			statusText: 'OK',
			json: () => Promise.resolve( { features: [] } ),
		} ) as unknown as typeof window.fetch;
		const onFound = jest.fn();
		const onError = jest.fn();
		renderHook( () =>
			useAddressLookup( {
				address: 'Nowhere at all',
				hasPoints: false,
				token: 'pk.x',
				apiBaseUrl: 'http://127.0.0.1:9',
				onFound,
				onError,
			} )
		);
		await waitFor( () => expect( onError ).toHaveBeenCalled() );
		expect( onError ).toHaveBeenCalledWith(
			'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.'
		);
		expect( ADDRESS_NOT_FOUND() ).toBe( onError.mock.calls[ 0 ][ 0 ] );
		expect( onFound ).toHaveBeenCalledWith( null );
	} );

	it( 'makes the first place found the map’s marker', async () => {
		window.fetch = jest.fn().mockResolvedValue( {
			ok: true,
			status: 200,
			statusText: 'OK',
			json: () =>
				Promise.resolve( {
					features: [
						{
							id: 'place.9191',
							text: 'Paris',
							place_name: 'Paris, France',
							geometry: {
								type: 'Point',
								coordinates: [ 2.3522, 48.8566 ],
							},
						},
					],
				} ),
		} ) as unknown as typeof window.fetch;
		const onFound = jest.fn();
		renderHook( () =>
			useAddressLookup( {
				address: 'Paris',
				hasPoints: false,
				token: 'pk.x',
				apiBaseUrl: '',
				onFound,
				onError: jest.fn(),
			} )
		);
		await waitFor( () =>
			expect( onFound ).toHaveBeenCalledWith(
				expect.objectContaining( {
					id: 'place.9191',
					title: 'Paris',
					coordinates: { longitude: 2.3522, latitude: 48.8566 },
				} )
			)
		);
	} );

	it( 'looks nothing up when the map has markers or no token', () => {
		const fetchMock = jest.fn();
		window.fetch = fetchMock as unknown as typeof window.fetch;
		for ( const [ hasPoints, token ] of [
			[ true, 'pk.x' ],
			[ false, '' ],
		] as const ) {
			renderHook( () =>
				useAddressLookup( {
					address: 'Paris',
					hasPoints,
					token,
					apiBaseUrl: '',
					onFound: jest.fn(),
					onError: jest.fn(),
				} )
			);
		}
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );
