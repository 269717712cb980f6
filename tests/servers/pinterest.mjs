/**
 * A local stand-in for Pinterest's widget API, the one its own embed script
 * (pinit.js) reads to draw a pin, a board or a profile, speaking its wire
 * format:
 *
 * - `GET /v3/pidgets/pins/info/?pin_ids={id}`: `{ status, code, message, data: [ pin ] }`;
 * - `GET /v3/pidgets/boards/{user}/{board}/pins/`: `{ status, data: { pins, board, user } }`;
 * - `GET /v3/pidgets/users/{user}/pins/`: `{ status, data: { pins, user } }`;
 *
 * a pin being `{ id, description, link, dominant_color, images: { '237x', '564x' }, pinner, board }`
 * with each image `{ url, width, height }`. An unknown pin, board or user
 * answers 404 with `{ status: 'failure', code: 404, message: 'Not found' }`.
 * Images are served too, at `/i/{size}/{name}.jpg` (the CDN, i.pinimg.com),
 * as a tiny JPEG.
 *
 * `GET /__calls` gives the API calls answered; `POST /__reset` sets them to 0.
 *
 * CLI: `node tests/servers/pinterest.mjs [--port N] [--exit-with-stdin]`.
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

/** A 1×1 JPEG. */
const JPEG = Buffer.from(
	'/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
	'base64'
);

/** The users Pinterest knows here. */
const USERS = {
	cairn: {
		full_name: 'Cairn Kitchen',
		about: 'Recipes from the hills',
		pin_count: 2,
		follower_count: 140,
	},
};

/** The boards, by user and board. */
const BOARDS = {
	'cairn/recipes': {
		name: 'Recipes',
		description: 'Weeknight dinners',
		pin_count: 2,
		follower_count: 31,
	},
};

/** The pins, with the board they are on. */
const PINS = [
	{
		id: '1234567890',
		description: 'Mushroom risotto <b>with thyme</b>',
		link: 'https://example.org/risotto',
		board: 'cairn/recipes',
		size: [ 237, 355 ],
	},
	{
		id: '2233445566',
		description: 'Apple tart',
		link: '',
		board: 'cairn/recipes',
		size: [ 237, 300 ],
	},
];

/**
 * Sends JSON.
 *
 * @param {http.ServerResponse} res    Response.
 * @param {number}              status Status.
 * @param {Object}              body   Body.
 */
function send( res, status, body ) {
	res.writeHead( status, {
		'Content-Type': 'application/json; charset=utf-8',
		'Cache-Control': 'no-store',
	} );
	res.end( JSON.stringify( body ) );
}

/**
 * A user as the widget API gives it.
 *
 * @param {string} origin The server's origin (its images' host).
 * @param {string} name   The user's name in URLs.
 * @return {Object} The user.
 */
function userObject( origin, name ) {
	return {
		...USERS[ name ],
		image_small_url: `${ origin }/i/30x30/${ name }.jpg`,
		profile_url: `https://www.pinterest.com/${ name }/`,
	};
}

/**
 * A pin as the widget API gives it.
 *
 * @param {string} origin The server's origin.
 * @param {Object} pin    The pin.
 * @return {Object} The pin.
 */
function pinObject( origin, pin ) {
	const [ user, board ] = pin.board.split( '/' );
	const [ width, height ] = pin.size;
	return {
		id: pin.id,
		description: pin.description,
		link: pin.link,
		dominant_color: '#b0a080',
		images: {
			'237x': {
				url: `${ origin }/i/237x/${ pin.id }.jpg`,
				width,
				height,
			},
			'564x': {
				url: `${ origin }/i/564x/${ pin.id }.jpg`,
				width: Math.round( ( width * 564 ) / 237 ),
				height: Math.round( ( height * 564 ) / 237 ),
			},
		},
		pinner: userObject( origin, user ),
		board: {
			name: BOARDS[ pin.board ].name,
			url: `/${ user }/${ board }/`,
		},
	};
}

/**
 * Starts the server.
 *
 * @param {Object} options      Options.
 * @param {number} options.port Port; 0 picks a free one.
 * @return {Promise<{url: string, calls: () => number, stop: () => Promise<void>}>} The server.
 */
export async function startPinterestServer( { port = 0 } = {} ) {
	let calls = 0;
	let origin = '';
	const sockets = new Set();
	const notFound = ( res ) =>
		send( res, 404, {
			status: 'failure',
			code: 404,
			message: 'Not found',
		} );

	const server = http.createServer( ( req, res ) => {
		const url = new URL( req.url, 'http://x' );
		const path = url.pathname;
		if ( path === '/__calls' ) {
			send( res, 200, { calls } );
			return;
		}
		if ( path === '/__reset' && req.method === 'POST' ) {
			calls = 0;
			send( res, 200, {} );
			return;
		}
		if ( /^\/i\/[\w]+\/[\w-]+\.jpg$/.test( path ) ) {
			res.writeHead( 200, {
				'Content-Type': 'image/jpeg',
				'Cache-Control': 'no-store',
			} );
			res.end( JPEG );
			return;
		}
		if ( req.method !== 'GET' || ! path.startsWith( '/v3/pidgets/' ) ) {
			notFound( res );
			return;
		}
		calls++;
		if ( path === '/v3/pidgets/pins/info/' ) {
			const ids = ( url.searchParams.get( 'pin_ids' ) ?? '' ).split(
				','
			);
			const data = PINS.filter( ( pin ) => ids.includes( pin.id ) ).map(
				( pin ) => pinObject( origin, pin )
			);
			if ( ! data.length ) {
				notFound( res );
				return;
			}
			send( res, 200, {
				status: 'success',
				code: 0,
				message: 'ok',
				data,
			} );
			return;
		}
		const board = path.match(
			/^\/v3\/pidgets\/boards\/([\w.-]+)\/([\w.-]+)\/pins\/$/
		);
		if ( board ) {
			const key = `${ board[ 1 ] }/${ board[ 2 ] }`;
			if ( ! BOARDS[ key ] ) {
				notFound( res );
				return;
			}
			send( res, 200, {
				status: 'success',
				code: 0,
				message: 'ok',
				data: {
					pins: PINS.filter( ( pin ) => pin.board === key ).map(
						( pin ) => pinObject( origin, pin )
					),
					board: {
						...BOARDS[ key ],
						url: `/${ key }/`,
						image_thumbnail_url: `${ origin }/i/60x60/${ board[ 2 ] }.jpg`,
					},
					user: userObject( origin, board[ 1 ] ),
				},
			} );
			return;
		}
		const user = path.match( /^\/v3\/pidgets\/users\/([\w.-]+)\/pins\/$/ );
		if ( user && USERS[ user[ 1 ] ] ) {
			send( res, 200, {
				status: 'success',
				code: 0,
				message: 'ok',
				data: {
					pins: PINS.filter( ( pin ) =>
						pin.board.startsWith( `${ user[ 1 ] }/` )
					).map( ( pin ) => pinObject( origin, pin ) ),
					user: userObject( origin, user[ 1 ] ),
				},
			} );
			return;
		}
		notFound( res );
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
	runFromCommandLine( startPinterestServer );
}
