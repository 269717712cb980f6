/**
 * Markdown block: inserted from the inserter, written in a plain field,
 * previewed, saved as valid markup, and shown to visitors sanitized. The
 * Markdown library loads only once the block is used.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import {
	blockValidity,
	insertFromInserter,
	INVALID_WARNING,
	visitAsVisitor,
} from './utils/blocks';

const BLOCK = 'cairn/markdown';
const PLACEHOLDER = 'Write your _Markdown_ **here**…';
const LAZY_CHUNK = /\/wp-content\/plugins\/cairn\/build\/chunks\//;

const SOURCE = [
	'## Hello visitors',
	'',
	'Some *emphasis*, **strong** words and a [link](https://example.org/).',
	'',
	'- one',
	'- two',
	'',
	'Run `npm start`.',
	'',
	'<script>window.cairnInjected = "script";</script>',
	'',
	'<img src="/nowhere.png" alt="broken" onerror="window.cairnInjected = \'onerror\'">',
	'',
	'[bad](javascript:window.cairnInjected=1) <a href="javascript:void(window.cairnInjected=2)">bad html link</a>',
].join( '\n' );

/**
 * The block toolbar's Markdown / Preview toggle (the editor's top bar has a
 * Preview button of its own, and the block switcher bears the block's title).
 *
 * @param page The editor page.
 * @param name 'Markdown' or 'Preview'.
 * @return The button.
 */
function modeButton( page: Page, name: 'Markdown' | 'Preview' ) {
	// The block switcher is also named "Markdown"; the toggle is the one
	// with a pressed state.
	return page
		.getByRole( 'toolbar', { name: 'Block tools' } )
		.getByRole( 'button', { name, exact: true } )
		.and( page.locator( '[aria-pressed]' ) );
}

/**
 * Checks what a visitor sees of a Markdown block: the rendered heading, and
 * none of the injected script, handler or `javascript:` link.
 *
 * @param visitor The visitor's page.
 */
async function expectSafeRendering( visitor: Page ) {
	const markdown = visitor.locator( '.wp-block-cairn-markdown' );
	await expect(
		markdown.getByRole( 'heading', { level: 2, name: 'Hello visitors' } )
	).toBeVisible();
	await expect( markdown.locator( 'script' ) ).toHaveCount( 0 );
	await expect( markdown.locator( '[onerror], [onclick]' ) ).toHaveCount( 0 );
	await expect( markdown.locator( 'a[href^="javascript" i]' ) ).toHaveCount(
		0
	);
	expect(
		await visitor.evaluate(
			() =>
				( window as unknown as { cairnInjected?: unknown } )
					.cairnInjected
		)
	).toBeUndefined();
}

test.describe( 'Markdown block', () => {
	test( 'is written, previewed, saved valid and shown to visitors sanitized', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		const chunkRequests: string[] = [];
		page.on( 'request', ( request ) => {
			if ( LAZY_CHUNK.test( request.url() ) ) {
				chunkRequests.push( request.url() );
			}
		} );

		await admin.createNewPost( { title: 'Markdown' } );
		// The editor is open, and the Markdown library has not been loaded.
		await expect(
			page.getByRole( 'region', { name: 'Editor top bar' } )
		).toBeVisible();
		expect( chunkRequests ).toEqual( [] );

		await insertFromInserter( page, 'Markdown' );
		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		const source = block.getByRole( 'textbox', { name: 'Markdown' } );
		await expect( source ).toBeVisible();
		await expect( source ).toHaveAttribute( 'placeholder', PLACEHOLDER );

		await source.fill( SOURCE );

		// Preview shows the rendered, sanitized Markdown.
		await modeButton( page, 'Preview' ).click();
		await expect(
			block.getByRole( 'heading', { level: 2, name: 'Hello visitors' } )
		).toBeVisible();
		await expect( block.locator( 'em' ) ).toHaveText( 'emphasis' );
		await expect( block.locator( 'li' ) ).toHaveText( [ 'one', 'two' ] );
		await expect( block.locator( 'script, [onerror]' ) ).toHaveCount( 0 );
		await expect( source ).toBeHidden();
		// Only now, with the block in use, has the library been fetched.
		expect( chunkRequests.length ).toBeGreaterThan( 0 );

		// Back to the source with the toolbar.
		await modeButton( page, 'Markdown' ).click();
		await expect( source ).toHaveValue( SOURCE );

		// Selecting the block again returns it to editor mode.
		await modeButton( page, 'Preview' ).click();
		await expect( source ).toBeHidden();
		await editor.canvas
			.getByRole( 'textbox', { name: 'Add title' } )
			.click();
		await block.getByRole( 'heading', { level: 2 } ).click();
		await expect( source ).toBeVisible();
		await expect( source ).toHaveValue( SOURCE );

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		// Reopened, the block is valid and keeps its source.
		await admin.editPost( postId as number );
		const reopened = editor.canvas
			.locator( `[data-type="${ BLOCK }"]` )
			.getByRole( 'textbox', { name: 'Markdown' } );
		await expect( reopened ).toHaveValue( SOURCE );
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: BLOCK, isValid: true },
		] );
		// Opening the post does not change it, even once the renderer has
		// loaded and the preview has been shown.
		await reopened.click();
		await modeButton( page, 'Preview' ).click();
		await expect(
			editor.canvas.getByRole( 'heading', {
				level: 2,
				name: 'Hello visitors',
			} )
		).toBeVisible();
		expect(
			await page.evaluate( () =>
				// `wp` is the editor's global; it has no type declarations here.
				( window as unknown as { wp: any } ).wp.data
					.select( 'core/editor' )
					.isEditedPostDirty()
			)
		).toBe( false );

		// Visitors get the rendered Markdown without the injected code.
		const post = await requestUtils.rest< { link: string } >( {
			path: `/wp/v2/posts/${ postId }`,
		} );
		const visitor = await visitAsVisitor( browser, post.link );
		await expectSafeRendering( visitor );
		const markdown = visitor.locator( '.wp-block-cairn-markdown' );
		await expect( markdown.locator( 'strong' ) ).toHaveText( 'strong' );
		await expect( markdown.locator( 'code' ) ).toHaveText( 'npm start' );
		await expect(
			markdown.getByRole( 'link', { name: 'link', exact: true } )
		).toHaveAttribute( 'href', 'https://example.org/' );
		await visitor.context().close();
	} );

	test( 'Backspace in an empty source removes the block @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await insertFromInserter( page, 'Markdown' );
		const source = editor.canvas
			.locator( `[data-type="${ BLOCK }"]` )
			.getByRole( 'textbox', { name: 'Markdown' } );
		await source.click();
		await page.keyboard.type( 'a' );
		await page.keyboard.press( 'Backspace' );
		// The first Backspace only emptied the source.
		await expect( source ).toHaveValue( '' );
		await page.keyboard.press( 'Backspace' );
		await expect(
			editor.canvas.locator( `[data-type="${ BLOCK }"]` )
		).toHaveCount( 0 );
	} );

	test( 'hand-edited content cannot put a script in front of visitors', async ( {
		browser,
		requestUtils,
	} ) => {
		// Saved as an administrator (unfiltered HTML), as the code editor or
		// an import could: the server's render filter must still clean it.
		const post = await requestUtils.rest< { link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Hand-edited Markdown',
				status: 'publish',
				content: [
					'<!-- wp:cairn/markdown {"source":"## Hello visitors"} -->',
					'<div class="wp-block-cairn-markdown"><h2>Hello visitors</h2>',
					'<script>window.cairnInjected = "script";</script>',
					'<img src="/nowhere.png" alt="broken" onerror="window.cairnInjected = \'onerror\'">',
					'<a href="javascript:void(window.cairnInjected=2)">bad link</a></div>',
					'<!-- /wp:cairn/markdown -->',
				].join( '\n' ),
			},
		} );
		const visitor = await visitAsVisitor( browser, post.link );
		// The block is there, its safe parts kept.
		await expect(
			visitor.locator( '.wp-block-cairn-markdown' )
		).toHaveCount( 1 );
		await expect(
			visitor.locator( '.wp-block-cairn-markdown img[alt="broken"]' )
		).toHaveCount( 1 );
		await expectSafeRendering( visitor );
		await visitor.context().close();
	} );
} );
