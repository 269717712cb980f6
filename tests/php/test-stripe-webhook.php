<?php
/**
 * Tests for Stripe's webhook: signatures, idempotency, what is recorded.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Stripe\Ledger;
use Cairn\Stripe\Webhook;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * Webhook.
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
		$this->assertSame( array( 'customer.subscription.created', 'invoice.paid', 'checkout.session.completed' ), array_map( array( $this, 'type' ), $deliveries ) );
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
	 * An event's type.
	 *
	 * @param array{body:string,signature:string} $delivery Delivery.
	 */
	private function type( array $delivery ): string {
		return (string) ( json_decode( $delivery['body'], true )['type'] ?? '' );
	}
}
