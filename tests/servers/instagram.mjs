/**
 * A local server speaking the part of the Instagram API with Instagram Login
 * (Business Login for Instagram) that Cairn uses, in its wire format:
 *
 * - `GET /oauth/authorize?client_id&redirect_uri&response_type=code&scope&state`:
 *   the authorization window; as if the test account were logged in and
 *   pressed Allow, it redirects to `redirect_uri` with `code` (and
 *   Instagram's trailing `#_`) and `state`;
 * - `POST /oauth/access_token` (form: client_id, client_secret,
 *   grant_type=authorization_code, redirect_uri, code): a short-lived token,
 *   `{ data: [ { access_token, user_id, permissions } ] }`; a code works once;
 * - `GET /access_token?grant_type=ig_exchange_token&client_secret&access_token`:
 *   a long-lived token, `{ access_token, token_type: 'bearer', expires_in }`;
 * - `GET /refresh_access_token?grant_type=ig_refresh_token&access_token`: the same;
 * - `GET /v22.0/me?fields=user_id,username&access_token` and
 *   `GET /v22.0/me/media?fields=…&limit&access_token`: `{ data, paging }`;
 * - errors as Instagram's: `{ error: { message, type: 'OAuthException', code, fbtrace_id } }`
 *   (190 for a bad token), or `{ error_type, code, error_message }` for OAuth.
 *
 * Media URLs point back here (`/media/{n}.jpg`, a tiny real image).
 * `GET /__calls` counts API calls; `POST /__reset` resets the count and the
 * failure switch; `POST /__fail` makes the media call answer 500.
 *
 * CLI: `node tests/servers/instagram.mjs [--port N] [--key APP_SECRET]
 * [--exit-with-stdin]` prints the base URL on its first line.
 */

/**
 * External dependencies
 */
import http from 'node:http';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { runFromCommandLine } from './cli.mjs';

export const APP_ID = '990602627938098';
export const APP_SECRET = 'igtestsecret0123456789abcdef0123';
export const USERNAME = 'cairn.test';
export const USER_ID = '17841400000000001';
export const POSTS = 12;
const EXPIRES_IN = 5183944;

// A 1×1 PNG: a real image for browsers to load.
const PIXEL = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
	'base64'
);

/**
 * Sends a JSON answer.
 *
 * @param {http.ServerResponse} res    Response.
 * @param {number}              status Status.
 * @param {Object}              body   Body.
 */
function send( res, status, body ) {
	res.writeHead( status, { 'Content-Type': 'application/json' } );
	res.end( JSON.stringify( body ) );
}

/**
 * Instagram's Graph error.
 *
 * @param {http.ServerResponse} res     Response.
 * @param {string}              message Message.
 * @param {number}              code    Error code.
 */
function graphError( res, message, code = 190 ) {
	send( res, 400, {
		error: {
			message,
			type: 'OAuthException',
			code,
			fbtrace_id: crypto.randomBytes( 8 ).toString( 'hex' ),
		},
	} );
}

/**
 * Starts the server.
 *
 * @param {Object} options      Options.
 * @param {number} options.port Port; 0 picks a free one.
 * @param {string} options.key  The app secret it accepts.
 * @return {Promise<{url: string, calls: () => number, stop: () => Promise<void>}>} The server.
 */
export async function startInstagramServer( {
	port = 0,
	key = APP_SECRET,
} = {} ) {
	let calls = 0;
	let failing = false;
	const codes = new Map(); // code → redirect_uri
	const shortTokens = new Set();
	const longTokens = new Set();
	const sockets = new Set();
	let origin = '';
	const token = ( prefix ) =>
		prefix + crypto.randomBytes( 24 ).toString( 'base64url' );

	const server = http.createServer( ( req, res ) => {
		let raw = '';
		req.on( 'data', ( chunk ) => ( raw += chunk ) );
		req.on( 'end', () => {
			const url = new URL( req.url, 'http://x' );
			const q = url.searchParams;
			const path = url.pathname;
			if ( path === '/__calls' ) {
				send( res, 200, { calls } );
				return;
			}
			if ( path === '/__reset' && req.method === 'POST' ) {
				calls = 0;
				failing = false;
				send( res, 200, {} );
				return;
			}
			if ( path === '/__fail' && req.method === 'POST' ) {
				failing = true;
				send( res, 200, {} );
				return;
			}
			if ( /^\/media\/\d+\.jpg$/.test( path ) ) {
				res.writeHead( 200, { 'Content-Type': 'image/png' } );
				res.end( PIXEL );
				return;
			}
			calls++;
			if ( path === '/oauth/authorize' ) {
				if (
					q.get( 'client_id' ) !== APP_ID ||
					q.get( 'response_type' ) !== 'code' ||
					! ( q.get( 'scope' ) || '' ).includes(
						'instagram_business_basic'
					) ||
					! q.get( 'redirect_uri' )
				) {
					res.writeHead( 400, { 'Content-Type': 'text/html' } );
					res.end( '<p>Invalid request</p>' );
					return;
				}
				const code = token( 'AQ' );
				codes.set( code, q.get( 'redirect_uri' ) );
				const back = new URL( q.get( 'redirect_uri' ) );
				back.searchParams.set( 'code', code );
				back.searchParams.set( 'state', q.get( 'state' ) || '' );
				res.writeHead( 302, { Location: `${ back.href }#_` } );
				res.end();
				return;
			}
			if ( path === '/oauth/access_token' && req.method === 'POST' ) {
				const form = new URLSearchParams( raw );
				const code = form.get( 'code' ) || '';
				if (
					form.get( 'client_id' ) !== APP_ID ||
					form.get( 'client_secret' ) !== key ||
					form.get( 'grant_type' ) !== 'authorization_code' ||
					! codes.has( code ) ||
					codes.get( code ) !== form.get( 'redirect_uri' )
				) {
					send( res, 400, {
						error_type: 'OAuthException',
						code: 400,
						error_message: 'Invalid authorization code',
					} );
					return;
				}
				codes.delete( code );
				const short = token( 'IGAAshort' );
				shortTokens.add( short );
				send( res, 200, {
					data: [
						{
							access_token: short,
							user_id: USER_ID,
							permissions: 'instagram_business_basic',
						},
					],
				} );
				return;
			}
			if ( path === '/access_token' ) {
				if (
					q.get( 'grant_type' ) !== 'ig_exchange_token' ||
					q.get( 'client_secret' ) !== key ||
					! shortTokens.has( q.get( 'access_token' ) )
				) {
					graphError( res, 'Invalid OAuth access token' );
					return;
				}
				const long = token( 'IGAAlong' );
				longTokens.add( long );
				send( res, 200, {
					access_token: long,
					token_type: 'bearer',
					expires_in: EXPIRES_IN,
				} );
				return;
			}
			if ( path === '/refresh_access_token' ) {
				if (
					q.get( 'grant_type' ) !== 'ig_refresh_token' ||
					! longTokens.has( q.get( 'access_token' ) )
				) {
					graphError( res, 'Invalid OAuth access token' );
					return;
				}
				longTokens.delete( q.get( 'access_token' ) );
				const long = token( 'IGAAlong' );
				longTokens.add( long );
				send( res, 200, {
					access_token: long,
					token_type: 'bearer',
					expires_in: EXPIRES_IN,
				} );
				return;
			}
			const graph = path.match( /^\/v\d+\.\d+(\/me(?:\/media)?)$/ );
			if ( graph ) {
				if ( ! longTokens.has( q.get( 'access_token' ) ) ) {
					graphError(
						res,
						'Invalid OAuth access token - Cannot parse access token'
					);
					return;
				}
				if ( graph[ 1 ] === '/me' ) {
					send( res, 200, {
						user_id: USER_ID,
						username: USERNAME,
						id: USER_ID,
					} );
					return;
				}
				if ( failing ) {
					send( res, 500, {
						error: {
							message: 'An unexpected error has occurred.',
							type: 'OAuthException',
							code: 2,
							is_transient: true,
						},
					} );
					return;
				}
				const limit = Math.min( 100, Number( q.get( 'limit' ) ) || 25 );
				const data = Array.from(
					{ length: Math.min( POSTS, limit ) },
					( _, i ) => ( {
						id: String( 18000000000000000 + i ),
						caption: `Post ${ i + 1 }`,
						media_type: i === 3 ? 'VIDEO' : 'IMAGE',
						media_url:
							i === 3
								? `${ origin }/media/video${ i }.mp4`
								: `${ origin }/media/${ i + 1 }.jpg`,
						...( i === 3
							? {
									thumbnail_url: `${ origin }/media/${ i + 1 }.jpg`,
								}
							: {} ),
						permalink: `https://www.instagram.com/p/C${ i }AbCdEf/`,
						timestamp: new Date(
							Date.UTC( 2026, 0, 30 - i )
						).toISOString(),
					} )
				);
				send( res, 200, {
					data,
					paging: {
						cursors: { before: 'QVFIU0', after: 'QVFIU1' },
					},
				} );
				return;
			}
			graphError( res, 'Unsupported get request.', 100 );
		} );
	} );
	server.on( 'connection', ( socket ) => {
		sockets.add( socket );
		socket.on( 'close', () => sockets.delete( socket ) );
	} );
	await new Promise( ( resolve ) =>
		server.listen( port, '127.0.0.1', resolve )
	);
	origin = `http://127.0.0.1:${ server.address().port }`;
	return {
		url: origin,
		calls: () => calls,
		stop: () =>
			new Promise( ( resolve ) => {
				sockets.forEach( ( socket ) => socket.destroy() );
				server.close( () => resolve() );
			} ),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	runFromCommandLine( startInstagramServer, APP_SECRET );
}
