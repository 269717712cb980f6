/**
 * `npm test`: sets up what is missing (Debian packages, npm dependencies),
 * builds, then type-checks, lints and runs the unit, PHP and browser tests in
 * that order, stopping at the first failure. Prints one line per step with
 * its time and closes with "N passed, N failed".
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './wp/core.mjs';
import { hasMariaDb } from './wp/mariadb.mjs';

const STEPS = [
	'build',
	'typecheck',
	'lint',
	'lint:php',
	'test:unit',
	'test:php',
	'test:e2e',
];

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

const results = [];
for ( const step of STEPS ) {
	process.stdout.write( `\n━━ npm run ${ step }\n` );
	const started = Date.now();
	const { status, signal } = spawnSync( 'npm', [ 'run', step ], {
		cwd: REPO_ROOT,
		stdio: [ 'ignore', 'inherit', 'inherit' ],
	} );
	const passed = status === 0 && ! signal;
	results.push( {
		step,
		passed,
		seconds: ( Date.now() - started ) / 1000,
	} );
	if ( ! passed ) {
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
