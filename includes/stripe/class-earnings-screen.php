<?php
/**
 * The Earnings screen: Dashboard → Earnings.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * The owner's view of the money recorded from Stripe's events: totals per
 * currency, the latest payments (donations, subscription payments and
 * renewals, refunds), the subscribers with their status, and the payments
 * that could not start because of Stripe. Each subscriber has a page with
 * their history (every payment and refund of the subscription) and the
 * owner's actions: cancel at the period's end or now, take a scheduled
 * cancellation back, refund a payment (all or part). The actions' forms
 * post to Earnings_Controller with the REST nonce; what changes shows once
 * Stripe's events confirm it. What a payer typed (the address) is escaped
 * where it is printed.
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
	 * The screen's URL (the donations block's "donation earnings" link), or
	 * a subscriber's page.
	 *
	 * @since 0.4.0
	 *
	 * @param string $subscription A subscription id for its page, or ''.
	 */
	public static function url( string $subscription = '' ): string {
		$url = admin_url( 'index.php?page=' . self::SLUG );
		return '' !== $subscription ? add_query_arg( 'subscription', rawurlencode( $subscription ), $url ) : $url;
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
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- which page to show, and a notice keyed to this user.
		$subscription = isset( $_GET['subscription'] ) ? sanitize_text_field( wp_unslash( $_GET['subscription'] ) ) : '';
		$notice       = Earnings_Notice::take( isset( $_GET['cairn_notice'] ) ? sanitize_key( wp_unslash( $_GET['cairn_notice'] ) ) : '' );
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		echo '<div class="wrap">';
		if ( null !== $notice ) {
			echo '<div class="notice ' . ( $notice['error'] ? 'notice-error' : 'notice-success' ) . '" role="status"><p>' . esc_html( $notice['message'] ) . '</p></div>';
		}
		$row = '' !== $subscription ? Ledger::subscription( $subscription ) : null;
		if ( null !== $row ) {
			self::subscriber( $row );
		} else {
			self::overview();
		}
		echo '</div>';
	}

	/**
	 * The overview: totals, payments, subscribers, failures.
	 */
	private static function overview(): void {
		echo '<h1>' . esc_html__( 'Earnings', 'cairn' ) . '</h1>';
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

		echo '<h2>' . esc_html__( 'Donations and payments', 'cairn' ) . '</h2>';
		self::payments( Ledger::payments(), 'cairn-earnings-payments' );

		echo '<h2>' . esc_html__( 'Subscribers', 'cairn' ) . '</h2>';
		echo '<table class="widefat striped cairn-earnings-subscriptions"><thead><tr><th>' . esc_html__( 'Subscriber', 'cairn' ) . '</th><th>' . esc_html__( 'Amount', 'cairn' ) . '</th><th>' . esc_html__( 'Interval', 'cairn' ) . '</th><th>' . esc_html__( 'Status', 'cairn' ) . '</th><th>' . esc_html__( 'Since', 'cairn' ) . '</th><th><span class="screen-reader-text">' . esc_html__( 'History', 'cairn' ) . '</span></th></tr></thead><tbody>';
		foreach ( Ledger::subscriptions() as $subscription ) {
			echo '<tr><td>' . esc_html( (string) $subscription['email'] ) . '</td>'
				. '<td>' . esc_html( Currencies::format( (int) $subscription['amount'], (string) $subscription['currency'] ) ) . '</td>'
				. '<td>' . esc_html( (string) $subscription['billing_interval'] ) . '</td>'
				. '<td>' . esc_html( self::status( $subscription ) ) . '</td>'
				. '<td>' . esc_html( get_date_from_gmt( (string) $subscription['created_at'] ) ) . '</td>'
				. '<td><a href="' . esc_url( self::url( (string) $subscription['subscription_id'] ) ) . '">' . esc_html__( 'History and actions', 'cairn' ) . '</a></td></tr>';
		}
		echo '</tbody></table>';

		echo '<h2>' . esc_html__( 'Payments that could not start', 'cairn' ) . '</h2>';
		$failures = Ledger::failures();
		if ( ! $failures ) {
			echo '<p>' . esc_html__( 'None.', 'cairn' ) . '</p>';
			return;
		}
		echo '<table class="widefat striped cairn-earnings-failures"><thead><tr><th>' . esc_html__( 'Date', 'cairn' ) . '</th><th>' . esc_html__( 'Amount', 'cairn' ) . '</th><th>' . esc_html__( 'What happened', 'cairn' ) . '</th><th>' . esc_html__( 'Post', 'cairn' ) . '</th></tr></thead><tbody>';
		foreach ( $failures as $failure ) {
			$currency = (string) $failure['currency'];
			echo '<tr><td>' . esc_html( get_date_from_gmt( (string) $failure['created_at'] ) ) . '</td>'
				. '<td>' . esc_html( Currencies::is_supported( $currency ) ? Currencies::format( (int) $failure['amount'], $currency ) : '' ) . '</td>'
				. '<td>' . esc_html( (string) $failure['detail'] ) . ' <code>' . esc_html( (string) $failure['code'] ) . '</code></td>'
				. '<td>' . self::post_link( (int) $failure['post_id'] ) . '</td></tr>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- post_link() escapes.
		}
		echo '</tbody></table>';
	}

	/**
	 * A subscriber's page: the subscription, its history, the actions.
	 *
	 * @param array<string,mixed> $subscription The ledger's row.
	 */
	private static function subscriber( array $subscription ): void {
		$id = (string) $subscription['subscription_id'];
		echo '<h1>' . esc_html(
			sprintf(
				/* translators: %s: the subscriber's email address. */
				__( 'Subscriber: %s', 'cairn' ),
				'' !== (string) $subscription['email'] ? (string) $subscription['email'] : $id
			)
		) . '</h1>';
		echo '<p><a href="' . esc_url( self::url() ) . '">' . esc_html__( '← All earnings', 'cairn' ) . '</a></p>';
		echo '<table class="form-table cairn-earnings-subscriber"><tbody>'
			. '<tr><th>' . esc_html__( 'Status', 'cairn' ) . '</th><td>' . esc_html( self::status( $subscription ) ) . '</td></tr>'
			. '<tr><th>' . esc_html__( 'Amount', 'cairn' ) . '</th><td>' . esc_html( Currencies::format( (int) $subscription['amount'], (string) $subscription['currency'] ) . ' / ' . (string) $subscription['billing_interval'] ) . '</td></tr>'
			. '<tr><th>' . esc_html__( 'Since', 'cairn' ) . '</th><td>' . esc_html( get_date_from_gmt( (string) $subscription['created_at'] ) ) . '</td></tr>'
			. '<tr><th>' . esc_html__( 'Stripe', 'cairn' ) . '</th><td><code>' . esc_html( $id ) . '</code> <code>' . esc_html( (string) $subscription['customer_id'] ) . '</code></td></tr>'
			. '<tr><th>' . esc_html__( 'Started from', 'cairn' ) . '</th><td>' . self::post_link( (int) $subscription['post_id'] ) . '</td></tr>' // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- post_link() escapes.
			. '</tbody></table>';

		if ( 'canceled' !== $subscription['status'] ) {
			echo '<h2>' . esc_html__( 'Actions', 'cairn' ) . '</h2><div class="cairn-earnings-actions">';
			if ( (int) $subscription['cancel_at'] > 0 ) {
				self::action_form( 'subscriptions/' . $id . '/resume', array(), __( 'Keep the subscription (renew again)', 'cairn' ), 'secondary' );
			} else {
				self::action_form( 'subscriptions/' . $id . '/cancel', array( 'when' => 'period_end' ), __( 'Cancel at the end of the period', 'cairn' ), 'secondary' );
			}
			self::action_form( 'subscriptions/' . $id . '/cancel', array( 'when' => 'now' ), __( 'Cancel now', 'cairn' ), 'delete' );
			echo '</div>';
		}

		echo '<h2>' . esc_html__( 'History', 'cairn' ) . '</h2>';
		self::payments( Ledger::subscription_payments( $id ), 'cairn-earnings-history' );
	}

	/**
	 * A table of payments, each refundable one with its Refund form.
	 *
	 * @param array<int,array<string,mixed>> $payments Ledger rows.
	 * @param string                         $class    The table's class.
	 */
	private static function payments( array $payments, string $class ): void {
		$kinds = array(
			'donation'     => __( 'Donation', 'cairn' ),
			'plan'         => __( 'Payment', 'cairn' ),
			'subscription' => __( 'Subscription', 'cairn' ),
			'renewal'      => __( 'Renewal', 'cairn' ),
			'refund'       => __( 'Refund', 'cairn' ),
		);
		echo '<table class="widefat striped ' . esc_attr( $class ) . '"><thead><tr><th>' . esc_html__( 'Date', 'cairn' ) . '</th><th>' . esc_html__( 'Amount', 'cairn' ) . '</th><th>' . esc_html__( 'Kind', 'cairn' ) . '</th><th>' . esc_html__( 'From', 'cairn' ) . '</th><th>' . esc_html__( 'Post', 'cairn' ) . '</th><th>' . esc_html__( 'Refund', 'cairn' ) . '</th></tr></thead><tbody>';
		foreach ( $payments as $payment ) {
			$kind     = $kinds[ $payment['kind'] ] ?? (string) $payment['kind'];
			$interval = (string) $payment['billing_interval'];
			if ( '' !== $interval && 'one-time' !== $interval ) {
				$kind .= ' (' . $interval . ')';
			}
			echo '<tr><td>' . esc_html( get_date_from_gmt( (string) $payment['created_at'] ) ) . '</td>'
				. '<td>' . esc_html( Currencies::format( (int) $payment['amount'], (string) $payment['currency'] ) ) . '</td>'
				. '<td>' . esc_html( $kind ) . '</td>'
				. '<td>' . esc_html( (string) $payment['email'] ) . '</td>'
				. '<td>' . self::post_link( (int) $payment['post_id'] ) . '</td><td>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- post_link() escapes.
			// A subscription's payment may not know its PaymentIntent yet:
			// the refund looks it up.
			$left = 0;
			if ( 'refund' !== $payment['kind'] && ( '' !== (string) $payment['payment_ref'] || '' !== (string) $payment['subscription_id'] ) ) {
				$left = (int) $payment['amount'] - ( '' !== (string) $payment['payment_ref'] ? Ledger::refunded( (string) $payment['payment_ref'] ) : 0 );
			}
			if ( $left > 0 ) {
				self::action_form(
					'payments/' . (int) $payment['id'] . '/refund',
					array(),
					__( 'Refund', 'cairn' ),
					'secondary',
					array(
						'label'       => __( 'Amount to refund', 'cairn' ),
						/* translators: %s: an amount such as $5.00. */
						'placeholder' => sprintf( __( 'All (%s)', 'cairn' ), Currencies::format( $left, (string) $payment['currency'] ) ),
					)
				);
			}
			echo '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * One action's form: a POST to the owner's route with the REST nonce.
	 *
	 * @param string                    $path   Route under memberships/earnings/.
	 * @param array<string,string>      $fields Hidden fields.
	 * @param string                    $label  The button.
	 * @param string                    $kind   secondary or delete (a destructive action).
	 * @param array<string,string>|null $amount The amount field's label and placeholder, if any.
	 */
	private static function action_form( string $path, array $fields, string $label, string $kind, ?array $amount = null ): void {
		echo '<form method="post" class="cairn-earnings-action" action="' . esc_url( rest_url( 'cairn/v1/memberships/earnings/' . $path ) ) . '">';
		echo '<input type="hidden" name="_wpnonce" value="' . esc_attr( wp_create_nonce( 'wp_rest' ) ) . '" />';
		foreach ( $fields as $name => $value ) {
			echo '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '" />';
		}
		if ( null !== $amount ) {
			echo '<label><span class="screen-reader-text">' . esc_html( $amount['label'] ) . '</span><input type="text" inputmode="decimal" name="amount" size="10" placeholder="' . esc_attr( $amount['placeholder'] ) . '" /></label> ';
		}
		echo '<button type="submit" class="button ' . ( 'delete' === $kind ? 'button-link-delete' : 'button-secondary' ) . '">' . esc_html( $label ) . '</button></form> ';
	}

	/**
	 * A subscription's status as the owner reads it.
	 *
	 * @param array<string,mixed> $subscription The ledger's row.
	 */
	private static function status( array $subscription ): string {
		$status = (string) $subscription['status'];
		if ( 'canceled' !== $status && (int) $subscription['cancel_at'] > 0 ) {
			return sprintf(
				/* translators: 1: the status, such as active; 2: a date. */
				__( '%1$s, ends on %2$s', 'cairn' ),
				$status,
				wp_date( (string) get_option( 'date_format' ), (int) $subscription['cancel_at'] )
			);
		}
		return $status;
	}

	/**
	 * A link to a post, escaped; '' for none.
	 *
	 * @param int $post_id Post id.
	 */
	private static function post_link( int $post_id ): string {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		return $post ? '<a href="' . esc_url( (string) get_permalink( $post ) ) . '">' . esc_html( get_the_title( $post ) ) . '</a>' : '';
	}
}
