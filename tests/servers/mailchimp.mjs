// @ts-check
/**
 * A local server speaking the part of Mailchimp's Marketing API v3 that Cairn
 * uses, in its real wire format: Basic auth with the API key (any user name),
 * JSON bodies, errors as Mailchimp's problem-detail objects (`type`, `title`,
 * `status`, `detail`, `instance`, and `errors` for a body that fails
 * validation), and every parameter, status and answer held to the types of
 * Mailchimp's official client (tests/servers/mailchimp/contract.mjs).
 *
 * It is reached two ways. On plain HTTP at its `url`
 * (`http://127.0.0.1:N/3.0`), the developer base URL an owner may set. And,
 * as a live site reaches Mailchimp, at `https://<dc>.api.mailchimp.com/3.0`,
 * the data centre named by the key's suffix (`…-us6`): the server also
 * listens on HTTPS with a certificate for the data centres' names from a
 * test authority, and `GET /__network` answers the test network that leads
 * those names to it (`{ port, address, hosts, ca }`, setting
 * `cairn_test_network`). A key used at another data centre's host, or whose
 * suffix is not the server's, is refused as Mailchimp refuses it: 401 "API
 * Key Invalid".
 *
 * Members, with the status rules Mailchimp applies:
 * - `POST /lists/{list_id}/members` adds a member; `status` is required. An
 *   address already in the audience, archived ones included, answers 400
 *   "Member Exists" and changes nothing.
 * - `PUT /lists/{list_id}/members/{subscriber_hash}` adds or updates; the
 *   hash is the MD5 of the lowercased address. A new member takes
 *   `status_if_new`, which is then required; an existing one keeps its
 *   status unless `status` is sent (an unsubscribed or archived member stays
 *   so). Merge fields and interests sent are merged into the member's.
 * - Status changes Mailchimp refuses with 400 "Member In Compliance State":
 *   an unsubscribed member to `subscribed` (they must confirm again: only
 *   `pending` brings them back), a cleaned (bounced) member to `subscribed`
 *   or `pending`, and any subscription of `compliance@example.com`, an
 *   address under compliance review.
 * - `pending` sends the address a confirmation email (recorded, see
 *   `/__mail`); it becomes `subscribed` when its owner confirms.
 * - `GET /lists/{list_id}/members/{subscriber_hash}`: the member (`archived`
 *   for an archived one), or 404.
 * - `DELETE /lists/{list_id}/members/{subscriber_hash}` archives (204).
 * - `POST …/members/{subscriber_hash}/actions/delete-permanent` forgets the
 *   member (204): adding the address again answers 400 "Forgotten Email Not
 *   Subscribed", and reading it 404.
 * - A parameter the endpoint does not take, a status that is not one of
 *   Mailchimp's, an interest the audience does not have, an invalid address:
 *   400 "Invalid Resource".
 *
 * Audience: `GET /3.0/ping`; `GET /3.0/lists/{list_id}` (with `?fields=`, as
 * Mailchimp answers partial responses); its interest categories and
 * interests: one category, "Topics", with "Recipes" and "Travel". Another
 * list id: 404.
 *
 * Test endpoints (plain HTTP only): `GET /__members` (members by list, then
 * hash), `GET /__mail` (confirmation emails sent: `{ to, list }`),
 * `GET /__requests` (the API requests received, `METHOD scheme://host/path`),
 * `GET /__network`, `POST /__bounce` and `POST /__confirm` with
 * `{ "email": … }` (Mailchimp cleans an address whose mail bounced; the
 * address's owner confirms), `POST /__reset`.
 *
 * CLI: `node tests/servers/mailchimp.mjs [--port N] [--key KEY]
 * [--exit-with-stdin]` prints the base URL (`http://127.0.0.1:N/3.0`) on its
 * first line.
 */

/**
 * External dependencies
 */
import http from 'node:http';
import https from 'node:https';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { runFromCommandLine } from './cli.mjs';
import {
	ADD_MEMBER_PARAMS,
	INTERESTS,
	SET_MEMBER_PARAMS,
	CATEGORY,
	categoriesAnswer,
	health,
	interestsAnswer,
	isStatus,
	listAnswer,
	memberAnswer,
	pick,
	problem,
	subscriberHash,
	unknownParam,
} from './mailchimp/contract.mjs';
import { makeCertificates } from './test-authority.mjs';

/** @typedef {import('./mailchimp/contract.mjs').Member} Member */
/** @typedef {import('./mailchimp/contract.mjs').Problem} Problem */
/** @typedef {import('./mailchimp/contract.mjs').Status} Status */

export const TEST_KEY = 'test0123456789abcdef0123456789ab-us6';
export const TEST_LIST = 'a1b2c3d4e5';
export const COMPLIANCE_EMAIL = 'compliance@example.com';

/** Another data centre, whose host is on the test network too: the key is refused there. */
export const OTHER_DATA_CENTRE = 'us1';

/** The address each name gets on the test network: a public documentation address. */
const PUBLIC_ADDRESS = '203.0.113.20';

/** Mailchimp's detail for a body that fails validation. */
const INVALID =
	"The resource submitted could not be validated. For field-specific details, see the 'errors' array.";

/**
 * An answer: its status and body (none for 204).
 *
 * @typedef {{ status: number, body?: object }} Answer
 */

/**
 * An error answer.
 *
 * @param {Problem} body The problem.
 * @return {Answer} The answer.
 */
function refuse( body ) {
	return { status: body.status, body };
}

/**
 * "Invalid Resource" for one field.
 *
 * @param {string} field   The field.
 * @param {string} message What is wrong with it.
 * @return {Answer} The answer.
 */
function invalid( field, message ) {
	return refuse(
		problem( 400, 'Invalid Resource', INVALID, [ { field, message } ] )
	);
}

/**
 * Starts the server.
 *
 * @param {Object} [options]      Options.
 * @param {number} [options.port] Port of the plain HTTP server; 0 picks a free one.
 * @param {string} [options.key]  API key it accepts; its suffix is the data centre.
 * @return {Promise<{url: string, network: {port: number, address: string, hosts: string[], ca: string}, members: () => Record<string, Record<string, object>>, mail: () => Array<{to: string, list: string}>, stop: () => Promise<void>}>} The server.
 */
export async function startMailchimpServer( {
	port = 0,
	key = TEST_KEY,
} = {} ) {
	const dc = key.split( '-' ).pop() ?? '';
	const hosts = [ `${ dc }.api.mailchimp.com` ];
	if ( dc !== OTHER_DATA_CENTRE ) {
		hosts.push( `${ OTHER_DATA_CENTRE }.api.mailchimp.com` );
	}
	const { ca, key: tlsKey, cert } = makeCertificates( hosts );
	/** @type {Map<string, Member>} */
	let members = new Map();
	/** @type {Set<string>} */
	let forgotten = new Set();
	/** @type {Array<{to: string, list: string}>} */
	let mail = [];
	/** @type {string[]} */
	let requests = [];
	const sockets = new Set();

	/**
	 * The members, by list then hash, as Mailchimp answers them.
	 *
	 * @return {Record<string, Record<string, object>>} The members.
	 */
	const snapshot = () => ( {
		[ TEST_LIST ]: Object.fromEntries(
			[ ...members ].map( ( [ id, member ] ) => [
				id,
				memberAnswer( TEST_LIST, member ),
			] )
		),
	} );

	/**
	 * Sets a member's status; `pending` from anything else mails the address
	 * a confirmation.
	 *
	 * @param {Member}                                          member The member.
	 * @param {import('./mailchimp/contract.mjs').MemberStatus} status The new status.
	 */
	function setStatus( member, status ) {
		if ( status === 'pending' && member.status !== 'pending' ) {
			mail.push( { to: member.email, list: TEST_LIST } );
		}
		member.status = status;
		member.changed = new Date().toISOString();
	}

	/**
	 * Why Mailchimp refuses to give a member (or a new address) a status:
	 * "Member In Compliance State", or '' when it may.
	 *
	 * @param {string}      email The address.
	 * @param {string|null} from  Its status now; null for a new address.
	 * @param {Status}      to    The status asked for.
	 * @return {string} The refusal's detail, or ''.
	 */
	function compliance( email, from, to ) {
		const subscribing = to === 'subscribed' || to === 'pending';
		if (
			subscribing &&
			( email.toLowerCase() === COMPLIANCE_EMAIL ||
				from === 'cleaned' ||
				( from === 'unsubscribed' && to === 'subscribed' ) )
		) {
			return `${ email } is in a compliance state due to unsubscribe, bounce, or compliance review and cannot be subscribed.`;
		}
		return '';
	}

	/**
	 * Adds (`POST`) or adds or updates (`PUT`) a member.
	 *
	 * @param {string}      raw  The request body.
	 * @param {string|null} hash The subscriber hash of a `PUT`; null for `POST`.
	 * @return {Answer} The answer.
	 */
	function writeMember( raw, hash ) {
		/** @type {unknown} */
		let parsed;
		try {
			parsed = JSON.parse( raw );
		} catch {
			return refuse(
				problem(
					400,
					'JSON Parse Error',
					'We encountered an unspecified JSON parsing error.'
				)
			);
		}
		if (
			! parsed ||
			typeof parsed !== 'object' ||
			Array.isArray( parsed )
		) {
			return invalid(
				'',
				'Schema describes object, other found instead'
			);
		}
		const body = /** @type {Record<string, unknown>} */ ( parsed );
		const unknown = unknownParam(
			body,
			hash === null ? ADD_MEMBER_PARAMS : SET_MEMBER_PARAMS
		);
		if ( unknown ) {
			return invalid( unknown, 'This field is not part of the schema.' );
		}
		const email =
			typeof body.email_address === 'string' ? body.email_address : '';
		if ( ! /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test( email ) ) {
			return refuse(
				problem(
					400,
					'Invalid Resource',
					`${ email } looks fake or invalid, please enter a real email address.`
				)
			);
		}
		const id = subscriberHash( email );
		if ( hash !== null && hash !== id ) {
			return invalid(
				'email_address',
				'The email address does not match the subscriber hash.'
			);
		}
		for ( const field of [ 'status', 'status_if_new' ] ) {
			if ( body[ field ] !== undefined && ! isStatus( body[ field ] ) ) {
				return invalid( field, 'Value is not one of the enum values.' );
			}
		}
		const mergeFields = body.merge_fields ?? {};
		if (
			typeof mergeFields !== 'object' ||
			Array.isArray( mergeFields ) ||
			Object.values( mergeFields ).some(
				( value ) =>
					typeof value !== 'string' && typeof value !== 'number'
			)
		) {
			return refuse(
				problem(
					400,
					'Invalid Resource',
					'Your merge fields were invalid.'
				)
			);
		}
		const interests = body.interests ?? {};
		if ( typeof interests !== 'object' || Array.isArray( interests ) ) {
			return invalid(
				'interests',
				'Schema describes object, other found instead'
			);
		}
		for ( const [ interest, value ] of Object.entries( interests ) ) {
			if (
				! INTERESTS.some( ( known ) => known.id === interest ) ||
				typeof value !== 'boolean'
			) {
				return refuse(
					problem(
						400,
						'Invalid Resource',
						`Invalid interest ID: '${ interest }'.`
					)
				);
			}
		}
		if ( forgotten.has( id ) ) {
			return refuse(
				problem(
					400,
					'Forgotten Email Not Subscribed',
					`${ email } was permanently deleted and cannot be re-imported. The contact must re-subscribe to get back on the list.`
				)
			);
		}
		const old = members.get( id );
		if ( old && hash === null ) {
			return refuse(
				problem(
					400,
					'Member Exists',
					`${ email } is already a list member. Use PUT to insert or update list members.`
				)
			);
		}
		// A new member's status: `status` for POST, `status_if_new` for PUT.
		const asked = /** @type {Status|undefined} */ (
			old
				? body.status
				: body[ hash === null ? 'status' : 'status_if_new' ]
		);
		if ( ! old && asked === undefined ) {
			return invalid(
				hash === null ? 'status' : 'status_if_new',
				'This value should not be blank.'
			);
		}
		if ( asked !== undefined ) {
			const refused = compliance( email, old ? old.status : null, asked );
			if ( refused ) {
				return refuse(
					problem( 400, 'Member In Compliance State', refused )
				);
			}
		}
		const now = new Date().toISOString();
		/** @type {Member} */
		const member = old ?? {
			email,
			status: 'transactional',
			merge_fields: {},
			interests: {},
			signup: now,
			changed: now,
		};
		Object.assign(
			member.merge_fields,
			Object.fromEntries(
				Object.entries( mergeFields ).map( ( [ tag, value ] ) => [
					tag,
					String( value ),
				] )
			)
		);
		Object.assign( member.interests, interests );
		if ( asked !== undefined ) {
			setStatus( member, asked );
		}
		members.set( id, member );
		return { status: 200, body: memberAnswer( TEST_LIST, member ) };
	}

	/**
	 * One API request.
	 *
	 * @param {string} method The method.
	 * @param {URL}    url    The URL, its path below the host.
	 * @param {string} auth   The Authorization header.
	 * @param {string} raw    The body.
	 * @param {string} host   The host asked for: a data centre's name, or '' on plain HTTP.
	 * @return {Answer} The answer.
	 */
	function api( method, url, auth, raw, host ) {
		const given = auth.startsWith( 'Basic ' )
			? Buffer.from( auth.slice( 6 ), 'base64' )
					.toString()
					.split( ':' )
					.slice( 1 )
					.join( ':' )
			: '';
		if (
			given !== key ||
			( host !== '' &&
				host !== `${ given.split( '-' ).pop() }.api.mailchimp.com` )
		) {
			return refuse(
				problem(
					401,
					'API Key Invalid',
					"Your API key may be invalid, or you've attempted to access the wrong datacenter."
				)
			);
		}
		if ( url.pathname === '/3.0/ping' && method === 'GET' ) {
			return { status: 200, body: health() };
		}
		const fields = () => url.searchParams.get( 'fields' );
		const notFound = () =>
			refuse(
				problem(
					404,
					'Resource Not Found',
					'The requested resource could not be found.'
				)
			);
		const match = url.pathname.match(
			/^\/3\.0\/lists\/([^/]+)(?:\/(members|interest-categories)(?:\/([^/]+))?(?:\/(interests|actions\/delete-permanent))?)?$/
		);
		if ( ! match ) {
			return notFound();
		}
		const [ , list, kind, id, sub ] = match;
		if ( list !== TEST_LIST ) {
			return notFound();
		}
		if ( ! kind && method === 'GET' ) {
			const subscribed = [ ...members.values() ].filter(
				( member ) => member.status === 'subscribed'
			).length;
			return {
				status: 200,
				body: pick( listAnswer( list, subscribed ), fields() ),
			};
		}
		if ( kind === 'interest-categories' && method === 'GET' ) {
			if ( ! id && ! sub ) {
				return { status: 200, body: categoriesAnswer( list ) };
			}
			if ( id === CATEGORY.id && sub === 'interests' ) {
				return { status: 200, body: interestsAnswer( list ) };
			}
			return notFound();
		}
		if ( kind !== 'members' ) {
			return notFound();
		}
		if ( ! id && ! sub && method === 'POST' ) {
			return writeMember( raw, null );
		}
		if ( id && ! sub && method === 'PUT' ) {
			return writeMember( raw, id );
		}
		const member = id ? members.get( id ) : undefined;
		if ( id && ! sub && method === 'GET' ) {
			return member
				? {
						status: 200,
						body: pick( memberAnswer( list, member ), fields() ),
					}
				: notFound();
		}
		if ( id && ! sub && method === 'DELETE' ) {
			if ( ! member ) {
				return notFound();
			}
			setStatus( member, 'archived' );
			return { status: 204 };
		}
		if ( id && sub === 'actions/delete-permanent' && method === 'POST' ) {
			if ( ! member ) {
				return notFound();
			}
			members.delete( id );
			forgotten.add( id );
			return { status: 204 };
		}
		return refuse(
			problem(
				405,
				'Method Not Allowed',
				'The requested method and resource are not compatible.'
			)
		);
	}

	/**
	 * Sends an answer.
	 *
	 * @param {http.ServerResponse} res    The response.
	 * @param {Answer}              answer The answer.
	 */
	function send( res, answer ) {
		if ( answer.status === 204 ) {
			res.writeHead( 204 );
			res.end();
			return;
		}
		const isProblem = answer.status >= 400;
		res.writeHead( answer.status, {
			'Content-Type': isProblem
				? 'application/problem+json; charset=utf-8'
				: 'application/json; charset=utf-8',
		} );
		res.end( JSON.stringify( answer.body ) );
	}

	/**
	 * The test endpoints.
	 *
	 * @param {string} method The method.
	 * @param {string} path   The path.
	 * @param {string} raw    The body.
	 * @return {Answer|null} The answer, or null when the path is not one.
	 */
	function control( method, path, raw ) {
		if ( path === '/__members' ) {
			return { status: 200, body: snapshot() };
		}
		if ( path === '/__mail' ) {
			return { status: 200, body: mail };
		}
		if ( path === '/__requests' ) {
			return { status: 200, body: requests };
		}
		if ( path === '/__network' ) {
			return { status: 200, body: network };
		}
		if ( path === '/__reset' && method === 'POST' ) {
			members = new Map();
			forgotten = new Set();
			mail = [];
			requests = [];
			return { status: 200, body: {} };
		}
		if (
			( path === '/__bounce' || path === '/__confirm' ) &&
			method === 'POST'
		) {
			const email = String( JSON.parse( raw || '{}' ).email ?? '' );
			const member = members.get( subscriberHash( email ) );
			if (
				! member ||
				( path === '/__confirm' && member.status !== 'pending' )
			) {
				return { status: 404, body: {} };
			}
			setStatus(
				member,
				path === '/__bounce' ? 'cleaned' : 'subscribed'
			);
			return { status: 200, body: memberAnswer( TEST_LIST, member ) };
		}
		return null;
	}

	/**
	 * The request handler of one listener.
	 *
	 * @param {boolean} secure Whether it is the HTTPS one, reached by a data centre's name.
	 * @return {http.RequestListener} The handler.
	 */
	const handler = ( secure ) => ( req, res ) => {
		let raw = '';
		req.on( 'data', ( chunk ) => ( raw += chunk ) );
		req.on( 'end', () => {
			const url = new URL( req.url ?? '/', 'http://x' );
			const method = req.method ?? 'GET';
			const host = ( req.headers.host ?? '' ).toLowerCase();
			let answer = secure ? null : control( method, url.pathname, raw );
			if ( ! answer ) {
				requests.push(
					`${ method } ${ secure ? 'https' : 'http' }://${ host }${
						url.pathname
					}`
				);
				answer = api(
					method,
					url,
					req.headers.authorization ?? '',
					raw,
					secure ? host.replace( /:\d+$/, '' ) : ''
				);
			}
			send( res, answer );
		} );
	};

	const plain = http.createServer( handler( false ) );
	const secure = https.createServer( { key: tlsKey, cert }, handler( true ) );
	for ( const one of [ plain, secure ] ) {
		one.on( 'connection', ( socket ) => {
			sockets.add( socket );
			socket.on( 'close', () => sockets.delete( socket ) );
		} );
	}
	/**
	 * Starts a listener on 127.0.0.1.
	 *
	 * @param {http.Server} one The server.
	 * @param {number}      on  The port; 0 for a free one.
	 * @return {Promise<number>} The port.
	 */
	const listen = ( one, on ) =>
		new Promise( ( resolve, reject ) => {
			one.once( 'error', reject );
			one.listen( on, '127.0.0.1', () =>
				resolve(
					/** @type {import('node:net').AddressInfo} */ (
						one.address()
					).port
				)
			);
		} );
	const network = { port: 0, address: PUBLIC_ADDRESS, hosts, ca };
	network.port = await listen( secure, 0 );
	const plainPort = await listen( plain, port );

	return {
		url: `http://127.0.0.1:${ plainPort }/3.0`,
		network,
		members: snapshot,
		mail: () => [ ...mail ],
		stop: () =>
			new Promise( ( resolve ) => {
				for ( const socket of sockets ) {
					socket.destroy();
				}
				secure.close();
				plain.close( () => resolve() );
			} ),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	runFromCommandLine( startMailchimpServer, TEST_KEY );
}
