/**
 * Repeat visitor: inserted from the inserter, its threshold validated,
 * published, and shown to a visitor only once their visits pass the threshold.
 */

/**
 * External dependencies
 */
import type { BrowserContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import {
	blockValidity,
	insertFromInserter,
	INVALID_WARNING,
} from './utils/blocks';

const COOKIE = 'cairn_repeat_visitor';

/**
 * The visit count the visitor's cookie holds for its only page, 0 when unset.
 *
 * @param context The visitor's browser context.
 * @return The counted visits.
 */
async function countedVisits( context: BrowserContext ): Promise< number > {
	const cookie = ( await context.cookies() ).find(
		( { name } ) => name === COOKIE
	);
	const match = cookie && /^[0-9a-z]+\.(\d+)$/.exec( cookie.value );
	return match ? Number( match[ 1 ] ) : 0;
}

test.describe( 'Repeat visitor block', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'validates its threshold, keeps its content and shows it after enough visits', async ( {
		admin,
		editor,
		page,
		browser,
	} ) => {
		await admin.createNewPost( { title: 'For regulars' } );

		await insertFromInserter( page, 'Repeat visitor' );

		const block = editor.canvas.locator(
			'[data-type="cairn/repeat-visitor"]'
		);
		await expect( block ).toBeVisible();
		await expect(
			block.locator( '.components-notice__content' )
		).toHaveText(
			'This block will only appear to people who have visited this page more than 3 times.'
		);

		// The content: the paragraph the block starts with.
		await block.locator( '[data-type="core/paragraph"]' ).click();
		await page.keyboard.type( 'Welcome back, regular!' );
		await expect(
			block.locator( '[data-type="core/paragraph"]' )
		).toHaveText( 'Welcome back, regular!' );

		// Back to the Repeat visitor block and its settings.
		await editor.selectBlocks( block );
		await editor.openDocumentSettingsSidebar();
		const threshold = page.getByRole( 'textbox', {
			name: 'Visit count threshold',
		} );
		await threshold.fill( 'two' );
		await expect(
			page.getByText( 'Please enter a valid number.' )
		).toBeVisible();
		await expect( threshold ).toHaveValue( 'two' );
		await threshold.fill( '0' );
		await expect(
			page.getByText( 'Please enter a valid number.' )
		).toBeVisible();
		await threshold.fill( '2' );
		await expect(
			page.getByText( 'Please enter a valid number.' )
		).toBeHidden();
		await expect(
			page.getByRole( 'radio', { name: 'Show after threshold' } )
		).toBeChecked();
		await expect(
			block.locator( '.components-notice__content' )
		).toHaveText(
			'This block will only appear to people who have visited this page more than 2 times.'
		);

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		// Open the saved post again: valid, with its settings and content kept.
		await admin.editPost( postId as number );
		const reloaded = editor.canvas.locator(
			'[data-type="cairn/repeat-visitor"]'
		);
		await expect(
			reloaded.locator( '[data-type="core/paragraph"]' )
		).toHaveText( 'Welcome back, regular!' );
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/repeat-visitor', isValid: true },
		] );
		const [ saved ] = await editor.getBlocks();
		expect( saved.attributes ).toMatchObject( {
			criteria: 'after-visits',
			threshold: 2,
		} );
		await editor.selectBlocks( reloaded );
		await editor.openDocumentSettingsSidebar();
		await expect(
			page.getByRole( 'textbox', { name: 'Visit count threshold' } )
		).toHaveValue( '2' );

		// A visitor without login cookies: hidden on visits 1 and 2, shown from 3.
		// Not visitAsVisitor(): it loads the page itself, and this test keeps
		// the server's response of every visit, the first one included.
		const visitorContext = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		try {
			const visitor = await visitorContext.newPage();
			const content = visitor.locator( '.wp-block-cairn-repeat-visitor' );
			const html: string[] = [];
			/**
			 * Loads the post and waits until the view script has counted it.
			 *
			 * @param visit This visit's number.
			 */
			const visitPost = async ( visit: number ) => {
				const response = await visitor.goto( `/?p=${ postId }` );
				html.push( ( await response?.text() ) ?? '' );
				await expect
					.poll( () => countedVisits( visitorContext ) )
					.toBe( visit );
				await expect( content ).toHaveCount( 1 );
				await expect( content ).toHaveAttribute(
					'data-threshold',
					'2'
				);
			};

			for ( const visit of [ 1, 2 ] ) {
				await visitPost( visit );
				await expect( content ).toBeHidden();
			}
			for ( const visit of [ 3, 4 ] ) {
				await visitPost( visit );
				await expect( content ).toBeVisible();
				await expect( content ).toHaveText( 'Welcome back, regular!' );
			}
			// The server sends the same page on every visit: cache-safe.
			expect( new Set( html ).size ).toBe( 1 );
		} finally {
			await visitorContext.close();
		}
	} );
} );
