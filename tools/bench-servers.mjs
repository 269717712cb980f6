/**
 * `npm run bench:servers`: how fast each web server of the test matrix
 * answers the requests the browser tests make most. Three sites of one
 * WordPress version and database, served by PHP's built-in server, nginx +
 * PHP-FPM and Apache + PHP-FPM (tools/wp/web-server.mjs), each logged in as
 * the administrator, are asked in turn (so that the machine's load, shared
 * with other work, weighs on all three alike) for a visitor's front page, a
 * REST list, the post editor's page and a large static script, and the
 * medians are printed. Prints figures; it is not a test.
 *
 * Options: `--runs N` (default 30), `--version 7.1|6.8` (default 7.1),
 * `--database sqlite|mariadb` (default sqlite).
 */

/**
 * Internal dependencies
 */
import { adminCookie } from './bench/log-in.mjs';
import { createSite } from './wp/site.mjs';

const args = process.argv.slice( 2 );
const option = ( name, fallback ) => {
	const index = args.indexOf( name );
	return index >= 0 ? args[ index + 1 ] : fallback;
};
const RUNS = Number( option( '--runs', 30 ) );
const VERSION = option( '--version', '7.1' );
const DATABASE = option( '--database', 'sqlite' );
const SERVERS = [ 'php', 'nginx', 'apache' ];

const REQUESTS = {
	'front page': { path: '/', cookies: false },
	'REST: posts': { path: '/wp-json/wp/v2/posts', cookies: false },
	'post editor page': { path: '/wp-admin/post-new.php', cookies: true },
	'static script (block-editor.min.js)': {
		path: '/wp-includes/js/dist/block-editor.min.js',
		cookies: false,
	},
};

/**
 * One request's time, in milliseconds, its body read whole.
 *
 * @param {string} url    Address.
 * @param {string} cookie Cookie header, or ''.
 * @return {Promise<number>} Time.
 */
async function timed( url, cookie ) {
	const started = performance.now();
	const response = await fetch( url, {
		headers: cookie ? { Cookie: cookie } : {},
	} );
	await response.arrayBuffer();
	if ( response.status !== 200 ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	return performance.now() - started;
}

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ];
};

const sites = [];
try {
	for ( const server of SERVERS ) {
		const site = await createSite( {
			version: VERSION,
			database: DATABASE,
			server,
		} );
		sites.push( { server, site, cookie: await adminCookie( site.url ) } );
	}
	const times = Object.fromEntries(
		Object.keys( REQUESTS ).map( ( name ) => [
			name,
			Object.fromEntries( SERVERS.map( ( server ) => [ server, [] ] ) ),
		] )
	);
	// One warm-up round (opcache, first files read), not counted.
	for ( let run = 0; run <= RUNS; run++ ) {
		for ( const [ name, { path, cookies } ] of Object.entries(
			REQUESTS
		) ) {
			for ( const { server, site, cookie } of sites ) {
				const ms = await timed(
					`${ site.url }${ path }`,
					cookies ? cookie : ''
				);
				if ( run > 0 ) {
					times[ name ][ server ].push( ms );
				}
			}
		}
	}
	process.stdout.write(
		`\nMedian of ${ RUNS } requests each, WordPress ${ VERSION } on ${ DATABASE } (ms):\n` +
			`${ 'request'.padEnd( 40 ) }${ SERVERS.map( ( s ) =>
				s.padStart( 10 )
			).join( '' ) }\n`
	);
	for ( const [ name, byServer ] of Object.entries( times ) ) {
		process.stdout.write(
			`${ name.padEnd( 40 ) }${ SERVERS.map( ( server ) =>
				median( byServer[ server ] ).toFixed( 1 ).padStart( 10 )
			).join( '' ) }\n`
		);
	}
} finally {
	for ( const { site } of sites ) {
		await site.stop();
	}
}
