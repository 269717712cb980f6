/**
 * Logging in as another user, in a browser context of their own.
 */

/**
 * External dependencies
 */
import type { Browser } from '@playwright/test';

/**
 * WordPress dependencies
 */
import {
	expect,
	Admin,
	Editor,
	PageUtils,
} from '@wordpress/e2e-test-utils-playwright';

/**
 * Logs a user in through the login form, in a fresh browser context (no
 * admin cookies). Close the returned context when done.
 *
 * @param browser  The browser.
 * @param username User name.
 * @param password Password.
 * @return The context, its page and the editor helpers for that page.
 */
export async function logIn(
	browser: Browser,
	username: string,
	password: string
) {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	const user = page.getByLabel( 'Username or Email Address' );
	// The login page focuses and selects the username field 200 ms after it
	// loads: typing before then can land in it. Wait for that focus first.
	await expect( user ).toBeFocused();
	await user.fill( username );
	await page.getByLabel( 'Password', { exact: true } ).fill( password );
	await expect( user ).toHaveValue( username );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await page.waitForURL( /\/wp-admin\// );
	const editor = new Editor( { page } );
	const admin = new Admin( {
		page,
		pageUtils: new PageUtils( { page } ),
		editor,
	} );
	return { context, page, editor, admin };
}
