/**
 * Google Calendar block: inserted from the inserter, filled by pasting the
 * public URL and the embed code (a Shareable Link is refused as not an embed),
 * saved as attributes only, reopened valid. Visitors' pages make no request
 * to the calendar host until the block nears the viewport, and none at all
 * before a click on the privacy notice when the owner asks for one.
 *
 * The calendar host is never reached: every request to it is answered here.
 */

/**
 * External dependencies
 */
import type { Browser, Locator, Page } from '@playwright/test';

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

const BLOCK = 'cairn/google-calendar';
const HOST = /^https:\/\/calendar\.google\.com\//;
const URL =
	'https://calendar.google.com/calendar/embed?src=en.usa%23holiday%40group.v.calendar.google.com&ctz=Europe%2FParis';
const EMBED_CODE =
	'<iframe src="https://calendar.google.com/calendar/embed?src=alice%40example.com&amp;ctz=America%2FNew_York" style="border: 0" width="800" height="450" frameborder="0" scrolling="no"></iframe>';
const SHAREABLE_LINK =
	'https://calendar.google.com/calendar/u/0?usp=sharing&ueid=abc';
const ERROR =
	"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.";

/**
 * Answers every request to the calendar host with a small page, and counts them.
 *
 * @param page The page.
 * @return The requested addresses, as they come.
 */
async function fakeCalendar( page: Page ): Promise< string[] > {
	const requests: string[] = [];
	await page.route( HOST, ( route ) => {
		requests.push( route.request().url() );
		return route.fulfill( {
			contentType: 'text/html',
			body: '<!doctype html><title>Calendar</title><p>Calendar</p>',
		} );
	} );
	return requests;
}

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
 * A visitor's page, with the calendar host answered here.
 *
 * @param browser The browser.
 * @param url     The post's address.
 */
async function visit( browser: Browser, url: string ) {
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	const requests = await fakeCalendar( page );
	await page.goto( url );
	return { page, requests };
}

/**
 * Waits until the view script has taken the block and the observer has
 * had its first say (two frames).
 *
 * @param page  The visitor's page.
 * @param block The block.
 */
async function settled( page: Page, block: Locator ) {
	await expect( block ).toHaveAttribute( 'data-cairn-embed-started', '1' );
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
}

test.describe( 'Google Calendar block', () => {
	test.afterEach( async ( { requestUtils } ) => {
		await setClickToLoad( requestUtils, '' );
	} );

	test( 'takes a public URL or embed code, refuses a Shareable Link, saves valid', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await fakeCalendar( page );
		await admin.createNewPost( { title: 'Google Calendar' } );
		await insertFromInserter( page, 'Google Calendar' );
		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		const input = block.getByRole( 'textbox', {
			name: 'Public URL or embed code',
		} );
		const embed = block.getByRole( 'button', { name: 'Embed' } );

		// The Shareable Link is not an embed: it is refused.
		await input.fill( SHAREABLE_LINK );
		await embed.click();
		await expect( block.getByText( ERROR ) ).toBeVisible();

		// A script is not a calendar either.
		await input.fill(
			'<script src="https://calendar.google.com/calendar/embed?src=a%40b.c"></script>'
		);
		await embed.click();
		await expect( block.getByText( ERROR ) ).toBeVisible();

		// The embed code: its src and height are kept, nothing else.
		await input.fill( EMBED_CODE );
		await embed.click();
		const preview = block.locator( 'iframe' );
		await expect( preview ).toHaveAttribute(
			'src',
			'https://calendar.google.com/calendar/embed?src=alice%40example.com&ctz=America%2FNew_York'
		);
		await expect( preview ).toHaveAttribute( 'height', '450' );

		// The public URL, through the toolbar's Edit.
		await editor.clickBlockToolbarButton( 'Edit' );
		await input.fill( URL );
		await embed.click();
		await expect( block.locator( 'iframe' ) ).toHaveAttribute( 'src', URL );

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();
		const post = await requestUtils.rest< {
			content: { raw: string };
		} >( {
			path: `/wp/v2/posts/${ postId }`,
			params: { context: 'edit' },
		} );
		expect( post.content.raw ).toMatch(
			/^<!-- wp:cairn\/google-calendar \{"url":"https:\/\/calendar\.google\.com\/calendar\/embed\?src=en\.usa%23holiday%40group\.v\.calendar\.google\.com\\u0026ctz=Europe%2FParis","height":450\} \/-->$/
		);
		expect( post.content.raw ).not.toContain( '<iframe' );

		await admin.editPost( postId as number );
		await expect(
			editor.canvas.locator( `[data-type="${ BLOCK }"] iframe` )
		).toHaveAttribute( 'src', URL );
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: BLOCK, isValid: true },
		] );
	} );

	test( 'a visitor loads the calendar only near it, and only after a click when the owner asks', async ( {
		browser,
		requestUtils,
	} ) => {
		const block = `<!-- wp:cairn/google-calendar {"url":"${ URL.replace(
			'&',
			'\\u0026'
		) }"} /-->`;
		const spacer =
			'<!-- wp:spacer {"height":"4000px"} --><div style="height:4000px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->';
		const post = await requestUtils.rest< { link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Calendar further down',
				status: 'publish',
				content: spacer + block,
			},
		} );

		// Far below the fold: no request until the visitor scrolls near.
		const first = await visit( browser, post.link );
		const calendar = first.page.locator(
			'.wp-block-cairn-google-calendar'
		);
		await expect( calendar ).toHaveAttribute( 'data-src', URL );
		await settled( first.page, calendar );
		expect( first.requests ).toEqual( [] );
		await expect( calendar.locator( 'iframe' ) ).toHaveCount( 0 );
		await calendar.scrollIntoViewIfNeeded();
		await expect( calendar.locator( 'iframe' ) ).toHaveAttribute(
			'src',
			URL
		);
		await expect.poll( () => first.requests ).toEqual( [ URL ] );
		await first.page.context().close();

		// Click to load: the notice names the service; nothing before the click.
		await setClickToLoad( requestUtils, '1' );
		const second = await visit( browser, post.link );
		const gated = second.page.locator( '.wp-block-cairn-google-calendar' );
		await gated.scrollIntoViewIfNeeded();
		await expect(
			gated.getByText( /This content is provided by Google Calendar\./ )
		).toBeVisible();
		await settled( second.page, gated );
		expect( second.requests ).toEqual( [] );
		await expect( gated.locator( 'iframe' ) ).toHaveCount( 0 );
		await gated
			.getByRole( 'button', { name: 'Load Google Calendar content' } )
			.click();
		await expect( gated.locator( 'iframe' ) ).toHaveAttribute( 'src', URL );
		await expect.poll( () => second.requests ).toEqual( [ URL ] );
		await second.page.context().close();
	} );
} );
