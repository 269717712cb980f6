/**
 * `npm run bench:convert`: the whole-site Jetpack conversion on a site of
 * 10,000 posts with mixed content (the Jetpack fixtures, core blocks, plain
 * posts): posts per second and peak memory of the code `wp cairn
 * convert-jetpack` and the Tools screen run, on SQLite and on MariaDB; a
 * second run must change nothing. Prints figures; it is not a test.
 *
 * Options: `--posts N` (default 10000).
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
import { hasMariaDb } from './wp/mariadb.mjs';
import { createSite } from './wp/site.mjs';

const args = process.argv.slice( 2 );
const index = args.indexOf( '--posts' );
const POSTS = index >= 0 ? Number( args[ index + 1 ] ) : 10000;
const databases =
	process.env.CAIRN_DBS?.split( ',' ) ??
	( hasMariaDb() ? [ 'sqlite', 'mariadb' ] : [ 'sqlite' ] );

const lines = [ '', `Converting a site of ${ POSTS } posts from Jetpack:` ];
let failed = false;
for ( const database of databases ) {
	const site = await createSite( { database, serve: false } );
	try {
		const result = spawnSync(
			'php',
			[
				'-d',
				'memory_limit=1G',
				path.join( REPO_ROOT, 'tools/bench/jetpack-convert.php' ),
				site.root,
				site.url,
				String( POSTS ),
			],
			{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
		);
		if ( result.status !== 0 ) {
			throw new Error( `The benchmark failed: ${ result.stderr }` );
		}
		const figures = JSON.parse( result.stdout.trim().split( '\n' ).pop() );
		failed = failed || figures.again !== 0;
		lines.push(
			`${ database.padEnd( 8 ) } ${ (
				figures.with_blocks / figures.seconds
			).toFixed( 0 ) } posts per second (${
				figures.converted
			} converted of ${ figures.with_blocks } with Jetpack blocks, ${ figures.seconds.toFixed(
				1
			) } s), peak memory ${ (
				figures.peak_memory /
				1024 /
				1024
			).toFixed(
				0
			) } MiB, ${ figures.revisions } revisions; run again: ${
				figures.again === 0
					? 'nothing changed'
					: `${ figures.again } posts CHANGED`
			}`
		);
	} finally {
		await site.stop();
	}
}
console.log( lines.join( '\n' ) );
process.exit( failed ? 1 : 0 );
