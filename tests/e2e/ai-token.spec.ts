/**
 * The AI token does not outlive the login in the browser: the editor caches
 * the token it was given when it first asks the AI, and logging out both
 * forgets it and ends it on the server.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { aiQuery, useAiTestServer, userPrompt } from './utils/ai';
import { insertFromInserter } from './utils/blocks';
import { logIn } from './utils/users';

/** Where the editor caches its token (AI_TOKEN_STORAGE_KEY). */
const STORAGE_KEY = 'cairn-ai-jwt';

test.describe( 'AI token in the browser', () => {
	useAiTestServer( test, {
		services: { ai_model_text: 'test-model' },
		features: { 'ai-assistant': true },
	} );

	test( 'logging out forgets the token the editor cached, which no longer works @full', async ( {
		browser,
		requestUtils,
	} ) => {
		const username = `token-author-${ Date.now() }`;
		const password = 'token-author-password';
		await requestUtils.createUser( {
			username,
			email: `${ username }@example.org`,
			password,
			roles: [ 'author' ],
		} );
		const { context, page, admin } = await logIn(
			browser,
			username,
			password
		);
		try {
			// The author asks the AI once: the editor gets a token and caches it.
			await admin.createNewPost();
			await insertFromInserter( page, 'AI Assistant' );
			const block = page
				.frameLocator( '[name="editor-canvas"]' )
				.locator( '[data-type="cairn/ai-assistant"]' );
			await block
				.getByRole( 'textbox', { name: 'Ask Cairn AI' } )
				.fill( 'Write about owls' );
			await block.getByRole( 'button', { name: 'Generate' } ).click();
			await expect(
				block.locator( '.wp-block-cairn-ai-assistant__content' )
			).toContainText( 'owls' );

			const cached = await page.evaluate(
				( key ) => window.localStorage.getItem( key ),
				STORAGE_KEY
			);
			expect( cached ).not.toBeNull();
			const { token } = JSON.parse( cached as string ) as {
				token: string;
			};
			// The cached token is the one the site gave: it works.
			const before = await aiQuery( token, {
				messages: userPrompt( 'Still there?' ),
				stream: false,
			} );
			expect( before.status ).toBe( 200 );

			// Log out through the admin bar's link, as a user does.
			await page.goto( '/wp-admin/' );
			const logout = await page
				.locator( '#wp-admin-bar-logout a' )
				.evaluate( ( link ) => ( link as HTMLAnchorElement ).href );
			await page.goto( logout );
			await page.waitForURL( /loggedout=true/ );

			expect(
				await page.evaluate(
					( key ) => window.localStorage.getItem( key ),
					STORAGE_KEY
				)
			).toBeNull();
			// And the token ended with the login.
			const after = await aiQuery( token, {
				messages: userPrompt( 'Still there?' ),
				stream: false,
			} );
			expect( after.status ).toBe( 401 );
		} finally {
			await context.close();
		}
	} );
} );
