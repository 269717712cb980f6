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
 * - `charge.refunded` of a payment recorded here (found by its
 *   PaymentIntent): a negative row per charge with what was refunded so far.
 *
 * Nothing is counted twice: every payment row is keyed by its Stripe id under
 * a unique key, so two events about one payment, a replay, or two deliveries
 * racing in two workers make one row. The event id is stored after its
 * effects, and an event already stored is answered without touching
 * anything (a replayed status change cannot undo a newer one). Nothing is
 * lost: a failed write answers 500 before the event is stored, so Stripe
 * delivers it again and the effects already written are not repeated.
 * Events of sessions Cairn did not open (no `cairn_kind` metadata) are
 * acknowledged and ignored.
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
	 * @return array{received:bool,duplicate:bool}|\WP_Error
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
			self::apply( $event['type'], $event['data']['object'], (int) ( $event['created'] ?? 0 ) );
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
	 *
	 * @throws \RuntimeException When a write fails.
	 */
	private static function apply( string $type, array $object, int $time ): void {
		switch ( $type ) {
			case 'checkout.session.completed':
			case 'checkout.session.async_payment_succeeded':
				self::session( $object );
				return;
			case 'invoice.paid':
			case 'invoice.payment_succeeded':
				self::invoice( $object );
				return;
			case 'charge.refunded':
				Ledger::record_refund( (string) ( $object['id'] ?? '' ), is_string( $object['payment_intent'] ?? null ) ? $object['payment_intent'] : '', (int) ( $object['amount_refunded'] ?? 0 ) );
				return;
			case 'customer.subscription.created':
			case 'customer.subscription.updated':
			case 'customer.subscription.deleted':
				self::subscription( $object, 'customer.subscription.deleted' === $type ? 'canceled' : (string) ( $object['status'] ?? '' ), $time );
				return;
		}
	}

	/**
	 * A completed Checkout Session.
	 *
	 * @param array<string,mixed> $session Session.
	 */
	private static function session( array $session ): void {
		$metadata = self::ours( $session['metadata'] ?? null );
		if ( ! $metadata ) {
			return;
		}
		$email = (string) ( $session['customer_details']['email'] ?? '' );
		if ( 'subscription' === ( $session['mode'] ?? '' ) ) {
			if ( is_string( $session['subscription'] ?? null ) && '' !== $session['subscription'] ) {
				Ledger::save_subscription(
					array(
						'subscription_id'  => $session['subscription'],
						'status'           => 'active',
						'event_time'       => 0,
						'amount'           => (int) ( $session['amount_total'] ?? 0 ),
						'currency'         => (string) ( $session['currency'] ?? '' ),
						'billing_interval' => $metadata['cairn_interval'],
						'post_id'          => (int) $metadata['cairn_post'],
						'product_id'       => (int) $metadata['cairn_product'],
						'email'            => $email,
					)
				);
			}
			return;
		}
		if ( 'paid' !== ( $session['payment_status'] ?? '' ) || ! is_string( $session['id'] ?? null ) ) {
			// Delayed methods: async_payment_succeeded brings the money.
			return;
		}
		Ledger::record_payment(
			array(
				'source_id'        => $session['id'],
				'kind'             => $metadata['cairn_kind'],
				'amount'           => (int) ( $session['amount_total'] ?? 0 ),
				'currency'         => (string) ( $session['currency'] ?? '' ),
				'billing_interval' => 'one-time',
				'post_id'          => (int) $metadata['cairn_post'],
				'product_id'       => (int) $metadata['cairn_product'],
				'email'            => $email,
				'payment_ref'      => is_string( $session['payment_intent'] ?? null ) ? $session['payment_intent'] : '',
			)
		);
	}

	/**
	 * A paid invoice of a subscription.
	 *
	 * @param array<string,mixed> $invoice Invoice.
	 */
	private static function invoice( array $invoice ): void {
		// API versions from 2025-03-31 put the subscription under `parent`.
		$details      = $invoice['parent']['subscription_details'] ?? ( $invoice['subscription_details'] ?? array() );
		$subscription = $details['subscription'] ?? ( $invoice['subscription'] ?? '' );
		$metadata     = self::ours( $details['metadata'] ?? null );
		if ( ! $metadata || ! is_string( $subscription ) || '' === $subscription || ! is_string( $invoice['id'] ?? null ) ) {
			return;
		}
		$amount = (int) ( $invoice['amount_paid'] ?? 0 );
		if ( $amount > 0 ) {
			Ledger::record_payment(
				array(
					'source_id'        => $invoice['id'],
					'kind'             => 'subscription_create' === ( $invoice['billing_reason'] ?? '' ) ? 'subscription' : 'renewal',
					'amount'           => $amount,
					'currency'         => (string) ( $invoice['currency'] ?? '' ),
					'billing_interval' => $metadata['cairn_interval'],
					'subscription_id'  => $subscription,
					'post_id'          => (int) $metadata['cairn_post'],
					'product_id'       => (int) $metadata['cairn_product'],
					'email'            => (string) ( $invoice['customer_email'] ?? '' ),
					// API versions before 2025-03-31 name the invoice's PaymentIntent.
					'payment_ref'      => is_string( $invoice['payment_intent'] ?? null ) ? $invoice['payment_intent'] : '',
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
				'email'            => (string) ( $invoice['customer_email'] ?? '' ),
			)
		);
	}

	/**
	 * A subscription's status change.
	 *
	 * @param array<string,mixed> $subscription Subscription.
	 * @param string              $status       Status to record.
	 * @param int                 $time         Event time.
	 */
	private static function subscription( array $subscription, string $status, int $time ): void {
		$metadata = self::ours( $subscription['metadata'] ?? null );
		if ( ! $metadata || ! is_string( $subscription['id'] ?? null ) || '' === $status ) {
			return;
		}
		$price = $subscription['items']['data'][0]['price'] ?? array();
		Ledger::save_subscription(
			array(
				'subscription_id'  => $subscription['id'],
				'status'           => sanitize_key( $status ),
				'event_time'       => $time,
				'amount'           => (int) ( $price['unit_amount'] ?? 0 ),
				'currency'         => (string) ( $subscription['currency'] ?? ( $price['currency'] ?? '' ) ),
				'billing_interval' => $metadata['cairn_interval'],
				'post_id'          => (int) $metadata['cairn_post'],
				'product_id'       => (int) $metadata['cairn_product'],
				'email'            => (string) ( $subscription['customer_email'] ?? '' ),
			)
		);
	}

	/**
	 * Cairn's metadata of a Stripe object, or null when Cairn did not make it.
	 *
	 * @param mixed $metadata Metadata.
	 * @return array{cairn_kind:string,cairn_interval:string,cairn_post:string,cairn_product:string}|null
	 */
	private static function ours( $metadata ): ?array {
		if ( ! is_array( $metadata ) || ! in_array( $metadata['cairn_kind'] ?? '', array( 'donation', 'plan' ), true ) ) {
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
