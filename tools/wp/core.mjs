/**
 * WordPress core from Debian's archive, for development and tests offline.
 *
 * `ensureCore( version )` returns the folder of a complete, self-contained
 * WordPress core (with the twentytwentyfive theme) in `.cache/wp/<version>/`,
 * fetching it only when it is missing. The packages come from the archive that
 * the machine's own apt sources name, through a private apt configuration under
 * `.cache/apt/<suite>/`, so the machine's apt state is never touched. Where the
 * machine has no apt, it returns null and callers let Playground download
 * WordPress instead.
 *
 * CLI: `node tools/wp/core.mjs [7.1|6.8]` prints the folder.
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/** Debian suite that ships each WordPress version we test. */
export const SUITES = { 7.1: 'sid', 6.8: 'trixie' };

export const DEFAULT_VERSION = '7.1';

const KEYRING = '/usr/share/keyrings/debian-archive-keyring.gpg';

/** Packages whose files the wordpress package's symlinks point into. */
const LIBRARY_PACKAGE = /^(libjs-|libphp-|php-)/;

/** Debian-only files that have no place in a plain core tree. */
const SKIPPED_FILES = new Set( [ 'wp-config.php', '.htaccess' ] );

/**
 * Folder of the cached core for a version.
 *
 * @param {string} version WordPress version key ('7.1' or '6.8').
 * @return {string} Absolute path.
 */
export function coreDir( version ) {
	return path.join( REPO_ROOT, '.cache', 'wp', version );
}

function log( message ) {
	process.stderr.write( `[wp-core] ${ message }\n` );
}

function hasCommand( command ) {
	return (
		spawnSync( 'sh', [ '-c', `command -v ${ command }` ], {
			stdio: 'ignore',
		} ).status === 0
	);
}

/**
 * Address of the main Debian archive from the machine's apt sources: the deb822
 * `.sources` stanzas first, then the one-line `sources.list`. The main suite is
 * the one without a `-security`/`-updates` suffix, serving `main`.
 *
 * @return {string|null} Archive URI, or null if none is configured.
 */
export function findArchiveUri() {
	const dir = '/etc/apt/sources.list.d';
	const files = fs.existsSync( dir )
		? fs
				.readdirSync( dir )
				.filter( ( name ) => name.endsWith( '.sources' ) )
				.map( ( name ) => path.join( dir, name ) )
		: [];
	for ( const file of files ) {
		const stanzas = fs.readFileSync( file, 'utf8' ).split( /\n\s*\n/ );
		for ( const stanza of stanzas ) {
			const fields = {};
			for ( const line of stanza.split( '\n' ) ) {
				const match = /^([A-Za-z-]+):\s*(.*)$/.exec( line );
				if ( match ) {
					fields[ match[ 1 ].toLowerCase() ] = match[ 2 ].trim();
				}
			}
			if ( fields.enabled === 'no' ) {
				continue;
			}
			const types = ( fields.types || '' ).split( /\s+/ );
			const suites = ( fields.suites || '' ).split( /\s+/ );
			const components = ( fields.components || '' ).split( /\s+/ );
			if (
				types.includes( 'deb' ) &&
				components.includes( 'main' ) &&
				suites.some( ( suite ) => /^[a-z]+$/.test( suite ) ) &&
				fields.uris
			) {
				return fields.uris.split( /\s+/ )[ 0 ];
			}
		}
	}
	const list = '/etc/apt/sources.list';
	if ( fs.existsSync( list ) ) {
		for ( const raw of fs.readFileSync( list, 'utf8' ).split( '\n' ) ) {
			const line = raw.replace( /#.*/, '' ).replace( /\[[^\]]*\]/, '' );
			const parts = line.trim().split( /\s+/ );
			if (
				parts[ 0 ] === 'deb' &&
				parts.length >= 4 &&
				/^[a-z]+$/.test( parts[ 2 ] ) &&
				parts.slice( 3 ).includes( 'main' )
			) {
				return parts[ 1 ];
			}
		}
	}
	return null;
}

/**
 * The private apt configuration of one suite: its own sources list, state,
 * lists, cache and an empty dpkg status, so nothing of the machine's apt is
 * read or written besides its keyring.
 *
 * @param {string} suite Debian suite.
 * @param {string} uri   Archive address.
 * @return {{dir: string, options: string[]}} Folder and apt-get options.
 */
function privateApt( suite, uri ) {
	const dir = path.join( REPO_ROOT, '.cache', 'apt', suite );
	const folders = [
		'etc/apt.conf.d',
		'etc/preferences.d',
		'state/lists/partial',
		'cache/archives/partial',
		'debs',
	];
	for ( const folder of folders ) {
		fs.mkdirSync( path.join( dir, folder ), { recursive: true } );
	}
	const sourcesList = path.join( dir, 'etc/sources.list' );
	fs.writeFileSync(
		sourcesList,
		`deb [signed-by=${ KEYRING }] ${ uri } ${ suite } main\n`
	);
	const emptyFile = path.join( dir, 'etc/empty' );
	fs.writeFileSync( emptyFile, '' );
	const status = path.join( dir, 'state/status' );
	fs.writeFileSync( status, '' );
	const options = {
		'Dir::Etc::main': emptyFile,
		'Dir::Etc::parts': path.join( dir, 'etc/apt.conf.d' ),
		'Dir::Etc::sourcelist': sourcesList,
		'Dir::Etc::sourceparts': '-',
		'Dir::Etc::preferences': emptyFile,
		'Dir::Etc::preferencesparts': path.join( dir, 'etc/preferences.d' ),
		'Dir::State': path.join( dir, 'state' ),
		'Dir::State::Lists': path.join( dir, 'state/lists' ),
		'Dir::State::status': status,
		'Dir::Cache': path.join( dir, 'cache' ),
		// The cache lives in the work tree, which the unprivileged _apt user
		// may not be able to write.
		'APT::Sandbox::User': 'root',
		'Acquire::Languages': 'none',
		'APT::Get::List-Cleanup': 'false',
	};
	return {
		dir,
		options: Object.entries( options ).flatMap( ( [ key, value ] ) => [
			'-o',
			`${ key }=${ value }`,
		] ),
	};
}

function run( command, args, options = {} ) {
	const result = spawnSync( command, args, {
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
		...options,
	} );
	if ( result.error ) {
		throw result.error;
	}
	if ( result.status !== 0 ) {
		throw new Error(
			`${ command } ${ args
				.filter( ( arg ) => ! arg.startsWith( 'Dir::' ) )
				.join( ' ' ) } failed (${ result.status }):\n${
				result.stderr
			}${ result.stdout }`
		);
	}
	return result;
}

/**
 * Names of the library packages that a package's Depends and Recommends list
 * (first choice of each alternative), plus the packages themselves.
 *
 * @param {string[]} options apt options.
 * @param {string}   name    Package.
 * @return {{version: string, libraries: string[]}} Its version and libraries.
 */
function libraryPackages( options, name ) {
	const { stdout } = run( 'apt-cache', [
		...options,
		'show',
		'--no-all-versions',
		name,
	] );
	const fields = {};
	for ( const line of stdout.split( '\n' ) ) {
		const match = /^([A-Za-z-]+):\s*(.*)$/.exec( line );
		if ( match ) {
			fields[ match[ 1 ] ] = match[ 2 ];
		}
	}
	const names = new Set();
	for ( const field of [ fields.Depends, fields.Recommends ] ) {
		for ( const group of ( field || '' ).split( ',' ) ) {
			const first = group.split( '|' )[ 0 ].trim().split( /[\s(]/ )[ 0 ];
			if ( LIBRARY_PACKAGE.test( first ) ) {
				names.add( first );
			}
		}
	}
	return { version: fields.Version, libraries: [ ...names ] };
}

/**
 * Resolves a symlink inside the staging root: absolute targets are read as
 * paths inside the root (the packages were unpacked there), relative ones
 * from the link's folder; chains of links are followed.
 *
 * @param {string} staging Staging root.
 * @param {string} link    Path of the link.
 * @return {string} Resolved path (may not exist).
 */
function resolveInStaging( staging, link ) {
	let current = link;
	for ( let hop = 0; hop < 40; hop++ ) {
		let stat;
		try {
			stat = fs.lstatSync( current );
		} catch {
			return current;
		}
		if ( ! stat.isSymbolicLink() ) {
			return current;
		}
		const target = fs.readlinkSync( current );
		current = path.isAbsolute( target )
			? path.join( staging, target )
			: path.resolve( path.dirname( current ), target );
	}
	return current;
}

/**
 * Copies a tree with links dereferenced. Links that stay dangling in the
 * staging root are taken from the machine when their absolute target exists
 * there (the CA bundle of ca-certificates, a dependency), otherwise skipped.
 *
 * @param {string}   staging Staging root.
 * @param {string}   from    Source folder.
 * @param {string}   to      Destination folder.
 * @param {string[]} skipped Collects links that could not be resolved.
 */
function copyDereferenced( staging, from, to, skipped ) {
	fs.mkdirSync( to, { recursive: true } );
	for ( const entry of fs.readdirSync( from, { withFileTypes: true } ) ) {
		const source = path.join( from, entry.name );
		const destination = path.join( to, entry.name );
		let real = source;
		if ( entry.isSymbolicLink() ) {
			real = resolveInStaging( staging, source );
			if ( ! fs.existsSync( real ) ) {
				const target = fs.readlinkSync( source );
				if ( path.isAbsolute( target ) && fs.existsSync( target ) ) {
					real = target;
				} else {
					skipped.push( path.relative( staging, source ) );
					continue;
				}
			}
		}
		const stat = fs.statSync( real );
		if ( stat.isDirectory() ) {
			copyDereferenced( staging, real, destination, skipped );
		} else {
			fs.copyFileSync( real, destination );
		}
	}
}

function readWpVersion( dir ) {
	const file = path.join( dir, 'wp-includes', 'version.php' );
	const match = /\$wp_version\s*=\s*'([^']+)'/.exec(
		fs.readFileSync( file, 'utf8' )
	);
	return match ? match[ 1 ] : null;
}

function isComplete( dir ) {
	return (
		fs.existsSync( `${ dir }.json` ) &&
		fs.existsSync( path.join( dir, 'wp-includes', 'version.php' ) ) &&
		fs.existsSync(
			path.join( dir, 'wp-content/themes/twentytwentyfive/style.css' )
		)
	);
}

/**
 * Facts about a cached core: the exact WordPress version and the Debian
 * packages it was made from.
 *
 * @param {string} version WordPress version key.
 * @return {object|null} The record written when the core was fetched.
 */
export function coreInfo( version ) {
	const file = `${ coreDir( version ) }.json`;
	return fs.existsSync( file )
		? JSON.parse( fs.readFileSync( file, 'utf8' ) )
		: null;
}

/**
 * Runs `fn` holding a lock file, so that two runs in the same checkout (tests
 * and `npm start`, say) never fetch the same suite at once. A lock left by a
 * process that has ended is taken over.
 *
 * @param {string}   file Lock file.
 * @param {Function} fn   Work to do.
 * @return {*} What `fn` returns.
 */
function withLock( file, fn ) {
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	const deadline = Date.now() + 300_000;
	for (;;) {
		try {
			fs.writeFileSync( file, String( process.pid ), { flag: 'wx' } );
			break;
		} catch ( error ) {
			if ( error.code !== 'EEXIST' ) {
				throw error;
			}
			let owner;
			let age;
			try {
				owner = Number( fs.readFileSync( file, 'utf8' ) );
				age = Date.now() - fs.statSync( file ).mtimeMs;
			} catch {
				// Released while we looked: try again.
				continue;
			}
			let alive = false;
			if ( ! ( owner > 0 ) ) {
				// Just made, its process id not written yet (or left empty).
				alive = age < 5000;
			} else {
				try {
					process.kill( owner, 0 );
					alive = true;
				} catch ( killError ) {
					alive = killError.code === 'EPERM';
				}
			}
			if ( ! alive ) {
				fs.rmSync( file, { force: true } );
				continue;
			}
			if ( Date.now() > deadline ) {
				throw new Error( `${ file } is held by process ${ owner }.` );
			}
			Atomics.wait(
				new Int32Array( new SharedArrayBuffer( 4 ) ),
				0,
				0,
				250
			);
		}
	}
	try {
		return fn();
	} finally {
		fs.rmSync( file, { force: true } );
	}
}

/**
 * Path of a complete WordPress core folder for a version, fetched from Debian
 * when missing.
 *
 * @param {string} [version] '7.1' (default) or '6.8'.
 * @return {string|null} Core folder, or null where the machine has no apt.
 */
export function ensureCore( version = DEFAULT_VERSION ) {
	const suite = SUITES[ version ];
	if ( ! suite ) {
		throw new Error(
			`Unknown WordPress version '${ version }': use one of ${ Object.keys(
				SUITES
			).join( ', ' ) }.`
		);
	}
	const dir = coreDir( version );
	if ( isComplete( dir ) ) {
		return dir;
	}
	if ( ! hasCommand( 'apt-get' ) || ! hasCommand( 'dpkg' ) ) {
		log( 'no apt on this machine: WordPress core is left to Playground.' );
		return null;
	}
	const uri = findArchiveUri();
	if ( ! uri ) {
		log( 'no Debian archive in the apt sources: core left to Playground.' );
		return null;
	}
	if ( ! fs.existsSync( KEYRING ) ) {
		throw new Error(
			`${ KEYRING } is missing: install debian-archive-keyring.`
		);
	}

	return withLock( `${ dir }.lock`, () =>
		// Another run may have fetched it while this one waited.
		isComplete( dir ) ? dir : fetchCore( version, suite, uri, dir )
	);
}

/**
 * Fetches the Debian packages of a suite and assembles the core folder.
 *
 * @param {string} version WordPress version key.
 * @param {string} suite   Debian suite.
 * @param {string} uri     Archive address.
 * @param {string} dir     Core folder to make.
 * @return {string} The core folder.
 */
function fetchCore( version, suite, uri, dir ) {
	const started = Date.now();
	log( `fetching WordPress ${ version } from Debian ${ suite }…` );
	const apt = privateApt( suite, uri );
	const update = run( 'apt-get', [ ...apt.options, '-q', 'update' ] );
	// apt-get update exits 0 even when a Release file fails verification.
	if (
		/NO_PUBKEY|EXPKEYSIG|not signed|is not signed|BADSIG|Failed to fetch/i.test(
			update.stderr + update.stdout
		)
	) {
		throw new Error(
			`apt-get update for ${ suite } failed:\n${ update.stderr }`
		);
	}

	const wordpress = libraryPackages( apt.options, 'wordpress' );
	const packages = [
		'wordpress',
		'wordpress-theme-twentytwentyfive',
		...wordpress.libraries,
	];
	const debs = path.join( apt.dir, 'debs' );
	fs.rmSync( debs, { recursive: true, force: true } );
	fs.mkdirSync( debs, { recursive: true } );
	run( 'apt-get', [ ...apt.options, '-q', 'download', ...packages ], {
		cwd: debs,
	} );

	fs.mkdirSync( path.dirname( dir ), { recursive: true } );
	const staging = fs.mkdtempSync(
		path.join( REPO_ROOT, '.cache', 'wp', `.staging-${ version }-` )
	);
	const tmp = `${ dir }.tmp-${ process.pid }`;
	try {
		const installed = {};
		for ( const deb of fs.readdirSync( debs ) ) {
			if ( ! deb.endsWith( '.deb' ) ) {
				continue;
			}
			run( 'dpkg', [ '-x', path.join( debs, deb ), staging ] );
			const [ name, debVersion ] = deb.split( '_' );
			installed[ name ] = decodeURIComponent( debVersion );
		}

		fs.rmSync( tmp, { recursive: true, force: true } );
		const skipped = [];
		const source = path.join( staging, 'usr/share/wordpress' );
		copyDereferenced( staging, source, tmp, skipped );
		for ( const name of SKIPPED_FILES ) {
			fs.rmSync( path.join( tmp, name ), { force: true } );
		}
		// Debian keeps the writable wp-content in /var/lib/wordpress; a plain
		// core has its index.php guards and an uploads folder in the tree.
		const silence = '<?php\n// Silence is golden.\n';
		for ( const folder of [
			'wp-content',
			'wp-content/plugins',
			'wp-content/themes',
		] ) {
			const file = path.join( tmp, folder, 'index.php' );
			fs.mkdirSync( path.dirname( file ), { recursive: true } );
			if ( ! fs.existsSync( file ) ) {
				fs.writeFileSync( file, silence );
			}
		}
		fs.mkdirSync( path.join( tmp, 'wp-content/uploads' ), {
			recursive: true,
		} );

		const wpVersion = readWpVersion( tmp );
		if ( ! wpVersion || ! wpVersion.startsWith( `${ version }` ) ) {
			throw new Error(
				`Debian ${ suite } has WordPress ${ wpVersion }, not ${ version }.`
			);
		}
		fs.rmSync( dir, { recursive: true, force: true } );
		fs.renameSync( tmp, dir );
		const info = {
			version,
			wpVersion,
			suite,
			packages: installed,
			skippedLinks: skipped.filter(
				( link ) => ! link.endsWith( '.htaccess' )
			),
			fetchedAt: new Date().toISOString(),
		};
		fs.writeFileSync( `${ dir }.json`, JSON.stringify( info, null, '\t' ) );
		log(
			`WordPress ${ wpVersion } (Debian ${ installed.wordpress }) ready in ${ (
				( Date.now() - started ) /
				1000
			).toFixed( 1 ) } s${
				info.skippedLinks.length
					? `; skipped dangling links: ${ info.skippedLinks.join( ', ' ) }`
					: ''
			}`
		);
		return dir;
	} finally {
		fs.rmSync( staging, { recursive: true, force: true } );
		fs.rmSync( tmp, { recursive: true, force: true } );
		fs.rmSync( debs, { recursive: true, force: true } );
	}
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const version = process.argv[ 2 ] || DEFAULT_VERSION;
	try {
		const dir = ensureCore( version );
		if ( ! dir ) {
			process.exit( 2 );
		}
		process.stdout.write( `${ dir }\n` );
	} catch ( error ) {
		process.stderr.write( `${ error.message }\n` );
		process.exit( 1 );
	}
}
