<?php
/**
 * The site's record of money received through Stripe.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * Three tables, each row keyed by a Stripe id under a unique key, so that a
 * second insert of the same thing is refused by the database itself (two
 * deliveries of one event racing in two PHP workers included):
 *
 * - `cairn_stripe_events`: every event id handled (the webhook's idempotency);
 * - `cairn_payments`: money received, one row per Checkout Session (one-time
 *   donations) or per paid invoice (subscriptions: first payment and each
 *   renewal), amounts in the currency's minor units; refunds are one
 *   negative row per refunded charge;
 * - `cairn_subscriptions`: one row per Stripe subscription with its status,
 *   its customer, and a cancellation scheduled at the period's end;
 * - `cairn_payment_failures`: the latest payments that could not start
 *   because of Stripe, for the owner (a log, not money).
 *
 * @since 0.4.0
 */
final class Ledger {

	/** Schema version, kept in an option to create or update the tables once. */
	private const VERSION = '3';

	private const VERSION_OPTION = 'cairn_stripe_db_version';

	/** Failed payment starts kept for the owner. */
	private const FAILURES_KEPT = 500;

	/**
	 * Where each status comes in a subscription's life: incomplete first,
	 * canceled last.
	 *
	 * @var array<string,int>
	 */
	private const STATUS_RANK = array(
		'incomplete'         => 0,
		'incomplete_expired' => 1,
		'trialing'           => 2,
		'active'             => 3,
		'past_due'           => 4,
		'unpaid'             => 5,
		'paused'             => 5,
		'canceled'           => 6,
	);

	/**
	 * Creates the tables when missing or older.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_action( 'init', array( __CLASS__, 'maybe_install' ), 1 );
	}

	/**
	 * Creates or updates the tables when the schema version changed.
	 *
	 * @since 0.4.0
	 */
	public static function maybe_install(): void {
		if ( self::VERSION === get_option( self::VERSION_OPTION ) ) {
			return;
		}
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php'; // @phpstan-ignore requireOnce.fileNotFound
		$charset = $wpdb->get_charset_collate();
		dbDelta(
			array(
				"CREATE TABLE {$wpdb->prefix}cairn_stripe_events (
				event_id varchar(191) NOT NULL,
				type varchar(100) NOT NULL DEFAULT '',
				received_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
				PRIMARY KEY  (event_id)
				) $charset;",
				"CREATE TABLE {$wpdb->prefix}cairn_payments (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				source_id varchar(191) NOT NULL,
				kind varchar(20) NOT NULL DEFAULT '',
				amount bigint(20) NOT NULL DEFAULT 0,
				currency varchar(3) NOT NULL DEFAULT '',
				billing_interval varchar(10) NOT NULL DEFAULT '',
				subscription_id varchar(191) NOT NULL DEFAULT '',
				post_id bigint(20) unsigned NOT NULL DEFAULT 0,
				product_id bigint(20) unsigned NOT NULL DEFAULT 0,
				email varchar(191) NOT NULL DEFAULT '',
				payment_ref varchar(191) NOT NULL DEFAULT '',
				customer_id varchar(191) NOT NULL DEFAULT '',
				created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
				PRIMARY KEY  (id),
				UNIQUE KEY source_id (source_id),
				KEY payment_ref (payment_ref),
				KEY subscription_id (subscription_id)
				) $charset;",
				"CREATE TABLE {$wpdb->prefix}cairn_subscriptions (
				subscription_id varchar(191) NOT NULL,
				status varchar(20) NOT NULL DEFAULT '',
				amount bigint(20) NOT NULL DEFAULT 0,
				currency varchar(3) NOT NULL DEFAULT '',
				billing_interval varchar(10) NOT NULL DEFAULT '',
				post_id bigint(20) unsigned NOT NULL DEFAULT 0,
				product_id bigint(20) unsigned NOT NULL DEFAULT 0,
				email varchar(191) NOT NULL DEFAULT '',
				customer_id varchar(191) NOT NULL DEFAULT '',
				cancel_at bigint(20) NOT NULL DEFAULT 0,
				period_end bigint(20) NOT NULL DEFAULT 0,
				schedule_time bigint(20) NOT NULL DEFAULT 0,
				event_time bigint(20) NOT NULL DEFAULT 0,
				created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
				updated_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
				PRIMARY KEY  (subscription_id),
				KEY customer_id (customer_id),
				KEY email (email)
				) $charset;",
				"CREATE TABLE {$wpdb->prefix}cairn_payment_failures (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				code varchar(100) NOT NULL DEFAULT '',
				detail varchar(500) NOT NULL DEFAULT '',
				post_id bigint(20) unsigned NOT NULL DEFAULT 0,
				amount bigint(20) NOT NULL DEFAULT 0,
				currency varchar(3) NOT NULL DEFAULT '',
				created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
				PRIMARY KEY  (id)
				) $charset;",
			)
		);
		update_option( self::VERSION_OPTION, self::VERSION );
	}

	/**
	 * Whether an event was handled already.
	 *
	 * @since 0.4.0
	 *
	 * @param string $event_id Stripe event id.
	 */
	public static function has_event( string $event_id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT event_id FROM {$wpdb->prefix}cairn_stripe_events WHERE event_id = %s", $event_id ) );
	}

	/**
	 * Marks an event handled: true the first time, false when it was already.
	 *
	 * @since 0.4.0
	 *
	 * @param string $event_id Stripe event id.
	 * @param string $type     Event type.
	 *
	 * @throws \RuntimeException When the database refuses the write.
	 */
	public static function claim_event( string $event_id, string $type ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a unique key decides, not a read before the write (which two workers could both pass).
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->prefix}cairn_stripe_events (event_id, type, received_at) VALUES (%s, %s, %s)", $event_id, $type, current_time( 'mysql', true ) ) );
		return 1 === self::checked( $inserted );
	}

	/**
	 * Records money received once per source id; a second record of the
	 * same source is refused.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $payment source_id, kind, amount (minor units), currency, billing_interval, subscription_id, post_id, product_id, email, payment_ref (the PaymentIntent, to find it when refunded), customer_id.
	 * @return bool Whether it was new.
	 *
	 * @throws \RuntimeException When the database refuses the write.
	 */
	public static function record_payment( array $payment ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$inserted = $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->prefix}cairn_payments (source_id, kind, amount, currency, billing_interval, subscription_id, post_id, product_id, email, payment_ref, customer_id, created_at) VALUES (%s, %s, %d, %s, %s, %s, %d, %d, %s, %s, %s, %s)",
				(string) $payment['source_id'],
				(string) ( $payment['kind'] ?? '' ),
				(int) $payment['amount'],
				strtoupper( (string) $payment['currency'] ),
				(string) ( $payment['billing_interval'] ?? '' ),
				(string) ( $payment['subscription_id'] ?? '' ),
				(int) ( $payment['post_id'] ?? 0 ),
				(int) ( $payment['product_id'] ?? 0 ),
				(string) ( $payment['email'] ?? '' ),
				(string) ( $payment['payment_ref'] ?? '' ),
				(string) ( $payment['customer_id'] ?? '' ),
				current_time( 'mysql', true )
			)
		);
		return 1 === self::checked( $inserted );
	}

	/**
	 * Records what has been refunded of a charge, as one negative row per
	 * charge. Stripe's `amount_refunded` only grows, so the row keeps the
	 * largest seen: replays and events out of order change nothing.
	 *
	 * @since 0.4.0
	 *
	 * @param string $charge_id       Charge id.
	 * @param string $payment_ref     Its PaymentIntent.
	 * @param int    $amount_refunded All refunded of the charge so far, minor units.
	 * @return bool Whether the charge pays for something Cairn recorded.
	 *
	 * @throws \RuntimeException When the database refuses a write.
	 */
	public static function record_refund( string $charge_id, string $payment_ref, int $amount_refunded ): bool {
		global $wpdb;
		if ( '' === $payment_ref || $amount_refunded <= 0 ) {
			return false;
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		$paid = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}cairn_payments WHERE payment_ref = %s AND kind <> 'refund' LIMIT 1", $payment_ref ), ARRAY_A );
		if ( ! is_array( $paid ) ) {
			return false;
		}
		$refunded = min( $amount_refunded, (int) $paid['amount'] );
		self::record_payment(
			array(
				'source_id'        => 'refund_' . $charge_id,
				'kind'             => 'refund',
				'amount'           => -$refunded,
				'currency'         => (string) $paid['currency'],
				'billing_interval' => (string) $paid['billing_interval'],
				'subscription_id'  => (string) $paid['subscription_id'],
				'post_id'          => (int) $paid['post_id'],
				'product_id'       => (int) $paid['product_id'],
				'email'            => (string) $paid['email'],
				'payment_ref'      => $payment_ref,
				'customer_id'      => (string) ( $paid['customer_id'] ?? '' ),
			)
		);
		self::checked( $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}cairn_payments SET amount = %d WHERE source_id = %s AND amount > %d", -$refunded, 'refund_' . $charge_id, -$refunded ) ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		return true;
	}

	/**
	 * Whether a payment with this source id (session or invoice) is recorded.
	 *
	 * @since 0.5.0
	 *
	 * @param string $source_id Source id.
	 */
	public static function has_payment( string $source_id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$wpdb->prefix}cairn_payments WHERE source_id = %s", $source_id ) );
	}

	/**
	 * Whether a payment paid by this PaymentIntent is recorded.
	 *
	 * @since 0.5.0
	 *
	 * @param string $payment_ref PaymentIntent id.
	 */
	public static function has_payment_ref( string $payment_ref ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return '' !== $payment_ref && null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$wpdb->prefix}cairn_payments WHERE payment_ref = %s AND kind <> 'refund' LIMIT 1", $payment_ref ) );
	}

	/**
	 * Notes the PaymentIntent of a recorded payment that had none (an
	 * invoice's, which the invoice itself no longer names), so its refunds
	 * find it.
	 *
	 * @since 0.5.0
	 *
	 * @param string $source_id   Source id.
	 * @param string $payment_ref PaymentIntent id.
	 *
	 * @throws \RuntimeException When the database refuses the write.
	 */
	public static function set_payment_ref( string $source_id, string $payment_ref ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		self::checked( $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}cairn_payments SET payment_ref = %s WHERE source_id = %s AND payment_ref = ''", $payment_ref, $source_id ) ) );
	}

	/**
	 * Whether a subscription is recorded.
	 *
	 * @since 0.5.0
	 *
	 * @param string $subscription_id Subscription id.
	 */
	public static function has_subscription( string $subscription_id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT subscription_id FROM {$wpdb->prefix}cairn_subscriptions WHERE subscription_id = %s", $subscription_id ) );
	}

	/**
	 * Whether a recorded subscription has its subscriber's email.
	 *
	 * @since 0.5.0
	 *
	 * @param string $subscription_id Subscription id.
	 */
	public static function subscription_has_email( string $subscription_id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT subscription_id FROM {$wpdb->prefix}cairn_subscriptions WHERE subscription_id = %s AND email <> ''", $subscription_id ) );
	}

	/**
	 * Records a subscription or changes its status. Only an event newer than
	 * the last one applied changes the status (Stripe does not deliver in
	 * order); of two events of the same second, the status later in a
	 * subscription's life wins (`incomplete` then `active` are often one
	 * second apart or less); a cancelled subscription stays cancelled. The
	 * details and the email are filled by the first event that has them.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $subscription subscription_id, status, event_time, and when known amount, currency, billing_interval, post_id, product_id, email, customer_id, and from subscription events cancel_at (0 for none) and period_end.
	 *
	 * @throws \RuntimeException When the database refuses a write.
	 */
	public static function save_subscription( array $subscription ): void {
		global $wpdb;
		$now  = current_time( 'mysql', true );
		$id   = (string) $subscription['subscription_id'];
		$time = (int) ( $subscription['event_time'] ?? 0 );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery
		self::checked(
			$wpdb->query(
				$wpdb->prepare(
					"INSERT IGNORE INTO {$wpdb->prefix}cairn_subscriptions (subscription_id, status, amount, currency, billing_interval, post_id, product_id, email, event_time, created_at, updated_at) VALUES (%s, %s, %d, %s, %s, %d, %d, %s, %d, %s, %s)",
					$id,
					(string) $subscription['status'],
					(int) ( $subscription['amount'] ?? 0 ),
					strtoupper( (string) ( $subscription['currency'] ?? '' ) ),
					(string) ( $subscription['billing_interval'] ?? '' ),
					(int) ( $subscription['post_id'] ?? 0 ),
					(int) ( $subscription['product_id'] ?? 0 ),
					(string) ( $subscription['email'] ?? '' ),
					$time,
					$now,
					$now
				)
			)
		);
		$status = (string) $subscription['status'];
		$rank   = self::STATUS_RANK[ $status ] ?? 0;
		$ranked = 'CASE status';
		foreach ( self::STATUS_RANK as $known => $value ) {
			$ranked .= $wpdb->prepare( ' WHEN %s THEN %d', $known, $value );
		}
		$ranked .= ' ELSE 0 END';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $ranked is built from prepared parts above.
		self::checked( $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}cairn_subscriptions SET status = %s, event_time = %d, updated_at = %s WHERE subscription_id = %s AND status <> 'canceled' AND ( event_time < %d OR ( event_time = %d AND {$ranked} <= %d ) )", $status, $time, $now, $id, $time, $time, $rank ) ) );
		if ( '' !== (string) ( $subscription['email'] ?? '' ) ) {
			self::checked( $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}cairn_subscriptions SET email = %s WHERE subscription_id = %s AND email = ''", (string) $subscription['email'], $id ) ) );
		}
		if ( '' !== (string) ( $subscription['customer_id'] ?? '' ) ) {
			self::checked( $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->prefix}cairn_subscriptions SET customer_id = %s WHERE subscription_id = %s AND customer_id = ''", (string) $subscription['customer_id'], $id ) ) );
		}
		if ( array_key_exists( 'cancel_at', $subscription ) ) {
			// When it ends and whether a cancellation is scheduled: as the
			// newest subscription event says (one at the period's end may
			// be scheduled, then taken back).
			self::checked(
				$wpdb->query(
					$wpdb->prepare(
						"UPDATE {$wpdb->prefix}cairn_subscriptions SET cancel_at = %d, period_end = %d, schedule_time = %d WHERE subscription_id = %s AND schedule_time <= %d",
						(int) $subscription['cancel_at'],
						(int) ( $subscription['period_end'] ?? 0 ),
						$time,
						$id,
						$time
					)
				)
			);
		}
		if ( ! empty( $subscription['amount'] ) ) {
			// Details arrive with whichever event comes first; fill them once.
			self::checked(
				$wpdb->query(
					$wpdb->prepare(
						"UPDATE {$wpdb->prefix}cairn_subscriptions SET amount = %d, currency = %s, billing_interval = %s, post_id = %d, product_id = %d WHERE subscription_id = %s AND amount = 0",
						(int) $subscription['amount'],
						strtoupper( (string) ( $subscription['currency'] ?? '' ) ),
						(string) ( $subscription['billing_interval'] ?? '' ),
						(int) ( $subscription['post_id'] ?? 0 ),
						(int) ( $subscription['product_id'] ?? 0 ),
						$id
					)
				)
			);
		}
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * A query's result, or an exception when the database refused it: the
	 * webhook then answers an error and Stripe delivers the event again.
	 *
	 * @param int|bool $result What $wpdb->query() returned.
	 *
	 * @throws \RuntimeException When it is false.
	 */
	private static function checked( $result ): int {
		if ( false === $result ) {
			throw new \RuntimeException( 'The payment record could not be written.' );
		}
		return (int) $result;
	}

	/**
	 * Records a payment that could not start because of Stripe (down,
	 * unreachable, rate-limited, a refused key or request), for the owner.
	 * Only the newest FAILURES_KEPT are kept.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $failure code, detail, post_id, amount (minor units), currency.
	 */
	public static function record_failure( array $failure ): void {
		global $wpdb;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a log row; a failed write loses only the log line.
		$wpdb->insert(
			$wpdb->prefix . 'cairn_payment_failures',
			array(
				'code'       => substr( (string) ( $failure['code'] ?? '' ), 0, 100 ),
				'detail'     => substr( (string) ( $failure['detail'] ?? '' ), 0, 500 ),
				'post_id'    => (int) ( $failure['post_id'] ?? 0 ),
				'amount'     => (int) ( $failure['amount'] ?? 0 ),
				'currency'   => strtoupper( substr( (string) ( $failure['currency'] ?? '' ), 0, 3 ) ),
				'created_at' => current_time( 'mysql', true ),
			),
			array( '%s', '%s', '%d', '%d', '%s', '%s' )
		);
		$newest = (int) $wpdb->insert_id;
		if ( $newest > self::FAILURES_KEPT ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}cairn_payment_failures WHERE id <= %d", $newest - self::FAILURES_KEPT ) );
		}
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Payments that could not start, newest first.
	 *
	 * @since 0.7.0
	 *
	 * @param int $limit Rows.
	 * @return array<int,array<string,mixed>>
	 */
	public static function failures( int $limit = 50 ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}cairn_payment_failures ORDER BY id DESC LIMIT %d", $limit ), ARRAY_A );
	}

	/**
	 * One subscription, or null.
	 *
	 * @since 0.7.0
	 *
	 * @param string $subscription_id Subscription id.
	 * @return array<string,mixed>|null
	 */
	public static function subscription( string $subscription_id ): ?array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}cairn_subscriptions WHERE subscription_id = %s", $subscription_id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * One payment by its row id, or null.
	 *
	 * @since 0.7.0
	 *
	 * @param int $id Row id.
	 * @return array<string,mixed>|null
	 */
	public static function payment( int $id ): ?array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}cairn_payments WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * A subscription's payments and refunds, newest first: its history.
	 *
	 * @since 0.7.0
	 *
	 * @param string $subscription_id Subscription id.
	 * @return array<int,array<string,mixed>>
	 */
	public static function subscription_payments( string $subscription_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}cairn_payments WHERE subscription_id = %s ORDER BY id DESC", $subscription_id ), ARRAY_A );
	}

	/**
	 * What has been refunded of a payment so far (minor units, positive).
	 *
	 * @since 0.7.0
	 *
	 * @param string $payment_ref The payment's PaymentIntent.
	 */
	public static function refunded( string $payment_ref ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return - (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE(SUM(amount), 0) FROM {$wpdb->prefix}cairn_payments WHERE payment_ref = %s AND kind = 'refund'", $payment_ref ) );
	}

	/**
	 * The Stripe customers whose subscriptions this site recorded with an
	 * email address (any case).
	 *
	 * @since 0.7.0
	 *
	 * @param string $email Email address.
	 * @return string[] Customer ids.
	 */
	public static function customers_by_email( string $email ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT customer_id FROM {$wpdb->prefix}cairn_subscriptions WHERE LOWER(email) = LOWER(%s) AND customer_id <> ''", $email ) ) );
	}

	/**
	 * Whether a Stripe customer has a subscription this site recorded.
	 *
	 * @since 0.7.0
	 *
	 * @param string $customer_id Customer id.
	 */
	public static function has_customer( string $customer_id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return '' !== $customer_id && null !== $wpdb->get_var( $wpdb->prepare( "SELECT subscription_id FROM {$wpdb->prefix}cairn_subscriptions WHERE customer_id = %s LIMIT 1", $customer_id ) );
	}

	/**
	 * Money received per currency, less refunds: currency => { amount (minor
	 * units), count (payments, refunds not counted) }.
	 *
	 * @since 0.4.0
	 *
	 * @return array<string,array{amount:int,count:int}>
	 */
	public static function totals(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$rows   = (array) $wpdb->get_results( "SELECT currency, SUM(amount) AS amount, SUM(CASE WHEN kind <> 'refund' THEN 1 ELSE 0 END) AS payments FROM {$wpdb->prefix}cairn_payments GROUP BY currency ORDER BY currency", ARRAY_A );
		$totals = array();
		foreach ( $rows as $row ) {
			$totals[ (string) $row['currency'] ] = array(
				'amount' => (int) $row['amount'],
				'count'  => (int) $row['payments'],
			);
		}
		return $totals;
	}

	/**
	 * Payments, newest first.
	 *
	 * @since 0.4.0
	 *
	 * @param int $limit Rows.
	 * @return array<int,array<string,mixed>>
	 */
	public static function payments( int $limit = 100 ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}cairn_payments ORDER BY id DESC LIMIT %d", $limit ), ARRAY_A );
	}

	/**
	 * Subscriptions, newest first.
	 *
	 * @since 0.4.0
	 *
	 * @param int $limit Rows.
	 * @return array<int,array<string,mixed>>
	 */
	public static function subscriptions( int $limit = 100 ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}cairn_subscriptions ORDER BY created_at DESC LIMIT %d", $limit ), ARRAY_A );
	}

	/**
	 * Active subscriptions and their distinct subscribers' addresses.
	 *
	 * @since 0.4.0
	 *
	 * @return array{paid:int,email:int}
	 */
	public static function subscriber_counts(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$row = $wpdb->get_row( "SELECT COUNT(*) AS paid, COUNT(DISTINCT CASE WHEN email <> '' THEN email END) AS emails FROM {$wpdb->prefix}cairn_subscriptions WHERE status IN ('active', 'trialing', 'past_due')", ARRAY_A );
		return array(
			'paid'  => (int) ( $row['paid'] ?? 0 ),
			'email' => (int) ( $row['emails'] ?? 0 ),
		);
	}
}
