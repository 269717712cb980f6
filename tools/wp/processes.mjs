/**
 * What the test servers (PHP's built-in server, PHP-FPM, nginx, Apache,
 * MariaDB) share about the processes they start: the system account a
 * server runs as under root, whether a process lives, the run folders of
 * processes that have ended, and stopping a process group politely, then
 * by force.
 *
 * Run folders are named `<label>-<pid>-<random>` (fs.mkdtempSync after the
 * owner's process id): a folder whose owner has ended is left over from a
 * run that was killed, and goes when the next run starts.
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Whether a process exists (one of another user counts).
 *
 * @param {number} pid Process id.
 * @return {boolean} Whether it exists.
 */
export function isAlive( pid ) {
	try {
		process.kill( pid, 0 );
		return true;
	} catch ( error ) {
		return error.code === 'EPERM';
	}
}

/**
 * Whether a process has ended (a zombie that its parent has not reaped yet
 * counts as ended).
 *
 * @param {number} pid Process id.
 * @return {boolean} Whether it is gone.
 */
export function hasEnded( pid ) {
	try {
		const stat = fs.readFileSync( `/proc/${ pid }/stat`, 'utf8' );
		return stat.slice( stat.lastIndexOf( ')' ) + 2 )[ 0 ] === 'Z';
	} catch {
		return ! isAlive( pid );
	}
}

/**
 * Blocks for a while (for process.on( 'exit' ), where nothing asynchronous
 * runs).
 *
 * @param {number} ms Milliseconds.
 */
export function sleepSync( ms ) {
	Atomics.wait( new Int32Array( new SharedArrayBuffer( 4 ) ), 0, 0, ms );
}

/**
 * Sends a signal to a process, or to its group with a negative id, and says
 * nothing when it is already gone.
 *
 * @param {number} pid  Process id (negative: the process group).
 * @param {string} name Signal name.
 */
export function signal( pid, name ) {
	try {
		process.kill( pid, name );
	} catch {
		// Already gone.
	}
}

/**
 * The account a server runs as: a Debian system user when we are root (the
 * servers refuse root, or should not run as it), else ourselves (no uid/gid
 * switch).
 *
 * @param {string} name    System user under root, e.g. `mysql`, `www-data`.
 * @param {string} missing The error's message when that user does not exist.
 * @return {{uid?: number, gid?: number, name: string}} Spawn options and name.
 */
export function systemAccount( name, missing ) {
	if ( typeof process.getuid !== 'function' || process.getuid() !== 0 ) {
		return { name: os.userInfo().username };
	}
	const entry = fs
		.readFileSync( '/etc/passwd', 'utf8' )
		.split( '\n' )
		.map( ( line ) => line.split( ':' ) )
		.find( ( fields ) => fields[ 0 ] === name );
	if ( ! entry ) {
		throw new Error( missing );
	}
	return { uid: Number( entry[ 2 ] ), gid: Number( entry[ 3 ] ), name };
}

/**
 * The process id in a pid file, if that process's command line names every
 * mark (its program and its run folder, say): a pid file outliving its
 * process may name an unrelated one by now.
 *
 * @param {string}   file  Pid file.
 * @param {string[]} marks Strings its command line must hold.
 * @return {number} Process id, or 0.
 */
export function pidFromFile( file, marks ) {
	try {
		const pid = Number( fs.readFileSync( file, 'utf8' ).trim() );
		const cmdline = fs.readFileSync( `/proc/${ pid }/cmdline`, 'utf8' );
		return pid > 1 && marks.every( ( mark ) => cmdline.includes( mark ) )
			? pid
			: 0;
	} catch {
		return 0;
	}
}

/**
 * Removes the run folders under a base folder whose owner process has
 * ended, after `cleanUp` stops what the run left running.
 *
 * @param {string}                               base    Base folder.
 * @param {(dir: string, owner: number) => void} cleanUp Called before removal.
 */
export function pruneRunDirs( base, cleanUp ) {
	if ( ! fs.existsSync( base ) ) {
		return;
	}
	for ( const name of fs.readdirSync( base ) ) {
		const match = /-(\d+)-[A-Za-z0-9]+$/.exec( name );
		const owner = match ? Number( match[ 1 ] ) : 0;
		if ( owner <= 1 || owner === process.pid || isAlive( owner ) ) {
			continue;
		}
		const dir = path.join( base, name );
		cleanUp?.( dir, owner );
		fs.rmSync( dir, { recursive: true, force: true } );
	}
}

/**
 * A started child and a promise of its exit.
 *
 * @param {import('node:child_process').ChildProcess} child Child process.
 * @return {{child: import('node:child_process').ChildProcess, exited: Promise<void>}} Watched child.
 */
export function watch( child ) {
	return {
		child,
		exited: new Promise( ( resolve ) => child.once( 'exit', resolve ) ),
	};
}

/**
 * Whether a child has exited.
 *
 * @param {import('node:child_process').ChildProcess} child Child process.
 * @return {boolean} Whether it has.
 */
export function hasExited( child ) {
	return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Stops a child started in a process group of its own (`detached`):
 * SIGTERM to the child, and if it has not exited within the time, SIGKILL
 * to its whole group.
 *
 * @param {{child: import('node:child_process').ChildProcess, exited: Promise<void>}} watched   watch()'s child.
 * @param {number}                                                                    timeoutMs How long SIGTERM has.
 * @return {Promise<boolean>} Whether it had to be killed.
 */
export async function stopGroup( { child, exited }, timeoutMs ) {
	if ( hasExited( child ) ) {
		return false;
	}
	child.kill( 'SIGTERM' );
	let timer;
	const timeout = new Promise( ( resolve ) => {
		timer = setTimeout( resolve, timeoutMs, 'timeout' );
	} );
	const outcome = await Promise.race( [ exited, timeout ] );
	clearTimeout( timer );
	if ( outcome !== 'timeout' ) {
		return false;
	}
	signal( -child.pid, 'SIGKILL' );
	await exited;
	return true;
}

/**
 * Whether the account passes a `test` expression (`-r file`, `-w dir`):
 * every parent folder must let it through, which only trying as it shows.
 * Ourselves (no uid) always pass.
 *
 * @param {{uid?: number, gid?: number}} account   systemAccount().
 * @param {string[]}                     condition Arguments of `test`.
 * @return {boolean} Whether it passes.
 */
export function accountPasses( account, condition ) {
	if ( account.uid === undefined ) {
		return true;
	}
	return (
		spawnSync( 'test', condition, {
			uid: account.uid,
			gid: account.gid,
			stdio: 'ignore',
		} ).status === 0
	);
}

/**
 * The last lines of a log, which say why a server did not start ('' when it
 * has none yet).
 *
 * @param {string} file  Log file.
 * @param {number} lines How many lines.
 * @return {string} The lines.
 */
export function tailOf( file, lines = 15 ) {
	try {
		return fs
			.readFileSync( file, 'utf8' )
			.trim()
			.split( '\n' )
			.slice( -lines )
			.join( '\n' );
	} catch {
		return '';
	}
}

/**
 * A server's two ways to stop, each run once whichever comes first: `stop()`
 * (asynchronous, polite) and `stopSync()`, which the end of the Node process
 * calls when nothing else did. Both then remove the run folder, unless
 * CAIRN_KEEP_SITE keeps it for a look.
 *
 * @param {string}              dir           Run folder.
 * @param {Object}              ways
 * @param {() => Promise<void>} ways.stop     Stops the processes.
 * @param {() => void}          ways.stopSync Stops them without waiting on anything asynchronous.
 * @return {{stop: () => Promise<void>, stopSync: () => void, stopped: () => boolean}} Handle.
 */
export function stopsOnce( dir, ways ) {
	let stopped = false;
	const removeDir = () => {
		if ( ! process.env.CAIRN_KEEP_SITE ) {
			fs.rmSync( dir, { recursive: true, force: true } );
		}
	};
	const first = () => {
		if ( stopped ) {
			return false;
		}
		stopped = true;
		process.off( 'exit', stopSync );
		return true;
	};
	const stopSync = () => {
		if ( first() ) {
			ways.stopSync();
			removeDir();
		}
	};
	const stop = async () => {
		if ( first() ) {
			await ways.stop();
			removeDir();
		}
	};
	process.on( 'exit', stopSync );
	return { stop, stopSync, stopped: () => stopped };
}
