/**
 * `npm run bench:map-bytes`: the bytes a visitor downloads for a page with
 * a map block, before and after using the map, measured from the built
 * files (run `npm run build` first), gzipped at level 6 as web servers
 * commonly send them:
 *
 * - before: the view script and the block's stylesheet (the server renders
 *   the static image and the places' list into the page itself);
 * - after: plus the drawing chunk, the mapbox-gl chunk and its stylesheet.
 *
 * The static image comes on top of "before": its size depends on the map
 * and Mapbox's rendering, which the local test server does not play (its
 * image is 1×1); `--image FILE` adds a saved image's bytes (images are not
 * gzipped). Map styles, tiles, sprites and glyphs, which mapbox-gl fetches
 * from Mapbox once drawing, are left out on both sides.
 *
 * The peer: its map block's view script loads mapbox-gl 1.13.0
 * (`dist/mapbox-gl.js` and `dist/mapbox-gl.css`, listed in its
 * block-editor-assets.json) for every map when the page is ready, with no
 * interaction. Its figure here is those two files gzipped the same way,
 * measured from node_modules/mapbox-gl (1.13.3, within 0.1% of 1.13.0):
 * a lower bound, its own view bundle not counted.
 *
 * Prints figures; it is not a test.
 */

/**
 * External dependencies
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve( import.meta.dirname, '..' );
const BUILD = path.join( ROOT, 'build' );
const args = process.argv.slice( 2 );
const imageAt = args.indexOf( '--image' );
const IMAGE = imageAt >= 0 ? args[ imageAt + 1 ] : '';

/**
 * A file's bytes: raw and gzipped.
 *
 * @param {string} file Path.
 * @return {{raw: number, gzip: number}} Sizes.
 */
function size( file ) {
	const bytes = readFileSync( file );
	return { raw: bytes.length, gzip: gzipSync( bytes, { level: 6 } ).length };
}

/**
 * The one file in a folder whose name matches.
 *
 * @param {string} folder  Folder.
 * @param {RegExp} pattern Name.
 * @return {string} Path.
 */
function find( folder, pattern ) {
	const names = existsSync( folder )
		? readdirSync( folder ).filter( ( name ) => pattern.test( name ) )
		: [];
	if ( names.length !== 1 ) {
		throw new Error(
			`Expected one file matching ${ pattern } in ${ path.relative(
				ROOT,
				folder
			) }, found ${ names.length }: run npm run build.`
		);
	}
	return path.join( folder, names[ 0 ] );
}

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

const before = [
	path.join( BUILD, 'map/view.js' ),
	path.join( BUILD, 'map/style-index.css' ),
];
const after = [
	find( path.join( BUILD, 'chunks' ), /^map-draw\.[0-9a-f]+\.js$/ ),
	find( path.join( BUILD, 'chunks' ), /^mapbox-gl\.[0-9a-f]+\.js$/ ),
	find( BUILD, /mapbox-gl.*(?<!-rtl)\.css$/ ),
];
const peer = [
	path.join( ROOT, 'node_modules/mapbox-gl/dist/mapbox-gl.js' ),
	path.join( ROOT, 'node_modules/mapbox-gl/dist/mapbox-gl.css' ),
];

const rows = [];
let beforeTotal = 0;
for ( const file of before ) {
	const { raw, gzip } = size( file );
	beforeTotal += gzip;
	rows.push( [ 'before', path.relative( ROOT, file ), raw, gzip ] );
}
let imageBytes = 0;
if ( IMAGE ) {
	imageBytes = readFileSync( IMAGE ).length;
	rows.push( [
		'before',
		`${ IMAGE } (static image)`,
		imageBytes,
		imageBytes,
	] );
}
let afterTotal = beforeTotal + imageBytes;
for ( const file of after ) {
	const { raw, gzip } = size( file );
	afterTotal += gzip;
	rows.push( [ 'on use', path.relative( ROOT, file ), raw, gzip ] );
}
let peerTotal = 0;
for ( const file of peer ) {
	peerTotal += size( file ).gzip;
}
const version = JSON.parse(
	readFileSync( path.join( ROOT, 'node_modules/mapbox-gl/package.json' ) )
).version;

process.stdout.write(
	'Map block: what a visitor downloads for a page with a map (gzip level 6, from build/)\n\n'
);
for ( const [ when, file, raw, gzip ] of rows ) {
	process.stdout.write(
		`  ${ when.padEnd( 7 ) } ${ file.padEnd( 64 ) } ${ kb( raw ).padStart(
			9
		) } raw ${ kb( gzip ).padStart( 9 ) } gzip\n`
	);
}
process.stdout.write(
	[
		'',
		`  Cairn, before using the map:  ${ kb( beforeTotal + imageBytes ) }${
			IMAGE ? '' : ' + the static image (not measured: pass --image FILE)'
		}`,
		`  Cairn, after using the map:   ${ kb( afterTotal ) }${
			IMAGE ? '' : ' + the static image'
		}`,
		`  Peer (mapbox-gl ${ version } JS + CSS loaded with the page, its view bundle not counted): at least ${ kb(
			peerTotal
		) } before any use`,
		'',
	].join( '\n' )
);
