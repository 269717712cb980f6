/**
 * `npm run test:e2e`: Playwright browser tests against a fresh, served
 * WordPress test site for each run of the test matrix (tools/wp/matrix.mjs:
 * WordPress 7.1 on SQLite and MariaDB, 6.8 on SQLite; CAIRN_WP_VERSIONS,
 * CAIRN_DBS or CAIRN_WP_MATRIX choose). One MariaDB server serves every
 * MariaDB run, each site on a fresh database, and takes the specs that run
 * Cairn's own SQL (DATABASE_SPECS below). Extra arguments go to
 * `playwright test`, e.g.
 * `npm run test:e2e -- tests/e2e/plugin.spec.ts` or `-- --grep "is active"`.
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
import { startMariaDb } from './wp/mariadb.mjs';
import { runName, testMatrix } from './wp/matrix.mjs';
import { createSite } from './wp/site.mjs';

const PLAYWRIGHT = path.join( REPO_ROOT, 'node_modules/.bin/playwright' );

const runs = testMatrix();
process.stdout.write(
	`Browser test runs: ${ runs.map( runName ).join( ', ' ) }\n`
);

// Set by Ctrl+C or SIGTERM: no further run starts, and the sites and the
// database server are cleaned up.
let interrupted = null;

if ( ! fs.existsSync( path.join( REPO_ROOT, 'build' ) ) ) {
	process.stdout.write( 'build/ is missing: running npm run build first.\n' );
	const build = spawnSync( 'npm', [ 'run', 'build' ], {
		cwd: REPO_ROOT,
		stdio: 'inherit',
	} );
	if ( build.status !== 0 ) {
		process.exit( 1 );
	}
}

/**
 * The specs whose paths run Cairn's own SQL (the atomic counter behind rate
 * limits and AI budgets, the payment ledger and products, related posts'
 * query, the private video directory's uploads, the site conversion's
 * batches, form entries, the tables activation makes): the only ones whose outcome can differ between
 * SQLite and MariaDB, so the MariaDB run takes these and the SQLite runs
 * take everything. CAIRN_E2E_EVERY_SPEC=1, or naming specs or a --grep on
 * the command line, runs the same specs on every database.
 */
const DATABASE_SPECS = [
	'ai-budget',
	'ai-user-limits',
	'blocks-anywhere',
	'contact-form',
	'donations',
	'earnings',
	'jetpack-convert',
	'payment-plans',
	'plugin',
	'related-posts',
	'video-upload-resume',
].map( ( name ) => `tests/e2e/${ name }.spec.ts` );

/**
 * Playwright's arguments for a run: the command line's, and on MariaDB
 * without a choice made there, the database specs.
 *
 * @param {string} database The run's database.
 * @return {string[]} Arguments after `playwright test`.
 */
function playwrightArguments( database ) {
	const given = process.argv.slice( 2 );
	const chosen = given.some(
		( arg ) => ! arg.startsWith( '-' ) || /^--grep/.test( arg )
	);
	if (
		database !== 'mariadb' ||
		chosen ||
		process.env.CAIRN_E2E_EVERY_SPEC === '1'
	) {
		return given;
	}
	for ( const spec of DATABASE_SPECS ) {
		if ( ! fs.existsSync( path.join( REPO_ROOT, spec ) ) ) {
			throw new Error(
				`${ spec } is listed in DATABASE_SPECS but missing.`
			);
		}
	}
	return [ ...given, ...DATABASE_SPECS ];
}

function runPlaywright( env ) {
	return new Promise( ( resolve ) => {
		const child = spawn(
			PLAYWRIGHT,
			[ 'test', ...playwrightArguments( env.CAIRN_WP_DATABASE ) ],
			{ cwd: REPO_ROOT, stdio: 'inherit', env }
		);
		const forward = ( signal ) => {
			interrupted = signal;
			child.kill( signal );
		};
		process.on( 'SIGINT', forward );
		process.on( 'SIGTERM', forward );
		child.on( 'exit', ( code, signal ) => {
			process.off( 'SIGINT', forward );
			process.off( 'SIGTERM', forward );
			resolve( signal ? 1 : code );
		} );
	} );
}

/**
 * The end of the site's PHP logs, which a failing test often explains.
 *
 * @param {string} root Site root.
 */
function printLogs( root ) {
	for ( const name of [ 'debug.log', 'server.log' ] ) {
		const file = path.join( root, 'wp-content', name );
		if ( ! fs.existsSync( file ) ) {
			continue;
		}
		const lines = fs
			.readFileSync( file, 'utf8' )
			.split( '\n' )
			// The server logs every request; only its warnings matter here.
			.filter(
				( line ) =>
					line && ! / \[\d{3}\]: | Accepted$| Closing$/.test( line )
			)
			.slice( -40 );
		if ( lines.length ) {
			process.stdout.write( `-- ${ name }:\n${ lines.join( '\n' ) }\n` );
		}
	}
}

const onSignal = ( signal ) => ( interrupted = signal );
process.on( 'SIGINT', onSignal );
process.on( 'SIGTERM', onSignal );

const mariadb = runs.some( ( run ) => run.database === 'mariadb' )
	? await startMariaDb( { label: 'test-e2e' } )
	: null;

const results = [];
try {
	for ( const run of runs ) {
		if ( interrupted ) {
			break;
		}
		results.push( await runOne( run ) );
	}
} finally {
	await mariadb?.stop();
}

/**
 * The browser tests on one site.
 *
 * @param {{version: string, database: string}} run Version and database.
 * @return {Promise<{run: Object, passed: boolean, seconds: number}>} Outcome.
 */
async function runOne( run ) {
	const { version, database } = run;
	process.stdout.write( `\n== Browser tests on ${ runName( run ) }\n` );
	const started = Date.now();
	const site = await createSite( { version, database, mariadb } );
	// Per run, so that runs in the same checkout do not share a login or
	// clean each other's traces.
	const label = `${ version }-${ database }-${ process.pid }`;
	const outputDir = path.join( REPO_ROOT, 'test-results', `wp-${ label }` );
	const storageState = path.join(
		REPO_ROOT,
		'artifacts/storage-states',
		`admin-${ label }.json`
	);
	let code = 1;
	try {
		code = await runPlaywright( {
			...process.env,
			WP_BASE_URL: site.url,
			CAIRN_WP_VERSION: version,
			CAIRN_WP_DATABASE: database,
			// Read by tests/e2e/utils/test.ts for the PHP warnings of each test.
			CAIRN_SITE_ROOT: site.root,
			CAIRN_E2E_OUTPUT: outputDir,
			STORAGE_STATE_PATH: storageState,
		} );
		fs.rmSync( storageState, { force: true } );
		if ( code === 0 ) {
			fs.rmSync( outputDir, { recursive: true, force: true } );
		}
		if ( code !== 0 ) {
			printLogs( site.root );
		}
	} finally {
		await site.stop();
	}
	const seconds = ( Date.now() - started ) / 1000;
	process.stdout.write(
		`== ${ runName( run ) }: ${
			code === 0 ? 'passed' : 'FAILED'
		} in ${ seconds.toFixed( 1 ) } s\n`
	);
	return { run, passed: code === 0, seconds };
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
		`\nBrowser tests: ${ results.length } of ${ runs.length } runs ran.\n`
	);
	process.exit( 1 );
}
if ( failed.length ) {
	process.stderr.write(
		`\nBrowser tests failed on ${ failed
			.map( ( result ) => runName( result.run ) )
			.join( ', ' ) }.\n`
	);
	process.exit( 1 );
}
