/**
 * Who uses each module of shared/: read from the import statements of the
 * source folders, the way webpack resolves them (`@cairn/shared/<path>`,
 * relative paths, `index` files, Sass partials).
 */

/**
 * External dependencies
 */
import fs from 'fs';
import path from 'path';

export const ROOT = path.resolve( __dirname, '../..' );

/** The folders whose code ships: blocks, shared kits, extensions, screens. */
const SOURCE_FOLDERS = [
	'src',
	'shared',
	'extensions',
	'settings',
	'convert-screen',
];

const SOURCE_FILE = /\.(tsx?|jsx?|mjs|scss)$/;

/** Test code is no user: a module that only tests import is not used. */
const TEST_CODE = /(^|\/)(test|test-helpers)\/|\.test\.[jt]sx?$/;

/**
 * Every import, re-export, dynamic import, `require`, `jest.mock` and Sass
 * `@use`/`@import` of a file, as written. The second group is set when the
 * statement re-exports (`export … from`).
 */
const IMPORT =
	/(?:(export)\b[^'";]*?\bfrom\s*|\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bjest\.(?:mock|requireActual|requireMock)\s*(?:<[^>]*>)?\s*\(\s*|\bimport\s+|@use\s+|@import\s+)['"]([^'"]+)['"]/g;

/**
 * The files under a folder, relative to the repository.
 *
 * @param folder A folder, relative to the repository.
 * @return Its source files.
 */
function sourceFiles( folder: string ): string[] {
	return fs
		.readdirSync( path.join( ROOT, folder ), { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const file = `${ folder }/${ entry.name }`;
			if ( entry.isDirectory() ) {
				return sourceFiles( file );
			}
			return SOURCE_FILE.test( entry.name ) ? [ file ] : [];
		} );
}

/**
 * The file an import names, as the build resolves it.
 *
 * @param from      The importing file, relative to the repository.
 * @param specifier What it imports.
 * @return The file, relative to the repository, or null for a package.
 */
function resolveImport( from: string, specifier: string ): string | null {
	let base: string;
	if ( specifier.startsWith( '@cairn/shared/' ) ) {
		base = `shared/${ specifier.slice( '@cairn/shared/'.length ) }`;
	} else if ( specifier.startsWith( '.' ) ) {
		base = path.join( path.dirname( from ), specifier );
	} else {
		return null;
	}
	const candidates = [
		base,
		...[ '.ts', '.tsx', '.js', '.json', '.scss' ].map(
			( extension ) => base + extension
		),
		path.join( path.dirname( base ), `_${ path.basename( base ) }.scss` ),
		...[ 'index.ts', 'index.tsx', 'index.js' ].map( ( index ) =>
			path.join( base, index )
		),
	];
	return (
		candidates.find( ( candidate ) => {
			const full = path.join( ROOT, candidate );
			return fs.existsSync( full ) && fs.statSync( full ).isFile();
		} ) ?? null
	);
}

/** One file of shared/ and the files that import it. */
export interface SharedModule {
	/** The file, relative to the repository. */
	file: string;
	/** Files outside tests that import it. */
	importers: string[];
	/** Those of its importers that only re-export it (barrels). */
	reExporters: string[];
}

/**
 * Every file of shared/ outside tests, with the files that import it.
 *
 * @return The modules, by file.
 */
export function readSharedModules(): Map< string, SharedModule > {
	const files = SOURCE_FOLDERS.flatMap( sourceFiles );
	const modules = new Map< string, SharedModule >(
		files
			.filter(
				( file ) =>
					file.startsWith( 'shared/' ) && ! TEST_CODE.test( file )
			)
			.map( ( file ) => [
				file,
				{ file, importers: [], reExporters: [] },
			] )
	);
	for ( const from of files.filter( ( file ) => ! TEST_CODE.test( file ) ) ) {
		const text = fs.readFileSync( path.join( ROOT, from ), 'utf8' );
		for ( const [ , reExport, specifier ] of text.matchAll( IMPORT ) ) {
			const target = resolveImport( from, specifier );
			const module = target ? modules.get( target ) : undefined;
			if ( ! module || module.importers.includes( from ) ) {
				continue;
			}
			module.importers.push( from );
			if ( reExport ) {
				module.reExporters.push( from );
			}
		}
	}
	return modules;
}

/**
 * The place a file belongs to: its block (`src/map`), its extension
 * (`extensions/post-ai`), its screen (`settings`), the editor's entry
 * (`src/index.ts`), or for shared code the kit folder that holds it.
 *
 * @param file A file, relative to the repository.
 * @return Its place.
 */
export function placeOf( file: string ): string {
	const parts = file.split( '/' );
	if ( parts[ 0 ] === 'shared' ) {
		return path.dirname( file );
	}
	if ( parts[ 0 ] === 'src' || parts[ 0 ] === 'extensions' ) {
		return parts.slice( 0, 2 ).join( '/' );
	}
	return parts[ 0 ];
}

/**
 * The places that use a shared module. A file of the module's own folder
 * counts the folder once (the kit uses its part); a barrel that re-exports
 * it passes on the places that use the barrel.
 *
 * @param modules Every shared module.
 * @param file    The module's file.
 * @param seen    Barrels already followed.
 * @return The places.
 */
export function placesUsing(
	modules: Map< string, SharedModule >,
	file: string,
	seen: Set< string > = new Set()
): Set< string > {
	const module = modules.get( file );
	const folder = path.dirname( file );
	const places = new Set< string >();
	for ( const importer of module?.importers ?? [] ) {
		if ( importer.startsWith( `${ folder }/` ) ) {
			places.add( folder );
		} else if (
			module?.reExporters.includes( importer ) &&
			! seen.has( importer )
		) {
			seen.add( importer );
			placesUsing( modules, importer, seen ).forEach( ( place ) =>
				places.add( place )
			);
		} else {
			places.add( placeOf( importer ) );
		}
	}
	return places;
}

/**
 * Whether a shared module earns its place in shared/: two places use it, or
 * it is a part that only its own kit uses.
 *
 * @param modules Every shared module.
 * @param file    The module's file.
 * @return Whether it does.
 */
export function isShared(
	modules: Map< string, SharedModule >,
	file: string
): boolean {
	const places = placesUsing( modules, file );
	const folder = path.dirname( file );
	return places.size >= 2 || ( places.size === 1 && places.has( folder ) );
}
