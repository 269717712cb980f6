/**
 * `npm test`: builds, then type-checks, lints and runs the unit, PHP and
 * browser tests in that order, stopping at the first failure. Prints one line
 * per step with its time and closes with "N passed, N failed".
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './wp/core.mjs';

const STEPS = [
	'build',
	'typecheck',
	'lint',
	'test:unit',
	'test:php',
	'test:e2e',
];

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
