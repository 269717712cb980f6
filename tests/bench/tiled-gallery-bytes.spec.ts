/**
 * `npm run bench:gallery-bytes`: what a 375 px phone downloads for a tiled
 * gallery of twenty photos, in the mosaic and in square tiles, at 2x and 3x
 * pixel density, against the full-size files. Prints figures; the browser
 * test of the same rule (tests/e2e/tiled-gallery.spec.ts) uses two photos.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../e2e/utils/test';
import {
	phoneDownloads,
	uploadPhoto,
	type UploadedPhoto,
} from '../e2e/utils/media';

// Photo shapes, landscape, portrait, square and wide, in turn.
const SHAPES = [
	[ 2400, 1600 ],
	[ 1600, 2400 ],
	[ 2000, 2000 ],
	[ 2400, 1350 ],
];
const PHOTOS = 20;

test.describe( 'Tiled gallery bytes', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllMedia();
	} );

	test( 'what a phone downloads of a 20-photo gallery', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		test.setTimeout( 300_000 );
		const uploads: UploadedPhoto[] = [];
		let fullBytes = 0;
		for ( let seed = 0; seed < PHOTOS; seed++ ) {
			const [ width, height ] = SHAPES[ seed % SHAPES.length ];
			const { photo, bytes } = await uploadPhoto( page, requestUtils, {
				width,
				height,
				seed,
			} );
			uploads.push( photo );
			fullBytes += bytes;
		}

		for ( const [ label, attributes ] of [
			[ 'tiled mosaic', {} ],
			[ 'square tiles', { className: 'is-style-square' } ],
		] as const ) {
			await admin.createNewPost( { title: `Twenty photos, ${ label }` } );
			await editor.insertBlock( {
				name: 'cairn/tiled-gallery',
				attributes: {
					images: uploads,
					ids: uploads.map( ( upload ) => upload.id ),
					...attributes,
				},
			} );
			const postId = await editor.publishPost();
			for ( const scale of [ 2, 3 ] ) {
				const { chosen, bytes } = await phoneDownloads(
					browser,
					postId,
					'.wp-block-cairn-tiled-gallery img',
					scale
				);
				expect( chosen ).toHaveLength( PHOTOS );
				const resized = chosen.filter( ( url ) =>
					/-\d+x\d+\.jpg$/.test( url )
				).length;
				process.stdout.write(
					`[tiled-gallery] ${ label }, phone 375 px @${ scale }x, ${ PHOTOS } images: ${ Math.round(
						bytes / 1024
					) } KB downloaded against ${ Math.round(
						fullBytes / 1024
					) } KB full size (${ Math.round(
						( 100 * bytes ) / fullBytes
					) } %), ${ resized } of ${ PHOTOS } from a smaller size\n`
				);
			}
		}
	} );
} );
