<?php
/**
 * Why a payment could not start, in plain words for the visitor and in
 * detail for the owner.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Every refusal of a checkout says what went wrong and what to do: an
 * amount under or over what the currency takes (with the limit), a form
 * that changed since the page loaded (reload), a card processor that is
 * down or busy (try again later), payments that are closed on the site
 * (tell the owner), too many attempts (wait). A visitor who posted the form
 * without JavaScript comes back to the page with a result key
 * (`cairn_checkout=…`) that message() turns into the same words.
 *
 * A failure on Stripe's side (unreachable, down, rate-limited, a revoked
 * key, a request it refused) is recorded for the owner, who sees it under
 * Dashboard → Earnings with Stripe's own code; the visitor never sees that
 * detail.
 *
 * @since 0.7.0
 */
final class Payment_Errors {

	/** Result keys by refusal code. */
	private const RESULTS = array(
		'cairn_checkout_minimum'      => 'minimum',
		'cairn_checkout_maximum'      => 'maximum',
		'cairn_checkout_unavailable'  => 'unavailable',
		'cairn_checkout_closed'       => 'closed',
		'cairn_stripe_not_connected'  => 'closed',
		'cairn_checkout_too_many'     => 'busy',
		'cairn_checkout_no_block'     => 'changed',
		'cairn_checkout_no_post'      => 'gone',
		'cairn_checkout_refused'      => 'refused',
		'cairn_checkout_invalid_plan' => 'invalid_plan',
		'cairn_checkout_no_plan'      => 'no_plan',
	);

	/**
	 * The visitor's refusal for a failed Stripe call while starting a
	 * payment, recorded for the owner.
	 *
	 * @since 0.7.0
	 *
	 * @param \WP_Error           $failure What Client::call() answered.
	 * @param array<string,mixed> $choice  What was to be paid: amount, currency, kind, interval.
	 * @param int                 $post_id The post the block was shown with, or 0.
	 */
	public static function from_stripe( \WP_Error $failure, array $choice, int $post_id ): \WP_Error {
		$data        = (array) $failure->get_error_data();
		$stripe_code = (string) ( $data['stripe_code'] ?? '' );
		$currency    = strtoupper( (string) ( $choice['currency'] ?? '' ) );
		Ledger::record_failure(
			array(
				'code'     => '' !== $stripe_code ? $stripe_code : str_replace( 'cairn_stripe_', '', (string) $failure->get_error_code() ),
				'detail'   => self::owner_detail( $failure ),
				'post_id'  => $post_id,
				'amount'   => (int) ( $choice['amount'] ?? 0 ),
				'currency' => $currency,
			)
		);
		switch ( $stripe_code ) {
			case 'amount_too_small':
				return self::limit( 'cairn_checkout_minimum', $currency );
			case 'amount_too_large':
				return self::limit( 'cairn_checkout_maximum', $currency );
		}
		switch ( $failure->get_error_code() ) {
			case 'cairn_stripe_unreachable':
			case 'cairn_stripe_unavailable':
			case 'cairn_stripe_rate_limited':
				return self::error( 'cairn_checkout_unavailable', 503 );
			case 'cairn_stripe_bad_key':
			case 'cairn_stripe_not_connected':
				return self::error( 'cairn_checkout_closed', 503 );
		}
		return self::error( 'cairn_checkout_failed', 502 );
	}

	/**
	 * A refusal by its code, in the visitor's words.
	 *
	 * @since 0.7.0
	 *
	 * @param string $code   Refusal code.
	 * @param int    $status HTTP status.
	 */
	public static function error( string $code, int $status ): \WP_Error {
		return new \WP_Error( $code, self::message( self::RESULTS[ $code ] ?? 'error', '' ), array( 'status' => $status ) );
	}

	/**
	 * The refusal of an amount under the currency's minimum or over the
	 * site's largest payment, naming the limit.
	 *
	 * @since 0.7.0
	 *
	 * @param string $code     cairn_checkout_minimum or cairn_checkout_maximum.
	 * @param string $currency Currency code.
	 */
	public static function limit( string $code, string $currency ): \WP_Error {
		return new \WP_Error(
			$code,
			self::message( self::RESULTS[ $code ] ?? 'error', $currency ),
			array(
				'status'   => 400,
				'currency' => strtoupper( $currency ),
			)
		);
	}

	/**
	 * The query arguments that bring a visitor back to the page with the
	 * reason (and the currency of a limit).
	 *
	 * @since 0.7.0
	 *
	 * @param \WP_Error $error     The refusal.
	 * @param string    $result    The result argument's name.
	 * @param string    $currency  The currency argument's name.
	 * @return array<string,string>
	 */
	public static function result_args( \WP_Error $error, string $result, string $currency ): array {
		$key  = self::RESULTS[ (string) $error->get_error_code() ] ?? 'error';
		$data = $error->get_error_data();
		$args = array( $result => $key );
		if ( in_array( $key, array( 'minimum', 'maximum' ), true ) && is_array( $data ) && is_string( $data['currency'] ?? null ) ) {
			$args[ $currency ] = $data['currency'];
		}
		return $args;
	}

	/**
	 * The visitor's message for a result key; '' for an unknown key.
	 *
	 * @since 0.7.0
	 *
	 * @param string $key      Result key.
	 * @param string $currency Currency of a limit.
	 */
	public static function message( string $key, string $currency ): string {
		if ( in_array( $key, array( 'minimum', 'maximum' ), true ) ) {
			if ( ! Currencies::is_supported( $currency ) ) {
				return '';
			}
			return 'minimum' === $key
				/* translators: %s: the smallest amount, such as $0.50. */
				? sprintf( __( 'Minimum allowed price is %s.', 'cairn' ), Currencies::format( Currencies::minimum( $currency ), $currency ) )
				/* translators: %s: the largest amount, such as $10000.00. */
				: sprintf( __( 'Maximum allowed price is %s.', 'cairn' ), Currencies::format( Currencies::maximum( $currency ), $currency ) );
		}
		$messages = array(
			'success'      => __( 'Thank you! Your payment was received.', 'cairn' ),
			'subscribed'   => __( 'Thank you! Your payment was received. A receipt with a link to manage your subscription is on its way to your email.', 'cairn' ),
			'cancelled'    => __( 'Your payment was cancelled. You have not been charged.', 'cairn' ),
			'unavailable'  => __( 'The card processor is not available right now. You have not been charged. Please try again in a few minutes.', 'cairn' ),
			'closed'       => __( 'Payments are not available on this site right now. You have not been charged. Please let the site’s owner know.', 'cairn' ),
			'busy'         => __( 'Too many payments were started from your address. Please try again in an hour.', 'cairn' ),
			'changed'      => __( 'This payment form has changed since the page was loaded. Please reload the page and try again.', 'cairn' ),
			'gone'         => __( 'This payment form is not available.', 'cairn' ),
			'refused'      => __( 'This amount cannot be paid with this form. Please choose one of the amounts it offers.', 'cairn' ),
			'invalid_plan' => __( 'Invalid payment plan configured for this block.', 'cairn' ),
			'no_plan'      => __( 'Payment plan not found', 'cairn' ),
			'error'        => __( 'The payment could not be started. Please try again.', 'cairn' ),
		);
		return $messages[ $key ] ?? '';
	}

	/**
	 * What the owner reads about a Stripe failure.
	 *
	 * @param \WP_Error $failure What Client::call() answered.
	 */
	private static function owner_detail( \WP_Error $failure ): string {
		$data = (array) $failure->get_error_data();
		switch ( $failure->get_error_code() ) {
			case 'cairn_stripe_unreachable':
				return __( 'Stripe could not be reached from this server (network or DNS trouble, or Stripe is down).', 'cairn' );
			case 'cairn_stripe_unavailable':
				return __( 'Stripe answered with a server error: it is having a problem. Visitors were asked to try again later.', 'cairn' );
			case 'cairn_stripe_rate_limited':
				return __( 'Stripe refused the request as one too many (rate limit). Visitors were asked to try again later.', 'cairn' );
			case 'cairn_stripe_bad_key':
				return __( 'Stripe refused the secret key: it was revoked or changed. Enter a valid key under Settings → Cairn.', 'cairn' );
			case 'cairn_stripe_not_connected':
				return __( 'No Stripe secret key is set. Enter one under Settings → Cairn.', 'cairn' );
		}
		$code  = (string) ( $data['stripe_code'] ?? '' );
		$param = (string) ( $data['param'] ?? '' );
		return sprintf(
			/* translators: 1: Stripe's error code, such as amount_too_small; 2: the parameter Stripe named, or nothing. */
			__( 'Stripe refused the payment: %1$s %2$s', 'cairn' ),
			'' !== $code ? $code : (string) ( $data['upstream'] ?? '' ),
			'' !== $param ? '(' . $param . ')' : ''
		);
	}
}
