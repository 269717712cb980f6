/**
 * A local server speaking the part of Stripe's HTTP API that Cairn uses, in
 * its real wire format and held to Stripe's own definition: `Authorization:
 * Bearer sk_…`, form-encoded POST bodies with bracket keys
 * (`line_items[0][price_data][currency]=eur`), JSON answers shaped by the
 * `stripe` package's types for API version 2025-03-31.basil
 * (stripe/objects.mjs), and Stripe's checks of what it is sent
 * (stripe/params.mjs): an unknown parameter, a missing one, an amount under
 * Stripe's minimum charge in its currency or over its maximum, a product or
 * price that does not exist, and an `Idempotency-Key` reused with other
 * parameters are each a 400 `{ error: { type, code, message, param } }`. A
 * key reused with the same parameters answers the first answer again; a
 * refused request is not kept (Stripe keeps a key's answer only once the
 * endpoint ran).
 *
 * API:
 * - `GET /v1/account`: the test account (`acct_cairntest`, currency usd,
 *   business name `ACCOUNT_NAME`).
 * - `GET|POST /v1/webhook_endpoints`, `GET|POST|DELETE /v1/webhook_endpoints/{id}`:
 *   the account's webhook endpoints; the signing secret comes only in the
 *   answer that created one. An endpoint's secret is the server's webhook
 *   secret at its creation (`POST /__config` `webhook_secret`), so the
 *   deliveries the test endpoints answer are signed as the endpoint's are.
 *   Each event goes to every enabled endpoint that subscribed to it,
 *   signed with that endpoint's secret. The restricted key
 *   (`RESTRICTED_KEY`) may not use these (403).
 * - `POST /v1/products`, `POST /v1/prices` (recurring[interval]).
 * - `POST /v1/checkout/sessions`: mode payment or subscription, one line item
 *   by `price` or `price_data`; answers `url` on this server's test Checkout.
 * - `GET /v1/checkout/sessions/{id}`, `GET /v1/checkout/sessions?payment_intent=`,
 *   `GET /v1/charges/{id}`,
 *   `GET /v1/customers/{id}`, `GET /v1/subscriptions/{id}`,
 *   `GET /v1/invoices/{id}`, `GET /v1/invoice_payments?invoice=` or
 *   `?payment[type]=payment_intent&payment[payment_intent]=`.
 * - `POST /v1/billing_portal/sessions` (customer, return_url): a portal
 *   session whose `url` is this server's test portal.
 * - `POST /v1/subscriptions/{id}` (cancel_at_period_end, metadata) and
 *   `DELETE /v1/subscriptions/{id}`: a cancellation at the period's end
 *   scheduled or taken back (customer.subscription.updated), or now
 *   (customer.subscription.deleted); a cancelled subscription is gone for
 *   DELETE (404) and takes only metadata and cancellation_details.
 * - `POST /v1/refunds` (payment_intent or charge, amount, reason, metadata):
 *   a succeeded card refund; charge.refunded and refund.created follow.
 *   The events of these API calls go out after the answer, and are also
 *   kept until `POST /__outbox` takes them.
 * - `GET /portal/{id}`: a test customer portal listing the subscriptions of
 *   the session's customer only, each with a Cancel button (at the period's
 *   end, the portal's default), and the return link.
 * - `GET /checkout/{id}`: a test Checkout page with a Pay button;
 *   `POST /checkout/{id}/pay` pays it and redirects (303) to the success URL
 *   with `{CHECKOUT_SESSION_ID}` filled in; the events go out before the
 *   redirect, or after it (late) as configured.
 *
 * Events are what Stripe sends for what happened, signed with the `stripe`
 * package's own `webhooks.generateTestHeaderString`. A paid one-time session
 * sends checkout.session.completed; a paid subscription session sends
 * customer.subscription.created (incomplete), invoice.paid and
 * invoice.payment_succeeded of the first invoice,
 * customer.subscription.updated (active) and checkout.session.completed.
 * They are POSTed to the webhook URL set with `POST /__config`, and also
 * answered as a list of `{ body, signature }` by the test endpoints, so PHP
 * tests without a served site can hand them to the route:
 * - `POST /__pay/{session}`: pays a session.
 * - `POST /__renew/{subscription}`: the next invoice (subscription_cycle).
 * - `POST /__cancel/{subscription}`: customer.subscription.deleted.
 * - `POST /__refund/{session, invoice or payment intent}?amount=N`: refunds N
 *   (all by default) of what paid it: charge.refunded and refund.created.
 * - `POST /__sign` with a raw body: `{ body, signature }` for any payload
 *   (`?t=` overrides the time, to test old timestamps).
 * - `POST /__config` `{ webhook_url, webhook_secret, currency, delivery,
 *   outage }`, where `outage` (or null) makes every API call fail as Stripe
 *   does when a key is revoked, it limits the rate, or it is down;
 *   where `delivery` is `{ order: 'natural'|'reverse'|'shuffle', late:
 *   boolean, twice: boolean, retry: { attempts, firstDelayMs } | null }`:
 *   the order of the events of one action, after the redirect rather than
 *   before, every event delivered twice, and whether a delivery that was not
 *   answered with a 2xx status (or not answered) is delivered again, as
 *   Stripe does: up to `attempts` more times, each with a new timestamp and
 *   signature, the first after `firstDelayMs` and each wait twice the one
 *   before (Stripe's exponential backoff, which in live mode spans three
 *   days and in a sandbox three retries over a few hours, shortened here).
 *   Without `retry` a failed delivery is not sent again. Every attempt is
 *   logged in `deliveries` (`{ event, type, url, statuses }`, a status or a
 *   network error's code per attempt) and `retriesPending` counts the
 *   deliveries waiting for their next attempt.
 * - `GET /__state`: objects and requests; `POST /__reset` forgets them.
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
import Stripe from 'stripe';

/**
 * Internal dependencies
 */
import { runFromCommandLine } from './cli.mjs';
import * as objects from './stripe/objects.mjs';
import {
	INVOICE_PAYMENT_LIST,
	PORTAL_SESSION_CREATE,
	PRICE_CREATE,
	PRODUCT_CREATE,
	REFUND_CREATE,
	RETRIEVE,
	SESSION_CREATE,
	SESSION_LIST,
	SUBSCRIPTION_CANCEL,
	SUBSCRIPTION_UPDATE,
	WEBHOOK_API_VERSION,
	WEBHOOK_ENDPOINT_CREATE,
	WEBHOOK_ENDPOINT_LIST,
	WEBHOOK_ENDPOINT_UPDATE,
	check,
	checkAmount,
	invalid,
} from './stripe/params.mjs';

/** @import { StripeError } from './stripe/params.mjs' */

export const TEST_KEY = 'sk_test_cairn0123456789';
export const TEST_ACCOUNT = 'acct_cairntest';
export const TEST_WEBHOOK_SECRET = 'whsec_cairntest0123456789';

/**
 * A restricted key of the test account: it reads the account and takes
 * payments, but may not manage webhook endpoints (Stripe answers 403, as to
 * a restricted key without the webhook permission).
 */
export const RESTRICTED_KEY = 'rk_test_cairn0123456789';

export { ACCOUNT_NAME } from './stripe/objects.mjs';

/** The address every test payer types on the Checkout page. */
export const TEST_EMAIL = 'donor@example.com';

/**
 * @typedef {Object} Delivery
 * @property {string}                                                     body          Raw JSON body.
 * @property {string}                                                     signature     `Stripe-Signature` header.
 *
 * @typedef {Object} DeliveryRules
 * @property {'natural'|'reverse'|'shuffle'}                              order         Order of one action's events.
 * @property {boolean}                                                    late          After the Checkout redirect rather than before.
 * @property {boolean}                                                    twice         Every event delivered twice.
 * @property {{attempts: number, firstDelayMs: number}|null}              retry         Deliveries again after a failed one.
 *
 * @typedef {Object} DeliveryLog One event's delivery to one URL.
 * @property {string}                                                     event         Event id.
 * @property {string}                                                     type          Event type.
 * @property {string}                                                     url           Where.
 * @property {Array<number|string>}                                       statuses      Each attempt's status, or network error.
 *
 * @typedef {Object} Payment What paid a session or invoice: its PaymentIntent and charge.
 * @property {string}                                                     paymentIntent PaymentIntent id.
 * @property {import('stripe').Stripe.Charge}                             charge        The charge.
 *
 * @typedef {Object<string, unknown>} Params Parsed parameters.
 *
 * @typedef {Object} Outage How every API call fails until it is lifted:
 * `revoked` (401, the key was rolled), `rate_limit` (429), `api_error`
 * (500), `unreachable` (the connection is dropped unanswered), or a
 * refusal by Stripe's own code (`amount_too_small`…: 400).
 * @property {'revoked'|'rate_limit'|'api_error'|'refused'|'unreachable'} kind          Which.
 * @property {string}                                                     [code]        Stripe's code of a refusal.
 */

/**
 * Parses a form-encoded body or query with bracket keys into nested
 * objects, as Stripe reads it: `a[b]=c` is a hash, `a[0]=c` a list, `a[]=c`
 * appends to a list.
 *
 * @param {string} raw Body.
 * @return {Params} Parameters.
 */
export function parseForm( raw ) {
	/** @type {Params} */
	const result = {};
	for ( const [ key, value ] of new URLSearchParams( raw ) ) {
		const parts = key.replace( /\]/g, '' ).split( '[' );
		/** @type {any} -- a tree built from untrusted keys, read through the rules. */
		let node = result;
		parts.forEach( ( part, index ) => {
			const name =
				part === '' && Array.isArray( node ) ? node.length : part;
			if ( index === parts.length - 1 ) {
				node[ name ] = value;
				return;
			}
			if ( typeof node[ name ] !== 'object' ) {
				node[ name ] = /^\d*$/.test( parts[ index + 1 ] ) ? [] : {};
			}
			node = node[ name ];
		} );
	}
	return result;
}

/**
 * The `Stripe-Signature` header of a body, made by the `stripe` package.
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
	return Stripe.webhooks.generateTestHeaderString( {
		payload: body,
		secret,
		timestamp: time,
	} );
}

/**
 * Text for HTML: the five characters that could end an attribute or a tag.
 *
 * @param {string} value Text.
 * @return {string} Escaped text.
 */
const escapeHtml = ( value ) =>
	value.replace(
		/[&<>"']/g,
		( character ) => `&#${ character.charCodeAt( 0 ) };`
	);

/**
 * Sends a JSON answer.
 *
 * @param {http.ServerResponse} res    Response.
 * @param {number}              status Status.
 * @param {unknown}             body   Body.
 */
function send( res, status, body ) {
	res.writeHead( status, {
		'Content-Type': 'application/json',
		'Request-Id': `req_${ crypto.randomBytes( 7 ).toString( 'hex' ) }`,
	} );
	res.end( JSON.stringify( body ) );
}

/**
 * An error answer: `{ error: { type, code, message, param } }`.
 *
 * @param {number}      status Status.
 * @param {StripeError} error  The error.
 * @return {[number, { error: StripeError }]} Status and body.
 */
const failure = ( status, error ) => [ status, { error } ];

/**
 * A string parameter, or ''.
 *
 * @param {unknown} value Value.
 * @return {string} The string.
 */
const text = ( value ) => ( typeof value === 'string' ? value : '' );

/**
 * A hash parameter as metadata, or an empty one.
 *
 * @param {unknown} value Value.
 * @return {Record<string, string>} Metadata.
 */
const metadataOf = ( value ) =>
	typeof value === 'object' && value !== null && ! Array.isArray( value )
		? /** @type {Record<string, string>} */ ( { ...value } )
		: {};

/**
 * A hash parameter, or an empty one.
 *
 * @param {unknown} value Value.
 * @return {Params} The hash.
 */
const hashOf = ( value ) =>
	typeof value === 'object' && value !== null && ! Array.isArray( value )
		? /** @type {Params} */ ( value )
		: {};

/**
 * Starts the server.
 *
 * @param {Object} [options]      Options.
 * @param {number} [options.port] Port; 0 picks a free one.
 * @param {string} [options.key]  Secret key it accepts.
 * @return {Promise<{url: string, state: () => Object, configure: (config: {webhook_url?: string, webhook_secret?: string, currency?: string, delivery?: Partial<DeliveryRules>, outage?: Outage|null}) => void, stop: () => Promise<void>}>} The server.
 */
export async function startStripeServer( { port = 0, key = TEST_KEY } = {} ) {
	const fresh = () => ( {
		/** @type {Record<string, import('stripe').Stripe.Product>} */
		products: {},
		/** @type {Record<string, import('stripe').Stripe.Price>} */
		prices: {},
		/** @type {Record<string, import('stripe').Stripe.Customer>} */
		customers: {},
		/** @type {Record<string, import('stripe').Stripe.Checkout.Session>} */
		sessions: {},
		/** @type {Record<string, import('stripe').Stripe.Subscription>} */
		subscriptions: {},
		/** @type {Record<string, import('stripe').Stripe.Invoice>} */
		invoices: {},
		/** @type {Record<string, import('stripe').Stripe.InvoicePayment>} */
		invoicePayments: {},
		/** @type {Record<string, Payment>} Keyed by session or invoice id. */
		payments: {},
		/** @type {Record<string, import('stripe').Stripe.Refund>} */
		refunds: {},
		/** @type {Record<string, import('stripe').Stripe.BillingPortal.Session>} */
		portalSessions: {},
		/** @type {Delivery[]} The events of API calls (refunds, cancellations), until taken. */
		outbox: [],
		/** @type {Record<string, import('stripe').Stripe.Price>} The price of each session's line item. */
		sessionPrices: {},
		/** @type {Record<string, Record<string, string>>} `subscription_data[metadata]` per session. */
		subscriptionMetadata: {},
		/** @type {Record<string, Record<string, string>>} `payment_intent_data[metadata]` per session. */
		paymentIntentMetadata: {},
		/** @type {Record<string, { request: string, status: number, body: unknown }>} */
		idempotency: {},
		/** @type {Record<string, { endpoint: import('stripe').Stripe.WebhookEndpoint, secret: string }>} */
		webhookEndpoints: {},
		/** @type {Array<{ method: string, path: string, params: Params }>} */
		requests: [],
		webhookUrl: '',
		webhookSecret: TEST_WEBHOOK_SECRET,
		currency: 'usd',
		/** @type {DeliveryRules} */
		delivery: { order: 'natural', late: false, twice: false, retry: null },
		/** @type {DeliveryLog[]} Every delivery to a webhook URL and its attempts. */
		deliveries: [],
		/** Deliveries waiting for their next attempt. */
		retriesPending: 0,
		/** @type {Outage|null} How every API call fails, as Stripe does when it does. */
		outage: null,
	} );
	let state = fresh();
	let counter = 0;
	// Stripe's ids are unique across accounts: a site that met another
	// server (another test, another account) must never see an id again.
	const account = crypto.randomBytes( 4 ).toString( 'hex' );
	/** @param {string} prefix Id prefix. */
	const id = ( prefix ) =>
		`${ prefix }_test${ account }${ ( ++counter )
			.toString()
			.padStart( 6, '0' ) }`;
	const now = () => Math.floor( Date.now() / 1000 );
	/** @type {Set<import('node:net').Socket>} */
	const sockets = new Set();
	let origin = '';
	/**
	 * @param {{webhook_url?: string, webhook_secret?: string, currency?: string, delivery?: Partial<DeliveryRules>, outage?: Outage|null}} config Settings.
	 */
	const configure = ( config ) => {
		state.webhookUrl = config.webhook_url ?? state.webhookUrl;
		state.webhookSecret = config.webhook_secret ?? state.webhookSecret;
		state.currency = config.currency ?? state.currency;
		state.delivery = { ...state.delivery, ...( config.delivery ?? {} ) };
		state.outage =
			config.outage === undefined ? state.outage : config.outage;
	};

	/**
	 * Orders, doubles, signs and (when a webhook URL is set) POSTs the
	 * events of one action, one after the other as Stripe does.
	 *
	 * @param {import('stripe').Stripe.Event[]} events Events in the order they happened.
	 * @return {Promise<Delivery[]>} The deliveries, in the order sent.
	 */
	const deliver = async ( events ) => post( sign( events ) );

	/**
	 * Orders, doubles and signs the events of one action.
	 *
	 * @param {import('stripe').Stripe.Event[]} events Events in the order they happened.
	 * @return {Delivery[]} The deliveries, in the order they are sent.
	 */
	const sign = ( events ) => {
		const ordered = [ ...events ];
		if ( state.delivery.order === 'reverse' ) {
			ordered.reverse();
		} else if ( state.delivery.order === 'shuffle' ) {
			for ( let index = ordered.length - 1; index > 0; index-- ) {
				const other = crypto.randomInt( index + 1 );
				[ ordered[ index ], ordered[ other ] ] = [
					ordered[ other ],
					ordered[ index ],
				];
			}
		}
		return (
			state.delivery.twice ? [ ...ordered, ...ordered ] : ordered
		).map( ( item ) => {
			const body = JSON.stringify( item, null, 2 );
			return { body, signature: signature( body, state.webhookSecret ) };
		} );
	};

	/**
	 * POSTs deliveries, one after the other, to the webhook URL a test set
	 * (every event) and to each enabled webhook endpoint of the account (the
	 * events it was made for), each signed with its target's secret.
	 *
	 * @param {Delivery[]} deliveries Signed deliveries.
	 * @return {Promise<Delivery[]>} The same deliveries.
	 */
	const post = async ( deliveries ) => {
		// A secret of '' keeps the delivery's own signature.
		/** @type {Array<{ url: string, secret: string, events: string[] }>} */
		const targets = [];
		if ( state.webhookUrl ) {
			targets.push( {
				url: state.webhookUrl,
				secret: '',
				events: [ '*' ],
			} );
		}
		for ( const { endpoint, secret } of Object.values(
			state.webhookEndpoints
		) ) {
			if (
				endpoint.status === 'enabled' &&
				! targets.some( ( target ) => target.url === endpoint.url )
			) {
				targets.push( {
					url: endpoint.url,
					secret,
					events: endpoint.enabled_events,
				} );
			}
		}
		for ( const target of targets ) {
			for ( const { body, signature: signed } of deliveries ) {
				const { type } = JSON.parse( body );
				if (
					! target.events.includes( '*' ) &&
					! target.events.includes( type )
				) {
					continue;
				}
				/** @type {DeliveryLog} */
				const entry = {
					event: JSON.parse( body ).id,
					type,
					url: target.url,
					statuses: [],
				};
				state.deliveries.push( entry );
				// The test's URL gets the signature the outbox keeps; an
				// endpoint, one with its own secret.
				await attempt(
					entry,
					body,
					target.secret ? signature( body, target.secret ) : signed,
					target.secret || state.webhookSecret,
					0
				);
			}
		}
		return deliveries;
	};

	/**
	 * One attempt at a delivery; after a failure, the next one is scheduled
	 * when the rules say Stripe retries.
	 *
	 * @param {DeliveryLog} entry    The delivery's log.
	 * @param {string}      body     Raw body.
	 * @param {string}      signed   `Stripe-Signature` of this attempt.
	 * @param {string}      secret   Secret to sign a later attempt with.
	 * @param {number}      previous Retries made so far.
	 */
	const attempt = async ( entry, body, signed, secret, previous ) => {
		const deliveriesNow = state.deliveries;
		/** @type {number|string} */
		let status;
		try {
			const answer = await fetch( entry.url, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json; charset=utf-8',
					'Stripe-Signature': signed,
					'User-Agent':
						'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
				},
				body,
			} );
			await answer.arrayBuffer();
			status = answer.status;
		} catch ( error ) {
			status = String(
				/** @type {{cause?: {code?: string}}} */ ( error ).cause
					?.code ?? 'network error'
			);
		}
		entry.statuses.push( status );
		const retry = state.delivery.retry;
		const ok = typeof status === 'number' && status >= 200 && status < 300;
		if (
			ok ||
			! retry ||
			previous >= retry.attempts ||
			// Forgotten by a reset.
			deliveriesNow !== state.deliveries
		) {
			return;
		}
		state.retriesPending += 1;
		setTimeout(
			() => {
				if ( deliveriesNow !== state.deliveries ) {
					return;
				}
				// Each attempt has its own timestamp and signature.
				void attempt(
					entry,
					body,
					signature( body, secret ),
					secret,
					previous + 1
				).finally( () => {
					if ( deliveriesNow === state.deliveries ) {
						state.retriesPending -= 1;
					}
				} );
			},
			retry.firstDelayMs * 2 ** previous
		);
	};

	/**
	 * A PaymentIntent and its succeeded charge for an amount.
	 *
	 * @param {number}                 amount   Minor units.
	 * @param {string}                 currency Lower-case currency.
	 * @param {string}                 customer Customer id.
	 * @param {Record<string, string>} metadata The PaymentIntent's metadata.
	 * @return {Payment} The payment.
	 */
	const charge = ( amount, currency, customer, metadata ) => {
		const paymentIntent = id( 'pi' );
		return {
			paymentIntent,
			charge: objects.charge( {
				id: `ch_${ paymentIntent.slice( 3 ) }`,
				payment_intent: paymentIntent,
				customer,
				email: TEST_EMAIL,
				amount,
				amount_refunded: 0,
				currency,
				metadata,
				created: now(),
			} ),
		};
	};

	/**
	 * Bills a subscription: a paid invoice, what paid it, and its events.
	 *
	 * @param {import('stripe').Stripe.Subscription}       subscription Subscription.
	 * @param {'subscription_create'|'subscription_cycle'} reason       Why.
	 * @return {{ invoice: import('stripe').Stripe.Invoice, events: import('stripe').Stripe.Event[] }} The invoice and its events.
	 */
	const bill = ( subscription, reason ) => {
		const invoice = objects.paidInvoice( {
			id: id( 'in' ),
			line: id( 'il' ),
			subscription,
			email: TEST_EMAIL,
			billing_reason: reason,
			now: now(),
		} );
		const invoiceId = String( invoice.id );
		const paid = charge(
			invoice.amount_paid,
			invoice.currency,
			String( subscription.customer ),
			{}
		);
		state.invoices[ invoiceId ] = invoice;
		state.payments[ invoiceId ] = paid;
		const link = objects.invoicePayment(
			id( 'inpay' ),
			invoiceId,
			paid.paymentIntent,
			invoice.amount_paid,
			invoice.currency,
			now()
		);
		state.invoicePayments[ link.id ] = link;
		subscription.latest_invoice = invoiceId;
		return {
			invoice,
			events: [
				objects.events.invoicePaid( id( 'evt' ), invoice, now() ),
				objects.events.invoicePaymentSucceeded(
					id( 'evt' ),
					invoice,
					now()
				),
			],
		};
	};

	/**
	 * Pays a session as a payer on the Checkout page does.
	 *
	 * @param {import('stripe').Stripe.Checkout.Session} session Session.
	 * @return {import('stripe').Stripe.Event[]} What happened, in order.
	 */
	const pay = ( session ) => {
		if ( session.status === 'complete' ) {
			return [];
		}
		const customer = objects.customer( id( 'cus' ), TEST_EMAIL, now() );
		state.customers[ customer.id ] = customer;
		if ( session.mode === 'payment' ) {
			const paid = charge(
				session.amount_total ?? 0,
				String( session.currency ),
				customer.id,
				state.paymentIntentMetadata[ session.id ] ?? {}
			);
			state.payments[ session.id ] = paid;
			const done = objects.completedSession(
				session,
				customer.id,
				TEST_EMAIL,
				paid.paymentIntent,
				null,
				null
			);
			state.sessions[ session.id ] = done;
			return [
				objects.events.sessionCompleted( id( 'evt' ), done, now() ),
			];
		}
		const sessionPrice = state.sessionPrices[ session.id ];
		const subscription = objects.subscription( {
			id: id( 'sub' ),
			item: id( 'si' ),
			customer: customer.id,
			price: sessionPrice,
			metadata: state.subscriptionMetadata[ session.id ] ?? {},
			status: 'incomplete',
			latest_invoice: null,
			now: now(),
		} );
		const created = objects.events.subscriptionCreated(
			id( 'evt' ),
			structuredClone( subscription ),
			now()
		);
		const first = bill( subscription, 'subscription_create' );
		subscription.status = 'active';
		state.subscriptions[ subscription.id ] = subscription;
		const done = objects.completedSession(
			session,
			customer.id,
			TEST_EMAIL,
			null,
			subscription.id,
			String( first.invoice.id )
		);
		state.sessions[ session.id ] = done;
		return [
			created,
			...first.events,
			objects.events.subscriptionUpdated(
				id( 'evt' ),
				structuredClone( subscription ),
				{ status: 'incomplete' },
				now()
			),
			objects.events.sessionCompleted( id( 'evt' ), done, now() ),
		];
	};

	/**
	 * What paid a session or invoice, or a PaymentIntent's payment.
	 *
	 * @param {string} target Session, invoice or PaymentIntent id.
	 * @return {Payment|undefined} The payment.
	 */
	const paymentOf = ( target ) =>
		state.payments[ target ] ??
		Object.values( state.payments ).find(
			( payment ) =>
				payment.paymentIntent === target || payment.charge.id === target
		);

	/**
	 * Refunds part of a payment's charge: the refund, and its events
	 * (charge.refunded, then refund.created, as Stripe sends them since API
	 * version 2024-10-28).
	 *
	 * @param {Payment}                                    paid     The payment.
	 * @param {number}                                     amount   Minor units, at most what is left.
	 * @param {Record<string, string>}                     metadata The refund's metadata.
	 * @param {import('stripe').Stripe.Refund.Reason|null} reason   Why.
	 * @return {{ refund: import('stripe').Stripe.Refund, events: import('stripe').Stripe.Event[] }} The refund and its events.
	 */
	const refundPayment = ( paid, amount, metadata, reason ) => {
		const before = paid.charge.amount_refunded;
		const made = objects.refund( {
			id: id( 're' ),
			amount,
			charge: paid.charge.id,
			payment_intent: paid.paymentIntent,
			currency: paid.charge.currency,
			metadata,
			reason,
			now: now(),
		} );
		state.refunds[ made.id ] = made;
		paid.charge = {
			...paid.charge,
			amount_refunded: before + amount,
			refunded: before + amount >= paid.charge.amount,
		};
		return {
			refund: made,
			events: [
				objects.events.chargeRefunded(
					id( 'evt' ),
					structuredClone( paid.charge ),
					{ amount_refunded: before, refunded: false },
					now()
				),
				objects.events.refundCreated(
					id( 'evt' ),
					structuredClone( made ),
					now()
				),
			],
		};
	};

	/**
	 * Refunds (part of) what paid a session or invoice, or a PaymentIntent
	 * (the test endpoint, as a refund in the Dashboard).
	 *
	 * @param {string} target Session, invoice or PaymentIntent id.
	 * @param {number} amount Minor units; 0 for all that is left.
	 * @return {import('stripe').Stripe.Event[]} charge.refunded and refund.created, or nothing.
	 */
	const refund = ( target, amount ) => {
		const paid = paymentOf( target );
		if ( ! paid || paid.charge.refunded ) {
			return [];
		}
		const left = paid.charge.amount - paid.charge.amount_refunded;
		return refundPayment( paid, Math.min( left, amount || left ), {}, null )
			.events;
	};

	/**
	 * Ends a subscription now: customer.subscription.deleted.
	 *
	 * @param {import('stripe').Stripe.Subscription} subscription The subscription.
	 * @return {import('stripe').Stripe.Event[]} What happened.
	 */
	const endNow = ( subscription ) => {
		subscription.status = 'canceled';
		subscription.canceled_at = now();
		subscription.ended_at = now();
		subscription.cancellation_details = {
			comment: null,
			feedback: null,
			reason: 'cancellation_requested',
		};
		return [
			objects.events.subscriptionDeleted(
				id( 'evt' ),
				structuredClone( subscription ),
				now()
			),
		];
	};

	/**
	 * Schedules a subscription's end at its period's end, or takes that
	 * back: customer.subscription.updated with what it was before.
	 *
	 * @param {import('stripe').Stripe.Subscription} subscription The subscription.
	 * @param {boolean}                              atPeriodEnd  Whether it ends then.
	 * @return {import('stripe').Stripe.Event[]} What happened (nothing when nothing changed).
	 */
	const scheduleEnd = ( subscription, atPeriodEnd ) => {
		if ( subscription.cancel_at_period_end === atPeriodEnd ) {
			return [];
		}
		/** @type {Partial<import('stripe').Stripe.Subscription>} */
		const previous = {
			cancel_at: subscription.cancel_at,
			cancel_at_period_end: subscription.cancel_at_period_end,
			canceled_at: subscription.canceled_at,
			cancellation_details: structuredClone(
				subscription.cancellation_details
			),
		};
		subscription.cancel_at_period_end = atPeriodEnd;
		subscription.cancel_at = atPeriodEnd
			? subscription.items.data[ 0 ].current_period_end
			: null;
		subscription.canceled_at = atPeriodEnd ? now() : null;
		subscription.cancellation_details = {
			comment: null,
			feedback: null,
			reason: atPeriodEnd ? 'cancellation_requested' : null,
		};
		return [
			objects.events.subscriptionUpdated(
				id( 'evt' ),
				structuredClone( subscription ),
				previous,
				now()
			),
		];
	};

	/**
	 * A list answer.
	 *
	 * @template T
	 * @param {T[]}    data Items.
	 * @param {string} url  The list's path.
	 * @return {import('stripe').Stripe.ApiList<T>} The list.
	 */
	const list = ( data, url ) => ( {
		object: 'list',
		data,
		has_more: false,
		url,
	} );

	/**
	 * Answers one API request (authorized, parameters parsed).
	 *
	 * @param {string}                          method   Method.
	 * @param {string}                          path     Path.
	 * @param {Params}                          params   Parameters.
	 * @param {import('stripe').Stripe.Event[]} happened Filled with the events the call causes.
	 * @return {[number, unknown]} Status and body.
	 */
	const api = ( method, path, params, happened ) => {
		const missing = (
			/** @type {string} */ kind,
			/** @type {string} */ which
		) =>
			failure(
				404,
				invalid(
					'resource_missing',
					`No such ${ kind }: '${ which }'`,
					'id'
				)
			);
		if ( method === 'GET' ) {
			/** @type {Record<string, Object<string, import('./stripe/rules.js').Rule>>} */
			const lists = {
				'/v1/checkout/sessions': SESSION_LIST,
				'/v1/invoice_payments': INVOICE_PAYMENT_LIST,
				'/v1/webhook_endpoints': WEBHOOK_ENDPOINT_LIST,
			};
			const refused = check( params, lists[ path ] ?? RETRIEVE );
			if ( refused ) {
				return failure( 400, refused );
			}
			if ( path === '/v1/account' ) {
				return [ 200, objects.account( TEST_ACCOUNT, state.currency ) ];
			}
			if ( path === '/v1/webhook_endpoints' ) {
				const limit = Number( params.limit ?? 10 );
				if ( ! ( limit >= 1 && limit <= 100 ) ) {
					return failure(
						400,
						invalid(
							'parameter_invalid_integer',
							'This value must be greater than or equal to 1 and less than or equal to 100.',
							'limit'
						)
					);
				}
				const all = Object.values( state.webhookEndpoints )
					.map( ( { endpoint } ) => endpoint )
					.reverse();
				return [
					200,
					{
						...list( all.slice( 0, limit ), path ),
						has_more: all.length > limit,
					},
				];
			}
			const endpointId = path.match(
				/^\/v1\/webhook_endpoints\/([\w-]+)$/
			);
			if ( endpointId ) {
				const found = state.webhookEndpoints[ endpointId[ 1 ] ];
				return found
					? [ 200, found.endpoint ]
					: missing( 'webhook_endpoint', endpointId[ 1 ] );
			}
			if ( path === '/v1/checkout/sessions' ) {
				const found = Object.values( state.sessions ).filter(
					( session ) =>
						( ! params.payment_intent ||
							session.payment_intent ===
								params.payment_intent ) &&
						( ! params.subscription ||
							session.subscription === params.subscription )
				);
				return [ 200, list( found, path ) ];
			}
			if ( path === '/v1/invoice_payments' ) {
				const payment = hashOf( params.payment );
				const found = Object.values( state.invoicePayments ).filter(
					( link ) =>
						( ! params.invoice ||
							link.invoice === params.invoice ) &&
						( ! payment.payment_intent ||
							link.payment.payment_intent ===
								payment.payment_intent )
				);
				if ( ! params.invoice && ! payment.payment_intent ) {
					return failure(
						400,
						invalid(
							'parameter_missing',
							'You must pass either `invoice` or `payment`.',
							'invoice'
						)
					);
				}
				return [ 200, list( found, path ) ];
			}
			const charged = path.match( /^\/v1\/charges\/([\w-]+)$/ );
			if ( charged ) {
				const paid = paymentOf( charged[ 1 ] );
				return paid
					? [ 200, paid.charge ]
					: missing( 'charge', charged[ 1 ] );
			}
			const one = path.match(
				/^\/v1\/(customers|subscriptions|invoices|checkout\/sessions)\/([\w-]+)$/
			);
			if ( one ) {
				const [ , kind, which ] = one;
				/** @type {Record<string, Record<string, unknown>>} */
				const stores = {
					customers: state.customers,
					subscriptions: state.subscriptions,
					invoices: state.invoices,
					'checkout/sessions': state.sessions,
				};
				const found = stores[ kind ]?.[ which ];
				return found
					? [ 200, found ]
					: missing(
							{
								customers: 'customer',
								subscriptions: 'subscription',
								invoices: 'invoice',
								'checkout/sessions': 'checkout.session',
							}[ kind ] ?? kind,
							which
						);
			}
			return failure(
				404,
				invalid(
					'resource_missing',
					`Unrecognized request URL (GET: ${ path }).`,
					''
				)
			);
		}
		const endpointPath = path.match(
			/^\/v1\/webhook_endpoints\/([\w-]+)$/
		);
		if ( method === 'DELETE' && endpointPath ) {
			const found = state.webhookEndpoints[ endpointPath[ 1 ] ];
			if ( ! found ) {
				return missing( 'webhook_endpoint', endpointPath[ 1 ] );
			}
			delete state.webhookEndpoints[ endpointPath[ 1 ] ];
			/** @type {import('stripe').Stripe.DeletedWebhookEndpoint} */
			const deleted = {
				id: found.endpoint.id,
				object: 'webhook_endpoint',
				deleted: true,
			};
			return [ 200, deleted ];
		}
		if ( method === 'DELETE' ) {
			const cancelled = path.match( /^\/v1\/subscriptions\/([\w-]+)$/ );
			if ( cancelled ) {
				const refused = check( params, SUBSCRIPTION_CANCEL );
				if ( refused ) {
					return failure( 400, refused );
				}
				const subscription = state.subscriptions[ cancelled[ 1 ] ];
				// A cancelled subscription is gone for this endpoint.
				if ( ! subscription || subscription.status === 'canceled' ) {
					return missing( 'subscription', cancelled[ 1 ] );
				}
				happened.push( ...endNow( subscription ) );
				return [ 200, subscription ];
			}
		}
		if ( method !== 'POST' ) {
			return failure(
				404,
				invalid(
					'resource_missing',
					`Unrecognized request URL (${ method }: ${ path }).`,
					''
				)
			);
		}
		if ( path === '/v1/products' ) {
			const refused = check( params, PRODUCT_CREATE, [ 'name' ] );
			if ( refused ) {
				return failure( 400, refused );
			}
			const made = objects.product(
				id( 'prod' ),
				text( params.name ),
				metadataOf( params.metadata ),
				now()
			);
			state.products[ made.id ] = made;
			return [ 200, made ];
		}
		if ( path === '/v1/prices' ) {
			const refused = check( params, PRICE_CREATE, [
				'currency',
				'product',
				'unit_amount',
			] );
			if ( refused ) {
				return failure( 400, refused );
			}
			if ( ! state.products[ text( params.product ) ] ) {
				return failure(
					400,
					invalid(
						'resource_missing',
						`No such product: '${ text( params.product ) }'`,
						'product'
					)
				);
			}
			const made = objects.price( {
				id: id( 'price' ),
				product: text( params.product ),
				currency: text( params.currency ).toLowerCase(),
				unit_amount: Number( params.unit_amount ),
				interval: /** @type {'month'|'year'|undefined} */ (
					hashOf( params.recurring ).interval
				),
				metadata: metadataOf( params.metadata ),
				now: now(),
				active: true,
			} );
			state.prices[ made.id ] = made;
			return [ 200, made ];
		}
		if ( path === '/v1/checkout/sessions' ) {
			return createSession( params );
		}
		if ( path === '/v1/webhook_endpoints' ) {
			const refused = check( params, WEBHOOK_ENDPOINT_CREATE, [
				'url',
				'enabled_events',
			] );
			if ( refused ) {
				return failure( 400, refused );
			}
			const endpoint = objects.webhookEndpoint( {
				id: id( 'we' ),
				url: text( params.url ),
				enabled_events: /** @type {string[]} */ (
					params.enabled_events
				),
				// Without one, Stripe renders events at the account's default version.
				api_version: text( params.api_version ) || WEBHOOK_API_VERSION,
				description: text( params.description ),
				metadata: metadataOf( params.metadata ),
				status: 'enabled',
				livemode: false,
				now: now(),
			} );
			state.webhookEndpoints[ endpoint.id ] = {
				endpoint,
				secret: state.webhookSecret,
			};
			return [ 200, { ...endpoint, secret: state.webhookSecret } ];
		}
		if ( endpointPath ) {
			const found = state.webhookEndpoints[ endpointPath[ 1 ] ];
			if ( ! found ) {
				return missing( 'webhook_endpoint', endpointPath[ 1 ] );
			}
			const refused = check( params, WEBHOOK_ENDPOINT_UPDATE );
			if ( refused ) {
				return failure( 400, refused );
			}
			found.endpoint = {
				...found.endpoint,
				...( params.url === undefined
					? {}
					: { url: text( params.url ) } ),
				...( params.enabled_events === undefined
					? {}
					: {
							enabled_events: /** @type {string[]} */ (
								params.enabled_events
							),
						} ),
				...( params.description === undefined
					? {}
					: { description: text( params.description ) || null } ),
				...( params.disabled === undefined
					? {}
					: {
							status:
								params.disabled === 'true'
									? 'disabled'
									: 'enabled',
						} ),
			};
			return [ 200, found.endpoint ];
		}
		if ( path === '/v1/billing_portal/sessions' ) {
			return createPortalSession( params );
		}
		if ( path === '/v1/refunds' ) {
			return createRefund( params, happened );
		}
		const updated = path.match( /^\/v1\/subscriptions\/([\w-]+)$/ );
		if ( updated ) {
			return updateSubscription( updated[ 1 ], params, happened );
		}
		return failure(
			404,
			invalid(
				'resource_missing',
				`Unrecognized request URL (POST: ${ path }).`,
				''
			)
		);
	};

	/**
	 * `POST /v1/billing_portal/sessions`: the portal of a customer.
	 *
	 * @param {Params} params Parameters.
	 * @return {[number, unknown]} Status and body.
	 */
	const createPortalSession = ( params ) => {
		const refused = check( params, PORTAL_SESSION_CREATE, [ 'customer' ] );
		if ( refused ) {
			return failure( 400, refused );
		}
		const customerId = text( params.customer );
		if ( ! state.customers[ customerId ] ) {
			return failure(
				400,
				invalid(
					'resource_missing',
					`No such customer: '${ customerId }'`,
					'customer'
				)
			);
		}
		const sessionId = `bps_${ crypto.randomBytes( 12 ).toString( 'hex' ) }`;
		const made = objects.portalSession( {
			id: sessionId,
			customer: customerId,
			return_url:
				params.return_url === undefined
					? null
					: text( params.return_url ),
			url: `${ origin }/portal/${ sessionId }`,
			now: now(),
		} );
		state.portalSessions[ sessionId ] = made;
		return [ 200, made ];
	};

	/**
	 * `POST /v1/refunds`: part or all of what is left of a charge.
	 *
	 * @param {Params}                          params   Parameters.
	 * @param {import('stripe').Stripe.Event[]} happened Filled with its events.
	 * @return {[number, unknown]} Status and body.
	 */
	const createRefund = ( params, happened ) => {
		const refused = check( params, REFUND_CREATE );
		if ( refused ) {
			return failure( 400, refused );
		}
		if (
			params.charge === undefined &&
			params.payment_intent === undefined
		) {
			return failure(
				400,
				invalid(
					'parameter_missing',
					'One of the following params should be provided for this request: payment_intent or charge.',
					'payment_intent'
				)
			);
		}
		const target = text( params.payment_intent ?? params.charge );
		const paid = paymentOf( target );
		if ( ! paid ) {
			return failure(
				400,
				invalid(
					'resource_missing',
					params.payment_intent === undefined
						? `No such charge: '${ target }'`
						: `No such payment_intent: '${ target }'`,
					params.payment_intent === undefined
						? 'charge'
						: 'payment_intent'
				)
			);
		}
		if ( paid.charge.refunded ) {
			return failure(
				400,
				invalid(
					'charge_already_refunded',
					`Charge ${ paid.charge.id } has already been refunded.`,
					''
				)
			);
		}
		const left = paid.charge.amount - paid.charge.amount_refunded;
		const amount =
			params.amount === undefined ? left : Number( params.amount );
		if ( amount <= 0 ) {
			return failure(
				400,
				invalid(
					'parameter_invalid_integer',
					'Invalid positive integer',
					'amount'
				)
			);
		}
		if ( amount > left ) {
			return failure(
				400,
				invalid(
					'amount_too_large',
					`Refund amount (${ amount }) is greater than unrefunded amount on charge (${ left })`,
					'amount'
				)
			);
		}
		const made = refundPayment(
			paid,
			amount,
			metadataOf( params.metadata ),
			/** @type {import('stripe').Stripe.Refund.Reason|null} */ (
				params.reason ?? null
			)
		);
		happened.push( ...made.events );
		return [ 200, made.refund ];
	};

	/**
	 * `POST /v1/subscriptions/{id}`: a cancellation at the period's end
	 * scheduled or taken back, metadata.
	 *
	 * @param {string}                          which    Subscription id.
	 * @param {Params}                          params   Parameters.
	 * @param {import('stripe').Stripe.Event[]} happened Filled with its events.
	 * @return {[number, unknown]} Status and body.
	 */
	const updateSubscription = ( which, params, happened ) => {
		const refused = check( params, SUBSCRIPTION_UPDATE );
		if ( refused ) {
			return failure( 400, refused );
		}
		const subscription = state.subscriptions[ which ];
		if ( ! subscription ) {
			return failure(
				404,
				invalid(
					'resource_missing',
					`No such subscription: '${ which }'`,
					'id'
				)
			);
		}
		if (
			subscription.status === 'canceled' &&
			Object.keys( params ).some(
				( name ) =>
					! [ 'cancellation_details', 'metadata', 'expand' ].includes(
						name
					)
			)
		) {
			return failure(
				400,
				invalid(
					'',
					'A canceled subscription can only update its cancellation_details and metadata.',
					''
				)
			);
		}
		if ( params.metadata !== undefined ) {
			subscription.metadata = {
				...subscription.metadata,
				...metadataOf( params.metadata ),
			};
		}
		if ( params.cancel_at_period_end !== undefined ) {
			happened.push(
				...scheduleEnd(
					subscription,
					params.cancel_at_period_end === 'true'
				)
			);
		}
		return [ 200, subscription ];
	};

	/**
	 * `POST /v1/checkout/sessions`.
	 *
	 * @param {Params} params Parameters.
	 * @return {[number, unknown]} Status and body.
	 */
	const createSession = ( params ) => {
		const refused = check( params, SESSION_CREATE, [
			'mode',
			'success_url',
			'line_items',
		] );
		if ( refused ) {
			return failure( 400, refused );
		}
		const mode = text( params.mode );
		if ( mode === 'setup' ) {
			return failure(
				400,
				invalid(
					'parameter_invalid_string',
					'This test server takes payment and subscription mode only.',
					'mode'
				)
			);
		}
		if (
			mode !== 'subscription' &&
			params.subscription_data !== undefined
		) {
			return failure(
				400,
				invalid(
					'parameter_unknown',
					'You can not pass `subscription_data` in `payment` mode.',
					'subscription_data'
				)
			);
		}
		if (
			mode === 'subscription' &&
			params.payment_intent_data !== undefined
		) {
			return failure(
				400,
				invalid(
					'parameter_unknown',
					'You can not pass `payment_intent_data` in `subscription` mode.',
					'payment_intent_data'
				)
			);
		}
		if (
			mode === 'subscription' &&
			! [ undefined, 'auto', 'subscribe' ].includes(
				/** @type {string|undefined} */ ( params.submit_type )
			)
		) {
			return failure(
				400,
				invalid(
					'parameter_invalid_string',
					'`submit_type` can only be `auto` or `subscribe` in `subscription` mode.',
					'submit_type'
				)
			);
		}
		const items = /** @type {Params[]} */ (
			Array.isArray( params.line_items ) ? params.line_items : []
		);
		if ( items.length !== 1 ) {
			return failure(
				400,
				invalid(
					'parameter_invalid_empty',
					'This test server takes exactly one line item.',
					'line_items'
				)
			);
		}
		const item = items[ 0 ];
		/** @type {import('stripe').Stripe.Price|undefined} */
		let linePrice;
		if ( item.price !== undefined ) {
			linePrice = state.prices[ text( item.price ) ];
			if ( ! linePrice ) {
				return failure(
					400,
					invalid(
						'resource_missing',
						`No such price: '${ text( item.price ) }'`,
						'line_items[0][price]'
					)
				);
			}
		} else {
			const data = hashOf( item.price_data );
			if ( data.unit_amount === undefined ) {
				return failure(
					400,
					invalid(
						'parameter_missing',
						'Missing required param: line_items[0][price_data][unit_amount].',
						'line_items[0][price_data][unit_amount]'
					)
				);
			}
			if ( ! state.products[ text( data.product ) ] ) {
				return failure(
					400,
					invalid(
						'resource_missing',
						data.product === undefined
							? 'Missing required param: line_items[0][price_data][product].'
							: `No such product: '${ text( data.product ) }'`,
						'line_items[0][price_data][product]'
					)
				);
			}
			linePrice = objects.price( {
				id: id( 'price' ),
				product: text( data.product ),
				currency: text( data.currency ).toLowerCase(),
				unit_amount: Number( data.unit_amount ),
				interval: /** @type {'month'|'year'|undefined} */ (
					hashOf( data.recurring ).interval
				),
				metadata: {},
				now: now(),
				active: false,
			} );
		}
		const quantity = Number( item.quantity );
		const amountRefused = checkAmount(
			( linePrice.unit_amount ?? 0 ) * quantity,
			linePrice.currency,
			item.price !== undefined
				? 'line_items[0][price]'
				: 'line_items[0][price_data][unit_amount]',
			"The Checkout Session's total amount due"
		);
		if ( amountRefused ) {
			return failure( 400, amountRefused );
		}
		if (
			( mode === 'subscription' ) !==
			( linePrice.recurring !== null )
		) {
			return failure(
				400,
				invalid(
					'parameter_invalid_empty',
					mode === 'subscription'
						? 'You must provide at least one recurring price in `subscription` mode when using prices.'
						: 'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
					'line_items'
				)
			);
		}
		const sessionId = `cs_test_${ crypto.randomBytes( 24 ).toString( 'hex' ) }`;
		const session = objects.checkoutSession( {
			id: sessionId,
			url: `${ origin }/checkout/${ sessionId }`,
			mode: /** @type {'payment'|'subscription'} */ ( mode ),
			price: linePrice,
			quantity,
			metadata: metadataOf( params.metadata ),
			success_url: text( params.success_url ),
			cancel_url:
				params.cancel_url === undefined
					? null
					: text( params.cancel_url ),
			submit_type:
				/** @type {import('stripe').Stripe.Checkout.Session.SubmitType|null} */ (
					params.submit_type ?? null
				),
			client_reference_id:
				params.client_reference_id === undefined
					? null
					: text( params.client_reference_id ),
			now: now(),
		} );
		// What Stripe keeps for later but never shows on the session.
		state.sessionPrices[ sessionId ] = linePrice;
		state.subscriptionMetadata[ sessionId ] = metadataOf(
			hashOf( params.subscription_data ).metadata
		);
		state.paymentIntentMetadata[ sessionId ] = metadataOf(
			hashOf( params.payment_intent_data ).metadata
		);
		state.sessions[ sessionId ] = session;
		return [ 200, session ];
	};

	/**
	 * What Stripe answers during an outage: its status and error shape.
	 *
	 * @param {http.ServerResponse} res    Response.
	 * @param {Outage}              outage The outage.
	 */
	const outageAnswer = ( res, outage ) => {
		if ( outage.kind === 'unreachable' ) {
			res.socket?.destroy();
			return;
		}
		if ( outage.kind === 'revoked' ) {
			send( res, 401, {
				error: {
					type: 'invalid_request_error',
					message: `Expired API Key provided: ${ key.slice( 0, 8 ) }****`,
					code: 'api_key_expired',
				},
			} );
		} else if ( outage.kind === 'rate_limit' ) {
			send( res, 429, {
				error: {
					type: 'invalid_request_error',
					code: 'rate_limit',
					message:
						'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
				},
			} );
		} else if ( outage.kind === 'api_error' ) {
			send( res, 500, {
				error: {
					type: 'api_error',
					message:
						'An unknown error occurred while processing your request.',
				},
			} );
		} else {
			send(
				res,
				400,
				failure(
					400,
					invalid(
						outage.code ?? 'parameter_invalid_integer',
						'The request was refused.',
						''
					)
				)[ 1 ]
			);
		}
	};

	/**
	 * An API request: authorization, idempotency, then the endpoint.
	 *
	 * @param {http.IncomingMessage} req Request.
	 * @param {http.ServerResponse}  res Response.
	 * @param {URL}                  url Its URL.
	 * @param {string}               raw Its body.
	 */
	const handleApi = ( req, res, url, raw ) => {
		const auth = req.headers.authorization || '';
		const restricted = auth === `Bearer ${ RESTRICTED_KEY }`;
		if ( state.outage ) {
			outageAnswer( res, state.outage );
			return;
		}
		if (
			restricted &&
			url.pathname.startsWith( '/v1/webhook_endpoints' )
		) {
			send( res, 403, {
				error: {
					type: 'invalid_request_error',
					message: `The provided key '${ RESTRICTED_KEY.slice( 0, 8 ) }${ '*'.repeat(
						RESTRICTED_KEY.length - 14
					) }${ RESTRICTED_KEY.slice(
						-6
					) }' does not have the required permissions for this endpoint on account '${ TEST_ACCOUNT }'. Having the 'rak_webhook_write' permission would allow this request to continue.`,
				},
			} );
			return;
		}
		if ( auth !== `Bearer ${ key }` && ! restricted ) {
			send( res, 401, {
				error: {
					type: 'invalid_request_error',
					message: auth.startsWith( 'Bearer ' )
						? `Invalid API Key provided: ${ auth.slice( 7, 15 ).padEnd( 12, '*' ) }`
						: 'You did not provide an API key.',
				},
			} );
			return;
		}
		const method = req.method ?? 'GET';
		// Stripe reads a GET's or a DELETE's parameters from the query.
		const params = parseForm(
			method === 'GET' || method === 'DELETE'
				? url.search.slice( 1 )
				: raw
		);
		state.requests.push( { method, path: url.pathname, params } );
		const idempotency =
			method === 'POST' ? req.headers[ 'idempotency-key' ] : undefined;
		const fingerprint = `${ method } ${ url.pathname } ${ raw }`;
		if (
			typeof idempotency === 'string' &&
			state.idempotency[ idempotency ]
		) {
			const kept = state.idempotency[ idempotency ];
			if ( kept.request !== fingerprint ) {
				send( res, 400, {
					error: {
						type: 'idempotency_error',
						code: 'idempotency_key_in_use',
						message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${ idempotency }' if you meant to execute a different request.`,
						param: '',
					},
				} );
				return;
			}
			send( res, kept.status, kept.body );
			return;
		}
		/** @type {import('stripe').Stripe.Event[]} */
		const happened = [];
		const [ status, body ] = api( method, url.pathname, params, happened );
		// Stripe keeps a key's answer once the endpoint ran: a request
		// refused by its parameter checks may be sent again, fixed, with the
		// same key.
		if ( typeof idempotency === 'string' && status < 400 ) {
			state.idempotency[ idempotency ] = {
				request: fingerprint,
				status,
				body,
			};
		}
		send( res, status, body );
		if ( happened.length ) {
			// Signed now, so a test reading the outbox right after the
			// answer finds them; POSTed after the answer, as Stripe does.
			const deliveries = sign( happened );
			state.outbox.push( ...deliveries );
			void post( deliveries );
		}
	};

	/**
	 * The test endpoints' actions.
	 *
	 * @param {string} action pay, renew, cancel or refund.
	 * @param {string} target Its object.
	 * @param {URL}    url    The request's URL.
	 * @return {import('stripe').Stripe.Event[]} What happened.
	 */
	const act = ( action, target, url ) => {
		if ( action === 'pay' && state.sessions[ target ] ) {
			return pay( state.sessions[ target ] );
		}
		if ( action === 'refund' ) {
			return refund(
				target,
				Number( url.searchParams.get( 'amount' ) ) || 0
			);
		}
		const subscription = state.subscriptions[ target ];
		if ( action === 'renew' && subscription ) {
			return bill( subscription, 'subscription_cycle' ).events;
		}
		if ( action === 'cancel' && subscription ) {
			return endNow( subscription );
		}
		return [];
	};

	/**
	 * The test customer portal: the subscriptions of the session's customer
	 * only, each with a Cancel button that ends it at the period's end (the
	 * portal's default), and the link back to the site.
	 *
	 * @param {http.IncomingMessage}                          req     Request.
	 * @param {http.ServerResponse}                           res     Response.
	 * @param {import('stripe').Stripe.BillingPortal.Session} session The portal session.
	 * @param {string|undefined}                              cancel  A subscription to cancel (POST).
	 */
	const portalPage = async ( req, res, session, cancel ) => {
		if ( cancel && req.method === 'POST' ) {
			const subscription = state.subscriptions[ cancel ];
			if (
				subscription &&
				subscription.customer === session.customer &&
				subscription.status !== 'canceled'
			) {
				const deliveries = sign( scheduleEnd( subscription, true ) );
				state.outbox.push( ...deliveries );
				if ( ! state.delivery.late ) {
					await post( deliveries );
				} else {
					res.on( 'finish', () => void post( deliveries ) );
				}
			}
			res.writeHead( 303, { Location: `/portal/${ session.id }` } );
			res.end();
			return;
		}
		const owned = Object.values( state.subscriptions ).filter(
			( subscription ) => subscription.customer === session.customer
		);
		const rows = owned.map( ( subscription ) => {
			const price = subscription.items.data[ 0 ].price;
			const ends = subscription.cancel_at
				? ` · cancels on ${ new Date( subscription.cancel_at * 1000 ).toISOString().slice( 0, 10 ) }`
				: '';
			const button =
				subscription.status === 'canceled' ||
				subscription.cancel_at_period_end
					? ''
					: `<form method="post" action="/portal/${ session.id }/cancel/${ subscription.id }"><button>Cancel subscription</button></form>`;
			return `<section class="subscription" data-id="${ subscription.id }"><p>${ price.unit_amount } ${ price.currency } every ${ price.recurring?.interval } · ${ subscription.status }${ ends }</p>${ button }</section>`;
		} );
		const email = state.customers[ session.customer ]?.email ?? '';
		res.writeHead( 200, { 'Content-Type': 'text/html' } );
		res.end(
			`<!doctype html><title>Test customer portal</title><h1>Test customer portal</h1>` +
				`<p class="customer">${ escapeHtml( String( email ) ) }</p>${ rows.join( '' ) }` +
				( session.return_url
					? `<a href="${ escapeHtml( session.return_url ) }">Return to the site</a>`
					: '' )
		);
	};

	const server = http.createServer( ( req, res ) => {
		let raw = '';
		req.on( 'data', ( chunk ) => ( raw += chunk ) );
		req.on( 'end', async () => {
			const url = new URL( req.url ?? '/', 'http://x' );
			const path = url.pathname;
			if ( path === '/__state' ) {
				send( res, 200, state );
				return;
			}
			if ( path === '/__reset' && req.method === 'POST' ) {
				state = fresh();
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
				send(
					res,
					200,
					await deliver( act( test[ 1 ], test[ 2 ], url ) )
				);
				return;
			}
			if ( path === '/__outbox' && req.method === 'POST' ) {
				send( res, 200, state.outbox.splice( 0 ) );
				return;
			}
			const portal = path.match(
				/^\/portal\/(bps_\w+)(?:\/cancel\/(sub_\w+))?$/
			);
			if ( portal && state.portalSessions[ portal[ 1 ] ] ) {
				await portalPage(
					req,
					res,
					state.portalSessions[ portal[ 1 ] ],
					portal[ 2 ]
				);
				return;
			}
			const page = path.match( /^\/checkout\/([\w-]+)(\/pay)?$/ );
			if ( page && state.sessions[ page[ 1 ] ] ) {
				const session = state.sessions[ page[ 1 ] ];
				if ( page[ 2 ] && req.method === 'POST' ) {
					const happened = pay( session );
					if ( ! state.delivery.late ) {
						await deliver( happened );
					}
					res.writeHead( 303, {
						Location: String( session.success_url ).replace(
							'{CHECKOUT_SESSION_ID}',
							session.id
						),
					} );
					res.end();
					if ( state.delivery.late ) {
						// After the payer is back on the site, as Stripe's
						// events often are.
						res.on( 'finish', () => void deliver( happened ) );
					}
					return;
				}
				res.writeHead( 200, { 'Content-Type': 'text/html' } );
				res.end(
					`<!doctype html><title>Test Checkout</title><h1>Test Checkout</h1>` +
						`<p class="amount">${ session.amount_total } ${ session.currency } (${ session.mode })</p>` +
						`<form method="post" action="/checkout/${ session.id }/pay"><button>Pay</button></form>` +
						( session.cancel_url
							? `<a href="${ session.cancel_url }">Back</a>`
							: '' )
				);
				return;
			}
			if ( path.startsWith( '/v1/' ) ) {
				handleApi( req, res, url, raw );
				return;
			}
			send( res, 404, {
				error: {
					type: 'invalid_request_error',
					message: `Unrecognized request URL (${ req.method }: ${ path }).`,
				},
			} );
		} );
	} );

	server.on( 'connection', ( socket ) => {
		sockets.add( socket );
		socket.on( 'close', () => sockets.delete( socket ) );
	} );
	await new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', () => resolve( undefined ) );
	} );
	const address = /** @type {import('node:net').AddressInfo} */ (
		server.address()
	);
	origin = `http://127.0.0.1:${ address.port }`;

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
