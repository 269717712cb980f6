/**
 * The local Stripe server against Stripe's own client: the official
 * `stripe` package talks to it as it talks to Stripe, reads its answers and
 * errors, and verifies its events' signatures. What the server refuses, it
 * refuses as Stripe does.
 *
 * @jest-environment node
 */

/**
 * External dependencies
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import Stripe from 'stripe';

const KEY = 'sk_test_cairn0123456789';
const WEBHOOK_SECRET = 'whsec_cairntest0123456789';

let server: ChildProcess;
let origin = '';
let stripe: Stripe;

beforeAll( async () => {
	server = spawn(
		process.execPath,
		[ path.join( __dirname, '../stripe.mjs' ), '--exit-with-stdin' ],
		{ stdio: [ 'pipe', 'pipe', 'inherit' ] }
	);
	const lines = readline.createInterface( {
		input: server.stdout as NodeJS.ReadableStream,
	} );
	origin = await new Promise< string >( ( resolve ) =>
		lines.once( 'line', resolve )
	);
	const url = new URL( origin );
	stripe = new Stripe( KEY, {
		host: url.hostname,
		port: Number( url.port ),
		protocol: 'http',
		maxNetworkRetries: 0,
	} );
} );

afterAll( () => {
	server.stdin?.end();
} );

/**
 * Calls a test endpoint of the server.
 *
 * @param route Path, such as `/__pay/cs_…`.
 * @param body  JSON body.
 * @return The answer.
 */
async function testEndpoint< T >(
	route: string,
	body?: unknown
): Promise< T > {
	const answer = await fetch( origin + route, {
		method: 'POST',
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	return ( await answer.json() ) as T;
}

/**
 * The error a call is refused with.
 *
 * @param call The call.
 * @return Stripe's error as the client reads it.
 */
async function refusal( call: () => Promise< unknown > ) {
	try {
		await call();
	} catch ( error ) {
		const refused = error as Stripe.errors.StripeError;
		return {
			status: refused.statusCode,
			type: refused.rawType,
			code: refused.code,
			param: refused.param,
			message: refused.message,
		};
	}
	throw new Error( 'The call was accepted.' );
}

/**
 * A product and a monthly price of 5 EUR.
 *
 * @return Their ids.
 */
async function monthlyPrice() {
	const product = await stripe.products.create( { name: 'Monthly' } );
	const price = await stripe.prices.create( {
		product: product.id,
		currency: 'eur',
		unit_amount: 500,
		recurring: { interval: 'month' },
	} );
	return { product: product.id, price: price.id };
}

describe( 'The local Stripe server', () => {
	it( 'serves the official client: products, prices and a Checkout Session', async () => {
		const { price } = await monthlyPrice();
		const session = await stripe.checkout.sessions.create( {
			mode: 'subscription',
			line_items: [ { price, quantity: 1 } ],
			success_url: 'http://site.example/?cairn_checkout=success',
			subscription_data: { metadata: { cairn_site: 'site_a' } },
		} );
		expect( session.object ).toBe( 'checkout.session' );
		expect( session.amount_total ).toBe( 500 );
		expect( session.url ).toBe( `${ origin }/checkout/${ session.id }` );
		expect( session ).not.toHaveProperty( 'subscription_data' );
		expect(
			( await stripe.checkout.sessions.retrieve( session.id ) ).id
		).toBe( session.id );
	} );

	it( 'refuses an unknown parameter', async () => {
		expect(
			await refusal( () =>
				stripe.products.create( {
					name: 'x',
					colour: 'red',
				} as Stripe.ProductCreateParams )
			)
		).toEqual( {
			status: 400,
			type: 'invalid_request_error',
			code: 'parameter_unknown',
			param: 'colour',
			message: 'Received unknown parameter: colour',
		} );
		expect(
			await refusal( () =>
				stripe.checkout.sessions.create( {
					mode: 'payment',
					success_url: 'http://site.example/',
					line_items: [
						{
							price_data: {
								currency: 'usd',
								unit_amount: 500,
								product: 'prod_x',
								line_price: 1,
							},
							quantity: 1,
						},
					],
				} as unknown as Stripe.Checkout.SessionCreateParams )
			)
		).toMatchObject( {
			code: 'parameter_unknown',
			param: 'line_items[0][price_data][line_price]',
		} );
	} );

	it( 'refuses an amount under the currency’s minimum charge or over the maximum', async () => {
		const { product } = await monthlyPrice();
		const session = ( currency: string, amount: number ) => () =>
			stripe.checkout.sessions.create( {
				mode: 'payment',
				success_url: 'http://site.example/',
				line_items: [
					{
						price_data: { currency, unit_amount: amount, product },
						quantity: 1,
					},
				],
			} );
		for ( const [ currency, under ] of [
			[ 'usd', 49 ],
			[ 'gbp', 29 ],
			[ 'jpy', 49 ],
			[ 'mxn', 999 ],
		] as const ) {
			expect( await refusal( session( currency, under ) ) ).toMatchObject(
				{
					status: 400,
					type: 'invalid_request_error',
					code: 'amount_too_small',
					param: 'line_items[0][price_data][unit_amount]',
				}
			);
			await expect(
				session( currency, under + 1 )()
			).resolves.toHaveProperty( 'amount_total', under + 1 );
		}
		expect( await refusal( session( 'usd', 100000000 ) ) ).toMatchObject( {
			code: 'amount_too_large',
		} );
	} );

	it( 'refuses a product or price that does not exist', async () => {
		expect(
			await refusal( () =>
				stripe.checkout.sessions.create( {
					mode: 'payment',
					success_url: 'http://site.example/',
					line_items: [
						{
							price_data: {
								currency: 'usd',
								unit_amount: 500,
								product: 'prod_missing',
							},
							quantity: 1,
						},
					],
				} )
			)
		).toEqual( {
			status: 400,
			type: 'invalid_request_error',
			code: 'resource_missing',
			param: 'line_items[0][price_data][product]',
			message: "No such product: 'prod_missing'",
		} );
		expect(
			await refusal( () =>
				stripe.checkout.sessions.create( {
					mode: 'payment',
					success_url: 'http://site.example/',
					line_items: [ { price: 'price_missing', quantity: 1 } ],
				} )
			)
		).toMatchObject( {
			code: 'resource_missing',
			param: 'line_items[0][price]',
		} );
		expect(
			await refusal( () =>
				stripe.prices.create( {
					product: 'prod_missing',
					currency: 'usd',
					unit_amount: 500,
				} )
			)
		).toMatchObject( { code: 'resource_missing', param: 'product' } );
	} );

	it( 'answers a reused idempotency key with the first answer, and refuses it with other parameters', async () => {
		const first = await stripe.products.create(
			{ name: 'Once' },
			{ idempotencyKey: 'cairn-test-key' }
		);
		const again = await stripe.products.create(
			{ name: 'Once' },
			{ idempotencyKey: 'cairn-test-key' }
		);
		expect( again.id ).toBe( first.id );
		expect(
			await refusal( () =>
				stripe.products.create(
					{ name: 'Twice' },
					{ idempotencyKey: 'cairn-test-key' }
				)
			)
		).toMatchObject( { status: 400, type: 'idempotency_error' } );
	} );

	it( 'sends events signed as Stripe signs them, in the order asked, late or twice', async () => {
		const { price } = await monthlyPrice();
		const open = () =>
			stripe.checkout.sessions.create( {
				mode: 'subscription',
				line_items: [ { price, quantity: 1 } ],
				success_url: 'http://site.example/',
			} );
		type Delivery = { body: string; signature: string };
		const natural = await testEndpoint< Delivery[] >(
			`/__pay/${ ( await open() ).id }`
		);
		const events = natural.map( ( delivery ) =>
			stripe.webhooks.constructEvent(
				delivery.body,
				delivery.signature,
				WEBHOOK_SECRET
			)
		);
		expect( events.map( ( event ) => event.type ) ).toEqual( [
			'customer.subscription.created',
			'invoice.paid',
			'invoice.payment_succeeded',
			'customer.subscription.updated',
			'checkout.session.completed',
		] );
		const subscription = events[ 0 ].data.object as Stripe.Subscription;
		expect( subscription ).not.toHaveProperty( 'customer_email' );
		expect(
			( await stripe.customers.retrieve(
				String( subscription.customer )
			) ) as Stripe.Customer
		).toHaveProperty( 'email', 'donor@example.com' );
		const invoice = events[ 1 ].data.object as Stripe.Invoice;
		expect( invoice ).not.toHaveProperty( 'payment_intent' );
		const [ link ] = (
			await stripe.invoicePayments.list( {
				invoice: String( invoice.id ),
			} )
		).data;
		expect( link.payment.type ).toBe( 'payment_intent' );

		await testEndpoint( '/__config', {
			delivery: { order: 'reverse', twice: true },
		} );
		const reversed = await testEndpoint< Delivery[] >(
			`/__pay/${ ( await open() ).id }`
		);
		await testEndpoint( '/__config', {
			delivery: { order: 'natural', twice: false },
		} );
		const types = reversed.map(
			( delivery ) => JSON.parse( delivery.body ).type as string
		);
		expect( types ).toHaveLength( 10 );
		expect( types.slice( 0, 5 ) ).toEqual(
			events.map( ( event ) => event.type ).reverse()
		);
		expect( types.slice( 5 ) ).toEqual( types.slice( 0, 5 ) );
	} );

	it( 'delivers again, signed again, what a webhook did not answer with a 2xx, when retries are on', async () => {
		// A receiver that fails each event's first delivery.
		const seen: Array< { id: string; signature: string } > = [];
		const receiver = http.createServer( ( req, res ) => {
			let body = '';
			req.on( 'data', ( chunk ) => ( body += chunk ) );
			req.on( 'end', () => {
				const signature = String( req.headers[ 'stripe-signature' ] );
				const event = stripe.webhooks.constructEvent(
					body,
					signature,
					WEBHOOK_SECRET
				);
				const first = ! seen.some( ( item ) => item.id === event.id );
				seen.push( { id: event.id, signature } );
				res.writeHead( first ? 500 : 200 ).end();
			} );
		} );
		await new Promise< void >( ( resolve ) =>
			receiver.listen( 0, '127.0.0.1', resolve )
		);
		const { port } = receiver.address() as { port: number };
		type State = {
			deliveries: Array< { event: string; statuses: number[] } >;
			retriesPending: number;
		};
		const state = async () =>
			( await ( await fetch( `${ origin }/__state` ) ).json() ) as State;
		try {
			await testEndpoint( '/__config', {
				webhook_url: `http://127.0.0.1:${ port }/hook`,
				delivery: { retry: { attempts: 3, firstDelayMs: 10 } },
			} );
			const before = ( await state() ).deliveries.length;
			const { price } = await monthlyPrice();
			const session = await stripe.checkout.sessions.create( {
				mode: 'subscription',
				line_items: [ { price, quantity: 1 } ],
				success_url: 'http://site.example/',
			} );
			await testEndpoint( `/__pay/${ session.id }` );
			let after = await state();
			for (
				let tries = 0;
				after.retriesPending > 0 && tries < 100;
				tries++
			) {
				await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
				after = await state();
			}
			const deliveries = after.deliveries.slice( before );
			expect( deliveries ).toHaveLength( 5 );
			for ( const delivery of deliveries ) {
				expect( delivery.statuses ).toEqual( [ 500, 200 ] );
			}
			// Each event reached the receiver twice, each time validly signed.
			expect( seen ).toHaveLength( 10 );

			// Without retries, a failed delivery is not sent again.
			await testEndpoint( '/__config', { delivery: { retry: null } } );
			seen.length = 0;
			const other = await stripe.checkout.sessions.create( {
				mode: 'subscription',
				line_items: [ { price, quantity: 1 } ],
				success_url: 'http://site.example/',
			} );
			await testEndpoint( `/__pay/${ other.id }` );
			expect( seen ).toHaveLength( 5 );
			expect( ( await state() ).retriesPending ).toBe( 0 );
		} finally {
			await testEndpoint( '/__config', {
				webhook_url: '',
				delivery: { retry: null },
			} );
			receiver.close();
		}
	} );

	describe( 'subscribers and the owner', () => {
		/**
		 * A paid monthly subscription, as Checkout leaves it.
		 *
		 * @return The subscription and its customer.
		 */
		async function subscribed() {
			const { price } = await monthlyPrice();
			const session = await stripe.checkout.sessions.create( {
				mode: 'subscription',
				line_items: [ { price, quantity: 1 } ],
				success_url: 'http://site.example/?cairn_checkout=success',
			} );
			await testEndpoint( `/__pay/${ session.id }` );
			const paid = await stripe.checkout.sessions.retrieve( session.id );
			return {
				subscription: String( paid.subscription ),
				customer: String( paid.customer ),
				session: session.id,
			};
		}

		/**
		 * The events of the API calls so far, verified as a site verifies them.
		 *
		 * @return The events.
		 */
		async function outbox() {
			const deliveries =
				await testEndpoint<
					Array< { body: string; signature: string } >
				>( '/__outbox' );
			return deliveries.map( ( delivery ) =>
				stripe.webhooks.constructEvent(
					delivery.body,
					delivery.signature,
					WEBHOOK_SECRET
				)
			);
		}

		it( 'opens a customer portal for one customer, listing only their subscriptions', async () => {
			const mine = await subscribed();
			const theirs = await subscribed();
			const portal = await stripe.billingPortal.sessions.create( {
				customer: mine.customer,
				return_url: 'http://site.example/',
			} );
			expect( portal.object ).toBe( 'billing_portal.session' );
			expect( portal.customer ).toBe( mine.customer );
			expect( portal.url ).toBe( `${ origin }/portal/${ portal.id }` );
			const page = await ( await fetch( portal.url ) ).text();
			expect( page ).toContain( mine.subscription );
			expect( page ).not.toContain( theirs.subscription );
			expect(
				await refusal( () =>
					stripe.billingPortal.sessions.create( {
						customer: 'cus_missing',
					} )
				)
			).toMatchObject( { code: 'resource_missing', param: 'customer' } );
		} );

		it( 'schedules a cancellation at the period’s end, takes it back, and cancels now', async () => {
			const { subscription } = await subscribed();
			await outbox();
			const scheduled = await stripe.subscriptions.update( subscription, {
				cancel_at_period_end: true,
			} );
			expect( scheduled.cancel_at_period_end ).toBe( true );
			expect( scheduled.cancel_at ).toBe(
				scheduled.items.data[ 0 ].current_period_end
			);
			let events = await outbox();
			expect( events.map( ( event ) => event.type ) ).toEqual( [
				'customer.subscription.updated',
			] );
			expect(
				( events[ 0 ] as Stripe.CustomerSubscriptionUpdatedEvent ).data
					.previous_attributes
			).toMatchObject( { cancel_at_period_end: false, cancel_at: null } );

			const kept = await stripe.subscriptions.update( subscription, {
				cancel_at_period_end: false,
			} );
			expect( kept.cancel_at ).toBeNull();
			expect( ( await outbox() ).length ).toBe( 1 );

			const cancelled = await stripe.subscriptions.cancel( subscription );
			expect( cancelled.status ).toBe( 'canceled' );
			events = await outbox();
			expect( events.map( ( event ) => event.type ) ).toEqual( [
				'customer.subscription.deleted',
			] );
			expect(
				await refusal( () =>
					stripe.subscriptions.cancel( subscription )
				)
			).toMatchObject( { status: 404, code: 'resource_missing' } );
			expect(
				await refusal( () =>
					stripe.subscriptions.update( subscription, {
						cancel_at_period_end: true,
					} )
				)
			).toMatchObject( {
				status: 400,
				message:
					'A canceled subscription can only update its cancellation_details and metadata.',
			} );
		} );

		it( 'refunds part of a payment, then the rest, and no more', async () => {
			const { session } = await subscribed();
			const paid = await stripe.checkout.sessions.retrieve( session );
			const invoice = await stripe.invoices.retrieve(
				String( paid.invoice )
			);
			const link = await stripe.invoicePayments.list( {
				invoice: String( invoice.id ),
			} );
			const intent = String( link.data[ 0 ].payment.payment_intent );
			await outbox();
			const part = await stripe.refunds.create( {
				payment_intent: intent,
				amount: 200,
			} );
			expect( part ).toMatchObject( {
				object: 'refund',
				amount: 200,
				status: 'succeeded',
				payment_intent: intent,
			} );
			const events = await outbox();
			expect( events.map( ( event ) => event.type ) ).toEqual( [
				'charge.refunded',
				'refund.created',
			] );
			expect(
				( events[ 0 ].data.object as Stripe.Charge ).amount_refunded
			).toBe( 200 );
			expect(
				await refusal( () =>
					stripe.refunds.create( {
						payment_intent: intent,
						amount: 400,
					} )
				)
			).toMatchObject( { code: 'amount_too_large', param: 'amount' } );
			await stripe.refunds.create( { payment_intent: intent } );
			expect(
				await refusal( () =>
					stripe.refunds.create( { payment_intent: intent } )
				)
			).toMatchObject( { code: 'charge_already_refunded' } );
		} );

		it( 'fails every call as Stripe does during an outage', async () => {
			const expected: Array< [ string, string ] > = [
				[ 'revoked', 'StripeAuthenticationError' ],
				[ 'rate_limit', 'StripeRateLimitError' ],
				[ 'api_error', 'StripeAPIError' ],
			];
			try {
				for ( const [ kind, type ] of expected ) {
					await testEndpoint( '/__config', { outage: { kind } } );
					await expect(
						stripe.products.create( { name: 'x' } )
					).rejects.toMatchObject( { type } );
				}
			} finally {
				await testEndpoint( '/__config', { outage: null } );
			}
			await expect(
				stripe.products.create( { name: 'x' } )
			).resolves.toHaveProperty( 'object', 'product' );
		} );
	} );
} );
