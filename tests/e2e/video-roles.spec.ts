/**
 * The video block for every role and for visitors: an Author opens their
 * post that holds an administrator's video and nothing changes; the sidebar
 * says what is not theirs to change; their own upload works. A video of the
 * media library is picked into the block, and a video file dropped on the
 * editor becomes one. A visitor's player takes the block's seekbar colours.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, type RequestUtils } from './utils/test';
import { insertFromInserter, visitAsVisitor } from './utils/blocks';
import { logIn } from './utils/users';

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
 * A video in the media library, uploaded by the administrator, with a guid.
 *
 * @param requestUtils The request utils fixture.
 * @param name         Its file name.
 * @return Its id, guid and address.
 */
async function adminVideo( requestUtils: RequestUtils, name: string ) {
	const file = path.join( os.tmpdir(), `${ Date.now() }-${ name }` );
	fs.writeFileSync( file, videoBytes( 60000 ) );
	try {
		const media = await requestUtils.uploadMedia( file );
		const { guid } = await requestUtils.rest< { guid: string } >( {
			method: 'POST',
			path: '/cairn/v1/videopress/meta',
			data: { id: media.id, assign_guid: true },
		} );
		return { id: media.id, guid, src: media.source_url };
	} finally {
		fs.rmSync( file, { force: true } );
	}
}

/**
 * The editor's blocks and whether the post has unsaved changes.
 *
 * @param page The editor page.
 */
function editorState( page: Page ) {
	return page.evaluate( () => {
		// `wp` is the editor's global; it has no type declarations here.
		const { data } = ( window as unknown as { wp: any } ).wp;
		return {
			dirty: data.select( 'core/editor' ).isEditedPostDirty() as boolean,
			blocks: data
				.select( 'core/block-editor' )
				.getBlocks()
				.map( ( block: { name: string; attributes: object } ) => ( {
					name: block.name,
					attributes: block.attributes,
				} ) ),
		};
	} );
}

test.describe( 'Video for every role', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
		await requestUtils.deleteAllMedia();
	} );

	test( "an Author opens their post holding an administrator's video: it stays, unchanged, and the sidebar says what is not theirs; their own upload works", async ( {
		browser,
		requestUtils,
	} ) => {
		const video = await adminVideo( requestUtils, 'admin-clip.mp4' );
		const username = `video-author-${ Date.now() }`;
		const password = 'video-author-password';
		const author = await requestUtils.createUser( {
			username,
			email: `${ username }@example.org`,
			password,
			roles: [ 'author' ],
		} );
		const attributes = {
			guid: video.guid,
			id: video.id,
			title: 'Admin clip',
			caption: 'Filmed by the administrator',
		};
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'An Author’s post with a video',
				content: `<!-- wp:cairn/video ${ JSON.stringify(
					attributes
				) } /-->`,
				status: 'publish',
				author: author.id,
			},
		} );
		const { context, page, editor, admin } = await logIn(
			browser,
			username,
			password
		);
		try {
			await admin.editPost( post.id );
			const player = editor.canvas.locator(
				'.wp-block-cairn-video video'
			);
			// Read through the post: the Author plays the administrator's video.
			await expect( player ).toHaveAttribute(
				'src',
				/admin-clip.*\.mp4/
			);
			const opened = await editorState( page );
			expect( opened.dirty ).toBe( false );
			expect( opened.blocks ).toEqual( [
				{
					name: 'cairn/video',
					attributes: expect.objectContaining( attributes ),
				},
			] );

			await editor.selectBlocks(
				editor.canvas.locator( '.wp-block-cairn-video' )
			);
			await editor.openDocumentSettingsSidebar();
			const sidebar = page.getByRole( 'region', {
				name: 'Editor settings',
			} );
			await expect(
				sidebar
					.getByText(
						/This video belongs to someone else: only they or an editor can change its title/
					)
					.first()
			).toBeVisible();
			await expect( sidebar.getByLabel( 'Title' ) ).toBeDisabled();
			await expect(
				sidebar.getByText(
					'The poster you choose shows in this post only.'
				)
			).toBeVisible();
			// Text tracks are the video's own: no control for them.
			await expect(
				page
					.getByRole( 'toolbar', { name: 'Block tools' } )
					.getByRole( 'button', { name: 'Text tracks' } )
			).toHaveCount( 0 );
			// Selecting and looking changed nothing.
			expect( ( await editorState( page ) ).dirty ).toBe( false );

			// The Author's own upload, in a block of its own.
			await insertFromInserter( page, 'Cairn Video' );
			await editor.canvas
				.locator( '.wp-block-cairn-video input[type="file"]' )
				.setInputFiles( {
					name: 'author-clip.mp4',
					mimeType: 'video/mp4',
					buffer: videoBytes( 80000 ),
				} );
			await expect(
				editor.canvas.getByText( 'Upload Complete' )
			).toBeVisible();
			await editor.canvas.getByRole( 'button', { name: 'Done' } ).click();
			await expect(
				editor.canvas.locator( 'video[src*="author-clip"]' )
			).toBeVisible();
			// Theirs: its title is theirs to change.
			await expect( sidebar.getByLabel( 'Title' ) ).toBeEnabled();
			const state = await editorState( page );
			expect( state.blocks[ 0 ].attributes ).toEqual(
				expect.objectContaining( attributes )
			);
			expect( state.blocks[ 1 ] ).toMatchObject( {
				name: 'cairn/video',
				attributes: {
					guid: expect.stringMatching( /^[A-Za-z0-9]{8}$/ ),
				},
			} );
		} finally {
			await context.close();
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ author.id }`,
				params: { force: true, reassign: 1 },
			} );
		}
	} );

	test( 'a video already in the media library is picked into the block @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const video = await adminVideo( requestUtils, 'library-clip.mp4' );
		await admin.createNewPost();
		await insertFromInserter( page, 'Cairn Video' );
		await editor.canvas
			.getByRole( 'button', { name: 'Media Library' } )
			.click();
		const modal = page.getByRole( 'dialog' );
		await modal.getByRole( 'tab', { name: 'Media Library' } ).click();
		await modal.locator( `li.attachment[data-id="${ video.id }"]` ).click();
		await modal
			.getByRole( 'button', { name: 'Select', exact: true } )
			.click();
		await expect(
			editor.canvas.locator( '.wp-block-cairn-video video' )
		).toHaveAttribute( 'src', /library-clip.*\.mp4/ );
		expect( ( await editorState( page ) ).blocks[ 0 ] ).toMatchObject( {
			name: 'cairn/video',
			attributes: { guid: video.guid, id: video.id },
		} );
	} );

	test( 'a video file dropped on the editor becomes this block and uploads @full', async ( {
		admin,
		editor,
		page,
		pageUtils,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'core/paragraph' } );
		const { dragOver, drop } = await pageUtils.dragFiles( {
			name: 'dropped.mp4',
			mimeType: 'video/mp4',
			buffer: videoBytes( 70000 ),
		} );
		await dragOver(
			editor.canvas.locator( '[data-type="core/paragraph"]' )
		);
		await drop();
		await expect(
			editor.canvas.getByText( 'Upload Complete' )
		).toBeVisible();
		await editor.canvas.getByRole( 'button', { name: 'Done' } ).click();
		await expect(
			editor.canvas.locator( '.wp-block-cairn-video video' )
		).toHaveAttribute( 'src', /dropped.*\.mp4/ );
		expect(
			( await editorState( page ) ).blocks.map(
				( block: { name: string } ) => block.name
			)
		).toContain( 'cairn/video' );
	} );

	test( "a visitor's player takes the block's seekbar colours", async ( {
		browser,
		requestUtils,
	} ) => {
		const video = await adminVideo( requestUtils, 'colours.mp4' );
		const attributes = {
			guid: video.guid,
			id: video.id,
			useAverageColor: false,
			seekbarColor: '#112233',
			seekbarLoadingColor: '#00ff00',
			seekbarPlayedColor: '#ff0000',
		};
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Coloured seekbar',
				content: `<!-- wp:cairn/video ${ JSON.stringify(
					attributes
				) } /-->`,
				status: 'publish',
			},
		} );
		const visitor = await visitAsVisitor( browser, `/?p=${ post.id }` );
		const seekbar = visitor.getByRole( 'slider', { name: 'Seek' } );
		// Shown once the script that makes it work has run.
		await expect( seekbar ).toBeVisible();
		const style = await seekbar.evaluate( ( bar ) => {
			const computed = window.getComputedStyle( bar );
			return {
				background: computed.backgroundImage,
				accent: computed.accentColor,
			};
		} );
		expect( style.background ).toContain( 'rgb(255, 0, 0)' );
		expect( style.background ).toContain( 'rgb(0, 255, 0)' );
		expect( style.background ).toContain( 'rgb(17, 34, 51)' );
		expect( style.accent ).toBe( 'rgb(255, 0, 0)' );
		await visitor.context().close();
	} );
} );
