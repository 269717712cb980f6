/**
 * `npm run test:e2e`: Playwright browser tests against a fresh, served
 * WordPress test site for each run of the test matrix (tools/wp/matrix.mjs:
 * WordPress 7.1 on SQLite and, behind nginx on two PHP-FPM nodes, on
 * MariaDB, 6.8 on SQLite behind Apache; CAIRN_WP_VERSIONS, CAIRN_DBS or
 * CAIRN_WP_MATRIX choose, the latter also the web server: PHP's built-in
 * one, or nginx or Apache in front of PHP-FPM, e.g. `7.1:mariadb:nginx`).
 * One MariaDB server serves every MariaDB run, each site on a fresh
 * database, and takes the specs that run Cairn's own SQL (DATABASE_SPECS
 * below), with, behind nginx or Apache, the visitor-facing ones
 * (SERVER_SPECS), and on two nodes the cross-node ones (NODE_SPECS); a SQLite
 * run of the same version takes the rest. CAIRN_E2E_JOBS=2 runs two units side by side, each on a site of
 * its own, a run of the whole suite split into one shard per job. Extra
 * arguments go to `playwright test`, e.g.
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
import { nodesOf, runName, testMatrix } from './wp/matrix.mjs';
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
 * batches, form entries, the tables activation makes): the only ones whose
 * outcome can differ between SQLite and MariaDB, so the MariaDB run takes
 * these, and a SQLite run of another version takes them with everything
 * else (playwrightArguments()). CAIRN_E2E_EVERY_SPEC=1, or naming specs or a
 * --grep on the command line, runs the same specs on every run.
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
	'stripe-database-restart',
	'video-upload-resume',
].map( ( name ) => `tests/e2e/${ name }.spec.ts` );

/**
 * The specs whose outcome depends on the web server, each quick (REST and
 * visitors' pages, no editor): what a visitor's requests meet (the private
 * video folder refused and the stream served, a form sent, a map drawn) and
 * what a server may cut, change or hold back (the tus upload's PATCH,
 * headers and chunk size, a Stripe webhook's raw body and signature, the AI
 * answer's stream and Stop). A MariaDB run behind nginx or Apache takes them
 * with its database specs (forms and payments are among those).
 */
const SERVER_SPECS = [
	'server-rules',
	'ai-query',
	'map-visitor',
	'mailchimp-answers',
].map( ( name ) => `tests/e2e/${ name }.spec.ts` );

/**
 * The specs that prove what holds across web nodes (limits, webhooks,
 * uploads whose requests reach both nodes), taken by a run on two PHP nodes
 * (the MariaDB run behind nginx) and skipped by every other, which has one.
 */
const NODE_SPECS = [
	'cross-node-ai',
	'cross-node-rate-limits',
	'cross-node-stripe',
	'cross-node-upload',
].map( ( name ) => `tests/e2e/${ name }.spec.ts` );

/**
 * The specs a MariaDB run takes: the database specs, and behind nginx or
 * Apache the server specs, on two nodes the cross-node specs.
 *
 * @param {{server: string}} run The run.
 * @return {string[]} Spec paths.
 */
function mariaDbSpecs( run ) {
	const { server } = run;
	const specs = [
		...DATABASE_SPECS,
		...( server === 'php'
			? []
			: SERVER_SPECS.filter(
					( spec ) => ! DATABASE_SPECS.includes( spec )
				) ),
		...( nodesOf( run ) > 1 ? NODE_SPECS : [] ),
	];
	for ( const spec of specs ) {
		if ( ! fs.existsSync( path.join( REPO_ROOT, spec ) ) ) {
			throw new Error(
				`${ spec } is listed in DATABASE_SPECS, SERVER_SPECS or NODE_SPECS but missing.`
			);
		}
	}
	return specs;
}

/**
 * Whether the command line chose the specs or tests (a path or a --grep).
 *
 * @param {string[]} args Arguments after `playwright test`.
 * @return {boolean} Whether it did.
 */
function chosen( args ) {
	return args.some(
		( arg ) => ! arg.startsWith( '-' ) || /^--(grep|shard)/.test( arg )
	);
}

/**
 * Playwright's arguments for a run: the command line's, and without a
 * choice made there, the run's share of the suite. A MariaDB run takes its
 * database and server specs (mariaDbSpecs()). Each test runs once on each
 * version, so a SQLite run of a version that also runs on MariaDB leaves
 * those specs to the MariaDB run: SQLite's side of their SQL is PHPUnit's
 * to prove, and their main paths run on SQLite again in the other
 * version's run.
 *
 * @param {{version: string, database: string, server: string}} run The run.
 * @return {string[]} Arguments after `playwright test`.
 */
function playwrightArguments( run ) {
	const { version, database } = run;
	const given = process.argv.slice( 2 );
	if ( chosen( given ) || process.env.CAIRN_E2E_EVERY_SPEC === '1' ) {
		return given;
	}
	if ( database === 'mariadb' ) {
		return [ ...given, ...mariaDbSpecs( run ) ];
	}
	const onMariaDb = runs
		.filter(
			( other ) =>
				other.version === version && other.database === 'mariadb'
		)
		.flatMap( ( other ) => mariaDbSpecs( other ) );
	if ( ! onMariaDb.length ) {
		return given;
	}
	const rest = fs
		.readdirSync( path.join( REPO_ROOT, 'tests/e2e' ) )
		.filter( ( name ) => name.endsWith( '.spec.ts' ) )
		.map( ( name ) => `tests/e2e/${ name }` )
		.filter( ( spec ) => ! onMariaDb.includes( spec ) );
	return [ ...given, ...rest ];
}

/**
 * Runs `playwright test` for one unit, each line of its output prefixed with
 * the unit's name when units run side by side, so that the two streams stay
 * readable.
 *
 * @param {Object}   env    Environment of the run.
 * @param {string[]} args   Arguments after `playwright test`.
 * @param {string}   prefix Line prefix ('' when nothing runs beside it).
 * @return {Promise<number>} Exit code.
 */
function runPlaywright( env, args, prefix ) {
	return new Promise( ( resolve ) => {
		const child = spawn( PLAYWRIGHT, [ 'test', ...args ], {
			cwd: REPO_ROOT,
			stdio: prefix ? [ 'ignore', 'pipe', 'pipe' ] : 'inherit',
			env,
		} );
		children.add( child );
		if ( prefix ) {
			for ( const [ from, to ] of [
				[ child.stdout, process.stdout ],
				[ child.stderr, process.stderr ],
			] ) {
				let rest = '';
				from.on( 'data', ( chunk ) => {
					const lines = ( rest + chunk ).split( '\n' );
					rest = lines.pop();
					for ( const line of lines ) {
						to.write( `${ prefix }${ line }\n` );
					}
				} );
				from.on(
					'end',
					() => rest && to.write( `${ prefix }${ rest }\n` )
				);
			}
		}
		child.on( 'exit', ( code, signal ) => {
			children.delete( child );
			resolve( signal ? 1 : code );
		} );
	} );
}

/**
 * The end of the site's PHP and web server logs, which a failing test often
 * explains.
 *
 * @param {Object} site   createSite()'s site.
 * @param {string} prefix Line prefix of the unit's output.
 */
function printLogs( site, prefix ) {
	for ( const file of [
		path.join( site.root, 'wp-content', 'debug.log' ),
		...site.serverLogs(),
	] ) {
		const name = path.basename( file );
		// Every request is logged; the error logs say what went wrong.
		if ( ! fs.existsSync( file ) || /access\.log$/.test( name ) ) {
			continue;
		}
		const lines = fs
			.readFileSync( file, 'utf8' )
			.split( '\n' )
			// The server logs every request; only its warnings matter here.
			.filter(
				( line ) =>
					line &&
					! / \[\d{3}\]: | Accepted$| Closing$| started$/.test( line )
			)
			.slice( -40 );
		if ( lines.length ) {
			process.stdout.write(
				[ `-- ${ name }:`, ...lines ]
					.map( ( line ) => `${ prefix }${ line }\n` )
					.join( '' )
			);
		}
	}
}

// Ctrl+C or SIGTERM reaches the Playwright processes; then no further unit
// starts, and the sites and the database server are cleaned up.
const children = new Set();
for ( const signal of [ 'SIGINT', 'SIGTERM' ] ) {
	process.on( signal, () => {
		interrupted = signal;
		for ( const child of children ) {
			child.kill( signal );
		}
	} );
}

// Units run one at a time by default. CAIRN_E2E_JOBS=2 runs two side by
// side, each on a site of its own, and splits a run of the whole suite into
// one shard per job: on a 2-core machine one Playwright worker already keeps
// both cores busy most of the time (measured: the two shards of the 7.1 run
// took 912 s and 713 s side by side, the whole run 920 s alone), so the gain
// is small there and every test runs at nearly half speed; on a larger
// machine the jobs pay.
const jobs = Math.max( 1, Number( process.env.CAIRN_E2E_JOBS ) || 1 );

/**
 * The units of work: each run, and a run that takes the whole suite split
 * into one Playwright shard per job, so that the longest run does not leave
 * a job idle at the end.
 *
 * @return {{run: Object, args: string[], shard: ?{index: number, total: number}}[]} Units, in order.
 */
function units() {
	return runs.flatMap( ( run ) => {
		const args = playwrightArguments( run );
		if ( jobs === 1 || chosen( process.argv.slice( 2 ) ) ) {
			return [ { run, args, shard: null } ];
		}
		return Array.from( { length: jobs }, ( _, index ) => ( {
			run,
			args: [ ...args, `--shard=${ index + 1 }/${ jobs }` ],
			shard: { index: index + 1, total: jobs },
		} ) );
	} );
}

/**
 * A unit's name, e.g. `WordPress 7.1 on SQLite, shard 1/2`.
 *
 * @param {{run: Object, shard: ?Object}} unit Unit.
 * @return {string} Name.
 */
function unitName( { run, shard } ) {
	return shard
		? `${ runName( run ) }, shard ${ shard.index }/${ shard.total }`
		: runName( run );
}

const mariadb = runs.some( ( run ) => run.database === 'mariadb' )
	? await startMariaDb( { label: 'test-e2e' } )
	: null;

const planned = units();
const sideBySide = jobs > 1 && planned.length > 1;
process.stdout.write(
	`Browser test units: ${ planned.length }, ${ jobs } at a time\n`
);
const results = [];
try {
	const queue = [ ...planned ];
	await Promise.all(
		Array.from( { length: Math.min( jobs, planned.length ) }, async () => {
			while ( queue.length && ! interrupted ) {
				results.push( await runOne( queue.shift() ) );
			}
		} )
	);
} finally {
	await mariadb?.stop();
}
// Listed in the plan's order, whichever finished first.
results.sort(
	( a, b ) => planned.indexOf( a.unit ) - planned.indexOf( b.unit )
);

/**
 * The browser tests of one unit, on a site of its own.
 *
 * @param {{run: Object, args: string[], shard: ?Object}} unit Unit.
 * @return {Promise<{unit: Object, passed: boolean, seconds: number}>} Outcome.
 */
async function runOne( unit ) {
	const { run, args, shard } = unit;
	const { version, database, server } = run;
	const name = unitName( unit );
	const prefix = sideBySide
		? `[${ version } ${ database } ${ server }${ shard ? ` ${ shard.index }/${ shard.total }` : '' }] `
		: '';
	process.stdout.write( `\n== Browser tests on ${ name }\n` );
	const started = Date.now();
	const site = await createSite( {
		version,
		database,
		server,
		mariadb,
		nodes: nodesOf( run ),
	} );
	// Per unit, so that units in the same checkout do not share a login or
	// clean each other's traces.
	const label = `${ version }-${ database }-${ server }${
		shard ? `-${ shard.index }` : ''
	}-${ process.pid }`;
	const outputDir = path.join( REPO_ROOT, 'test-results', `wp-${ label }` );
	const storageState = path.join(
		REPO_ROOT,
		'artifacts/storage-states',
		`admin-${ label }.json`
	);
	// Failed tests with their errors, printed again at the end of the run.
	const failures = `${ outputDir }-failures.txt`;
	fs.rmSync( failures, { force: true } );
	let code = 1;
	try {
		code = await runPlaywright(
			{
				...process.env,
				WP_BASE_URL: site.url,
				CAIRN_WP_VERSION: version,
				CAIRN_WP_DATABASE: database,
				CAIRN_WP_SERVER: server,
				// Two PHP nodes: the cross-node specs run; the server's run
				// folder lets them stop and start a node.
				CAIRN_WP_NODES: String( site.nodes ),
				CAIRN_WEB_SERVER_DIR: site.serverDir || '',
				// Read by tests/e2e/utils/test.ts for the PHP warnings of each test.
				CAIRN_SITE_ROOT: site.root,
				CAIRN_E2E_OUTPUT: outputDir,
				STORAGE_STATE_PATH: storageState,
				CAIRN_E2E_FAILURES: failures,
			},
			args,
			prefix
		);
		fs.rmSync( storageState, { force: true } );
		if ( code === 0 ) {
			fs.rmSync( outputDir, { recursive: true, force: true } );
		}
		if ( code !== 0 ) {
			printLogs( site, prefix );
		}
	} finally {
		await site.stop();
	}
	const seconds = ( Date.now() - started ) / 1000;
	process.stdout.write(
		`== ${ name }: ${ code === 0 ? 'passed' : 'FAILED' } in ${ seconds.toFixed(
			1
		) } s\n`
	);
	const failedTests = fs.existsSync( failures )
		? fs.readFileSync( failures, 'utf8' ).trimEnd()
		: '';
	fs.rmSync( failures, { force: true } );
	return { unit, passed: code === 0, seconds, failedTests };
}

if ( planned.length > 1 ) {
	process.stdout.write( '\n' );
	for ( const { unit, passed, seconds } of results ) {
		process.stdout.write(
			`${ passed ? 'PASS' : 'FAIL' }  ${ unitName( unit ).padEnd(
				56
			) } ${ seconds.toFixed( 1 ) } s\n`
		);
	}
}
const failed = results.filter( ( result ) => ! result.passed );
if ( interrupted ) {
	process.stderr.write( `\nInterrupted (${ interrupted }).\n` );
	process.exit( 130 );
}
if ( results.length !== planned.length ) {
	// A unit that did not happen is not a unit that passed.
	process.stderr.write(
		`\nBrowser tests: ${ results.length } of ${ planned.length } units ran.\n`
	);
	process.exit( 1 );
}
if ( failed.length ) {
	for ( const { unit, failedTests } of failed ) {
		process.stderr.write(
			`\nFailed on ${ unitName( unit ) }:\n${
				failedTests || '(no test failed: the run itself did)'
			}\n`
		);
	}
	process.stderr.write(
		`\nBrowser tests failed on ${ failed
			.map( ( result ) => unitName( result.unit ) )
			.join( ', ' ) }.\n`
	);
	process.exit( 1 );
}
