/**
 * Which WordPress versions and databases `npm run test:php` and
 * `npm run test:e2e` run on.
 *
 * Default: WordPress 7.1 on SQLite and on MariaDB, and 6.8 on SQLite.
 * - CAIRN_WP_MATRIX lists the runs, e.g. `7.1:mariadb,6.8:sqlite`.
 * - CAIRN_WP_VERSIONS (e.g. `7.1`) and CAIRN_DBS (e.g. `mariadb`) keep only
 *   the default runs of those versions or databases; both together run every
 *   version on every database.
 */

export const DATABASES = [ 'sqlite', 'mariadb' ];

export const DEFAULT_MATRIX = '7.1:sqlite,7.1:mariadb,6.8:sqlite';

function list( value ) {
	return ( value || '' )
		.split( ',' )
		.map( ( item ) => item.trim() )
		.filter( Boolean );
}

function parse( matrix ) {
	return list( matrix ).map( ( item ) => {
		const [ version, database = 'sqlite' ] = item.split( ':' );
		if ( ! DATABASES.includes( database ) ) {
			throw new Error(
				`Unknown database '${ database }' in '${ item }': use ${ DATABASES.join(
					' or '
				) }.`
			);
		}
		return { version, database };
	} );
}

/**
 * The runs to make.
 *
 * @param {Object} [env] Environment.
 * @return {{version: string, database: string}[]} Runs, in order.
 */
export function testMatrix( env = process.env ) {
	if ( env.CAIRN_WP_MATRIX ) {
		return parse( env.CAIRN_WP_MATRIX );
	}
	const versions = list( env.CAIRN_WP_VERSIONS );
	const databases = list( env.CAIRN_DBS );
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
			databases.map( ( database ) => ( { version, database } ) )
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
			runs.push( { version, database: 'sqlite' } );
		}
	}
	return runs;
}

/**
 * A run's name, e.g. `WordPress 7.1 on MariaDB`.
 *
 * @param {{version: string, database: string}} run Run.
 * @return {string} Name.
 */
export function runName( { version, database } ) {
	return `WordPress ${ version } on ${
		database === 'mariadb' ? 'MariaDB' : 'SQLite'
	}`;
}
