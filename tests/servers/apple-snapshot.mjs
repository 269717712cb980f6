/**
 * A local server speaking Apple's Maps Web Snapshots in its real wire format
 * (https://developer.apple.com/documentation/snapshots):
 *
 * - `GET /api/v1/snapshot?center&[z|spn]&size&scale&t&annotations&teamId&keyId&signature`:
 *   a PNG (a real, tiny one) when `signature`, the last parameter, is the
 *   ES256 signature (r and s, base64url) of the path and query before it,
 *   made with the private key whose public half the server holds, and the
 *   team and key ids are the ones it expects: otherwise 401, as Apple
 *   answers; 400 for a missing centre, a size out of 50–640, a scale other
 *   than 1–3, an unknown map type, a zoom out of 3–20, a parameter Apple
 *   does not document, or annotations that are not a JSON array of Apple's
 *   annotation objects with a "latitude,longitude" point.
 *
 * Its parameters, annotations and errors are held to a schema written from
 * Apple's documentation (tests/servers/schemas/apple-snapshot.mjs), checked
 * on every request and answer (tests/servers/contract.mjs).
 *
 * `GET /__calls` answers `{ calls, verified, last, annotations, breaches }`
 * (snapshot calls, how many had a valid signature, the last path with its
 * query less the credentials, its annotations parsed, and the answers that
 * broke Apple's format); `POST /__reset` clears them.
 *
 * CLI: `node tests/servers/apple-snapshot.mjs [--port N] --key PUBLIC_KEY
 * [--exit-with-stdin]`, PUBLIC_KEY being the PEM's base64; prints the base
 * URL on its first line.
 */

/**
 * External dependencies
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { runFromCommandLine } from './cli.mjs';
import { Breaches, contract } from './contract.mjs';
import { PNG } from './mapbox.mjs';
import { ANNOTATIONS, ERROR, PARAMETERS } from './schemas/apple-snapshot.mjs';

const annotationsKeepSchema = contract( ANNOTATIONS );
const errorKeepsSchema = contract( ERROR );

/** The team id the server expects. */
export const TEAM_ID = 'ABCDE12345';

/** The key id the server expects. */
export const KEY_ID = 'KEY1234567';

/** Apple's map types. */
const MAP_TYPES = [ 'standard', 'hybrid', 'satellite', 'mutedStandard' ];

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
	} );
	res.end( JSON.stringify( body ) );
}

/**
 * Whether a value is a "latitude,longitude" pair on the map.
 *
 * @param {unknown} value Value.
 * @return {boolean} Whether it is.
 */
function isPoint( value ) {
	if ( typeof value !== 'string' ) {
		return false;
	}
	const [ lat, lon, extra ] = value.split( ',' ).map( Number );
	return (
		extra === undefined &&
		Number.isFinite( lat ) &&
		Number.isFinite( lon ) &&
		Math.abs( lat ) <= 90 &&
		Math.abs( lon ) <= 180
	);
}

/**
 * What is wrong with a snapshot's parameters, or null.
 *
 * @param {URLSearchParams} params Parameters.
 * @return {string|null} The problem.
 */
function problem( params ) {
	const unknown = [ ...params.keys() ].find(
		( name ) => ! PARAMETERS.includes( name )
	);
	if ( unknown ) {
		return `${ unknown } is not a parameter`;
	}
	if ( ! params.get( 'center' ) ) {
		return 'center is required';
	}
	const size = ( params.get( 'size' ) ?? '600x400' ).match( /^(\d+)x(\d+)$/ );
	if (
		! size ||
		[ size[ 1 ], size[ 2 ] ]
			.map( Number )
			.some( ( n ) => n < 50 || n > 640 )
	) {
		return 'size must be between 50x50 and 640x640';
	}
	if ( ! [ '1', '2', '3' ].includes( params.get( 'scale' ) ?? '1' ) ) {
		return 'scale must be 1, 2 or 3';
	}
	if ( ! MAP_TYPES.includes( params.get( 't' ) ?? 'standard' ) ) {
		return 't is not a map type';
	}
	// Points of interest shown (1, the default) or not (0).
	if ( ! [ '0', '1' ].includes( params.get( 'poi' ) ?? '1' ) ) {
		return 'poi must be 0 or 1';
	}
	const zoom = Number( params.get( 'z' ) ?? 12 );
	if ( ! ( zoom >= 3 && zoom <= 20 ) ) {
		return 'z must be between 3 and 20';
	}
	if ( params.has( 'annotations' ) ) {
		let annotations;
		try {
			annotations = JSON.parse( params.get( 'annotations' ) );
		} catch {
			return 'annotations is not JSON';
		}
		if (
			annotationsKeepSchema( annotations ) !== '' ||
			annotations.some( ( one ) => ! isPoint( one?.point ) )
		) {
			return 'annotations must be objects with a point';
		}
	}
	return null;
}

/**
 * Starts the server.
 *
 * @param {Object} options      Options.
 * @param {number} options.port Port; 0 picks a free one.
 * @param {string} options.key  The public key (PEM, or its base64) that signatures verify with.
 * @return {Promise<{url: string, stop: () => Promise<void>}>} The server.
 */
export async function startAppleSnapshotServer( { port = 0, key = '' } = {} ) {
	const pem = key.includes( 'BEGIN' )
		? key
		: Buffer.from( key, 'base64' ).toString( 'utf8' );
	const publicKey = crypto.createPublicKey( pem );
	let calls = 0;
	let verified = 0;
	let last = '';
	let annotations = null;
	const sockets = new Set();
	const breaches = new Breaches();

	/**
	 * Sends an error in Apple's format, once it is checked against it.
	 *
	 * @param {http.ServerResponse} res    Response.
	 * @param {number}              status Status.
	 * @param {Object}              body   Body.
	 */
	const sendError = ( res, status, body ) => {
		const broken = breaches.check( 'Apple', errorKeepsSchema, body );
		send(
			res,
			broken ? 500 : status,
			broken ? { error: { message: broken } } : body
		);
	};

	const server = http.createServer( ( req, res ) => {
		const url = new URL( req.url, 'http://x' );
		if ( url.pathname === '/__calls' ) {
			send( res, 200, {
				calls,
				verified,
				last,
				annotations,
				breaches: breaches.list,
			} );
			return;
		}
		if ( url.pathname === '/__reset' && req.method === 'POST' ) {
			calls = 0;
			verified = 0;
			last = '';
			annotations = null;
			breaches.list = [];
			send( res, 200, {} );
			return;
		}
		if ( req.method !== 'GET' || url.pathname !== '/api/v1/snapshot' ) {
			sendError( res, 404, { error: { message: 'Not Found' } } );
			return;
		}
		calls++;
		const params = url.searchParams;
		const shown = new URLSearchParams( params );
		[ 'teamId', 'keyId', 'signature' ].forEach( ( name ) =>
			shown.delete( name )
		);
		last = decodeURIComponent( `${ url.pathname }?${ shown }` );
		try {
			annotations = JSON.parse( params.get( 'annotations' ) ?? 'null' );
		} catch {
			annotations = null;
		}

		// Apple signs what comes before `&signature=`, as the request wrote it.
		const at = req.url.lastIndexOf( '&signature=' );
		const signature = at >= 0 ? req.url.slice( at + 11 ) : '';
		const signed = at >= 0 ? req.url.slice( 0, at ) : req.url;
		let valid = false;
		try {
			valid =
				/^[A-Za-z0-9_-]+$/.test( signature ) &&
				crypto.verify(
					'sha256',
					Buffer.from( signed ),
					{ key: publicKey, dsaEncoding: 'ieee-p1363' },
					Buffer.from( signature, 'base64url' )
				);
		} catch {
			valid = false;
		}
		if (
			! valid ||
			params.get( 'teamId' ) !== TEAM_ID ||
			params.get( 'keyId' ) !== KEY_ID
		) {
			sendError( res, 401, { error: { message: 'Unauthorized' } } );
			return;
		}
		verified++;
		const wrong = problem( params );
		if ( wrong ) {
			sendError( res, 400, { error: { message: wrong } } );
			return;
		}
		res.writeHead( 200, {
			'Content-Type': 'image/png',
			'Cache-Control': 'max-age=86400',
		} );
		res.end( PNG );
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
	runFromCommandLine( startAppleSnapshotServer );
}
