/**
 * A local server speaking the part of the Instagram API with Instagram Login
 * (Business Login for Instagram) that Cairn uses, in its wire format:
 *
 * - `GET /oauth/authorize?client_id&redirect_uri&response_type=code&scope&state`:
 *   the authorization window; as if the test account were logged in and
 *   pressed Allow, it redirects to `redirect_uri` with `code` (and
 *   Instagram's trailing `#_`) and `state`;
 * - `POST /oauth/access_token` (form: client_id, client_secret,
 *   grant_type=authorization_code, redirect_uri, code): a short-lived token
 *   in either shape Instagram answers with: as documented,
 *   `{ data: [ { access_token, user_id, permissions } ] }` (the user id a
 *   string, the permissions comma-separated), or as the API answers in
 *   practice, `{ access_token, user_id, permissions }` (the user id a JSON
 *   number, the permissions an array); `POST /__token-shape?shape=flat`
 *   or `wrapped` chooses; a code works once;
 * - `GET /access_token?grant_type=ig_exchange_token&client_secret&access_token`:
 *   a long-lived token, `{ access_token, token_type: 'bearer', expires_in }`;
 * - `GET /refresh_access_token?grant_type=ig_refresh_token&access_token`: the same;
 * - `GET /v22.0/me?fields=…&access_token` and
 *   `GET /v22.0/me/media?fields=…&limit&access_token` (`{ data, paging }`):
 *   as the Graph API, only the fields asked for, and `id` (alone when none
 *   is asked); `thumbnail_url` only on videos; a field the node does not
 *   have is error 100;
 * - errors as Instagram's: `{ error: { message, type: 'OAuthException', code, fbtrace_id } }`
 *   (190 for a bad token), or `{ error_type, code, error_message }` for OAuth.
 *
 * Media URLs point back here (`/media/{n}.jpg`, a tiny real image).
 * `GET /__calls` counts API calls; `POST /__reset` resets the count, the
 * failure switch and the token shape; `POST /__fail` makes the media call
 * answer 500.
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

/** The fields of an Instagram user (Instagram API with Instagram Login). */
const USER_FIELDS = [
	'id',
	'user_id',
	'username',
	'name',
	'account_type',
	'profile_picture_url',
	'followers_count',
	'follows_count',
	'media_count',
];

/** The fields of an IG Media. */
const MEDIA_FIELDS = [
	'id',
	'alt_text',
	'caption',
	'comments_count',
	'is_comment_enabled',
	'is_shared_to_feed',
	'legacy_instagram_media_id',
	'like_count',
	'media_product_type',
	'media_type',
	'media_url',
	'owner',
	'permalink',
	'shortcode',
	'thumbnail_url',
	'timestamp',
	'username',
	'view_count',
];

/**
 * What the Graph API answers of a node: `id`, and the fields asked for that
 * it has (a field a node lacks, such as a photo's `thumbnail_url`, is left
 * out).
 *
 * @param {Object}   node   Every field of the node.
 * @param {string[]} fields The fields asked for.
 * @return {Object} The answer.
 */
function pick( node, fields ) {
	const answer = { id: node.id };
	for ( const field of fields ) {
		if ( field in node ) {
			answer[ field ] = node[ field ];
		}
	}
	return answer;
}

/**
 * The `fields` parameter as a list, and the first one the node type lacks.
 *
 * @param {URLSearchParams} query Query.
 * @param {string[]}        known The node's fields.
 * @return {{fields: string[], unknown: string|undefined}} The fields.
 */
function askedFields( query, known ) {
	const fields = ( query.get( 'fields' ) || '' )
		.split( ',' )
		.map( ( field ) => field.trim() )
		.filter( Boolean );
	return {
		fields,
		unknown: fields.find( ( field ) => ! known.includes( field ) ),
	};
}

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
	let tokenShape = 'wrapped';
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
				tokenShape = 'wrapped';
				send( res, 200, {} );
				return;
			}
			if ( path === '/__token-shape' && req.method === 'POST' ) {
				tokenShape = q.get( 'shape' ) === 'flat' ? 'flat' : 'wrapped';
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
				if ( tokenShape === 'flat' ) {
					// The user id as a JSON number, too large for a double: written as is.
					res.writeHead( 200, {
						'Content-Type': 'application/json',
					} );
					res.end(
						`{"access_token":${ JSON.stringify(
							short
						) },"user_id":${ USER_ID },"permissions":["instagram_business_basic"]}`
					);
					return;
				}
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
				const known = graph[ 1 ] === '/me' ? USER_FIELDS : MEDIA_FIELDS;
				const { fields, unknown } = askedFields( q, known );
				if ( unknown ) {
					graphError(
						res,
						`(#100) Tried accessing nonexisting field (${ unknown }) on node type (${
							graph[ 1 ] === '/me' ? 'User' : 'Media'
						})`,
						100
					);
					return;
				}
				if ( graph[ 1 ] === '/me' ) {
					send(
						res,
						200,
						pick(
							{
								// The app-scoped id differs from the professional account's user_id.
								id: '27041800000000001',
								user_id: USER_ID,
								username: USERNAME,
								name: 'Cairn Test',
								account_type: 'BUSINESS',
								profile_picture_url: `${ origin }/media/1.jpg`,
								followers_count: 120,
								follows_count: 80,
								media_count: POSTS,
							},
							fields
						)
					);
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
					( _, i ) =>
						pick(
							{
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
								)
									.toISOString()
									.replace( /\.\d{3}Z$/, '+0000' ),
								username: USERNAME,
								media_product_type: 'FEED',
								like_count: 3,
								comments_count: 1,
								is_shared_to_feed: true,
								shortcode: `C${ i }AbCdEf`,
							},
							fields
						)
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
