/**
 * Image helpers against the local OpenAI-compatible test server: an
 * administrator allows images to be sent once, then 'Generate alt text' and
 * 'Generate caption' fill an uploaded image's fields. The test server cannot
 * download from the test site (127.0.0.1), so each answer proves the second
 * try sent the image's bytes. Saved valid, and the visitor gets the alt text.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { blockValidity, INVALID_WARNING, visitAsVisitor } from './utils/blocks';
import {
	setImageConsent,
	startVisionTestServer,
	type VisionTestSetup,
} from './utils/ai';
import { removeTestImage, writeTestImage } from './utils/media';

let ai: VisionTestSetup;
let imageFile: string;

test.describe( 'Image helpers', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		ai = await startVisionTestServer( requestUtils );
		// Nobody has decided yet: the administrator is asked.
		await setImageConsent( requestUtils, 'forget' );
		imageFile = writeTestImage( 'cairn-ridge' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await ai.restore();
		await requestUtils.deleteAllMedia();
		removeTestImage( imageFile );
	} );

	test( 'writes alt text and a caption for an uploaded image, after the administrator allows it', async ( {
		admin,
		editor,
		page,
		requestUtils,
		browser,
	} ) => {
		const media = await requestUtils.uploadMedia( imageFile );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/image',
			attributes: { id: media.id, url: media.source_url },
		} );
		const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );

		const asked = Date.now();
		await toolbar
			.getByRole( 'button', { name: 'Generate alt text' } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Send images to the AI provider?',
		} );
		await expect( dialog ).toContainText( '127.0.0.1' );
		await dialog
			.getByRole( 'button', { name: 'Allow', exact: true } )
			.click();

		await editor.openDocumentSettingsSidebar();
		const alt = page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'textbox', { name: 'Alternative text' } );
		await expect( alt ).toHaveValue(
			/alternative text of the attached image.*\[image: image\/png data\]$/
		);
		// A figure, not an assertion: it depends on the machine.
		console.log(
			`[image-helpers] alt text filled ${ Date.now() - asked } ms after the click`
		);

		await toolbar
			.getByRole( 'button', { name: 'Generate caption' } )
			.click();
		const canvas = page.frameLocator( '[name="editor-canvas"]' );
		await expect( canvas.locator( 'figcaption' ) ).toContainText(
			'caption for the attached image'
		);

		// Undo takes the caption back, as any edit.
		await page.keyboard.press( 'ControlOrMeta+z' );
		await expect( canvas.locator( 'figcaption' ) ).not.toContainText(
			'caption for the attached image'
		);
		await page.keyboard.press( 'ControlOrMeta+Shift+z' );
		await expect( canvas.locator( 'figcaption' ) ).toContainText(
			'caption for the attached image'
		);

		const postId = await editor.publishPost();
		await page.reload();
		await expect( canvas.getByText( INVALID_WARNING ) ).toHaveCount( 0 );
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'core/image', isValid: true },
		] );

		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/?p=${ postId }`
		);
		await expect(
			visitor.getByRole( 'img', {
				name: /alternative text of the attached image/,
			} )
		).toBeVisible();
		await visitor.context().close();
	} );
} );
