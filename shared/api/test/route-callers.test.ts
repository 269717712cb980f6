/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import * as table from '../routes';

const { ROUTES } = table;

/**
 * The name of the constant a view script takes a route from, if it has one.
 *
 * @param key A key of the table.
 * @return The constant's name, or null.
 */
function visitorConstant( key: string ): string | null {
	const found = Object.entries( table ).find(
		( [ name, value ] ) =>
			name.endsWith( '_ROUTE' ) &&
			value === ROUTES[ key as keyof typeof ROUTES ]
	);
	return found ? found[ 0 ] : null;
}

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
			const constant = visitorConstant( key );
			expect( code ).toMatch(
				new RegExp(
					`\\bROUTES\\.${ key }\\b` +
						( constant ? `|\\b${ constant }\\b` : '' )
				)
			);
		}
	);
} );
