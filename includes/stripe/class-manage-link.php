<?php
/**
 * The signed link that takes a subscriber to Stripe's customer portal.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * A subscriber manages their subscription (card, invoices, cancellation) on
 * Stripe's customer portal, with no account on the site. The way there is
 * a link the site signs: the Stripe customer id and an expiry, with an
 * HMAC-SHA256 of both under a key derived from the site's secret salt, so
 * nobody can make a link to another customer's portal or keep one for ever.
 * The link reaches the subscriber only by email, at the address of their
 * subscription: in each receipt, and when they ask for it from a payment
 * block's "Manage your subscription" form.
 *
 * Opening it (`GET /cairn/v1/memberships/manage`) checks the signature and
 * the expiry, that the customer is one of this site's subscribers, then
 * opens a portal session for that customer on the server and sends the
 * browser there.
 *
 * @since 0.7.0
 */
final class Manage_Link {

	/** How long a link in a receipt works: past the next monthly receipt. */
	public const RECEIPT_LIFETIME = 45 * DAY_IN_SECONDS;

	/** How long a link asked for from a block works. */
	public const REQUESTED_LIFETIME = DAY_IN_SECONDS;

	/** The route that opens the portal. */
	public const ROUTE = 'cairn/v1/memberships/manage';

	/**
	 * The link for a customer, working until a time.
	 *
	 * @since 0.7.0
	 *
	 * @param string $customer Stripe customer id.
	 * @param int    $expires  Unix time.
	 */
	public static function url( string $customer, int $expires ): string {
		return add_query_arg(
			array(
				'customer'  => rawurlencode( $customer ),
				'expires'   => $expires,
				'signature' => self::signature( $customer, $expires ),
			),
			rest_url( self::ROUTE )
		);
	}

	/**
	 * Whether a link's parts are the site's own and not expired.
	 *
	 * @since 0.7.0
	 *
	 * @param string $customer  Customer id.
	 * @param int    $expires   Expiry.
	 * @param string $signature Signature.
	 * @param int    $now       Unix time.
	 */
	public static function verify( string $customer, int $expires, string $signature, int $now ): bool {
		return '' !== $customer
			&& hash_equals( self::signature( $customer, $expires ), $signature )
			&& $now <= $expires;
	}

	/**
	 * The signature of a customer and an expiry.
	 *
	 * @param string $customer Customer id.
	 * @param int    $expires  Expiry.
	 */
	private static function signature( string $customer, int $expires ): string {
		return hash_hmac( 'sha256', 'cairn-manage|' . $customer . '|' . $expires, self::key() );
	}

	/**
	 * The signing key: the site's secret salt, for this purpose only.
	 */
	private static function key(): string {
		return hash_hmac( 'sha256', 'cairn-subscription-manage-link', wp_salt( 'auth' ), true );
	}
}
