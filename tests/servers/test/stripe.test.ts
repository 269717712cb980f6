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
} );
