/**
 * `npm run test:php`: PHPUnit (Debian's /usr/bin/phpunit) against a fresh
 * WordPress test site with Cairn active, for each run of the test matrix
 * (tools/wp/matrix.mjs: WordPress 7.1 on SQLite and MariaDB, 6.8 on SQLite;
 * CAIRN_WP_VERSIONS, CAIRN_DBS or CAIRN_WP_MATRIX choose). One MariaDB server
 * serves every MariaDB run, each site on a fresh database. Extra arguments go
 * to phpunit, e.g. `npm run test:php -- --filter Test_Plugin`.
 */

/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './wp/core.mjs';
import { startMariaDb } from './wp/mariadb.mjs';
import { databaseRuns, runName, testMatrix } from './wp/matrix.mjs';
import { createSite } from './wp/site.mjs';

const PHPUNIT = fs.existsSync( '/usr/bin/phpunit' )
	? '/usr/bin/phpunit'
	: 'phpunit';

// PHPUnit needs no web server: each version and database once.
const runs = databaseRuns( testMatrix() );
process.stdout.write( `PHPUnit runs: ${ runs.map( runName ).join( ', ' ) }\n` );

// Ctrl+C also reaches phpunit (same process group), which ends; then the
// loop stops and the sites and the database server are cleaned up.
let interrupted = null;
// The PHPUnit processes running now.
const children = new Set();
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.on( signal, () => {
		interrupted = signal;
		for ( const child of children ) {
			child.kill( signal );
		}
	} );
}

const mariadb = runs.some( ( run ) => run.database === 'mariadb' )
	? await startMariaDb( { label: 'test-php' } )
	: null;

/**
 * PHPUnit's arguments for a run: the command line's, and on MariaDB without
 * a choice made there, the `database` group: the test classes whose paths run
 * Cairn's own SQL (the atomic counter behind rate limits and AI budgets, the
 * payment ledger and products, related posts' query, form entries, the
 * private video folder, the site conversion's batches, the tables activation
 * makes), the only ones whose outcome can differ between SQLite and MariaDB.
 * The SQLite runs take every test; CAIRN_PHP_EVERY_TEST=1, or a --filter or
 * --group on the command line, runs the same tests on every database.
 *
 * @param {string} database The run's database.
 * @return {string[]} Arguments after the configuration.
 */
function phpunitArguments( database ) {
	const given = process.argv.slice( 2 );
	const chosen = given.some( ( arg ) =>
		/^--(filter|group|exclude-group|testsuite)/.test( arg )
	);
	if (
		database !== 'mariadb' ||
		chosen ||
		process.env.CAIRN_PHP_EVERY_TEST === '1'
	) {
		return given;
	}
	return [ ...given, '--group', 'database' ];
}

/**
 * PHPUnit on one site of the matrix. Its output is kept and printed whole
 * when the run ends, so that runs side by side do not interleave.
 *
 * @param {{version: string, database: string}} run Version and database.
 * @return {Promise<{run: Object, passed: boolean, seconds: number}>} Outcome.
 */
async function runOne( run ) {
	const started = Date.now();
	const site = await createSite( { ...run, mariadb, serve: false } );
	let passed = false;
	let output = '';
	try {
		const child = spawn(
			PHPUNIT,
			[
				'--configuration',
				'phpunit.xml.dist',
				...phpunitArguments( run.database ),
			],
			{
				cwd: REPO_ROOT,
				stdio: [ 'ignore', 'pipe', 'pipe' ],
				env: {
					...process.env,
					CAIRN_WP_ROOT: site.root,
					CAIRN_WP_URL: site.url,
					CAIRN_WP_DATABASE: run.database,
				},
			}
		);
		children.add( child );
		child.stdout.on( 'data', ( chunk ) => ( output += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( output += chunk ) );
		const code = await new Promise( ( resolve ) =>
			child.on( 'close', ( status, signal ) =>
				resolve( signal ? 1 : status )
			)
		);
		children.delete( child );
		passed = code === 0;
	} finally {
		await site.stop();
	}
	const seconds = ( Date.now() - started ) / 1000;
	process.stdout.write(
		`\n== PHPUnit on ${ runName( run ) }\n${ output }== ${ runName(
			run
		) }: ${ passed ? 'passed' : 'FAILED' } in ${ seconds.toFixed( 1 ) } s\n`
	);
	return { run, passed, seconds };
}

// Runs side by side (CAIRN_PHP_JOBS=1 runs one at a time): each run is one
// PHP process and one site of its own. On two cores or more, all of the
// default matrix's three at once: two runs in turn leave a core idle while
// the last one finishes alone, and the MariaDB run spends part of its time
// waiting on its server and its concurrent requests.
const jobs = Math.max(
	1,
	Number( process.env.CAIRN_PHP_JOBS ) ||
		( os.availableParallelism() >= 2 ? 3 : 1 )
);
const results = [];
try {
	const queue = [ ...runs ];
	await Promise.all(
		Array.from( { length: Math.min( jobs, runs.length ) }, async () => {
			while ( queue.length && ! interrupted ) {
				results.push( await runOne( queue.shift() ) );
			}
		} )
	);
} finally {
	await mariadb?.stop();
}
// Listed in the matrix's order, whichever finished first.
results.sort( ( a, b ) => runs.indexOf( a.run ) - runs.indexOf( b.run ) );

if ( runs.length > 1 ) {
	process.stdout.write( '\n' );
	for ( const { run, passed, seconds } of results ) {
		process.stdout.write(
			`${ passed ? 'PASS' : 'FAIL' }  ${ runName( run ).padEnd(
				28
			) } ${ seconds.toFixed( 1 ) } s\n`
		);
	}
}
const failed = results.filter( ( result ) => ! result.passed );
if ( interrupted ) {
	process.stderr.write( `\nInterrupted (${ interrupted }).\n` );
	process.exit( 130 );
}
if ( results.length !== runs.length ) {
	// A run that did not happen is not a run that passed.
	process.stderr.write(
		`\nPHPUnit: ${ results.length } of ${ runs.length } runs ran.\n`
	);
	process.exit( 1 );
}
if ( failed.length ) {
	process.stderr.write(
		`\nPHPUnit failed on ${ failed
			.map( ( result ) => runName( result.run ) )
			.join( ', ' ) }.\n`
	);
	process.exit( 1 );
}
