<?php
/**
 * Stripe's customer portal, opened for one customer.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Opens a customer portal session (`POST /v1/billing_portal/sessions`) for
 * a customer whose subscription this site recorded, coming back to the
 * site's home page. The portal's own settings (what a subscriber may
 * change, cancellation at the period's end or at once) are the owner's, in
 * the Stripe Dashboard (Settings → Billing → Customer portal).
 *
 * @since 0.7.0
 */
final class Portal {

	/**
	 * The portal's address for a customer.
	 *
	 * @since 0.7.0
	 *
	 * @param string $customer Stripe customer id.
	 * @param string $back     Where the portal's "return" link leads.
	 * @return string|\WP_Error
	 */
	public static function open( string $customer, string $back ) {
		if ( ! Ledger::has_customer( $customer ) ) {
			return new \WP_Error( 'cairn_manage_unknown', __( 'This link is not valid.', 'cairn' ), array( 'status' => 404 ) );
		}
		$session = Client::call(
			'POST',
			'/v1/billing_portal/sessions',
			array(
				'customer'   => $customer,
				'return_url' => $back,
			)
		);
		if ( is_wp_error( $session ) ) {
			return $session;
		}
		$url = is_string( $session['url'] ?? null ) ? $session['url'] : '';
		if ( ! self::is_portal_url( $url ) ) {
			return new \WP_Error( 'cairn_stripe_error', __( 'Stripe could not process the request.', 'cairn' ), array( 'status' => 502 ) );
		}
		return $url;
	}

	/**
	 * Whether a URL is Stripe's portal (or the developer's API server's),
	 * so that the redirect never leads anywhere else.
	 *
	 * @since 0.7.0
	 *
	 * @param string $url URL.
	 */
	public static function is_portal_url( string $url ): bool {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return false;
		}
		if ( Client::API === Client::base_url() ) {
			return 'https' === ( $parts['scheme'] ?? '' ) && 'billing.stripe.com' === strtolower( $parts['host'] );
		}
		return strtolower( $parts['host'] ) === strtolower( (string) wp_parse_url( Client::base_url(), PHP_URL_HOST ) );
	}
}
