/**
 * Product code states its rules itself: no comment or string points at a
 * document outside the repository. ESLint's `cairn/no-document-pointers`
 * holds the TypeScript to it; this test holds the PHP, with the same words.
 */

/**
 * External dependencies
 */
import fs from 'fs';
import path from 'path';

/**
 * Internal dependencies
 */
import { findDocumentPointer } from '../../tools/lint/document-pointers.cjs';

const ROOT = path.resolve( __dirname, '../..' );

/**
 * The PHP files of a folder and those below it.
 *
 * @param dir The folder.
 * @return Their paths.
 */
function phpFiles( dir: string ): string[] {
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return entry.name === 'test' ? [] : phpFiles( full );
			}
			return entry.name.endsWith( '.php' ) ? [ full ] : [];
		} );
}

describe( 'a pointer to a document outside the repository', () => {
	it( 'is a specification by number or section, the spec, or an issue by number', () => {
		for ( const text of [
			'as spec 002 says',
			'see §4',
			"in the spec's words",
			'The specification requires it',
			'left for issue 28',
			'Specs 000 and 001',
		] ) {
			expect( findDocumentPointer( text ) ).not.toBeNull();
		}
	} );

	it( 'is not a word that only looks like one', () => {
		for ( const text of [
			'a specific amount',
			'inspect 100 rows',
			'the special offer',
			'an issue with the token',
			'spec-compliant HTML',
		] ) {
			expect( findDocumentPointer( text ) ).toBeNull();
		}
	} );

	it( 'stands nowhere in the PHP the plugin ships', () => {
		const files = [
			...phpFiles( path.join( ROOT, 'includes' ) ),
			...phpFiles( path.join( ROOT, 'src' ) ),
			...fs
				.readdirSync( ROOT )
				.filter( ( name ) => name.endsWith( '.php' ) )
				.map( ( name ) => path.join( ROOT, name ) ),
		];
		expect( files.length ).toBeGreaterThan( 100 );
		const found = files.flatMap( ( file ) =>
			fs
				.readFileSync( file, 'utf8' )
				.split( '\n' )
				.flatMap( ( line, index ) => {
					const words = findDocumentPointer( line );
					return words
						? [
								`${ path.relative( ROOT, file ) }:${
									index + 1
								}: ${ words }`,
							]
						: [];
				} )
		);
		expect( found ).toEqual( [] );
	} );
} );
