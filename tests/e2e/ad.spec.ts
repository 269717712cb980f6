/**
 * Ad block: with the ads module off the block offers to switch it on; then
 * a format is picked and hidden on mobile, the post is saved valid, a
 * visitor gets the network's slot at the format's size, and the site serves
 * ads.txt for the publisher. Without a publisher id, visitors get nothing
 * and the editor says so, with the way to the Ads settings.
 */

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	blockValidity,
	insertFromInserter,
	INVALID_WARNING,
	visitAsVisitor,
} from './utils/blocks';
import { setServices } from './utils/ai';

test.describe( 'Ad block', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await setServices( requestUtils, {
			ads_publisher_id: 'ca-pub-1234567890123456',
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
		await page
			.getByRole( 'region', { name: 'Editor settings' } )
			.getByRole( 'checkbox', { name: 'Hide on mobile' } )
			.check();

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
		await expect( slot ).toHaveAttribute(
			'style',
			'display:inline-block;width:728px;height:90px'
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

	test( 'without a publisher id the editor says ads are not set up, and visitors get nothing', async ( {
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
			} );
		}
	} );
} );
