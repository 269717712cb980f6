/**
 * `npm run bench:video-upload`: a video uploaded over tus to a served test
 * site on loopback, with tus-js-client as the editor uses it. Prints the
 * throughput and the largest memory an upload request of the site's PHP
 * took, to show the file is never held in memory (only a chunk is; the last
 * request also runs core's video metadata read, which getID3 bounds to a
 * quarter of PHP's memory_limit).
 * It is not a test and asserts nothing about times; it does check that the
 * stored file is byte-identical to what was sent.
 *
 * Environment: CAIRN_BENCH_SIZE_MB (default 1024), CAIRN_WP=7.1|6.8
 * (default 7.1).
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import { createCipheriv, createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from 'tus-js-client';

/**
 * Internal dependencies
 */
import { createSite } from './wp/site.mjs';

const SIZE = Number( process.env.CAIRN_BENCH_SIZE_MB || 1024 ) * 1024 * 1024;
const VERSION = process.env.CAIRN_WP || '7.1';
const PIECE = 1024 * 1024;

const log = ( message ) =>
	process.stderr.write( `[bench-video-upload] ${ message }\n` );

/**
 * Records each upload request's peak memory in the site, from a must-use
 * plugin of the benchmark's own site.
 *
 * @param {string} root The site's root.
 * @return {string} The log file.
 */
function watchMemory( root ) {
	const file = path.join( root, 'wp-content/cairn-bench-memory.log' );
	fs.writeFileSync(
		path.join( root, 'wp-content/mu-plugins/cairn-bench-memory.php' ),
		`<?php
register_shutdown_function( static function () {
	if ( false !== strpos( $_SERVER['REQUEST_URI'] ?? '', 'videos/uploads' ) ) {
		file_put_contents( ${ JSON.stringify( file ) }, ( $_SERVER['REQUEST_METHOD'] ?? '' ) . ' ' . memory_get_peak_usage( true ) . ' ' . memory_get_peak_usage() . "\\n", FILE_APPEND );
	}
} );
`
	);
	return file;
}

/**
 * An upload token for the administrator and what a chunk may be, asked of
 * the site's own PHP.
 *
 * @param {string} root The site's root.
 * @param {string} url  The site's URL.
 * @return {{token: string, chunkSize: number, endpoint: string}} What the upload needs.
 */
function uploadSettings( root, url ) {
	const script = `
		$_SERVER['HTTP_HOST'] = parse_url( ${ JSON.stringify(
			url
		) }, PHP_URL_HOST ) . ':' . parse_url( ${ JSON.stringify(
			url
		) }, PHP_URL_PORT );
		require ${ JSON.stringify( path.join( root, 'wp-load.php' ) ) };
		echo wp_json_encode( array(
			// A token belongs to a login session: open one for the benchmark.
			'token'     => Cairn\\Video\\Upload_Token::issue( 1, 0, WP_Session_Tokens::get_instance( 1 )->create( time() + HOUR_IN_SECONDS ) ),
			'chunkSize' => Cairn\\Rest\\Video_Uploads_Controller::max_chunk_size(),
			'endpoint'  => rest_url( 'cairn/v1/videos/uploads' ),
		) );
	`;
	const result = spawnSync( 'php', [ '-r', script ], { encoding: 'utf8' } );
	if ( result.status !== 0 ) {
		throw new Error( `Asking the site failed: ${ result.stderr }` );
	}
	return JSON.parse( result.stdout.trim().split( '\n' ).pop() );
}

/**
 * SIZE bytes that read as an MP4 video, made as they are read (never all
 * in memory), and their hash once read.
 *
 * @return {{stream: Readable, hash: () => string}} The video.
 */
function videoStream() {
	const cipher = createCipheriv(
		'aes-128-ctr',
		Buffer.alloc( 16, 7 ),
		Buffer.alloc( 16 )
	);
	const hash = createHash( 'sha256' );
	let made = 0;
	const stream = new Readable( {
		read() {
			if ( made >= SIZE ) {
				this.push( null );
				return;
			}
			const piece = cipher.update(
				Buffer.alloc( Math.min( PIECE, SIZE - made ) )
			);
			if ( made === 0 ) {
				piece.writeUInt32BE( 24, 0 );
				piece.write( 'ftypmp42', 4, 'latin1' );
				piece.writeUInt32BE( 0, 12 );
				piece.write( 'mp42isom', 16, 'latin1' );
				piece.writeUInt32BE( SIZE - 24, 24 );
				piece.write( 'mdat', 28, 'latin1' );
			}
			made += piece.length;
			hash.update( piece );
			this.push( piece );
		},
	} );
	return { stream, hash: () => hash.digest( 'hex' ) };
}

/**
 * The SHA-256 of a file, read as a stream.
 *
 * @param {string} file The file.
 * @return {Promise<string>} Its hash.
 */
function hashFile( file ) {
	return new Promise( ( resolve, reject ) => {
		const hash = createHash( 'sha256' );
		fs.createReadStream( file )
			.on( 'data', ( data ) => hash.update( data ) )
			.on( 'end', () => resolve( hash.digest( 'hex' ) ) )
			.on( 'error', reject );
	} );
}

const site = await createSite( { version: VERSION } );
try {
	const memoryLog = watchMemory( site.root );
	const { token, chunkSize, endpoint } = uploadSettings(
		site.root,
		site.url
	);
	log(
		`uploading ${ SIZE / 1024 / 1024 } MiB in chunks of ${ chunkSize } bytes`
	);
	const video = videoStream();
	const started = performance.now();
	const mediaId = await new Promise( ( resolve, reject ) => {
		new Upload( video.stream, {
			endpoint,
			chunkSize,
			uploadSize: SIZE,
			headers: { 'X-Cairn-Upload-Token': token },
			metadata: { filename: 'bench.mp4', filetype: 'video/mp4' },
			storeFingerprintForResuming: false,
			onSuccess: ( { lastResponse } ) =>
				resolve(
					Number(
						lastResponse.getHeader( 'X-Cairn-Upload-Media-Id' )
					)
				),
			onError: reject,
		} ).start();
	} );
	const seconds = ( performance.now() - started ) / 1000;

	const stored = spawnSync(
		'php',
		[
			'-r',
			`$_SERVER['HTTP_HOST'] = 'localhost'; require ${ JSON.stringify(
				path.join( site.root, 'wp-load.php' )
			) }; echo get_attached_file( ${ mediaId } );`,
		],
		{ encoding: 'utf8' }
	).stdout.trim();
	const identical = ( await hashFile( stored ) ) === video.hash();
	const peaks = fs
		.readFileSync( memoryLog, 'utf8' )
		.trim()
		.split( '\n' )
		.map( ( line ) => Number( line.split( ' ' )[ 1 ] ) );
	const mib = ( bytes ) => ( bytes / 1024 / 1024 ).toFixed( 1 );

	process.stdout.write(
		[
			`Video upload over tus on loopback, WordPress ${ VERSION } (php -S), tus-js-client in Node`,
			`size                         ${ mib( SIZE ) } MiB`,
			`chunk size                   ${ chunkSize } bytes (what this PHP's post_max_size allows)`,
			`requests                     ${ peaks.length }`,
			`time                         ${ seconds.toFixed( 1 ) } s`,
			`throughput                   ${ ( SIZE / 1e6 / seconds ).toFixed( 1 ) } MB/s`,
			`peak PHP memory, receiving   ${ mib( Math.max( ...peaks.slice( 0, -1 ) ) ) } MiB (largest request but the last)`,
			`peak PHP memory, last chunk  ${ mib( peaks[ peaks.length - 1 ] ) } MiB (WordPress reads the video's metadata with getID3, up to 1/4 of memory_limit)`,
			`stored file byte-identical   ${ identical ? 'yes' : 'NO' }`,
			'',
		].join( '\n' )
	);
	if ( ! identical ) {
		process.exitCode = 1;
	}
} finally {
	await site.stop();
}
