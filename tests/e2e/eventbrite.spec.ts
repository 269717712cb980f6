/**
 * Eventbrite block: inserted from the inserter, filled by pasting an event
 * URL (taken as it is, with no request) or an organizer's short address
 * (followed by the site; when the site cannot reach Eventbrite it says so
 * and keeps the address), refused for another host and for a short address
 * that leads nowhere (with Convert block to link), saved with its button as
 * a Button block, reopened valid and unchanged. Visitors get the author's
 * button (its text, its link with the event's query) or the in-page
 * checkout with a link, and their pages request Eventbrite's widget script
 * only when the block nears the viewport, once.
 *
 * The site follows the short addresses through its resolve-redirect route to the
 * local stand-in for Eventbrite's hosts (tests/servers/short-links.mjs, on
 * the test network); the browser cannot reach Eventbrite, so the widget
 * script a visitor's page loads is answered here.
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
import { cutOffHosts, useShortLinkHosts } from './utils/short-links';

const BLOCK = 'cairn/eventbrite';
const EVENT =
	'https://www.eventbrite.com/e/summer-jazz-night-tickets-123456789012';
const MISSING = 'https://www.eventbrite.com/e/gone-tickets-404404';
/** Organizers' custom addresses, which redirect to their events. */
const SHORT = 'https://summerjazz.eventbrite.com/';
const GONE = 'https://gone.eventbrite.com/';
const ERROR = 'Sorry, this content could not be embedded.';

test.describe( 'Eventbrite block', () => {
	const shortLinks = useShortLinkHosts( test );

	test( 'embeds an event URL as it is, follows a short address, refuses others with Convert block to link, saves valid', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		shortLinks().reset();
		await admin.createNewPost( { title: 'Eventbrite' } );
		await insertFromInserter( page, 'Eventbrite Checkout' );
		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		const input = block.getByRole( 'textbox', {
			name: 'Eventbrite event URL',
		} );
		const embed = block.getByRole( 'button', { name: 'Embed' } );

		// Another host: refused, with no request.
		await input.fill( 'https://www.eventbrite.com.evil.test/e/x-123' );
		await embed.click();
		await expect( block.getByText( ERROR ) ).toBeVisible();

		// A short address whose event is over: the error, and Convert block to link.
		await input.fill( GONE );
		await embed.click();
		await expect( block.getByText( ERROR ) ).toBeVisible();
		await block
			.getByRole( 'button', { name: 'Convert block to link' } )
			.click();
		await expect(
			editor.canvas.getByRole( 'link', { name: GONE } )
		).toBeVisible();
		await expect(
			editor.canvas.locator( `[data-type="${ BLOCK }"]` )
		).toHaveCount( 0 );

		// A short address the site cannot follow: said so, the address kept.
		await editor.insertBlock( { name: BLOCK } );
		const second = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		const secondInput = second.getByRole( 'textbox', {
			name: 'Eventbrite event URL',
		} );
		const restore = await cutOffHosts( requestUtils, shortLinks(), [
			'summerjazz.eventbrite.com',
		] );
		try {
			await secondInput.fill( SHORT );
			await second.getByRole( 'button', { name: 'Embed' } ).click();
			await expect(
				second.getByText( /This site could not reach Eventbrite/ )
			).toBeVisible();
			await expect( second.getByText( ERROR ) ).toHaveCount( 0 );
			await expect( secondInput ).toHaveValue( SHORT );
		} finally {
			await restore();
		}

		// Once the site reaches Eventbrite again, the short address leads to its event.
		await second.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( second.getByText( 'Event 123456789012' ) ).toBeVisible();
		// Only the short addresses were followed, by the site.
		expect( shortLinks().requests() ).toEqual( [
			`HEAD ${ GONE }`,
			`HEAD ${ MISSING }`,
			`HEAD ${ SHORT }`,
			`HEAD ${ EVENT }`,
		] );

		// An event address in Eventbrite's own form is taken with no request,
		// even for an event that is over.
		shortLinks().reset();
		await editor.clickBlockToolbarButton( 'Edit URL' );
		await secondInput.fill( MISSING );
		await second.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( second.getByText( 'Event 404404' ) ).toBeVisible();
		await editor.clickBlockToolbarButton( 'Edit URL' );
		await secondInput.fill( EVENT );
		await second.getByRole( 'button', { name: 'Embed' } ).click();
		await expect( second.getByText( 'Event 123456789012' ) ).toBeVisible();
		expect( shortLinks().requests() ).toEqual( [] );

		const postId = await editor.publishPost();
		const post = await requestUtils.rest< {
			content: { raw: string };
		} >( {
			path: `/wp/v2/posts/${ postId }`,
			params: { context: 'edit' },
		} );
		expect( post.content.raw ).toContain(
			`<!-- wp:cairn/eventbrite {"url":"${ EVENT }","eventId":"123456789012"} -->\n<!-- wp:cairn/button {"text":"Buy Tickets"} -->`
		);

		await admin.editPost( postId as number );
		await expect(
			editor.canvas.getByText( 'Event 123456789012' )
		).toBeVisible();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'core/paragraph', isValid: true },
			{ name: BLOCK, isValid: true },
		] );
	} );

	test( 'the author’s button and the in-page checkout reach visitors with the event’s query; opening the post changes nothing @full', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		const aff = `${ EVENT }?aff=newsletter`;
		const modal = `<!-- wp:cairn/eventbrite {"url":"${ aff }","eventId":"123456789012"} -->
<!-- wp:cairn/button {"text":"Grab a ticket","backgroundColor":"vivid-red"} -->
<div class="wp-block-cairn-button has-vivid-red-background-color has-background"><a class="wp-block-cairn-button__link">Grab a ticket</a></div>
<!-- /wp:cairn/button -->
<!-- /wp:cairn/eventbrite -->`;
		const inline = `<!-- wp:cairn/eventbrite {"url":"${ aff }","eventId":"123456789012","style":"inline"} /-->`;
		const post = await requestUtils.rest< { id: number; link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Tickets, two ways',
				status: 'publish',
				content: `${ modal }\n\n${ inline }`,
			},
		} );

		// The editor shows the author's button, and opening changes nothing.
		await admin.editPost( post.id );
		await expect(
			editor.canvas.getByRole( 'textbox', { name: 'Button text' } )
		).toHaveText( 'Grab a ticket' );
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect(
			await page.evaluate( () =>
				// `wp` is the editor's global; it has no type declarations here.
				( window as unknown as { wp: any } ).wp.data
					.select( 'core/editor' )
					.isEditedPostDirty()
			)
		).toBe( false );

		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const visitor = await context.newPage();
		await visitor.route( /eventbrite\.com/, ( route ) =>
			route.fulfill( {
				contentType: 'text/javascript',
				body: 'window.EBWidgets={calls:[],createWidget:function(o){this.calls.push(o)}};',
			} )
		);
		await visitor.goto( post.link );
		await expect(
			visitor.getByRole( 'link', { name: 'Grab a ticket' } )
		).toHaveAttribute( 'href', aff );
		await expect(
			visitor.getByRole( 'link', { name: 'Register on Eventbrite' } )
		).toHaveAttribute( 'href', aff );
		await expect
			.poll( () =>
				visitor.evaluate(
					() =>
						(
							window as unknown as {
								EBWidgets?: {
									calls: Record< string, unknown >[];
								};
							}
						 ).EBWidgets?.calls ?? []
				)
			)
			.toHaveLength( 2 );
		const calls = await visitor.evaluate(
			() =>
				(
					window as unknown as {
						EBWidgets: {
							calls: Array< {
								iframeContainerId?: string;
								modalTriggerElementId?: string;
							} >;
						};
					}
				 ).EBWidgets.calls
		);
		// The blocks near the viewport at once: in either order.
		expect( calls ).toEqual(
			expect.arrayContaining( [
				{
					widgetType: 'checkout',
					eventId: '123456789012',
					modal: true,
					modalTriggerElementId: expect.any( String ),
				},
				{
					widgetType: 'checkout',
					eventId: '123456789012',
					iframeContainerId: expect.any( String ),
					iframeContainerHeight: 425,
				},
			] )
		);
		const trigger = calls.find(
			( call ) => call.modalTriggerElementId
		)?.modalTriggerElementId;
		await expect( visitor.locator( `#${ trigger }` ) ).toHaveText(
			'Grab a ticket'
		);
		const container = calls.find(
			( call ) => call.iframeContainerId
		)?.iframeContainerId;
		await expect( visitor.locator( `#${ container }` ) ).toHaveClass(
			/wp-block-cairn-eventbrite__checkout/
		);
		await context.close();
	} );

	test( 'a visitor loads the widget script only near the block, once', async ( {
		browser,
		requestUtils,
	} ) => {
		const spacer =
			'<!-- wp:spacer {"height":"4000px"} --><div style="height:4000px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->';
		const block = `<!-- wp:cairn/eventbrite {"url":"${ EVENT }","eventId":"123456789012"} -->
<!-- wp:cairn/button {"text":"Buy Tickets"} -->
<div class="wp-block-cairn-button"><a class="wp-block-cairn-button__link">Buy Tickets</a></div>
<!-- /wp:cairn/button -->
<!-- /wp:cairn/eventbrite -->`;
		const post = await requestUtils.rest< { link: string } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Tickets further down',
				status: 'publish',
				content: spacer + block + block,
			},
		} );

		const context = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const page = await context.newPage();
		const requests: string[] = [];
		await page.route( /eventbrite\.com/, ( route ) => {
			requests.push( route.request().url() );
			return route.fulfill( {
				contentType: 'text/javascript',
				body: 'window.EBWidgets={calls:[],createWidget:function(o){this.calls.push(o)}};',
			} );
		} );
		await page.goto( post.link );
		const tickets = page.locator( '.wp-block-cairn-eventbrite' );
		await expect( tickets ).toHaveCount( 2 );
		await expect( tickets.first() ).toHaveAttribute(
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
			tickets.first().getByRole( 'link', { name: 'Buy Tickets' } )
		).toHaveAttribute( 'href', EVENT );

		await tickets.last().scrollIntoViewIfNeeded();
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						(
							window as unknown as {
								EBWidgets?: { calls: unknown[] };
							}
						 ).EBWidgets?.calls.length ?? 0
				)
			)
			.toBe( 2 );
		expect( requests ).toEqual( [
			'https://www.eventbrite.com/static/widgets/eb_widgets.js',
		] );
		await context.close();
	} );
} );
