/**
 * A fresh WordPress test site on native PHP, for PHPUnit and browser tests.
 *
 * `createSite( { version, database, port } )` copies the cached Debian core
 * (see core.mjs) into `.cache/sites/…`, sets up its database — SQLite through
 * the database integration that `@wp-playground/cli` ships (the default), or
 * a fresh database of its own on a private MariaDB server (tools/wp/mariadb.mjs;
 * pass `mariadb` to share one server between sites) — writes wp-config.php,
 * links this repository as the `cairn` plugin, installs WordPress with Cairn
 * active (tools/wp/install.php) and serves it with `php -S` and
 * tools/wp/router.php, or with nginx or Apache in front of PHP-FPM
 * (tools/wp/web-server.mjs; `server: 'nginx'` or `'apache'`).
 *
 * CLI: `node tools/wp/site.mjs [7.1|6.8] [port] [--mariadb] [--nginx|--apache]
 * [--nodes=2] [--demo]` serves a site until Ctrl+C; `--nodes=2` puts two
 * PHP-FPM nodes behind nginx; `--demo` adds the demo post of `npm start`.
 */

/**
 * External dependencies
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { DEFAULT_VERSION, REPO_ROOT, ensureCore } from './core.mjs';
import {
	DEMO_EDITOR_PATH,
	DEMO_POST_ID,
	demoPostContent,
} from './demo-post.mjs';
import { startMariaDb } from './mariadb.mjs';
import { WEB_SERVERS, startWebServer } from './web-server.mjs';
import { pruneRunDirs, signal, stopGroup, watch } from './processes.mjs';
import { HOSTS as TEST_NETWORK_HOSTS } from '../../tests/servers/schemas/short-links.mjs';
import { API_HOSTS as MAILCHIMP_HOSTS } from '../../tests/servers/mailchimp/hosts.mjs';

const SITES_DIR = path.join( REPO_ROOT, '.cache', 'sites' );
const SQLITE_ZIP = path.join(
	REPO_ROOT,
	'node_modules/@wp-playground/cli/sqlite-database-integration.zip'
);
const HERE = path.dirname( fileURLToPath( import.meta.url ) );

function log( message ) {
	process.stderr.write( `[wp-site] ${ message }\n` );
}

/**
 * Removes site folders left by runs whose process has ended.
 */
function pruneSites() {
	pruneRunDirs( SITES_DIR );
}

/**
 * A fresh copy of a cached core under `.cache/sites/`, for one run: sites
 * write uploads and their database (and Playground its own files) into it,
 * never into the cache. Folders of runs that have ended are removed first.
 *
 * @param {string} core  Cached core folder.
 * @param {string} label First part of the folder name, before the process id.
 * @return {string} The copy's folder.
 */
export function freshCoreCopy( core, label ) {
	pruneSites();
	fs.mkdirSync( SITES_DIR, { recursive: true } );
	const root = fs.mkdtempSync(
		path.join( SITES_DIR, `${ label }-${ process.pid }-` )
	);
	const copy = spawnSync( 'cp', [ '-a', `${ core }/.`, root ], {
		encoding: 'utf8',
	} );
	if ( copy.status !== 0 ) {
		throw new Error( `copying ${ core } failed: ${ copy.stderr }` );
	}
	return root;
}

/**
 * A TCP port that is free on the loopback address.
 *
 * @return {Promise<number>} Port number.
 */
export function freePort() {
	return new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.unref();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );
}

/**
 * The SQLite database integration plugin, unpacked from the zip that
 * `@wp-playground/cli` ships, and its `db.php` drop-in.
 *
 * @param {string} root Site root.
 */
function installSqlite( root ) {
	const zip = fs.existsSync( SQLITE_ZIP )
		? SQLITE_ZIP
		: findFile(
				path.join( REPO_ROOT, 'node_modules/@wp-playground' ),
				'sqlite-database-integration.zip'
			);
	if ( ! zip ) {
		throw new Error(
			'sqlite-database-integration.zip not found in node_modules/@wp-playground: run npm ci.'
		);
	}
	const tmp = fs.mkdtempSync( path.join( root, '.sqlite-' ) );
	const unzip = spawnSync( 'unzip', [ '-q', zip, '-d', tmp ], {
		encoding: 'utf8',
	} );
	if ( unzip.status !== 0 ) {
		throw new Error(
			`unzip ${ zip } failed: ${ unzip.stderr || unzip.error }`
		);
	}
	// The zip holds one folder (its name differs between releases).
	const [ folder ] = fs.readdirSync( tmp );
	const plugin = path.join(
		root,
		'wp-content/plugins/sqlite-database-integration'
	);
	fs.renameSync( path.join( tmp, folder ), plugin );
	fs.rmSync( tmp, { recursive: true, force: true } );
	const dropIn = fs
		.readFileSync( path.join( plugin, 'db.copy' ), 'utf8' )
		.replaceAll( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', plugin )
		.replaceAll(
			'{SQLITE_PLUGIN}',
			'sqlite-database-integration/load.php'
		);
	fs.writeFileSync( path.join( root, 'wp-content/db.php' ), dropIn );
}

function findFile( dir, name ) {
	if ( ! fs.existsSync( dir ) ) {
		return null;
	}
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const full = path.join( dir, entry.name );
		if ( entry.isFile() && entry.name === name ) {
			return full;
		}
		if ( entry.isDirectory() ) {
			const found = findFile( full, name );
			if ( found ) {
				return found;
			}
		}
	}
	return null;
}

function phpString( value ) {
	return `'${ String( value )
		.replaceAll( '\\', '\\\\' )
		.replaceAll( "'", "\\'" ) }'`;
}

/**
 * Writes the site's wp-config.php.
 *
 * @param {string}      root Site root.
 * @param {string}      url  Site address.
 * @param {Object|null} db   A MariaDB database (createDatabase()), or null for SQLite.
 */
function writeConfig( root, url, db ) {
	const salt = () => crypto.randomBytes( 32 ).toString( 'hex' );
	const database = db
		? {
				DB_NAME: db.name,
				DB_USER: db.user,
				DB_PASSWORD: db.password,
				DB_HOST: db.host,
				DB_CHARSET: 'utf8mb4',
				DB_COLLATE: '',
			}
		: {
				DB_NAME: 'wordpress',
				DB_USER: '',
				DB_PASSWORD: '',
				DB_HOST: '',
				DB_CHARSET: 'utf8mb4',
				DB_COLLATE: '',
				DB_DIR: path.join( root, 'wp-content/database/' ),
				DB_FILE: '.ht.sqlite',
			};
	const constants = {
		...database,
		WP_HOME: url,
		WP_SITEURL: url,
		AUTH_KEY: salt(),
		SECURE_AUTH_KEY: salt(),
		LOGGED_IN_KEY: salt(),
		NONCE_KEY: salt(),
		AUTH_SALT: salt(),
		SECURE_AUTH_SALT: salt(),
		LOGGED_IN_SALT: salt(),
		NONCE_SALT: salt(),
		WP_ENVIRONMENT_TYPE: 'local',
		// The test network's names (tests/servers/short-links.mjs, and
		// Mailchimp's data centres, tests/servers/mailchimp.mjs): the test
		// mu-plugin leads them to a local server, never out.
		WP_ACCESSIBLE_HOSTS: [ ...TEST_NETWORK_HOSTS, MAILCHIMP_HOSTS ].join(
			','
		),
	};
	const flags = {
		WP_DEBUG: true,
		WP_DEBUG_DISPLAY: false,
		SCRIPT_DEBUG: false,
		DISABLE_WP_CRON: true,
		AUTOMATIC_UPDATER_DISABLED: true,
		WP_AUTO_UPDATE_CORE: false,
		// No internet: fail outgoing requests at once instead of timing out.
		WP_HTTP_BLOCK_EXTERNAL: true,
		// The tests' local servers stand in for Stripe, Mailchimp, Giphy,
		// Instagram, Mapbox and Apple through the developer base URLs, which
		// only this constant allows (as an owner would write it).
		CAIRN_DEVELOPER_BASE_URLS: true,
	};
	const lines = [
		'<?php',
		'// Written by tools/wp/site.mjs for one test run.',
		...Object.entries( constants ).map(
			( [ name, value ] ) =>
				`define( '${ name }', ${ phpString( value ) } );`
		),
		...Object.entries( flags ).map(
			( [ name, value ] ) => `define( '${ name }', ${ value } );`
		),
		`define( 'WP_DEBUG_LOG', ${ phpString(
			path.join( root, 'wp-content/debug.log' )
		) } );`,
		// A temporary folder of the site's own: two sites of one machine
		// (PHPUnit runs side by side, other checkouts' tests) never share
		// their partial uploads or scratch files. Behind PHP-FPM it is the
		// PHP node's own (its sys_temp_dir, tools/wp/web-server.mjs), as on
		// a site whose web nodes are separate machines: what one node
		// keeps there the others cannot see.
		`define( 'WP_TEMP_DIR', '' !== (string) ini_get( 'sys_temp_dir' ) ? rtrim( (string) ini_get( 'sys_temp_dir' ), '/' ) . '/' : ${ phpString(
			path.join( root, 'tmp/' )
		) } );`,
		"$table_prefix = 'wp_';",
		"if ( ! defined( 'ABSPATH' ) ) {",
		"\tdefine( 'ABSPATH', __DIR__ . '/' );",
		'}',
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	];
	fs.writeFileSync( path.join( root, 'wp-config.php' ), lines.join( '\n' ) );
}

function phpArgs() {
	return [
		'-d',
		'memory_limit=512M',
		'-d',
		'opcache.enable=1',
		'-d',
		'opcache.enable_cli=1',
		'-d',
		'display_errors=stderr',
	];
}

/**
 * The PHP child processes (the built-in server's workers) of a process.
 *
 * @param {number} pid Parent process id.
 * @return {number[]} Child process ids.
 */
function childrenOf( pid ) {
	const children = [];
	const taskDir = `/proc/${ pid }/task`;
	if ( ! fs.existsSync( taskDir ) ) {
		return children;
	}
	for ( const task of fs.readdirSync( taskDir ) ) {
		try {
			const list = fs
				.readFileSync( `${ taskDir }/${ task }/children`, 'utf8' )
				.trim();
			if ( list ) {
				children.push( ...list.split( /\s+/ ).map( Number ) );
			}
		} catch {
			// The task ended while we read it.
		}
	}
	return children;
}

async function waitForServer( url, server, timeoutMs ) {
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline ) {
		if ( server && server.exitCode !== null ) {
			throw new Error( `php -S exited with code ${ server.exitCode }` );
		}
		try {
			const response = await fetch( `${ url }/wp-login.php`, {
				redirect: 'manual',
			} );
			if ( response.status < 500 ) {
				return;
			}
		} catch {
			// Not listening yet.
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error( `${ url } did not answer within ${ timeoutMs } ms` );
}

/**
 * Saves the demo post of `npm start` (tools/wp/demo-post.php) on a site.
 *
 * @param {string} root Site root.
 * @param {string} url  Site address.
 * @return {string} The demo post's editor URL.
 */
function addDemoPost( root, url ) {
	const { content } = demoPostContent( ( message ) => log( message ) );
	const result = spawnSync(
		'php',
		[ ...phpArgs(), path.join( HERE, 'demo-post.php' ), root ],
		{ input: content, encoding: 'utf8' }
	);
	if ( result.status !== 0 ) {
		throw new Error(
			`Saving the demo post failed:\n${ result.stdout }${ result.stderr }`
		);
	}
	const id = Number( result.stdout.trim() );
	return id === DEMO_POST_ID
		? `${ url }${ DEMO_EDITOR_PATH }`
		: `${ url }/wp-admin/post.php?post=${ id }&action=edit`;
}

/**
 * Makes a fresh WordPress site with Cairn active and, unless `serve` is false,
 * serves it on 127.0.0.1.
 *
 * @param {Object}  [options]
 * @param {string}  [options.version]  WordPress version key, '7.1' or '6.8'.
 * @param {string}  [options.database] 'sqlite' (default) or 'mariadb'.
 * @param {Object}  [options.mariadb]  A server from startMariaDb() to make the
 *                                     site's database on; without it a
 *                                     'mariadb' site starts its own and stops
 *                                     it with the site.
 * @param {number}  [options.port]     Port; a free one when omitted.
 * @param {string}  [options.server]   'php' (`php -S`, the default), 'nginx'
 *                                     or 'apache' (both with PHP-FPM).
 * @param {boolean} [options.serve]    Start the server (default true).
 * @param {number}  [options.workers]  PHP_CLI_SERVER_WORKERS (default 4).
 * @param {boolean} [options.demo]     Add the demo post (tools/wp/demo-post.php).
 * @param {number}  [options.nodes]    PHP nodes behind nginx (1 or 2), each a
 *                                     PHP-FPM master with a temporary folder
 *                                     of its own, sharing the site's folder
 *                                     and database.
 * @return {Promise<{url: string, root: string, version: string, database: string, server: string, nodes: number, serverDir?: string, demoUrl?: string, serverLogs: () => string[], stop: () => Promise<void>}>} The site.
 */
export async function createSite( {
	version = DEFAULT_VERSION,
	database = 'sqlite',
	mariadb,
	port,
	server: webServer = 'php',
	serve = true,
	workers = 4,
	demo = false,
	nodes = 1,
} = {} ) {
	if ( database !== 'sqlite' && database !== 'mariadb' ) {
		throw new Error(
			`Unknown database '${ database }': use sqlite or mariadb.`
		);
	}
	if ( webServer !== 'php' && ! WEB_SERVERS.includes( webServer ) ) {
		throw new Error(
			`Unknown web server '${ webServer }': use php, ${ WEB_SERVERS.join(
				' or '
			) }.`
		);
	}
	const core = ensureCore( version );
	if ( ! core ) {
		throw new Error(
			'No WordPress core: this machine has no apt to fetch it from Debian.'
		);
	}
	const sitePort = port || ( await freePort() );
	const url = `http://127.0.0.1:${ sitePort }`;

	const started = Date.now();
	let ownServer = null;
	let db = null;
	if ( database === 'mariadb' ) {
		if ( ! mariadb ) {
			ownServer = await startMariaDb( { label: `site-${ version }` } );
		}
		db = ( mariadb || ownServer ).createDatabase(
			`wp${ version.replace( /\W/g, '' ) }`
		);
	}
	const root = freshCoreCopy( core, `${ version }-${ database }` );
	if ( ! db ) {
		installSqlite( root );
		fs.mkdirSync( path.join( root, 'wp-content/database' ), {
			recursive: true,
		} );
	}
	fs.symlinkSync( REPO_ROOT, path.join( root, 'wp-content/plugins/cairn' ) );
	fs.mkdirSync( path.join( root, 'wp-content/mu-plugins' ) );
	fs.mkdirSync( path.join( root, 'tmp' ) );
	fs.copyFileSync(
		path.join( HERE, 'test-site-mu-plugin.php' ),
		path.join( root, 'wp-content/mu-plugins/cairn-test-site.php' )
	);
	writeConfig( root, url, db );

	const remove = async () => {
		if ( process.env.CAIRN_KEEP_SITE ) {
			return;
		}
		fs.rmSync( root, { recursive: true, force: true } );
		if ( ownServer ) {
			await ownServer.stop();
		} else if ( db ) {
			db.drop();
		}
	};

	const install = spawnSync(
		'php',
		[
			...phpArgs(),
			path.join( HERE, 'install.php' ),
			root,
			// Apache reads WordPress's rewrite rules from the .htaccess that
			// WordPress writes there.
			...( webServer === 'apache' ? [ 'apache' ] : [] ),
		],
		{ encoding: 'utf8' }
	);
	if ( install.status !== 0 ) {
		await remove();
		throw new Error(
			`Installing WordPress failed:\n${ install.stdout }${ install.stderr }`
		);
	}
	log(
		`${ install.stdout.trim().replace( /\.$/, '' ) } on ${
			db ? `MariaDB (database ${ db.name })` : 'SQLite'
		} (${ root }, ${ Date.now() - started } ms)`
	);

	let demoUrl;
	if ( demo ) {
		demoUrl = addDemoPost( root, url );
	}

	const info = {
		url,
		root,
		version,
		database,
		server: webServer,
		nodes: webServer === 'php' ? 1 : nodes,
		demoUrl,
	};
	if ( ! serve ) {
		return { ...info, serverLogs: () => [], stop: remove };
	}

	if ( webServer !== 'php' ) {
		let front;
		try {
			front = await startWebServer( {
				server: webServer,
				root,
				port: sitePort,
				label: `${ version }-${ database }-${ webServer }`,
				nodes,
			} );
		} catch ( error ) {
			await remove();
			throw error;
		}
		const stopFront = async () => {
			await front.stop();
			await remove();
		};
		try {
			await waitForServer( url, null, 15000 );
		} catch ( error ) {
			await stopFront();
			throw error;
		}
		return {
			...info,
			serverDir: front.dir,
			serverLogs: () =>
				fs.existsSync( front.logDir )
					? fs
							.readdirSync( front.logDir )
							.map( ( name ) => path.join( front.logDir, name ) )
					: [],
			stop: stopFront,
		};
	}

	const logFile = path.join( root, 'wp-content/server.log' );
	const out = fs.openSync( logFile, 'a' );
	const server = spawn(
		'php',
		[
			...phpArgs(),
			'-S',
			`127.0.0.1:${ sitePort }`,
			'-t',
			root,
			path.join( HERE, 'router.php' ),
		],
		{
			cwd: root,
			env: {
				...process.env,
				PHP_CLI_SERVER_WORKERS: String( workers ),
			},
			stdio: [ 'ignore', out, out ],
			// Its own process group, so that nothing is left behind.
			detached: true,
		}
	);
	fs.closeSync( out );
	const watched = watch( server );

	let stopped = false;
	const stop = async () => {
		if ( stopped ) {
			return;
		}
		stopped = true;
		if ( server.exitCode === null && server.signalCode === null ) {
			// Workers first: signalling only the parent can leave them serving.
			for ( const child of childrenOf( server.pid ) ) {
				signal( child, 'SIGTERM' );
			}
		}
		await stopGroup( watched, 3000 );
		await remove();
	};

	try {
		await waitForServer( url, server, 15000 );
	} catch ( error ) {
		await stop();
		throw error;
	}
	return { ...info, serverLogs: () => [ logFile ], stop };
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const args = process.argv.slice( 2 );
	const positional = args.filter( ( arg ) => ! arg.startsWith( '--' ) );
	const version = positional[ 0 ] || DEFAULT_VERSION;
	const port = Number( positional[ 1 ] ) || undefined;
	const database = args.includes( '--mariadb' ) ? 'mariadb' : 'sqlite';
	const server =
		WEB_SERVERS.find( ( name ) => args.includes( `--${ name }` ) ) || 'php';
	const demo = args.includes( '--demo' );
	const nodes = args.includes( '--nodes=2' ) ? 2 : 1;
	createSite( { version, port, database, server, demo, nodes } ).then(
		( site ) => {
			process.stdout.write(
				`WordPress ${ version } test site on ${ database }, served by ${ server }: ${ site.url }/wp-admin/ (admin / password)\n` +
					( site.demoUrl ? `Demo post: ${ site.demoUrl }\n` : '' )
			);
			const shutdown = () => site.stop().then( () => process.exit( 0 ) );
			process.on( 'SIGINT', shutdown );
			process.on( 'SIGTERM', shutdown );
		},
		( error ) => {
			process.stderr.write( `${ error.message }\n` );
			process.exit( 1 );
		}
	);
}
