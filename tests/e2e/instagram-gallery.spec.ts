/**
 * Instagram gallery block: the site's Instagram app pointed to the local
 * Instagram server (tests/servers/instagram.mjs); the test account
 * connected through the popup, 9 posts in 3 columns, display settings
 * changed; published, valid when reopened, shown to visitors by PHP with no
 * script and no third-party request; then the account disconnected.
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

const SERVER_MODULE = pathToFileURL(
	path.join( process.cwd(), 'tests/servers/instagram.mjs' )
).href;

type InstagramServer = {
	url: string;
	calls: () => number;
	stop: () => Promise< void >;
};

type ServerModule = {
	startInstagramServer: () => Promise< InstagramServer >;
	APP_ID: string;
	APP_SECRET: string;
};

const TITLE = 'Latest Instagram Posts';

test.describe( 'Instagram gallery block', () => {
	let server: InstagramServer;
	let ig: ServerModule;

	test.beforeAll( async ( { requestUtils } ) => {
		ig = ( await import( SERVER_MODULE ) ) as ServerModule;
		server = await ig.startInstagramServer();
		await replaceServices(
			requestUtils,
			{
				instagram_app_id: ig.APP_ID,
				instagram_api_base_url: server.url,
			},
			{ instagram_app_secret: ig.APP_SECRET }
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await replaceServices( requestUtils, {}, { instagram_app_secret: '' } );
		await requestUtils.deleteAllPosts();
		await server.stop();
	} );

	test( 'connects through the popup, shows the grid, saves settings, renders for visitors and disconnects', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		// The owner is told which redirect URI to register in the Meta app.
		await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
		await expect( page.locator( '#cairn-instagram' ) ).toContainText(
			new URL(
				'/wp-admin/admin-post.php?action=cairn_instagram_callback',
				page.url()
			).href
		);

		await admin.createNewPost( { title: 'Instagram' } );
		await insertFromInserter( page, TITLE );
		const block = editor.canvas
			.locator( '[data-type="cairn/instagram-gallery"]' )
			.first();

		// Connect: the authorization window opens in a 700×700 popup and
		// closes itself once the site has the token.
		const popupOpened = page.waitForEvent( 'popup' );
		await block
			.getByRole( 'button', { name: 'Connect to Instagram' } )
			.click();
		const popup = await popupOpened;
		expect( popup.viewportSize() ).toEqual( { width: 700, height: 700 } );
		await popup.waitForEvent( 'close' );

		const images = block.locator(
			'.wp-block-cairn-instagram-gallery__grid img'
		);
		await expect( images ).toHaveCount( 9 );
		await expect( block ).toHaveAttribute(
			'style',
			/--cairn-instagram-columns: 3/
		);
		// The token never reaches the editor: the block holds a connection id.
		const [ connected ] = await editor.getBlocks();
		expect( connected.attributes.accessToken ).toMatch( /^ig[a-z0-9]+$/ );
		expect( connected.attributes.instagramUser ).toBe( 'cairn.test' );
		expect( await page.content() ).not.toContain( 'IGAA' );

		// Display settings.
		await editor.openDocumentSettingsSidebar();
		await page
			.getByRole( 'spinbutton', { name: 'Number of Columns' } )
			.fill( '4' );
		await page
			.getByRole( 'spinbutton', { name: 'Number of Posts' } )
			.fill( '6' );
		await page
			.getByRole( 'checkbox', { name: 'Stack on mobile' } )
			.uncheck();
		await expect( images ).toHaveCount( 6 );
		await expect( block ).toHaveAttribute(
			'style',
			/--cairn-instagram-columns: 4/
		);

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		// Reopened: valid, with the settings.
		await admin.editPost( postId as number );
		await expect( images ).toHaveCount( 6 );
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/instagram-gallery', isValid: true },
		] );
		const [ saved ] = await editor.getBlocks();
		expect( saved.attributes ).toMatchObject( {
			count: 6,
			columns: 4,
			isStackedOnMobile: false,
			instagramUser: 'cairn.test',
		} );

		// The visitor: a grid rendered by PHP, no script, and no request but
		// the site and the posts' images.
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
		const grid = visitor.locator( '.wp-block-cairn-instagram-gallery' );
		await expect( grid.locator( 'img' ) ).toHaveCount( 6 );
		await expect( grid ).toHaveAttribute(
			'style',
			/--cairn-instagram-columns:4/
		);
		await expect( grid ).not.toHaveClass( /is-stacked-on-mobile/ );
		await expect( grid.locator( 'a' ).first() ).toHaveAttribute(
			'href',
			'https://www.instagram.com/p/C0AbCdEf/'
		);
		await visitor.waitForLoadState( 'load' );
		const site = new URL( post.link ).origin;
		expect(
			requests.filter(
				( url ) =>
					/^https?:/.test( url ) &&
					! url.startsWith( site ) &&
					! url.startsWith( `${ server.url }/media/` )
			)
		).toEqual( [] );
		expect( await visitor.content() ).not.toContain( 'IGAA' );
		await context.close();

		// Another block offers the connected account, or a new one.
		await editor.insertBlock( { name: 'cairn/instagram-gallery' } );
		const second = editor.canvas
			.locator( '[data-type="cairn/instagram-gallery"]' )
			.nth( 1 );
		await expect(
			second.getByRole( 'radio', { name: '@cairn.test' } )
		).toBeChecked();
		await second
			.getByRole( 'radio', { name: 'Add a new account' } )
			.check();
		await expect(
			second.getByText( 'you might need to log out of it first' )
		).toBeVisible();
		await editor.selectBlocks( second );
		await editor.clickBlockOptionsMenuItem( 'Delete' );

		// Disconnect (the user who connected).
		await editor.selectBlocks( block );
		await page
			.getByRole( 'button', { name: 'Disconnect your account' } )
			.click();
		await expect(
			block.getByRole( 'button', { name: 'Connect to Instagram' } )
		).toBeVisible();
		const connections = await requestUtils.rest< unknown[] >( {
			path: '/cairn/v1/instagram-gallery/connections',
		} );
		expect( connections ).toEqual( [] );
	} );

	test( 'a linked account whose posts cannot load stays linked, and the block says what failed @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		// An account linked in a post but not connected on this site (a
		// post from another site, or a connection removed since).
		const post = await requestUtils.createPost( {
			title: 'Instagram, not connected here',
			content:
				'<!-- wp:cairn/instagram-gallery {"accessToken":"igdeadbeef","instagramUser":"elsewhere.test","count":6} /-->',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		await admin.editPost( post.id );
		const block = editor.canvas.locator(
			'[data-type="cairn/instagram-gallery"]'
		);
		await expect( block ).toContainText(
			'@elsewhere.test is not connected on this site: its posts cannot be shown. Connect it again, or choose another account.'
		);
		await expect(
			block.getByRole( 'button', { name: 'Try again' } )
		).toBeVisible();
		const [ kept ] = await editor.getBlocks();
		expect( kept.attributes ).toMatchObject( {
			accessToken: 'igdeadbeef',
			instagramUser: 'elsewhere.test',
		} );
		expect(
			await page.evaluate( () =>
				// `wp` is the editor's global; it has no type declarations here.
				( window as unknown as { wp: any } ).wp.data
					.select( 'core/editor' )
					.isEditedPostDirty()
			)
		).toBe( false );

		// Choosing another account is the owner's own step.
		await block
			.getByRole( 'button', { name: 'Choose another account' } )
			.click();
		await expect(
			block.getByRole( 'button', { name: 'Connect to Instagram' } )
		).toBeVisible();
	} );
} );
