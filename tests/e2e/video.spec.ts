/**
 * The video block: upload a video through the editor, give it a title,
 * make it private, save and reload; a logged-out visitor is told it is
 * private and the stream refuses them, a logged-in reader gets the player
 * and can seek.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import {
	blockValidity,
	insertFromInserter,
	visitAsVisitor,
} from './utils/blocks';

/**
 * Bytes that read as an MP4 video (an `ftyp` box, then `mdat`).
 *
 * @param size About how many bytes.
 * @return The video.
 */
function videoBytes( size: number ): Buffer {
	const video = Buffer.alloc( size, 7 );
	video.writeUInt32BE( 24, 0 );
	video.write( 'ftypmp42', 4, 'latin1' );
	video.writeUInt32BE( 0, 12 );
	video.write( 'mp42isom', 16, 'latin1' );
	video.writeUInt32BE( size - 24, 24 );
	video.write( 'mdat', 28, 'latin1' );
	return video;
}

/**
 * Opens or closes a dropdown by its toggle, whatever state it is in.
 *
 * @param toggle The toggle.
 * @param open   Whether it should be open.
 */
async function setExpanded( toggle: Locator, open: boolean ) {
	const isOpen = ( await toggle.getAttribute( 'aria-expanded' ) ) === 'true';
	if ( isOpen !== open ) {
		await toggle.click();
	}
}

test.describe( 'Video', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllMedia();
	} );

	test( 'uploads, goes private, and plays only for readers who may watch it', async ( {
		admin,
		browser,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await insertFromInserter( page, 'Cairn Video' );
		await editor.canvas
			.locator( '.wp-block-cairn-video input[type="file"]' )
			.setInputFiles( {
				name: 'holiday.mp4',
				mimeType: 'video/mp4',
				buffer: videoBytes( 300000 ),
			} );

		await expect(
			editor.canvas.getByText( 'Upload Complete' )
		).toBeVisible();
		const title = editor.canvas.getByLabel( 'Video title' );
		await expect( title ).toHaveValue( 'holiday' );
		await title.fill( 'Holiday in Lyon' );
		await editor.canvas.getByRole( 'button', { name: 'Done' } ).click();
		const player = editor.canvas.locator( '.wp-block-cairn-video video' );
		await expect( player ).toHaveAttribute( 'src', /holiday.*\.mp4/ );

		// A caption track, its duplicate refused, a second track deleted.
		const tracksToggle = page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Text tracks' } );
		const setTracksOpen = ( open: boolean ) =>
			setExpanded( tracksToggle, open );
		const addTrack = async ( srclang: string, label: string ) => {
			await setTracksOpen( true );
			await page.getByRole( 'button', { name: 'Upload track' } ).click();
			await page
				.locator(
					'.wp-block-cairn-video__track-form input[type="file"]'
				)
				.setInputFiles( {
					name: `${ srclang }.vtt`,
					mimeType: 'text/vtt',
					buffer: Buffer.from(
						'WEBVTT\n\n00:00.000 --> 00:01.000\nBonjour\n'
					),
				} );
			await page.getByLabel( 'Label' ).fill( label );
			await page.getByLabel( 'Source language' ).fill( srclang );
			await page.getByLabel( 'Kind' ).selectOption( 'captions' );
			await page
				.getByRole( 'button', { name: 'Save', exact: true } )
				.click();
		};
		await addTrack( 'fr', 'Français' );
		// Saved, the editor closes on the list of tracks.
		await expect(
			page.getByText( 'Français (fr, captions)' )
		).toBeVisible();
		await addTrack( 'fr', 'Encore' );
		await expect(
			page.getByText(
				'Error: A track already exists for that language and kind.'
			)
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Close', exact: true } )
			.click();
		await addTrack( 'de', 'Deutsch' );
		await page
			.locator( '.wp-block-cairn-video__track', { hasText: 'Deutsch' } )
			.getByRole( 'button', { name: 'Delete' } )
			.click();
		await expect( page.getByText( 'Deutsch (de, captions)' ) ).toHaveCount(
			0
		);
		await setTracksOpen( false );

		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await expect(
			sidebar.getByRole( 'button', { name: 'Video File Settings' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
		const saved = page.waitForResponse(
			( response ) =>
				response.url().includes( 'videopress%2Fmeta' ) ||
				response.url().includes( 'videopress/meta' )
		);
		await sidebar.getByLabel( 'Privacy' ).selectOption( 'Private' );
		expect( ( await ( await saved ).json() ).data ).toBe( 200 );
		// Private, the editor plays it through the stream, which knows the editor.
		await expect( player ).toHaveAttribute( 'src', /cairn_video=/ );

		const postId = await editor.publishPost();
		await page.reload();
		for ( const block of await blockValidity( editor ) ) {
			expect( block.isValid ).toBe( true );
		}
		const guid = await page.evaluate(
			() =>
				// `wp` is the editor's global; it has no type declarations here.
				( window as unknown as { wp: any } ).wp.data
					.select( 'core/block-editor' )
					.getBlocks()[ 0 ].attributes.guid as string
		);
		expect( guid ).toMatch( /^[A-Za-z0-9]{8}$/ );

		const visitor = await visitAsVisitor( browser, `/?p=${ postId }` );
		await expect(
			visitor.getByText( 'This video is private.' )
		).toBeVisible();
		await expect( visitor.locator( 'video' ) ).toHaveCount( 0 );
		const refused = await visitor.request.get(
			`/?cairn_video=${ guid }&post=${ postId }`
		);
		expect( refused.status() ).toBe( 401 );
		await visitor.context().close();

		await page.goto( `/?p=${ postId }` );
		const shown = page.locator( '.wp-block-cairn-video video' );
		await expect( shown ).toHaveAttribute(
			'src',
			new RegExp( `cairn_video=${ guid }.*post=${ postId }` )
		);
		await expect( shown ).toHaveAttribute( 'controlslist', 'nodownload' );
		await expect( shown.locator( 'track' ) ).toHaveAttribute(
			'srclang',
			'fr'
		);
		const track = await page.request.get(
			( await shown.locator( 'track' ).getAttribute( 'src' ) ) as string
		);
		expect( await track.text() ).toContain( 'Bonjour' );
		const part = await page.request.get(
			`/?cairn_video=${ guid }&post=${ postId }`,
			{ headers: { Range: 'bytes=0-99' } }
		);
		expect( part.status() ).toBe( 206 );
		expect(
			( await part.body() ).subarray( 4, 12 ).toString( 'latin1' )
		).toBe( 'ftypmp42' );
		expect( part.headers()[ 'content-range' ] ).toBe( 'bytes 0-99/300000' );
	} );

	test( "a poster frame picked with the slider becomes the video's poster, and chapters in the description a list that jumps @full", async ( {
		admin,
		browser,
		editor,
		page,
		requestUtils,
	} ) => {
		await admin.createNewPost();
		// A real, playable video: two seconds of a canvas, recorded by Chromium.
		const webm = await page.evaluate( async () => {
			const canvas = document.createElement( 'canvas' );
			canvas.width = 160;
			canvas.height = 90;
			const context = canvas.getContext(
				'2d'
			) as CanvasRenderingContext2D;
			const recorder = new MediaRecorder( canvas.captureStream( 25 ), {
				mimeType: 'video/webm',
			} );
			const chunks: Blob[] = [];
			recorder.ondataavailable = ( event ) => chunks.push( event.data );
			const stopped = new Promise(
				( resolve ) => ( recorder.onstop = resolve )
			);
			recorder.start();
			const started = performance.now();
			await new Promise< void >( ( resolve ) => {
				const draw = () => {
					const elapsed = performance.now() - started;
					context.fillStyle = elapsed < 1000 ? '#c00' : '#00c';
					context.fillRect( 0, 0, 160, 90 );
					if ( elapsed < 2000 ) {
						requestAnimationFrame( draw );
					} else {
						resolve();
					}
				};
				draw();
			} );
			recorder.stop();
			await stopped;
			const bytes = new Uint8Array(
				await new Blob( chunks ).arrayBuffer()
			);
			return Array.from( bytes );
		} );
		await insertFromInserter( page, 'Cairn Video' );
		await editor.canvas
			.locator( '.wp-block-cairn-video input[type="file"]' )
			.setInputFiles( {
				name: 'canvas.webm',
				mimeType: 'video/webm',
				buffer: Buffer.from( webm ),
			} );
		const slider = editor.canvas.getByRole( 'slider', {
			name: 'Poster frame',
		} );
		await expect( slider ).toBeVisible();
		await slider.fill( '1.5' );
		await editor.canvas.getByRole( 'button', { name: 'Done' } ).click();

		const player = editor.canvas.locator( '.wp-block-cairn-video video' );
		await expect( player ).toHaveAttribute( 'poster', /-poster.*\.jpg$/ );
		const guid = await page.evaluate(
			() =>
				// `wp` is the editor's global; it has no type declarations here.
				( window as unknown as { wp: any } ).wp.data
					.select( 'core/block-editor' )
					.getBlocks()[ 0 ].attributes.guid as string
		);
		const poster = await requestUtils.rest< {
			generating: boolean;
			poster: string;
		} >( { path: `/cairn/v1/videos/${ guid }/poster` } );
		expect( poster.generating ).toBe( false );
		expect( poster.poster ).toMatch( /-poster.*\.jpg$/ );

		// Chapter lines in the description: a visitor's chapter list jumps.
		await editor.openDocumentSettingsSidebar();
		const description = page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByLabel( 'Description' );
		await description.fill( 'Two colours\n0:00 Red\n0:01 Blue' );
		const saved = page.waitForResponse( ( response ) =>
			/videopress(%2F|\/)meta/.test( response.url() )
		);
		await description.blur();
		await saved;
		const postId = await editor.publishPost();
		const visitor = await visitAsVisitor( browser, `/?p=${ postId }` );
		const chapters = visitor.getByRole( 'navigation', {
			name: 'Chapters',
		} );
		await expect( chapters ).toBeVisible();
		await chapters.getByRole( 'button', { name: /Blue/ } ).click();
		await expect
			.poll( () =>
				visitor
					.locator( '.wp-block-cairn-video video' )
					.evaluate(
						( video: HTMLVideoElement ) => video.currentTime
					)
			)
			.toBeGreaterThanOrEqual( 1 );
		await expect(
			chapters.getByRole( 'button', { name: /Blue/ } )
		).toHaveAttribute( 'aria-current', 'true' );
		await visitor.context().close();
	} );

	test( 'pauses and resumes, and a reload mid-upload resumes where it stopped', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		// Small chunks make an upload of many requests, slow enough to stop.
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { cairn_test_video_chunk_size: 65536 },
		} );
		const file = path.join(
			os.tmpdir(),
			`cairn-resume-${ Date.now() }.mp4`
		);
		fs.writeFileSync( file, videoBytes( 4 * 1024 * 1024 ) );
		try {
			await admin.createNewPost();
			await insertFromInserter( page, 'Cairn Video' );
			const input = editor.canvas.locator(
				'.wp-block-cairn-video input[type="file"]'
			);
			await input.setInputFiles( file );
			await editor.canvas
				.getByRole( 'button', { name: 'Pause' } )
				.click();
			await expect(
				editor.canvas.getByText( /^Paused at \d+%$/ )
			).toBeVisible();
			await editor.canvas
				.getByRole( 'button', { name: 'Resume' } )
				.click();
			await expect(
				editor.canvas.getByText( /^Uploading… \d+%$/ )
			).toBeVisible();

			// Leave mid-upload, then choose the same file again in a new post.
			await expect(
				editor.canvas.getByText( /^Uploading… ([2-9]\d)%$/ )
			).toBeVisible();
			await admin.createNewPost();
			await insertFromInserter( page, 'Cairn Video' );
			const resumed = page.waitForRequest(
				( request ) =>
					request.method() === 'HEAD' &&
					/videos(%2F|\/)uploads(%2F|\/)[a-f0-9]{32}/.test(
						request.url()
					)
			);
			await editor.canvas
				.locator( '.wp-block-cairn-video input[type="file"]' )
				.setInputFiles( file );
			// tus asks where the upload stands instead of starting anew.
			await resumed;
			await expect(
				editor.canvas.getByText( 'Upload Complete' )
			).toBeVisible( {
				timeout: 60_000,
			} );
		} finally {
			fs.rmSync( file, { force: true } );
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: { cairn_test_video_chunk_size: 0 },
			} );
		}
	} );

	test( 'a core video of the media library converts to this block and gets its guid @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const file = path.join( os.tmpdir(), `cairn-core-${ Date.now() }.mp4` );
		fs.writeFileSync( file, videoBytes( 100000 ) );
		try {
			const media = await requestUtils.uploadMedia( file );
			await admin.createNewPost();
			await editor.insertBlock( {
				name: 'core/video',
				attributes: { id: media.id, src: media.source_url },
			} );
			await editor.transformBlockTo( 'cairn/video' );
			await expect
				.poll( () =>
					page.evaluate(
						() =>
							// `wp` is the editor's global; it has no type declarations here.
							( window as unknown as { wp: any } ).wp.data
								.select( 'core/block-editor' )
								.getBlocks()[ 0 ]
					)
				)
				.toMatchObject( {
					name: 'cairn/video',
					attributes: {
						guid: expect.stringMatching( /^[A-Za-z0-9]{8}$/ ),
					},
				} );
			await expect(
				editor.canvas.locator( '.wp-block-cairn-video video' )
			).toBeVisible();
		} finally {
			fs.rmSync( file, { force: true } );
		}
	} );

	test( "a link to the peer's hosted video converts when the site has that video, and stays a link otherwise @full", async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const file = path.join( os.tmpdir(), `cairn-peer-${ Date.now() }.mp4` );
		fs.writeFileSync( file, videoBytes( 50000 ) );
		const media = await requestUtils.uploadMedia( file );
		fs.rmSync( file, { force: true } );
		const { guid } = await requestUtils.rest< { guid: string } >( {
			method: 'POST',
			path: '/cairn/v1/videopress/meta',
			data: { id: media.id, assign_guid: true },
		} );
		const firstBlock = () =>
			page.evaluate(
				() =>
					// `wp` is the editor's global; it has no type declarations here.
					( window as unknown as { wp: any } ).wp.data
						.select( 'core/block-editor' )
						.getBlocks()[ 0 ]
			);

		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/embed',
			attributes: { url: `https://videopress.com/v/${ guid }` },
		} );
		await editor.transformBlockTo( 'cairn/video' );
		await expect.poll( firstBlock ).toMatchObject( {
			name: 'cairn/video',
			attributes: { guid, id: media.id },
		} );

		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/embed',
			attributes: { url: 'https://videopress.com/v/Zz9Zz9Zz' },
		} );
		await editor.transformBlockTo( 'cairn/video' );
		await expect.poll( firstBlock ).toMatchObject( {
			name: 'core/embed',
			attributes: { url: 'https://videopress.com/v/Zz9Zz9Zz' },
		} );
	} );
} );
