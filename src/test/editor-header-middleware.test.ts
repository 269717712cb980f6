/**
 * WordPress dependencies
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	EDITOR_HEADER,
	editorHeaderMiddleware,
	registerEditorHeaderMiddleware,
} from '../editor-header-middleware';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: { use: jest.fn() },
} ) );

/**
 * Runs the middleware and returns the options it passed on.
 *
 * @param options Options given to api-fetch.
 */
async function sentOptions( options: APIFetchOptions ) {
	const next = jest.fn().mockResolvedValue( {} );
	await editorHeaderMiddleware( options, next );
	expect( next ).toHaveBeenCalledTimes( 1 );
	return next.mock.calls[ 0 ][ 0 ] as APIFetchOptions;
}

describe( 'editor header middleware', () => {
	it( 'adds the header to a request by path', async () => {
		const options = await sentOptions( { path: '/cairn/v1/module/all' } );
		expect( options.headers?.[ EDITOR_HEADER ] ).toBe( 'true' );
	} );

	it( 'adds the header to a relative url', async () => {
		const options = await sentOptions( { url: '/wp-json/cairn/v1/site' } );
		expect( options.headers?.[ EDITOR_HEADER ] ).toBe( 'true' );
	} );

	it( "adds the header to a url on the site's own origin", async () => {
		const options = await sentOptions( {
			url: `${ window.location.origin }/wp-json/cairn/v1/site`,
		} );
		expect( options.headers?.[ EDITOR_HEADER ] ).toBe( 'true' );
	} );

	it( 'keeps the headers the caller set', async () => {
		const options = await sentOptions( {
			path: '/cairn/v1/site',
			headers: { 'X-Custom': 'yes' },
		} );
		expect( options.headers ).toEqual( {
			'X-Custom': 'yes',
			[ EDITOR_HEADER ]: 'true',
		} );
	} );

	it( 'leaves requests to other origins alone', async () => {
		const original = {
			url: 'https://api.example.org/v1/thing',
			headers: { Accept: 'application/json' },
		};
		const options = await sentOptions( original );
		expect( options ).toBe( original );
		expect( options.headers ).toEqual( { Accept: 'application/json' } );
	} );

	it( 'is registered with api-fetch only once', () => {
		const apiFetch = require( '@wordpress/api-fetch' ).default;
		registerEditorHeaderMiddleware();
		registerEditorHeaderMiddleware();
		expect( apiFetch.use ).toHaveBeenCalledTimes( 1 );
		expect( apiFetch.use ).toHaveBeenCalledWith( editorHeaderMiddleware );
	} );
} );
