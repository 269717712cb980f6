<?php
/**
 * What the owner does to a subscription or a payment from Earnings.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Cancels a subscription (at the end of its paid period, or now), takes a
 * scheduled cancellation back, and refunds a payment, on Stripe. The ledger
 * is not touched here: it changes when Stripe's events confirm what
 * happened (customer.subscription.updated or deleted, charge.refunded), so
 * it never says something Stripe did not do. Only subscriptions and
 * payments this site recorded can be acted on.
 *
 * Each call is idempotent: a cancellation asked twice is one (Stripe sets
 * the same state again, or refuses to cancel what is cancelled), and a
 * refund asked twice before Stripe's event arrives (a double click, a retry
 * after a timeout) sends the same idempotency key and makes one refund.
 *
 * @since 0.7.0
 */
final class Owner_Actions {

	/**
	 * Cancels a subscription at the end of the period paid for, or now.
	 *
	 * @since 0.7.0
	 *
	 * @param string $subscription_id Subscription id.
	 * @param bool   $now             Whether it ends now rather than at the period's end.
	 * @return true|\WP_Error
	 */
	public static function cancel( string $subscription_id, bool $now ) {
		$subscription = Ledger::subscription( $subscription_id );
		if ( null === $subscription ) {
			return self::not_found();
		}
		if ( 'canceled' === $subscription['status'] ) {
			return new \WP_Error( 'cairn_earnings_already_cancelled', __( 'This subscription is cancelled already.', 'cairn' ), array( 'status' => 409 ) );
		}
		$path   = '/v1/subscriptions/' . rawurlencode( $subscription_id );
		$answer = $now
			? Client::call( 'DELETE', $path )
			: Client::call( 'POST', $path, array( 'cancel_at_period_end' => true ) );
		return is_wp_error( $answer ) ? self::failed( $answer ) : true;
	}

	/**
	 * Takes back a cancellation scheduled at the period's end: the
	 * subscription renews again.
	 *
	 * @since 0.7.0
	 *
	 * @param string $subscription_id Subscription id.
	 * @return true|\WP_Error
	 */
	public static function resume( string $subscription_id ) {
		$subscription = Ledger::subscription( $subscription_id );
		if ( null === $subscription || 'canceled' === $subscription['status'] ) {
			return self::not_found();
		}
		$answer = Client::call( 'POST', '/v1/subscriptions/' . rawurlencode( $subscription_id ), array( 'cancel_at_period_end' => false ) );
		return is_wp_error( $answer ) ? self::failed( $answer ) : true;
	}

	/**
	 * Refunds a payment, all that is left of it or part.
	 *
	 * @since 0.7.0
	 *
	 * @param int $payment_id The payment's row in the ledger.
	 * @param int $amount     Minor units; 0 for all that is left.
	 * @return int|\WP_Error What Stripe accepted to refund (minor units).
	 */
	public static function refund( int $payment_id, int $amount = 0 ) {
		$payment = Ledger::payment( $payment_id );
		if ( null === $payment || 'refund' === $payment['kind'] ) {
			return self::not_found();
		}
		if ( '' === (string) $payment['payment_ref'] && '' !== (string) $payment['subscription_id'] ) {
			// An invoice no longer names what paid it (API versions from
			// 2025-03-31): its InvoicePayment does.
			$links = Client::call(
				'GET',
				'/v1/invoice_payments',
				array(
					'invoice' => (string) $payment['source_id'],
					'limit'   => 1,
				)
			);
			if ( is_wp_error( $links ) ) {
				return self::failed( $links );
			}
			$intent = $links['data'][0]['payment']['payment_intent'] ?? null;
			if ( is_string( $intent ) && '' !== $intent ) {
				Ledger::set_payment_ref( (string) $payment['source_id'], $intent );
				$payment['payment_ref'] = $intent;
			}
		}
		if ( '' === (string) $payment['payment_ref'] ) {
			return self::not_found();
		}
		$refunded = Ledger::refunded( (string) $payment['payment_ref'] );
		$left     = (int) $payment['amount'] - $refunded;
		$amount   = 0 === $amount ? $left : $amount;
		if ( $left <= 0 ) {
			return new \WP_Error( 'cairn_earnings_refunded', __( 'This payment is refunded already.', 'cairn' ), array( 'status' => 409 ) );
		}
		if ( $amount <= 0 || $amount > $left ) {
			return new \WP_Error(
				'cairn_earnings_refund_amount',
				sprintf(
					/* translators: %s: an amount such as $5.00. */
					__( 'A refund must be more than nothing and at most what is left of the payment (%s).', 'cairn' ),
					Currencies::format( $left, (string) $payment['currency'] )
				),
				array( 'status' => 400 )
			);
		}
		try {
			$identity = Site_Identity::metadata();
		} catch ( \RuntimeException $failure ) {
			return Site_Identity::unreadable();
		}
		$answer = Client::call(
			'POST',
			'/v1/refunds',
			array(
				'payment_intent' => (string) $payment['payment_ref'],
				'amount'         => $amount,
				'metadata'       => array_merge( array( 'cairn_payment' => (string) $payment['source_id'] ), $identity ),
			),
			// The same refund of the same state of the payment is one refund.
			'cairn-refund-' . $payment['source_id'] . '-' . $refunded . '-' . $amount
		);
		return is_wp_error( $answer ) ? self::failed( $answer ) : $amount;
	}

	/**
	 * Nothing of this site's to act on.
	 */
	private static function not_found(): \WP_Error {
		return new \WP_Error( 'cairn_earnings_not_found', __( 'This subscription or payment is not one of this site’s.', 'cairn' ), array( 'status' => 404 ) );
	}

	/**
	 * Stripe's refusal, in the owner's words.
	 *
	 * @param \WP_Error $failure What Client::call() answered.
	 */
	private static function failed( \WP_Error $failure ): \WP_Error {
		$data = (array) $failure->get_error_data();
		switch ( $failure->get_error_code() ) {
			case 'cairn_stripe_unreachable':
			case 'cairn_stripe_unavailable':
			case 'cairn_stripe_rate_limited':
				$message = __( 'Stripe is not available right now. Nothing was changed. Please try again in a few minutes.', 'cairn' );
				break;
			case 'cairn_stripe_bad_key':
			case 'cairn_stripe_not_connected':
				$message = __( 'Stripe refused the secret key. Nothing was changed. Check the key under Settings → Cairn.', 'cairn' );
				break;
			default:
				$message = sprintf(
					/* translators: %s: Stripe's error code, such as charge_already_refunded. */
					__( 'Stripe refused the change (%s). Nothing was changed.', 'cairn' ),
					'' !== (string) ( $data['stripe_code'] ?? '' ) ? (string) $data['stripe_code'] : (string) ( $data['upstream'] ?? '' )
				);
		}
		return new \WP_Error( 'cairn_earnings_stripe', $message, array( 'status' => 502 ) );
	}
}
