/**
 * A private MariaDB server for the tests (Debian's `mariadb-server`).
 *
 * `startMariaDb()` makes a fresh data folder under `.cache/mariadb/<run>/`
 * (`mariadb-install-db`, once per folder), starts `mariadbd` on a Unix socket
 * in that folder, without TCP, and returns a handle whose `createDatabase()`
 * adds a database with its own user and password for one site. The server
 * never runs as root: as root it runs as Debian's `mysql` system user, which
 * owns the run's folder; otherwise as the current user. The administrator
 * account is `unix_socket`-authenticated for the user that runs the tests
 * only. `stop()` shuts the server down and removes the folder; so does the
 * end of the Node process. Folders (and servers) of runs whose process has
 * ended are removed when the next one starts.
 *
 * CLI: `node tools/wp/mariadb.mjs` starts one, prints its socket and waits
 * for Ctrl+C.
 */

/**
 * External dependencies
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './core.mjs';
import {
	accountPasses,
	hasEnded,
	hasExited,
	pidFromFile,
	pruneRunDirs,
	signal,
	sleepSync,
	stopGroup,
	stopsOnce,
	systemAccount,
	tailOf,
	watch,
} from './processes.mjs';

const BASE_DIR = path.join( REPO_ROOT, '.cache', 'mariadb' );
// Used instead when the `mysql` user cannot reach the checkout (under /root,
// say) or the socket's path would be too long for a Unix socket.
const FALLBACK_BASE_DIR = path.join( os.tmpdir(), 'cairn-mariadb' );
const SOCKET_PATH_MAX = 100;

function log( message ) {
	process.stderr.write( `[mariadb] ${ message }\n` );
}

/**
 * The first of some programs found on the PATH or in the usual folders.
 *
 * @param {string[]} names Program names, in order of preference.
 * @return {?string} Its path, or null.
 */
export function findProgram( names ) {
	const dirs = [
		...( process.env.PATH || '' ).split( ':' ),
		'/usr/sbin',
		'/usr/bin',
		'/usr/local/sbin',
		'/usr/local/bin',
	].filter( Boolean );
	for ( const name of names ) {
		for ( const dir of dirs ) {
			const file = path.join( dir, name );
			try {
				fs.accessSync( file, fs.constants.X_OK );
				return file;
			} catch {
				// Not here.
			}
		}
	}
	return null;
}

/**
 * Whether the MariaDB server and its tools are installed.
 *
 * @return {boolean} Whether startMariaDb() can run.
 */
export function hasMariaDb() {
	return Boolean(
		findProgram( [ 'mariadbd' ] ) &&
		findProgram( [ 'mariadb-install-db' ] ) &&
		findProgram( [ 'mariadb' ] )
	);
}

/**
 * Removes the folders of runs whose process has ended, killing their server
 * if it was left running (its data is thrown away anyway).
 */
function pruneRuns() {
	for ( const base of [ BASE_DIR, FALLBACK_BASE_DIR ] ) {
		pruneRunDirs( base, ( dir, owner ) => {
			const server = pidFromFile( path.join( dir, 'mariadbd.pid' ), [
				'mariadbd',
				dir,
			] );
			if ( server ) {
				log( `stopping the server ${ server } left by run ${ owner }` );
				signal( server, 'SIGKILL' );
				for ( let i = 0; i < 100 && ! hasEnded( server ); i++ ) {
					sleepSync( 50 );
				}
			}
		} );
	}
}

/**
 * The account the server runs as: Debian's `mysql` user when we are root,
 * else ourselves (no uid/gid switch).
 *
 * @return {{uid?: number, gid?: number, name: string}} Spawn options and name.
 */
function serverAccount() {
	return systemAccount(
		'mysql',
		"Running as root, but there is no 'mysql' system user to run MariaDB as: install mariadb-server (tools/install-debian-packages.sh)."
	);
}

/**
 * Whether the server's account can create files in a folder (every parent
 * must let it through).
 *
 * @param {Object} account serverAccount().
 * @param {string} dir     Folder.
 * @return {boolean} Whether it can.
 */
function canWrite( account, dir ) {
	return accountPasses( account, [ '-w', dir, '-a', '-x', dir ] );
}

/**
 * A fresh run folder owned by the server's account.
 *
 * @param {Object} account serverAccount().
 * @param {string} label   First part of the folder name.
 * @return {string} The folder.
 */
function makeRunDir( account, label ) {
	for ( const base of [ BASE_DIR, FALLBACK_BASE_DIR ] ) {
		fs.mkdirSync( base, { recursive: true } );
		// Others may pass through (not list) so that `mysql` reaches its folder.
		fs.chmodSync( base, 0o711 );
		const dir = fs.mkdtempSync(
			path.join( base, `${ label }-${ process.pid }-` )
		);
		if ( account.uid !== undefined ) {
			fs.chownSync( dir, account.uid, account.gid );
		}
		fs.chmodSync( dir, 0o700 );
		const socketLength = path.join( dir, 'mariadbd.sock' ).length;
		if ( socketLength <= SOCKET_PATH_MAX && canWrite( account, dir ) ) {
			return dir;
		}
		fs.rmSync( dir, { recursive: true, force: true } );
		log(
			`${ base } is out of reach of user ${ account.name } or too long for a socket; trying ${ FALLBACK_BASE_DIR }`
		);
	}
	throw new Error(
		`No folder for MariaDB's data that user ${ account.name } can write.`
	);
}

function sqlIdentifier( name ) {
	if ( ! /^[A-Za-z0-9_]+$/.test( name ) ) {
		throw new Error( `Bad SQL identifier: ${ name }` );
	}
	return name;
}

/** The file in a run folder that says how its server is started. */
const SERVER_FILE = 'server.json';

/**
 * The server's process id from its pid file, if that process is a mariadbd
 * of this folder.
 *
 * @param {string} dir Run folder.
 * @return {number} Process id, or 0.
 */
function serverPidOf( dir ) {
	return pidFromFile( path.join( dir, 'mariadbd.pid' ), [ 'mariadbd', dir ] );
}

/**
 * Ends a server that is not our child: SIGTERM (MariaDB's clean shutdown),
 * then SIGKILL after 10 s.
 *
 * @param {number} pid Process id.
 */
async function stopProcess( pid ) {
	signal( pid, 'SIGTERM' );
	const deadline = Date.now() + 10000;
	while ( ! hasEnded( pid ) && Date.now() < deadline ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 25 ) );
	}
	if ( ! hasEnded( pid ) ) {
		log( `the server did not shut down in 10 s: killing it` );
		signal( pid, 'SIGKILL' );
	}
}

/**
 * Waits until the administrator can query a server.
 *
 * @param {string}   socket    Its socket.
 * @param {Function} ended     Returns true when the server has exited.
 * @param {number}   timeoutMs How long to wait.
 * @return {Promise<boolean>} Whether it answered in time.
 */
async function waitUntilReady( socket, ended, timeoutMs ) {
	const client = findProgram( [ 'mariadb', 'mysql' ] );
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline && ! ended() ) {
		if (
			fs.existsSync( socket ) &&
			spawnSync(
				client,
				[
					'--no-defaults',
					`--socket=${ socket }`,
					`--user=${ os.userInfo().username }`,
					'--execute',
					'SELECT 1',
				],
				{ stdio: 'ignore' }
			).status === 0
		) {
			return true;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
	return false;
}

/**
 * Restarts a running test server, as an owner's database restarts under a
 * live site: a clean shutdown (SIGTERM, as `systemctl restart` sends), the
 * server down for `downMs` more, then the same server started again on the
 * same data and socket. Any process may call it (a browser test does, on
 * the server tools/test-e2e.mjs started); the handle of startMariaDb() stops
 * the new server with the run.
 *
 * @param {string} socket           The server's socket (a site's DB_HOST names it).
 * @param {Object} [options]
 * @param {number} [options.downMs] Time between the end of the shutdown and the start.
 * @return {Promise<{shutdownMs: number, startMs: number}>} How long the shutdown and the start took.
 */
export async function restartMariaDb( socket, { downMs = 0 } = {} ) {
	const dir = path.dirname( socket );
	const { program, args, uid, gid } = JSON.parse(
		fs.readFileSync( path.join( dir, SERVER_FILE ), 'utf8' )
	);
	const pid = serverPidOf( dir );
	if ( ! pid ) {
		throw new Error( `No MariaDB server runs in ${ dir }.` );
	}
	const stopping = Date.now();
	await stopProcess( pid );
	const shutdownMs = Date.now() - stopping;
	await new Promise( ( resolve ) => setTimeout( resolve, downMs ) );
	const starting = Date.now();
	const server = spawn( program, args, {
		...( uid === undefined ? {} : { uid, gid } ),
		cwd: dir,
		stdio: 'ignore',
		detached: true,
	} );
	server.unref();
	if (
		! ( await waitUntilReady( socket, () => hasExited( server ), 30000 ) )
	) {
		throw new Error( `MariaDB in ${ dir } did not start again.` );
	}
	return { shutdownMs, startMs: Date.now() - starting };
}

/**
 * Starts a private MariaDB server.
 *
 * @param {Object} [options]
 * @param {string} [options.label] First part of the run folder's name.
 * @return {Promise<{socket: string, dir: string, pid: number, startMs: number, version: string, query: (sql: string) => string, createDatabase: (label?: string) => {name: string, user: string, password: string, host: string, drop: () => void}, stop: () => Promise<void>, stopSync: () => void}>} The server.
 */
export async function startMariaDb( { label = 'run' } = {} ) {
	const mariadbd = findProgram( [ 'mariadbd', 'mysqld' ] );
	const installDb = findProgram( [
		'mariadb-install-db',
		'mysql_install_db',
	] );
	const client = findProgram( [ 'mariadb', 'mysql' ] );
	if ( ! mariadbd || ! installDb || ! client ) {
		throw new Error(
			'MariaDB is not installed: install mariadb-server (tools/install-debian-packages.sh), or choose SQLite only with CAIRN_DBS=sqlite.'
		);
	}
	const started = Date.now();
	pruneRuns();
	const account = serverAccount();
	const dir = makeRunDir( account, label );
	const dataDir = path.join( dir, 'data' );
	const socket = path.join( dir, 'mariadbd.sock' );
	const pidFile = path.join( dir, 'mariadbd.pid' );
	const errorLog = path.join( dir, 'error.log' );
	const asAccount =
		account.uid === undefined ? {} : { uid: account.uid, gid: account.gid };
	// The administrator: `unix_socket` authentication for the user running
	// this script, nobody else (no password, no TCP).
	const adminUser = os.userInfo().username;
	// Small and fast: the data is thrown away after the run.
	const serverOptions = [
		'--no-defaults',
		`--datadir=${ dataDir }`,
		'--innodb-log-file-size=16M',
		'--innodb-buffer-pool-size=128M',
		'--innodb-flush-log-at-trx-commit=2',
		'--innodb-doublewrite=0',
		'--character-set-server=utf8mb4',
		'--collation-server=utf8mb4_unicode_ci',
	];

	const install = spawnSync(
		installDb,
		[
			...serverOptions,
			'--auth-root-authentication-method=socket',
			`--auth-root-socket-user=${ adminUser }`,
			'--skip-test-db',
		],
		{ ...asAccount, cwd: dir, encoding: 'utf8' }
	);
	if ( install.status !== 0 ) {
		fs.rmSync( dir, { recursive: true, force: true } );
		throw new Error(
			`mariadb-install-db failed (${ install.status ?? install.error }):\n${
				install.stderr
			}${ install.stdout }`
		);
	}

	const serverArgs = [
		...serverOptions,
		`--socket=${ socket }`,
		`--pid-file=${ pidFile }`,
		`--log-error=${ errorLog }`,
		'--skip-networking',
		'--skip-name-resolve',
		'--max-connections=300',
	];
	// How to start this server again (restartMariaDb(), from another process).
	fs.writeFileSync(
		path.join( dir, SERVER_FILE ),
		JSON.stringify( { program: mariadbd, args: serverArgs, ...asAccount } )
	);
	const server = spawn( mariadbd, serverArgs, {
		...asAccount,
		cwd: dir,
		stdio: 'ignore',
		// Its own process group: Ctrl+C reaches the tests, which stop it.
		detached: true,
	} );
	const watched = watch( server );

	const errorLogTail = () => tailOf( errorLog );

	const query = ( sql ) => {
		const result = spawnSync(
			client,
			[
				'--no-defaults',
				`--socket=${ socket }`,
				`--user=${ adminUser }`,
				'--batch',
				'--skip-column-names',
				'--execute',
				sql,
			],
			{ encoding: 'utf8' }
		);
		if ( result.status !== 0 ) {
			throw new Error(
				`MariaDB query failed: ${ sql }\n${ result.stderr }${
					result.error || ''
				}`
			);
		}
		return result.stdout;
	};

	const { stop, stopSync, stopped } = stopsOnce( dir, {
		stopSync: () => {
			// The server this process started, or the one a test restarted.
			for ( const pid of [ server.pid, serverPidOf( dir ) ] ) {
				if ( ! pid || hasEnded( pid ) ) {
					continue;
				}
				signal( pid, 'SIGTERM' );
				const deadline = Date.now() + 10000;
				while ( ! hasEnded( pid ) && Date.now() < deadline ) {
					sleepSync( 25 );
				}
				if ( ! hasEnded( pid ) ) {
					signal( pid, 'SIGKILL' );
				}
			}
		},
		stop: async () => {
			if ( await stopGroup( watched, 10000 ) ) {
				log( `the server did not shut down in 10 s: it was killed` );
			}
			// A server a test restarted (restartMariaDb()) is not our child.
			const restarted = serverPidOf( dir );
			if ( restarted ) {
				await stopProcess( restarted );
			}
		},
	} );

	// Ready once the administrator can connect through the socket.
	const deadline = Date.now() + 30000;
	for (;;) {
		if ( hasExited( server ) ) {
			const tail = errorLogTail();
			await stop();
			throw new Error( `mariadbd exited at start:\n${ tail }` );
		}
		if ( fs.existsSync( socket ) ) {
			try {
				query( 'SELECT 1' );
				break;
			} catch ( error ) {
				if ( Date.now() > deadline ) {
					await stop();
					throw error;
				}
			}
		}
		if ( Date.now() > deadline ) {
			const tail = errorLogTail();
			await stop();
			throw new Error(
				`mariadbd did not accept connections within 30 s:\n${ tail }`
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
	const version = query( 'SELECT VERSION()' ).trim();
	const startMs = Date.now() - started;
	log(
		`MariaDB ${ version } ready in ${ startMs } ms as user ${ account.name } on ${ socket }`
	);

	let count = 0;
	/**
	 * A new, empty database with its own user, who may use only it.
	 *
	 * @param {string} [prefix] Start of the names (letters, digits, _).
	 * @return {{name: string, user: string, password: string, host: string, drop: () => void}} The database.
	 */
	const createDatabase = ( prefix = 'wp' ) => {
		count += 1;
		const name = sqlIdentifier(
			`${ prefix }_${ count }_${ crypto.randomBytes( 3 ).toString( 'hex' ) }`
		);
		const password = crypto.randomBytes( 18 ).toString( 'base64url' );
		query(
			[
				`CREATE DATABASE \`${ name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`,
				`CREATE USER '${ name }'@'localhost' IDENTIFIED BY '${ password }';`,
				`GRANT ALL PRIVILEGES ON \`${ name }\`.* TO '${ name }'@'localhost';`,
			].join( ' ' )
		);
		return {
			name,
			user: name,
			password,
			// wpdb reads `host:/path` as a Unix socket on that host.
			host: `localhost:${ socket }`,
			drop: () => {
				if ( ! stopped() ) {
					query(
						`DROP DATABASE IF EXISTS \`${ name }\`; DROP USER IF EXISTS '${ name }'@'localhost';`
					);
				}
			},
		};
	};

	return {
		socket,
		dir,
		pid: server.pid,
		startMs,
		version,
		query,
		createDatabase,
		stop,
		stopSync,
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	startMariaDb( { label: 'cli' } ).then(
		( db ) => {
			process.stdout.write(
				`MariaDB ${ db.version } on ${ db.socket } (Ctrl+C stops it)\n`
			);
			const shutdown = () => db.stop().then( () => process.exit( 0 ) );
			process.on( 'SIGINT', shutdown );
			process.on( 'SIGTERM', shutdown );
		},
		( error ) => {
			process.stderr.write( `${ error.message }\n` );
			process.exit( 1 );
		}
	);
}
