/**
 * Dashboard → Earnings: the owner opens a subscriber's history, schedules
 * the end of the subscription, takes it back, refunds a payment and ends
 * it now; each change shows once Stripe's event has come back through the
 * webhook.
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';

/**
 * Internal dependencies
 */
import { replaceServices } from './utils/settings';

interface StripeServer {
	url: string;
	configure: ( config: { webhook_url?: string } ) => void;
	state: () => { subscriptions: Record< string, unknown > };
	stop: () => Promise< void >;
}

const SERVER_MODULE = path.join( process.cwd(), 'tests/servers/stripe.mjs' );

test.describe( 'Earnings', () => {
	let stripe: StripeServer;

	test.beforeAll( async () => {
		const module = ( await import( SERVER_MODULE ) ) as {
			startStripeServer: () => Promise< StripeServer >;
		};
		stripe = await module.startStripeServer();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await replaceServices(
			requestUtils,
			{},
			{
				stripe_secret_key: '',
				stripe_webhook_secret: '',
			}
		);
		await requestUtils.deleteAllPosts();
		await stripe.stop();
	} );

	test( 'the owner cancels and refunds a subscriber from the subscriber’s page', async ( {
		admin,
		page,
		requestUtils,
	} ) => {
		await replaceServices(
			requestUtils,
			{
				stripe_publishable_key: 'pk_test_cairn0123456789',
				stripe_api_base_url: stripe.url,
			},
			{
				stripe_secret_key: 'sk_test_cairn0123456789',
				stripe_webhook_secret: 'whsec_cairntest0123456789',
			}
		);
		stripe.configure( {
			webhook_url: `${ process.env.WP_BASE_URL }/?rest_route=/cairn/v1/stripe/webhook`,
		} );
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'Support us',
				status: 'publish',
				content:
					'<!-- wp:cairn/donations {"currency":"USD","oneTimeDonation":{"amounts":[5]},"monthlyDonation":{"show":true,"amounts":[9]}} /-->',
			},
		} );
		// A visitor's monthly donation, paid on the test Checkout page.
		const started = await fetch(
			`${ process.env.WP_BASE_URL }/?rest_route=/cairn/v1/memberships/checkout`,
			{
				method: 'POST',
				headers: {
					Accept: 'application/json',
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				body: new URLSearchParams( {
					post_id: String( post.id ),
					interval: '1 month',
					currency: 'USD',
					amount: '9',
				} ),
			}
		);
		const checkout = ( await started.json() ) as { url?: string };
		expect( checkout, 'the checkout route answers a Checkout URL' ).toEqual(
			{ url: expect.stringContaining( stripe.url ) }
		);
		const url = checkout.url as string;
		await fetch( `${ url }/pay`, { method: 'POST', redirect: 'manual' } );

		// The subscriber's page once Stripe's event has come back.
		const showsAfterEvent = ( text: string ) =>
			expect
				.poll(
					async () => {
						// The action's form post may still be arriving.
						await page.waitForLoadState();
						await page.goto( page.url() );
						return page
							.locator( '.cairn-earnings-subscriber' )
							.innerText();
					},
					{ timeout: 30000 }
				)
				.toContain( text );

		await admin.visitAdminPage( 'index.php', 'page=cairn-earnings' );
		await expect(
			page.getByRole( 'cell', { name: 'donor@example.com' } ).first()
		).toBeVisible();
		// This test's subscriber: the suite's other specs leave theirs on the
		// shared site, with the test Checkout's same address.
		const [ subscription ] = Object.keys( stripe.state().subscriptions );
		await page
			.getByRole( 'link', { name: 'History and actions' } )
			.and( page.locator( `[href$="subscription=${ subscription }"]` ) )
			.click();
		await expect(
			page.getByRole( 'heading', {
				name: 'Subscriber: donor@example.com',
			} )
		).toBeVisible();

		await page
			.getByRole( 'button', { name: 'Cancel at the end of the period' } )
			.click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'Stripe will end the subscription when the period paid for ends.'
		);
		await showsAfterEvent( 'active, ends on' );
		await page
			.getByRole( 'button', {
				name: 'Keep the subscription (renew again)',
			} )
			.click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'The subscription will renew again.'
		);
		await expect
			.poll(
				async () => {
					await page.reload();
					return page
						.getByRole( 'button', {
							name: 'Cancel at the end of the period',
						} )
						.count();
				},
				{ timeout: 30000 }
			)
			.toBe( 1 );

		// The site's earnings in dollars: the suite's other specs pay in
		// dollars too on the shared site, so the refund is what changes.
		const dollars = async () =>
			(
				await requestUtils.rest< {
					totals: Array< { amount: number; currency: string } >;
				} >( { path: '/cairn/v1/memberships/earnings' } )
			).totals.find( ( total ) => total.currency === 'USD' )?.amount ?? 0;
		const beforeRefund = await dollars();
		expect( beforeRefund ).toBeGreaterThanOrEqual( 900 );
		await page.getByLabel( 'Amount to refund' ).fill( '4' );
		await page
			.getByRole( 'button', { name: 'Refund', exact: true } )
			.click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'Stripe is refunding $4.00.'
		);
		await expect
			.poll( dollars, { timeout: 30000 } )
			.toBe( beforeRefund - 400 );

		await page.getByRole( 'button', { name: 'Cancel now' } ).click();
		await showsAfterEvent( 'canceled' );
		await expect(
			page.getByRole( 'button', { name: 'Cancel now' } )
		).toBeHidden();
	} );
} );
