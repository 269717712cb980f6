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
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './wp/core.mjs';
import { startMariaDb } from './wp/mariadb.mjs';
import { runName, testMatrix } from './wp/matrix.mjs';
import { createSite } from './wp/site.mjs';

const PHPUNIT = fs.existsSync( '/usr/bin/phpunit' )
	? '/usr/bin/phpunit'
	: 'phpunit';

const runs = testMatrix();
process.stdout.write( `PHPUnit runs: ${ runs.map( runName ).join( ', ' ) }\n` );

// Ctrl+C also reaches phpunit (same process group), which ends; then the
// loop stops and the sites and the database server are cleaned up.
let interrupted = null;
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.on( signal, () => ( interrupted = signal ) );
}

const mariadb = runs.some( ( run ) => run.database === 'mariadb' )
	? await startMariaDb( { label: 'test-php' } )
	: null;

const results = [];
try {
	for ( const run of runs ) {
		if ( interrupted ) {
			break;
		}
		process.stdout.write( `\n== PHPUnit on ${ runName( run ) }\n` );
		const started = Date.now();
		const site = await createSite( { ...run, mariadb, serve: false } );
		let passed = false;
		try {
			const result = spawnSync(
				PHPUNIT,
				[
					'--configuration',
					'phpunit.xml.dist',
					...process.argv.slice( 2 ),
				],
				{
					cwd: REPO_ROOT,
					stdio: 'inherit',
					env: {
						...process.env,
						CAIRN_WP_ROOT: site.root,
						CAIRN_WP_URL: site.url,
						CAIRN_WP_DATABASE: run.database,
					},
				}
			);
			passed = result.status === 0;
		} finally {
			await site.stop();
		}
		const seconds = ( Date.now() - started ) / 1000;
		results.push( { run, passed, seconds } );
		process.stdout.write(
			`== ${ runName( run ) }: ${
				passed ? 'passed' : 'FAILED'
			} in ${ seconds.toFixed( 1 ) } s\n`
		);
	}
} finally {
	await mariadb?.stop();
}

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
