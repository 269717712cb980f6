/**
 * GIF block: Giphy set up in Settings → Cairn against the local Giphy server
 * (tests/servers/giphy.mjs); a GIF searched for and picked, one pasted as a
 * Giphy URL and one as a gph.is short link (followed by the site through the
 * short-link hosts' server, tests/servers/short-links.mjs); published, valid
 * when reopened, and shown to visitors as the GIF itself, with no
 * third-party request.
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
import { replaceServices } from './utils/settings';
import { blockValidity, insertFromInserter } from './utils/blocks';
import { useShortLinkHosts } from './utils/short-links';

const SERVER_MODULE = pathToFileURL(
	path.join( process.cwd(), 'tests/servers/giphy.mjs' )
).href;

type GiphyServer = {
	url: string;
	calls: () => number;
	stop: () => Promise< void >;
};

type ServerModule = {
	startGiphyServer: () => Promise< GiphyServer >;
	TEST_KEY: string;
};

const PLACEHOLDER = 'Search for a term or paste a Giphy URL';

test.describe( 'GIF block', () => {
	let server: GiphyServer;
	let giphy: ServerModule;
	const shortLinks = useShortLinkHosts( test );

	test.beforeAll( async ( { requestUtils } ) => {
		giphy = ( await import( SERVER_MODULE ) ) as ServerModule;
		server = await giphy.startGiphyServer();
		// Only the API base URL is set over REST: it points Cairn to the
		// local server; the key is entered on the page.
		await replaceServices(
			requestUtils,
			{ giphy_api_base_url: server.url },
			{ giphy_key: '' }
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await replaceServices( requestUtils, {}, { giphy_key: '' } );
		await requestUtils.deleteAllPosts();
		await server.stop();
	} );

	test( 'searches and picks, takes a Giphy URL and a short link, and shows visitors the GIFs themselves', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		// One user path through two editor sessions, the settings page and a
		// visitor's page: on a shared 2-core machine it outlasts one test's
		// default budget, with every step still waiting for its own state.
		test.slow();
		// Without a key: the connect banner.
		await admin.createNewPost( { title: 'GIFs' } );
		await insertFromInserter( page, 'GIF' );
		const first = editor.canvas
			.locator( '[data-type="cairn/gif"]' )
			.first();
		await expect(
			first.getByText( 'This block needs Giphy' )
		).toBeVisible();
		await editor.saveDraft();

		// The key goes in Settings → Cairn, and never comes back.
		await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
		const section = page.locator( '#cairn-giphy' );
		await section.getByLabel( 'API key' ).fill( giphy.TEST_KEY );
		await expect( section.getByLabel( 'API base URL' ) ).toHaveValue(
			server.url
		);
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.getByText( /Settings saved/i ).first()
		).toBeVisible();
		await page.reload();
		expect( await page.content() ).not.toContain( giphy.TEST_KEY );

		// Search and pick.
		await admin.createNewPost( { title: 'GIFs' } );
		await insertFromInserter( page, 'GIF' );
		const blocks = editor.canvas.locator( '[data-type="cairn/gif"]' );
		await blocks.nth( 0 ).getByPlaceholder( PLACEHOLDER ).fill( 'cat' );
		const found = blocks
			.nth( 0 )
			.getByRole( 'listbox', { name: 'GIFs found' } );
		await expect( found.getByRole( 'option' ) ).toHaveCount( 3 );
		await expect(
			blocks.nth( 0 ).getByText( 'Powered by GIPHY' )
		).toBeVisible();
		// The results are one listbox the keyboard moves through: the arrow
		// keys, End and Home, and Enter picks the focused GIF.
		await found.getByRole( 'option', { name: 'Cat Typing GIF' } ).focus();
		await page.keyboard.press( 'End' );
		await expect(
			found.getByRole( 'option', { name: 'Cat Computer GIF' } )
		).toBeFocused();
		await page.keyboard.press( 'Home' );
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			found.getByRole( 'option', { name: 'Funny Cat GIF' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect(
			blocks.nth( 0 ).locator( 'img.wp-block-cairn-gif__media' )
		).toHaveAttribute( 'alt', 'Funny Cat GIF' );
		await blocks
			.nth( 0 )
			.getByRole( 'textbox', { name: 'GIF caption' } )
			.fill( 'A funny cat' );

		// A pasted Giphy URL.
		await editor.insertBlock( { name: 'cairn/gif' } );
		await blocks
			.nth( 1 )
			.getByPlaceholder( PLACEHOLDER )
			.fill( 'https://giphy.com/gifs/dog-happy-VbnUQpnihPSIgIXuZv' );
		await expect(
			blocks.nth( 1 ).locator( 'img.wp-block-cairn-gif__media' )
		).toHaveAttribute( 'alt', 'Happy Dog GIF' );

		// A gph.is short link: the site follows GIPHY's redirect.
		shortLinks().reset();
		await editor.insertBlock( { name: 'cairn/gif' } );
		await blocks
			.nth( 2 )
			.getByPlaceholder( PLACEHOLDER )
			.fill( 'https://gph.is/g/ZdXz1Ab' );
		await expect(
			blocks.nth( 2 ).locator( 'img.wp-block-cairn-gif__media' )
		).toHaveAttribute( 'alt', 'Cat Computer GIF' );
		expect( shortLinks().requests() ).toEqual( [
			'HEAD https://gph.is/g/ZdXz1Ab',
			'HEAD https://giphy.com/gifs/cat-computer-mlvseq9yvZhba',
		] );

		// A URL elsewhere is refused, not fetched.
		await editor.insertBlock( { name: 'cairn/gif' } );
		await blocks
			.nth( 3 )
			.getByPlaceholder( PLACEHOLDER )
			.fill( 'https://giphy.com.evil.test/embed/mlvseq9yvZhba' );
		await expect(
			blocks.nth( 3 ).getByText( 'This is not a Giphy address.' )
		).toBeVisible();
		await editor.selectBlocks( blocks.nth( 3 ) );
		await editor.clickBlockOptionsMenuItem( 'Delete' );
		await expect( blocks ).toHaveCount( 3 );

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		// Reopened: valid, with the attributes saved.
		await admin.editPost( postId as number );
		await expect(
			blocks.nth( 2 ).locator( 'img.wp-block-cairn-gif__media' )
		).toBeVisible();
		expect( await blockValidity( editor ) ).toEqual(
			Array( 3 ).fill( { name: 'cairn/gif', isValid: true } )
		);
		const saved = await editor.getBlocks();
		expect( saved.map( ( block ) => block.attributes.giphyUrl ) ).toEqual( [
			'https://giphy.com/embed/JIX9t2j0ZTN9S',
			'https://giphy.com/embed/VbnUQpnihPSIgIXuZv',
			'https://giphy.com/embed/mlvseq9yvZhba',
		] );
		expect( saved.map( ( block ) => block.attributes.paddingTop ) ).toEqual(
			[ '75%', '75%', '100%' ]
		);
		expect( saved[ 0 ].attributes.caption ).toBe( 'A funny cat' );

		// The visitor: the GIFs themselves, lazily loaded; no request leaves
		// for anything but the site and the GIF media.
		const post = await requestUtils.rest< { link: string } >( {
			path: `/wp/v2/posts/${ postId }`,
		} );
		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const visitor = await context.newPage();
		const requests: string[] = [];
		visitor.on( 'request', ( request ) => requests.push( request.url() ) );
		await visitor.goto( post.link );
		const images = visitor.locator( 'figure.wp-block-cairn-gif img' );
		await expect( images ).toHaveCount( 3 );
		await expect( images.first() ).toHaveAttribute( 'loading', 'lazy' );
		await expect( images.first() ).toHaveAttribute(
			'src',
			new RegExp( `^${ server.url }/media/JIX9t2j0ZTN9S/` )
		);
		await expect(
			visitor.locator( 'figure.wp-block-cairn-gif figcaption' )
		).toHaveText( 'A funny cat' );
		await expect(
			visitor.locator( 'figure.wp-block-cairn-gif iframe' )
		).toHaveCount( 0 );
		await visitor.waitForLoadState( 'load' );
		const site = new URL( post.link ).origin;
		// blob: and data: URLs are the page's own, not requests to a host.
		const elsewhere = requests.filter(
			( url ) =>
				/^https?:/.test( url ) &&
				! url.startsWith( site ) &&
				! url.startsWith( `${ server.url }/media/` )
		);
		expect( elsewhere ).toEqual( [] );
		expect( requests.some( ( url ) => url.includes( 'giphy.com' ) ) ).toBe(
			false
		);
		expect( await visitor.content() ).not.toContain( giphy.TEST_KEY );
		await context.close();
	} );
} );
