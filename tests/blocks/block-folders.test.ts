/**
 * Every block folder looks alike: it has one of the shapes that the README's
 * "A block's folder" section names, the files its shape needs, and an
 * `index.ts`, a `block.json` and saved markup that agree with its files. The
 * README's two tables are the rule; this test reads them, so that the
 * documentation and the folders cannot drift apart.
 */

/**
 * External dependencies
 */
import fs from 'fs';
import path from 'path';

/**
 * WordPress dependencies
 */
import { getBlockType, getSaveContent, parse } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import {
	blockFolders,
	fixtures,
	readFixture,
	ROOT,
	SOURCE_DIR,
} from '../fixtures/fixture-files';
import { registerAllBlocks } from '../helpers/register-all-blocks';
import { readFolderRules, shapeOf, type FolderRules } from './folder-rules';

const rules: FolderRules = readFolderRules(
	fs.readFileSync( path.join( ROOT, 'README.md' ), 'utf8' )
);

/**
 * The text of a file in a block folder, or '' when it does not exist.
 *
 * @param folder The block folder.
 * @param file   The file's path in it.
 * @return The file's text.
 */
function read( folder: string, file: string ): string {
	const full = path.join( SOURCE_DIR, folder, file );
	return fs.existsSync( full ) ? fs.readFileSync( full, 'utf8' ) : '';
}

/**
 * Whether a file or folder exists in a block folder.
 *
 * @param folder The block folder.
 * @param file   The file's path in it.
 * @return Whether it exists.
 */
function has( folder: string, file: string ): boolean {
	return fs.existsSync( path.join( SOURCE_DIR, folder, file ) );
}

/**
 * `business-hours` → `businesshours`, to compare with a component's name
 * whatever its capitals (`OpenTableEdit` for `opentable`).
 *
 * @param folder The block folder.
 * @return The folder's name without hyphens, in lower case.
 */
function squashed( folder: string ): string {
	return folder.replace( /-/g, '' ).toLowerCase();
}

/**
 * The files of a block folder that print or select its classes: every
 * script, stylesheet and PHP file outside `test/`, and the block's class in
 * `includes/blocks/`, each with its text.
 *
 * @param folder The block folder.
 * @return [ path, text ] pairs.
 */
function classSources( folder: string ): [ string, string ][] {
	const found: [ string, string ][] = [];
	const walk = ( dir: string ) => {
		for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				if ( entry.name !== 'test' ) {
					walk( full );
				}
			} else if ( /\.(tsx?|scss|php)$/.test( entry.name ) ) {
				found.push( [ full, fs.readFileSync( full, 'utf8' ) ] );
			}
		}
	};
	walk( path.join( SOURCE_DIR, folder ) );
	const server = path.join(
		ROOT,
		'includes/blocks',
		`class-${ folder }.php`
	);
	if ( fs.existsSync( server ) ) {
		found.push( [ server, fs.readFileSync( server, 'utf8' ) ] );
	}
	return found;
}

beforeAll( registerAllBlocks );

describe( 'the README names the block shapes and the files of a block folder', () => {
	it( 'names each shape once, by whether it has save.tsx and render.php', () => {
		const keys = rules.shapes.map(
			( shape ) => `${ shape.save }/${ shape.render }`
		);
		expect( new Set( keys ).size ).toBe( keys.length );
		expect( rules.shapes.map( ( shape ) => shape.name ) ).toEqual(
			expect.arrayContaining( [ 'static', 'dynamic', 'hybrid' ] )
		);
	} );

	it( 'says for every file which shapes need it', () => {
		const names = rules.shapes.map( ( shape ) => shape.name );
		for ( const file of rules.files ) {
			for ( const shape of file.shapes ?? [] ) {
				expect( names ).toContain( shape );
			}
		}
		expect(
			rules.files.find( ( file ) => file.names.includes( 'edit.tsx' ) )
				?.shapes
		).toBeNull();
	} );
} );

describe.each( blockFolders() )( 'block folder %s', ( folder ) => {
	const shape = shapeOf( rules, {
		save: has( folder, 'save.tsx' ),
		render: has( folder, 'render.php' ),
	} );
	const metadata = JSON.parse( read( folder, 'block.json' ) );
	const index = read( folder, 'index.ts' );

	it( 'has one of the shapes the README names', () => {
		expect( shape?.name ).toBeDefined();
	} );

	it( 'has every file its shape needs', () => {
		const missing = rules.files
			.filter(
				( file ) =>
					file.shapes === null ||
					( shape && file.shapes.includes( shape.name ) )
			)
			.filter( ( file ) =>
				file.oneOf
					? ! file.names.some( ( name ) => has( folder, name ) )
					: file.names.some( ( name ) => ! has( folder, name ) )
			)
			.map( ( file ) => file.names.join( file.oneOf ? ' or ' : ', ' ) );
		expect( missing ).toEqual( [] );
	} );

	it( 'saves through save.tsx exactly when it has one, and nothing otherwise', () => {
		const savesThroughFile =
			/^import save from '\.\/save';$/m.test( index ) &&
			/^\tsave,$/m.test( index );
		const savesNothing = /^\tsave: \(\) => null,$/m.test( index );
		expect( { savesThroughFile, savesNothing } ).toEqual( {
			savesThroughFile: has( folder, 'save.tsx' ),
			savesNothing: ! has( folder, 'save.tsx' ),
		} );
	} );

	it( 'names render.php in block.json exactly when it has one', () => {
		expect( metadata.render ).toBe(
			has( folder, 'render.php' ) ? 'file:./render.php' : undefined
		);
	} );

	it( 'saves markup for one of its fixtures at least when it has save.tsx, and for none otherwise', () => {
		const prefix = metadata.name.replace( '/', '__' );
		const own = fixtures().filter(
			( { name } ) => name === prefix || name.startsWith( prefix + '__' )
		);
		expect( own ).not.toEqual( [] );
		const savesMarkup = own.some( ( fixture ) =>
			parse( readFixture( fixture, '.html' ) ?? '', {
				__unstableSkipMigrationLogs: true,
			} )
				.filter( ( block ) => block.name === metadata.name )
				.some(
					( block ) =>
						getSaveContent(
							getBlockType( metadata.name )!,
							block.attributes,
							block.innerBlocks
						).trim() !== ''
				)
		);
		expect( savesMarkup ).toBe( has( folder, 'save.tsx' ) );
	} );

	it( 'names its editor component <Block>Edit', () => {
		const [ , component ] =
			read( folder, 'edit.tsx' ).match(
				/^export default function (\w+)\(/m
			) ?? [];
		expect( component?.toLowerCase() ).toBe( squashed( folder ) + 'edit' );
	} );

	it( 'names its classes wp-block-cairn-<block> and wp-block-cairn-<block>__<element>, never cairn-<block>', () => {
		// `cairn-<block>-…` (a lock's or a notice's id) is not a class name.
		const old = new RegExp(
			`(?<![\\w-])cairn-${ folder }(__[\\w-]+)?(?![\\w-])`,
			'g'
		);
		const found = classSources( folder ).flatMap( ( [ file, text ] ) =>
			[ ...text.matchAll( old ) ].map(
				( match ) => `${ path.relative( ROOT, file ) }: ${ match[ 0 ] }`
			)
		);
		expect( found ).toEqual( [] );
	} );

	it( "types its deprecations with the block editor's BlockDeprecation", () => {
		const deprecated = read( folder, 'deprecated.ts' );
		expect( deprecated ).toMatch(
			/^import type \{ BlockDeprecation \} from '@wordpress\/blocks';$/m
		);
		expect( deprecated ).toMatch( /BlockDeprecation<\s*\w+Attributes\b/ );
	} );
} );
