/**
 * What every block's browser test does: insert the block as a person does,
 * check that saved blocks stay valid, and look at the page as a visitor.
 */

/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type {
	Editor,
	RequestUtils,
} from '@wordpress/e2e-test-utils-playwright';

/** The editor's warning on a block whose saved markup does not validate. */
export const INVALID_WARNING = /contains unexpected or invalid content/;

/**
 * Inserts a block the way a person does: the inserter, a search, a click.
 *
 * @param page  The editor page.
 * @param title The block's title.
 */
export async function insertFromInserter( page: Page, title: string ) {
	const toggle = page
		.getByRole( 'toolbar', { name: 'Document tools' } )
		.getByRole( 'button', { name: 'Block Inserter', exact: true } );
	// The inserter stays open after an insertion (below): a second click
	// would close it.

	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await page.getByRole( 'searchbox', { name: /Search/ } ).fill( title );
	// The search results' own list: an option clicked in the browsing lists
	// just before the results replace them is lost with them.
	await page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option', { name: title, exact: true } )
		.first()
		.click();
	// The inserter stays open: the block under the pointer would show its
	// hover preview over the canvas, in the way of the next click.
	await page.mouse.move( 0, 0 );
}

/**
 * Each top-level block in the editor, with whether it passed validation,
 * once the editor holds the post's blocks.
 *
 * @param editor The editor fixture.
 * @return Each block's name and validity.
 */
export async function blockValidity( editor: Editor ) {
	// After a reload the editor parses the post a moment after the page loads.
	await editor.page.waitForFunction(
		() =>
			// `wp` is the editor's global; it has no type declarations here.
			( window as unknown as { wp?: any } ).wp?.data
				?.select( 'core/block-editor' )
				.getBlocks().length > 0
	);
	return editor.page.evaluate( () => {
		// `wp` is the editor's global; it has no type declarations here.
		const { data } = ( window as unknown as { wp: any } ).wp;
		return (
			data.select( 'core/block-editor' ).getBlocks() as Array< {
				name: string;
				isValid: boolean;
			} >
		 ).map( ( { name, isValid } ) => ( { name, isValid } ) );
	} );
}

/**
 * Opens a URL as a visitor: a fresh browser context, without the admin's
 * cookies.
 *
 * @param browser The browser.
 * @param url     The page's address.
 * @return The visitor's page; close its context when done.
 */
export async function visitAsVisitor( browser: Browser, url: string ) {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const visitor = await context.newPage();
	await visitor.goto( url );
	return visitor;
}

/**
 * Chooses which block stages the inserter offers (Settings → Cairn →
 * Blocks), keeping the other service settings. A later replaceServices()
 * (utils/settings.ts) empties it, so call it after those.
 *
 * @param requestUtils The request utils fixture.
 * @param stages       '' for stable blocks only, 'beta', or 'experimental'.
 */
export async function allowBlockStages(
	requestUtils: RequestUtils,
	stages: '' | 'beta' | 'experimental' = 'beta'
) {
	const settings = await requestUtils.rest< {
		cairn_services: Record< string, string > | null;
	} >( { path: '/wp/v2/settings' } );
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: {
			cairn_services: {
				...( settings.cairn_services ?? {} ),
				block_stages: stages,
			},
		},
	} );
}
