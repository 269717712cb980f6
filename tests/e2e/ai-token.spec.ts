/**
 * The AI token does not outlive the login in the browser: logging out
 * forgets the token the editor cached in local storage.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { logIn } from './utils/users';

test.describe( 'AI token in the browser', () => {
	test( 'logging out forgets the cached AI token', async ( {
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
		const { context, page } = await logIn( browser, username, password );
		try {
			// What the editor caches after asking for a token.
			await page.evaluate( () =>
				window.localStorage.setItem(
					'cairn-ai-jwt',
					JSON.stringify( {
						token: 'a.b.c',
						expire: Date.now() + 1e5,
					} )
				)
			);

			// Log out through the admin bar's link, as a user does.
			const logout = await page
				.locator( '#wp-admin-bar-logout a' )
				.evaluate( ( link ) => ( link as HTMLAnchorElement ).href );
			await page.goto( logout );
			await page.waitForURL( /loggedout=true/ );

			expect(
				await page.evaluate( () =>
					window.localStorage.getItem( 'cairn-ai-jwt' )
				)
			).toBeNull();
		} finally {
			await context.close();
		}
	} );
} );
