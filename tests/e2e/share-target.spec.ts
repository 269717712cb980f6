/**
 * Share target: the post editor opened with a shared page's arguments starts
 * with quotes and an embed of the page; hostile arguments stay harmless
 * text; without a url nothing is filled. The Tools screen offers the
 * bookmarklet.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { blockValidity } from './utils/blocks';

const HOSTILE = `<script>alert("x")</script><img src=x onerror=alert(1)> "quoted" & 'single'`;

test.describe( 'Share target', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'fills a new post with harmless quotes and an embed from hostile arguments', async ( {
		admin,
		editor,
		page,
	} ) => {
		const dialogs: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			dialogs.push( dialog.message() );
			void dialog.dismiss();
		} );
		const query = new URLSearchParams( {
			url: 'https://example.org/shared-story',
			title: HOSTILE,
			text: HOSTILE,
			comment_content: 'A comment <b>not bold</b>',
			comment_author: '<i>Grace</i>',
		} );
		await admin.visitAdminPage( 'post-new.php', query.toString() );
		await editor.setPreferences( 'core/edit-post', {
			welcomeGuide: false,
		} );

		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'core/quote', isValid: true },
			{ name: 'core/quote', isValid: true },
			{ name: 'core/embed', isValid: true },
		] );
		const quotes = editor.canvas.locator( '[data-type="core/quote"]' );
		await expect( quotes.nth( 0 ) ).toContainText( HOSTILE );
		await expect( quotes.nth( 1 ) ).toContainText(
			'A comment <b>not bold</b>'
		);
		await expect( quotes.nth( 1 ) ).toContainText( '<i>Grace</i>' );
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Add title' } )
		).toHaveText( HOSTILE );
		const blocks = await editor.getBlocks();
		expect( blocks[ 2 ].attributes.url ).toBe(
			'https://example.org/shared-story'
		);
		// Nothing shared became markup: no element from the arguments, no script run.
		await expect( editor.canvas.locator( 'img[src="x"]' ) ).toHaveCount(
			0
		);
		await expect(
			editor.canvas.locator( '[data-type="core/quote"] b' )
		).toHaveCount( 0 );
		expect( dialogs ).toEqual( [] );
	} );

	test( 'fills nothing without a url @full', async ( { admin, editor } ) => {
		await admin.visitAdminPage(
			'post-new.php',
			new URLSearchParams( {
				title: 'No address',
				text: 'Quoted text',
			} ).toString()
		);
		expect( await editor.getBlocks() ).toEqual( [] );
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Add title' } )
		).toHaveText( '' );
	} );

	test( 'offers the bookmarklet on the Tools screen @full', async ( {
		admin,
		page,
	} ) => {
		await admin.visitAdminPage( 'tools.php' );
		const link = page.getByRole( 'link', { name: 'Share to this site' } );
		await expect( link ).toHaveAttribute( 'href', /^javascript:/ );
		await expect( page.locator( 'link[rel="manifest"]' ) ).toHaveAttribute(
			'href',
			/cairn\/v1\/share-target\/manifest/
		);
	} );
} );
