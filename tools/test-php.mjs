/**
 * `npm run test:php`: PHPUnit (Debian's /usr/bin/phpunit) against a fresh
 * WordPress test site with Cairn active, for each version in
 * CAIRN_WP_VERSIONS (default "7.1,6.8"). Extra arguments go to phpunit, e.g.
 * `npm run test:php -- --filter Test_Plugin`.
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './wp/core.mjs';
import { createSite } from './wp/site.mjs';

const PHPUNIT = fs.existsSync( '/usr/bin/phpunit' )
	? '/usr/bin/phpunit'
	: 'phpunit';

const versions = ( process.env.CAIRN_WP_VERSIONS || '7.1,6.8' )
	.split( ',' )
	.map( ( version ) => version.trim() )
	.filter( Boolean );

const failed = [];
for ( const version of versions ) {
	process.stdout.write( `\n== PHPUnit on WordPress ${ version }\n` );
	const site = await createSite( { version, serve: false } );
	try {
		const result = spawnSync(
			PHPUNIT,
			[
				'--configuration',
				'phpunit.xml.dist',
				...process.argv.slice( 2 ),
			],
			{
				cwd: REPO_ROOT,
				stdio: 'inherit',
				env: {
					...process.env,
					CAIRN_WP_ROOT: site.root,
					CAIRN_WP_URL: site.url,
				},
			}
		);
		if ( result.status !== 0 ) {
			failed.push( version );
		}
	} finally {
		await site.stop();
	}
}

if ( failed.length ) {
	process.stderr.write(
		`\nPHPUnit failed on WordPress ${ failed.join( ', ' ) }.\n`
	);
	process.exit( 1 );
}
