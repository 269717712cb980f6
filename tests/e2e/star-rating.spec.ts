/**
 * Star rating block: inserted from the inserter, rated by clicking, saved as
 * valid markup without words, and shown to visitors with the rating in words
 * that the server adds in the site's language.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	blockValidity,
	insertFromInserter,
	INVALID_WARNING,
	visitAsVisitor,
} from './utils/blocks';

const BLOCK = 'cairn/star-rating';
const FIXTURES = path.join( __dirname, '../../src/star-rating/test/fixtures' );

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

		// The saved markup holds numbers and classes, never words: they would
		// be in the language of whoever saved the post.
		const post = await requestUtils.rest< {
			link: string;
			content: { raw: string };
		} >( {
			path: `/wp/v2/posts/${ postId }`,
			params: { context: 'edit' },
		} );
		expect( post.content.raw ).toContain(
			'<span class="wp-block-cairn-star-rating__label"></span>'
		);
		expect( post.content.raw ).not.toContain( 'out of' );
		expect( post.content.raw ).not.toContain( 'title=' );

		// Visitors get static stars and the rating in words, from the server.
		const visitor = await visitAsVisitor( browser, post.link );
		const rating = visitor.locator( '.wp-block-cairn-star-rating' );
		await expect( rating ).toContainText( '3.5 out of 5' );
		await expect(
			rating.locator( '.wp-block-cairn-star-rating__label' )
		).toHaveText( '3.5 out of 5 stars' );
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

	test( "a post saved with the words in another language opens valid and shows the site's words", async ( {
		admin,
		editor,
		browser,
		requestUtils,
	} ) => {
		// Markup as the first version saved it, by an editor working in French.
		const content = readFileSync(
			path.join(
				FIXTURES,
				'cairn__star-rating__deprecated-1__other-language.html'
			),
			'utf8'
		);
		const post = await requestUtils.rest< { id: number; link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Star rating saved in French',
				content,
				status: 'publish',
			},
		} );

		// Visitors get the site's words, not the saved French ones.
		const visitor = await visitAsVisitor( browser, post.link );
		const rating = visitor.locator( '.wp-block-cairn-star-rating' );
		await expect(
			rating.locator( '.wp-block-cairn-star-rating__label' )
		).toHaveText( '3.5 out of 6 stars' );
		await expect(
			rating.locator( '.wp-block-cairn-star-rating__symbols' )
		).toHaveAttribute( 'title', '3.5 out of 6 stars' );
		await expect( rating ).not.toContainText( 'étoiles' );
		await visitor.context().close();

		// An editor working in English opens it without an invalid block.
		await admin.editPost( post.id );
		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		await expect( block.getByText( '3.5 out of 6 stars' ) ).toBeAttached();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: BLOCK, isValid: true },
		] );
	} );
} );
