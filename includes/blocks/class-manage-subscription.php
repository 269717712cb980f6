<?php
/**
 * A payment block's "Manage your subscription" form.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Rest\Subscribers_Controller;
use Cairn\Stripe\Connection;

defined( 'ABSPATH' ) || exit;

/**
 * Under a block that sells subscriptions (a Payment Button with a recurring
 * plan, Donations with a monthly or yearly tab): a disclosure with an email
 * field that asks the site for a link to Stripe's customer portal
 * (Subscribers_Controller). Works without JavaScript; the visitor comes back
 * to the page with the result, shown in the first form of the page. A
 * signed link that expired brings the visitor to the home page, where the
 * form shows at the top of the page with the reason (wp_body_open), since
 * the home page may hold no payment block.
 *
 * @since 0.7.0
 */
final class Manage_Subscription {

	/**
	 * Whether this page printed the form with its result already.
	 *
	 * @var bool
	 */
	private static $result_shown = false;

	/**
	 * Hooks the notice of an expired link.
	 *
	 * @since 0.7.0
	 */
	public static function register(): void {
		add_action( 'wp_body_open', array( __CLASS__, 'print_notice' ) );
	}

	/**
	 * The form, for a block.
	 *
	 * @since 0.7.0
	 *
	 * @param int $post_id The post the block renders with, or 0.
	 */
	public static function render( int $post_id ): string {
		if ( ! Connection::is_connected() ) {
			return '';
		}
		$message = self::$result_shown ? '' : self::message();
		if ( '' !== $message ) {
			self::$result_shown = true;
		}
		$html  = '<details class="cairn-manage"' . ( '' !== $message ? ' id="cairn-manage" open' : '' ) . '>';
		$html .= '<summary>' . esc_html__( 'Manage your subscription', 'cairn' ) . '</summary>';
		if ( '' !== $message ) {
			$html .= '<p class="cairn-manage__message" role="status">' . esc_html( $message ) . '</p>';
		}
		$html .= '<p class="cairn-manage__help">' . esc_html__( 'Enter the email address of your subscription: we will send you a link to see your payments, change your card or cancel.', 'cairn' ) . '</p>';
		$html .= '<form class="cairn-manage__form" method="post" action="' . esc_url( rest_url( 'cairn/v1/memberships/manage-link' ) ) . '">'
			. '<input type="hidden" name="return_url" value="' . esc_url( Return_Url::current( $post_id ) ) . '" />'
			. '<p class="cairn-manage__hp" aria-hidden="true" style="display:none"><label>' . esc_html__( 'Leave this field empty', 'cairn' ) . ' <input type="text" name="' . esc_attr( Subscribers_Controller::HONEYPOT ) . '" value="" tabindex="-1" autocomplete="off" /></label></p>'
			. '<label class="cairn-manage__email"><span>' . esc_html__( 'Email address', 'cairn' ) . '</span> <input type="email" name="email" required autocomplete="email" /></label> '
			. '<button type="submit" class="wp-element-button">' . esc_html__( 'Email me a link', 'cairn' ) . '</button>'
			. '</form></details>';
		return $html;
	}

	/**
	 * Prints the form at the top of the page when a signed link expired or
	 * the portal could not open (and no block shows the result).
	 *
	 * @since 0.7.0
	 */
	public static function print_notice(): void {
		$result = self::result();
		if ( ! in_array( $result, array( 'expired', 'unavailable' ), true ) || self::$result_shown ) {
			return;
		}
		echo '<div class="cairn-manage-notice">' . self::render( 0 ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- render() escapes every part.
	}

	/**
	 * The result a visitor came back with, for the form's message.
	 */
	private static function message(): string {
		$messages = array(
			'sent'        => __( 'If this address has a subscription here, a link to manage it is on its way to it. The link works for a day.', 'cairn' ),
			'expired'     => __( 'This link has expired or is not valid. Enter your email address to get a new one.', 'cairn' ),
			'invalid'     => __( 'Please enter a valid email address.', 'cairn' ),
			'busy'        => __( 'Too many requests for a link. Please try again in an hour.', 'cairn' ),
			'unavailable' => __( 'The card processor is not available right now. Please try the link again in a few minutes.', 'cairn' ),
		);
		return $messages[ self::result() ] ?? '';
	}

	/**
	 * The result argument, or ''.
	 */
	private static function result(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a message only.
		return isset( $_GET[ Subscribers_Controller::RESULT_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ Subscribers_Controller::RESULT_ARG ] ) ) : '';
	}
}
