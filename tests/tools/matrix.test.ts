/**
 * Internal dependencies
 */
import {
	DEFAULT_MATRIX,
	databaseRuns,
	nodesOf,
	runName,
	testMatrix,
} from '../../tools/wp/matrix.mjs';

describe( 'the test matrix', () => {
	it( 'runs the default matrix when nothing is asked for', () => {
		expect( testMatrix( {} ) ).toEqual( [
			{ version: '7.1', database: 'sqlite', server: 'php' },
			{ version: '7.1', database: 'mariadb', server: 'nginx' },
			{ version: '6.8', database: 'sqlite', server: 'apache' },
		] );
		expect( DEFAULT_MATRIX ).toBe(
			'7.1:sqlite,7.1:mariadb:nginx,6.8:sqlite:apache'
		);
	} );

	it( 'runs the runs named, and only those', () => {
		expect( testMatrix( { CAIRN_WP_MATRIX: '7.1:sqlite' } ) ).toEqual( [
			{ version: '7.1', database: 'sqlite', server: 'php' },
		] );
		expect(
			testMatrix( { CAIRN_WP_MATRIX: ' 6.8 , 7.1:mariadb ' } )
		).toEqual( [
			{ version: '6.8', database: 'sqlite', server: 'php' },
			{ version: '7.1', database: 'mariadb', server: 'php' },
		] );
		expect( testMatrix( { CAIRN_DBS: 'mariadb' } ) ).toEqual( [
			{ version: '7.1', database: 'mariadb', server: 'nginx' },
		] );
		expect( testMatrix( { CAIRN_WP_VERSIONS: '6.8' } ) ).toEqual( [
			{ version: '6.8', database: 'sqlite', server: 'apache' },
		] );
		expect(
			testMatrix( { CAIRN_WP_VERSIONS: '6.8', CAIRN_DBS: 'mariadb' } )
		).toEqual( [ { version: '6.8', database: 'mariadb', server: 'php' } ] );
	} );

	it( 'balances nginx on MariaDB over two PHP nodes, anything else on one', () => {
		const run = { version: '7.1', database: 'mariadb', server: 'nginx' };
		expect( nodesOf( run, {} ) ).toBe( 2 );
		expect( nodesOf( run, { CAIRN_WP_NODES: '1' } ) ).toBe( 1 );
		expect( nodesOf( { ...run, database: 'sqlite' }, {} ) ).toBe( 1 );
		expect( nodesOf( { ...run, server: 'apache' }, {} ) ).toBe( 1 );
		expect( () => nodesOf( run, { CAIRN_WP_NODES: '3' } ) ).toThrow(
			/CAIRN_WP_NODES='3'/
		);
	} );

	it( "serves a run with the web server named third, PHP's own by default", () => {
		expect(
			testMatrix( {
				CAIRN_WP_MATRIX:
					'7.1:mariadb:nginx,6.8:sqlite:apache,7.1:sqlite:php,7.1:sqlite:nginx',
			} )
		).toEqual( [
			{ version: '7.1', database: 'mariadb', server: 'nginx' },
			{ version: '6.8', database: 'sqlite', server: 'apache' },
			{ version: '7.1', database: 'sqlite', server: 'php' },
			{ version: '7.1', database: 'sqlite', server: 'nginx' },
		] );
		expect(
			runName( { version: '7.1', database: 'mariadb', server: 'nginx' } )
		).toBe( 'WordPress 7.1 on MariaDB, nginx + 2 PHP-FPM nodes' );
		expect(
			runName( { version: '7.1', database: 'sqlite', server: 'nginx' } )
		).toBe( 'WordPress 7.1 on SQLite, nginx + PHP-FPM' );
		expect( runName( { version: '7.1', database: 'sqlite' } ) ).toBe(
			'WordPress 7.1 on SQLite'
		);
		expect( () =>
			testMatrix( { CAIRN_WP_MATRIX: '7.1:sqlite:lighttpd' } )
		).toThrow( /Unknown web server 'lighttpd'/ );
		expect( () =>
			testMatrix( {
				CAIRN_WP_MATRIX: '7.1:sqlite:nginx,7.1:sqlite:nginx',
			} )
		).toThrow( /named twice/ );
		expect( () =>
			testMatrix( { CAIRN_WP_MATRIX: '7.1:sqlite:nginx:extra' } )
		).toThrow( /version:database:server/ );
	} );

	it( 'runs PHPUnit once per version and database, whatever the servers', () => {
		expect(
			databaseRuns(
				testMatrix( {
					CAIRN_WP_MATRIX:
						'7.1:sqlite:nginx,7.1:sqlite,7.1:mariadb:apache',
				} )
			)
		).toEqual( [
			{ version: '7.1', database: 'sqlite' },
			{ version: '7.1', database: 'mariadb' },
		] );
	} );

	it( 'refuses a matrix that names no run', () => {
		for ( const value of [ '', ' ', ',', ' , ' ] ) {
			expect( () => testMatrix( { CAIRN_WP_MATRIX: value } ) ).toThrow(
				/empty entry/
			);
		}
		expect( () => testMatrix( { CAIRN_WP_VERSIONS: '' } ) ).toThrow(
			/empty entry/
		);
		expect( () => testMatrix( { CAIRN_DBS: ' ' } ) ).toThrow(
			/empty entry/
		);
	} );

	it( 'refuses an entry that names no run, so that none is dropped', () => {
		for ( const value of [
			'7.1:sqlite,',
			'7.1:sqlite,,6.8',
			':sqlite',
			'7.1:',
			'latest:sqlite',
			'7.1:sqlite:extra',
			'7.1:sqlite,7.1',
		] ) {
			expect( () => testMatrix( { CAIRN_WP_MATRIX: value } ) ).toThrow();
		}
		expect( () => testMatrix( { CAIRN_WP_MATRIX: '7.1:mysql' } ) ).toThrow(
			/Unknown database/
		);
		expect( () => testMatrix( { CAIRN_WP_VERSIONS: 'seven' } ) ).toThrow(
			/not a WordPress version/
		);
	} );
} );
