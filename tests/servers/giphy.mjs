/**
 * A local server speaking the part of Giphy's API that Cairn uses, in its
 * real wire format (https://developers.giphy.com/docs/api/endpoint):
 *
 * - `GET /v1/gifs/search?api_key&q&limit`: `{ data: [GIF…], pagination:
 *   { total_count, count, offset }, meta: { status, msg, response_id } }`;
 * - `GET /v1/gifs/{id}?api_key`: `{ data: GIF, meta }`, 404 for an unknown id;
 * - a missing or wrong key: 401 `{ meta: { status: 401, msg: "Unauthorized" } }`
 *   (Giphy's answer; `message` too, as its gateway sends).
 *
 * A GIF object has Giphy's fields (`type`, `id`, `url`, `slug`,
 * `bitly_url`, `embed_url`, `title`, `rating`, `images` with renditions whose
 * `width` and `height` are strings). Its media URLs point back to this
 * server (`/media/{id}/giphy.gif`, `.webp`, `.mp4`), which answers a small
 * real GIF, so that a page showing them asks no third party.
 *
 * Every answer is held to a schema written from Giphy's documentation
 * (tests/servers/schemas/giphy.mjs), checked before it is sent
 * (tests/servers/contract.mjs): one that breaks it goes out as a 500.
 *
 * `GET /__calls` answers how many API calls were made (the cache tests) and
 * the answers that broke Giphy's format (`breaches`); `POST /__reset`
 * clears them.
 *
 * CLI: `node tests/servers/giphy.mjs [--port N] [--key KEY]
 * [--exit-with-stdin]` prints the base URL (`http://127.0.0.1:N`) on its
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
import { Breaches, contract } from './contract.mjs';
import { ERROR, ONE, SEARCH } from './schemas/giphy.mjs';

const SCHEMAS = {
	search: contract( SEARCH ),
	one: contract( ONE ),
	error: contract( ERROR ),
};

export const TEST_KEY = 'giphytestkey0123456789abcdefABCD';

/** The GIFs the server knows: id, slug and size. */
export const GIFS = [
	{
		id: 'xT9IgzoKnwFNmISR8I',
		slug: 'cat-typing',
		title: 'Cat Typing GIF',
		width: 480,
		height: 270,
	},
	{
		id: 'JIX9t2j0ZTN9S',
		slug: 'cat-funny',
		title: 'Funny Cat GIF',
		width: 400,
		height: 300,
	},
	{
		id: 'mlvseq9yvZhba',
		slug: 'cat-computer',
		title: 'Cat Computer GIF',
		width: 500,
		height: 500,
	},
	{
		id: 'VbnUQpnihPSIgIXuZv',
		slug: 'dog-happy',
		title: 'Happy Dog GIF',
		width: 480,
		height: 360,
	},
];

// A 1×1 transparent GIF: a real image for browsers to load.
const PIXEL = Buffer.from(
	'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
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
 * Giphy's meta object.
 *
 * @param {number} status Status.
 * @param {string} msg    Message.
 * @return {Object} Meta.
 */
const meta = ( status, msg ) => ( {
	status,
	msg,
	response_id: crypto.randomBytes( 20 ).toString( 'hex' ),
} );

/**
 * One rendition, with Giphy's string sizes.
 *
 * @param {string} base   Media base URL of the GIF.
 * @param {number} width  Width.
 * @param {number} height Height.
 * @param {string} name   File name without extension.
 * @return {Object} Rendition.
 */
function rendition( base, width, height, name ) {
	return {
		height: String( height ),
		width: String( width ),
		size: '43210',
		url: `${ base }/${ name }.gif?cid=cairn&rid=${ name }.gif&ct=g`,
		mp4_size: '12345',
		mp4: `${ base }/${ name }.mp4?cid=cairn&rid=${ name }.mp4&ct=g`,
		webp_size: '23456',
		webp: `${ base }/${ name }.webp?cid=cairn&rid=${ name }.webp&ct=g`,
		frames: '12',
		hash: 'c5e5b5b1c2e0b4b7',
	};
}

/**
 * A GIF object as Giphy sends it.
 *
 * @param {string} origin The server's origin.
 * @param {Object} gif    One of GIFS.
 * @return {Object} Giphy's GIF object.
 */
function gifObject( origin, gif ) {
	const base = `${ origin }/media/${ gif.id }`;
	const small = Math.round( ( gif.width * 100 ) / gif.height );
	return {
		type: 'gif',
		id: gif.id,
		url: `https://giphy.com/gifs/${ gif.slug }-${ gif.id }`,
		slug: `${ gif.slug }-${ gif.id }`,
		bitly_gif_url: `https://gph.is/g/${ gif.id.slice( 0, 7 ) }`,
		bitly_url: `https://gph.is/g/${ gif.id.slice( 0, 7 ) }`,
		embed_url: `https://giphy.com/embed/${ gif.id }`,
		username: '',
		source: '',
		title: gif.title,
		rating: 'g',
		content_url: '',
		source_tld: '',
		source_post_url: '',
		is_sticker: 0,
		import_datetime: '2020-01-01 00:00:00',
		trending_datetime: '0000-00-00 00:00:00',
		images: {
			original: rendition( base, gif.width, gif.height, 'giphy' ),
			original_still: {
				height: String( gif.height ),
				width: String( gif.width ),
				size: '20000',
				url: `${ base }/giphy_s.gif?cid=cairn&rid=giphy_s.gif&ct=g`,
			},
			fixed_height_small: rendition( base, small, 100, '100' ),
			fixed_width: rendition(
				base,
				200,
				Math.round( ( gif.height * 200 ) / gif.width ),
				'200w'
			),
		},
		analytics_response_payload: '',
		alt_text: '',
	};
}

/**
 * Starts the server.
 *
 * @param {Object} options      Options.
 * @param {number} options.port Port; 0 picks a free one.
 * @param {string} options.key  API key it accepts.
 * @return {Promise<{url: string, calls: () => number, stop: () => Promise<void>}>} The server.
 */
export async function startGiphyServer( { port = 0, key = TEST_KEY } = {} ) {
	let calls = 0;
	const sockets = new Set();
	let origin = '';
	const breaches = new Breaches();

	/**
	 * Sends an API answer once it is checked against Giphy's format.
	 *
	 * @param {http.ServerResponse} res    Response.
	 * @param {number}              status Status.
	 * @param {string}              kind   'search', 'one' or 'error'.
	 * @param {Object}              body   Body.
	 */
	const answer = ( res, status, kind, body ) => {
		const broken = breaches.check( 'Giphy', SCHEMAS[ kind ], body );
		send( res, broken ? 500 : status, broken ? { message: broken } : body );
	};

	const server = http.createServer( ( req, res ) => {
		const url = new URL( req.url, 'http://x' );
		const path = url.pathname;
		if ( path === '/__calls' ) {
			send( res, 200, { calls, breaches: breaches.list } );
			return;
		}
		if ( path === '/__reset' && req.method === 'POST' ) {
			calls = 0;
			breaches.list = [];
			send( res, 200, {} );
			return;
		}
		const media = path.match(
			/^\/media\/([A-Za-z0-9]+)\/[\w]+\.(gif|webp|mp4)$/
		);
		if ( media ) {
			// Every format answers the same tiny GIF: browsers sniff it.
			res.writeHead( 200, {
				'Content-Type': 'image/gif',
				'Cache-Control': 'no-store',
			} );
			res.end( PIXEL );
			return;
		}
		if ( ! path.startsWith( '/v1/gifs' ) || req.method !== 'GET' ) {
			answer( res, 404, 'error', { meta: meta( 404, 'Not Found' ) } );
			return;
		}
		calls++;
		if ( url.searchParams.get( 'api_key' ) !== key ) {
			answer( res, 401, 'error', {
				message: 'Unauthorized',
				meta: { status: 401, msg: 'Unauthorized', response_id: '' },
			} );
			return;
		}
		if ( path === '/v1/gifs/search' ) {
			const q = ( url.searchParams.get( 'q' ) || '' ).toLowerCase();
			const limit = Math.min(
				50,
				Number( url.searchParams.get( 'limit' ) ) || 25
			);
			const found = GIFS.filter(
				( gif ) =>
					q &&
					q
						.split( /\s+/ )
						.every(
							( word ) =>
								gif.slug.includes( word ) ||
								gif.title.toLowerCase().includes( word )
						)
			);
			const data = found
				.slice( 0, limit )
				.map( ( gif ) => gifObject( origin, gif ) );
			answer( res, 200, 'search', {
				data,
				pagination: {
					total_count: found.length,
					count: data.length,
					offset: 0,
				},
				meta: meta( 200, 'OK' ),
			} );
			return;
		}
		const one = path.match( /^\/v1\/gifs\/([A-Za-z0-9]+)$/ );
		const gif = one && GIFS.find( ( item ) => item.id === one[ 1 ] );
		if ( ! gif ) {
			answer( res, 404, 'error', {
				data: [],
				meta: meta( 404, 'Not Found' ),
			} );
			return;
		}
		answer( res, 200, 'one', {
			data: gifObject( origin, gif ),
			meta: meta( 200, 'OK' ),
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
	runFromCommandLine( startGiphyServer, TEST_KEY );
}
