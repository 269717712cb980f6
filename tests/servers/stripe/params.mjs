/**
 * Stripe's own checks of request parameters, for the local Stripe server:
 * a parameter the endpoint does not take, a missing required one, a value
 * of the wrong kind, metadata over Stripe's limits, and an amount outside
 * what Stripe charges in a currency are each answered 400 in Stripe's error
 * shape, as the real API answers them.
 *
 * Each endpoint's rules are typed against the `stripe` package's parameter
 * types (`Rules<Stripe.ProductCreateParams>`), so a rule cannot name a
 * parameter the real endpoint does not have; an endpoint takes only the
 * parameters listed (a real one that is not listed is refused as
 * unsupported by this server, never accepted in silence).
 */

/** @import { Stripe } from 'stripe' */

/** @import { Rule, Rules } from './rules.js' */

/**
 * A refusal in Stripe's shape.
 *
 * @typedef {Object} StripeError
 * @property {string} type    Error type.
 * @property {string} code    Error code.
 * @property {string} message Message.
 * @property {string} [param] The parameter at fault.
 */

/**
 * The smallest amount Stripe charges per currency, in minor units
 * (Stripe's documented minimum charge amounts).
 *
 * @type {Readonly<Record<string, number>>}
 */
export const MINIMUM_CHARGE = {
	usd: 50,
	aud: 50,
	brl: 50,
	cad: 50,
	chf: 50,
	czk: 1500,
	dkk: 250,
	eur: 50,
	gbp: 30,
	hkd: 400,
	huf: 17500,
	inr: 50,
	jpy: 50,
	mxn: 1000,
	myr: 200,
	nok: 300,
	nzd: 50,
	pln: 200,
	ron: 200,
	sek: 300,
	sgd: 50,
	thb: 1000,
};

/** Stripe's zero-decimal currencies among those above. */
const ZERO_DECIMAL = [ 'jpy', 'huf' ];

/** The largest amount Stripe takes in one charge, in minor units (eight digits). */
export const MAXIMUM_CHARGE = 99999999;

/** @type {Rules<Stripe.ProductCreateParams>} */
export const PRODUCT_CREATE = {
	name: 'string',
	active: 'boolean',
	description: 'string',
	metadata: 'metadata',
};

/** @type {Rules<Stripe.PriceCreateParams.Recurring>} */
const PRICE_RECURRING = {
	interval: { oneOf: [ 'day', 'week', 'month', 'year' ] },
	interval_count: 'integer',
};

/** @type {Rules<Stripe.PriceCreateParams>} */
export const PRICE_CREATE = {
	currency: 'string',
	product: 'string',
	unit_amount: 'integer',
	active: 'boolean',
	nickname: 'string',
	recurring: { hash: PRICE_RECURRING, required: [ 'interval' ] },
	metadata: 'metadata',
};

/** @type {Rules<Stripe.Checkout.SessionCreateParams.LineItem.PriceData>} */
const PRICE_DATA = {
	currency: 'string',
	product: 'string',
	unit_amount: 'integer',
	recurring: {
		hash: /** @type {Rules<Stripe.Checkout.SessionCreateParams.LineItem.PriceData.Recurring>} */ ( {
			interval: { oneOf: [ 'day', 'week', 'month', 'year' ] },
			interval_count: 'integer',
		} ),
		required: [ 'interval' ],
	},
};

/** @type {Rules<Stripe.Checkout.SessionCreateParams.LineItem>} */
const LINE_ITEM = {
	price: 'string',
	price_data: { hash: PRICE_DATA, required: [ 'currency' ] },
	quantity: 'integer',
};

/** @type {Rules<Stripe.Checkout.SessionCreateParams.SubscriptionData>} */
const SUBSCRIPTION_DATA = {
	description: 'string',
	metadata: 'metadata',
};

/** @type {Rules<Stripe.Checkout.SessionCreateParams.PaymentIntentData>} */
const PAYMENT_INTENT_DATA = {
	description: 'string',
	metadata: 'metadata',
	receipt_email: 'string',
};

/** @type {Rules<Stripe.Checkout.SessionCreateParams>} */
export const SESSION_CREATE = {
	mode: { oneOf: [ 'payment', 'setup', 'subscription' ] },
	line_items: {
		list: { hash: LINE_ITEM, required: [ 'quantity' ] },
	},
	success_url: 'url',
	cancel_url: 'url',
	metadata: 'metadata',
	client_reference_id: 'string',
	customer_email: 'string',
	submit_type: { oneOf: [ 'auto', 'book', 'donate', 'pay', 'subscribe' ] },
	subscription_data: { hash: SUBSCRIPTION_DATA },
	payment_intent_data: { hash: PAYMENT_INTENT_DATA },
	expand: { list: 'string' },
};

/** @type {Rules<Stripe.Checkout.SessionListParams>} */
export const SESSION_LIST = {
	payment_intent: 'string',
	subscription: 'string',
	customer: 'string',
	limit: 'integer',
	expand: { list: 'string' },
};

/** @type {Rules<Stripe.InvoicePaymentListParams>} */
export const INVOICE_PAYMENT_LIST = {
	invoice: 'string',
	payment: {
		hash: /** @type {Rules<Stripe.InvoicePaymentListParams.Payment>} */ ( {
			type: { oneOf: [ 'payment_intent' ] },
			payment_intent: 'string',
		} ),
		required: [ 'type' ],
	},
	status: { oneOf: [ 'canceled', 'open', 'paid' ] },
	limit: 'integer',
	expand: { list: 'string' },
};

/** @type {Rules<Stripe.BillingPortal.SessionCreateParams>} */
export const PORTAL_SESSION_CREATE = {
	customer: 'string',
	return_url: 'url',
	configuration: 'string',
	locale: 'string',
	expand: { list: 'string' },
};

/** @type {Rules<Stripe.SubscriptionUpdateParams.CancellationDetails>} */
const CANCELLATION_DETAILS = {
	comment: 'string',
	feedback: {
		oneOf: [
			'',
			'customer_service',
			'low_quality',
			'missing_features',
			'other',
			'switched_service',
			'too_complex',
			'too_expensive',
			'unused',
		],
	},
};

/** @type {Rules<Stripe.SubscriptionUpdateParams>} */
export const SUBSCRIPTION_UPDATE = {
	cancel_at_period_end: 'boolean',
	cancellation_details: { hash: CANCELLATION_DETAILS },
	metadata: 'metadata',
	expand: { list: 'string' },
};

/** @type {Rules<Stripe.SubscriptionCancelParams>} */
export const SUBSCRIPTION_CANCEL = {
	cancellation_details: {
		hash: /** @type {Rules<Stripe.SubscriptionCancelParams.CancellationDetails>} */ (
			CANCELLATION_DETAILS
		),
	},
	invoice_now: 'boolean',
	prorate: 'boolean',
	expand: { list: 'string' },
};

/** @type {Rules<Stripe.RefundCreateParams>} */
export const REFUND_CREATE = {
	amount: 'integer',
	charge: 'string',
	payment_intent: 'string',
	reason: { oneOf: [ 'duplicate', 'fraudulent', 'requested_by_customer' ] },
	metadata: 'metadata',
	expand: { list: 'string' },
};

/**
 * What a retrieve by id takes.
 *
 * @type {Rules<Stripe.CustomerRetrieveParams & Stripe.InvoiceRetrieveParams & Stripe.SubscriptionRetrieveParams & Stripe.Checkout.SessionRetrieveParams>}
 */
export const RETRIEVE = {
	expand: { list: 'string' },
};

/**
 * An invalid-request refusal.
 *
 * @param {string} code    Stripe's code.
 * @param {string} message Stripe's message.
 * @param {string} param   The parameter.
 * @return {StripeError} The error.
 */
export function invalid( code, message, param ) {
	return { type: 'invalid_request_error', code, message, param };
}

/**
 * Checks parameters against an endpoint's rules.
 *
 * @param {Object<string, unknown>} params   Parsed parameters.
 * @param {Object<string, Rule>}    rules    The endpoint's rules.
 * @param {string[]}                required Required parameters.
 * @param {string}                  prefix   Where these parameters sit (`line_items[0]`).
 * @return {StripeError|null} The first refusal, or null.
 */
export function check( params, rules, required = [], prefix = '' ) {
	const name = ( /** @type {string} */ key ) =>
		prefix ? `${ prefix }[${ key }]` : key;
	for ( const key of required ) {
		if ( params[ key ] === undefined || params[ key ] === '' ) {
			return invalid(
				'parameter_missing',
				`Missing required param: ${ name( key ) }.`,
				name( key )
			);
		}
	}
	for ( const [ key, value ] of Object.entries( params ) ) {
		const rule = Object.prototype.hasOwnProperty.call( rules, key )
			? rules[ key ]
			: undefined;
		if ( rule === undefined ) {
			return invalid(
				'parameter_unknown',
				`Received unknown parameter: ${ name( key ) }`,
				name( key )
			);
		}
		const refused = checkValue( value, rule, name( key ) );
		if ( refused ) {
			return refused;
		}
	}
	return null;
}

/**
 * Checks one value against its rule.
 *
 * @param {unknown} value Value.
 * @param {Rule}    rule  Rule.
 * @param {string}  param Its name.
 * @return {StripeError|null} The refusal, or null.
 */
function checkValue( value, rule, param ) {
	if ( typeof rule === 'object' && 'hash' in rule ) {
		if ( ! isHash( value ) ) {
			return invalid(
				'parameter_invalid_empty',
				`Invalid object for ${ param }`,
				param
			);
		}
		return check( value, rule.hash, rule.required ?? [], param );
	}
	if ( typeof rule === 'object' && 'list' in rule ) {
		// Numbered keys (`a[0]`) are parsed as a list already.
		const items = Array.isArray( value ) ? value : null;
		if ( ! items ) {
			return invalid(
				'parameter_invalid_empty',
				`Invalid array for ${ param }`,
				param
			);
		}
		for ( const [ index, item ] of items.entries() ) {
			const refused = checkValue(
				item,
				rule.list,
				`${ param }[${ index }]`
			);
			if ( refused ) {
				return refused;
			}
		}
		return null;
	}
	if ( rule === 'metadata' ) {
		return checkMetadata( value, param );
	}
	if ( typeof value !== 'string' ) {
		return invalid(
			'parameter_invalid_string',
			`Invalid string: ${ param } must be a string, not a hash or an array.`,
			param
		);
	}
	if ( typeof rule === 'object' ) {
		return rule.oneOf.includes( value )
			? null
			: invalid(
					'parameter_invalid_string',
					`Invalid ${ param }: must be one of ${ rule.oneOf.join( ', ' ) }`,
					param
				);
	}
	if ( rule === 'integer' && ! /^-?\d+$/.test( value ) ) {
		return invalid(
			'parameter_invalid_integer',
			`Invalid integer: ${ value }`,
			param
		);
	}
	if ( rule === 'boolean' && ! [ 'true', 'false' ].includes( value ) ) {
		return invalid(
			'parameter_invalid_boolean',
			`Invalid boolean: ${ value }`,
			param
		);
	}
	if ( rule === 'url' && ! /^https?:\/\/[^\s]+$/.test( value ) ) {
		return invalid( 'url_invalid', 'Not a valid URL', param );
	}
	return null;
}

/**
 * Stripe's metadata limits: at most 50 keys, keys of at most 40 characters
 * without square brackets, values of at most 500 characters.
 *
 * @param {unknown} value Metadata as parsed.
 * @param {string}  param Its name.
 * @return {StripeError|null} The refusal, or null.
 */
function checkMetadata( value, param ) {
	if ( value === '' ) {
		// `metadata=` empties it.
		return null;
	}
	if ( ! isHash( value ) ) {
		return invalid(
			'parameter_invalid_empty',
			`Invalid object for ${ param }`,
			param
		);
	}
	const entries = Object.entries( value );
	if ( entries.length > 50 ) {
		return invalid(
			'parameter_invalid_metadata',
			'Metadata can have at most 50 keys.',
			param
		);
	}
	for ( const [ key, item ] of entries ) {
		if (
			key.length > 40 ||
			typeof item !== 'string' ||
			item.length > 500
		) {
			return invalid(
				'parameter_invalid_metadata',
				'Metadata keys can be at most 40 characters and values at most 500 characters, both strings.',
				`${ param }[${ key }]`
			);
		}
	}
	return null;
}

/**
 * Whether a parsed value is a hash.
 *
 * @param {unknown} value Value.
 * @return {value is Object<string, unknown>} Whether it is.
 */
function isHash( value ) {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * An amount for Stripe's messages: `$0.50 usd`-like, `50 jpy`.
 *
 * @param {number} minor    Minor units.
 * @param {string} currency Lower-case currency.
 * @return {string} The amount.
 */
function spell( minor, currency ) {
	const digits = ZERO_DECIMAL.includes( currency ) ? 0 : 2;
	return `${ ( minor / 10 ** digits ).toFixed( digits ) } ${ currency }`;
}

/**
 * Refuses a currency Stripe does not charge in and an amount outside what
 * Stripe charges in it.
 *
 * @param {number} amount   Minor units.
 * @param {string} currency Lower-case currency.
 * @param {string} param    The amount's parameter.
 * @param {string} what     What must add up (`The Checkout Session's total amount due`).
 * @return {StripeError|null} The refusal, or null.
 */
export function checkAmount( amount, currency, param, what ) {
	if ( ! MINIMUM_CHARGE[ currency ] ) {
		return invalid(
			'parameter_invalid_string',
			`Invalid currency: ${ currency }. Stripe currently supports these currencies: ${ Object.keys( MINIMUM_CHARGE ).join( ', ' ) }`,
			param.replace( /unit_amount$/, 'currency' )
		);
	}
	if ( amount < MINIMUM_CHARGE[ currency ] ) {
		return invalid(
			'amount_too_small',
			`${ what } must add up to at least ${ spell( MINIMUM_CHARGE[ currency ], currency ) }`,
			param
		);
	}
	if ( amount > MAXIMUM_CHARGE ) {
		return invalid(
			'amount_too_large',
			`${ what } must add up to at most ${ spell( MAXIMUM_CHARGE, currency ) }`,
			param
		);
	}
	return null;
}
