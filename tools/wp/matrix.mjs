/**
 * Which WordPress versions, databases and web servers `npm run test:php` and
 * `npm run test:e2e` run on.
 *
 * Default: WordPress 7.1 on SQLite (PHP's built-in server) and on MariaDB
 * (nginx in front of two PHP-FPM nodes), and 6.8 on SQLite (Apache +
 * PHP-FPM).
 * - CAIRN_WP_MATRIX lists the runs, e.g. `7.1:mariadb,6.8:sqlite`, each
 *   `version[:database[:server]]`: the server is `php` (PHP's built-in
 *   server, when none is named), `nginx` or `apache` (both in front of
 *   PHP-FPM, tools/wp/web-server.mjs), e.g. `7.1:mariadb:nginx`. PHPUnit
 *   needs no web server and runs each version and database once
 *   (databaseRuns()). Runs made up from CAIRN_WP_VERSIONS and CAIRN_DBS
 *   together, or a version the default lacks, use the built-in server.
 * - CAIRN_WP_VERSIONS (e.g. `7.1`) and CAIRN_DBS (e.g. `mariadb`) keep only
 *   the default runs of those versions or databases; both together run every
 *   version on every database.
 *
 * A matrix that names no run, or an entry that names none (an empty item, a
 * database without a version, a version that is not one), is an error, not
 * a run of nothing that passes: fewer runs than the default happen only
 * when they are named.
 */

export const DATABASES = [ 'sqlite', 'mariadb' ];

/** `php` is PHP's built-in server; the others front PHP-FPM. */
export const SERVERS = [ 'php', 'nginx', 'apache' ];

// The MariaDB run behind nginx + PHP-FPM and the 6.8 run behind Apache +
// PHP-FPM: the servers real sites run, at no measurable cost over PHP's
// built-in server (tools/bench-servers.mjs; the same specs took 154 s on it,
// 155 s on nginx and 146 s on Apache, run in turn on a busy machine).
export const DEFAULT_MATRIX = '7.1:sqlite,7.1:mariadb:nginx,6.8:sqlite:apache';

/**
 * Throws unless a value names a WordPress version (`7.1`, `6.8.2`).
 *
 * @param {string} version The value.
 * @param {string} where   Where it was read, for the message.
 */
function checkVersion( version, where ) {
	if ( ! /^\d+\.\d+(\.\d+)?$/.test( version ) ) {
		throw new Error(
			`'${ version }' in ${ where } is not a WordPress version such as 7.1.`
		);
	}
}

/**
 * The items of a comma-separated variable, each required to name something.
 *
 * @param {string} value The variable's value.
 * @param {string} name  The variable's name, for the message.
 * @return {string[]} The items.
 */
function named( value, name ) {
	const items = value.split( ',' ).map( ( item ) => item.trim() );
	if ( items.some( ( item ) => item === '' ) ) {
		throw new Error(
			`${ name }='${ value }' has an empty entry: name each run, e.g. 7.1:sqlite,6.8:mariadb.`
		);
	}
	return items;
}

function parse( matrix, name = 'the default matrix' ) {
	const runs = named( matrix, name ).map( ( item ) => {
		const [ version, database = 'sqlite', server = 'php', extra ] =
			item.split( ':' );
		checkVersion( version, `'${ item }' of ${ name }` );
		if ( extra !== undefined ) {
			throw new Error(
				`'${ item }' in ${ name } is not version:database:server.`
			);
		}
		if ( ! SERVERS.includes( server ) ) {
			throw new Error(
				`Unknown web server '${ server }' in '${ item }': use ${ SERVERS.join(
					', '
				) }.`
			);
		}
		if ( ! DATABASES.includes( database ) ) {
			throw new Error(
				`Unknown database '${ database }' in '${ item }': use ${ DATABASES.join(
					' or '
				) }.`
			);
		}
		return { version, database, server };
	} );
	const seen = new Set();
	for ( const { version, database, server } of runs ) {
		const key = `${ version }:${ database }:${ server }`;
		if ( seen.has( key ) ) {
			throw new Error( `${ key } is named twice in ${ name }.` );
		}
		seen.add( key );
	}
	return runs;
}

/**
 * The runs to make.
 *
 * @param {Object} [env] Environment.
 * @return {{version: string, database: string, server: string}[]} Runs, in order.
 */
export function testMatrix( env = process.env ) {
	if ( env.CAIRN_WP_MATRIX !== undefined ) {
		return parse( env.CAIRN_WP_MATRIX, 'CAIRN_WP_MATRIX' );
	}
	const versions =
		env.CAIRN_WP_VERSIONS !== undefined
			? named( env.CAIRN_WP_VERSIONS, 'CAIRN_WP_VERSIONS' )
			: [];
	const databases =
		env.CAIRN_DBS !== undefined ? named( env.CAIRN_DBS, 'CAIRN_DBS' ) : [];
	for ( const version of versions ) {
		checkVersion( version, 'CAIRN_WP_VERSIONS' );
	}
	for ( const database of databases ) {
		if ( ! DATABASES.includes( database ) ) {
			throw new Error(
				`Unknown database '${ database }' in CAIRN_DBS: use ${ DATABASES.join(
					' or '
				) }.`
			);
		}
	}
	if ( versions.length && databases.length ) {
		return versions.flatMap( ( version ) =>
			databases.map( ( database ) => ( {
				version,
				database,
				server: 'php',
			} ) )
		);
	}
	const runs = parse( DEFAULT_MATRIX ).filter(
		( run ) =>
			( ! versions.length || versions.includes( run.version ) ) &&
			( ! databases.length || databases.includes( run.database ) )
	);
	// A version the default never runs (CAIRN_WP_VERSIONS=6.9, say) on SQLite.
	for ( const version of versions ) {
		if ( ! runs.some( ( run ) => run.version === version ) ) {
			runs.push( { version, database: 'sqlite', server: 'php' } );
		}
	}
	return runs;
}

/**
 * The runs' versions and databases, each pair once, for tests that need no
 * web server (PHPUnit).
 *
 * @param {{version: string, database: string}[]} runs testMatrix().
 * @return {{version: string, database: string}[]} Runs, in order.
 */
export function databaseRuns( runs ) {
	const seen = new Set();
	return runs
		.map( ( { version, database } ) => ( { version, database } ) )
		.filter( ( { version, database } ) => {
			const key = `${ version }:${ database }`;
			return ! seen.has( key ) && seen.add( key );
		} );
}

/**
 * How many PHP nodes serve a run. nginx on MariaDB balances two PHP-FPM
 * nodes, each with a temporary folder of its own, on one database and one
 * shared site folder: the scale-out sites that outgrow one server run, so
 * that every spec of that run is proven across nodes. Anything else has one
 * node (a SQLite file is no database several web nodes share). CAIRN_WP_NODES=1
 * makes it one there too (to tell a node-related failure from another).
 *
 * @param {{database: string, server: string}} run   Run.
 * @param {Object}                             [env] Environment.
 * @return {number} 1 or 2.
 */
export function nodesOf( { database, server }, env = process.env ) {
	const wanted = env.CAIRN_WP_NODES;
	if ( wanted !== undefined && wanted !== '1' && wanted !== '2' ) {
		throw new Error( `CAIRN_WP_NODES='${ wanted }': use 1 or 2.` );
	}
	if ( server !== 'nginx' || database !== 'mariadb' ) {
		return 1;
	}
	return wanted === '1' ? 1 : 2;
}

const SERVER_NAMES = {
	nginx: 'nginx + PHP-FPM',
	apache: 'Apache + PHP-FPM',
};

/**
 * A run's name, e.g. `WordPress 7.1 on MariaDB, nginx + 2 PHP-FPM nodes` or
 * `WordPress 6.8 on SQLite, Apache + PHP-FPM`.
 *
 * @param {{version: string, database: string, server?: string}} run Run.
 * @return {string} Name.
 */
export function runName( { version, database, server = 'php' } ) {
	const nodes = nodesOf( { database, server } );
	const serverName =
		nodes > 1
			? SERVER_NAMES[ server ].replace(
					'PHP-FPM',
					`${ nodes } PHP-FPM nodes`
				)
			: SERVER_NAMES[ server ];
	return `WordPress ${ version } on ${
		database === 'mariadb' ? 'MariaDB' : 'SQLite'
	}${ server === 'php' ? '' : `, ${ serverName }` }`;
}
