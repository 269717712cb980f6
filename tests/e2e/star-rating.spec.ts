/**
 * Star rating block: inserted from the inserter, rated by clicking, saved as
 * its attributes only, and rendered for visitors by the server: the stars
 * and the rating in words in the site's language. Posts saved with earlier
 * markup open valid and render the same way.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';

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
import { logIn } from './utils/users';

const BLOCK = 'cairn/star-rating';
const FIXTURES = path.join( __dirname, '../../src/star-rating/test/fixtures' );
const SYMBOL = '.wp-block-cairn-star-rating__symbol';

/**
 * The fill class of each star a visitor sees, in order.
 *
 * @param rating The block on the visitor's page.
 * @return For example `[ 'is-full', 'is-half', 'is-empty' ]`.
 */
async function fills( rating: Locator ) {
	return rating
		.locator( SYMBOL )
		.evaluateAll( ( symbols ) =>
			symbols.map(
				( symbol ) =>
					[ 'is-full', 'is-half', 'is-empty' ].find( ( fill ) =>
						symbol.classList.contains( fill )
					) ?? symbol.className
			)
		);
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
		await insertFromInserter( page, 'Star rating' );

		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		await expect( block ).toBeVisible();
		await expect( block.getByText( '1 out of 5 stars' ) ).toBeAttached();

		// Tapping a star sets the rating; tapping it again takes half off.
		// The button of the current rating says so.
		const fourth = block.getByRole( 'button', { name: 'Rate 4 out of 5' } );
		await expect(
			block.getByRole( 'button', { name: 'Rate 1 out of 5' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await fourth.click();
		await expect( block.getByText( '4 out of 5 stars' ) ).toBeAttached();
		await expect( fourth ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect(
			block.getByRole( 'button', { name: /^Rate /, pressed: true } )
		).toHaveCount( 1 );
		await fourth.click();
		await expect( block.getByText( '3.5 out of 5 stars' ) ).toBeAttached();
		await expect(
			block.getByRole( 'button', { name: /^Rate /, pressed: true } )
		).toHaveCount( 0 );
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

		// Only the attributes are saved: words would be in the language of
		// whoever saved the post, and the server renders the rest.
		const post = await requestUtils.rest< {
			link: string;
			content: { raw: string };
		} >( {
			path: `/wp/v2/posts/${ postId }`,
			params: { context: 'edit' },
		} );
		expect( post.content.raw ).toMatch(
			/^<!-- wp:cairn\/star-rating \{[^}]*"rating":3.5[^}]*\} \/-->$/
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
		expect( await fills( rating ) ).toEqual( [
			'is-full',
			'is-full',
			'is-full',
			'is-half',
			'is-empty',
		] );
		await expect( rating.locator( 'svg' ) ).toHaveCount( 0 );
		await expect( rating.locator( 'button, script' ) ).toHaveCount( 0 );
		await visitor.context().close();
	} );

	test( "a post saved with the words in another language opens valid and shows the site's words @full", async ( {
		admin,
		editor,
		browser,
		requestUtils,
	} ) => {
		// Markup as the first version saved it, by an editor working in French.
		const content = readFileSync(
			path.join(
				FIXTURES,
				'cairn__star-rating__deprecated-v1__other-language.html'
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

	test( 'an Author, whose content WordPress filters, saves a block that stays valid and shows its stars @full', async ( {
		browser,
		requestUtils,
	} ) => {
		// Authors lack `unfiltered_html`: WordPress runs their post content
		// through wp_kses_post(), which removed the stars' former SVG.
		const username = `star-author-${ Date.now() }`;
		const password = 'star-author-password';
		const author = await requestUtils.createUser( {
			username,
			email: `${ username }@example.org`,
			password,
			roles: [ 'author' ],
		} );
		const { context, page, editor, admin } = await logIn(
			browser,
			username,
			password
		);
		try {
			await admin.createNewPost( { title: 'Rated by an Author' } );
			await insertFromInserter( page, 'Star rating' );
			const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
			const fourth = block.getByRole( 'button', {
				name: 'Rate 4 out of 5',
			} );
			await fourth.click();
			await fourth.click();
			await expect(
				block.getByText( '3.5 out of 5 stars' )
			).toBeAttached();

			const postId = await editor.publishPost();
			expect( postId ).not.toBeNull();

			// Reloaded, what WordPress kept is still the block's markup.
			await page.reload();
			const reopened = editor.canvas.locator(
				`[data-type="${ BLOCK }"]`
			);
			await expect(
				reopened.getByText( '3.5 out of 5 stars' )
			).toBeAttached();
			await expect(
				editor.canvas.getByText( INVALID_WARNING )
			).toHaveCount( 0 );
			expect( await blockValidity( editor ) ).toEqual( [
				{ name: BLOCK, isValid: true },
			] );

			const post = await requestUtils.rest< {
				link: string;
				author: number;
				content: { raw: string };
			} >( {
				path: `/wp/v2/posts/${ postId }`,
				params: { context: 'edit' },
			} );
			expect( post.author ).toBe( author.id );
			// Nothing of the saved block is for kses to filter: attributes only.
			expect( post.content.raw ).toMatch(
				/^<!-- wp:cairn\/star-rating (\{[^}]*\} )?\/-->$/
			);

			// A visitor sees the stars and the words.
			const visitor = await visitAsVisitor( browser, post.link );
			const rating = visitor.locator( '.wp-block-cairn-star-rating' );
			await expect( rating.locator( SYMBOL ) ).toHaveCount( 5 );
			expect( await fills( rating ) ).toEqual( [
				'is-full',
				'is-full',
				'is-full',
				'is-half',
				'is-empty',
			] );
			// Drawn by the stylesheet: each star has a size on the page.
			const box = await rating.locator( SYMBOL ).first().boundingBox();
			expect( box?.width ).toBeGreaterThan( 0 );
			await expect(
				rating.locator( '.wp-block-cairn-star-rating__label' )
			).toHaveText( '3.5 out of 5 stars' );
			await visitor.context().close();
		} finally {
			await context.close();
			// Their post goes to the administrator, as wp-admin offers.
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ author.id }`,
				params: { force: true, reassign: 1 },
			} );
		}
	} );
} );
