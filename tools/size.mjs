#!/usr/bin/env node
/**
 * Prints what Cairn costs, read from the build the way WordPress loads it:
 *
 * - the editor's start, on a post with no Cairn block: the requests Cairn
 *   adds and their bytes (one script; one stylesheet, which WordPress loads
 *   in the editor's page and again in the canvas iframe);
 * - the eager bytes per block: each block's share of that script and
 *   stylesheet (its save, deprecations, icon and styles), and the shared core;
 * - a visitor's page, per block: the files WordPress prints only where the
 *   block is;
 * - lazy chunks: each block's editor code and the libraries it loads on use.
 *
 * A figure-printing script, not a test: run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ROOT = path.resolve( import.meta.dirname, '..' );
const BUILD = path.join( ROOT, 'build' );
const EAGER_MODULES = path.join( ROOT, '.cache/size/eager-modules.json' );

/** Targets from the editor-performance issue. */
const TARGET_REQUESTS = 4;
const TARGET_BYTES_PER_BLOCK = 1024;
const TARGET_CORE_BYTES = 12 * 1024;

if ( ! fs.existsSync( path.join( BUILD, 'index.js' ) ) ) {
	console.error( 'No build/index.js: run npm run build first.' );
	process.exit( 1 );
}

function measure( file ) {
	const content = fs.readFileSync( file );
	return {
		raw: content.length,
		gzip: zlib.gzipSync( content, { level: 9 } ).length,
	};
}

function sum( sizes ) {
	return sizes.reduce(
		( total, size ) => ( {
			raw: total.raw + size.raw,
			gzip: total.gzip + size.gzip,
		} ),
		{ raw: 0, gzip: 0 }
	);
}

const pad = ( value, width ) => String( value ).padStart( width );
const row = ( label, size, note = '' ) =>
	`${ label.padEnd( 52 ) } ${ pad( size.raw, 9 ) } ${ pad(
		size.gzip,
		9
	) }${ note ? `  ${ note }` : '' }`;
const header = ( title ) =>
	`\n${ title }\n${ ''.padEnd( 52 ) } ${ pad( 'raw B', 9 ) } ${ pad(
		'gzip B',
		9
	) }`;
const verdict = ( value, target ) =>
	value <= target
		? `ok (target ≤ ${ target })`
		: `OVER (target ≤ ${ target })`;

/**
 * A block.json field's `file:` paths, resolved in the block's build folder.
 *
 * @param {string}                    dir   The block's build folder.
 * @param {string|string[]|undefined} value The field's value.
 * @return {string[]} Existing files.
 */
function files( dir, value ) {
	return [ value ?? [] ]
		.flat()
		.filter( ( ref ) => ref.startsWith( 'file:' ) )
		.map( ( ref ) => path.join( dir, ref.slice( 'file:'.length ) ) )
		.filter( ( file ) => fs.existsSync( file ) );
}

const blocks = fs
	.readdirSync( BUILD )
	.filter( ( dir ) => fs.existsSync( path.join( BUILD, dir, 'block.json' ) ) )
	.sort()
	.map( ( dir ) => {
		const base = path.join( BUILD, dir );
		const manifest = JSON.parse(
			fs.readFileSync( path.join( base, 'block.json' ), 'utf8' )
		);
		return {
			dir,
			name: manifest.name,
			// What WordPress prints for a visitor only where the block is.
			front: [ 'style', 'viewStyle', 'script', 'viewScript' ].flatMap(
				( field ) => files( base, manifest[ field ] )
			),
			// What would load in the editor for every post: must be none.
			editorOwn: [ 'editorScript', 'editorStyle', 'style' ].flatMap(
				( field ) => files( base, manifest[ field ] )
			),
		};
	} );

// 1. The editor's start.
const script = measure( path.join( BUILD, 'index.js' ) );
const style = measure( path.join( BUILD, 'index.css' ) );
const perBlockFiles = blocks.flatMap( ( block ) => block.editorOwn );
const requests = 1 + 2 + perBlockFiles.length * 2;
console.log(
	header( 'Editor start, post with no Cairn block (what Cairn adds)' )
);
console.log( row( 'index.js (registration, every block)', script ) );
console.log( row( 'index.css (editor page)', style ) );
console.log( row( 'index.css (canvas iframe, same file)', style ) );
perBlockFiles.forEach( ( file ) =>
	console.log( row( path.relative( BUILD, file ), measure( file ) ) )
);
console.log(
	row(
		'TOTAL',
		sum( [ script, style, ...perBlockFiles.map( measure ) ] ),
		''
	)
);
console.log(
	`Requests Cairn adds to the editor's start: ${ requests }  ${ verdict(
		requests,
		TARGET_REQUESTS
	) }`
);

// 2. Eager bytes per block.
if ( fs.existsSync( EAGER_MODULES ) ) {
	const modules = JSON.parse( fs.readFileSync( EAGER_MODULES, 'utf8' ) );
	const ownerOf = ( module ) => {
		const match = /^src\/([^/]+)\//.exec( module.path );
		return match && blocks.some( ( block ) => block.dir === match[ 1 ] )
			? match[ 1 ]
			: '';
	};
	// webpack keeps only the `name` of a block.json in this script (the
	// server hands the editor the rest), so a manifest counts as its name.
	const sizeOf = ( module ) =>
		module.type === 'json' ? 40 : Math.max( 0, module.size );
	const isCss = ( module ) => module.type.startsWith( 'css' );
	const share = ( filter, total ) => {
		const picked = modules.filter( filter );
		const all = modules.filter(
			( module ) => isCss( module ) === filter.css
		);
		const bytes = ( list ) =>
			list.reduce( ( acc, module ) => acc + sizeOf( module ), 0 );
		return Math.round( ( bytes( picked ) / bytes( all ) ) * total );
	};
	const jsOf = ( owner ) => {
		const filter = ( module ) =>
			! isCss( module ) && ownerOf( module ) === owner;
		filter.css = false;
		return filter;
	};
	const cssOf = ( owner ) => {
		const filter = ( module ) =>
			isCss( module ) && ownerOf( module ) === owner;
		filter.css = true;
		return filter;
	};

	console.log(
		`\nEager bytes per block (gzip; each one's share of index.js and index.css)\n${ 'block'.padEnd(
			40
		) } ${ pad( 'JS', 7 ) } ${ pad( 'CSS', 7 ) } ${ pad( 'total', 7 ) }`
	);
	let blocksTotal = 0;
	let worst = 0;
	for ( const block of blocks ) {
		const js = share( jsOf( block.dir ), script.gzip );
		const css = share( cssOf( block.dir ), style.gzip );
		blocksTotal += js + css;
		worst = Math.max( worst, js + css );
		console.log(
			`${ block.name.padEnd( 40 ) } ${ pad( js, 7 ) } ${ pad(
				css,
				7
			) } ${ pad( js + css, 7 ) }`
		);
	}
	const coreJs = share( jsOf( '' ), script.gzip );
	const coreCss = share( cssOf( '' ), style.gzip );
	console.log(
		`${ 'shared core (runtime, registration, shared/)'.padEnd(
			40
		) } ${ pad( coreJs, 7 ) } ${ pad( coreCss, 7 ) } ${ pad(
			coreJs + coreCss,
			7
		) }`
	);
	const average = Math.round( blocksTotal / blocks.length );
	console.log(
		`Average per block: ${ average } B  ${ verdict(
			average,
			TARGET_BYTES_PER_BLOCK
		) }; largest ${ worst } B`
	);
	console.log(
		`Shared core: ${ coreJs + coreCss } B  ${ verdict(
			coreJs + coreCss,
			TARGET_CORE_BYTES
		) }`
	);
	const budget = blocks.length * TARGET_BYTES_PER_BLOCK + TARGET_CORE_BYTES;
	console.log(
		`Eager total: ${ script.gzip + style.gzip } B  ${ verdict(
			script.gzip + style.gzip,
			budget
		) }`
	);
} else {
	console.log(
		'\n(no .cache/size/eager-modules.json: run npm run build for the per-block figures)'
	);
}

// 3. A visitor's page.
console.log(
	header( "Visitor's page, per block (printed only where the block is)" )
);
for ( const block of blocks ) {
	console.log(
		row( block.name, sum( block.front.map( measure ) ) ),
		block.front.some( ( file ) => file.endsWith( '.js' ) )
			? ''
			: '(no script)'
	);
	block.front.forEach( ( file ) =>
		console.log(
			row( `  ${ path.relative( BUILD, file ) }`, measure( file ) )
		)
	);
}

// 4. Lazy chunks.
const chunkDir = path.join( BUILD, 'chunks' );
const chunks = fs.existsSync( chunkDir )
	? fs
			.readdirSync( chunkDir )
			.filter( ( file ) => /\.(js|css)$/.test( file ) )
			.sort()
			.map( ( file ) => path.join( chunkDir, file ) )
	: [];
console.log(
	header( 'Lazy chunks (loaded when a block is first shown or used)' )
);
chunks.forEach( ( file ) =>
	console.log(
		row(
			path
				.basename( file )
				.replace( /\.[0-9a-f]{8}\.(js|css)$/, '.$1' )
				.slice( 0, 52 ),
			measure( file )
		)
	)
);
console.log( row( 'TOTAL', sum( chunks.map( measure ) ) ) );
