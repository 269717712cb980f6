/**
 * Payment Button: Stripe keys set, the block inserted, a plan added through
 * its form (checked first), published and reloaded valid; a visitor
 * subscribes through the local Stripe server's Checkout. Then the once-only
 * notice after keys are saved in Settings → Cairn, and the block hidden
 * from visitors while Stripe is not connected.
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import type { Editor, RequestUtils } from './utils/test';
import { replaceServices } from './utils/settings';
import {
	blockValidity,
	insertFromInserter,
	visitAsVisitor,
} from './utils/blocks';

interface StripeServer {
	url: string;
	configure: ( config: {
		webhook_url?: string;
		delivery?: { order?: string; late?: boolean; twice?: boolean };
	} ) => void;
	stop: () => Promise< void >;
}

const SERVER_MODULE = path.join( process.cwd(), 'tests/servers/stripe.mjs' );

const KEYS = {
	publishable: 'pk_test_cairn0123456789',
	secret: 'sk_test_cairn0123456789',
	webhook: 'whsec_cairntest0123456789',
};

/**
 * Saves the Stripe settings as the settings page does.
 *
 * @param requestUtils Request utils.
 * @param services     Service fields.
 * @param secrets      Secret fields.
 */
async function saveStripe(
	requestUtils: RequestUtils,
	services: Record< string, string >,
	secrets: Record< string, string >
) {
	await replaceServices( requestUtils, services, secrets );
}

/**
 * The post's permalink, from the editor.
 *
 * @param editor The editor fixture.
 * @return The URL.
 */
async function permalink( editor: Editor ): Promise< string > {
	return editor.page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getPermalink: () => string;
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/editor' )
			.getPermalink()
	);
}

test.describe( 'Payment Button', () => {
	let stripe: StripeServer;

	test.beforeAll( async () => {
		const module = ( await import( SERVER_MODULE ) ) as {
			startStripeServer: () => Promise< StripeServer >;
		};
		stripe = await module.startStripeServer();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await saveStripe(
			requestUtils,
			{},
			{ stripe_secret_key: '', stripe_webhook_secret: '' }
		);
		await requestUtils.deleteAllPosts();
		await stripe.stop();
	} );

	test( 'sells a plan added in the block to a visitor through Checkout', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		await saveStripe(
			requestUtils,
			{
				stripe_publishable_key: KEYS.publishable,
				stripe_api_base_url: stripe.url,
			},
			{
				stripe_secret_key: KEYS.secret,
				stripe_webhook_secret: KEYS.webhook,
			}
		);
		await admin.createNewPost( { title: 'Join the club' } );
		const root = await page.evaluate(
			() =>
				( window as unknown as { wpApiSettings?: { root: string } } )
					.wpApiSettings?.root ?? ''
		);
		// Stripe's events in any order, after the visitor is back, twice.
		stripe.configure( {
			webhook_url: `${
				root || new URL( '/wp-json/', page.url() ).href
			}cairn/v1/stripe/webhook`,
			delivery: { order: 'shuffle', late: true, twice: true },
		} );

		await insertFromInserter( page, 'Payment Button' );
		const block = editor.canvas.locator(
			'[data-type="cairn/recurring-payments"]'
		);
		// The locked inner button, a submit button of the block's form.
		await expect(
			block.locator( '[data-type="cairn/button"]' )
		).toContainText( 'Subscribe', { timeout: 20000 } );
		await editor.selectBlocks( block );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const planSelect = sidebar.getByRole( 'combobox', {
			name: 'Payment plan',
			exact: true,
		} );
		await expect( planSelect ).toBeVisible( { timeout: 20000 } );

		const addPanel = sidebar.getByRole( 'button', {
			name: 'Add a new payment plan',
		} );
		await addPanel.click();
		await expect( sidebar.getByLabel( 'Plan name' ) ).toHaveValue(
			'Monthly Subscription'
		);
		await sidebar.getByLabel( 'Plan name' ).fill( 'Gold membership' );
		await sidebar.getByLabel( 'Plan currency' ).selectOption( 'EUR' );
		await sidebar.getByLabel( 'Renew every' ).selectOption( '1 month' );
		const add = sidebar.getByRole( 'button', {
			name: 'Add this payment plan',
		} );
		await sidebar.getByLabel( 'Price' ).fill( '0,20' );
		await add.click();
		await expect( sidebar.getByRole( 'alert' ) ).toHaveText(
			/^Minimum allowed price is .*0,50.*\.$/
		);
		await sidebar.getByLabel( 'Price' ).fill( '8,00' );
		await add.click();
		await expect( planSelect.locator( 'option:checked' ) ).toHaveText(
			/Gold membership/,
			{ timeout: 20000 }
		);

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();
		const link = await permalink( editor );

		await page.reload();
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: 'cairn/recurring-payments', isValid: true },
		] );

		const visitor = await visitAsVisitor( browser, link );
		await visitor.getByRole( 'button', { name: 'Subscribe' } ).click();
		await visitor.waitForURL( `${ stripe.url }/checkout/**` );
		await expect( visitor.locator( '.amount' ) ).toHaveText(
			'800 eur (subscription)'
		);
		await visitor.getByRole( 'button', { name: 'Pay' } ).click();
		await expect(
			visitor.getByText( 'Thank you! Your payment was received.' )
		).toBeVisible();
		await visitor.context().close();

		// This post's subscription, once, active, with the subscriber's
		// email (other tests on the site may have recorded theirs), once the
		// late events have arrived.
		await expect
			.poll(
				async () =>
					(
						await requestUtils.rest< {
							subscriptions: Array< {
								post_id: string;
								amount: string;
								status: string;
								email: string;
							} >;
						} >( { path: '/cairn/v1/memberships/earnings' } )
					).subscriptions.filter(
						( subscription ) =>
							subscription.post_id === String( postId )
					),
				{ timeout: 30000 }
			)
			.toEqual( [
				expect.objectContaining( {
					amount: '800',
					status: 'active',
					email: 'donor@example.com',
				} ),
			] );
	} );

	test( 'shows the connected notice once after the keys are saved in the settings @full', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		// The test server's address is a developer setting, set beforehand.
		await saveStripe(
			requestUtils,
			{ stripe_api_base_url: stripe.url },
			{ stripe_secret_key: '', stripe_webhook_secret: '' }
		);
		await admin.visitAdminPage( 'options-general.php', 'page=cairn' );
		const section = page.locator( '#cairn-stripe' );
		await section.getByLabel( 'Publishable key' ).fill( KEYS.publishable );
		await section.getByLabel( 'Secret key' ).fill( KEYS.secret );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.getByText( 'Settings saved.' ).first()
		).toBeVisible();

		const congrats =
			'Congrats! Your site is now connected to Stripe. You can now start accepting funds!';
		// The editor's notice (its text is also spoken to screen readers).
		const notice = page
			.locator( '.components-notice' )
			.filter( { hasText: congrats } );
		await admin.createNewPost();
		await expect( notice ).toBeVisible();
		await admin.createNewPost();
		await expect( notice ).toHaveCount( 0 );
	} );

	test( 'is hidden from visitors while Stripe is not connected', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		await saveStripe(
			requestUtils,
			{
				stripe_publishable_key: KEYS.publishable,
				stripe_api_base_url: stripe.url,
			},
			{ stripe_secret_key: KEYS.secret }
		);
		const plan = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/cairn/v1/memberships/product',
			data: {
				title: 'Silver',
				price: '5',
				currency: 'USD',
				interval: '1 month',
			},
		} );
		const post = await requestUtils.createPost( {
			title: 'Members only',
			status: 'publish',
			date_gmt: new Date().toISOString(),
			content: `<!-- wp:cairn/recurring-payments {"planId":${ plan.id }} --><!-- wp:cairn/button {"element":"button","text":"Subscribe","lock":{"remove":true,"move":true}} --><div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">Subscribe</button></div><!-- /wp:cairn/button --><!-- /wp:cairn/recurring-payments -->`,
		} );
		const connected = await visitAsVisitor( browser, post.link );
		await expect(
			connected.getByRole( 'button', { name: 'Subscribe' } )
		).toBeVisible();
		await connected.context().close();

		await saveStripe(
			requestUtils,
			{},
			{ stripe_secret_key: '', stripe_webhook_secret: '' }
		);
		const visitor = await visitAsVisitor( browser, post.link );
		await expect(
			visitor.getByText( 'Members only' ).first()
		).toBeVisible();
		await expect(
			visitor.getByRole( 'button', { name: 'Subscribe' } )
		).toHaveCount( 0 );
		await visitor.context().close();

		// The editor says why, with the way to connect.
		await admin.editPost( post.id );
		const block = editor.canvas.locator(
			'[data-type="cairn/recurring-payments"]'
		);
		await expect(
			block.getByText(
				'This block will be hidden from your visitors until you connect to Stripe.'
			)
		).toBeVisible( { timeout: 20000 } );
		await expect(
			block.getByRole( 'link', {
				name: 'Connect to Stripe to use this block on your site',
			} )
		).toBeVisible();
		expect( page.url() ).toContain( 'post.php' );
	} );
} );
