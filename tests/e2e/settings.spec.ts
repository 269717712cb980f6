/**
 * Settings → Cairn: keys are saved over REST, secrets are write-only, and
 * module switches persist.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { replaceServices } from './utils/settings';
import { setServices, startAiServer } from './utils/ai';

const SECRET = 'sk-e2e-never-shown-0123456789';

type SiteSettings = {
	cairn_services: Record< string, string >;
	cairn_secrets: Record< string, string >;
};

test.describe( 'Settings → Cairn', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await replaceServices( requestUtils, {}, { ai_api_key: '' } );
		await requestUtils.rest( {
			method: 'POST',
			path: '/cairn/v1/module/related-posts/active',
			data: { active: false },
		} );
	} );

	test( 'saves a secret without ever showing it again', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
		const ai = page.locator( '#cairn-ai' );
		await ai.getByLabel( 'Base URL' ).fill( 'http://127.0.0.1:9/v1' );
		await ai
			.getByLabel( 'The AI server runs on this machine or network' )
			.selectOption( '1' );
		await ai.getByLabel( 'Text model' ).fill( 'test-model' );
		await ai.getByLabel( 'API key' ).fill( SECRET );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.getByText( 'Settings saved.' ).first()
		).toBeVisible();

		await page.reload();
		await expect( ai.getByText( 'A key is set.' ) ).toBeVisible();
		await expect( ai.getByLabel( 'Text model' ) ).toHaveValue(
			'test-model'
		);
		expect( await page.content() ).not.toContain( SECRET );

		const settings = await requestUtils.rest< SiteSettings >( {
			path: '/wp/v2/settings',
		} );
		expect( settings.cairn_secrets.ai_api_key ).toBe(
			'__cairn_secret_set__'
		);
		expect( JSON.stringify( settings ) ).not.toContain( SECRET );

		// The editor learns that the AI service is configured, not the key.
		await admin.createNewPost();
		const editorData = await page.evaluate(
			() =>
				( window as unknown as { cairnEditorData: unknown } )
					.cairnEditorData
		);
		expect( editorData ).toMatchObject( { services: { ai: true } } );
		expect( JSON.stringify( editorData ) ).not.toContain( SECRET );
		expect( await page.content() ).not.toContain( SECRET );
	} );

	test( 'removes a secret @full', async ( { admin, page, requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { cairn_secrets: { ai_api_key: SECRET } },
		} );
		await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
		const ai = page.locator( '#cairn-ai' );
		await ai.getByRole( 'button', { name: 'Remove API key' } ).click();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.getByText( 'Settings saved.' ).first()
		).toBeVisible();

		const settings = await requestUtils.rest< SiteSettings >( {
			path: '/wp/v2/settings',
		} );
		expect( settings.cairn_secrets.ai_api_key ).toBe( '' );
	} );

	test( 'switches a module on, and it stays on @full', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
		const toggle = page
			.locator( '#cairn-modules' )
			.getByRole( 'checkbox', { name: 'Related Posts' } );
		await expect( toggle ).not.toBeChecked();
		await toggle.click();
		await expect( toggle ).toBeChecked();
		await expect
			.poll( async () => {
				const modules = await requestUtils.rest<
					Record< string, { activated: boolean } >
				>( { path: '/cairn/v1/module/all' } );
				return modules[ 'related-posts' ].activated;
			} )
			.toBe( true );

		await page.reload();
		await expect(
			page
				.locator( '#cairn-modules' )
				.getByRole( 'checkbox', { name: 'Related Posts' } )
		).toBeChecked();
	} );

	test( 'lists the AI server’s models and tests the connection task by task @full', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		const server = await startAiServer();
		try {
			await setServices(
				requestUtils,
				{
					ai_base_url: server.url,
					ai_model_text: 'test-model',
					ai_model_image: 'dall-e-none',
					ai_provider_text: 'openai',
					ai_provider_image: 'openai',
				},
				server.key
			);
			await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
			const ai = page.locator( '#cairn-ai' );

			// The model fields offer what the server lists, as a list.
			const vision = ai.getByRole( 'combobox', { name: 'Vision model' } );
			await expect( vision.locator( 'option' ) ).toHaveText( [
				'None',
				'test-audio',
				'test-image',
				'test-model',
				'test-slow',
				'Another model (type its name)…',
			] );

			// The test takes what is entered, saved or not.
			await ai
				.getByRole( 'combobox', { name: 'Audio model' } )
				.selectOption( 'Another model (type its name)…' );
			await ai
				.getByRole( 'textbox', { name: 'Audio model' } )
				.fill( 'whisper-none' );
			await ai
				.getByRole( 'combobox', { name: 'Audio provider' } )
				.selectOption( 'openai' );
			await ai.getByRole( 'button', { name: 'Test connection' } ).click();
			const results = ai.locator(
				'.cairn-settings__connection-test-results li'
			);
			await expect( results ).toHaveText( [
				'Text: Works Answered a short request.',
				'Vision: Not set up Not set up.',
				'Image: Does not work The server does not offer the model “dall-e-none”. Pick one of its models.',
				'Audio: Does not work The server does not offer the model “whisper-none”. Pick one of its models.',
			] );
		} finally {
			await server.stop();
		}
	} );
} );
