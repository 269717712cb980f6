<?php
/**
 * Tests for Stripe's webhook: signatures, idempotency, what is recorded.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Stripe\Ledger;
use Cairn\Stripe\Site_Identity;
use Cairn\Stripe\Webhook;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * Webhook.
 *
 * @group database
 */
final class Test_Stripe_Webhook extends Test_Case {

	use Uses_Stripe_Test_Server;

	/**
	 * The post with the donations block.
	 *
	 * @var int
	 */
	private $post_id = 0;

	/**
	 * Connects the site and publishes a donations block in EUR.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		$this->connect_stripe();
		$attrs                  = array(
			'currency'         => 'EUR',
			'oneTimeDonation'  => array( 'amounts' => array( 5, 15, 100 ) ),
			'monthlyDonation'  => array(
				'show'    => true,
				'amounts' => array( 5, 15, 100 ),
			),
			'showCustomAmount' => true,
		);
		$this->post_id          = (int) wp_insert_post(
			array(
				'post_title'   => 'Donate',
				'post_status'  => 'publish',
				'post_content' => wp_slash( '<!-- wp:cairn/donations ' . wp_json_encode( $attrs ) . ' /-->' ),
			)
		);
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
		// Subscriptions' receipts go nowhere here (Test_Stripe_Subscribers reads them).
		add_filter( 'pre_wp_mail', '__return_true' );
	}

	/**
	 * Lets mail go again.
	 */
	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', '__return_true' );
		parent::tearDown();
	}

	/**
	 * Opens a Checkout Session as a visitor; its id.
	 *
	 * @param string $amount   Amount.
	 * @param string $interval Interval.
	 */
	private function checkout( string $amount, string $interval = 'one-time' ): string {
		wp_set_current_user( 0 );
		$response = $this->rest(
			'POST',
			'/cairn/v1/memberships/checkout',
			array(
				'post_id'  => $this->post_id,
				'interval' => $interval,
				'currency' => 'EUR',
				'amount'   => $amount,
			),
			array( 'Accept' => 'application/json' )
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (string) preg_replace( '#.*/checkout/#', '', $response->get_data()['url'] );
	}

	/**
	 * Delivers one signed event to the route as Stripe does.
	 *
	 * @param array{body:string,signature:string} $delivery Body and header.
	 */
	private function deliver( array $delivery ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/cairn/v1/stripe/webhook' );
		$request->set_header( 'Content-Type', 'application/json; charset=utf-8' );
		$request->set_header( 'Stripe-Signature', $delivery['signature'] );
		$request->set_body( $delivery['body'] );
		return rest_do_request( $request );
	}

	/**
	 * Delivers each event, expecting 200.
	 *
	 * @param array<int,array{body:string,signature:string}> $deliveries Events.
	 */
	private function deliver_all( array $deliveries ): void {
		$this->assertNotEmpty( $deliveries );
		foreach ( $deliveries as $delivery ) {
			$response = $this->deliver( $delivery );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		}
	}

	public function test_a_donation_is_recorded_once_however_often_delivered(): void {
		$session    = $this->checkout( '15' );
		$deliveries = self::$stripe->events( 'pay', $session );
		$this->deliver_all( $deliveries );
		$this->assertSame(
			array(
				'EUR' => array(
					'amount' => 1500,
					'count'  => 1,
				),
			),
			Ledger::totals()
		);
		$payment = Ledger::payments()[0];
		$this->assertSame( $session, $payment['source_id'] );
		$this->assertSame( 'donation', $payment['kind'] );
		$this->assertSame( (string) $this->post_id, (string) $payment['post_id'] );
		$this->assertSame( 'donor@example.com', $payment['email'] );

		$replay = $this->deliver( $deliveries[0] );
		$this->assertSame( 200, $replay->get_status(), 'A replay is acknowledged (Stripe stops retrying)…' );
		$this->assertTrue( $replay->get_data()['duplicate'] );
		$this->assertSame( 1500, Ledger::totals()['EUR']['amount'], '…and changes nothing.' );
		$this->assertCount( 1, Ledger::payments() );
	}

	public function test_two_events_about_one_payment_count_it_once(): void {
		$session = $this->checkout( '100' );
		$event   = json_decode( self::$stripe->events( 'pay', $session )[0]['body'], true );
		$this->deliver( self::$stripe->sign( (string) wp_json_encode( $event ) ) );
		$event['id']   = 'evt_async_' . wp_rand();
		$event['type'] = 'checkout.session.async_payment_succeeded';
		$this->deliver( self::$stripe->sign( (string) wp_json_encode( $event ) ) );
		$this->assertSame( 10000, Ledger::totals()['EUR']['amount'] );
		$this->assertSame( 1, Ledger::totals()['EUR']['count'] );
	}

	public function test_a_failed_write_is_retried_not_lost(): void {
		$deliveries = self::$stripe->events( 'pay', $this->checkout( '15' ) );
		// The database refuses the payment's write (thrown before the query
		// runs, so that the test's own transaction is not broken).
		$break = static function ( string $query ): string {
			if ( false !== strpos( $query, 'cairn_payments' ) ) {
				throw new \RuntimeException( 'The payment record could not be written.' );
			}
			return $query;
		};
		add_filter( 'query', $break );
		$failed = $this->deliver( $deliveries[0] );
		remove_filter( 'query', $break );
		$this->assertSame( 500, $failed->get_status(), 'Stripe delivers it again after an error.' );
		$this->assertSame( array(), Ledger::totals() );

		$retry = $this->deliver( $deliveries[0] );
		$this->assertSame( 200, $retry->get_status() );
		$this->assertFalse( $retry->get_data()['duplicate'], 'The failed event was not marked handled.' );
		$this->assertSame( 1500, Ledger::totals()['EUR']['amount'] );
	}

	public function test_a_failed_read_of_the_site_id_is_retried_not_lost(): void {
		$deliveries = self::$stripe->events( 'pay', $this->checkout( '15' ) );
		$site       = Site_Identity::id();
		// Every read of the site's id fails, as a query does while the
		// database shuts down: get_option() then answers false, as it does
		// for an option that does not exist. An empty query fails without
		// reaching the database, whose error would end the test's
		// transaction on SQLite.
		$break = static function ( string $query ): string {
			return 0 === stripos( ltrim( $query ), 'SELECT' ) && false !== strpos( $query, Site_Identity::OPTION ) ? '' : $query;
		};
		$this->forget_site_id();
		add_filter( 'query', $break );
		$failed = $this->deliver( $deliveries[0] );
		remove_filter( 'query', $break );
		$this->forget_site_id();
		$this->assertSame( 500, $failed->get_status(), 'Stripe delivers it again after an error, rather than the event being taken for another site\'s.' );
		$this->assertSame( $site, Site_Identity::id(), 'The site keeps its id.' );
		$this->assertSame( array(), Ledger::totals() );

		$retry = $this->deliver( $deliveries[0] );
		$this->assertSame( 200, $retry->get_status() );
		$this->assertFalse( $retry->get_data()['duplicate'] );
		$this->assertSame( 1500, Ledger::totals()['EUR']['amount'] );
	}

	public function test_two_requests_making_the_site_id_at_once_end_with_the_first(): void {
		delete_option( Site_Identity::OPTION );
		$first = array(
			'id'    => 'site_first',
			'since' => 1,
		);
		// Another request stores its id between this one's read and write.
		$other = static function ( string $query ) use ( $first ): string {
			global $wpdb;
			static $done = false;
			if ( ! $done && 0 === stripos( ltrim( $query ), 'INSERT' ) && false !== strpos( $query, Site_Identity::OPTION ) ) {
				$done = true;
				$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", Site_Identity::OPTION, maybe_serialize( $first ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			}
			return $query;
		};
		$this->forget_site_id();
		add_filter( 'query', $other );
		$id = Site_Identity::id();
		remove_filter( 'query', $other );
		$this->forget_site_id();
		$this->assertSame( 'site_first', $id );
		$this->assertSame( 'site_first', Site_Identity::id() );
		$this->assertSame( $first, get_option( Site_Identity::OPTION ) );
	}

	/**
	 * Empties the caches of the site's id, so the next read asks the database.
	 */
	private function forget_site_id(): void {
		wp_cache_delete( Site_Identity::OPTION, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
	}

	public function test_an_unpaid_session_records_no_money(): void {
		$event                                     = json_decode( self::$stripe->events( 'pay', $this->checkout( '5' ) )[0]['body'], true );
		$event['data']['object']['payment_status'] = 'unpaid';
		$this->deliver( self::$stripe->sign( (string) wp_json_encode( $event ) ) );
		$this->assertSame( array(), Ledger::totals() );
	}

	public function test_bad_signatures_and_old_timestamps_are_refused(): void {
		$deliveries = self::$stripe->events( 'pay', $this->checkout( '15' ) );
		$body       = $deliveries[0]['body'];

		$tampered = $this->deliver(
			array(
				'body'      => str_replace( '"amount_total": 1500', '"amount_total": 150000', $body ),
				'signature' => $deliveries[0]['signature'],
			)
		);
		$this->assertSame( 400, $tampered->get_status() );
		$this->assertSame( 'cairn_webhook_signature', $tampered->get_data()['code'] );

		$other_secret = 't=' . time() . ',v1=' . hash_hmac( 'sha256', time() . '.' . $body, 'whsec_other' );
		$this->assertSame(
			400,
			$this->deliver(
				array(
					'body'      => $body,
					'signature' => $other_secret,
				)
			)->get_status()
		);
		$this->assertSame(
			400,
			$this->deliver(
				array(
					'body'      => $body,
					'signature' => '',
				)
			)->get_status()
		);
		$this->assertSame(
			400,
			$this->deliver(
				array(
					'body'      => $body,
					'signature' => 't=' . time(),
				)
			)->get_status()
		);

		$old = $this->deliver( self::$stripe->sign( $body, time() - Webhook::TOLERANCE - 1 ) );
		$this->assertSame( 400, $old->get_status() );
		$this->assertSame( 'cairn_webhook_too_old', $old->get_data()['code'] );
		$future = $this->deliver( self::$stripe->sign( $body, time() + Webhook::TOLERANCE + 60 ) );
		$this->assertSame( 400, $future->get_status() );

		$this->assertSame( array(), Ledger::totals(), 'Nothing refused is recorded.' );
		$this->assertSame( 200, $this->deliver( self::$stripe->sign( $body, time() - Webhook::TOLERANCE + 5 ) )->get_status(), 'Within the tolerance is fine.' );
		$this->assertSame( 1500, Ledger::totals()['EUR']['amount'] );
	}

	public function test_verify_accepts_any_of_several_v1_signatures(): void {
		$now    = time();
		$good   = hash_hmac( 'sha256', $now . '.{}', 'whsec_x' );
		$header = 't=' . $now . ',v1=' . str_repeat( '0', 64 ) . ',v0=abc,v1=' . $good;
		$this->assertTrue( Webhook::verify( '{}', $header, 'whsec_x', $now ) );
		$this->assertInstanceOf( \WP_Error::class, Webhook::verify( '{}', $header, '', $now ), 'No secret, no check passes.' );
	}

	public function test_a_subscription_is_created_renewed_and_cancelled(): void {
		$deliveries = self::$stripe->events( 'pay', $this->checkout( '15', '1 month' ) );
		$this->assertSame( array( 'customer.subscription.created', 'invoice.paid', 'invoice.payment_succeeded', 'customer.subscription.updated', 'checkout.session.completed' ), array_map( array( $this, 'type' ), $deliveries ) );
		$this->deliver_all( $deliveries );
		$this->assertSame( 1500, Ledger::totals()['EUR']['amount'], 'The first invoice is the money; the session and subscription events add none.' );
		$subscription = Ledger::subscriptions()[0];
		$this->assertSame( 'active', $subscription['status'] );
		$this->assertSame( '1 month', $subscription['billing_interval'] );
		$this->act_as( 'editor' );
		$counts = $this->rest( 'GET', '/cairn/v1/subscribers/counts' )->get_data()['counts'];
		$this->assertSame( 1, $counts['paid_subscribers'] );
		$this->assertSame( 1, $counts['total_subscribers'] );

		$renewal = self::$stripe->events( 'renew', $subscription['subscription_id'] );
		$this->deliver_all( $renewal );
		$this->deliver_all( $renewal );
		$this->assertSame(
			array(
				'amount' => 3000,
				'count'  => 2,
			),
			Ledger::totals()['EUR']
		);
		$this->assertSame( 'renewal', Ledger::payments()[0]['kind'] );

		$cancel = self::$stripe->events( 'cancel', $subscription['subscription_id'] );
		$this->deliver_all( $cancel );
		$this->assertSame( 'canceled', Ledger::subscriptions()[0]['status'] );
		$this->assertSame( 0, $this->rest( 'GET', '/cairn/v1/subscribers/counts' )->get_data()['counts']['paid_subscribers'] );

		// A late `updated` event (sent before the cancellation, delivered after).
		$late            = json_decode( $deliveries[0]['body'], true );
		$late['id']      = 'evt_late_' . wp_rand();
		$late['type']    = 'customer.subscription.updated';
		$late['created'] = $late['created'] - 10;
		$this->deliver( self::$stripe->sign( (string) wp_json_encode( $late ) ) );
		$this->assertSame( 'canceled', Ledger::subscriptions()[0]['status'], 'An older event does not revive a cancelled subscription.' );
		$this->assertSame( 3000, Ledger::totals()['EUR']['amount'] );
	}

	public function test_events_in_any_order_record_the_same(): void {
		$deliveries = array_reverse( self::$stripe->events( 'pay', $this->checkout( '5', '1 month' ) ) );
		$this->deliver_all( $deliveries );
		$this->assertSame( 500, Ledger::totals()['EUR']['amount'] );
		$subscription = Ledger::subscriptions()[0];
		$this->assertSame( 'active', $subscription['status'] );
		$this->assertSame( '500', (string) $subscription['amount'] );
	}

	public function test_refunds_are_taken_off_once(): void {
		$session = $this->checkout( '15' );
		$this->deliver_all( self::$stripe->events( 'pay', $session ) );
		$partial = self::$stripe->events( 'refund', $session, 'amount=500' );
		$this->deliver_all( $partial );
		$this->assertSame(
			array(
				'amount' => 1000,
				'count'  => 1,
			),
			Ledger::totals()['EUR'],
			'A refund is taken off; it is not a payment.'
		);
		$rest = self::$stripe->events( 'refund', $session, 'amount=1000' );
		$this->deliver_all( $rest );
		$this->assertSame( 0, Ledger::totals()['EUR']['amount'] );

		// The partial refund's event again, as a new delivery id and late.
		$late       = json_decode( $partial[0]['body'], true );
		$late['id'] = 'evt_late_refund';
		$this->deliver( self::$stripe->sign( (string) wp_json_encode( $late ) ) );
		$this->deliver( $rest[0] );
		$this->assertSame( 0, Ledger::totals()['EUR']['amount'], 'Refunds only grow: an older figure changes nothing.' );

		$foreign                                     = json_decode( $rest[0]['body'], true );
		$foreign['id']                               = 'evt_foreign_refund';
		$foreign['data']['object']['id']             = 'ch_foreign';
		$foreign['data']['object']['payment_intent'] = 'pi_foreign';
		$this->assertSame( 200, $this->deliver( self::$stripe->sign( (string) wp_json_encode( $foreign ) ) )->get_status() );
		$this->assertSame( 0, Ledger::totals()['EUR']['amount'], 'A charge Cairn did not record is not refunded here.' );
		$this->assertCount( 2, Ledger::payments() );
	}

	public function test_events_cairn_did_not_start_are_ignored(): void {
		$event = array(
			'id'      => 'evt_foreign',
			'object'  => 'event',
			'type'    => 'checkout.session.completed',
			'created' => time(),
			'data'    => array(
				'object' => array(
					'id'             => 'cs_foreign',
					'mode'           => 'payment',
					'payment_status' => 'paid',
					'amount_total'   => 99900,
					'currency'       => 'usd',
					'metadata'       => array(),
				),
			),
		);
		$this->assertSame( 200, $this->deliver( self::$stripe->sign( (string) wp_json_encode( $event ) ) )->get_status() );
		$this->assertSame( array(), Ledger::totals() );
		$this->assertSame( 400, $this->deliver( self::$stripe->sign( '{"not":"an event"}' ) )->get_status() );
	}

	public function test_totals_per_currency_and_the_earnings_route(): void {
		$this->deliver_all( self::$stripe->events( 'pay', $this->checkout( '15' ) ) );
		$this->deliver_all( self::$stripe->events( 'pay', $this->checkout( '7.25' ) ) );
		$usd = (int) wp_insert_post(
			array(
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:cairn/donations {"currency":"JPY","oneTimeDonation":{"amounts":[500]}} /-->',
			)
		);
		wp_set_current_user( 0 );
		$yen = $this->rest(
			'POST',
			'/cairn/v1/memberships/checkout',
			array(
				'post_id'  => $usd,
				'currency' => 'JPY',
				'amount'   => '500',
			),
			array( 'Accept' => 'application/json' )
		)->get_data();
		$this->deliver_all( self::$stripe->events( 'pay', (string) preg_replace( '#.*/checkout/#', '', $yen['url'] ) ) );

		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/memberships/earnings' )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/cairn/v1/memberships/earnings' )->get_status() );
		$this->act_as( 'administrator' );
		$totals = $this->rest( 'GET', '/cairn/v1/memberships/earnings' )->get_data()['totals'];
		$this->assertSame(
			array(
				array(
					'currency'  => 'EUR',
					'amount'    => 2225,
					'formatted' => '€22.25',
					'payments'  => 2,
				),
				array(
					'currency'  => 'JPY',
					'amount'    => 500,
					'formatted' => '¥500',
					'payments'  => 1,
				),
			),
			$totals
		);
	}

	public function test_the_earnings_screen_lists_payments_and_subscribers(): void {
		$this->deliver_all( self::$stripe->events( 'pay', $this->checkout( '15' ) ) );
		$this->deliver_all( self::$stripe->events( 'pay', $this->checkout( '5', '1 month' ) ) );
		Ledger::record_payment(
			array(
				'source_id' => 'cs_hostile',
				'kind'      => 'donation',
				'amount'    => 100,
				'currency'  => 'EUR',
				'email'     => '<script>alert(1)</script>@example.com',
			)
		);
		$this->act_as( 'administrator' );
		ob_start();
		\Cairn\Stripe\Earnings_Screen::render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '€21.00', $html, 'The EUR total: 15 + 5 + 1.' );
		$this->assertStringContainsString( 'donor@example.com', $html );
		$this->assertStringContainsString( 'Subscription (1 month)', $html );
		$this->assertStringContainsString( 'active', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( rest_url( 'cairn/v1/stripe/webhook' ), $html );

		$this->assertSame( \Cairn\Stripe\Earnings_Screen::url(), $this->rest( 'GET', '/cairn/v1/memberships/status' )->get_data()['earnings_url'] );
		$this->act_as( 'editor' );
		$this->assertArrayNotHasKey( 'earnings_url', $this->rest( 'GET', '/cairn/v1/memberships/status' )->get_data() );
		ob_start();
		\Cairn\Stripe\Earnings_Screen::render();
		$this->assertSame( '', ob_get_clean(), 'Earnings are for administrators.' );
	}

	/**
	 * The ledger as a site owner sees it: payments and subscriptions with
	 * what they say, without the row numbers and times of the writes.
	 *
	 * @return array{payments:array<int,array<string,mixed>>,subscriptions:array<int,array<string,mixed>>}
	 */
	private function ledger(): array {
		global $wpdb;
		return array(
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			'payments'      => (array) $wpdb->get_results( "SELECT source_id, kind, amount, currency, billing_interval, subscription_id, post_id, product_id, email, payment_ref FROM {$wpdb->prefix}cairn_payments ORDER BY source_id", ARRAY_A ),
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			'subscriptions' => (array) $wpdb->get_results( "SELECT subscription_id, status, amount, currency, billing_interval, post_id, product_id, email FROM {$wpdb->prefix}cairn_subscriptions ORDER BY subscription_id", ARRAY_A ),
		);
	}

	/**
	 * Empties the ledger and the handled events (inside the test's transaction).
	 */
	private function forget_ledger(): void {
		global $wpdb;
		foreach ( array( 'cairn_payments', 'cairn_subscriptions', 'cairn_stripe_events' ) as $table ) {
			$wpdb->query( "DELETE FROM {$wpdb->prefix}{$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
	}

	/**
	 * An event of the deliveries, changed, signed again under a new id.
	 *
	 * @param array{body:string,signature:string} $delivery Delivery.
	 * @param callable                            $change   Changes the decoded event.
	 * @return array{body:string,signature:string}
	 */
	private function altered( array $delivery, callable $change ): array {
		$event       = json_decode( $delivery['body'], true );
		$event['id'] = 'evt_altered_' . wp_rand();
		return self::$stripe->sign( (string) wp_json_encode( $change( $event ) ) );
	}

	/**
	 * The object of a delivered event.
	 *
	 * @param array{body:string,signature:string} $delivery Delivery.
	 * @return array<string,mixed>
	 */
	private function object( array $delivery ): array {
		return json_decode( $delivery['body'], true )['data']['object'];
	}

	public function test_the_subscriber_s_email_comes_whichever_event_is_first(): void {
		$deliveries = self::$stripe->events( 'pay', $this->checkout( '15', '1 month' ) );
		$this->assertArrayNotHasKey( 'customer_email', $this->object( $deliveries[0] ), 'A subscription names its customer by id only.' );
		$this->deliver_all( array( $deliveries[0] ) );
		$this->assertSame( 'donor@example.com', Ledger::subscriptions()[0]['email'], 'Read from the customer on Stripe.' );

		// Stripe cannot be reached when the subscription arrives first: the
		// invoice (or the session) fills the email in later.
		$this->forget_ledger();
		$this->connect_stripe( 'sk_test_refused' );
		$this->deliver_all( array( $deliveries[0] ) );
		$this->assertSame( '', Ledger::subscriptions()[0]['email'] );
		$this->deliver_all( array( $deliveries[1] ) );
		$this->assertSame( 'donor@example.com', Ledger::subscriptions()[0]['email'] );
		$this->forget_ledger();
		$this->deliver_all( array( $deliveries[0], $deliveries[4] ) );
		$this->assertSame( 'donor@example.com', Ledger::subscriptions()[0]['email'], 'The session\'s customer_details.email.' );
		$this->deliver_all( $deliveries );
		$this->act_as( 'editor' );
		$this->assertSame( 1, $this->rest( 'GET', '/cairn/v1/subscribers/counts' )->get_data()['counts']['email_subscribers'] );
	}

	public function test_a_refund_of_a_subscription_payment_is_taken_off(): void {
		$deliveries = self::$stripe->events( 'pay', $this->checkout( '15', '1 month' ) );
		$this->deliver_all( $deliveries );
		$invoice = $this->object( $deliveries[1] );
		$this->assertArrayNotHasKey( 'payment_intent', $invoice, 'From API version 2025-03-31 an invoice does not name its PaymentIntent.' );
		$this->deliver_all( self::$stripe->events( 'refund', $invoice['id'], 'amount=400' ) );
		$this->assertSame(
			array(
				'amount' => 1100,
				'count'  => 1,
			),
			Ledger::totals()['EUR']
		);
		$refund = Ledger::payments()[0];
		$this->assertSame( 'refund', $refund['kind'] );
		$this->assertSame( $invoice['parent']['subscription_details']['subscription'], $refund['subscription_id'] );
		$this->assertSame( 'donor@example.com', $refund['email'] );
	}

	public function test_a_refund_delivered_before_its_payment_is_not_lost(): void {
		$session = $this->checkout( '15' );
		$paid    = self::$stripe->events( 'pay', $session );
		$refund  = self::$stripe->events( 'refund', $session, 'amount=500' );
		$this->deliver_all( $refund );
		$this->assertSame( 1000, Ledger::totals()['EUR']['amount'], 'The payment is read from Stripe, then the refund taken off.' );
		$this->deliver_all( $paid );
		$this->assertSame( 1000, Ledger::totals()['EUR']['amount'] );
		$this->assertCount( 2, Ledger::payments() );
	}

	public function test_every_order_of_a_donation_s_events_ends_the_same(): void {
		$session = $this->checkout( '15' );
		$events  = array_merge(
			self::$stripe->events( 'pay', $session ),
			self::$stripe->events( 'refund', $session, 'amount=500' ),
			self::$stripe->events( 'refund', $session, 'amount=300' )
		);
		$this->assert_every_order_ends_the_same( $events, $this->permutations( array_keys( $events ) ), 700 );
	}

	public function test_every_order_of_a_subscription_s_events_ends_the_same(): void {
		$events       = self::$stripe->events( 'pay', $this->checkout( '15', '1 month' ) );
		$subscription = $this->object( $events[0] )['id'];
		$renewal      = self::$stripe->events( 'renew', $subscription );
		$events       = array_merge(
			$events,
			$renewal,
			self::$stripe->events( 'refund', $this->object( $renewal[0] )['id'], 'amount=500' ),
			self::$stripe->events( 'cancel', $subscription )
		);
		$this->assertCount( 10, $events );
		// 10! orders are too many to try one by one: the natural one, its
		// reverse, every rotation, every swap of two neighbours, and random
		// ones (seeded, so that a failure can be replayed).
		$keys   = array_keys( $events );
		$count  = count( $keys );
		$orders = array( array_reverse( $keys ) );
		for ( $turn = 1; $turn < $count; $turn++ ) {
			$orders[]             = array_merge( array_slice( $keys, $turn ), array_slice( $keys, 0, $turn ) );
			$swapped              = $keys;
			$swapped[ $turn - 1 ] = $keys[ $turn ];
			$swapped[ $turn ]     = $keys[ $turn - 1 ];
			$orders[]             = $swapped;
		}
		mt_srand( 20250331 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand -- a seeded, repeatable sample of orders.
		for ( $draw = 0; $draw < 40; $draw++ ) {
			$shuffled = $keys;
			for ( $index = $count - 1; $index > 0; $index-- ) {
				$other              = mt_rand( 0, $index ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_mt_rand -- seeded above.
				$kept               = $shuffled[ $index ];
				$shuffled[ $index ] = $shuffled[ $other ];
				$shuffled[ $other ] = $kept;
			}
			$orders[] = $shuffled;
		}
		$expected = $this->assert_every_order_ends_the_same( $events, $orders, 2500 );
		$this->assertSame( array( 'canceled' ), array_column( $expected['subscriptions'], 'status' ) );
		$this->assertSame( array( 'donor@example.com' ), array_column( $expected['subscriptions'], 'email' ) );
		$this->assertSame( array( 'subscription', 'renewal', 'refund' ), array_column( $expected['payments'], 'kind' ), 'A payment, a renewal and a refund of it.' );
		$this->assertNotSame( '', $expected['payments'][1]['payment_ref'], 'The refunded renewal knows its PaymentIntent.' );
	}

	/**
	 * Delivers the events in their natural order, then in every given order
	 * (each twice: the second time in reverse), from an empty ledger each
	 * time, and requires the same ledger at the end of each.
	 *
	 * @param array<int,array{body:string,signature:string}> $events Events in the order they happened.
	 * @param array<int,array<int,int>>                      $orders Orders to try, as lists of keys.
	 * @param int                                            $total  The total that must be recorded.
	 * @return array{payments:array<int,array<string,mixed>>,subscriptions:array<int,array<string,mixed>>} The ledger.
	 */
	private function assert_every_order_ends_the_same( array $events, array $orders, int $total ): array {
		$this->forget_ledger();
		$this->deliver_all( $events );
		$expected = $this->ledger();
		$this->assertSame( $total, Ledger::totals()['EUR']['amount'] );
		foreach ( $expected['payments'] as $payment ) {
			$this->assertSame( 'donor@example.com', $payment['email'] );
		}
		foreach ( $orders as $order ) {
			$this->forget_ledger();
			$sequence = array();
			foreach ( array_merge( $order, array_reverse( $order ) ) as $position => $key ) {
				$response   = $this->deliver( $events[ $key ] );
				$sequence[] = $key;
				$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
				$this->assertSame( $position >= count( $order ), $response->get_data()['duplicate'], 'The second delivery of each event changes nothing.' );
			}
			$this->assertSame( $expected, $this->ledger(), 'Delivered in the order ' . implode( ',', $sequence ) . ' of ' . implode( ', ', array_map( array( $this, 'type' ), $events ) ) );
		}
		return $expected;
	}

	/**
	 * Every order of a few keys.
	 *
	 * @param array<int,int> $keys Keys.
	 * @return array<int,array<int,int>>
	 */
	private function permutations( array $keys ): array {
		if ( count( $keys ) <= 1 ) {
			return array( $keys );
		}
		$all = array();
		foreach ( $keys as $index => $key ) {
			$rest = $keys;
			unset( $rest[ $index ] );
			foreach ( $this->permutations( array_values( $rest ) ) as $tail ) {
				$all[] = array_merge( array( $key ), $tail );
			}
		}
		return $all;
	}

	public function test_events_of_another_site_s_objects_are_ignored_and_recorded_nowhere(): void {
		$deliveries = self::$stripe->events( 'pay', $this->checkout( '15', '1 month' ) );
		$other      = static function ( array $event ): array {
			$object = &$event['data']['object'];
			if ( isset( $object['parent']['subscription_details']['metadata'] ) ) {
				$object['parent']['subscription_details']['metadata']['cairn_site'] = 'site_another0000000000000000';
			}
			if ( isset( $object['metadata']['cairn_site'] ) ) {
				$object['metadata']['cairn_site'] = 'site_another0000000000000000';
			}
			return $event;
		};
		global $wpdb;
		foreach ( $deliveries as $delivery ) {
			$foreign  = $this->altered( $delivery, $other );
			$response = $this->deliver( $foreign );
			$this->assertSame( 200, $response->get_status(), 'Stripe stops sending it…' );
			$this->assertTrue( $response->get_data()['ignored'] );
			$id = json_decode( $foreign['body'], true )['id'];
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT event_id FROM {$wpdb->prefix}cairn_stripe_events WHERE event_id = %s", $id ) ), '…and it is recorded nowhere.' );
		}
		$this->assertSame( array(), Ledger::totals() );
		$this->assertSame( array(), Ledger::subscriptions() );

		// The same events of this site's own objects are recorded.
		$this->deliver_all( $deliveries );
		$this->assertSame( 1500, Ledger::totals()['EUR']['amount'] );
		$again = $this->deliver(
			$this->altered(
				$deliveries[1],
				static function ( array $event ): array {
					return $event;
				}
			)
		)->get_data();
		$this->assertArrayNotHasKey( 'ignored', $again, 'A new event about this site\'s known object is handled…' );
		$this->assertSame( 1500, Ledger::totals()['EUR']['amount'], '…and counts nothing twice.' );
	}

	public function test_a_copy_of_the_site_and_objects_made_before_sites_were_named(): void {
		$deliveries = self::$stripe->events( 'pay', $this->checkout( '15', '1 month' ) );
		$moved      = static function ( array $event ): array {
			$object = &$event['data']['object'];
			if ( isset( $object['parent']['subscription_details']['metadata'] ) ) {
				$object['parent']['subscription_details']['metadata']['cairn_home'] = 'aaaaaaaaaaaaaaaa';
			}
			if ( isset( $object['metadata']['cairn_home'] ) ) {
				$object['metadata']['cairn_home'] = 'aaaaaaaaaaaaaaaa';
			}
			return $event;
		};
		$this->assertTrue( $this->deliver( $this->altered( $deliveries[1], $moved ) )->get_data()['ignored'], 'A new payment of a copy of this site (same id, other home) is the copy\'s.' );
		$this->assertSame( array(), Ledger::totals() );
		$this->deliver_all( array( $deliveries[0] ) );
		$this->assertArrayNotHasKey( 'ignored', $this->deliver( $this->altered( $deliveries[1], $moved ) )->get_data(), 'A subscription this site recorded is still its own after a move.' );
		$this->assertSame( 1500, Ledger::totals()['EUR']['amount'] );

		$this->forget_ledger();
		$unnamed = static function ( int $created ): callable {
			return static function ( array $event ) use ( $created ): array {
				unset( $event['data']['object']['metadata']['cairn_site'], $event['data']['object']['metadata']['cairn_home'] );
				$event['data']['object']['created'] = $created;
				return $event;
			};
		};
		$this->assertTrue( $this->deliver( $this->altered( $deliveries[0], $unnamed( time() + 60 ) ) )->get_data()['ignored'], 'Made after this site named itself, yet unnamed: not this site\'s.' );
		$this->assertArrayNotHasKey( 'ignored', $this->deliver( $this->altered( $deliveries[0], $unnamed( \Cairn\Stripe\Site_Identity::since() - 60 ) ) )->get_data(), 'Made before sites were named: taken as before.' );
		$this->assertCount( 1, Ledger::subscriptions() );
	}

	public function test_the_signature_check_agrees_with_stripe_php(): void {
		$library = dirname( __DIR__, 2 ) . '/vendor/stripe/stripe-php/init.php';
		$this->assertFileExists( $library, 'stripe/stripe-php is a Composer dev dependency: run composer install.' );
		require_once $library;
		$payload = (string) wp_json_encode(
			array(
				'id'     => 'evt_1',
				'object' => 'event',
			)
		);
		$secret  = Stripe_Test_Server::WEBHOOK_SECRET;
		$now     = time();
		$good    = hash_hmac( 'sha256', $now . '.' . $payload, $secret );
		$cases   = array(
			'signed by stripe-php'              => array( \Stripe\WebhookSignature::generateSignatureHeader( $payload, $secret, $now ), true ),
			'signed by the stripe npm package'  => array( self::$stripe->sign( $payload )['signature'], true ),
			'signed with another secret'        => array( \Stripe\WebhookSignature::generateSignatureHeader( $payload, 'whsec_other', $now ), false ),
			'signed for another body'           => array( \Stripe\WebhookSignature::generateSignatureHeader( $payload . ' ', $secret, $now ), false ),
			'at the edge of the tolerance'      => array( \Stripe\WebhookSignature::generateSignatureHeader( $payload, $secret, $now - Webhook::TOLERANCE + 2 ), true ),
			'too old'                           => array( \Stripe\WebhookSignature::generateSignatureHeader( $payload, $secret, $now - Webhook::TOLERANCE - 2 ), false ),
			'from the future'                   => array( \Stripe\WebhookSignature::generateSignatureHeader( $payload, $secret, $now + Webhook::TOLERANCE + 2 ), false ),
			'one good signature of several'     => array( 't=' . $now . ',v1=' . str_repeat( '0', 64 ) . ',v1=' . $good, true ),
			'a good signature in the v0 scheme' => array( 't=' . $now . ',v0=' . $good, false ),
			'no time'                           => array( 'v1=' . $good, false ),
			'a time that is not a number'       => array( 't=now,v1=' . $good, false ),
			'nothing'                           => array( '', false ),
		);
		foreach ( $cases as $name => list( $header, $valid ) ) {
			try {
				$library_says = \Stripe\WebhookSignature::verifyHeader( $payload, $header, $secret, Webhook::TOLERANCE );
			} catch ( \Stripe\Exception\SignatureVerificationException $refused ) {
				$library_says = false;
			}
			$this->assertSame( $valid, $library_says, 'stripe-php: ' . $name );
			$this->assertSame( $valid, ! is_wp_error( Webhook::verify( $payload, $header, $secret, time() ) ), 'Cairn: ' . $name );
		}
	}

	/**
	 * An event's type.
	 *
	 * @param array{body:string,signature:string} $delivery Delivery.
	 */
	private function type( array $delivery ): string {
		return (string) ( json_decode( $delivery['body'], true )['type'] ?? '' );
	}
}
