/**
 * `npm run bench:forms`: how many form submissions one PHP process stores
 * per second (checked against the saved form, stored as an entry with its
 * fields, the mail handed over), on SQLite and on MariaDB. Prints figures;
 * it is not a test.
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

const lines = [ '', 'Form submissions stored by one PHP process:' ];
for ( const database of hasMariaDb()
	? [ 'sqlite', 'mariadb' ]
	: [ 'sqlite' ] ) {
	const site = await createSite( { database, serve: false } );
	try {
		const result = spawnSync(
			'php',
			[
				path.join( REPO_ROOT, 'tools/bench/form-submissions.php' ),
				site.root,
				site.url,
				String( SECONDS ),
			],
			{ encoding: 'utf8' }
		);
		if ( result.status !== 0 ) {
			throw new Error( `The benchmark failed: ${ result.stderr }` );
		}
		const { count, seconds, stored } = JSON.parse(
			result.stdout.trim().split( '\n' ).pop()
		);
		lines.push(
			`${ database.padEnd( 8 ) } ${ ( count / seconds ).toFixed(
				0
			) } per second (${ count } in ${ seconds.toFixed(
				1
			) } s, ${ stored } entries stored)`
		);
	} finally {
		await site.stop();
	}
}
process.stdout.write( lines.join( '\n' ) + '\n\n' );
