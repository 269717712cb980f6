/**
 * Akismet's REST API (https://akismet.com/developers/detailed-docs/), as
 * `rest.akismet.com` answers it, for the test network
 * (tests/servers/short-links.mjs serves it on that name):
 *
 * - `POST /1.1/verify-key` (form: `api_key` or `key`, `blog`): `valid` or
 *   `invalid`;
 * - `POST /1.1/comment-check` (form: `api_key`, `blog`, `user_ip` required;
 *   `comment_type` one of Akismet's types; any other field is context
 *   Akismet may use): `true` (spam), `false`, or `invalid` with
 *   `X-akismet-debug-help` for a wrong key; a missing required field is
 *   answered with Akismet's message and `X-akismet-debug-help`;
 * - `POST /1.1/submit-spam` and `/1.1/submit-ham`: `Thanks for making the
 *   web a better place.`
 *
 * Spam is decided by Akismet's documented test values: the author
 * `akismet-guaranteed-spam` or the email `akismet-guaranteed-spam@example.com`
 * is spam (with `X-akismet-pro-tip: discard`), the role `administrator`
 * never is, anything else is not. Every answer is checked against a schema
 * of Akismet's answers before it is sent.
 */

/**
 * Internal dependencies
 */
import { contract } from './contract.mjs';

/** The host Akismet's API is on. */
export const HOST = 'rest.akismet.com';

/** The API key it accepts (Akismet keys are 12 letters and digits). */
export const KEY = 'c41rn7e5tk3y';

/** The kinds of content Akismet documents for `comment_type`. */
const COMMENT_TYPES = [
	'comment',
	'forum-post',
	'reply',
	'blog-post',
	'contact-form',
	'signup',
	'message',
	'trackback',
	'pingback',
];

/** Akismet's answers: a word (or a thank-you), and its headers. */
const answerKeepsSchema = contract( {
	type: 'object',
	additionalProperties: false,
	required: [ 'status', 'body' ],
	properties: {
		status: { enum: [ 200 ] },
		body: {
			enum: [
				'true',
				'false',
				'valid',
				'invalid',
				'Thanks for making the web a better place.',
				'Missing required field: api_key.',
				'Missing required field: blog.',
				'Missing required field: user_ip.',
			],
		},
		headers: {
			type: 'object',
			additionalProperties: false,
			properties: {
				'X-akismet-debug-help': { type: 'string' },
				'X-akismet-pro-tip': { const: 'discard' },
				'X-akismet-error': { type: 'string' },
			},
		},
	},
} );

/**
 * Akismet's API, as a request handler with what it was asked.
 *
 * @return {{host: string, calls: () => Array<{path: string, fields: Object}>, reset: () => void, handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, raw: string) => string}} The handler; `handle` answers and returns '' or the schema it broke.
 */
export function createAkismet() {
	/** @type {Array<{path: string, fields: Object}>} */
	let calls = [];

	/**
	 * The answer to one request.
	 *
	 * @param {string}                 path   The path.
	 * @param {Record<string, string>} fields The form.
	 * @return {{status: number, body: string, headers?: Object}} The answer.
	 */
	function answer( path, fields ) {
		const key = fields.api_key ?? fields.key ?? '';
		if ( path === '/1.1/verify-key' ) {
			return { status: 200, body: key === KEY ? 'valid' : 'invalid' };
		}
		if ( path === '/1.1/submit-spam' || path === '/1.1/submit-ham' ) {
			return {
				status: 200,
				body: 'Thanks for making the web a better place.',
			};
		}
		for ( const required of [ 'api_key', 'blog', 'user_ip' ] ) {
			if ( ! fields[ required ] ) {
				return {
					status: 200,
					body: `Missing required field: ${ required }.`,
					headers: {
						'X-akismet-debug-help': `Empty "${ required }" value`,
					},
				};
			}
		}
		if ( key !== KEY ) {
			return {
				status: 200,
				body: 'invalid',
				headers: {
					'X-akismet-debug-help':
						'We were unable to verify the API key you provided.',
				},
			};
		}
		if (
			fields.comment_type &&
			! COMMENT_TYPES.includes( fields.comment_type )
		) {
			return {
				status: 200,
				body: 'false',
				headers: {
					'X-akismet-debug-help': `Unknown comment_type: ${ fields.comment_type }`,
				},
			};
		}
		if ( fields.user_role === 'administrator' ) {
			return { status: 200, body: 'false' };
		}
		if (
			fields.comment_author === 'akismet-guaranteed-spam' ||
			fields.comment_author_email ===
				'akismet-guaranteed-spam@example.com'
		) {
			return {
				status: 200,
				body: 'true',
				headers: { 'X-akismet-pro-tip': 'discard' },
			};
		}
		return { status: 200, body: 'false' };
	}

	return {
		host: HOST,
		calls: () => calls.map( ( call ) => ( { ...call } ) ),
		reset: () => {
			calls = [];
		},
		handle( req, res, raw ) {
			const path = new URL( req.url || '/', `https://${ HOST }` )
				.pathname;
			const fields = Object.fromEntries( new URLSearchParams( raw ) );
			calls.push( { path, fields } );
			const reply =
				req.method === 'POST'
					? answer( path, fields )
					: { status: 200, body: 'invalid' };
			const broken = answerKeepsSchema( reply );
			if ( broken ) {
				res.writeHead( 500, { 'Content-Type': 'text/plain' } );
				res.end(
					`The test server broke Akismet's format: ${ broken }`
				);
				return broken;
			}
			res.writeHead( reply.status, {
				'Content-Type': 'text/plain; charset=utf-8',
				...( reply.headers ?? {} ),
			} );
			res.end( reply.body );
			return '';
		},
	};
}
