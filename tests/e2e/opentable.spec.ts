/**
 * OpenTable block: inserted from the inserter, filled with a restaurant ID
 * and then with OpenTable's widget embed code, refused for another host
 * with an error naming what is wrong, saved as attributes only, reopened valid.
 * Visitors' pages request OpenTable's widget loader only when the block
 * nears the viewport, and not before a click when the owner asks for one.
 *
 * The test site cannot reach OpenTable: requests to its hosts are answered
 * here (the server's side is tested in tests/php/test-opentable.php).
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import type { RequestUtils } from './utils/test';
import {
	blockValidity,
	insertFromInserter,
	INVALID_WARNING,
} from './utils/blocks';

const BLOCK = 'cairn/opentable';
const EMBED_CODE =
	"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=1085668&type=standard&theme=tall&color=5&dark=false&iframe=true&domain=com&lang=fr-CA&newtab=true&ot_source=Restaurant%20website&cfe=true'></script>";
const BAD_CODE =
	"<script type='text/javascript' src='//www.widgets-r-us.test/widget/reservation/loader?rid=1&type=standard'></script>";

/**
 * Sets Settings → Cairn → Embeds, keeping the other service settings.
 *
 * @param requestUtils The request utils fixture.
 * @param click        '1' to ask visitors to click first.
 */
async function setClickToLoad( requestUtils: RequestUtils, click: '' | '1' ) {
	const settings = await requestUtils.rest< {
		cairn_services: Record< string, string > | null;
	} >( { path: '/wp/v2/settings' } );
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: {
			cairn_services: {
				...( settings.cairn_services ?? {} ),
				embeds_click_to_load: click,
			},
		},
	} );
}

/**
 * Answers requests to OpenTable's hosts with a stand-in loader that draws
 * a widget after its own script, and records them.
 *
 * @param page The visitor's page.
 * @return The requested addresses.
 */
async function fakeOpenTable( page: Page ): Promise< string[] > {
	const requests: string[] = [];
	await page.route(
		( url ) => /(?:^|\.)opentable\.[a-z.]+$/.test( url.hostname ),
		( route ) => {
			requests.push( route.request().url() );
			return route.fulfill( {
				contentType: 'text/javascript',
				body: "document.currentScript.insertAdjacentHTML('afterend','<p class=\"ot-fake-widget\">Find a Table</p>');",
			} );
		}
	);
	return requests;
}

/**
 * The privacy notice names the service; nothing loads before its button.
 *
 * @param block    The block on the visitor's page.
 * @param requests Requests to OpenTable so far.
 */
async function loadAfterNotice( block: Locator, requests: string[] ) {
	await expect(
		block.getByText( /This content is provided by OpenTable\./ )
	).toBeVisible();
	expect( requests ).toEqual( [] );
	await block
		.getByRole( 'button', { name: 'Load OpenTable content' } )
		.click();
}

/**
 * Picks a block style in the sidebar, then returns to its settings (the
 * inspector's Styles and Settings tabs, where the editor shows them).
 *
 * @param sidebar The editor's settings region.
 * @param label   The style's label.
 */
async function chooseStyle( sidebar: Locator, label: RegExp ) {
	const stylesTab = sidebar.getByRole( 'tab', { name: 'Styles' } );
	if ( await stylesTab.isVisible() ) {
		await stylesTab.click();
	}
	await sidebar.getByRole( 'button', { name: label } ).click();
	const settingsTab = sidebar.getByRole( 'tab', { name: 'Settings' } );
	if ( await settingsTab.isVisible() ) {
		await settingsTab.click();
	}
}

/** What the visitor does before the widget loads, by privacy setting. */
const BEFORE_LOAD = {
	'': async () => undefined,
	'1': loadAfterNotice,
};

test.describe( 'OpenTable block', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await setClickToLoad( requestUtils, '' );
	} );

	test( 'takes a restaurant ID or an embed code, refuses other embeds, saves valid', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await admin.createNewPost( { title: 'OpenTable' } );
		await insertFromInserter( page, 'OpenTable' );
		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		const input = block.getByRole( 'combobox', { name: 'Restaurant ID' } );
		const embed = block.getByRole( 'button', { name: 'Embed' } );

		await input.fill( BAD_CODE );
		await embed.click();
		await expect( block.getByText( 'We ran into an issue' ) ).toBeVisible();
		await expect(
			block.getByText(
				'Please ensure this embed matches the one from your OpenTable account'
			)
		).toBeVisible();

		await input.fill( '412810' );
		await embed.click();
		await expect( block.getByText( 'Restaurant #412810' ) ).toBeVisible();

		// Replaced by OpenTable's own embed code.
		await editor.clickBlockToolbarButton( 'Replace' );
		await block
			.getByRole( 'combobox', { name: /Restaurant IDs?/ } )
			.fill( EMBED_CODE );
		await block.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( block.getByText( 'Restaurant #1085668' ) ).toBeVisible();

		// The sidebar's Settings: the language.
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'combobox', { name: 'Language' } )
			.selectOption( 'de-DE' );

		const postId = await editor.publishPost();
		const post = await requestUtils.rest< {
			content: { raw: string };
		} >( {
			path: `/wp/v2/posts/${ postId }`,
			params: { context: 'edit' },
		} );
		expect( post.content.raw ).toContain( '"rid":["1085668"]' );
		expect( post.content.raw ).toContain( '"style":"tall"' );
		expect( post.content.raw ).toContain( '"lang":"de-DE"' );
		expect( post.content.raw ).toContain( '"newtab":true' );
		expect( post.content.raw ).toContain( 'is-style-tall' );
		expect( post.content.raw ).not.toContain( '<script' );

		await admin.editPost( postId as number );
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: BLOCK, isValid: true },
		] );
	} );

	test( 'styles: several IDs reset to standard, wide widens and warns otherwise, the button margin @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'OpenTable styles' } );
		await insertFromInserter( page, 'OpenTable' );
		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		await block
			.getByRole( 'combobox', { name: /Restaurant IDs?/ } )
			.fill( '412810' );
		await block.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( block.getByText( 'Restaurant #412810' ) ).toBeVisible();

		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const attributes = async () =>
			( await editor.getBlocks() )[ 0 ].attributes as Record<
				string,
				unknown
			>;

		// Wide widens the block; another alignment brings the warning.
		await chooseStyle( sidebar, /^Wide/ );
		await expect.poll( attributes ).toMatchObject( {
			style: 'wide',
			align: 'wide',
		} );
		const warning = block.getByText( /The wide style is made for wide/ );
		await expect( warning ).toBeHidden();
		await editor.clickBlockToolbarButton( 'Align' );
		await page.getByRole( 'menuitemradio', { name: 'None' } ).click();
		await expect( warning ).toBeVisible();

		// The button's margin can be removed, in Advanced.
		await chooseStyle( sidebar, /^Button/ );
		await sidebar.getByRole( 'button', { name: 'Advanced' } ).click();
		await sidebar
			.getByRole( 'checkbox', { name: 'Remove button margin' } )
			.check();
		await expect.poll( attributes ).toMatchObject( {
			style: 'button',
			negativeMargin: true,
		} );

		// A second restaurant resets the style to standard.
		const ids = sidebar.getByRole( 'combobox', { name: /Restaurant ID/ } );
		await ids.fill( 'Harbour Room (#1)' );
		await ids.press( 'Enter' );
		await expect.poll( attributes ).toMatchObject( {
			rid: [ '412810', '1' ],
			style: 'standard',
			className: 'is-style-standard',
		} );
		await expect(
			sidebar.getByRole( 'checkbox', { name: 'Remove button margin' } )
		).toHaveCount( 0 );
	} );

	test( 'a pasted reservation link becomes the block @full', async ( {
		admin,
		editor,
		pageUtils,
	} ) => {
		await admin.createNewPost( { title: 'OpenTable paste' } );
		await editor.insertBlock( { name: 'core/paragraph' } );
		await pageUtils.setClipboardData( {
			plainText:
				'https://www.opentable.com/restref/client/?rid=412810&restref=412810&lang=es-MX&corrid=e413926b',
		} );
		await pageUtils.pressKeys( 'primary+v' );
		await expect
			.poll( async () =>
				( await editor.getBlocks() ).map( ( pasted ) => [
					pasted.name,
					pasted.attributes.rid,
					pasted.attributes.lang,
				] )
			)
			.toEqual( [ [ BLOCK, [ '412810' ], 'es-MX' ] ] );
		await expect(
			editor.canvas.getByText( 'Restaurant #412810' )
		).toBeVisible();
	} );

	test( 'a visitor loads the widget only near the block, and only after a click when the owner asks', async ( {
		browser,
		requestUtils,
	} ) => {
		const spacer =
			'<!-- wp:spacer {"height":"4000px"} --><div style="height:4000px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->';
		const post = await requestUtils.rest< { link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Reservations further down',
				status: 'publish',
				content:
					spacer + '<!-- wp:cairn/opentable {"rid":["412810"]} /-->',
			},
		} );
		const expected =
			'https://www.opentable.com/widget/reservation/loader?rid=412810&type=standard&theme=standard&iframe=true&domain=com&lang=en-US&newtab=false';

		for ( const click of [ '', '1' ] as const ) {
			await setClickToLoad( requestUtils, click );
			const context = await browser.newContext( {
				storageState: { cookies: [], origins: [] },
			} );
			const page = await context.newPage();
			const requests = await fakeOpenTable( page );
			await page.goto( post.link );
			const block = page.locator( '.wp-block-cairn-opentable' );
			await expect( block ).toHaveAttribute(
				'data-cairn-embed-started',
				'1'
			);
			await expect(
				block.getByRole( 'link', { name: 'Make a reservation' } )
			).toHaveAttribute(
				'href',
				'https://www.opentable.com/restref/client/?rid=412810&restref=412810&lang=en-US'
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
			await block.scrollIntoViewIfNeeded();
			await BEFORE_LOAD[ click ]( block, requests );
			await expect( block.locator( '.ot-fake-widget' ) ).toBeVisible();
			await expect( block ).toHaveClass( /\bis-loaded\b/ );
			expect( requests ).toEqual( [ expected ] );
			await context.close();
		}
	} );
} );
