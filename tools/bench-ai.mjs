/**
 * `npm run bench:ai`: time to first token of the AI query route, through a
 * served test site's relay and directly against the local OpenAI-compatible
 * test server, in the same run. Prints figures; it is not a test.
 *
 * Options: `--runs N` (default 20), `--version 7.1|6.8` (default 7.1).
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
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
const RUNS = Number( option( '--runs', 20 ) );
const VERSION = option( '--version', '7.1' );
const WARM_UP = 2;

const MESSAGES = [
	{
		role: 'cairn-ai',
		content: '',
		context: {
			type: 'userPrompt',
			request: 'Write three sentences about owls.',
		},
	},
];

/**
 * Points the site at the test server, lifts its budget and issues a token
 * for the administrator, with PHP on the site's own files.
 *
 * @param {string} root    Site root.
 * @param {string} siteUrl Site URL.
 * @param {string} baseUrl Test server base URL.
 * @param {string} key     Test server's API key.
 * @return {string} A bearer token.
 */
function configureSite( root, siteUrl, baseUrl, key ) {
	const script = `
		$_SERVER['HTTP_HOST'] = parse_url( ${ JSON.stringify(
			siteUrl
		) }, PHP_URL_HOST );
		require ${ JSON.stringify( path.join( root, 'wp-load.php' ) ) };
		wp_set_current_user( 1 );
		update_option( 'cairn_services', array( 'ai_base_url' => ${ JSON.stringify(
			baseUrl
		) }, 'ai_model_text' => 'test-model', 'ai_allow_local' => '1' ) );
		update_option( 'cairn_secrets', array( 'ai_api_key' => ${ JSON.stringify(
			key
		) } ) );
		update_option( 'cairn_ai', array( 'free_limit' => 1000000 ) );
		// A token is bound to a login session: open one for the benchmark.
		$session = WP_Session_Tokens::get_instance( 1 )->create( time() + HOUR_IN_SECONDS );
		echo Cairn\\AI\\Token::issue( 1, $session );
	`;
	const result = spawnSync( 'php', [ '-r', script ], { encoding: 'utf8' } );
	if ( result.status !== 0 || ! result.stdout.trim() ) {
		throw new Error(
			`Configuring the site failed: ${ result.stdout }${ result.stderr }`
		);
	}
	return result.stdout.trim().split( '\n' ).pop();
}

/**
 * Milliseconds from sending a request to receiving the first piece of text.
 *
 * @param {string} url     Endpoint.
 * @param {Object} headers Headers.
 * @param {Object} body    JSON body.
 * @return {Promise<number>} Time to first token.
 */
async function timeToFirstToken( url, headers, body ) {
	const started = performance.now();
	const response = await fetch( url, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', ...headers },
		body: JSON.stringify( body ),
	} );
	if ( response.status !== 200 ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	const reader = response.body.getReader();
	const decoder = new TextDecoder();
	let text = '';
	let first = 0;
	for (;;) {
		const { value, done } = await reader.read();
		if ( done ) {
			break;
		}
		text += decoder.decode( value, { stream: true } );
		if ( ! first && /"content":"[^"]/.test( text ) ) {
			first = performance.now() - started;
		}
	}
	if ( ! first ) {
		throw new Error( `${ url } sent no text` );
	}
	return first;
}

function summary( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const at = ( q ) =>
		sorted[
			Math.min( sorted.length - 1, Math.ceil( q * sorted.length ) - 1 )
		];
	return { min: sorted[ 0 ], median: at( 0.5 ), p90: at( 0.9 ) };
}

const ms = ( value ) => `${ value.toFixed( 1 ).padStart( 7 ) } ms`;

const server = await startOpenAiServer();
const site = await createSite( { version: VERSION } );
try {
	const token = configureSite( site.root, site.url, server.url, server.key );
	const relay = () =>
		timeToFirstToken(
			`${ site.url }/?rest_route=/cairn/v1/ai/query`,
			{ Authorization: `Bearer ${ token }` },
			{ messages: MESSAGES }
		);
	const direct = () =>
		timeToFirstToken(
			`${ server.url }/chat/completions`,
			{ Authorization: `Bearer ${ server.key }` },
			{
				model: 'test-model',
				stream: true,
				messages: [
					{
						role: 'user',
						content: 'Write three sentences about owls.',
					},
				],
			}
		);

	for ( let i = 0; i < WARM_UP; i++ ) {
		await relay();
		await direct();
	}
	const times = { relay: [], direct: [] };
	// Interleaved, so that both see the same machine load.
	for ( let i = 0; i < RUNS; i++ ) {
		times.relay.push( await relay() );
		times.direct.push( await direct() );
	}

	const relayed = summary( times.relay );
	const straight = summary( times.direct );
	process.stdout.write(
		[
			'',
			`Time to first token, ${ RUNS } runs each (WordPress ${ VERSION }, php -S):`,
			`                    min      median         p90`,
			`site relay  ${ ms( relayed.min ) } ${ ms( relayed.median ) } ${ ms(
				relayed.p90
			) }`,
			`direct      ${ ms( straight.min ) } ${ ms(
				straight.median
			) } ${ ms( straight.p90 ) }`,
			`difference  ${ ms( relayed.min - straight.min ) } ${ ms(
				relayed.median - straight.median
			) } ${ ms( relayed.p90 - straight.p90 ) }`,
			'',
		].join( '\n' )
	);
} finally {
	await site.stop();
	await server.stop();
}
