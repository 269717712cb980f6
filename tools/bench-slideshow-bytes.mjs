/**
 * `npm run bench:slideshow-bytes`: the script bytes a visitor downloads for
 * a page with a slideshow, measured from the built files (run `npm run
 * build` first), gzipped at level 6 as web servers commonly send them:
 *
 * - at load: the view script (the first slide is saved markup, shown with
 *   no script; the block's stylesheet is counted apart);
 * - after scrolling to it (or touching it): plus Swiper's core, and for a
 *   fading slideshow its fade effect.
 *
 * Images are left out on both sides: WordPress serves them from the
 * attachment's sizes either way.
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
const CHUNKS = path.join( BUILD, 'chunks' );

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
 * The one chunk whose name matches.
 *
 * @param {RegExp} pattern Name.
 * @return {string} Path.
 */
function chunk( pattern ) {
	const names = existsSync( CHUNKS )
		? readdirSync( CHUNKS ).filter( ( name ) => pattern.test( name ) )
		: [];
	if ( names.length !== 1 ) {
		throw new Error(
			`Expected one chunk matching ${ pattern }, found ${ names.length }: run npm run build.`
		);
	}
	return path.join( CHUNKS, names[ 0 ] );
}

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KB`;

const view = path.join( BUILD, 'slideshow/view.js' );
const style = path.join( BUILD, 'slideshow/style-index.css' );
const loader = chunk( /^slideshow-swiper\.[0-9a-f]+\.js$/ );
const core = chunk( /^slideshow-swiper-core\.[0-9a-f]+\.js$/ );
const fade = chunk( /^slideshow-fade\.[0-9a-f]+\.js$/ );

const total = ( files ) =>
	files.reduce(
		( sum, file ) => {
			const { raw, gzip } = size( file );
			return { raw: sum.raw + raw, gzip: sum.gzip + gzip };
		},
		{ raw: 0, gzip: 0 }
	);

const line = ( label, { raw, gzip } ) =>
	`  ${ label.padEnd( 58 ) } ${ kb( raw ).padStart( 9 ) } raw ${ kb(
		gzip
	).padStart( 9 ) } gzip`;

process.stdout.write(
	[
		'Slideshow: script a visitor downloads for a page with a slideshow (gzip level 6, from build/)',
		'',
		...[ view, loader, core, fade, style ].map( ( file ) =>
			line( path.relative( ROOT, file ), size( file ) )
		),
		'',
		line( 'At load (view script)', total( [ view ] ) ),
		line(
			'After scrolling to a sliding slideshow',
			total( [ view, loader, core ] )
		),
		line(
			'After scrolling to a fading slideshow',
			total( [ view, loader, core, fade ] )
		),
		line( 'Stylesheet (with the block, either way)', size( style ) ),
		'',
	].join( '\n' )
);
