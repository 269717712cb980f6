<?php
/**
 * The site's own mail to subscribers: receipts and "manage" links.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe's receipts cannot carry a link of the site's, so the site sends
 * its own: a receipt for every paid invoice of a subscription (the first
 * payment and each renewal), and the links a subscriber asks for from a
 * payment block. Each holds a signed link (Manage_Link) to Stripe's customer
 * portal for the subscription's own customer, and goes only to the address
 * Stripe has for that subscription. Plain text; a mail that fails loses
 * nothing (the payment is recorded first, and a new link can be asked for).
 *
 * @since 0.7.0
 */
final class Subscriber_Mail {

	/**
	 * Sends the receipt of a paid subscription invoice.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $invoice  The invoice.
	 * @param string              $interval '1 month' or '1 year'.
	 * @param string              $customer Stripe customer id.
	 * @param string              $email    The subscriber's address.
	 */
	public static function receipt( array $invoice, string $interval, string $customer, string $email ): bool {
		if ( '' === $customer || ! is_email( $email ) ) {
			return false;
		}
		$currency = strtoupper( (string) ( $invoice['currency'] ?? '' ) );
		$amount   = (int) ( $invoice['amount_paid'] ?? 0 );
		$expires  = time() + Manage_Link::RECEIPT_LIFETIME;
		$every    = '1 year' === $interval ? __( 'every year', 'cairn' ) : __( 'every month', 'cairn' );
		$lines    = array(
			sprintf(
				/* translators: 1: an amount such as $5.00, 2: "every month" or "every year", 3: the site's name. */
				__( 'Thank you! We received your payment of %1$s (%2$s) to %3$s.', 'cairn' ),
				Currencies::is_supported( $currency ) ? Currencies::format( $amount, $currency ) : $amount . ' ' . $currency,
				$every,
				self::site_name()
			),
			'',
			sprintf(
				/* translators: %s: a date. */
				__( 'To see your payments, change your card or cancel your subscription, open this link (it works until %s):', 'cairn' ),
				wp_date( (string) get_option( 'date_format' ), $expires )
			),
			Manage_Link::url( $customer, $expires ),
			'',
			__( 'No account is needed: the link opens your subscription on Stripe, who handles the payments.', 'cairn' ),
		);
		return self::send(
			$email,
			/* translators: %s: the site's name. */
			sprintf( __( '[%s] Receipt for your subscription', 'cairn' ), self::site_name() ),
			$lines
		);
	}

	/**
	 * Sends the links to manage the subscriptions of an address.
	 *
	 * @since 0.7.0
	 *
	 * @param string   $email     The subscriber's address.
	 * @param string[] $customers Their Stripe customer ids.
	 */
	public static function manage_links( string $email, array $customers ): bool {
		if ( ! $customers || ! is_email( $email ) ) {
			return false;
		}
		$expires = time() + Manage_Link::REQUESTED_LIFETIME;
		$lines   = array(
			sprintf(
				/* translators: %s: the site's name. */
				__( 'Someone (we hope you) asked for a link to manage your subscription to %s.', 'cairn' ),
				self::site_name()
			),
			'',
			sprintf(
				/* translators: %s: a date and time. */
				__( 'Open this link to see your payments, change your card or cancel (it works until %s):', 'cairn' ),
				wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $expires )
			),
		);
		foreach ( $customers as $customer ) {
			$lines[] = Manage_Link::url( $customer, $expires );
		}
		$lines[] = '';
		$lines[] = __( 'If you did not ask for it, you can ignore this email: nothing changes.', 'cairn' );
		return self::send(
			$email,
			/* translators: %s: the site's name. */
			sprintf( __( '[%s] Manage your subscription', 'cairn' ), self::site_name() ),
			$lines
		);
	}

	/**
	 * Sends one plain-text mail.
	 *
	 * @param string   $to      Address.
	 * @param string   $subject Subject.
	 * @param string[] $lines   Body lines.
	 */
	private static function send( string $to, string $subject, array $lines ): bool {
		return (bool) wp_mail( $to, $subject, implode( "\n", $lines ), array( 'Content-Type: text/plain; charset=UTF-8' ) );
	}

	/**
	 * The site's name as mail shows it.
	 */
	private static function site_name(): string {
		return wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES );
	}
}
