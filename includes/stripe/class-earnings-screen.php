<?php
/**
 * The Earnings screen: Dashboard → Earnings.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * The owner's list of the money recorded from Stripe's events: totals per
 * currency, the latest payments (donations, subscription payments and
 * renewals) and the subscribers with their status. What a payer typed (the
 * address) is escaped where it is printed.
 *
 * @since 0.4.0
 */
final class Earnings_Screen {

	/** The page slug. */
	public const SLUG = 'cairn-earnings';

	/**
	 * Hooks the screen.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( __CLASS__, 'add_menu' ) );
	}

	/**
	 * The screen's URL (the donations block's "donation earnings" link).
	 *
	 * @since 0.4.0
	 */
	public static function url(): string {
		return admin_url( 'index.php?page=' . self::SLUG );
	}

	/**
	 * Adds Dashboard → Earnings for administrators.
	 *
	 * @since 0.4.0
	 */
	public static function add_menu(): void {
		add_dashboard_page(
			__( 'Earnings', 'cairn' ),
			__( 'Earnings', 'cairn' ),
			'manage_options',
			self::SLUG,
			array( __CLASS__, 'render' )
		);
	}

	/**
	 * Prints the screen.
	 *
	 * @since 0.4.0
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Earnings', 'cairn' ) . '</h1>';
		if ( ! Connection::is_connected() ) {
			echo '<div class="notice notice-warning inline"><p>' . esc_html__( 'Connect to Stripe to use this block on your site', 'cairn' ) . '</p></div>';
		}
		echo '<p>' . esc_html(
			sprintf(
				/* translators: %s: the webhook URL to enter in Stripe. */
				__( 'Payments are recorded when Stripe sends its events to %s (Stripe Dashboard → Developers → Webhooks).', 'cairn' ),
				rest_url( 'cairn/v1/stripe/webhook' )
			)
		) . '</p>';

		echo '<h2>' . esc_html__( 'Totals per currency', 'cairn' ) . '</h2>';
		$totals = Ledger::totals();
		if ( ! $totals ) {
			echo '<p>' . esc_html__( 'No payments yet.', 'cairn' ) . '</p>';
		} else {
			echo '<table class="widefat striped cairn-earnings-totals"><thead><tr><th>' . esc_html__( 'Currency', 'cairn' ) . '</th><th>' . esc_html__( 'Total', 'cairn' ) . '</th><th>' . esc_html__( 'Payments', 'cairn' ) . '</th></tr></thead><tbody>';
			foreach ( $totals as $currency => $total ) {
				echo '<tr><td>' . esc_html( $currency ) . '</td><td>' . esc_html( Currencies::format( $total['amount'], $currency ) ) . '</td><td>' . esc_html( number_format_i18n( $total['count'] ) ) . '</td></tr>';
			}
			echo '</tbody></table>';
		}

		$kinds = array(
			'donation'     => __( 'Donation', 'cairn' ),
			'plan'         => __( 'Payment', 'cairn' ),
			'subscription' => __( 'Subscription', 'cairn' ),
			'renewal'      => __( 'Renewal', 'cairn' ),
			'refund'       => __( 'Refund', 'cairn' ),
		);
		echo '<h2>' . esc_html__( 'Donations and payments', 'cairn' ) . '</h2>';
		echo '<table class="widefat striped cairn-earnings-payments"><thead><tr><th>' . esc_html__( 'Date', 'cairn' ) . '</th><th>' . esc_html__( 'Amount', 'cairn' ) . '</th><th>' . esc_html__( 'Kind', 'cairn' ) . '</th><th>' . esc_html__( 'From', 'cairn' ) . '</th><th>' . esc_html__( 'Post', 'cairn' ) . '</th></tr></thead><tbody>';
		foreach ( Ledger::payments() as $payment ) {
			$post     = get_post( (int) $payment['post_id'] );
			$kind     = $kinds[ $payment['kind'] ] ?? (string) $payment['kind'];
			$interval = (string) $payment['billing_interval'];
			if ( '' !== $interval && 'one-time' !== $interval ) {
				$kind .= ' (' . $interval . ')';
			}
			$link = $post ? '<a href="' . esc_url( (string) get_permalink( $post ) ) . '">' . esc_html( get_the_title( $post ) ) . '</a>' : '';
			echo '<tr><td>' . esc_html( get_date_from_gmt( (string) $payment['created_at'] ) ) . '</td>'
				. '<td>' . esc_html( Currencies::format( (int) $payment['amount'], (string) $payment['currency'] ) ) . '</td>'
				. '<td>' . esc_html( $kind ) . '</td>'
				. '<td>' . esc_html( (string) $payment['email'] ) . '</td>'
				. '<td>' . wp_kses( $link, array( 'a' => array( 'href' => true ) ) ) . '</td></tr>';
		}
		echo '</tbody></table>';

		echo '<h2>' . esc_html__( 'Subscribers', 'cairn' ) . '</h2>';
		echo '<table class="widefat striped cairn-earnings-subscriptions"><thead><tr><th>' . esc_html__( 'Subscriber', 'cairn' ) . '</th><th>' . esc_html__( 'Amount', 'cairn' ) . '</th><th>' . esc_html__( 'Interval', 'cairn' ) . '</th><th>' . esc_html__( 'Status', 'cairn' ) . '</th><th>' . esc_html__( 'Since', 'cairn' ) . '</th></tr></thead><tbody>';
		foreach ( Ledger::subscriptions() as $subscription ) {
			echo '<tr><td>' . esc_html( (string) $subscription['email'] ) . '</td>'
				. '<td>' . esc_html( Currencies::format( (int) $subscription['amount'], (string) $subscription['currency'] ) ) . '</td>'
				. '<td>' . esc_html( (string) $subscription['billing_interval'] ) . '</td>'
				. '<td>' . esc_html( (string) $subscription['status'] ) . '</td>'
				. '<td>' . esc_html( get_date_from_gmt( (string) $subscription['created_at'] ) ) . '</td></tr>';
		}
		echo '</tbody></table></div>';
	}
}
