/**
 * Donations block: Stripe keys set in the settings, the block built with
 * monthly donations and a custom amount in EUR, published, a visitor donates
 * through the test Checkout page, and Stripe's events, delivered in reverse
 * order after the visitor is back and each three times, are recorded once.
 */

/**
 * External dependencies
 */
import http from 'node:http';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { replaceServices } from './utils/settings';
import { insertFromInserter, visitAsVisitor } from './utils/blocks';
import { logIn } from './utils/users';

interface StripeServer {
	url: string;
	configure: ( config: {
		webhook_url?: string;
		delivery?: { order?: string; late?: boolean; twice?: boolean };
	} ) => void;
	stop: () => Promise< void >;
}

interface Delivery {
	body: string;
	signature: string;
	/** The site's answer to it: status and JSON body. */
	answer: { status: number; body: unknown };
}

const SERVER_MODULE = path.join( process.cwd(), 'tests/servers/stripe.mjs' );

/**
 * Delivers a webhook event to the site, as Stripe does.
 *
 * @param target    The site's webhook URL.
 * @param body      The event.
 * @param signature Its Stripe-Signature header.
 * @return The site's answer.
 */
async function deliver( target: string, body: string, signature: string ) {
	const answer = await fetch( target, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': signature,
		},
		body,
	} );
	return {
		status: answer.status,
		body: JSON.parse( await answer.text() ) as unknown,
	};
}

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
			const answer = await deliver( target, body, signature );
			deliveries.push( { body, signature, answer } );
			res.writeHead( answer.status ).end( JSON.stringify( answer.body ) );
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

	test( 'takes a monthly custom donation in EUR from a visitor and records the webhook once', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		// The keys, as an owner saves them in the settings.
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

		await admin.createNewPost( { title: 'Support us' } );
		const webhook = await page.evaluate(
			() =>
				( window as unknown as { wpApiSettings?: { root: string } } )
					.wpApiSettings?.root ?? ''
		);
		const webhookUrl = `${
			webhook || new URL( '/wp-json/', page.url() ).href
		}cairn/v1/stripe/webhook`;
		const relay = await startRelay( webhookUrl );
		// Stripe's events in reverse order, after the visitor is back, twice.
		stripe.configure( {
			webhook_url: relay.url,
			delivery: { order: 'reverse', late: true, twice: true },
		} );

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

		// A monthly donation's five events, each twice, arrive after the
		// visitor is back: each event is taken as new once, and its second
		// delivery is acknowledged as one the site has.
		await expect
			.poll( () => relay.deliveries.length, { timeout: 30000 } )
			.toBe( 10 );
		const firsts = new Map< string, number >();
		for ( const delivery of relay.deliveries ) {
			const { id } = JSON.parse( delivery.body ) as { id: string };
			expect( delivery.answer.status ).toBe( 200 );
			const { duplicate } = delivery.answer.body as {
				duplicate: boolean;
			};
			firsts.set( id, ( firsts.get( id ) ?? 0 ) + ( duplicate ? 0 : 1 ) );
		}
		expect( [ ...firsts.values() ] ).toEqual( [ 1, 1, 1, 1, 1 ] );
		// Stripe retries: every event once more, signature and all; the
		// site acknowledges each as one it has (so Stripe stops retrying).
		const replays = [];
		for ( const delivery of relay.deliveries ) {
			replays.push(
				await deliver( webhookUrl, delivery.body, delivery.signature )
			);
		}
		expect( replays ).toEqual(
			relay.deliveries.map( () => ( {
				status: 200,
				body: { received: true, duplicate: true },
			} ) )
		);
		await relay.stop();

		const earnings = await requestUtils.rest< {
			totals: { currency: string; amount: number; payments: number }[];
			subscriptions: { status: string; email: string }[];
		} >( { path: '/cairn/v1/memberships/earnings' } );
		// The site's earnings in euros and this donor's subscriptions: the
		// suite's other specs pay in other currencies on the same site.
		expect(
			earnings.totals.filter( ( total ) => total.currency === 'EUR' )
		).toEqual( [
			expect.objectContaining( {
				currency: 'EUR',
				amount: 1250,
				payments: 1,
			} ),
		] );
		expect(
			earnings.subscriptions.filter(
				( subscription ) => subscription.email === 'donor@example.com'
			)
		).toEqual( [
			expect.objectContaining( {
				status: 'active',
				email: 'donor@example.com',
			} ),
		] );
		await visitor.context().close();
	} );

	test( 'without Stripe, an author is told to ask an administrator, and gets no button that leads nowhere @full', async ( {
		browser,
		requestUtils,
	} ) => {
		await replaceServices(
			requestUtils,
			{},
			{
				stripe_secret_key: '',
				stripe_webhook_secret: '',
			}
		);
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
