/**
 * The Cairn AI panel of the post editor against the local OpenAI-compatible
 * test server: Enhance fills the SEO title, the meta description and the alt
 * text of an image that has none; the excerpt is written on demand; the
 * visitor's page carries the title and description in its head.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
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
} );
