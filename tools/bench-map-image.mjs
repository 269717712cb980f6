/**
 * `npm run bench:map-image`: the static map image route as a visitor's
 * browser asks for it, over HTTP on a served SQLite site, with Mapbox played
 * by the local test server: the first request (fetched from "Mapbox" and
 * cached) and then cached requests. Prints figures; it is not a test.
 *
 * Options: `--samples N` (default 50).
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './wp/core.mjs';
import { createSite } from './wp/site.mjs';
import { startMapboxServer, TEST_TOKEN } from '../tests/servers/mapbox.mjs';

const args = process.argv.slice( 2 );
const index = args.indexOf( '--samples' );
const SAMPLES = index >= 0 ? Number( args[ index + 1 ] ) : 50;

const quantile = ( values, q ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
	];
};
const ms = ( value ) => `${ value.toFixed( 2 ).padStart( 8 ) } ms`;

/**
 * One request's time, checking that it answered an image.
 *
 * @param {string} url URL.
 * @return {Promise<{time: number, cache: string, bytes: number}>} Figures.
 */
async function time( url ) {
	const started = performance.now();
	const response = await fetch( url );
	const body = Buffer.from( await response.arrayBuffer() );
	const elapsed = performance.now() - started;
	if (
		response.status !== 200 ||
		response.headers.get( 'content-type' ) !== 'image/png' ||
		body.subarray( 1, 4 ).toString() !== 'PNG'
	) {
		throw new Error(
			`The route answered ${ response.status } ${ response.headers.get(
				'content-type'
			) }: ${ body.subarray( 0, 200 ) }`
		);
	}
	return {
		time: elapsed,
		cache: response.headers.get( 'x-cairn-cache' ),
		bytes: body.length,
	};
}

const mapbox = await startMapboxServer();
const site = await createSite( { database: 'sqlite', workers: 1 } );
try {
	const setup = spawnSync(
		'php',
		[
			path.join( REPO_ROOT, 'tools/bench/map-image-setup.php' ),
			site.root,
			site.url,
			mapbox.url,
			TEST_TOKEN,
		],
		{ encoding: 'utf8' }
	);
	if ( setup.status !== 0 ) {
		throw new Error( `Setting up failed: ${ setup.stderr }` );
	}
	const url = setup.stdout.trim().split( '\n' ).pop();
	const first = await time( url );
	const cached = [];
	for ( let i = 0; i < SAMPLES; i++ ) {
		const answer = await time( url );
		if ( answer.cache !== 'hit' ) {
			throw new Error(
				'A repeated request was not served from the cache.'
			);
		}
		cached.push( answer.time );
	}
	process.stdout.write(
		[
			'',
			`Static map image route (GET /cairn/v1/map-image, two markers, ${ first.bytes } bytes, SQLite, php -S):`,
			`first request (${ first.cache }, from the Mapbox test server) ${ ms(
				first.time
			) }`,
			`cached, ${ SAMPLES } requests                    ${ ms(
				quantile( cached, 0.5 )
			) } median ${ ms( quantile( cached, 0.95 ) ) } p95`,
			'',
		].join( '\n' )
	);
} finally {
	await site.stop();
	await mapbox.stop();
}
