/**
 * Pinterest block: a pin, a board and a pin.it short link embedded through
 * the editor (the site follows the short link's real redirects to the local
 * stand-in for Pinterest's hosts, tests/servers/short-links.mjs), a
 * non-Pinterest URL refused and converted to a link; published,
 * valid when reopened; visitors get Pinterest's script once, only when an
 * embed nears the viewport, and a plain link without script.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { blockValidity, insertFromInserter } from './utils/blocks';
import { useShortLinkHosts } from './utils/short-links';

const PIN = 'https://www.pinterest.com/pin/1234567890123/';
const BOARD = 'https://www.pinterest.com/cairn/recipes/';
const PLACEHOLDER = 'Enter URL to embed here…';

const SERVER_MODULE = pathToFileURL(
	path.join( process.cwd(), 'tests/servers/pinterest.mjs' )
).href;

type PinterestServer = { url: string; stop: () => Promise< void > };

// The test machine has no internet: Pinterest's script is a stand-in that
// builds what pinit.js would (marks each link it builds).
const FAKE_PINIT = `( function () {
	var name = document.currentScript.getAttribute( 'data-pin-build' );
	function build( root ) {
		( root || document ).querySelectorAll( 'a[data-pin-do]' ).forEach( function ( a ) {
			a.setAttribute( 'data-built', a.getAttribute( 'data-pin-do' ) );
		} );
	}
	window[ name ] = build;
	build( document );
} )();`;

test.describe( 'Pinterest block', () => {
	const shortLinks = useShortLinkHosts( test );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'embeds a pin, a board and a short link, converts a refused URL to a link, and loads Pinterest only near the embed', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		await admin.createNewPost( { title: 'Pins' } );
		const blocks = editor.canvas.locator( '[data-type="cairn/pinterest"]' );

		// A pin.
		await insertFromInserter( page, 'Pinterest' );
		await blocks.nth( 0 ).getByPlaceholder( PLACEHOLDER ).fill( PIN );
		await blocks.nth( 0 ).getByRole( 'button', { name: 'Embed' } ).click();
		await expect(
			blocks.nth( 0 ).getByText( 'Pinterest pin' )
		).toBeVisible();

		// A URL elsewhere: the error, then a link instead of the block.
		await editor.insertBlock( { name: 'cairn/pinterest' } );
		await blocks
			.nth( 1 )
			.getByPlaceholder( PLACEHOLDER )
			.fill( 'https://example.com/not-a-pin' );
		await blocks.nth( 1 ).getByRole( 'button', { name: 'Embed' } ).click();
		await expect(
			blocks
				.nth( 1 )
				.getByText( 'Sorry, this content could not be embedded.' )
		).toBeVisible();
		await blocks
			.nth( 1 )
			.getByRole( 'button', { name: 'Convert block to link' } )
			.click();
		await expect(
			editor.canvas.getByRole( 'document', { name: 'Block: Paragraph' } )
		).toContainText( 'https://example.com/not-a-pin' );

		// A javascript: URL is refused and offers no link.
		await editor.insertBlock( { name: 'cairn/pinterest' } );
		await blocks
			.nth( 1 )
			.getByPlaceholder( PLACEHOLDER )
			.fill( 'javascript:alert(1)//www.pinterest.com/pin/1/' );
		await blocks.nth( 1 ).getByRole( 'button', { name: 'Embed' } ).click();
		await expect(
			blocks
				.nth( 1 )
				.getByText( 'Sorry, this content could not be embedded.' )
		).toBeVisible();
		await expect(
			blocks
				.nth( 1 )
				.getByRole( 'button', { name: 'Convert block to link' } )
		).toHaveCount( 0 );

		// A pin.it short link: the site follows pin.it and Pinterest's
		// shortener to the pin.
		shortLinks().reset();
		await blocks
			.nth( 1 )
			.getByPlaceholder( PLACEHOLDER )
			.fill( 'https://pin.it/4XyZ9ab' );
		await blocks.nth( 1 ).getByRole( 'button', { name: 'Embed' } ).click();
		await expect(
			blocks.nth( 1 ).getByText( 'Pinterest pin' )
		).toBeVisible();
		expect( shortLinks().requests() ).toEqual( [
			'HEAD https://pin.it/4XyZ9ab',
			'HEAD https://api.pinterest.com/url_shortener/4XyZ9ab/redirect/',
			`HEAD ${ PIN }?utm_source=pin_it`,
		] );

		// Far below: a board.
		await editor.insertBlock( {
			name: 'core/spacer',
			attributes: { height: '3000px' },
		} );
		await editor.insertBlock( { name: 'cairn/pinterest' } );
		await blocks.nth( 2 ).getByPlaceholder( PLACEHOLDER ).fill( BOARD );
		await blocks.nth( 2 ).getByRole( 'button', { name: 'Embed' } ).click();
		await expect(
			blocks.nth( 2 ).getByText( 'Pinterest board' )
		).toBeVisible();

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		// Reopened: valid.
		await admin.editPost( postId as number );
		await expect( blocks ).toHaveCount( 3 );
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/pinterest', isValid: true },
			{ name: 'core/paragraph', isValid: true },
			{ name: 'cairn/pinterest', isValid: true },
			{ name: 'core/spacer', isValid: true },
			{ name: 'cairn/pinterest', isValid: true },
		] );
		const saved = await editor.getBlocks();
		expect( saved[ 1 ].attributes.content ).toContain(
			'href="https://example.com/not-a-pin"'
		);
		expect( saved[ 2 ].attributes.url ).toBe( PIN );

		const post = await requestUtils.rest< { link: string } >( {
			path: `/wp/v2/posts/${ postId }`,
		} );

		// A visitor with script.
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const visitor = await context.newPage();
		let pinitRequests = 0;
		await visitor.route( 'https://assets.pinterest.com/**', ( route ) => {
			pinitRequests++;
			return route.fulfill( {
				contentType: 'application/javascript',
				body: FAKE_PINIT,
			} );
		} );
		await visitor.goto( post.link );
		const embeds = visitor.locator( '.wp-block-cairn-pinterest a' );
		await expect( embeds ).toHaveCount( 3 );
		// The pins at the top are built; the board far below is not yet.
		await expect( embeds.nth( 0 ) ).toHaveAttribute(
			'data-built',
			'embedPin'
		);
		await expect( embeds.nth( 1 ) ).toHaveAttribute(
			'data-built',
			'embedPin'
		);
		await expect( embeds.nth( 2 ) ).not.toHaveAttribute( 'data-pin-do' );
		await embeds.nth( 2 ).scrollIntoViewIfNeeded();
		await expect( embeds.nth( 2 ) ).toHaveAttribute(
			'data-built',
			'embedBoard'
		);
		expect( pinitRequests ).toBe( 1 );
		await expect(
			visitor.locator( 'script[src*="assets.pinterest.com"]' )
		).toHaveCount( 1 );
		await context.close();

		// A visitor without script: links to the pin and the board.
		const plain = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
			javaScriptEnabled: false,
		} );
		const reader = await plain.newPage();
		let asked = 0;
		await reader.route( 'https://assets.pinterest.com/**', ( route ) => {
			asked++;
			return route.abort();
		} );
		await reader.goto( post.link );
		await expect(
			reader.getByRole( 'link', { name: BOARD } )
		).toHaveAttribute( 'href', BOARD );
		await expect( reader.getByRole( 'link', { name: PIN } ) ).toHaveCount(
			2
		);
		expect( asked ).toBe( 0 );
		await plain.close();
	} );

	test( 'previews a board through the site, and loads Pinterest’s script in the editor only when asked @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const { startPinterestServer } = ( await import( SERVER_MODULE ) ) as {
			startPinterestServer: () => Promise< PinterestServer >;
		};
		// Pinterest's widget API, played by a local server the site reaches
		// through the owner's developer base URL.
		const server = await startPinterestServer();
		try {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: {
					cairn_services: { pinterest_api_base_url: server.url },
				},
			} );
			const requested: string[] = [];
			page.on( 'request', ( request ) =>
				requested.push( request.url() )
			);
			await page.route( 'https://assets.pinterest.com/**', ( route ) =>
				route.fulfill( {
					contentType: 'text/javascript',
					body: FAKE_PINIT,
				} )
			);
			await admin.createNewPost( { title: 'A board from Mexico' } );
			await insertFromInserter( page, 'Pinterest' );
			const block = editor.canvas.locator(
				'[data-type="cairn/pinterest"]'
			);
			await block
				.getByPlaceholder( PLACEHOLDER )
				.fill( 'https://www.pinterest.com.mx/cairn/recipes/' );
			await block.getByRole( 'button', { name: 'Embed' } ).click();
			await expect( block.getByText( 'Pinterest board' ) ).toBeVisible();
			await expect(
				block.getByText( 'Recipes', { exact: true } )
			).toBeVisible();
			await expect(
				block.getByText( 'Weeknight dinners' )
			).toBeVisible();
			await expect( block.getByText( 'Cairn Kitchen' ) ).toBeVisible();
			const images = block.locator(
				'.wp-block-cairn-pinterest__images img'
			);
			await expect( images ).toHaveCount( 2 );
			await expect
				.poll( () =>
					images.evaluateAll( ( nodes ) =>
						nodes.every(
							( node ) =>
								( node as HTMLImageElement ).naturalWidth > 0
						)
					)
				)
				.toBe( true );
			expect(
				requested.filter( ( url ) =>
					/^https?:\/\/[^/]*pinterest\./.test( url )
				)
			).toEqual( [] );

			// The real embed, on request.
			await block
				.getByRole( 'button', { name: 'Show Pinterest’s embed' } )
				.click();
			await expect(
				block.locator( 'a[data-built="embedBoard"]' )
			).toHaveAttribute(
				'href',
				'https://www.pinterest.com.mx/cairn/recipes/'
			);
			expect(
				requested.filter( ( url ) =>
					url.startsWith( 'https://assets.pinterest.com/' )
				)
			).toHaveLength( 1 );
		} finally {
			await server.stop();
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: { cairn_services: { pinterest_api_base_url: '' } },
			} );
		}
	} );
} );
