/**
 * Donations block: Stripe keys set in the settings, the block built with
 * monthly donations and a custom amount in EUR, published, a visitor donates
 * through the test Checkout page, and Stripe's webhook delivered twice is
 * recorded once.
 */

/**
 * External dependencies
 */
import http from 'node:http';
import path from 'node:path';

/**
 * WordPress dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { insertFromInserter, visitAsVisitor } from './utils/blocks';
import { logIn } from './utils/users';

interface StripeServer {
	url: string;
	configure: ( config: { webhook_url?: string } ) => void;
	stop: () => Promise< void >;
}

interface Delivery {
	body: string;
	signature: string;
}

const SERVER_MODULE = path.join( process.cwd(), 'tests/servers/stripe.mjs' );

/**
 * A relay between the Stripe test server and the site's webhook route that
 * keeps each delivery, so the test can deliver it again as Stripe retries.
 *
 * @param target The site's webhook URL.
 * @return The relay's URL, its deliveries, and a stop function.
 */
async function startRelay( target: string ) {
	const deliveries: Delivery[] = [];
	const server = http.createServer( ( req, res ) => {
		let body = '';
		req.on( 'data', ( chunk ) => ( body += chunk ) );
		req.on( 'end', async () => {
			const signature = String( req.headers[ 'stripe-signature' ] ?? '' );
			deliveries.push( { body, signature } );
			const answer = await fetch( target, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'Stripe-Signature': signature,
				},
				body,
			} );
			res.writeHead( answer.status ).end( await answer.text() );
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as { port: number };
	return {
		url: `http://127.0.0.1:${ port }/`,
		deliveries,
		stop: () =>
			new Promise< void >( ( resolve ) =>
				server.close( () => resolve() )
			),
	};
}

test.describe( 'Donations', () => {
	let stripe: StripeServer;

	test.beforeAll( async () => {
		const module = ( await import( SERVER_MODULE ) ) as {
			startStripeServer: () => Promise< StripeServer >;
		};
		stripe = await module.startStripeServer();
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: {
				cairn_services: {},
				cairn_secrets: {
					stripe_secret_key: '',
					stripe_webhook_secret: '',
				},
			},
		} );
		await requestUtils.deleteAllPosts();
		await stripe.stop();
	} );

	test( 'takes a monthly custom donation in EUR from a visitor and records the webhook once', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		// The keys, as an owner saves them in the settings.
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: {
				cairn_services: {
					stripe_publishable_key: 'pk_test_cairn0123456789',
					stripe_api_base_url: stripe.url,
				},
				cairn_secrets: {
					stripe_secret_key: 'sk_test_cairn0123456789',
					stripe_webhook_secret: 'whsec_cairntest0123456789',
				},
			},
		} );

		await admin.createNewPost( { title: 'Support us' } );
		const webhook = await page.evaluate(
			() =>
				( window as unknown as { wpApiSettings?: { root: string } } )
					.wpApiSettings?.root ?? ''
		);
		const relay = await startRelay(
			`${ webhook || new URL( '/wp-json/', page.url() ).href }cairn/v1/stripe/webhook`
		);
		stripe.configure( { webhook_url: relay.url } );

		await insertFromInserter( page, 'Donations form' );
		const modal = page.getByRole( 'dialog', {
			name: 'Accept Donations with Stripe',
		} );
		// First time for this user: the modal, dismissed for good.
		await modal.getByRole( 'button', { name: 'Got it' } ).click();
		await expect( modal ).toBeHidden();
		const block = editor.canvas.locator( '[data-type="cairn/donations"]' );
		await expect( block.getByLabel( 'Tier 1' ) ).toBeVisible( {
			timeout: 20000,
		} );

		await editor.openDocumentSettingsSidebar();
		await page
			.getByRole( 'combobox', { name: 'Currency' } )
			.selectOption( 'EUR' );
		await page
			.getByRole( 'checkbox', { name: 'Show monthly donations' } )
			.check();
		await expect( block.getByLabel( 'Tier 1' ) ).toHaveValue( '5,00', {
			timeout: 20000,
		} );
		await block.getByRole( 'tab', { name: 'Monthly' } ).click();
		await expect( block.getByLabel( 'Tier 2' ) ).toHaveValue( '15,00' );

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();
		const link = await page.evaluate( () =>
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

		const visitor = await visitAsVisitor( browser, link );
		const block2 = visitor.locator( '.wp-block-cairn-donations' );
		await block2.getByRole( 'link', { name: 'Monthly' } ).click();
		const monthly = block2.locator( 'form[data-tab="monthlyDonation"]' );
		await expect( monthly ).toBeVisible();
		await monthly.locator( 'input[name="custom_amount"]' ).fill( '12,50' );
		await monthly.getByRole( 'button', { name: 'Donate' } ).click();
		await visitor.waitForURL( `${ stripe.url }/checkout/**` );
		await visitor.getByRole( 'button', { name: 'Pay' } ).click();
		await expect(
			visitor.getByText( 'Thank you! Your payment was received.' )
		).toBeVisible();

		// Stripe retries: every event once more, signature and all.
		expect( relay.deliveries.length ).toBeGreaterThan( 0 );
		for ( const delivery of [ ...relay.deliveries ] ) {
			await fetch( relay.url, {
				method: 'POST',
				headers: { 'Stripe-Signature': delivery.signature },
				body: delivery.body,
			} );
		}
		await relay.stop();

		const earnings = await requestUtils.rest< {
			totals: { currency: string; amount: number; payments: number }[];
			subscriptions: unknown[];
		} >( { path: '/cairn/v1/memberships/earnings' } );
		expect( earnings.totals ).toEqual( [
			expect.objectContaining( {
				currency: 'EUR',
				amount: 1250,
				payments: 1,
			} ),
		] );
		expect( earnings.subscriptions ).toHaveLength( 1 );
		await visitor.context().close();
	} );

	test( 'without Stripe, an author is told to ask an administrator, and gets no button that leads nowhere', async ( {
		browser,
		requestUtils,
	} ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: {
				cairn_services: {},
				cairn_secrets: {
					stripe_secret_key: '',
					stripe_webhook_secret: '',
				},
			},
		} );
		const username = `donations-author-${ Date.now() }`;
		const password = 'donations-author-password';
		await requestUtils.createUser( {
			username,
			email: `${ username }@example.org`,
			password,
			roles: [ 'author' ],
		} );
		const { context, page, editor, admin } = await logIn(
			browser,
			username,
			password
		);
		try {
			await admin.createNewPost( { title: 'Give' } );
			await insertFromInserter( page, 'Donations form' );
			await page
				.getByRole( 'dialog', { name: 'Accept Donations with Stripe' } )
				.getByRole( 'button', { name: 'Got it' } )
				.click();
			const block = editor.canvas.locator(
				'[data-type="cairn/donations"]'
			);
			await expect(
				block.getByText(
					'Ask a site administrator to set up Stripe in Settings → Cairn.'
				)
			).toBeVisible( { timeout: 20_000 } );
			// The placeholder hides its instructions in a narrow block; they are there.
			await expect(
				block.getByText(
					'This block will be hidden from your visitors until you connect to Stripe.'
				)
			).toBeAttached();
			await expect(
				block.getByRole( 'link', { name: /Connect to Stripe/ } )
			).toHaveCount( 0 );
			await expect(
				block.getByRole( 'button', { name: /Connect to Stripe/ } )
			).toHaveCount( 0 );
		} finally {
			await context.close();
		}
	} );
} );
