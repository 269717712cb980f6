/**
 * `npm test`: sets up what is missing (Debian packages, npm dependencies),
 * builds, then type-checks and lints (side by side) and runs the unit, PHP
 * and browser tests in that order, stopping at the first failure. Prints one
 * line per step with its time and closes with "N passed, N failed".
 */

/**
 * External dependencies
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './wp/core.mjs';
import { hasMariaDb } from './wp/mariadb.mjs';
import { testMatrix } from './wp/matrix.mjs';
import { hasWebServer } from './wp/web-server.mjs';

// Steps in order; the steps of one group run side by side. The checks each
// keep one core busy and read only the sources, so the three take about the
// time of the longest on a 2-core machine.
const GROUPS = [
	[ 'build' ],
	[ 'typecheck', 'lint', 'lint:php' ],
	[ 'test:unit' ],
	[ 'test:php' ],
	[ 'test:e2e' ],
];
const STEPS = GROUPS.flat();

/**
 * Whether a command is on the PATH.
 *
 * @param {string} command Command name.
 * @return {boolean} Whether it runs.
 */
function has( command ) {
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ command }` ], {
			stdio: 'ignore',
		} ).status === 0
	);
}

/**
 * Installs what the tests need and the machine lacks, as on a fresh machine:
 * the Debian packages (where apt exists) and the npm dependencies.
 *
 * @return {boolean} Whether setup succeeded.
 */
function setUp() {
	const missing = [ 'chromium', 'php', 'phpunit' ].filter(
		( command ) => ! has( command )
	);
	// The PHP and browser tests also run on MariaDB (tools/wp/matrix.mjs).
	if ( ! hasMariaDb() ) {
		missing.push( 'mariadb-server' );
	}
	// Browser test runs served by nginx or Apache (tools/wp/web-server.mjs).
	for ( const server of new Set(
		testMatrix().map( ( run ) => run.server )
	) ) {
		if ( server !== 'php' && ! hasWebServer( server ) ) {
			missing.push( `${ server } or php8.2-fpm` );
		}
	}
	if (
		has( 'php' ) &&
		spawnSync( 'php', [
			'-r',
			"exit( extension_loaded( 'mysqli' ) ? 0 : 1 );",
		] ).status !== 0
	) {
		missing.push( "PHP's mysqli" );
	}
	if ( missing.length && has( 'apt-get' ) ) {
		process.stdout.write(
			`Missing ${ missing.join( ', ' ) }: installing Debian packages.\n`
		);
		const apt = spawnSync(
			'bash',
			[ path.join( REPO_ROOT, 'tools/install-debian-packages.sh' ) ],
			{ cwd: REPO_ROOT, stdio: [ 'ignore', 'inherit', 'inherit' ] }
		);
		if ( apt.status !== 0 ) {
			return false;
		}
	}
	if ( ! fs.existsSync( path.join( REPO_ROOT, 'node_modules/.bin' ) ) ) {
		const npm = spawnSync(
			'npm',
			[ 'install', '--no-audit', '--no-fund' ],
			{
				cwd: REPO_ROOT,
				stdio: [ 'ignore', 'inherit', 'inherit' ],
			}
		);
		if ( npm.status !== 0 ) {
			return false;
		}
	}
	return true;
}

if ( ! setUp() ) {
	process.stdout.write( 'Setup failed: see above.\n0 passed, 1 failed\n' );
	process.exit( 1 );
}

/**
 * Runs one step. Alone, its output goes straight through; beside others, it
 * is kept and printed whole when the step ends, so steps never interleave.
 *
 * @param {string}  step  npm script.
 * @param {boolean} alone Whether nothing runs beside it.
 * @return {Promise<{step: string, passed: boolean, seconds: number}>} Outcome.
 */
function runStep( step, alone ) {
	if ( alone ) {
		process.stdout.write( `\n━━ npm run ${ step }\n` );
	}
	const started = Date.now();
	return new Promise( ( resolve ) => {
		const child = spawn( 'npm', [ 'run', step ], {
			cwd: REPO_ROOT,
			stdio: [
				'ignore',
				alone ? 'inherit' : 'pipe',
				alone ? 'inherit' : 'pipe',
			],
		} );
		let output = '';
		child.stdout?.on( 'data', ( chunk ) => ( output += chunk ) );
		child.stderr?.on( 'data', ( chunk ) => ( output += chunk ) );
		child.on( 'close', ( status, signal ) => {
			if ( ! alone ) {
				process.stdout.write( `\n━━ npm run ${ step }\n${ output }` );
			}
			resolve( {
				step,
				passed: status === 0 && ! signal,
				seconds: ( Date.now() - started ) / 1000,
			} );
		} );
	} );
}

const results = [];
for ( const group of GROUPS ) {
	const outcomes = await Promise.all(
		group.map( ( step ) => runStep( step, group.length === 1 ) )
	);
	results.push( ...outcomes );
	if ( outcomes.some( ( outcome ) => ! outcome.passed ) ) {
		break;
	}
}

process.stdout.write( '\n' );
for ( const { step, passed, seconds } of results ) {
	process.stdout.write(
		`${ passed ? 'PASS' : 'FAIL' }  ${ step.padEnd( 10 ) } ${ seconds.toFixed(
			1
		) } s\n`
	);
}
const failedCount = results.filter( ( result ) => ! result.passed ).length;
const skipped = STEPS.length - results.length;
process.stdout.write(
	`${ results.length - failedCount } passed, ${ failedCount } failed${
		skipped ? `, ${ skipped } skipped` : ''
	}\n`
);
process.exit( failedCount ? 1 : 0 );
