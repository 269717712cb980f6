/**
 * `npm run bench:load`: a bounded load run. N visitors at once, for a fixed
 * time, each loading a page as a browser first does: the page, then every
 * script and stylesheet of the site it names (Cairn's view scripts and
 * styles among them) and the images Cairn's own routes serve (the map's
 * static image). Two pages of the same length are asked in turn, in short
 * rounds so that the machine's load (shared with other work) weighs on both
 * alike: one with a contact form, a donations block, a map and a tiled
 * gallery, and one of core blocks only, the baseline.
 *
 * The site is WordPress on MariaDB behind nginx, balancing round-robin
 * over two PHP-FPM nodes (tools/wp/web-server.mjs), with Stripe and Mapbox played by the local test
 * servers (tests/servers/), so nothing leaves 127.0.0.1. PHP's memory and
 * the queries of each page view are the server's own figures: the test
 * site's mu-plugin (tools/wp/test-site-mu-plugin.php) adds them as headers
 * to a request that asks for them.
 *
 * Prints, per page: page views and requests per second, the page's and all
 * requests' p50/p95 latency, errors, PHP's peak memory per request and the
 * queries per page view. Any error (a status other than 200, a refused or
 * cut connection) makes it exit with 1; it asserts no time.
 *
 * Options: `--visitors N` (default 20), `--seconds N` (per page, default
 * 30), `--nodes 1|2` (PHP nodes, default 2), `--version 7.1|6.8`.
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './wp/core.mjs';
import { adminCookie } from './bench/log-in.mjs';
import { createSite } from './wp/site.mjs';
import {
	TEST_KEY as STRIPE_KEY,
	TEST_WEBHOOK_SECRET,
	startStripeServer,
} from '../tests/servers/stripe.mjs';
import {
	TEST_TOKEN as MAPBOX_TOKEN,
	startMapboxServer,
} from '../tests/servers/mapbox.mjs';

const args = process.argv.slice( 2 );
const option = ( name, fallback ) => {
	const index = args.indexOf( name );
	return index >= 0 ? args[ index + 1 ] : fallback;
};
const VISITORS = Math.max( 1, Number( option( '--visitors', 20 ) ) );
const SECONDS = Math.max( 1, Number( option( '--seconds', 30 ) ) );
const NODES = Number( option( '--nodes', 2 ) );
const VERSION = option( '--version', '7.1' );
// Each page gets its time in rounds of this length, the pages in turn.
const ROUND_SECONDS = Math.min( 5, SECONDS );
const WARM_UP_SECONDS = 3;

function log( message ) {
	process.stderr.write( `[bench-load] ${ message }\n` );
}

/**
 * The administrator's cookies and a REST nonce.
 *
 * @param {string} url Site address.
 * @return {Promise<{cookie: string, nonce: string}>} Credentials.
 */
async function logIn( url ) {
	const cookie = await adminCookie( url );
	const nonce = await fetch(
		`${ url }/wp-admin/admin-ajax.php?action=rest-nonce`,
		{ headers: { Cookie: cookie } }
	).then( ( answer ) => answer.text() );
	return { cookie, nonce };
}

/**
 * A REST call as the administrator.
 *
 * @param {string}                          url    Site address.
 * @param {{cookie: string, nonce: string}} auth   logIn()'s credentials.
 * @param {string}                          route  Route, e.g. /wp/v2/posts.
 * @param {Object}                          [init] fetch() options.
 * @return {Promise<any>} The decoded answer.
 */
async function rest( url, auth, route, init = {} ) {
	const response = await fetch( `${ url }/?rest_route=${ route }`, {
		...init,
		headers: {
			Cookie: auth.cookie,
			'X-WP-Nonce': auth.nonce,
			...( typeof init.body === 'string'
				? { 'Content-Type': 'application/json' }
				: {} ),
			...( init.headers || {} ),
		},
	} );
	const body = await response.json();
	if ( ! response.ok ) {
		throw new Error(
			`${ route } answered ${ response.status }: ${ JSON.stringify(
				body
			) }`
		);
	}
	return body;
}

/**
 * Uploads photo-sized JPEGs (drawn by PHP's GD) to the media library.
 *
 * @param {string}                          url  Site address.
 * @param {{cookie: string, nonce: string}} auth Credentials.
 * @return {Promise<Array<{id: number, url: string, link: string, alt: string, width: number, height: number}>>} The photos.
 */
async function uploadPhotos( url, auth ) {
	const sizes = [
		[ 1200, 800 ],
		[ 800, 1200 ],
		[ 1000, 1000 ],
		[ 1800, 600 ],
		[ 1200, 900 ],
	];
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'cairn-bench-load-' ) );
	const photos = [];
	try {
		for ( const [ index, [ width, height ] ] of sizes.entries() ) {
			const file = path.join( dir, `photo-${ index + 1 }.jpg` );
			// A gradient with some noise, so the JPEG is photo-sized.
			const draw = spawnSync(
				'php',
				[
					'-r',
					`$w=${ width };$h=${ height };$i=imagecreatetruecolor($w,$h);` +
						'for($y=0;$y<$h;$y+=4){for($x=0;$x<$w;$x+=4){$c=imagecolorallocate($i,($x*255/$w+mt_rand(0,40))%256,($y*255/$h+mt_rand(0,40))%256,mt_rand(60,200));imagefilledrectangle($i,$x,$y,$x+3,$y+3,$c);}}' +
						`imagejpeg($i,${ JSON.stringify( file ) },82);`,
				],
				{ encoding: 'utf8' }
			);
			if ( draw.status !== 0 ) {
				throw new Error( `Drawing a photo failed: ${ draw.stderr }` );
			}
			const media = await rest( url, auth, '/wp/v2/media', {
				method: 'POST',
				headers: {
					'Content-Type': 'image/jpeg',
					'Content-Disposition': `attachment; filename="photo-${
						index + 1
					}.jpg"`,
				},
				body: fs.readFileSync( file ),
			} );
			photos.push( {
				id: media.id,
				url: media.source_url,
				link: media.link,
				alt: `Photo ${ index + 1 }`,
				width,
				height,
			} );
		}
	} finally {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
	return photos;
}

/**
 * A block's main fixture (valid saved markup).
 *
 * @param {string} name Block folder.
 * @return {string} Markup.
 */
function fixture( name ) {
	return fs
		.readFileSync(
			path.join(
				REPO_ROOT,
				'src',
				name,
				'test/fixtures',
				`cairn__${ name }.serialized.html`
			),
			'utf8'
		)
		.trim();
}

const paragraph = ( text ) =>
	`<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`;
const heading = ( text ) =>
	`<!-- wp:heading -->\n<h2 class="wp-block-heading">${ text }</h2>\n<!-- /wp:heading -->`;
const TEXT =
	'Volunteers meet every Saturday morning at the old boathouse to clear the river path, plant along the banks and count the birds that come back each spring.';

/**
 * The two pages' contents: Cairn's blocks with some text between them, and
 * core blocks only, grown to the same length.
 *
 * @param {Array<Object>} photos Uploaded photos, for the gallery.
 * @return {{cairn: string, core: string}} Saved markup.
 */
function pages( photos ) {
	const gallery = `<!-- wp:cairn/tiled-gallery ${ JSON.stringify( {
		ids: photos.map( ( photo ) => photo.id ),
		images: photos,
	} ) } /-->`;
	const cairn = [
		heading( 'Write to us' ),
		paragraph( TEXT ),
		fixture( 'contact-form' ),
		heading( 'Support the project' ),
		paragraph( TEXT ),
		fixture( 'donations' ),
		heading( 'Where we meet' ),
		paragraph( TEXT ),
		fixture( 'map' ),
		heading( 'Last season' ),
		paragraph( TEXT ),
		gallery,
	].join( '\n\n' );
	const core = [];
	let length = 0;
	for ( let index = 0; length < cairn.length; index++ ) {
		const part =
			index % 4 === 0
				? heading( `Section ${ index / 4 + 1 }` )
				: paragraph( TEXT );
		core.push( part );
		length += part.length + 2;
	}
	return { cairn, core: core.join( '\n\n' ) };
}

/**
 * The same-origin scripts, stylesheets, module previews and Cairn route
 * images a browser would fetch for a page.
 *
 * @param {string} html The page.
 * @param {string} url  Site address.
 * @return {string[]} Addresses.
 */
function assetsOf( html, url ) {
	const found = new Set();
	const attribute = ( tag, name ) => {
		const match = new RegExp( `\\s${ name }=(["'])(.*?)\\1`, 'i' ).exec(
			tag
		);
		return match
			? match[ 2 ].replaceAll( '&#038;', '&' ).replaceAll( '&amp;', '&' )
			: '';
	};
	for ( const [ tag ] of html.matchAll( /<script\b[^>]*>/gi ) ) {
		found.add( attribute( tag, 'src' ) );
	}
	for ( const [ tag ] of html.matchAll( /<link\b[^>]*>/gi ) ) {
		if ( /^(stylesheet|modulepreload)$/i.test( attribute( tag, 'rel' ) ) ) {
			found.add( attribute( tag, 'href' ) );
		}
	}
	for ( const [ tag ] of html.matchAll( /<img\b[^>]*>/gi ) ) {
		const src = attribute( tag, 'src' );
		// Images Cairn's routes serve run PHP; files are the web server's.
		if ( /rest_route=|\/wp-json\//.test( src ) ) {
			found.add( src );
		}
	}
	return [ ...found ].filter( ( src ) => src.startsWith( url ) );
}

/**
 * One page view with its assets, each asset fetched once, six at a time as
 * a browser does per host.
 *
 * @param {string}   pageUrl The page.
 * @param {string}   url     Site address.
 * @param {Object}   figures Where the figures go.
 * @param {Function} counts  Whether this view is counted.
 */
async function view( pageUrl, url, figures, counts ) {
	const record = ( request ) => {
		if ( counts() ) {
			figures.requests.push( request );
		}
	};
	const get = async ( address, kind ) => {
		const started = performance.now();
		try {
			const response = await fetch( address, {
				headers: { 'X-Cairn-Test-Measure': '1' },
			} );
			const body = await response.text();
			const memory = Number(
				response.headers.get( 'x-cairn-test-memory' ) || 0
			);
			const queries = response.headers.get( 'x-cairn-test-queries' );
			const node = response.headers.get( 'x-cairn-node' );
			record( {
				kind,
				ms: performance.now() - started,
				ok: response.status === 200,
				status: response.status,
				address,
				memory,
				queries: queries === null ? null : Number( queries ),
				node,
			} );
			return response.status === 200 ? body : '';
		} catch ( error ) {
			record( {
				kind,
				ms: performance.now() - started,
				ok: false,
				status: error.cause?.code || error.message,
				address,
				memory: 0,
				queries: null,
			} );
			return '';
		}
	};
	const html = await get( pageUrl, 'page' );
	if ( ! html ) {
		return;
	}
	const queue = assetsOf( html, url );
	if ( counts() ) {
		figures.views += 1;
		figures.cairnAssets = queue.filter( ( src ) =>
			src.includes( '/plugins/cairn/' )
		).length;
		figures.assets = queue.length;
		figures.htmlBytes = Buffer.byteLength( html );
	}
	await Promise.all(
		Array.from( { length: 6 }, async () => {
			while ( queue.length ) {
				await get( queue.shift(), 'asset' );
			}
		} )
	);
}

/**
 * VISITORS visitors loading a page again and again for some seconds.
 *
 * @param {string}  pageUrl The page.
 * @param {string}  url     Site address.
 * @param {number}  seconds How long.
 * @param {?Object} figures Where the figures go (null: a warm-up).
 */
async function load( pageUrl, url, seconds, figures ) {
	const sink = figures || { requests: [], views: 0 };
	const end = performance.now() + seconds * 1000;
	// A view that ends after the round's time still counts: it was asked in it.
	const counts = () => figures !== null;
	const started = performance.now();
	await Promise.all(
		Array.from( { length: VISITORS }, async () => {
			while ( performance.now() < end ) {
				await view( pageUrl, url, sink, counts );
			}
		} )
	);
	if ( figures ) {
		figures.seconds += ( performance.now() - started ) / 1000;
	}
}

const percentile = ( values, share ) => {
	if ( ! values.length ) {
		return NaN;
	}
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.ceil( share * sorted.length ) - 1 )
	];
};
const mean = ( values ) =>
	values.length
		? values.reduce( ( sum, value ) => sum + value, 0 ) / values.length
		: NaN;

let stripe;
let mapbox;
let site;
let failed = false;
try {
	if ( NODES !== 1 && NODES !== 2 ) {
		throw new Error( `--nodes ${ NODES }: the test stack has 1 or 2.` );
	}
	stripe = await startStripeServer();
	mapbox = await startMapboxServer();
	site = await createSite( {
		version: VERSION,
		database: 'mariadb',
		server: 'nginx',
		nodes: NODES,
	} );
	const auth = await logIn( site.url );
	await rest( site.url, auth, '/wp/v2/settings', {
		method: 'POST',
		body: JSON.stringify( {
			cairn_services: {
				stripe_publishable_key: 'pk_test_cairn0123456789',
				stripe_api_base_url: stripe.url,
				mapbox_token: MAPBOX_TOKEN,
				mapbox_api_base_url: mapbox.url,
			},
			cairn_secrets: {
				stripe_secret_key: STRIPE_KEY,
				stripe_webhook_secret: TEST_WEBHOOK_SECRET,
			},
		} ),
	} );
	log( 'uploading the gallery photos' );
	const contents = pages( await uploadPhotos( site.url, auth ) );
	const urls = {};
	for ( const [ name, title ] of [
		[ 'cairn', 'Cairn blocks' ],
		[ 'core', 'Core blocks' ],
	] ) {
		const post = await rest( site.url, auth, '/wp/v2/pages', {
			method: 'POST',
			body: JSON.stringify( {
				title,
				content: contents[ name ],
				status: 'publish',
			} ),
		} );
		urls[ name ] = post.link;
	}
	const figures = Object.fromEntries(
		Object.keys( urls ).map( ( name ) => [
			name,
			{
				requests: [],
				views: 0,
				seconds: 0,
				assets: 0,
				cairnAssets: 0,
				htmlBytes: 0,
			},
		] )
	);
	log(
		`warming up (${ WARM_UP_SECONDS } s a page), then ${ VISITORS } visitors for ${ SECONDS } s a page in rounds of ${ ROUND_SECONDS } s`
	);
	for ( const name of Object.keys( urls ) ) {
		await load( urls[ name ], site.url, WARM_UP_SECONDS, null );
	}
	for ( let done = 0; done < SECONDS; done += ROUND_SECONDS ) {
		const seconds = Math.min( ROUND_SECONDS, SECONDS - done );
		for ( const name of Object.keys( urls ) ) {
			await load( urls[ name ], site.url, seconds, figures[ name ] );
		}
	}

	const columns = [
		[ 'page', 34 ],
		[ 'views/s', 9 ],
		[ 'req/s', 8 ],
		[ 'page p50', 10 ],
		[ 'page p95', 10 ],
		[ 'all p50', 9 ],
		[ 'all p95', 9 ],
		[ 'errors', 8 ],
		[ 'PHP MB/req', 12 ],
		[ 'queries/view', 14 ],
	];
	const row = ( cells ) =>
		cells
			.map( ( cell, index ) =>
				index === 0
					? String( cell ).padEnd( columns[ index ][ 1 ] )
					: String( cell ).padStart( columns[ index ][ 1 ] )
			)
			.join( '' );
	const lines = [
		'',
		`${ VISITORS } visitors for ${ SECONDS } s a page, WordPress ${ VERSION } on MariaDB, ${ NODES } web node${
			NODES > 1 ? 's' : ''
		} (nginx + PHP-FPM, ${ 4 * NODES } PHP workers), ${ os.cpus().length } cores; latencies in ms:`,
		row( columns.map( ( [ title ] ) => title ) ),
	];
	const labels = {
		cairn: 'form, donations, map, gallery',
		core: 'core blocks only (baseline)',
	};
	const errors = [];
	for ( const [ name, result ] of Object.entries( figures ) ) {
		const pageRequests = result.requests.filter(
			( request ) => request.kind === 'page'
		);
		const php = result.requests.filter(
			( request ) => request.ok && request.queries !== null
		);
		const failures = result.requests.filter( ( request ) => ! request.ok );
		errors.push( ...failures );
		// Queries of a view: the page's and those of Cairn's routes it uses.
		const queriesPerView = result.views
			? php.reduce( ( sum, request ) => sum + request.queries, 0 ) /
				result.views
			: NaN;
		lines.push(
			row( [
				labels[ name ],
				( result.views / result.seconds ).toFixed( 1 ),
				( result.requests.length / result.seconds ).toFixed( 1 ),
				percentile(
					pageRequests.map( ( request ) => request.ms ),
					0.5
				).toFixed( 0 ),
				percentile(
					pageRequests.map( ( request ) => request.ms ),
					0.95
				).toFixed( 0 ),
				percentile(
					result.requests.map( ( request ) => request.ms ),
					0.5
				).toFixed( 0 ),
				percentile(
					result.requests.map( ( request ) => request.ms ),
					0.95
				).toFixed( 0 ),
				failures.length,
				`${ (
					mean( php.map( ( request ) => request.memory ) ) / 1048576
				).toFixed( 2 ) } (${ (
					Math.max( ...php.map( ( request ) => request.memory ) ) /
					1048576
				).toFixed( 2 ) })`,
				queriesPerView.toFixed( 1 ),
			] )
		);
	}
	lines.push(
		'',
		'PHP MB/req: mean (largest) of memory_get_peak_usage() over the PHP requests; queries/view: $wpdb->num_queries of the page and of the Cairn routes it loads.',
		...Object.entries( figures ).map(
			( [ name, result ] ) =>
				`${ labels[ name ] }: ${ result.views } views, HTML ${ (
					result.htmlBytes / 1024
				).toFixed(
					1
				) } KB, ${ result.assets } scripts, styles and route images a view (${ result.cairnAssets } of them Cairn's), ${
					result.requests.filter(
						( request ) => request.queries !== null
					).length / Math.max( 1, result.views )
				} PHP requests a view; ${ [ 'page', 'asset' ]
					.map( ( kind ) => {
						const php = result.requests.filter(
							( request ) =>
								request.kind === kind &&
								request.ok &&
								request.queries !== null
						);
						return php.length
							? `${
									kind === 'page'
										? 'the page'
										: 'Cairn routes'
								}: ${ mean(
									php.map( ( request ) => request.queries )
								).toFixed( 1 ) } queries, ${ (
									mean(
										php.map( ( request ) => request.memory )
									) / 1048576
								).toFixed( 2 ) } MB`
							: '';
					} )
					.filter( Boolean )
					.join( '; ' ) }`
		),
		`PHP requests per node: ${ [
			...Object.values( figures )
				.flatMap( ( result ) => result.requests )
				.filter( ( request ) => request.queries !== null )
				.reduce(
					( counts, request ) =>
						counts.set(
							request.node || '?',
							( counts.get( request.node || '?' ) || 0 ) + 1
						),
					new Map()
				),
		]
			.map( ( [ node, count ] ) => `${ node }: ${ count }` )
			.join( ', ' ) }`,
		''
	);
	process.stdout.write( lines.join( '\n' ) + '\n' );
	if ( errors.length ) {
		failed = true;
		const kinds = new Map();
		for ( const error of errors ) {
			const key = `${ error.status } ${ error.address.replace(
				site.url,
				''
			) }`;
			kinds.set( key, ( kinds.get( key ) || 0 ) + 1 );
		}
		process.stderr.write(
			`\n${ errors.length } requests failed:\n${ [ ...kinds ]
				.slice( 0, 20 )
				.map( ( [ key, count ] ) => `  ${ count } × ${ key }` )
				.join( '\n' ) }\n`
		);
	}
} finally {
	await site?.stop();
	await mapbox?.stop();
	await stripe?.stop();
}
process.exit( failed ? 1 : 0 );
