/**
 * Internal dependencies
 */
import {
	loadMapbox,
	MAPBOX_API_URL,
	mapboxStyleUrl,
	type MapboxGl,
} from '../load-mapbox';

/**
 * A stand-in for mapbox-gl's settable globals.
 *
 * @return The fake module and its loader.
 */
function fakeChunk() {
	const gl = { accessToken: '', baseApiUrl: MAPBOX_API_URL };
	const load = jest.fn( async () => ( {
		default: gl as unknown as MapboxGl,
	} ) );
	return { gl, load };
}

describe( 'loadMapbox', () => {
	it( 'sets the owner’s public token', async () => {
		const { gl, load } = fakeChunk();
		await loadMapbox( { accessToken: 'pk.abc' }, load );
		expect( gl.accessToken ).toBe( 'pk.abc' );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'points every API request at the base URL the owner set (tests: the local server), without its trailing slash', async () => {
		const { gl, load } = fakeChunk();
		await loadMapbox(
			{ accessToken: 'pk.abc', apiBaseUrl: 'http://127.0.0.1:9999/' },
			load
		);
		expect( gl.baseApiUrl ).toBe( 'http://127.0.0.1:9999' );
	} );

	it( 'uses Mapbox’s API when no base URL is set', async () => {
		const { gl, load } = fakeChunk();
		gl.baseApiUrl = 'http://elsewhere';
		await loadMapbox( { accessToken: 'pk.abc', apiBaseUrl: '' }, load );
		expect( gl.baseApiUrl ).toBe( MAPBOX_API_URL );
	} );
} );

describe( 'mapboxStyleUrl', () => {
	it( 'draws each block style with its Mapbox style', () => {
		expect( mapboxStyleUrl( 'default' ) ).toBe(
			'mapbox://styles/mapbox/streets-v11'
		);
		expect( mapboxStyleUrl( 'black_and_white' ) ).toBe(
			'mapbox://styles/mapbox/light-v10'
		);
		expect( mapboxStyleUrl( 'satellite' ) ).toBe(
			'mapbox://styles/mapbox/satellite-streets-v11'
		);
		expect( mapboxStyleUrl( 'terrain' ) ).toBe(
			'mapbox://styles/mapbox/outdoors-v11'
		);
	} );

	it( 'draws an unknown style as the default', () => {
		expect( mapboxStyleUrl( 'neon' ) ).toBe( mapboxStyleUrl( 'default' ) );
		expect( mapboxStyleUrl( undefined ) ).toBe(
			mapboxStyleUrl( 'default' )
		);
	} );
} );
