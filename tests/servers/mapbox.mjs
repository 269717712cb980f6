/**
 * A local server speaking the part of Mapbox's API that Cairn uses, in its
 * real wire format (https://docs.mapbox.com/api/maps/static-images/ and
 * https://docs.mapbox.com/api/search/geocoding-v5/):
 *
 * - `GET /styles/v1/{username}/{style_id}/static/{overlay}/{lon},{lat},{zoom}|auto/{w}x{h}[@2x]?access_token`:
 *   a PNG (a real, tiny one); 422 `{ message }` for a position out of range
 *   or a size over 1280, as Mapbox answers;
 * - `GET /geocoding/v5/mapbox.places/{query}.json?access_token&limit`:
 *   a GeoJSON FeatureCollection whose features have `id`, `text`,
 *   `place_name`, `center` and `geometry.coordinates` (the fields the map
 *   block reads); an unknown place gives no features;
 * - `GET /styles/v1/{username}/{style_id}?access_token`: a style (the style
 *   specification v8) that mapbox-gl draws with no tiles, sprite or glyphs:
 *   a background in a colour of its own per style, so a test can tell them;
 * - a missing or wrong token: 401 `{ message: "Not Authorized - Invalid Token" }`.
 *
 * Every answer allows any origin, as Mapbox's API does: the editor's map and
 * place search call it from the site's pages.
 *
 * Geocoding answers and errors are held to a schema written from Mapbox's
 * documentation (tests/servers/schemas/mapbox.mjs), checked before they are
 * sent (tests/servers/contract.mjs): one that breaks it goes out as a 500. A
 * query parameter an endpoint does not document gets 422.
 *
 * `GET /__calls` answers `{ calls, last, breaches }` (API calls, the last
 * path with its query less the token, and the answers that broke Mapbox's
 * format); `POST /__reset` clears them.
 *
 * CLI: `node tests/servers/mapbox.mjs [--port N] [--key TOKEN]
 * [--exit-with-stdin]` prints the base URL on its first line.
 */

/**
 * External dependencies
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { runFromCommandLine } from './cli.mjs';
import { Breaches, contract } from './contract.mjs';
import {
	ERROR,
	GEOCODING,
	GEOCODING_PARAMETERS,
	STATIC_PARAMETERS,
	STYLE_PARAMETERS,
} from './schemas/mapbox.mjs';

const SCHEMAS = { geocoding: contract( GEOCODING ), error: contract( ERROR ) };

/**
 * The first query parameter an endpoint does not document.
 *
 * @param {URLSearchParams} query The query.
 * @param {string[]}        known The endpoint's parameters.
 * @return {string|undefined} The parameter.
 */
function unknownParameter( query, known ) {
	return [ ...query.keys() ].find( ( name ) => ! known.includes( name ) );
}

export const TEST_TOKEN =
	'pk.eyJ1IjoiY2Fpcm4tdGVzdCIsImEiOiJ0ZXN0In0.Q2Fpcm5UZXN0VG9rZW4';

// A 1×1 PNG: a real image for browsers and for the PHP tests' checks.
export const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
	'base64'
);

/** The background of each style the map draws (mapbox-gl 1.x's styles). */
export const STYLE_COLORS = {
	'streets-v11': '#e0dcd0',
	'light-v10': '#f2f2f2',
	'satellite-streets-v11': '#1d3b2a',
	'outdoors-v11': '#dfe8c8',
};

/** The places the geocoder knows. */
export const PLACES = [
	{
		id: 'place.292358',
		text: 'San Francisco',
		place_name: 'San Francisco, California, United States',
		center: [ -122.4194, 37.7749 ],
	},
	{
		id: 'poi.1786706',
		text: 'Golden Gate Bridge',
		place_name:
			'Golden Gate Bridge, San Francisco, California 94129, United States',
		center: [ -122.4783, 37.8199 ],
	},
	{
		id: 'place.9191',
		text: 'Paris',
		place_name: 'Paris, Île-de-France, France',
		center: [ 2.3522, 48.8566 ],
	},
];

/**
 * Sends a JSON answer.
 *
 * @param {http.ServerResponse} res    Response.
 * @param {number}              status Status.
 * @param {Object}              body   Body.
 */
function send( res, status, body ) {
	res.writeHead( status, {
		'Content-Type': 'application/json; charset=utf-8',
		'Access-Control-Allow-Origin': '*',
	} );
	res.end( JSON.stringify( body ) );
}

/**
 * Starts the server.
 *
 * @param {Object} options      Options.
 * @param {number} options.port Port; 0 picks a free one.
 * @param {string} options.key  Access token it accepts.
 * @return {Promise<{url: string, stop: () => Promise<void>}>} The server.
 */
export async function startMapboxServer( { port = 0, key = TEST_TOKEN } = {} ) {
	let calls = 0;
	let last = '';
	const sockets = new Set();
	const breaches = new Breaches();

	/**
	 * Sends an API answer once it is checked against Mapbox's format.
	 *
	 * @param {http.ServerResponse} res    Response.
	 * @param {number}              status Status.
	 * @param {string}              kind   'geocoding' or 'error'.
	 * @param {Object}              body   Body.
	 */
	const answer = ( res, status, kind, body ) => {
		const broken = breaches.check( 'Mapbox', SCHEMAS[ kind ], body );
		send( res, broken ? 500 : status, broken ? { message: broken } : body );
	};

	const server = http.createServer( ( req, res ) => {
		const url = new URL( req.url, 'http://x' );
		const path = url.pathname;
		if ( path === '/__calls' ) {
			send( res, 200, { calls, last, breaches: breaches.list } );
			return;
		}
		if ( path === '/__reset' && req.method === 'POST' ) {
			calls = 0;
			last = '';
			breaches.list = [];
			send( res, 200, {} );
			return;
		}
		if ( req.method !== 'GET' ) {
			send( res, 405, { message: 'Method Not Allowed' } );
			return;
		}
		calls++;
		const query = new URLSearchParams( url.searchParams );
		query.delete( 'access_token' );
		last = decodeURIComponent( path + ( query.size ? `?${ query }` : '' ) );
		if ( url.searchParams.get( 'access_token' ) !== key ) {
			answer( res, 401, 'error', {
				message: 'Not Authorized - Invalid Token',
			} );
			return;
		}
		const image = decodeURIComponent( path ).match(
			/^\/styles\/v1\/([\w-]+)\/([\w-]+)\/static\/(?:([^/]+)\/)?(auto|(-?[\d.]+),(-?[\d.]+),([\d.]+)(?:,[\d.]+){0,2})\/(\d+)x(\d+)(@2x)?$/
		);
		const geocode = path.match(
			/^\/geocoding\/v5\/mapbox\.places\/(.+)\.json$/
		);
		const unknown = unknownParameter(
			url.searchParams,
			( image && STATIC_PARAMETERS ) ||
				( geocode && GEOCODING_PARAMETERS ) ||
				STYLE_PARAMETERS
		);
		if ( unknown ) {
			answer( res, 422, 'error', {
				message: `${ unknown } is not a valid query parameter`,
			} );
			return;
		}
		if ( image ) {
			const [ , , , , , lon, lat, zoom, width, height ] = image;
			if (
				( lon !== undefined &&
					( Math.abs( Number( lon ) ) > 180 ||
						Math.abs( Number( lat ) ) > 85.0511 ||
						Number( zoom ) > 22 ) ) ||
				Number( width ) < 1 ||
				Number( width ) > 1280 ||
				Number( height ) < 1 ||
				Number( height ) > 1280
			) {
				answer( res, 422, 'error', { message: 'Invalid request' } );
				return;
			}
			res.writeHead( 200, {
				'Content-Type': 'image/png',
				'Cache-Control': 'max-age=43200',
				'Access-Control-Allow-Origin': '*',
			} );
			res.end( PNG );
			return;
		}
		if ( geocode ) {
			const q = decodeURIComponent( geocode[ 1 ] ).toLowerCase().trim();
			const limit = Math.min(
				10,
				Number( url.searchParams.get( 'limit' ) ) || 5
			);
			const features = PLACES.filter(
				( place ) => q && place.place_name.toLowerCase().includes( q )
			)
				.slice( 0, limit )
				.map( ( place ) => ( {
					id: place.id,
					type: 'Feature',
					place_type: [ place.id.split( '.' )[ 0 ] ],
					relevance: 1,
					properties: {},
					text: place.text,
					place_name: place.place_name,
					center: place.center,
					geometry: { type: 'Point', coordinates: place.center },
				} ) );
			answer( res, 200, 'geocoding', {
				type: 'FeatureCollection',
				query: q.split( /\s+/ ),
				features,
				attribution:
					'NOTICE: © Mapbox and its suppliers. All rights reserved.',
			} );
			return;
		}
		const style = path.match( /^\/styles\/v1\/([\w-]+)\/([\w.-]+)$/ );
		if ( style ) {
			send( res, 200, {
				version: 8,
				name: style[ 2 ],
				sources: {},
				layers: [
					{
						id: 'background',
						type: 'background',
						paint: {
							'background-color':
								STYLE_COLORS[ style[ 2 ] ] ?? '#e0dcd0',
						},
					},
				],
			} );
			return;
		}
		answer( res, 404, 'error', { message: 'Not Found' } );
	} );
	server.on( 'connection', ( socket ) => {
		sockets.add( socket );
		socket.on( 'close', () => sockets.delete( socket ) );
	} );
	await new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', resolve );
	} );
	return {
		url: `http://127.0.0.1:${ server.address().port }`,
		stop: () =>
			new Promise( ( resolve ) => {
				sockets.forEach( ( socket ) => socket.destroy() );
				server.close( () => resolve() );
			} ),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	runFromCommandLine( startMapboxServer, TEST_TOKEN );
}
