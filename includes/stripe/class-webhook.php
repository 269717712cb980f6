<?php
/**
 * Stripe's events: verified, handled once, recorded.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Verifies the `Stripe-Signature` header (`t=…,v1=…`: the hex HMAC-SHA256 of
 * "{t}.{raw body}" with the endpoint's signing secret, at most five minutes
 * old), then records what the event says:
 *
 * - `checkout.session.completed` / `checkout.session.async_payment_succeeded`
 *   of a paid one-time session: a payment keyed by the session id;
 * - `checkout.session.completed` of a subscription, and
 *   `customer.subscription.created|updated|deleted`: the subscription and its
 *   status (the money of subscriptions comes with their invoices only);
 * - `invoice.paid` / `invoice.payment_succeeded` of a subscription: a payment
 *   keyed by the invoice id (first payment and every renewal);
 * - `charge.refunded` of a payment of this site, and `refund.created` /
 *   `refund.updated` (whose charge is read from Stripe): a negative row per
 *   charge with what was refunded so far. The payment is found by its
 *   PaymentIntent; one this site has not recorded yet (the refund came
 *   first) is looked up on Stripe (a Checkout Session's PaymentIntent, or an
 *   invoice's through its InvoicePayment: from API version 2025-03-31 an
 *   invoice no longer names its PaymentIntent) and recorded first.
 *
 * Stripe delivers events in any order, late, and more than once; whatever
 * the order, the ledger ends the same. Nothing is counted twice: every
 * payment row is keyed by its Stripe id under a unique key, so two events
 * about one payment, a replay, or two deliveries racing in two workers make
 * one row. A subscription's status follows the newest event (at the same
 * second, the later status in a subscription's life), its details and the
 * subscriber's email are filled by whichever event brings them first (the
 * email from the checkout session, the invoice, or the customer fetched
 * from Stripe). The event id is stored after its effects, and an event
 * already stored is answered without touching anything. Nothing is lost: a
 * failed write or lookup answers 500 before the event is stored, so Stripe
 * delivers it again and the effects already written are not repeated.
 *
 * Events about objects of other sites sharing the Stripe account (see
 * Site_Identity), or not made by Cairn, are acknowledged (200) and recorded
 * nowhere, not even as handled.
 *
 * @since 0.4.0
 */
final class Webhook {

	/** Seconds a signature stays valid (Stripe's libraries' default). */
	public const TOLERANCE = 300;

	/**
	 * Checks a signature header against the raw body.
	 *
	 * @since 0.4.0
	 *
	 * @param string $payload Raw body.
	 * @param string $header  `Stripe-Signature` value.
	 * @param string $secret  Signing secret.
	 * @param int    $now     Unix time.
	 * @return true|\WP_Error
	 */
	public static function verify( string $payload, string $header, string $secret, int $now ) {
		$time       = null;
		$signatures = array();
		foreach ( explode( ',', $header ) as $part ) {
			$pair = explode( '=', trim( $part ), 2 );
			if ( 2 !== count( $pair ) ) {
				continue;
			}
			if ( 't' === $pair[0] && ctype_digit( $pair[1] ) ) {
				$time = (int) $pair[1];
			} elseif ( 'v1' === $pair[0] ) {
				$signatures[] = $pair[1];
			}
		}
		if ( '' === $secret || null === $time || ! $signatures ) {
			return new \WP_Error( 'cairn_webhook_signature', __( 'The Stripe signature is missing or invalid.', 'cairn' ), array( 'status' => 400 ) );
		}
		$expected = hash_hmac( 'sha256', $time . '.' . $payload, $secret );
		$valid    = false;
		foreach ( $signatures as $signature ) {
			$valid = hash_equals( $expected, $signature ) || $valid;
		}
		if ( ! $valid ) {
			return new \WP_Error( 'cairn_webhook_signature', __( 'The Stripe signature is missing or invalid.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( abs( $now - $time ) > self::TOLERANCE ) {
			return new \WP_Error( 'cairn_webhook_too_old', __( 'The Stripe signature is too old.', 'cairn' ), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * Handles one delivery.
	 *
	 * @since 0.4.0
	 *
	 * @param string $payload Raw body.
	 * @param string $header  `Stripe-Signature` value.
	 * @return array{received:bool,duplicate:bool,ignored?:bool}|\WP_Error
	 */
	public static function handle( string $payload, string $header ) {
		$verified = self::verify( $payload, $header, Settings::secret( 'stripe_webhook_secret' ), time() );
		if ( is_wp_error( $verified ) ) {
			return $verified;
		}
		$event = json_decode( $payload, true );
		if ( ! is_array( $event ) || ! is_string( $event['id'] ?? null ) || ! is_string( $event['type'] ?? null ) || ! is_array( $event['data']['object'] ?? null ) ) {
			return new \WP_Error( 'cairn_webhook_event', __( 'This is not a Stripe event.', 'cairn' ), array( 'status' => 400 ) );
		}
		try {
			if ( Ledger::has_event( $event['id'] ) ) {
				return array(
					'received'  => true,
					'duplicate' => true,
				);
			}
			if ( ! self::apply( $event['type'], $event['data']['object'], (int) ( $event['created'] ?? 0 ) ) ) {
				return array(
					'received'  => true,
					'duplicate' => false,
					'ignored'   => true,
				);
			}
			$first = Ledger::claim_event( $event['id'], $event['type'] );
		} catch ( \RuntimeException $failure ) {
			return new \WP_Error( 'cairn_webhook_failed', __( 'The event could not be recorded.', 'cairn' ), array( 'status' => 500 ) );
		}
		return array(
			'received'  => true,
			'duplicate' => ! $first,
		);
	}

	/**
	 * Records what an event says.
	 *
	 * @param string              $type   Event type.
	 * @param array<string,mixed> $object The event's object.
	 * @param int                 $time   The event's creation time.
	 * @return bool Whether the event is about this site's object.
	 *
	 * @throws \RuntimeException When a write or a lookup fails.
	 */
	private static function apply( string $type, array $object, int $time ): bool {
		switch ( $type ) {
			case 'checkout.session.completed':
			case 'checkout.session.async_payment_succeeded':
				return self::session( $object );
			case 'invoice.paid':
			case 'invoice.payment_succeeded':
				return self::invoice( $object );
			case 'charge.refunded':
				return self::refund( $object );
			case 'refund.created':
			case 'refund.updated':
				return self::refund_object( $object );
			case 'customer.subscription.created':
			case 'customer.subscription.updated':
			case 'customer.subscription.deleted':
				return self::subscription( $object, 'customer.subscription.deleted' === $type ? 'canceled' : (string) ( $object['status'] ?? '' ), $time );
		}
		return false;
	}

	/**
	 * A completed Checkout Session.
	 *
	 * @param array<string,mixed> $session Session.
	 * @return bool Whether it is this site's.
	 */
	private static function session( array $session ): bool {
		$id           = is_string( $session['id'] ?? null ) ? $session['id'] : '';
		$subscription = is_string( $session['subscription'] ?? null ) ? $session['subscription'] : '';
		$known        = ( '' !== $id && Ledger::has_payment( $id ) ) || ( '' !== $subscription && Ledger::has_subscription( $subscription ) );
		$metadata     = self::ours( $session['metadata'] ?? null, $known, (int) ( $session['created'] ?? 0 ) );
		if ( ! $metadata || '' === $id ) {
			return false;
		}
		$email = self::email( $session['customer_details']['email'] ?? '' );
		if ( 'subscription' === ( $session['mode'] ?? '' ) ) {
			if ( '' !== $subscription ) {
				Ledger::save_subscription(
					array(
						'subscription_id'  => $subscription,
						'status'           => 'active',
						'event_time'       => 0,
						'amount'           => (int) ( $session['amount_total'] ?? 0 ),
						'currency'         => (string) ( $session['currency'] ?? '' ),
						'billing_interval' => $metadata['cairn_interval'],
						'post_id'          => (int) $metadata['cairn_post'],
						'product_id'       => (int) $metadata['cairn_product'],
						'email'            => $email,
						'customer_id'      => self::id_of( $session['customer'] ?? null ),
					)
				);
			}
			return true;
		}
		if ( 'paid' !== ( $session['payment_status'] ?? '' ) ) {
			// Delayed methods: async_payment_succeeded brings the money.
			return true;
		}
		Ledger::record_payment(
			array(
				'source_id'        => $id,
				'kind'             => $metadata['cairn_kind'],
				'amount'           => (int) ( $session['amount_total'] ?? 0 ),
				'currency'         => (string) ( $session['currency'] ?? '' ),
				'billing_interval' => 'one-time',
				'post_id'          => (int) $metadata['cairn_post'],
				'product_id'       => (int) $metadata['cairn_product'],
				'email'            => $email,
				'payment_ref'      => is_string( $session['payment_intent'] ?? null ) ? $session['payment_intent'] : '',
				'customer_id'      => self::id_of( $session['customer'] ?? null ),
			)
		);
		return true;
	}

	/**
	 * A paid invoice of a subscription.
	 *
	 * @param array<string,mixed> $invoice     Invoice.
	 * @param string              $payment_ref Its PaymentIntent, when known.
	 * @return bool Whether it is this site's.
	 */
	private static function invoice( array $invoice, string $payment_ref = '' ): bool {
		// API versions from 2025-03-31 put the subscription under `parent`;
		// a webhook endpoint made with an older version still sends it at the top.
		$details      = $invoice['parent']['subscription_details'] ?? ( $invoice['subscription_details'] ?? array() );
		$subscription = $details['subscription'] ?? ( $invoice['subscription'] ?? '' );
		$id           = is_string( $invoice['id'] ?? null ) ? $invoice['id'] : '';
		if ( ! is_string( $subscription ) || '' === $subscription || '' === $id ) {
			return false;
		}
		$metadata = self::ours( $details['metadata'] ?? null, Ledger::has_subscription( $subscription ) || Ledger::has_payment( $id ), (int) ( $invoice['created'] ?? 0 ) );
		if ( ! $metadata ) {
			return false;
		}
		if ( '' === $payment_ref && is_string( $invoice['payment_intent'] ?? null ) ) {
			// Older API versions name the invoice's PaymentIntent.
			$payment_ref = $invoice['payment_intent'];
		}
		$amount   = (int) ( $invoice['amount_paid'] ?? 0 );
		$email    = self::email( $invoice['customer_email'] ?? '' );
		$customer = self::id_of( $invoice['customer'] ?? null );
		$new      = false;
		if ( $amount > 0 ) {
			$new = Ledger::record_payment(
				array(
					'source_id'        => $id,
					'kind'             => 'subscription_create' === ( $invoice['billing_reason'] ?? '' ) ? 'subscription' : 'renewal',
					'amount'           => $amount,
					'currency'         => (string) ( $invoice['currency'] ?? '' ),
					'billing_interval' => $metadata['cairn_interval'],
					'subscription_id'  => $subscription,
					'post_id'          => (int) $metadata['cairn_post'],
					'product_id'       => (int) $metadata['cairn_product'],
					'email'            => $email,
					'payment_ref'      => $payment_ref,
					'customer_id'      => $customer,
				)
			);
		}
		Ledger::save_subscription(
			array(
				'subscription_id'  => $subscription,
				'status'           => 'active',
				'event_time'       => 0,
				'amount'           => $amount,
				'currency'         => (string) ( $invoice['currency'] ?? '' ),
				'billing_interval' => $metadata['cairn_interval'],
				'post_id'          => (int) $metadata['cairn_post'],
				'product_id'       => (int) $metadata['cairn_product'],
				'email'            => $email,
				'customer_id'      => $customer,
			)
		);
		if ( $new ) {
			// Once per invoice: a delivery again finds the payment recorded.
			Subscriber_Mail::receipt( $invoice, $metadata['cairn_interval'], $customer, $email );
		}
		return true;
	}

	/**
	 * A subscription's status change. Stripe's subscription names its
	 * customer by id only: the subscriber's email is the customer's, read
	 * from Stripe unless another event brought it already.
	 *
	 * @param array<string,mixed> $subscription Subscription.
	 * @param string              $status       Status to record.
	 * @param int                 $time         Event time.
	 * @return bool Whether it is this site's.
	 */
	private static function subscription( array $subscription, string $status, int $time ): bool {
		$id       = is_string( $subscription['id'] ?? null ) ? $subscription['id'] : '';
		$metadata = self::ours( $subscription['metadata'] ?? null, '' !== $id && Ledger::has_subscription( $id ), (int) ( $subscription['created'] ?? 0 ) );
		if ( ! $metadata || '' === $id || '' === $status ) {
			return false;
		}
		$item  = $subscription['items']['data'][0] ?? array();
		$price = $item['price'] ?? array();
		// Since API version 2025-03-31 the period is the item's.
		$period_end = $item['current_period_end'] ?? ( $subscription['current_period_end'] ?? 0 );
		Ledger::save_subscription(
			array(
				'subscription_id'  => $id,
				'status'           => sanitize_key( $status ),
				'event_time'       => $time,
				'amount'           => (int) ( $price['unit_amount'] ?? 0 ),
				'currency'         => (string) ( $subscription['currency'] ?? ( $price['currency'] ?? '' ) ),
				'billing_interval' => $metadata['cairn_interval'],
				'post_id'          => (int) $metadata['cairn_post'],
				'product_id'       => (int) $metadata['cairn_product'],
				'email'            => Ledger::subscription_has_email( $id ) ? '' : self::customer_email( $subscription['customer'] ?? null ),
				'customer_id'      => self::id_of( $subscription['customer'] ?? null ),
				'cancel_at'        => is_numeric( $subscription['cancel_at'] ?? null ) ? (int) $subscription['cancel_at'] : 0,
				'period_end'       => is_numeric( $period_end ) ? (int) $period_end : 0,
			)
		);
		return true;
	}

	/**
	 * A refunded charge of this site's payment.
	 *
	 * @param array<string,mixed> $charge Charge.
	 * @return bool Whether it refunds this site's payment.
	 *
	 * @throws \RuntimeException When Stripe cannot be asked.
	 */
	private static function refund( array $charge ): bool {
		$intent = is_string( $charge['payment_intent'] ?? null ) ? $charge['payment_intent'] : '';
		$id     = is_string( $charge['id'] ?? null ) ? $charge['id'] : '';
		if ( '' === $intent || '' === $id ) {
			return false;
		}
		if ( ! Ledger::has_payment_ref( $intent ) && ! self::record_paid_by( $intent ) ) {
			return false;
		}
		Ledger::record_refund( $id, $intent, (int) ( $charge['amount_refunded'] ?? 0 ) );
		return true;
	}

	/**
	 * A refund of this site's payment (refund.created or .updated, which
	 * Stripe sends beside charge.refunded): what its charge has had refunded
	 * so far is read from Stripe, so the ledger is the same whichever of the
	 * two events comes, first or alone.
	 *
	 * @param array<string,mixed> $refund Refund.
	 * @return bool Whether it refunds this site's payment.
	 *
	 * @throws \RuntimeException When Stripe cannot be asked.
	 */
	private static function refund_object( array $refund ): bool {
		$intent = self::id_of( $refund['payment_intent'] ?? null );
		$charge = self::id_of( $refund['charge'] ?? null );
		if ( '' === $intent || '' === $charge ) {
			return false;
		}
		if ( ! Ledger::has_payment_ref( $intent ) && ! self::record_paid_by( $intent ) ) {
			return false;
		}
		$found = self::lookup( '/v1/charges/' . rawurlencode( $charge ) );
		return self::refund( $found );
	}

	/**
	 * Finds on Stripe what a PaymentIntent paid, and records it when it is
	 * this site's: the invoice it paid (through its InvoicePayment), or the
	 * Checkout Session it paid.
	 *
	 * @param string $intent PaymentIntent id.
	 * @return bool Whether it paid for this site's payment, now recorded.
	 *
	 * @throws \RuntimeException When Stripe cannot be asked.
	 */
	private static function record_paid_by( string $intent ): bool {
		$links   = self::lookup(
			'/v1/invoice_payments',
			array(
				'payment' => array(
					'type'           => 'payment_intent',
					'payment_intent' => $intent,
				),
				'limit'   => 1,
			)
		);
		$invoice = $links['data'][0]['invoice'] ?? null;
		if ( is_string( $invoice ) && '' !== $invoice ) {
			if ( Ledger::has_payment( $invoice ) ) {
				Ledger::set_payment_ref( $invoice, $intent );
				return true;
			}
			$found = self::lookup( '/v1/invoices/' . rawurlencode( $invoice ) );
			if ( 'paid' !== ( $found['status'] ?? '' ) || ! self::invoice( $found, $intent ) ) {
				return false;
			}
			Ledger::set_payment_ref( $invoice, $intent );
			return true;
		}
		$sessions = self::lookup(
			'/v1/checkout/sessions',
			array(
				'payment_intent' => $intent,
				'limit'          => 1,
			)
		);
		$session  = $sessions['data'][0] ?? null;
		return is_array( $session ) && self::session( $session ) && Ledger::has_payment_ref( $intent );
	}

	/**
	 * A GET on Stripe for the webhook.
	 *
	 * @param string              $path   Path.
	 * @param array<string,mixed> $params Query.
	 * @return array<string,mixed>
	 *
	 * @throws \RuntimeException When Stripe does not answer: the event is delivered again later.
	 */
	private static function lookup( string $path, array $params = array() ): array {
		$answer = Client::call( 'GET', $path, $params );
		if ( is_wp_error( $answer ) ) {
			throw new \RuntimeException( 'Stripe could not be asked about the event.' );
		}
		return $answer;
	}

	/**
	 * The email of a customer (an id, or the object when expanded), read
	 * from Stripe; '' when Stripe cannot say now (another event fills it in).
	 *
	 * @param mixed $customer Customer.
	 */
	private static function customer_email( $customer ): string {
		if ( is_array( $customer ) ) {
			return self::email( $customer['email'] ?? '' );
		}
		if ( ! is_string( $customer ) || '' === $customer ) {
			return '';
		}
		$found = Client::call( 'GET', '/v1/customers/' . rawurlencode( $customer ) );
		return is_wp_error( $found ) ? '' : self::email( $found['email'] ?? '' );
	}

	/**
	 * The id of an object Stripe names by id (or expanded), or ''.
	 *
	 * @param mixed $object An id or the object.
	 */
	private static function id_of( $object ): string {
		$id = is_array( $object ) ? ( $object['id'] ?? '' ) : $object;
		return is_string( $id ) ? sanitize_text_field( $id ) : '';
	}

	/**
	 * An email address as Stripe gave it, or ''.
	 *
	 * @param mixed $email Value.
	 */
	private static function email( $email ): string {
		return is_string( $email ) ? (string) sanitize_email( $email ) : '';
	}

	/**
	 * Cairn's metadata of this site's Stripe object, or null when another
	 * site (or not Cairn) made it. See Site_Identity on objects named with
	 * this site's id at another home and on objects made before sites were
	 * named.
	 *
	 * @param mixed $metadata Metadata.
	 * @param bool  $known    Whether this site recorded the object already.
	 * @param int   $created  When the object was made.
	 * @return array{cairn_kind:string,cairn_interval:string,cairn_post:string,cairn_product:string}|null
	 */
	private static function ours( $metadata, bool $known, int $created ): ?array {
		if ( ! is_array( $metadata ) || ! in_array( $metadata['cairn_kind'] ?? '', array( 'donation', 'plan' ), true ) ) {
			return null;
		}
		switch ( Site_Identity::owner( $metadata ) ) {
			case Site_Identity::OURS:
				break;
			case Site_Identity::MOVED:
				if ( ! $known ) {
					return null;
				}
				break;
			case Site_Identity::UNNAMED:
				if ( ! $known && ( $created <= 0 || $created >= Site_Identity::since() ) ) {
					return null;
				}
				break;
			default:
				return null;
		}
		return array(
			'cairn_kind'     => (string) $metadata['cairn_kind'],
			'cairn_interval' => in_array( $metadata['cairn_interval'] ?? '', Products::INTERVALS, true ) ? (string) $metadata['cairn_interval'] : '',
			'cairn_post'     => (string) absint( $metadata['cairn_post'] ?? 0 ),
			'cairn_product'  => (string) absint( $metadata['cairn_product'] ?? 0 ),
		);
	}
}
