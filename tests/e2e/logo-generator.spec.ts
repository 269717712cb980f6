/**
 * The AI logo generator from the site-logo block's toolbar, against the
 * local OpenAI-compatible test server: a first prompt written from the site,
 * enhance, generate, accept; the logo is then the site logo and site icon a
 * visitor sees. The entry goes away when the AI block is hidden.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { readAi, setAi, useAiTestServer, type AiSetting } from './utils/ai';
import {
	blockValidity,
	insertFromInserter,
	visitAsVisitor,
} from './utils/blocks';

test.describe( 'AI logo generator', () => {
	useAiTestServer( test, {
		services: {
			ai_model_text: 'test-model',
			ai_provider_image: 'openai',
			ai_model_image: 'test-image',
		},
		features: { 'logo-generator': true },
	} );
	let before: AiSetting;

	// The free tier (value 0) has no logo generator: this site has a paid one.
	test.beforeAll( async ( { requestUtils } ) => {
		before = await readAi( requestUtils );
		await setAi( requestUtils, {
			...before,
			tier: 'ai-assistant-tier-unlimited',
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { site_logo: 0, site_icon: 0 },
		} );
		await requestUtils.deleteAllMedia();
		await requestUtils.deleteAllPosts();
	} );

	test( 'generates a logo and makes it the site logo and icon', async ( {
		admin,
		browser,
		editor,
		page,
		requestUtils,
	} ) => {
		await admin.createNewPost();
		await insertFromInserter( page, 'Site Logo' );
		await editor.canvas
			.getByRole( 'document', { name: 'Block: Site Logo' } )
			.click();
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Create a logo with AI' } )
			.click();

		const modal = page.getByRole( 'dialog', { name: 'AI Logo Generator' } );
		const prompt = modal.getByLabel( 'Describe your site:' );
		// The first prompt is written from the site's name and tagline.
		await expect( prompt ).toHaveValue( /^Echo: / );
		await expect( modal.getByText( /requests remaining\./ ) ).toBeVisible();

		await prompt.fill( 'A bakery in Lyon' );
		await modal.getByRole( 'button', { name: 'Enhance prompt' } ).click();
		await expect( prompt ).toHaveValue(
			/Improve the description[\s\S]*A bakery in Lyon/
		);

		await prompt.fill( 'A bakery in Lyon' );
		await modal.getByLabel( 'Style' ).selectOption( 'line-art' );
		await prompt.press( 'Enter' );
		const logo = modal.getByRole( 'img', { name: 'A bakery in Lyon' } );
		await expect( logo ).toBeVisible();
		// Shown from the image kept in the browser, not from a base64 text.
		await expect( logo ).toHaveAttribute( 'src', /^blob:/ );

		// Closed and opened again, the unsaved logo is read back from the
		// browser's IndexedDB and shown again.
		await modal
			.getByRole( 'button', { name: 'Close', exact: true } )
			.last()
			.click();
		await expect( modal ).toBeHidden();
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Create a logo with AI' } )
			.click();
		await expect( logo ).toBeVisible();
		await expect( logo ).toHaveAttribute( 'src', /^blob:/ );
		await expect( prompt ).toHaveValue( 'A bakery in Lyon' );
		await expect
			.poll( () =>
				logo.evaluate(
					( image: HTMLImageElement ) =>
						image.complete && image.naturalWidth > 0
				)
			)
			.toBe( true );

		await modal
			.getByRole( 'button', { name: 'Use as site logo and icon' } )
			.click();
		await expect(
			modal.getByText(
				'Your new logo is now the site logo and site icon.'
			)
		).toBeVisible();
		await expect( logo ).toHaveAttribute( 'src', /site-logo.*\.png$/ );

		const settings = await requestUtils.rest< {
			site_logo: number;
			site_icon: number;
		} >( { path: '/wp/v2/settings' } );
		expect( settings.site_logo ).toBeGreaterThan( 0 );
		expect( settings.site_icon ).toBe( settings.site_logo );
		const media = await requestUtils.rest< { source_url: string } >( {
			path: `/wp/v2/media/${ settings.site_logo }`,
		} );
		expect( media.source_url ).toMatch( /\/site-logo(-\d+)?\.png$/ );

		await modal
			.getByRole( 'button', { name: 'Close', exact: true } )
			.last()
			.click();
		await expect( modal ).toBeHidden();
		// The editor's own site-logo block shows the new logo at once.
		await expect(
			editor.canvas.locator( '.wp-block-site-logo img' )
		).toHaveAttribute( 'src', /site-logo/ );

		const postId = await editor.publishPost();
		await page.reload();
		for ( const block of await blockValidity( editor ) ) {
			expect( block.isValid ).toBe( true );
		}

		const visitor = await visitAsVisitor( browser, `/?p=${ postId }` );
		await expect(
			visitor.locator( '.wp-block-site-logo img' ).first()
		).toHaveAttribute( 'src', /site-logo/ );
		await expect(
			visitor.locator( 'link[rel="icon"]' ).first()
		).toHaveAttribute( 'href', /site-logo/ );
		await visitor.context().close();
	} );

	test( 'is not offered when the AI block is hidden @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await editor.insertBlock( { name: 'core/site-logo' } );
		await editor.canvas
			.getByRole( 'document', { name: 'Block: Site Logo' } )
			.click();
		const entry = page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Create a logo with AI' } );
		await expect( entry ).toBeVisible();
		try {
			await page.evaluate( () =>
				// `wp` is the editor's global; it has no type declarations here.
				( window as unknown as { wp: any } ).wp.data
					.dispatch( 'core/preferences' )
					.set( 'core', 'hiddenBlockTypes', [ 'cairn/ai-assistant' ] )
			);
			await expect( entry ).toHaveCount( 0 );
		} finally {
			await page.evaluate( () =>
				( window as unknown as { wp: any } ).wp.data
					.dispatch( 'core/preferences' )
					.set( 'core', 'hiddenBlockTypes', [] )
			);
		}
	} );
} );
