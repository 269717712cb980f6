/**
 * AI Assistant block against the local OpenAI-compatible test server, set up
 * through Settings → Cairn as a site owner does: a prompt streams in, Accept
 * turns it into real blocks that are saved valid and shown to visitors, Stop
 * aborts the provider call, an exhausted budget shows the upgrade prompt, and
 * with no provider the server's message names the setting to fill in.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import type { Admin } from './utils/test';
import {
	blockValidity,
	insertFromInserter,
	INVALID_WARNING,
	visitAsVisitor,
} from './utils/blocks';
import {
	readAi,
	setAi,
	setServices,
	startAiServer,
	type AiSetting,
	type OpenAiServer,
} from './utils/ai';

const BLOCK = 'cairn/ai-assistant';
let server: OpenAiServer;
let originalAi: AiSetting | undefined;

/**
 * Points the AI provider at the test server with a text model, through the
 * settings page UI.
 *
 * @param admin The admin fixture.
 * @param page  The page.
 * @param model The text model.
 */
async function setProvider( admin: Admin, page: Page, model: string ) {
	await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
	const ai = page.locator( '#cairn-ai' );
	// The server's URL already ends in /v1; a base URL is written with it.
	await ai
		.getByLabel( 'Base URL' )
		.fill( `${ server.url.replace( /\/v1\/?$/, '' ) }/v1` );
	// The test server runs on 127.0.0.1: a local AI server.
	await ai
		.getByLabel( 'The AI server runs on this machine or network' )
		.selectOption( '1' );
	// The server requires its key, as a real provider does.
	const replace = ai.getByRole( 'button', { name: 'Replace API key' } );
	if ( await replace.isVisible() ) {
		await replace.click();
	}
	await ai.getByRole( 'textbox', { name: 'API key' } ).fill( server.key );
	const save = page.getByRole( 'button', { name: 'Save settings' } );
	await save.click();
	await expect( page.getByText( 'Settings saved.' ).first() ).toBeVisible();
	// Once saved, the page lists the server's models: the owner picks one.
	await ai
		.getByRole( 'combobox', { name: 'Text model' } )
		.selectOption( model );
	await Promise.all( [
		page.waitForResponse(
			( response ) =>
				/wp\/v2\/settings/.test(
					decodeURIComponent( response.url() )
				) &&
				response.request().method() === 'POST' &&
				response.ok()
		),
		save.click(),
	] );
}

/**
 * Opens a new post and inserts the assistant from the inserter.
 *
 * @param admin The admin fixture.
 * @param page  The page.
 * @return The prompt input.
 */
async function openAssistant( admin: Admin, page: Page ) {
	await admin.createNewPost();
	await insertFromInserter( page, 'AI Assistant' );
	const canvas = page.frameLocator( '[name="editor-canvas"]' );
	const block = canvas.locator( `[data-type="${ BLOCK }"]` );
	await expect( block ).toBeVisible();
	return block;
}

test.describe( 'AI Assistant block', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		server = await startAiServer();
		originalAi = await readAi( requestUtils );
		// Other specs spend this month's budget too; start with room.
		await setAi( requestUtils, { free_limit: 10000 } );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( originalAi ) {
			await setAi( requestUtils, originalAi );
		}
		await setServices( requestUtils, {} );
		await server?.stop();
	} );

	test( 'streams an answer, accepts it as blocks, and saves valid content', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		await setProvider( admin, page, 'test-model' );
		const block = await openAssistant( admin, page );
		const prompt = block.getByRole( 'textbox', { name: 'Ask Cairn AI' } );
		await expect(
			block.getByRole( 'button', { name: 'Generate' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await prompt.fill( 'Write about owls at night' );
		await block.getByRole( 'button', { name: 'Generate' } ).click();

		const answer = block.locator( '.wp-block-cairn-ai-assistant__content' );
		await expect( answer ).toContainText( 'Echo:' );
		await expect( answer ).toContainText( 'owls at night' );
		const accept = block.getByRole( 'button', {
			name: 'Accept',
			exact: true,
		} );
		// Focus moves to Accept once the answer is complete.
		await expect( accept ).toBeFocused();
		const text = ( await answer.innerText() ).trim();
		await accept.click();

		await expect(
			editor.canvas.locator( `[data-type="${ BLOCK }"]` )
		).toHaveCount( 0 );
		const paragraph = editor.canvas.locator(
			'[data-type="core/paragraph"]'
		);
		await expect( paragraph.first() ).toContainText( 'Echo:' );

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();
		await admin.editPost( postId as number );
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		const blocks = await blockValidity( editor );
		expect( blocks.length ).toBeGreaterThan( 0 );
		expect( blocks.every( ( { isValid } ) => isValid ) ).toBe( true );
		expect( blocks.map( ( { name } ) => name ) ).not.toContain( BLOCK );

		const post = await requestUtils.rest< { link: string } >( {
			path: `/wp/v2/posts/${ postId }`,
		} );
		const visitor = await visitAsVisitor( browser, post.link );
		await expect(
			visitor
				.locator( '.entry-content p, .wp-block-post-content p' )
				.first()
		).toContainText( text.split( '\n' )[ 0 ] );
		await visitor.context().close();
	} );

	test( 'shows the text as it streams in, and Stop aborts the provider call @full', async ( {
		admin,
		page,
	} ) => {
		await setProvider( admin, page, 'test-slow' );
		const block = await openAssistant( admin, page );
		await block
			.getByRole( 'textbox', { name: 'Ask Cairn AI' } )
			.fill( 'Write slowly' );
		const abortedBefore = server.stats().aborted;
		await block
			.getByRole( 'textbox', { name: 'Ask Cairn AI' } )
			.press( 'Enter' );

		const stop = block.getByRole( 'button', { name: 'Stop' } );
		const answer = block.locator( '.wp-block-cairn-ai-assistant__content' );
		// Partial text arrives while the request is still running.
		await expect( answer ).toContainText( 'word2' );
		await expect( stop ).toBeVisible();
		await expect( answer ).not.toContainText( 'word150' );
		await expect(
			block.getByRole( 'textbox', { name: 'Ask Cairn AI' } )
		).toBeDisabled();

		await stop.click();
		await expect( stop ).toHaveCount( 0 );
		// The browser closed the stream; the site must abort the provider call.
		await expect
			.poll( () => server.stats().aborted, { timeout: 15_000 } )
			.toBeGreaterThan( abortedBefore );
		// The text so far is kept, and the prompt too.
		await expect( answer ).toContainText( 'word1' );
		await expect(
			block.getByRole( 'textbox', { name: 'Ask Cairn AI' } )
		).toHaveValue( 'Write slowly' );
	} );

	test( 'an exhausted budget shows the upgrade prompt for the next tier @full', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await setProvider( admin, page, 'test-model' );
		const block = await openAssistant( admin, page );
		const prompt = block.getByRole( 'textbox', { name: 'Ask Cairn AI' } );
		await prompt.fill( 'First request' );
		await prompt.press( 'Enter' );
		await expect(
			block.locator( '.wp-block-cairn-ai-assistant__content' )
		).toContainText( 'Echo:' );

		await setAi( requestUtils, { free_limit: 1 } );
		await prompt.fill( 'One more, please' );
		await prompt.press( 'Enter' );

		await expect( block ).toContainText(
			'Upgrade now to increase your requests limit to 100.'
		);
		await expect( block ).toContainText(
			'Error: You have reached the limit of requests for this site.'
		);
		// One upgrade action for one state: the next-tier prompt's.
		await expect(
			block.getByRole( 'link', { name: /Upgrade/ } )
		).toHaveCount( 1 );
		await expect(
			block.getByRole( 'link', { name: 'Upgrade', exact: true } )
		).toBeVisible();
		await expect(
			block.getByRole( 'button', { name: 'Generate' } )
		).toHaveCount( 0 );
		// Nothing the user wrote is lost.
		await expect( prompt ).toHaveValue( 'One more, please' );
	} );

	test( 'with no AI provider configured, the block names the setting before anything is typed @full', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		// No base URL and no text model: nothing can write text.
		await setServices( requestUtils, {
			ai_base_url: '',
			ai_model_text: '',
		} );
		const block = await openAssistant( admin, page );
		const banner = block.locator( '.cairn-connect-banner' );
		await expect( banner ).toContainText(
			'No AI provider can write text.'
		);
		await expect( banner ).toContainText( 'Text model' );
		await expect(
			banner.getByRole( 'link', { name: 'Set up an AI provider' } )
		).toHaveAttribute(
			'href',
			/options-general\.php\?page=cairn#cairn-ai$/
		);
		await expect(
			block.getByRole( 'textbox', { name: 'Ask Cairn AI' } )
		).toHaveCount( 0 );
	} );

	test( 'a provider that refuses the key: the server message names the setting and Open AI settings for the administrator @full', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		// The test before spent the budget; this one is about the provider.
		await setAi( requestUtils, { free_limit: 10000 } );
		// Set up, as far as the site can tell: the provider refuses the key.
		await setServices( requestUtils, {
			ai_base_url: server.url,
			ai_model_text: 'test-error-401',
			ai_provider_text: 'openai',
		} );
		const block = await openAssistant( admin, page );
		const prompt = block.getByRole( 'textbox', { name: 'Ask Cairn AI' } );
		await prompt.fill( 'Write about owls' );
		await prompt.press( 'Enter' );

		const notice = block.locator( '.wp-block-cairn-ai-assistant__error' );
		await expect( notice ).toContainText(
			'The AI provider refused the API key.'
		);
		await expect( notice ).toContainText( 'API key' );
		await expect( notice ).not.toContainText( 'sk-wrong' );
		await expect(
			notice.getByRole( 'link', { name: 'Open AI settings' } )
		).toHaveAttribute(
			'href',
			/options-general\.php\?page=cairn#cairn-ai$/
		);
		// Retrying cannot help until the setting is changed.
		await expect(
			block.getByRole( 'button', { name: 'Retry' } )
		).toHaveCount( 0 );
		await expect( prompt ).toHaveValue( 'Write about owls' );
	} );
} );
