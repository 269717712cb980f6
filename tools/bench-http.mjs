/**
 * `npm run bench:http`: what the outgoing-request helper's checks add to a
 * request. On a test site's own files, PHP makes 100 requests to the local
 * OpenAI-compatible test server on 127.0.0.1 with wp_remote_post() alone and
 * 100 through Cairn\Http\Outgoing_Request (resolving, address checks,
 * pinning, the size cap), interleaved, and prints the medians. Prints
 * figures; it is not a test.
 *
 * Options: `--runs N` (default 100), `--version 7.1|6.8` (default 7.1).
 */

/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { startOpenAiServer } from '../tests/servers/openai-compatible.mjs';
import { createSite } from './wp/site.mjs';

const args = process.argv.slice( 2 );
const option = ( name, fallback ) => {
	const index = args.indexOf( name );
	return index >= 0 ? args[ index + 1 ] : fallback;
};
const RUNS = Number( option( '--runs', 100 ) );
const VERSION = option( '--version', '7.1' );

/**
 * The PHP that times both kinds of request and prints JSON.
 *
 * @param {string} root    Site root.
 * @param {string} siteUrl Site URL.
 * @param {string} baseUrl Test server base URL.
 * @param {string} key     Test server's API key.
 * @return {string} PHP code.
 */
function script( root, siteUrl, baseUrl, key ) {
	return `
		$_SERVER['HTTP_HOST'] = parse_url( ${ JSON.stringify(
			siteUrl
		) }, PHP_URL_HOST );
		require ${ JSON.stringify( path.join( root, 'wp-load.php' ) ) };
		$url  = ${ JSON.stringify( baseUrl + '/chat/completions' ) };
		$args = array(
			'method'  => 'POST',
			'headers' => array( 'Content-Type' => 'application/json', 'Authorization' => ${ JSON.stringify(
				`Bearer ${ key }`
			) } ),
			'body'    => wp_json_encode( array( 'model' => 'test-model', 'messages' => array( array( 'role' => 'user', 'content' => 'Hi' ) ) ) ),
		);
		$policy = new Cairn\\Http\\Policy( array( 'allow_private' => true ) );
		$plain  = array();
		$safe   = array();
		for ( $i = -3; $i < ${ RUNS }; $i++ ) {
			$t = hrtime( true );
			$r = wp_remote_post( $url, $args + array( 'timeout' => 10 ) );
			$a = ( hrtime( true ) - $t ) / 1e6;
			$t = hrtime( true );
			$s = Cairn\\Http\\Outgoing_Request::request( $url, $args, $policy );
			$b = ( hrtime( true ) - $t ) / 1e6;
			if ( is_wp_error( $r ) || is_wp_error( $s ) || 200 !== wp_remote_retrieve_response_code( $s ) ) {
				fwrite( STDERR, 'A request failed: ' . wp_json_encode( array( is_wp_error( $r ) ? $r->get_error_message() : 'ok', is_wp_error( $s ) ? $s->get_error_message() : wp_remote_retrieve_response_code( $s ) ) ) );
				exit( 1 );
			}
			if ( $i >= 0 ) {
				$plain[] = $a;
				$safe[]  = $b;
			}
		}
		echo wp_json_encode( array( 'plain' => $plain, 'safe' => $safe ) );
	`;
}

const median = ( values ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
};
const ms = ( value ) => `${ value.toFixed( 3 ).padStart( 8 ) } ms`;

const server = await startOpenAiServer();
const site = await createSite( { version: VERSION } );
try {
	// Asynchronous: the test server answers from this same Node process.
	const result = await new Promise( ( resolve ) => {
		const child = spawn( 'php', [
			'-r',
			script( site.root, site.url, server.url, server.key ),
		] );
		const out = { stdout: '', stderr: '' };
		child.stdout.on( 'data', ( data ) => ( out.stdout += data ) );
		child.stderr.on( 'data', ( data ) => ( out.stderr += data ) );
		child.on( 'close', ( status ) => resolve( { ...out, status } ) );
	} );
	if ( result.status !== 0 ) {
		throw new Error( `The benchmark failed: ${ result.stderr }` );
	}
	const { plain, safe } = JSON.parse( result.stdout.trim() );
	const a = median( plain );
	const b = median( safe );
	process.stdout.write(
		[
			'',
			`Loopback POST to the test server, median of ${ RUNS } each (WordPress ${ VERSION }):`,
			`wp_remote_post() alone          ${ ms( a ) }`,
			`through Outgoing_Request        ${ ms( b ) }`,
			`the helper's checks add         ${ ms( b - a ) }`,
			'',
		].join( '\n' )
	);
} finally {
	await site.stop();
	await server.stop();
}
