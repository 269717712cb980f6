/**
 * Ad block: with the ads module off the block offers to switch it on; then
 * a format is picked and hidden on mobile, the post is saved valid, a
 * visitor gets the network's slot at the format's size, and the site serves
 * ads.txt for the publisher. Without a publisher id, visitors get nothing
 * and the editor says so, with the way to the Ads settings.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

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
import { setServices } from './utils/ai';

/** Waits until each network's ad has arrived in the visitor's page. */
const ARRIVED = {
	// AdSense marks the slot it filled.
	adsense: ( visitor: Page ) =>
		expect( visitor.locator( '.wp-block-cairn-ad__slot' ) ).toHaveAttribute(
			'data-ad-status',
			'filled'
		),
	// The owner's code draws its ad inside the sandboxed frame.
	custom: ( visitor: Page ) =>
		expect(
			visitor
				.frameLocator( '.wp-block-cairn-ad__slot' )
				.getByText( 'Ad', { exact: true } )
		).toBeVisible(),
};

test.describe( 'Ad block', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await setServices( requestUtils, {
			ads_publisher_id: 'ca-pub-1234567890123456',
			ads_slot_id: '9876543210',
		} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/cairn/v1/module/wordads/active',
			data: { active: false },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await setServices( requestUtils, {} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/cairn/v1/module/wordads/active',
			data: { active: false },
		} );
		await requestUtils.deleteAllPosts();
	} );

	test( 'switches the ads module on, takes a format, saves valid and shows visitors the sized slot', async ( {
		admin,
		editor,
		page,
		browser,
		request,
	} ) => {
		await admin.createNewPost( { title: 'With an ad' } );
		await insertFromInserter( page, 'Ad' );
		const block = editor.canvas.locator( '[data-type="cairn/ad"]' );
		await block.getByRole( 'button', { name: 'Activate ads' } ).click();
		await expect( block.getByText( 'Rectangle 300x250' ) ).toBeVisible();

		await editor.clickBlockToolbarButton( 'Pick an ad format' );
		await page
			.getByRole( 'menuitem', { name: 'Leaderboard 728x90' } )
			.click();
		await expect( block.getByText( 'Leaderboard 728x90' ) ).toBeVisible();
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar
			.getByRole( 'checkbox', { name: 'Hide on mobile' } )
			.check();
		// The block's own ad unit.
		await sidebar
			.getByRole( 'textbox', { name: 'Ad unit (slot ID)' } )
			.fill( '1122334455' );

		const postId = await editor.publishPost();
		await page.reload();
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		// WordPress 6.8 at times keeps an empty paragraph of its default
		// appender ahead of a block inserted into an empty post.
		expect(
			( await blockValidity( editor ) ).filter(
				( saved ) => saved.name !== 'core/paragraph'
			)
		).toEqual( [ { name: 'cairn/ad', isValid: true } ] );

		const visitor = await visitAsVisitor(
			browser,
			`${ process.env.WP_BASE_URL }/?p=${ postId }`
		);
		const slot = visitor.locator( '.wp-block-cairn-ad ins.adsbygoogle' );
		await expect( slot ).toHaveAttribute(
			'data-ad-client',
			'ca-pub-1234567890123456'
		);
		await expect( slot ).toHaveAttribute( 'data-ad-slot', '1122334455' );
		await expect( slot ).toHaveAttribute(
			'style',
			'display:block;width:728px;height:90px'
		);
		await expect( visitor.locator( '.wp-block-cairn-ad' ) ).toHaveClass(
			/is-hidden-on-mobile/
		);
		await expect(
			visitor.locator( 'script[src*="adsbygoogle.js"]' )
		).toHaveCount( 1 );
		await visitor.context().close();

		const adsTxt = await request.get(
			`${ process.env.WP_BASE_URL }/ads.txt`
		);
		expect( await adsTxt.text() ).toBe(
			'google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n'
		);
	} );

	test( 'without a publisher id the editor says ads are not set up, and visitors get nothing @full', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		await setServices( requestUtils, {} );
		await requestUtils.rest( {
			method: 'POST',
			path: '/cairn/v1/module/wordads/active',
			data: { active: true },
		} );
		try {
			await admin.createNewPost( { title: 'An ad to set up' } );
			await insertFromInserter( page, 'Ad' );
			const block = editor.canvas.locator( '[data-type="cairn/ad"]' );
			await expect(
				block.getByText(
					'This block needs an ad network publisher ID, which is not set up on this site yet.'
				)
			).toBeVisible();
			await expect(
				block.getByText(
					'Fill in “Publisher ID” under Ads in Settings → Cairn.'
				)
			).toBeVisible();
			await expect(
				block.getByRole( 'link', {
					name: 'Set up an ad network publisher ID',
				} )
			).toHaveAttribute(
				'href',
				/options-general\.php\?page=cairn#cairn-ads$/
			);
			await expect( block.getByText( 'Rectangle 300x250' ) ).toHaveCount(
				0
			);

			const postId = await editor.publishPost();
			const visitor = await visitAsVisitor(
				browser,
				`${ process.env.WP_BASE_URL }/?p=${ postId }`
			);
			await expect(
				visitor.getByText( 'An ad to set up' ).first()
			).toBeVisible();
			await expect( visitor.locator( '.wp-block-cairn-ad' ) ).toHaveCount(
				0
			);
			await visitor.context().close();
		} finally {
			await setServices( requestUtils, {
				ads_publisher_id: 'ca-pub-1234567890123456',
				ads_slot_id: '9876543210',
			} );
		}
	} );

	test( 'a visitor’s page does not move when the ad arrives: CLS 0 with AdSense and with the owner’s own code', async ( {
		browser,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/cairn/v1/module/wordads/active',
			data: { active: true },
		} );
		const after =
			'<!-- wp:paragraph --><p id="after-the-ad">The story goes on after the ad.</p><!-- /wp:paragraph -->';
		const networks = {
			adsense: {
				ads_publisher_id: 'ca-pub-1234567890123456',
				ads_slot_id: '9876543210',
			},
			custom: {
				ads_network: 'custom',
				// Another network's tag: it draws its ad a moment after the page.
				ads_custom_code:
					'<div id="ad"></div><script>setTimeout(function(){var a=document.getElementById("ad");a.style.height="250px";a.style.background="#c0ffee";a.textContent="Ad";},300);</script>',
			},
		};
		for ( const [ network, services ] of Object.entries( networks ) ) {
			await setServices( requestUtils, services );
			const post = await requestUtils.rest< { link: string } >( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: {
					title: `An ad by ${ network }`,
					status: 'publish',
					content: '<!-- wp:cairn/ad /-->' + after,
				},
			} );
			const context = await browser.newContext( {
				storageState: { cookies: [], origins: [] },
			} );
			const visitor = await context.newPage();
			// AdSense's script as it behaves for a fixed-size unit: a moment
			// after the page, it puts an ad frame of the unit's size in each slot.
			await visitor.route( /adsbygoogle\.js/, ( route ) =>
				route.fulfill( {
					contentType: 'text/javascript',
					body: 'setTimeout(function(){document.querySelectorAll("ins.adsbygoogle:not([data-adsbygoogle-status])").forEach(function(ins){ins.setAttribute("data-adsbygoogle-status","done");ins.setAttribute("data-ad-status","filled");var f=document.createElement("iframe");f.width=ins.style.width;f.height=ins.style.height;f.style.cssText="border:0;width:"+ins.style.width+";height:"+ins.style.height;ins.appendChild(f);});},300);',
				} )
			);
			// Every layout shift, with the elements it moved.
			await visitor.addInitScript( () => {
				const shifts: Array< { value: number; nodes: Node[] } > = [];
				(
					window as unknown as { cairnShifts: typeof shifts }
				 ).cairnShifts = shifts;
				new PerformanceObserver( ( list ) => {
					for ( const entry of list.getEntries() as Array<
						PerformanceEntry & {
							value: number;
							hadRecentInput: boolean;
							sources: Array< { node?: Node } >;
						}
					> ) {
						if ( ! entry.hadRecentInput ) {
							shifts.push( {
								value: entry.value,
								nodes: entry.sources
									.map( ( source ) => source.node )
									.filter(
										( node ): node is Node => !! node
									),
							} );
						}
					}
				} ).observe( { type: 'layout-shift', buffered: true } );
			} );
			await visitor.goto( post.link );
			const slot = visitor.locator( '.wp-block-cairn-ad__slot' );
			await ARRIVED[ network as keyof typeof ARRIVED ]( visitor );
			const box = await slot.boundingBox();
			expect( [ box?.width, box?.height ] ).toEqual( [ 300, 250 ] );
			await expect( visitor.locator( '#after-the-ad' ) ).toBeVisible();
			// The page's shifts, and those of the ad and what follows it: the
			// theme's own (its web font arriving in the post's header) are
			// the theme's.
			const [ page, ad ] = await visitor.evaluate( () => {
				const block = document.querySelector( '.wp-block-cairn-ad' );
				const shifts = (
					window as unknown as {
						cairnShifts: Array< { value: number; nodes: Node[] } >;
					}
				 ).cairnShifts;
				const byAd = shifts.filter( ( { nodes } ) =>
					nodes.some(
						( node ) =>
							!! block &&
							( block.contains( node ) ||
								// The node comes after the ad in the page.
								!! (
									// eslint-disable-next-line no-bitwise
									block.compareDocumentPosition( node ) &
									Node.DOCUMENT_POSITION_FOLLOWING
								) )
					)
				);
				const sum = ( list: typeof shifts ) =>
					list.reduce( ( total, { value } ) => total + value, 0 );
				return [ sum( shifts ), sum( byAd ) ];
			} );

			console.log(
				`Ad block, ${ network }: layout shift of the ad and what follows it ${ ad }, of the whole page ${ page }`
			);
			expect( ad ).toBe( 0 );
			await context.close();
		}
	} );
} );
