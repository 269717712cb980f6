/**
 * `npm run bench:related`: related posts at scale. On a MariaDB test site
 * seeded with 100,000 posts (20 categories, 2,000 tags, one category and up
 * to three tags each), times the related-posts lookup of sample posts cold
 * (nothing cached) and cached, and the block's render on a page view with
 * the queries it makes. Prints figures; it is not a test.
 *
 * Options: `--posts N` (default 100000), `--samples N` (default 50),
 * `--database sqlite|mariadb` (default mariadb).
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

const args = process.argv.slice( 2 );
const option = ( name, fallback ) => {
	const index = args.indexOf( name );
	return index >= 0 ? args[ index + 1 ] : fallback;
};
const POSTS = Number( option( '--posts', 100000 ) );
const SAMPLES = Number( option( '--samples', 50 ) );
const DATABASE = option( '--database', 'mariadb' );

const quantile = ( values, q ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( q * sorted.length ) )
	];
};
const ms = ( value ) => `${ value.toFixed( 2 ).padStart( 8 ) } ms`;

const site = await createSite( { database: DATABASE, serve: false } );
try {
	const result = spawnSync(
		'php',
		[
			'-d',
			'memory_limit=1G',
			path.join( REPO_ROOT, 'tools/bench/related-posts.php' ),
			site.root,
			site.url,
			String( POSTS ),
			String( SAMPLES ),
		],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	);
	if ( result.status !== 0 ) {
		throw new Error( `The benchmark failed: ${ result.stderr }` );
	}
	const figures = JSON.parse( result.stdout.trim().split( '\n' ).pop() );
	const line = ( label, values ) =>
		`${ label.padEnd( 34 ) }${ ms( quantile( values, 0.5 ) ) } median ${ ms(
			quantile( values, 0.95 )
		) } p95`;
	process.stdout.write(
		[
			'',
			`Related posts on ${ figures.posts.toLocaleString(
				'en'
			) } posts (${ figures.links.toLocaleString(
				'en'
			) } term links, ${ figures.server }, seeded in ${ figures.seeded.toFixed(
				0
			) } s), ${ SAMPLES } sample posts:`,
			line( 'lookup, cold (goal ≤ 50 ms)', figures.cold ),
			line( 'lookup, cached (goal ≤ 5 ms)', figures.cached ),
			line( 'block render on a page view', figures.render ),
			`queries per page view (block)     ${ quantile(
				figures.queries,
				0.5
			) } median, ${ Math.max( ...figures.queries ) } at most`,
			`related posts found per post      ${ figures.found.toFixed( 1 ) }`,
			'',
		].join( '\n' )
	);
} finally {
	await site.stop();
}
