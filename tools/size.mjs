#!/usr/bin/env node
/**
 * Prints the bytes (raw and gzipped) of what Cairn adds to a page, read from
 * the built block manifests the same way WordPress reads them:
 *
 * - the editor, on a post with no Cairn block: every block's editorScript,
 *   editorStyle and style, plus the cairn-shared script they depend on;
 * - a visitor's page, per block: its style, script and viewScript (WordPress
 *   enqueues these only when the block is on the page);
 * - lazy chunks, which load only when a block asks for them.
 *
 * A figure-printing script, not a test: run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUILD = path.resolve( import.meta.dirname, '..', 'build' );

if ( ! fs.existsSync( BUILD ) ) {
	console.error( 'No build/ folder: run npm run build first.' );
	process.exit( 1 );
}

/**
 * A manifest field's value as a list (fields take a string or an array).
 *
 * @param {string|string[]|undefined} value The field's value.
 * @return {string[]} The value as a list.
 */
function asList( value ) {
	if ( Array.isArray( value ) ) {
		return value;
	}
	return value ? [ value ] : [];
}

/**
 * Paths in the build folder that a manifest field names with `file:`.
 *
 * @param {string}                           dir    The block's build folder.
 * @param {Array<string|string[]|undefined>} fields Manifest field values.
 * @return {string[]} Existing files.
 */
function files( dir, fields ) {
	return fields
		.flatMap( asList )
		.filter(
			( ref ) => typeof ref === 'string' && ref.startsWith( 'file:' )
		)
		.map( ( ref ) => path.join( dir, ref.slice( 5 ) ) )
		.filter( ( file ) => fs.existsSync( file ) );
}

function measure( file ) {
	const content = fs.readFileSync( file );
	return {
		raw: content.length,
		gzip: zlib.gzipSync( content, { level: 9 } ).length,
	};
}

function sum( list ) {
	return list.map( measure ).reduce(
		( total, size ) => ( {
			raw: total.raw + size.raw,
			gzip: total.gzip + size.gzip,
		} ),
		{ raw: 0, gzip: 0 }
	);
}

const row = ( label, size ) =>
	`${ label.padEnd( 56 ) } ${ String( size.raw ).padStart( 9 ) } ${ String( size.gzip ).padStart( 9 ) }`;
const header = ( title ) =>
	`\n${ title }\n${ 'file'.padEnd( 56 ) } ${ 'raw B'.padStart( 9 ) } ${ 'gzip B'.padStart( 9 ) }`;
const rel = ( file ) => path.relative( BUILD, file );

const blocks = fs
	.readdirSync( BUILD )
	.filter( ( dir ) => fs.existsSync( path.join( BUILD, dir, 'block.json' ) ) )
	.sort()
	.map( ( dir ) => {
		const manifest = JSON.parse(
			fs.readFileSync( path.join( BUILD, dir, 'block.json' ), 'utf8' )
		);
		const base = path.join( BUILD, dir );
		return {
			name: manifest.name,
			editor: files( base, [
				manifest.editorScript,
				manifest.editorStyle,
				manifest.style,
			] ),
			front: files( base, [
				manifest.style,
				manifest.script,
				manifest.viewScript,
				manifest.viewStyle,
			] ),
		};
	} );

const shared = [
	'shared/index.js',
	'shared/index.css',
	'shared/style-index.css',
]
	.map( ( file ) => path.join( BUILD, file ) )
	.filter( ( file ) => fs.existsSync( file ) );
const editorFiles = [
	...shared,
	...blocks.flatMap( ( block ) => block.editor ),
];

console.log(
	header( 'Editor, post with no Cairn block (every file it loads)' )
);
editorFiles.forEach( ( file ) =>
	console.log( row( rel( file ), measure( file ) ) )
);
console.log( row( 'TOTAL', sum( editorFiles ) ) );

console.log(
	header( "Visitor's page, per block (loaded only where the block is)" )
);
for ( const block of blocks ) {
	console.log( row( `${ block.name }`, sum( block.front ) ) );
	block.front.forEach( ( file ) =>
		console.log( row( `  ${ rel( file ) }`, measure( file ) ) )
	);
}

const chunkDir = path.join( BUILD, 'chunks' );
const chunks = fs.existsSync( chunkDir )
	? fs
			.readdirSync( chunkDir )
			.filter( ( file ) => file.endsWith( '.js' ) )
			.map( ( file ) => path.join( chunkDir, file ) )
	: [];
console.log( header( 'Lazy chunks (loaded only when a block asks for them)' ) );
chunks.forEach( ( file ) =>
	console.log( row( rel( file ), measure( file ) ) )
);
console.log( row( 'TOTAL', sum( chunks ) ) );
