/**
 * A local HTTPS server standing in for the short-link and booking hosts that
 * Cairn's redirect resolver (`GET /cairn/v1/resolve-redirect`) follows:
 * pin.it and Pinterest, gph.is and GIPHY, Calendly, Eventbrite; and, on the
 * same test network, for Akismet's API (`rest.akismet.com`,
 * tests/servers/akismet.mjs), which forms ask about spam. It answers
 * HEAD and GET with real redirect chains (301, 302…) and pages, by the Host
 * the request names, with a certificate for those names signed by a test
 * authority of its own (made with openssl when it starts).
 *
 * The site reaches it the way a request reaches any host: the test site's
 * network (tools/wp/test-site-mu-plugin.php, setting `cairn_test_network`)
 * gives each name a public documentation address (203.0.113.0/24) through
 * the outgoing-request helper's `cairn_http_host_addresses` filter, where
 * the helper's address checks still run, and delivers connections to that
 * name to this server (cURL's CONNECT_TO), trusting its authority.
 *
 * What it answers, by URL (scheme, host, path, and the query where a route
 * names one): the built-in chains below and those a test adds (`POST /__routes`, a JSON
 * object of URL → `{ status, location }`); any other path that the host's
 * service documents (tests/servers/schemas/short-links.mjs) is a page (200);
 * anything else 404. A route of status 405 refuses HEAD and answers GET
 * with 200, as servers that refuse HEAD do. Every answer is checked against
 * the schema (tests/servers/contract.mjs) before it is sent.
 *
 * Tests talk to it over plain HTTP on a second port (its `url`):
 * `GET /__network` answers what the test site's network needs (`{ port,
 * address, hosts, ca }`: the HTTPS port, the public address names get, the
 * names, the authority's PEM); `GET /__requests` lists the requests received
 * (`METHOD URL`) and the answers that broke the schema; `POST /__routes`
 * adds routes; `GET /__akismet` lists Akismet's calls (`{ path, fields }`);
 * `POST /__reset` forgets the requests, added routes and Akismet's calls.
 *
 * CLI: `node tests/servers/short-links.mjs [--port N] [--exit-with-stdin]`
 * prints the control URL (`http://127.0.0.1:N`) on its first line.
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
import { createAkismet } from './akismet.mjs';
import { runFromCommandLine } from './cli.mjs';
import { makeCertificates } from './test-authority.mjs';
import { Breaches, contract } from './contract.mjs';
import { ANSWER, HOSTS, PAGES } from './schemas/short-links.mjs';

const answerKeepsSchema = contract( ANSWER );

/** The address each name is given on the test network: a public documentation address. */
export const PUBLIC_ADDRESS = '203.0.113.10';

/**
 * The chains the browser tests follow, as the services answer them.
 *
 * @type {Record<string, {status: number, location?: string}>}
 */
export const CHAINS = {
	// pin.it hands over to Pinterest's shortener, which names the pin.
	'https://pin.it/4XyZ9ab': {
		status: 301,
		location: 'https://api.pinterest.com/url_shortener/4XyZ9ab/redirect/',
	},
	'https://api.pinterest.com/url_shortener/4XyZ9ab/redirect/': {
		status: 302,
		location:
			'https://www.pinterest.com/pin/1234567890123/?utm_source=pin_it',
	},
	// gph.is is GIPHY's bit.ly domain.
	'https://gph.is/g/ZdXz1Ab': {
		status: 302,
		location: 'https://giphy.com/gifs/cat-computer-mlvseq9yvZhba',
	},
	// An event that is over: Eventbrite answers 404.
	'https://www.eventbrite.com/e/gone-tickets-404404': { status: 404 },
	// An organizer's custom address leads to its event; one whose event is over, to a 404.
	'https://summerjazz.eventbrite.com/': {
		status: 301,
		location:
			'https://www.eventbrite.com/e/summer-jazz-night-tickets-123456789012',
	},
	'https://gone.eventbrite.com/': {
		status: 301,
		location: 'https://www.eventbrite.com/e/gone-tickets-404404',
	},
	// Eventbrite's country domains send visitors of another country on.
	'https://www.eventbrite.co.uk/e/summer-jazz-night-tickets-123456789012': {
		status: 301,
		location:
			'https://www.eventbrite.com/e/summer-jazz-night-tickets-123456789012',
	},
};

/**
 * Starts the server.
 *
 * @param {Object} [options]
 * @param {number} [options.port] Port of the control server; 0 picks a free one.
 * @return {Promise<{url: string, network: {port: number, address: string, hosts: string[], ca: string}, requests: () => string[], routes: (routes: Record<string, {status: number, location?: string}>) => void, reset: () => void, stop: () => Promise<void>}>} The server.
 */
export async function startShortLinkServer( { port = 0 } = {} ) {
	const { ca, key, cert } = makeCertificates( HOSTS );
	/** @type {Record<string, {status: number, location?: string}>} */
	let added = {};
	/** @type {string[]} */
	let requests = [];
	const breaches = new Breaches();
	const sockets = new Set();
	const akismet = createAkismet();

	/**
	 * What a URL answers.
	 *
	 * @param {URL} url The URL asked for.
	 * @return {{status: number, location?: string}} The answer.
	 */
	function route( url ) {
		const address = `${ url.protocol }//${ url.host }${ url.pathname }`;
		const known =
			added[ address + url.search ] ??
			added[ address ] ??
			CHAINS[ address ];
		if ( known ) {
			return known;
		}
		const pages = PAGES[ url.hostname ];
		return { status: pages && pages.test( url.pathname ) ? 200 : 404 };
	}

	const server = https.createServer( { key, cert }, ( req, res ) => {
		const host = ( req.headers.host || '' ).toLowerCase();
		if ( host === akismet.host ) {
			let raw = '';
			req.on( 'data', ( chunk ) => ( raw += chunk ) );
			req.on( 'end', () => {
				const broken = akismet.handle( req, res, raw );
				if ( broken ) {
					breaches.list.push( broken );
				}
			} );
			return;
		}
		const url = new URL( req.url || '/', `https://${ host }` );
		requests.push( `${ req.method } ${ url.href }` );
		let answer = route( url );
		if ( answer.status === 405 && req.method !== 'HEAD' ) {
			answer = { status: 200 };
		}
		const broken = breaches.check(
			'the short-link hosts',
			answerKeepsSchema,
			answer
		);
		if ( broken ) {
			res.writeHead( 500, { 'Content-Type': 'text/plain' } );
			res.end( broken );
			return;
		}
		res.writeHead( answer.status, {
			'Content-Type': 'text/html; charset=utf-8',
			...( answer.location ? { Location: answer.location } : {} ),
			...( answer.status === 405 ? { Allow: 'GET' } : {} ),
		} );
		res.end(
			req.method === 'HEAD'
				? undefined
				: `<!doctype html><title>${ url.hostname }</title>`
		);
	} );
	/** @type {{port: number, address: string, hosts: string[], ca: string}} */
	const network = { port: 0, address: PUBLIC_ADDRESS, hosts: HOSTS, ca };
	const control = http.createServer( ( req, res ) => {
		let raw = '';
		req.on( 'data', ( chunk ) => ( raw += chunk ) );
		req.on( 'end', () => {
			const json = ( body ) => {
				res.writeHead( 200, { 'Content-Type': 'application/json' } );
				res.end( JSON.stringify( body ) );
			};
			if ( req.url === '/__network' ) {
				json( network );
			} else if ( req.url === '/__akismet' ) {
				json( akismet.calls() );
			} else if ( req.url === '/__requests' ) {
				json( { requests, breaches: breaches.list } );
			} else if ( req.method === 'POST' && req.url === '/__reset' ) {
				added = {};
				requests = [];
				breaches.list = [];
				akismet.reset();
				json( {} );
			} else if ( req.method === 'POST' && req.url === '/__routes' ) {
				Object.assign( added, JSON.parse( raw || '{}' ) );
				json( {} );
			} else {
				res.writeHead( 404 );
				res.end();
			}
		} );
	} );
	for ( const one of [ server, control ] ) {
		one.on( 'connection', ( socket ) => {
			sockets.add( socket );
			socket.on( 'close', () => sockets.delete( socket ) );
		} );
	}
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
	network.port = await listen( server, 0 );
	const controlPort = await listen( control, port );
	return {
		url: `http://127.0.0.1:${ controlPort }`,
		network,
		requests: () => [ ...requests ],
		routes: ( more ) => Object.assign( added, more ),
		reset: () => {
			added = {};
			requests = [];
			breaches.list = [];
			akismet.reset();
		},
		stop: () =>
			new Promise( ( resolve ) => {
				sockets.forEach( ( socket ) => socket.destroy() );
				control.close();
				server.close( () => resolve() );
			} ),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	runFromCommandLine( startShortLinkServer );
}
