/**
 * `npm run test:e2e`: Playwright browser tests against a fresh, served
 * WordPress test site for each version in CAIRN_WP_VERSIONS (default
 * "7.1,6.8"). Extra arguments go to `playwright test`, e.g.
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
import { createSite } from './wp/site.mjs';

const PLAYWRIGHT = path.join( REPO_ROOT, 'node_modules/.bin/playwright' );

const versions = ( process.env.CAIRN_WP_VERSIONS || '7.1,6.8' )
	.split( ',' )
	.map( ( version ) => version.trim() )
	.filter( Boolean );

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

function runPlaywright( env ) {
	return new Promise( ( resolve ) => {
		const child = spawn(
			PLAYWRIGHT,
			[ 'test', ...process.argv.slice( 2 ) ],
			{ cwd: REPO_ROOT, stdio: 'inherit', env }
		);
		const forward = ( signal ) => child.kill( signal );
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

const failed = [];
for ( const version of versions ) {
	process.stdout.write( `\n== Browser tests on WordPress ${ version }\n` );
	const started = Date.now();
	const site = await createSite( { version } );
	// Per run, so that runs in the same checkout do not share a login or
	// clean each other's traces.
	const run = `${ version }-${ process.pid }`;
	const outputDir = path.join( REPO_ROOT, 'test-results', `wp-${ run }` );
	const storageState = path.join(
		REPO_ROOT,
		'artifacts/storage-states',
		`admin-${ run }.json`
	);
	let code = 1;
	try {
		code = await runPlaywright( {
			...process.env,
			WP_BASE_URL: site.url,
			CAIRN_WP_VERSION: version,
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
	process.stdout.write(
		`== WordPress ${ version }: ${ code === 0 ? 'passed' : 'FAILED' } in ${ (
			( Date.now() - started ) /
			1000
		).toFixed( 1 ) } s\n`
	);
	if ( code !== 0 ) {
		failed.push( version );
	}
}

if ( failed.length ) {
	process.stderr.write(
		`\nBrowser tests failed on WordPress ${ failed.join( ', ' ) }.\n`
	);
	process.exit( 1 );
}
