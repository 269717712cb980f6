/**
 * The Cairn AI panel of the post editor against the local OpenAI-compatible
 * test server: Enhance fills the SEO title, the meta description and the alt
 * text of an image that has none; the excerpt is written on demand; the
 * visitor's page carries the title and description in its head.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { visitAsVisitor } from './utils/blocks';
import {
	setImageConsent,
	startVisionTestServer,
	type VisionTestSetup,
} from './utils/ai';
import { removeTestImage, writeTestImage } from './utils/media';

let ai: VisionTestSetup;
let imageFile: string;

test.describe( 'Cairn AI panel', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		ai = await startVisionTestServer( requestUtils );
		await setImageConsent( requestUtils, true );
		imageFile = writeTestImage( 'cairn-panel' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await ai.restore();
		await requestUtils.deleteAllMedia();
		removeTestImage( imageFile );
	} );

	test( 'Enhance writes the SEO title, the description and missing alt texts; the head shows them', async ( {
		admin,
		editor,
		page,
		requestUtils,
		browser,
	} ) => {
		const media = await requestUtils.uploadMedia( imageFile );
		await admin.createNewPost( { title: 'Cairns on the ridge' } );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Walkers pile stones to mark the way.' },
		} );
		await editor.insertBlock( {
			name: 'core/image',
			attributes: { id: media.id, url: media.source_url },
		} );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'tab', { name: 'Post' } ).click();
		// Open the panel whatever the user's stored preference says.
		await page.evaluate( () => {
			// `wp` is the editor's global; it has no type declarations here.
			const { data } = ( window as unknown as { wp: any } ).wp;
			const panel = 'cairn-post-ai/cairn-ai';
			if ( ! data.select( 'core/editor' ).isEditorPanelOpened( panel ) ) {
				data.dispatch( 'core/editor' ).toggleEditorPanelOpened( panel );
			}
		} );
		await expect(
			sidebar.getByRole( 'button', { name: 'Cairn AI' } )
		).toHaveAttribute( 'aria-expanded', 'true' );

		await sidebar
			.getByRole( 'button', { name: 'Enhance', exact: true } )
			.click();
		await expect(
			sidebar.getByRole( 'textbox', { name: 'SEO title' } )
		).toHaveValue( /title for search engines.*Cairns on the ridge/ );
		await expect(
			sidebar.getByRole( 'textbox', { name: 'Meta description' } )
		).toHaveValue(
			/meta description for search engines.*Walkers pile stones/
		);
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						// `wp` is the editor's global; it has no type declarations here.
						( window as unknown as { wp: any } ).wp.data
							.select( 'core/block-editor' )
							.getBlocks()[ 1 ].attributes.alt
				)
			)
			.toMatch( /alternative text of the attached image/ );
		await expect( sidebar.getByRole( 'alert' ) ).toHaveCount( 0 );

		await sidebar
			.getByRole( 'button', { name: 'Write an excerpt' } )
			.click();
		await expect
			.poll( () =>
				page.evaluate( () =>
					( window as unknown as { wp: any } ).wp.data
						.select( 'core/editor' )
						.getEditedPostAttribute( 'excerpt' )
				)
			)
			.toMatch( /excerpt of the post/ );

		const postId = await editor.publishPost();
		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/?p=${ postId }`
		);
		await expect( visitor ).toHaveTitle( /title for search engines/ );
		await expect(
			visitor.locator( 'meta[name="description"]' )
		).toHaveAttribute( 'content', /meta description for search engines/ );
		await visitor.context().close();
	} );

	test( "writes a video's chapters from its description and adds them to it @full", async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const file = path.join(
			os.tmpdir(),
			`cairn-chapters-${ Date.now() }.mp4`
		);
		const bytes = Buffer.alloc( 2000, 7 );
		bytes.writeUInt32BE( 24, 0 );
		bytes.write( 'ftypmp42', 4, 'latin1' );
		bytes.writeUInt32BE( 0, 12 );
		bytes.write( 'mp42isom', 16, 'latin1' );
		bytes.writeUInt32BE( 2000 - 24, 24 );
		bytes.write( 'mdat', 28, 'latin1' );
		fs.writeFileSync( file, bytes );
		const media = await requestUtils.uploadMedia( file );
		fs.rmSync( file, { force: true } );
		const { guid } = await requestUtils.rest< { guid: string } >( {
			method: 'POST',
			path: '/cairn/v1/videopress/meta',
			data: { id: media.id, assign_guid: true },
		} );
		await admin.createNewPost( { title: 'Ridge walk' } );
		await editor.insertBlock( {
			name: 'cairn/video',
			attributes: {
				id: media.id,
				guid,
				description: 'A walk.\n0:00 Car park\n2:10 The ridge',
			},
		} );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'tab', { name: 'Post' } ).click();
		await page.evaluate( () => {
			// `wp` is the editor's global; it has no type declarations here.
			const { data } = ( window as unknown as { wp: any } ).wp;
			const panel = 'cairn-post-ai/cairn-ai';
			if ( ! data.select( 'core/editor' ).isEditorPanelOpened( panel ) ) {
				data.dispatch( 'core/editor' ).toggleEditorPanelOpened( panel );
			}
		} );
		await sidebar.getByRole( 'button', { name: 'Write chapters' } ).click();
		// The test model echoes the prompt, whose content holds the lines.
		const list = sidebar.locator( '.cairn-post-ai__chapter-list li' );
		await expect( list ).toHaveText( [
			'00:00:00 Car park',
			'00:02:10 The ridge',
		] );
		await sidebar
			.getByRole( 'button', { name: 'Add to the video’s description' } )
			.click();
		await expect(
			sidebar.getByText( 'The chapters are in the video’s description.' )
		).toBeVisible();
		const listing = await requestUtils.rest< Record< string, unknown > >( {
			path: `/cairn/v1/videos/${ guid }/tracks`,
		} );
		expect( Object.keys( listing ) ).toContain( 'chapters' );
	} );
} );
