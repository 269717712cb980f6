/**
 * The Stripe objects the local Stripe server answers and sends in events,
 * each built whole and typed with the official `stripe` package's own types
 * (API version 2025-03-31.basil, the one Cairn's client pins). The type
 * check (`npm run typecheck`) fails when a factory leaves out a field Stripe
 * always sends or adds one Stripe never sends, so the server cannot hand
 * Cairn a shape the real API would not.
 */

/**
 * @typedef {import('stripe').Stripe} Stripe
 * @typedef {import('stripe').Stripe.Account} Account
 * @typedef {import('stripe').Stripe.Product} Product
 * @typedef {import('stripe').Stripe.Price} Price
 * @typedef {import('stripe').Stripe.Plan} Plan
 * @typedef {import('stripe').Stripe.Customer} Customer
 * @typedef {import('stripe').Stripe.Checkout.Session} Session
 * @typedef {import('stripe').Stripe.Subscription} Subscription
 * @typedef {import('stripe').Stripe.SubscriptionItem} SubscriptionItem
 * @typedef {import('stripe').Stripe.Invoice} Invoice
 * @typedef {import('stripe').Stripe.InvoiceLineItem} InvoiceLineItem
 * @typedef {import('stripe').Stripe.InvoicePayment} InvoicePayment
 * @typedef {import('stripe').Stripe.Charge} Charge
 * @typedef {import('stripe').Stripe.Metadata} Metadata
 * @typedef {import('stripe').Stripe.Event} Event
 * @typedef {import('stripe').Stripe.Refund} Refund
 * @typedef {import('stripe').Stripe.BillingPortal.Session} PortalSession
 */

/** The API version the objects are shaped by. */
export const API_VERSION = '2025-03-31.basil';

/**
 * The account of the test key.
 *
 * @param {string} id       Account id.
 * @param {string} currency Default currency (lower case).
 * @return {Account} The account.
 */
export function account( id, currency ) {
	return {
		id,
		object: 'account',
		business_profile: null,
		charges_enabled: true,
		country: 'US',
		created: 1700000000,
		default_currency: currency,
		details_submitted: true,
		email: 'owner@example.com',
		payouts_enabled: true,
		settings: null,
		type: 'standard',
	};
}

/**
 * A product.
 *
 * @param {string}   id       Id.
 * @param {string}   name     Name.
 * @param {Metadata} metadata Metadata.
 * @param {number}   now      Unix time.
 * @return {Product} The product.
 */
export function product( id, name, metadata, now ) {
	return {
		id,
		object: 'product',
		active: true,
		created: now,
		default_price: null,
		description: null,
		images: [],
		livemode: false,
		marketing_features: [],
		metadata,
		name,
		package_dimensions: null,
		shippable: null,
		statement_descriptor: null,
		tax_code: null,
		type: 'service',
		unit_label: null,
		updated: now,
		url: null,
	};
}

/**
 * A price, one-time or recurring.
 *
 * @param {Object}                   fields             Fields.
 * @param {string}                   fields.id          Id.
 * @param {string}                   fields.product     Product id.
 * @param {string}                   fields.currency    Lower-case currency.
 * @param {number}                   fields.unit_amount Minor units.
 * @param {'month'|'year'|undefined} fields.interval    Recurring interval.
 * @param {Metadata}                 fields.metadata    Metadata.
 * @param {number}                   fields.now         Unix time.
 * @param {boolean}                  fields.active      False for the inline prices of `price_data`.
 * @return {Price} The price.
 */
export function price( {
	id,
	product: productId,
	currency,
	unit_amount: unitAmount,
	interval,
	metadata,
	now,
	active,
} ) {
	return {
		id,
		object: 'price',
		active,
		billing_scheme: 'per_unit',
		created: now,
		currency,
		custom_unit_amount: null,
		livemode: false,
		lookup_key: null,
		metadata,
		nickname: null,
		product: productId,
		recurring: interval
			? {
					interval,
					interval_count: 1,
					meter: null,
					trial_period_days: null,
					usage_type: 'licensed',
				}
			: null,
		tax_behavior: 'unspecified',
		tiers_mode: null,
		transform_quantity: null,
		type: interval ? 'recurring' : 'one_time',
		unit_amount: unitAmount,
		unit_amount_decimal: String( unitAmount ),
	};
}

/**
 * The legacy plan that a subscription item still carries for its recurring
 * price.
 *
 * @param {Price} recurring A recurring price.
 * @return {Plan} The plan.
 */
function plan( recurring ) {
	return {
		id: recurring.id,
		object: 'plan',
		active: recurring.active,
		amount: recurring.unit_amount,
		amount_decimal: recurring.unit_amount_decimal,
		billing_scheme: 'per_unit',
		created: recurring.created,
		currency: recurring.currency,
		interval: recurring.recurring?.interval ?? 'month',
		interval_count: 1,
		livemode: false,
		metadata: recurring.metadata,
		meter: null,
		nickname: null,
		product: recurring.product,
		tiers_mode: null,
		transform_usage: null,
		trial_period_days: null,
		usage_type: 'licensed',
	};
}

/**
 * A customer, as Checkout creates one from what the payer typed.
 *
 * @param {string} id    Id.
 * @param {string} email Email address.
 * @param {number} now   Unix time.
 * @return {Customer} The customer.
 */
export function customer( id, email, now ) {
	return {
		id,
		object: 'customer',
		address: null,
		balance: 0,
		created: now,
		currency: null,
		default_source: null,
		delinquent: false,
		description: null,
		discount: null,
		email,
		invoice_prefix: id.slice( -8 ).toUpperCase(),
		invoice_settings: {
			custom_fields: null,
			default_payment_method: null,
			footer: null,
			rendering_options: null,
		},
		livemode: false,
		metadata: {},
		name: 'Test Payer',
		next_invoice_sequence: 1,
		phone: null,
		preferred_locales: [],
		shipping: null,
		tax_exempt: 'none',
		test_clock: null,
	};
}

/**
 * An open Checkout Session.
 *
 * @param {Object}                                                   fields                     Fields.
 * @param {string}                                                   fields.id                  Id.
 * @param {string}                                                   fields.url                 Its Checkout page.
 * @param {'payment'|'subscription'}                                 fields.mode                Mode.
 * @param {Price}                                                    fields.price               The line item's price.
 * @param {number}                                                   fields.quantity            The line item's quantity.
 * @param {Metadata}                                                 fields.metadata            Metadata.
 * @param {string}                                                   fields.success_url         Success URL.
 * @param {string|null}                                              fields.cancel_url          Cancel URL.
 * @param {import('stripe').Stripe.Checkout.Session.SubmitType|null} fields.submit_type         Submit type.
 * @param {string|null}                                              fields.client_reference_id Client reference.
 * @param {number}                                                   fields.now                 Unix time.
 * @return {Session} The session.
 */
export function checkoutSession( {
	id,
	url,
	mode,
	price: linePrice,
	quantity,
	metadata,
	success_url: successUrl,
	cancel_url: cancelUrl,
	submit_type: submitType,
	client_reference_id: clientReferenceId,
	now,
} ) {
	const amount = ( linePrice.unit_amount ?? 0 ) * quantity;
	return {
		id,
		object: 'checkout.session',
		adaptive_pricing: { enabled: false },
		after_expiration: null,
		allow_promotion_codes: null,
		amount_subtotal: amount,
		amount_total: amount,
		automatic_tax: {
			enabled: false,
			liability: null,
			status: null,
		},
		billing_address_collection: null,
		cancel_url: cancelUrl,
		client_reference_id: clientReferenceId,
		client_secret: null,
		collected_information: null,
		consent: null,
		consent_collection: null,
		created: now,
		currency: linePrice.currency,
		currency_conversion: null,
		custom_fields: [],
		custom_text: {
			after_submit: null,
			shipping_address: null,
			submit: null,
			terms_of_service_acceptance: null,
		},
		customer: null,
		customer_creation: mode === 'payment' ? 'if_required' : null,
		customer_details: null,
		customer_email: null,
		discounts: [],
		expires_at: now + 86400,
		invoice: null,
		invoice_creation:
			mode === 'payment'
				? {
						enabled: false,
						invoice_data: {
							account_tax_ids: null,
							custom_fields: null,
							description: null,
							footer: null,
							issuer: null,
							metadata: {},
							rendering_options: null,
						},
					}
				: null,
		livemode: false,
		locale: null,
		metadata,
		mode,
		payment_intent: null,
		payment_link: null,
		payment_method_collection: 'always',
		payment_method_configuration_details: null,
		payment_method_options: {},
		payment_method_types: [ 'card' ],
		payment_status: 'unpaid',
		permissions: null,
		phone_number_collection: { enabled: false },
		recovered_from: null,
		saved_payment_method_options: null,
		setup_intent: null,
		shipping_address_collection: null,
		shipping_cost: null,
		shipping_options: [],
		status: 'open',
		submit_type: submitType,
		subscription: null,
		success_url: successUrl,
		total_details: {
			amount_discount: 0,
			amount_shipping: 0,
			amount_tax: 0,
		},
		ui_mode: 'hosted',
		url,
	};
}

/**
 * The session once paid: the customer and what the payer typed.
 *
 * @param {Session}     session        The open session.
 * @param {string}      customerId     The customer made for it.
 * @param {string}      email          What the payer typed.
 * @param {string|null} paymentIntent  Its PaymentIntent (payment mode).
 * @param {string|null} subscriptionId Its subscription (subscription mode).
 * @param {string|null} invoice        The subscription's first invoice.
 * @return {Session} The completed session.
 */
export function completedSession(
	session,
	customerId,
	email,
	paymentIntent,
	subscriptionId,
	invoice
) {
	return {
		...session,
		customer: customerId,
		customer_details: {
			address: {
				city: null,
				country: 'US',
				line1: null,
				line2: null,
				postal_code: '94107',
				state: null,
			},
			email,
			name: 'Test Payer',
			phone: null,
			tax_exempt: 'none',
			tax_ids: [],
		},
		invoice,
		payment_intent: paymentIntent,
		payment_status: 'paid',
		status: 'complete',
		subscription: subscriptionId,
		url: null,
	};
}

/**
 * A subscription of one recurring price. Its metadata is the session's
 * `subscription_data[metadata]`.
 *
 * @param {Object}                                      fields                Fields.
 * @param {string}                                      fields.id             Id.
 * @param {string}                                      fields.item           Its item's id.
 * @param {string}                                      fields.customer       Customer id.
 * @param {Price}                                       fields.price          Recurring price.
 * @param {Metadata}                                    fields.metadata       Metadata.
 * @param {import('stripe').Stripe.Subscription.Status} fields.status         Status.
 * @param {string|null}                                 fields.latest_invoice Latest invoice id.
 * @param {number}                                      fields.now            Unix time.
 * @return {Subscription} The subscription.
 */
export function subscription( {
	id,
	item,
	customer: customerId,
	price: recurring,
	metadata,
	status,
	latest_invoice: latestInvoice,
	now,
} ) {
	const end = periodEnd( now, recurring );
	/** @type {SubscriptionItem} */
	const subscriptionItem = {
		id: item,
		object: 'subscription_item',
		created: now,
		current_period_end: end,
		current_period_start: now,
		discounts: [],
		metadata: {},
		plan: plan( recurring ),
		price: recurring,
		quantity: 1,
		subscription: id,
		tax_rates: [],
	};
	return {
		id,
		object: 'subscription',
		application: null,
		application_fee_percent: null,
		automatic_tax: {
			disabled_reason: null,
			enabled: false,
			liability: null,
		},
		billing_cycle_anchor: now,
		billing_cycle_anchor_config: null,
		cancel_at: null,
		cancel_at_period_end: false,
		canceled_at: null,
		cancellation_details: { comment: null, feedback: null, reason: null },
		collection_method: 'charge_automatically',
		created: now,
		currency: recurring.currency,
		customer: customerId,
		days_until_due: null,
		default_payment_method: null,
		default_source: null,
		default_tax_rates: [],
		description: null,
		discounts: [],
		ended_at: null,
		invoice_settings: {
			account_tax_ids: null,
			issuer: { type: 'self' },
		},
		items: {
			object: 'list',
			data: [ subscriptionItem ],
			has_more: false,
			url: `/v1/subscription_items?subscription=${ id }`,
		},
		latest_invoice: latestInvoice,
		livemode: false,
		metadata,
		next_pending_invoice_item_invoice: null,
		on_behalf_of: null,
		pause_collection: null,
		payment_settings: {
			payment_method_options: null,
			payment_method_types: null,
			save_default_payment_method: 'off',
		},
		pending_invoice_item_interval: null,
		pending_setup_intent: null,
		pending_update: null,
		schedule: null,
		start_date: now,
		status,
		test_clock: null,
		transfer_data: null,
		trial_end: null,
		trial_settings: {
			end_behavior: { missing_payment_method: 'create_invoice' },
		},
		trial_start: null,
	};
}

/**
 * The end of a billing period that starts now.
 *
 * @param {number} now       Unix time.
 * @param {Price}  recurring Recurring price.
 * @return {number} Unix time.
 */
function periodEnd( now, recurring ) {
	return (
		now + ( recurring.recurring?.interval === 'year' ? 365 : 30 ) * 86400
	);
}

/**
 * A paid invoice of a subscription: where it comes from is under
 * `parent.subscription_details` (with the subscription's metadata), and
 * what paid it is an InvoicePayment, not a field of the invoice.
 *
 * @param {Object}                                        fields                Fields.
 * @param {string}                                        fields.id             Id.
 * @param {string}                                        fields.line           Its line's id.
 * @param {Subscription}                                  fields.subscription   The subscription.
 * @param {string}                                        fields.email          The customer's email.
 * @param {import('stripe').Stripe.Invoice.BillingReason} fields.billing_reason subscription_create or subscription_cycle.
 * @param {number}                                        fields.now            Unix time.
 * @return {Invoice} The invoice.
 */
export function paidInvoice( {
	id,
	line,
	subscription: paid,
	email,
	billing_reason: billingReason,
	now,
} ) {
	const item = paid.items.data[ 0 ];
	const amount = item.price.unit_amount ?? 0;
	/** @type {InvoiceLineItem} */
	const lineItem = {
		id: line,
		object: 'line_item',
		amount,
		currency: paid.currency,
		description: `1 × ${ item.price.product } (at ${ amount } / ${ item.price.recurring?.interval })`,
		discount_amounts: [],
		discountable: true,
		discounts: [],
		invoice: id,
		livemode: false,
		metadata: paid.metadata,
		parent: {
			invoice_item_details: null,
			subscription_item_details: {
				invoice_item: null,
				proration: false,
				proration_details: { credited_items: null },
				subscription: paid.id,
				subscription_item: item.id,
			},
			type: 'subscription_item_details',
		},
		period: { end: periodEnd( now, item.price ), start: now },
		pretax_credit_amounts: [],
		pricing: {
			price_details: {
				price: item.price.id,
				product: String( item.price.product ),
			},
			type: 'price_details',
			unit_amount_decimal: item.price.unit_amount_decimal,
		},
		quantity: 1,
		subscription: paid.id,
		taxes: [],
	};
	return {
		id,
		object: 'invoice',
		account_country: 'US',
		account_name: 'Cairn test',
		account_tax_ids: null,
		amount_due: amount,
		amount_overpaid: 0,
		amount_paid: amount,
		amount_remaining: 0,
		amount_shipping: 0,
		application: null,
		attempt_count: 1,
		attempted: true,
		auto_advance: false,
		automatic_tax: {
			disabled_reason: null,
			enabled: false,
			liability: null,
			status: null,
		},
		automatically_finalizes_at: null,
		billing_reason: billingReason,
		collection_method: 'charge_automatically',
		created: now,
		currency: paid.currency,
		custom_fields: null,
		customer: String( paid.customer ),
		customer_address: null,
		customer_email: email,
		customer_name: 'Test Payer',
		customer_phone: null,
		customer_shipping: null,
		customer_tax_exempt: 'none',
		customer_tax_ids: [],
		default_payment_method: null,
		default_source: null,
		default_tax_rates: [],
		description: null,
		discounts: [],
		due_date: null,
		effective_at: now,
		ending_balance: 0,
		footer: null,
		from_invoice: null,
		hosted_invoice_url: null,
		invoice_pdf: null,
		issuer: { type: 'self' },
		last_finalization_error: null,
		latest_revision: null,
		lines: {
			object: 'list',
			data: [ lineItem ],
			has_more: false,
			url: `/v1/invoices/${ id }/lines`,
		},
		livemode: false,
		metadata: {},
		next_payment_attempt: null,
		number: `${ id.slice( -8 ).toUpperCase() }-0001`,
		on_behalf_of: null,
		parent: {
			quote_details: null,
			subscription_details: {
				metadata: paid.metadata,
				subscription: paid.id,
			},
			type: 'subscription_details',
		},
		payment_settings: {
			default_mandate: null,
			payment_method_options: null,
			payment_method_types: null,
		},
		period_end: now,
		period_start: now,
		post_payment_credit_notes_amount: 0,
		pre_payment_credit_notes_amount: 0,
		receipt_number: null,
		rendering: null,
		shipping_cost: null,
		shipping_details: null,
		starting_balance: 0,
		statement_descriptor: null,
		status: 'paid',
		status_transitions: {
			finalized_at: now,
			marked_uncollectible_at: null,
			paid_at: now,
			voided_at: null,
		},
		subtotal: amount,
		subtotal_excluding_tax: amount,
		test_clock: null,
		total: amount,
		total_discount_amounts: [],
		total_excluding_tax: amount,
		total_pretax_credit_amounts: [],
		total_taxes: [],
		webhooks_delivered_at: now,
	};
}

/**
 * What paid an invoice: the link from an invoice to its PaymentIntent.
 *
 * @param {string} id            Id.
 * @param {string} invoice       Invoice id.
 * @param {string} paymentIntent PaymentIntent id.
 * @param {number} amount        Minor units.
 * @param {string} currency      Lower-case currency.
 * @param {number} now           Unix time.
 * @return {InvoicePayment} The invoice payment.
 */
export function invoicePayment(
	id,
	invoice,
	paymentIntent,
	amount,
	currency,
	now
) {
	return {
		id,
		object: 'invoice_payment',
		amount_paid: amount,
		amount_requested: amount,
		created: now,
		currency,
		invoice,
		is_default: true,
		livemode: false,
		payment: { payment_intent: paymentIntent, type: 'payment_intent' },
		status: 'paid',
		status_transitions: { canceled_at: null, paid_at: now },
	};
}

/**
 * A card charge of a PaymentIntent, refunded up to `amountRefunded`.
 *
 * @param {Object}      fields                 Fields.
 * @param {string}      fields.id              Id.
 * @param {string}      fields.payment_intent  PaymentIntent id.
 * @param {string|null} fields.customer        Customer id.
 * @param {string}      fields.email           The payer's email.
 * @param {number}      fields.amount          Minor units.
 * @param {number}      fields.amount_refunded Refunded so far.
 * @param {string}      fields.currency        Lower-case currency.
 * @param {Metadata}    fields.metadata        The PaymentIntent's metadata.
 * @param {number}      fields.created         When it was paid.
 * @return {Charge} The charge.
 */
export function charge( {
	id,
	payment_intent: paymentIntent,
	customer: customerId,
	email,
	amount,
	amount_refunded: amountRefunded,
	currency,
	metadata,
	created,
} ) {
	return {
		id,
		object: 'charge',
		amount,
		amount_captured: amount,
		amount_refunded: amountRefunded,
		application: null,
		application_fee: null,
		application_fee_amount: null,
		balance_transaction: `txn_${ id.slice( 3 ) }`,
		billing_details: {
			address: {
				city: null,
				country: 'US',
				line1: null,
				line2: null,
				postal_code: '94107',
				state: null,
			},
			email,
			name: 'Test Payer',
			phone: null,
		},
		calculated_statement_descriptor: 'CAIRN TEST',
		captured: true,
		created,
		currency,
		customer: customerId,
		description: null,
		disputed: false,
		failure_balance_transaction: null,
		failure_code: null,
		failure_message: null,
		fraud_details: {},
		livemode: false,
		metadata,
		on_behalf_of: null,
		outcome: {
			advice_code: null,
			network_advice_code: null,
			network_decline_code: null,
			network_status: 'approved_by_network',
			reason: null,
			risk_level: 'normal',
			risk_score: 32,
			seller_message: 'Payment complete.',
			type: 'authorized',
		},
		paid: true,
		payment_intent: paymentIntent,
		payment_method: `pm_${ id.slice( 3 ) }`,
		payment_method_details: null,
		receipt_email: email,
		receipt_number: null,
		receipt_url: null,
		refunded: amountRefunded >= amount,
		review: null,
		shipping: null,
		source: null,
		source_transfer: null,
		statement_descriptor: null,
		statement_descriptor_suffix: null,
		status: 'succeeded',
		transfer_data: null,
		transfer_group: null,
	};
}

/**
 * A customer portal session, as `POST /v1/billing_portal/sessions` answers
 * it: the portal's address for one customer, with the account's default
 * portal configuration.
 *
 * @param {Object}      fields            Fields.
 * @param {string}      fields.id         Id.
 * @param {string}      fields.customer   Customer id.
 * @param {string|null} fields.return_url Where the portal's return link leads.
 * @param {string}      fields.url        The portal's address.
 * @param {number}      fields.now        Unix time.
 * @return {PortalSession} The session.
 */
export function portalSession( {
	id,
	customer: customerId,
	return_url: returnUrl,
	url,
	now,
} ) {
	return {
		id,
		object: 'billing_portal.session',
		configuration: 'bpc_cairntestdefault',
		created: now,
		customer: customerId,
		flow: null,
		livemode: false,
		locale: null,
		on_behalf_of: null,
		return_url: returnUrl,
		url,
	};
}

/**
 * A card refund, succeeded at once as card refunds in test mode are.
 *
 * @param {Object}                                     fields                Fields.
 * @param {string}                                     fields.id             Id.
 * @param {number}                                     fields.amount         Minor units.
 * @param {string}                                     fields.charge         Charge id.
 * @param {string}                                     fields.payment_intent PaymentIntent id.
 * @param {string}                                     fields.currency       Lower-case currency.
 * @param {Metadata}                                   fields.metadata       Metadata.
 * @param {import('stripe').Stripe.Refund.Reason|null} fields.reason         Reason.
 * @param {number}                                     fields.now            Unix time.
 * @return {Refund} The refund.
 */
export function refund( {
	id,
	amount,
	charge: chargeId,
	payment_intent: paymentIntent,
	currency,
	metadata,
	reason,
	now,
} ) {
	return {
		id,
		object: 'refund',
		amount,
		balance_transaction: `txn_${ id.slice( 3 ) }`,
		charge: chargeId,
		created: now,
		currency,
		destination_details: {
			card: {
				reference_status: 'pending',
				reference_type: 'acquirer_reference_number',
				type: 'refund',
			},
			type: 'card',
		},
		metadata,
		payment_intent: paymentIntent,
		reason,
		receipt_number: null,
		source_transfer_reversal: null,
		status: 'succeeded',
		transfer_reversal: null,
	};
}

/**
 * What every event carries besides its type and object.
 *
 * @param {string} id  Event id.
 * @param {number} now Unix time.
 * @return {Omit<import('stripe').Stripe.EventBase, 'type' | 'data'>} The envelope.
 */
function envelope( id, now ) {
	return {
		id,
		object: 'event',
		api_version: API_VERSION,
		created: now,
		livemode: false,
		pending_webhooks: 1,
		request: { id: null, idempotency_key: null },
	};
}

/**
 * The events the server sends, one typed factory per type: each takes the
 * event id, the object as it is now and the time.
 */
export const events = {
	/**
	 * @param {string}  id     Event id.
	 * @param {Session} object Session.
	 * @param {number}  now    Unix time.
	 * @return {import('stripe').Stripe.CheckoutSessionCompletedEvent} Event.
	 */
	sessionCompleted: ( id, object, now ) => ( {
		...envelope( id, now ),
		type: 'checkout.session.completed',
		data: { object },
	} ),
	/**
	 * @param {string}       id     Event id.
	 * @param {Subscription} object Subscription.
	 * @param {number}       now    Unix time.
	 * @return {import('stripe').Stripe.CustomerSubscriptionCreatedEvent} Event.
	 */
	subscriptionCreated: ( id, object, now ) => ( {
		...envelope( id, now ),
		type: 'customer.subscription.created',
		data: { object },
	} ),
	/**
	 * @param {string}                id       Event id.
	 * @param {Subscription}          object   Subscription.
	 * @param {Partial<Subscription>} previous What changed, as it was.
	 * @param {number}                now      Unix time.
	 * @return {import('stripe').Stripe.CustomerSubscriptionUpdatedEvent} Event.
	 */
	subscriptionUpdated: ( id, object, previous, now ) => ( {
		...envelope( id, now ),
		type: 'customer.subscription.updated',
		data: { object, previous_attributes: previous },
	} ),
	/**
	 * @param {string}       id     Event id.
	 * @param {Subscription} object Subscription.
	 * @param {number}       now    Unix time.
	 * @return {import('stripe').Stripe.CustomerSubscriptionDeletedEvent} Event.
	 */
	subscriptionDeleted: ( id, object, now ) => ( {
		...envelope( id, now ),
		type: 'customer.subscription.deleted',
		data: { object },
	} ),
	/**
	 * @param {string}  id     Event id.
	 * @param {Invoice} object Invoice.
	 * @param {number}  now    Unix time.
	 * @return {import('stripe').Stripe.InvoicePaidEvent} Event.
	 */
	invoicePaid: ( id, object, now ) => ( {
		...envelope( id, now ),
		type: 'invoice.paid',
		data: { object },
	} ),
	/**
	 * @param {string}  id     Event id.
	 * @param {Invoice} object Invoice.
	 * @param {number}  now    Unix time.
	 * @return {import('stripe').Stripe.InvoicePaymentSucceededEvent} Event.
	 */
	invoicePaymentSucceeded: ( id, object, now ) => ( {
		...envelope( id, now ),
		type: 'invoice.payment_succeeded',
		data: { object },
	} ),
	/**
	 * @param {string}          id       Event id.
	 * @param {Charge}          object   Charge.
	 * @param {Partial<Charge>} previous What changed, as it was.
	 * @param {number}          now      Unix time.
	 * @return {import('stripe').Stripe.ChargeRefundedEvent} Event.
	 */
	chargeRefunded: ( id, object, previous, now ) => ( {
		...envelope( id, now ),
		type: 'charge.refunded',
		data: { object, previous_attributes: previous },
	} ),
	/**
	 * @param {string} id     Event id.
	 * @param {Refund} object Refund.
	 * @param {number} now    Unix time.
	 * @return {import('stripe').Stripe.RefundCreatedEvent} Event.
	 */
	refundCreated: ( id, object, now ) => ( {
		...envelope( id, now ),
		type: 'refund.created',
		data: { object },
	} ),
};
