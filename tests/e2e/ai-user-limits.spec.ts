/**
 * Per-user AI limits in the editor: a contributor who has used up their
 * monthly requests is told which limit they reached, while an editor can
 * still use AI.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { insertFromInserter } from './utils/blocks';
import { logIn } from './utils/users';
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
 * Inserts an assistant into the post being edited and asks it something.
 *
 * @param page   The editor page.
 * @param prompt What to ask.
 * @return The new block (the last assistant of the post).
 */
async function ask( page: Page, prompt: string ) {
	await insertFromInserter( page, 'AI Assistant' );
	const block = page
		.frameLocator( '[name="editor-canvas"]' )
		.locator( `[data-type="${ BLOCK }"]` )
		.last();
	const input = block.getByRole( 'textbox', { name: 'Ask Cairn AI' } );
	await input.fill( prompt );
	await input.press( 'Enter' );
	return block;
}

test.describe( 'Per-user AI limits', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		server = await startAiServer();
		originalAi = await readAi( requestUtils );
		await setServices(
			requestUtils,
			{
				ai_base_url: server.url,
				ai_model_text: 'test-model',
				ai_provider_text: 'openai',
			},
			server.key
		);
		// Room in the site's budget; one request a month for contributors.
		await setAi( requestUtils, {
			free_limit: 10000,
			role_limits: { contributor: { hourly: 0, monthly: 1 } },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( originalAi ) {
			await setAi( requestUtils, originalAi );
		}
		await setServices( requestUtils, {} );
		await server?.stop();
	} );

	test( 'a contributor at their monthly limit sees which limit; an editor still uses AI @full', async ( {
		browser,
		requestUtils,
	} ) => {
		const stamp = Date.now();
		const password = 'limits-password';
		for ( const role of [ 'contributor', 'editor' ] ) {
			await requestUtils.createUser( {
				username: `${ role }-${ stamp }`,
				email: `${ role }-${ stamp }@example.org`,
				password,
				roles: [ role ],
			} );
		}

		const contributor = await logIn(
			browser,
			`contributor-${ stamp }`,
			password
		);
		try {
			// Both requests from one post: the limit is the user's, not the
			// post's.
			await contributor.admin.createNewPost();
			const first = await ask( contributor.page, 'Write about owls' );
			await expect(
				first.locator( '.wp-block-cairn-ai-assistant__content' )
			).toContainText( 'Echo:' );

			const second = await ask( contributor.page, 'Write about larks' );
			const notice = second.locator(
				'.wp-block-cairn-ai-assistant__error'
			);
			await expect( notice ).toContainText(
				'You have reached your limit of 1 AI request this month. It resets on'
			);
		} finally {
			await contributor.context.close();
		}

		const editor = await logIn( browser, `editor-${ stamp }`, password );
		try {
			await editor.admin.createNewPost();
			const block = await ask( editor.page, 'Write about herons' );
			await expect(
				block.locator( '.wp-block-cairn-ai-assistant__content' )
			).toContainText( 'Echo:' );
		} finally {
			await editor.context.close();
		}
	} );
} );
