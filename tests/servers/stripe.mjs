/**
 * A local server speaking the part of Stripe's HTTP API that Cairn uses, in
 * its real wire format: `Authorization: Bearer sk_…`, form-encoded POST
 * bodies with bracket keys (`line_items[0][price_data][currency]=eur`), JSON
 * answers, errors as `{ error: { type, message, param } }`, and the
 * `Idempotency-Key` header (a repeated key answers the first answer again).
 *
 * - `GET /v1/account`: the test account (`acct_cairntest`, currency usd).
 * - `POST /v1/products`, `POST /v1/prices` (recurring[interval] month/year).
 * - `POST /v1/checkout/sessions`: mode payment or subscription, one line item
 *   by `price` or `price_data`; answers `url` on this server's test Checkout.
 * - `GET /checkout/{id}`: a test Checkout page with a Pay button;
 *   `POST /checkout/{id}/pay` pays it, delivers the events and redirects
 *   (303) to the success URL with `{CHECKOUT_SESSION_ID}` filled in.
 *
 * Events are signed as Stripe signs them: the `Stripe-Signature` header
 * `t={unix time},v1={hex HMAC-SHA256 of "{t}.{body}" with the signing
 * secret}`. They are POSTed to the webhook URL set with `POST /__config`
 * (`{ webhook_url, webhook_secret }`), and also answered as a list of
 * `{ body, signature }` by the test endpoints, so PHP tests without a served
 * site can hand them to the route:
 * - `POST /__pay/{session}`: pays a session (checkout.session.completed; for
 *   a subscription also customer.subscription.created and invoice.paid).
 * - `POST /__renew/{subscription}`: invoice.paid (billing_reason
 *   subscription_cycle).
 * - `POST /__cancel/{subscription}`: customer.subscription.deleted.
 * - `POST /__refund/{session}?amount=N`: refunds N (all by default) of a paid
 *   one-time session: charge.refunded with the charge's `amount_refunded`.
 * - `POST /__sign` with a raw body: `{ body, signature }` for any payload
 *   (`?t=` overrides the time, to test old timestamps).
 * - `GET /__state`: products, prices, sessions, subscriptions, requests;
 *   `POST /__reset` forgets them.
 *
 * CLI: `node tests/servers/stripe.mjs [--port N] [--key sk_…]
 * [--exit-with-stdin]` prints the base URL (`http://127.0.0.1:N`) first.
 */

/**
 * External dependencies
 */
import http from 'node:http';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { runFromCommandLine } from './cli.mjs';

export const TEST_KEY = 'sk_test_cairn0123456789';
export const TEST_ACCOUNT = 'acct_cairntest';
export const TEST_WEBHOOK_SECRET = 'whsec_cairntest0123456789';

/**
 * Parses a form-encoded body with bracket keys into nested objects; numeric
 * keys make arrays, as Stripe reads them.
 *
 * @param {string} raw Body.
 * @return {Object} Parameters.
 */
export function parseForm( raw ) {
	const result = {};
	for ( const [ key, value ] of new URLSearchParams( raw ) ) {
		const parts = key.replace( /\]/g, '' ).split( '[' );
		let node = result;
		parts.forEach( ( part, index ) => {
			if ( index === parts.length - 1 ) {
				node[ part ] = value;
				return;
			}
			if ( typeof node[ part ] !== 'object' ) {
				node[ part ] = /^\d+$/.test( parts[ index + 1 ] ) ? [] : {};
			}
			node = node[ part ];
		} );
	}
	return result;
}

/**
 * The `Stripe-Signature` header of a body.
 *
 * @param {string} body   Raw body.
 * @param {string} secret Signing secret.
 * @param {number} time   Unix time.
 * @return {string} Header value.
 */
export function signature(
	body,
	secret,
	time = Math.floor( Date.now() / 1000 )
) {
	const mac = crypto
		.createHmac( 'sha256', secret )
		.update( `${ time }.${ body }` )
		.digest( 'hex' );
	return `t=${ time },v1=${ mac }`;
}

/**
 * Sends a JSON answer.
 *
 * @param {http.ServerResponse} res    Response.
 * @param {number}              status Status.
 * @param {Object}              body   Body.
 */
function send( res, status, body ) {
	res.writeHead( status, {
		'Content-Type': 'application/json',
		'Request-Id': `req_${ crypto.randomBytes( 7 ).toString( 'hex' ) }`,
	} );
	res.end( JSON.stringify( body ) );
}

/**
 * Sends an error in Stripe's shape.
 *
 * @param {http.ServerResponse} res     Response.
 * @param {number}              status  Status.
 * @param {string}              message Message.
 * @param {string}              param   Parameter at fault.
 */
function fail( res, status, message, param = undefined ) {
	send( res, status, {
		error: {
			type: 'invalid_request_error',
			message,
			...( param ? { param } : {} ),
		},
	} );
}

/**
 * Starts the server.
 *
 * @param {Object} options      Options.
 * @param {number} options.port Port; 0 picks a free one.
 * @param {string} options.key  Secret key it accepts.
 * @return {Promise<{url: string, state: () => Object, configure: (config: {webhook_url?: string, webhook_secret?: string, currency?: string}) => void, stop: () => Promise<void>}>} The server.
 */
export async function startStripeServer( { port = 0, key = TEST_KEY } = {} ) {
	let state;
	let counter = 0;
	const reset = () => {
		state = {
			products: {},
			prices: {},
			sessions: {},
			subscriptions: {},
			idempotency: {},
			requests: [],
			webhookUrl: '',
			webhookSecret: TEST_WEBHOOK_SECRET,
			currency: 'usd',
		};
	};
	reset();
	const id = ( prefix ) =>
		`${ prefix }_test${ ( ++counter ).toString().padStart( 6, '0' ) }`;
	const now = () => Math.floor( Date.now() / 1000 );
	const sockets = new Set();
	let origin = '';
	const configure = ( config ) => {
		state.webhookUrl = config.webhook_url ?? state.webhookUrl;
		state.webhookSecret = config.webhook_secret ?? state.webhookSecret;
		state.currency = config.currency ?? state.currency;
	};

	const event = ( type, object ) => ( {
		id: id( 'evt' ),
		object: 'event',
		api_version: '2025-03-31.basil',
		created: now(),
		livemode: false,
		pending_webhooks: 1,
		type,
		data: { object },
	} );

	const deliver = async ( events ) => {
		const deliveries = events.map( ( item ) => {
			const body = JSON.stringify( item, null, 2 );
			return {
				body,
				signature: signature( body, state.webhookSecret ),
			};
		} );
		if ( state.webhookUrl ) {
			for ( const delivery of deliveries ) {
				try {
					await fetch( state.webhookUrl, {
						method: 'POST',
						headers: {
							'Content-Type': 'application/json; charset=utf-8',
							'Stripe-Signature': delivery.signature,
							'User-Agent':
								'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
						},
						body: delivery.body,
					} );
				} catch {
					// Stripe retries later; the tests read the deliveries.
				}
			}
		}
		return deliveries;
	};

	const invoicePaid = ( subscription, reason ) => {
		const invoice = {
			id: id( 'in' ),
			object: 'invoice',
			amount_paid: subscription.items.data[ 0 ].price.unit_amount,
			currency: subscription.currency,
			billing_reason: reason,
			customer: subscription.customer,
			customer_email: subscription.customer_email,
			status: 'paid',
			parent: {
				type: 'subscription_details',
				subscription_details: {
					subscription: subscription.id,
					metadata: subscription.metadata,
				},
			},
			lines: {
				object: 'list',
				data: [
					{
						id: id( 'il' ),
						amount: subscription.items.data[ 0 ].price.unit_amount,
						currency: subscription.currency,
					},
				],
			},
		};
		return event( 'invoice.paid', invoice );
	};

	const pay = ( session ) => {
		if ( session.status === 'complete' ) {
			return [];
		}
		session.status = 'complete';
		session.payment_status = 'paid';
		session.customer = id( 'cus' );
		session.customer_details = { email: 'donor@example.com' };
		const events = [];
		if ( session.mode === 'payment' ) {
			session.payment_intent = id( 'pi' );
			events.push( event( 'checkout.session.completed', session ) );
			return events;
		}
		const subscription = {
			id: id( 'sub' ),
			object: 'subscription',
			status: 'active',
			customer: session.customer,
			customer_email: 'donor@example.com',
			currency: session.currency,
			metadata: session.subscription_data?.metadata || {},
			items: {
				object: 'list',
				data: [ { id: id( 'si' ), price: session.line_price } ],
			},
			created: now(),
		};
		state.subscriptions[ subscription.id ] = subscription;
		session.subscription = subscription.id;
		events.push( event( 'customer.subscription.created', subscription ) );
		events.push( invoicePaid( subscription, 'subscription_create' ) );
		events.push( event( 'checkout.session.completed', session ) );
		return events;
	};

	const api = ( req, res, path, params ) => {
		const auth = req.headers.authorization || '';
		if ( auth !== `Bearer ${ key }` ) {
			fail(
				res,
				401,
				auth.startsWith( 'Bearer ' )
					? `Invalid API Key provided: ${ auth
							.slice( 7, 15 )
							.padEnd( 12, '*' ) }`
					: 'You did not provide an API key.'
			);
			return;
		}
		state.requests.push( { method: req.method, path, params } );
		if ( path === '/v1/account' && req.method === 'GET' ) {
			send( res, 200, {
				id: TEST_ACCOUNT,
				object: 'account',
				country: 'US',
				default_currency: state.currency,
				charges_enabled: true,
				settings: { dashboard: { display_name: 'Cairn test' } },
			} );
			return;
		}
		if ( req.method !== 'POST' ) {
			fail( res, 404, `Unrecognized request URL (GET: ${ path }).` );
			return;
		}
		if ( path === '/v1/products' ) {
			if ( ! params.name ) {
				fail( res, 400, 'Missing required param: name.', 'name' );
				return;
			}
			const product = {
				id: id( 'prod' ),
				object: 'product',
				active: true,
				name: params.name,
				metadata: params.metadata || {},
				created: now(),
			};
			state.products[ product.id ] = product;
			send( res, 200, product );
			return;
		}
		if ( path === '/v1/prices' ) {
			if ( ! state.products[ params.product ] ) {
				fail(
					res,
					400,
					`No such product: '${ params.product }'`,
					'product'
				);
				return;
			}
			if ( ! /^\d+$/.test( params.unit_amount || '' ) ) {
				fail( res, 400, 'Invalid integer', 'unit_amount' );
				return;
			}
			const price = {
				id: id( 'price' ),
				object: 'price',
				active: true,
				currency: String( params.currency || '' ).toLowerCase(),
				product: params.product,
				unit_amount: Number( params.unit_amount ),
				type: params.recurring ? 'recurring' : 'one_time',
				recurring: params.recurring
					? {
							interval: params.recurring.interval,
							interval_count: 1,
						}
					: null,
				metadata: params.metadata || {},
			};
			state.prices[ price.id ] = price;
			send( res, 200, price );
			return;
		}
		if ( path === '/v1/checkout/sessions' ) {
			if ( ! [ 'payment', 'subscription' ].includes( params.mode ) ) {
				fail( res, 400, 'Invalid mode', 'mode' );
				return;
			}
			if ( ! params.success_url ) {
				fail(
					res,
					400,
					'Missing required param: success_url.',
					'success_url'
				);
				return;
			}
			const item = ( params.line_items || [] )[ 0 ];
			let price = item?.price ? state.prices[ item.price ] : null;
			if ( ! price && item?.price_data ) {
				const data = item.price_data;
				price = {
					id: id( 'price' ),
					object: 'price',
					currency: String( data.currency || '' ).toLowerCase(),
					product: data.product,
					unit_amount: Number( data.unit_amount ),
					recurring: data.recurring
						? { interval: data.recurring.interval }
						: null,
				};
			}
			if ( ! price || ! /^\d+$/.test( String( price.unit_amount ) ) ) {
				fail( res, 400, 'Invalid line_items', 'line_items' );
				return;
			}
			if ( ( params.mode === 'subscription' ) !== !! price.recurring ) {
				fail(
					res,
					400,
					'You must provide at least one recurring price in `subscription` mode when using prices.',
					'line_items'
				);
				return;
			}
			const session = {
				id: `cs_test_${ crypto.randomBytes( 12 ).toString( 'hex' ) }`,
				object: 'checkout.session',
				mode: params.mode,
				status: 'open',
				payment_status: 'unpaid',
				amount_total: price.unit_amount * Number( item.quantity || 1 ),
				currency: price.currency,
				metadata: params.metadata || {},
				client_reference_id: params.client_reference_id || null,
				success_url: params.success_url,
				cancel_url: params.cancel_url || null,
				subscription_data: params.subscription_data,
				line_price: price,
				customer: null,
				payment_intent: null,
				subscription: null,
				created: now(),
			};
			session.url = `${ origin }/checkout/${ session.id }`;
			state.sessions[ session.id ] = session;
			const {
				subscription_data: omitted,
				line_price: hidden,
				...shown
			} = session;
			send( res, 200, shown );
			return;
		}
		fail( res, 404, `Unrecognized request URL (POST: ${ path }).` );
	};

	const server = http.createServer( ( req, res ) => {
		let raw = '';
		req.on( 'data', ( chunk ) => ( raw += chunk ) );
		req.on( 'end', async () => {
			const url = new URL( req.url, 'http://x' );
			const path = url.pathname;
			if ( path === '/__state' ) {
				send( res, 200, state );
				return;
			}
			if ( path === '/__reset' && req.method === 'POST' ) {
				reset();
				send( res, 200, {} );
				return;
			}
			if ( path === '/__config' && req.method === 'POST' ) {
				configure( JSON.parse( raw || '{}' ) );
				send( res, 200, {} );
				return;
			}
			if ( path === '/__sign' && req.method === 'POST' ) {
				const time = Number( url.searchParams.get( 't' ) ) || now();
				send( res, 200, {
					body: raw,
					signature: signature( raw, state.webhookSecret, time ),
				} );
				return;
			}
			const test = path.match(
				/^\/__(pay|renew|cancel|refund)\/([\w-]+)$/
			);
			if ( test && req.method === 'POST' ) {
				const [ , action, target ] = test;
				let events = [];
				if ( action === 'pay' && state.sessions[ target ] ) {
					events = pay( state.sessions[ target ] );
				}
				const session = state.sessions[ target ];
				if ( action === 'refund' && session?.payment_intent ) {
					const amount =
						Number( url.searchParams.get( 'amount' ) ) ||
						session.amount_total;
					session.amount_refunded = Math.min(
						session.amount_total,
						( session.amount_refunded || 0 ) + amount
					);
					events = [
						event( 'charge.refunded', {
							id: `ch_${ session.payment_intent.slice( 3 ) }`,
							object: 'charge',
							amount: session.amount_total,
							amount_refunded: session.amount_refunded,
							currency: session.currency,
							payment_intent: session.payment_intent,
							refunded:
								session.amount_refunded ===
								session.amount_total,
						} ),
					];
				}
				const subscription = state.subscriptions[ target ];
				if ( action === 'renew' && subscription ) {
					events = [
						invoicePaid( subscription, 'subscription_cycle' ),
					];
				}
				if ( action === 'cancel' && subscription ) {
					subscription.status = 'canceled';
					subscription.canceled_at = now();
					events = [
						event( 'customer.subscription.deleted', subscription ),
					];
				}
				send( res, 200, await deliver( events ) );
				return;
			}
			const page = path.match( /^\/checkout\/([\w-]+)(\/pay)?$/ );
			if ( page && state.sessions[ page[ 1 ] ] ) {
				const session = state.sessions[ page[ 1 ] ];
				if ( page[ 2 ] && req.method === 'POST' ) {
					await deliver( pay( session ) );
					res.writeHead( 303, {
						Location: session.success_url.replace(
							'{CHECKOUT_SESSION_ID}',
							session.id
						),
					} );
					res.end();
					return;
				}
				const amount = session.amount_total;
				res.writeHead( 200, { 'Content-Type': 'text/html' } );
				res.end(
					`<!doctype html><title>Test Checkout</title><h1>Test Checkout</h1>` +
						`<p class="amount">${ amount } ${ session.currency } (${ session.mode })</p>` +
						`<form method="post" action="/checkout/${ session.id }/pay"><button>Pay</button></form>` +
						( session.cancel_url
							? `<a href="${ session.cancel_url }">Back</a>`
							: '' )
				);
				return;
			}
			if ( path.startsWith( '/v1/' ) ) {
				const idempotency = req.headers[ 'idempotency-key' ];
				if ( idempotency && state.idempotency[ idempotency ] ) {
					const [ status, body ] = state.idempotency[ idempotency ];
					send( res, status, body );
					return;
				}
				// Keeps the answer of a keyed request to answer it again.
				const original = res.end.bind( res );
				res.end = ( body ) => {
					if ( idempotency ) {
						state.idempotency[ idempotency ] = [
							res.statusCode,
							JSON.parse( body ),
						];
					}
					return original( body );
				};
				api( req, res, path, parseForm( raw ) );
				return;
			}
			fail(
				res,
				404,
				`Unrecognized request URL (${ req.method }: ${ path }).`
			);
		} );
	} );

	server.on( 'connection', ( socket ) => {
		sockets.add( socket );
		socket.on( 'close', () => sockets.delete( socket ) );
	} );
	await new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', resolve );
	} );
	const { port: actualPort } = server.address();
	origin = `http://127.0.0.1:${ actualPort }`;

	return {
		url: origin,
		state: () => JSON.parse( JSON.stringify( state ) ),
		configure,
		stop: () =>
			new Promise( ( resolve ) => {
				for ( const socket of sockets ) {
					socket.destroy();
				}
				server.close( () => resolve() );
			} ),
	};
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	runFromCommandLine( startStripeServer, TEST_KEY );
}
