/**
 * Tock block: inserted from the inserter, its business name set from the
 * toolbar (a Tock address is read down to the name; another host is
 * refused), saved as the attribute only, reopened valid. Visitors get a
 * "Book now" link to the business's Tock page at once, and Tock's widget
 * script only when the block nears the viewport, once for the page.
 *
 * The browser cannot reach Tock: its widget script is answered here by a
 * stand-in that takes the calls queued for it.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import {
	blockValidity,
	insertFromInserter,
	INVALID_WARNING,
} from './utils/blocks';

const BLOCK = 'cairn/tock';
const HINT = 'Set your Tock business name from the toolbar.';

/** What the stand-in for tock.js does: takes the queued calls, then each new one. */
const FAKE_WIDGET =
	'window.tockCalls=window.tock.queue.slice();window.tock.callMethod=function(){window.tockCalls.push([].slice.call(arguments))};';

test.describe( 'Tock block', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'takes a business name or a Tock address, refuses other hosts, saves valid', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await admin.createNewPost( { title: 'Book a table' } );
		await insertFromInserter( page, 'Tock' );
		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		await expect( block.getByText( HINT ) ).toBeVisible();

		await editor.clickBlockToolbarButton( 'Tock business name' );
		const name = page.getByRole( 'textbox', {
			name: 'Tock business name',
		} );

		// Another host that names Tock's domain: refused, nothing saved.
		await name.fill( 'https://exploretock.com.evil.test/acme' );
		await name.press( 'Enter' );
		await expect( name ).toBeVisible();
		await expect( block.getByText( HINT ) ).toBeVisible();

		// A Tock address: read down to the business name.
		await name.fill(
			'https://www.exploretock.com/acme-bistro/search?date=2026-12-01'
		);
		await name.press( 'Enter' );
		await expect( name ).toBeHidden();
		await expect( block.getByText( HINT ) ).toHaveCount( 0 );
		// The block says which business it books.
		await expect(
			block.getByText( 'Books acme-bistro on exploretock.com' )
		).toBeVisible();
		expect( ( await editor.getBlocks() )[ 0 ].attributes ).toMatchObject( {
			url: 'acme-bistro',
		} );

		const postId = await editor.publishPost();
		const post = await requestUtils.rest< {
			content: { raw: string };
		} >( {
			path: `/wp/v2/posts/${ postId }`,
			params: { context: 'edit' },
		} );
		expect( post.content.raw ).toBe(
			'<!-- wp:cairn/tock {"url":"acme-bistro"} /-->'
		);

		await admin.editPost( postId as number );
		await expect( block ).toBeVisible();
		await expect(
			block.getByText( 'Books acme-bistro on exploretock.com' )
		).toBeVisible();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: BLOCK, isValid: true },
		] );
	} );

	test( 'a visitor gets the booking link at once and the widget only near the block, once', async ( {
		browser,
		requestUtils,
	} ) => {
		const spacer =
			'<!-- wp:spacer {"height":"4000px"} --><div style="height:4000px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->';
		const block = '<!-- wp:cairn/tock {"url":"acme-bistro"} /-->';
		const post = await requestUtils.rest< { link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Tables further down',
				status: 'publish',
				content: spacer + block + block,
			},
		} );

		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const page = await context.newPage();
		const requests: string[] = [];
		await page.route( /exploretock\.com/, ( route ) => {
			requests.push( route.request().url() );
			return route.fulfill( {
				contentType: 'text/javascript',
				body: FAKE_WIDGET,
			} );
		} );
		await page.goto( post.link );
		const tables = page.locator( '.wp-block-cairn-tock' );
		await expect( tables ).toHaveCount( 2 );
		await expect( tables.first() ).toHaveAttribute(
			'data-cairn-embed-started',
			'1'
		);
		await page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestAnimationFrame( () =>
						requestAnimationFrame( resolve )
					)
				)
		);
		expect( requests ).toEqual( [] );
		await expect(
			tables.first().getByRole( 'link', { name: 'Book now' } )
		).toHaveAttribute( 'href', 'https://www.exploretock.com/acme-bistro' );

		await tables.last().scrollIntoViewIfNeeded();
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						(
							window as unknown as {
								tockCalls?: unknown[][];
							}
						 ).tockCalls ?? []
				)
			)
			.toEqual( [
				[ 'init', 'acme-bistro' ],
				[ 'init', 'acme-bistro' ],
			] );
		expect( requests ).toEqual( [ 'https://www.exploretock.com/tock.js' ] );
		await context.close();
	} );
} );
