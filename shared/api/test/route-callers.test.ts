/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROUTES, VISITOR_ROUTES } from '../routes';

const ROOT = path.resolve( __dirname, '../../..' );

/** Where the client's code lives. */
const CLIENT_FOLDERS = [
	'src',
	'shared',
	'extensions',
	'settings',
	'convert-screen',
];

/**
 * Every TypeScript file of the client, tests and the table itself left out.
 *
 * @param folder A folder under the repository.
 * @return Their paths.
 */
function sources( folder: string ): string[] {
	return fs
		.readdirSync( path.join( ROOT, folder ), { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const relative = path.join( folder, entry.name );
			if ( entry.isDirectory() ) {
				return entry.name === 'test' ? [] : sources( relative );
			}
			return /\.tsx?$/.test( entry.name ) &&
				relative !== path.join( 'shared', 'api', 'routes.ts' )
				? [ relative ]
				: [];
		} );
}

describe( 'route table callers', () => {
	const code = CLIENT_FOLDERS.flatMap( sources )
		.map( ( file ) => fs.readFileSync( path.join( ROOT, file ), 'utf8' ) )
		.join( '\n' );

	it.each( Object.keys( ROUTES ) )(
		'ROUTES.%s is called by the client',
		( key ) => {
			expect( code ).toMatch( new RegExp( `\\bROUTES\\.${ key }\\b` ) );
		}
	);

	it.each( Object.keys( VISITOR_ROUTES ) )(
		'VISITOR_ROUTES.%s is called by the client',
		( key ) => {
			expect( code ).toMatch(
				new RegExp( `\\bVISITOR_ROUTES\\.${ key }\\b` )
			);
		}
	);
} );
