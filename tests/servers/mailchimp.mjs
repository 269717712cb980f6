/**
 * A local server speaking the part of Mailchimp's Marketing API v3 that Cairn
 * uses, in its real wire format: Basic auth with the API key (any user name),
 * JSON bodies, and errors as Mailchimp's problem-detail objects
 * (`type`, `title`, `status`, `detail`, `instance`).
 *
 * - `GET /3.0/ping`: `{ "health_status": "Everything's Chimpy!" }`.
 * - `POST /3.0/lists/{list_id}/members`: adds a member with its `status`
 *   (required: subscribed, unsubscribed, cleaned, pending or transactional);
 *   an address already in the audience answers 400 "Member Exists" and
 *   changes nothing.
 * - `GET /3.0/lists/{list_id}`: the audience (`id`, `name`, `web_id`…), or
 *   only the fields that `?fields=` names, as Mailchimp answers.
 * - `PUT /3.0/lists/{list_id}/members/{subscriber_hash}`: adds or updates a
 *   member; the hash must be the MD5 of the lowercased address. A new member
 *   takes `status_if_new`, an existing one `status` if given; merge fields
 *   and interests given are merged into the member's.
 * - `compliance@example.com` answers 400 "Member In Compliance State" to
 *   both, as Mailchimp does for an address that unsubscribed.
 * - `GET /3.0/lists/{list_id}/interest-categories` and
 *   `.../interest-categories/{id}/interests`: one category, "Topics", with
 *   the interests "Recipes" and "Travel".
 * - A key that is not the server's, or whose data centre suffix (`-us6`) is
 *   not the server's: 401 "API Key Invalid". Another list id: 404.
 *
 * `GET /__members` answers the members recorded so far (keyed by list, then
 * hash); `POST /__reset` forgets them.
 *
 * CLI: `node tests/servers/mailchimp.mjs [--port N] [--key KEY]
 * [--exit-with-stdin]` prints the base URL (`http://127.0.0.1:N/3.0`) on its
 * first line.
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

export const TEST_KEY = 'test0123456789abcdef0123456789ab-us6';
export const TEST_LIST = 'a1b2c3d4e5';
export const COMPLIANCE_EMAIL = 'compliance@example.com';

/** A member's statuses, as the API names them. */
const STATUSES = [
	'subscribed',
	'unsubscribed',
	'cleaned',
	'pending',
	'transactional',
];

const CATEGORY = { id: 'cat1', title: 'Topics', type: 'checkboxes' };
const INTERESTS = [
	{ id: 'int-recipes', name: 'Recipes' },
	{ id: 'int-travel', name: 'Travel' },
];

/**
 * Sends a JSON answer.
 *
 * @param {http.ServerResponse} res    Response.
 * @param {number}              status Status.
 * @param {Object}              body   Body.
 * @param {string}              type   Content type.
 */
function send( res, status, body, type = 'application/json; charset=utf-8' ) {
	res.writeHead( status, { 'Content-Type': type } );
	res.end( JSON.stringify( body ) );
}

/**
 * Sends an error in Mailchimp's problem-detail shape.
 *
 * @param {http.ServerResponse} res    Response.
 * @param {number}              status Status.
 * @param {string}              title  Title.
 * @param {string}              detail Detail.
 */
function problem( res, status, title, detail ) {
	send(
		res,
		status,
		{
			type: 'https://mailchimp.com/developer/marketing/docs/errors/',
			title,
			status,
			detail,
			instance: crypto.randomUUID(),
		},
		'application/problem+json; charset=utf-8'
	);
}

/**
 * Starts the server.
 *
 * @param {Object} options      Options.
 * @param {number} options.port Port; 0 picks a free one.
 * @param {string} options.key  API key it accepts.
 * @return {Promise<{url: string, members: () => Object, stop: () => Promise<void>}>} The server.
 */
export async function startMailchimpServer( {
	port = 0,
	key = TEST_KEY,
} = {} ) {
	const dc = key.split( '-' ).pop();
	/** @type {Record<string, Record<string, Object>>} */
	let members = {};
	const sockets = new Set();

	const server = http.createServer( ( req, res ) => {
		let raw = '';
		req.on( 'data', ( chunk ) => ( raw += chunk ) );
		req.on( 'end', () => {
			const path = new URL( req.url, 'http://x' ).pathname;
			if ( path === '/__members' ) {
				send( res, 200, members );
				return;
			}
			if ( path === '/__reset' && req.method === 'POST' ) {
				members = {};
				send( res, 200, {} );
				return;
			}
			const auth = req.headers.authorization || '';
			const given = auth.startsWith( 'Basic ' )
				? Buffer.from( auth.slice( 6 ), 'base64' )
						.toString()
						.split( ':' )
						.slice( 1 )
						.join( ':' )
				: '';
			if ( given !== key || given.split( '-' ).pop() !== dc ) {
				problem(
					res,
					401,
					'API Key Invalid',
					"Your API key may be invalid, or you've attempted to access the wrong datacenter."
				);
				return;
			}
			if ( path === '/3.0/ping' && req.method === 'GET' ) {
				send( res, 200, { health_status: "Everything's Chimpy!" } );
				return;
			}
			const audience = path.match( /^\/3\.0\/lists\/([^/]+)$/ );
			if ( audience && req.method === 'GET' ) {
				if ( audience[ 1 ] !== TEST_LIST ) {
					problem(
						res,
						404,
						'Resource Not Found',
						'The requested resource could not be found.'
					);
					return;
				}
				const list = {
					id: TEST_LIST,
					web_id: 1234,
					name: 'Cairn readers',
					double_optin: true,
					stats: {
						member_count: Object.keys( members[ TEST_LIST ] ?? {} )
							.length,
					},
				};
				const fields = new URL( req.url, 'http://x' ).searchParams
					.get( 'fields' )
					?.split( ',' )
					.filter( Boolean );
				send(
					res,
					200,
					fields?.length
						? Object.fromEntries(
								fields
									.filter( ( field ) => field in list )
									.map( ( field ) => [
										field,
										list[ field ],
									] )
							)
						: list
				);
				return;
			}
			const match = path.match(
				/^\/3\.0\/lists\/([^/]+)\/(members|interest-categories)(?:\/([^/]+))?(?:\/(interests))?$/
			);
			if ( ! match ) {
				problem(
					res,
					404,
					'Resource Not Found',
					'The requested resource could not be found.'
				);
				return;
			}
			const [ , list, kind, id, sub ] = match;
			if ( list !== TEST_LIST ) {
				problem(
					res,
					404,
					'Resource Not Found',
					'The requested resource could not be found.'
				);
				return;
			}
			if ( kind === 'interest-categories' && req.method === 'GET' ) {
				if ( ! id ) {
					send( res, 200, {
						list_id: list,
						categories: [
							{ list_id: list, ...CATEGORY, display_order: 0 },
						],
						total_items: 1,
					} );
					return;
				}
				if ( id === CATEGORY.id && sub ) {
					send( res, 200, {
						interests: INTERESTS.map( ( interest, index ) => ( {
							category_id: CATEGORY.id,
							list_id: list,
							...interest,
							subscriber_count: '0',
							display_order: index,
						} ) ),
						list_id: list,
						category_id: CATEGORY.id,
						total_items: INTERESTS.length,
					} );
					return;
				}
			}
			const adding = kind === 'members' && ! id && req.method === 'POST';
			if (
				adding ||
				( kind === 'members' && id && ! sub && req.method === 'PUT' )
			) {
				let body;
				try {
					body = JSON.parse( raw );
				} catch {
					problem(
						res,
						400,
						'Invalid Resource',
						'The resource submitted could not be validated.'
					);
					return;
				}
				const email = String( body.email_address || '' );
				const hash = crypto
					.createHash( 'md5' )
					.update( email.toLowerCase() )
					.digest( 'hex' );
				const status = adding ? body.status : body.status_if_new;
				if (
					! email.includes( '@' ) ||
					( ! adding && hash !== id ) ||
					! STATUSES.includes( status ) ||
					( body.status !== undefined &&
						! STATUSES.includes( body.status ) )
				) {
					problem(
						res,
						400,
						'Invalid Resource',
						'The resource submitted could not be validated.'
					);
					return;
				}
				if ( email.toLowerCase() === COMPLIANCE_EMAIL ) {
					problem(
						res,
						400,
						'Member In Compliance State',
						`${ email } is already a list member in compliance state due to unsubscribe, bounce, or compliance review and cannot be subscribed.`
					);
					return;
				}
				members[ list ] = members[ list ] || {};
				const old = members[ list ][ hash ];
				if ( old && adding ) {
					problem(
						res,
						400,
						'Member Exists',
						`${ email } is already a list member. Use PUT to insert or update list members.`
					);
					return;
				}
				const member = {
					id: hash,
					email_address: email,
					status: old ? body.status || old.status : status,
					merge_fields: {
						...( old?.merge_fields || {} ),
						...( body.merge_fields || {} ),
					},
					interests: {
						...( old?.interests || {} ),
						...( body.interests || {} ),
					},
					list_id: list,
				};
				members[ list ][ hash ] = member;
				send( res, 200, member );
				return;
			}
			problem(
				res,
				405,
				'Method Not Allowed',
				'The requested method and resource are not compatible.'
			);
		} );
	} );

	server.on( 'connection', ( socket ) => {
		sockets.add( socket );
		socket.on( 'close', () => sockets.delete( socket ) );
	} );
	await new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', resolve );
	} );
	const { port: actualPort } = server.address();

	return {
		url: `http://127.0.0.1:${ actualPort }/3.0`,
		members: () => JSON.parse( JSON.stringify( members ) ),
		stop: () =>
			new Promise( ( resolve ) => {
				for ( const socket of sockets ) {
					socket.destroy();
				}
				server.close( () => resolve() );
			} ),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	runFromCommandLine( startMailchimpServer, TEST_KEY );
}
