/**
 * `npm run bench:webhooks`: how many signed Stripe events one PHP process
 * verifies and records per second (signature, idempotency check, payment
 * row, event row; every tenth event a replay), on SQLite and on MariaDB.
 * Checks that the recorded total is the sum of the distinct payments sent.
 * Prints figures; it is not a test.
 *
 * Options: `--seconds N` (default 5).
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
const index = args.indexOf( '--seconds' );
const SECONDS = index >= 0 ? Number( args[ index + 1 ] ) : 5;
const databases =
	process.env.CAIRN_DBS?.split( ',' ) ??
	( hasMariaDb() ? [ 'sqlite', 'mariadb' ] : [ 'sqlite' ] );

const lines = [ '', 'Stripe webhook events recorded by one PHP process:' ];
let failed = false;
for ( const database of databases ) {
	const site = await createSite( { database, serve: false } );
	try {
		const result = spawnSync(
			'php',
			[
				path.join( REPO_ROOT, 'tools/bench/stripe-webhooks.php' ),
				site.root,
				site.url,
				String( SECONDS ),
			],
			{ encoding: 'utf8' }
		);
		if ( result.status !== 0 ) {
			throw new Error( `The benchmark failed: ${ result.stderr }` );
		}
		const { count, seconds, payments, total, expected } = JSON.parse(
			result.stdout.trim().split( '\n' ).pop()
		);
		const exact = total === expected;
		failed = failed || ! exact;
		lines.push(
			`${ database.padEnd( 8 ) } ${ ( count / seconds ).toFixed(
				0
			) } events per second (${ count } in ${ seconds.toFixed(
				1
			) } s, ${ payments } payments recorded, total ${
				exact ? 'exact' : `WRONG: ${ total } instead of ${ expected }`
			})`
		);
	} finally {
		await site.stop();
	}
}
process.stdout.write( lines.join( '\n' ) + '\n\n' );
process.exit( failed ? 1 : 0 );
