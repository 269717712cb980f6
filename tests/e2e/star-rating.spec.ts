/**
 * Star rating block: inserted from the inserter, rated by clicking, saved as
 * valid markup, and shown to visitors with the rating in words.
 */

/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import type { Editor } from '@wordpress/e2e-test-utils-playwright';

const BLOCK = 'cairn/star-rating';
const INVALID_WARNING = /contains unexpected or invalid content/;

/**
 * Inserts a block the way a person does: the inserter, a search, a click.
 *
 * @param page  The editor page.
 * @param title The block's title.
 */
async function insertFromInserter( page: Page, title: string ) {
	await page
		.getByRole( 'toolbar', { name: 'Document tools' } )
		.getByRole( 'button', { name: 'Block Inserter', exact: true } )
		.click();
	await page.getByRole( 'searchbox', { name: /Search/ } ).fill( title );
	await page
		.getByRole( 'option', { name: title, exact: true } )
		.first()
		.click();
}

/**
 * Whether every block in the editor passed validation.
 *
 * @param editor The editor fixture.
 * @return Each block's name and validity.
 */
async function blockValidity( editor: Editor ) {
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
async function visitAsVisitor( browser: Browser, url: string ) {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const visitor = await context.newPage();
	await visitor.goto( url );
	return visitor;
}

test.describe( 'Star rating block', () => {
	test( 'is rated by clicking, saves valid markup and shows the rating to visitors', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		await admin.createNewPost( { title: 'Star rating' } );
		await insertFromInserter( page, 'Star Rating' );

		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		await expect( block ).toBeVisible();
		await expect( block.getByText( '1 out of 5 stars' ) ).toBeAttached();

		// Tapping a star sets the rating; tapping it again takes half off.
		const fourth = block.getByRole( 'button', { name: 'Rate 4 out of 5' } );
		await fourth.click();
		await expect( block.getByText( '4 out of 5 stars' ) ).toBeAttached();
		await fourth.click();
		await expect( block.getByText( '3.5 out of 5 stars' ) ).toBeAttached();
		await expect(
			block.locator( '.wp-block-cairn-star-rating__symbol.is-half' )
		).toHaveCount( 1 );

		// The highest rating, from the sidebar.
		await editor.openDocumentSettingsSidebar();
		const highest = page.getByRole( 'spinbutton', {
			name: 'Highest rating',
		} );
		await highest.fill( '8' );
		await expect(
			block.getByRole( 'button', { name: /^Rate / } )
		).toHaveCount( 8 );
		await expect( block.getByText( '3.5 out of 8 stars' ) ).toBeAttached();
		await highest.fill( '5' );
		await expect(
			block.getByRole( 'button', { name: /^Rate / } )
		).toHaveCount( 5 );

		// The colour, from the editor's own colour tools.
		await page.getByRole( 'button', { name: 'Star color' } ).click();
		const picker = page.locator( '.components-popover' ).filter( {
			has: page.locator( '.components-circular-option-picker' ),
		} );
		await picker
			.locator( '.components-circular-option-picker__option' )
			.first()
			.click();
		await expect(
			block.locator( '.wp-block-cairn-star-rating__symbols' )
		).toHaveAttribute( 'style', /color:/ );
		await page.keyboard.press( 'Escape' );

		// The alignment, from the block toolbar (left by default).
		await expect( block ).toHaveClass( /has-text-align-left/ );
		await editor.clickBlockToolbarButton( 'Align text' );
		await page
			.getByRole( 'menuitemradio', { name: 'Align text center' } )
			.click();
		await expect( block ).toHaveClass( /has-text-align-center/ );

		// The keyboard works too: each star is a button.
		await block.getByRole( 'button', { name: 'Rate 2 out of 5' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( block.getByText( '2 out of 5 stars' ) ).toBeAttached();
		await block.getByRole( 'button', { name: 'Rate 4 out of 5' } ).click();
		await block.getByRole( 'button', { name: 'Rate 4 out of 5' } ).click();
		await expect( block.getByText( '3.5 out of 5 stars' ) ).toBeAttached();

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		// Reopened, the block is valid and keeps its rating.
		await admin.editPost( postId as number );
		const reopened = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		await expect(
			reopened.getByText( '3.5 out of 5 stars' )
		).toBeAttached();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: BLOCK, isValid: true },
		] );

		// Visitors get static stars and the rating in words.
		const post = await requestUtils.rest< { link: string } >( {
			path: `/wp/v2/posts/${ postId }`,
		} );
		const visitor = await visitAsVisitor( browser, post.link );
		const rating = visitor.locator( '.wp-block-cairn-star-rating' );
		await expect( rating ).toContainText( '3.5 out of 5' );
		await expect( rating ).toHaveClass( /has-text-align-center/ );
		await expect(
			rating.locator( '.wp-block-cairn-star-rating__symbols' )
		).toHaveAttribute( 'title', '3.5 out of 5 stars' );
		await expect(
			rating.locator( '.wp-block-cairn-star-rating__symbols' )
		).toHaveAttribute( 'style', /color:/ );
		await expect( rating.locator( 'svg' ) ).toHaveCount( 5 );
		await expect( rating.locator( 'svg.is-half' ) ).toHaveCount( 1 );
		await expect( rating.locator( 'button, script' ) ).toHaveCount( 0 );
		await visitor.context().close();
	} );
} );
