<?php
/**
 * Subscriptions a subscriber can manage and the owner can act on: receipts
 * with a signed link to Stripe's customer portal for the subscriber's own
 * customer, the block's "manage" form, and the owner's cancel and refund,
 * which show in the ledger once Stripe's events confirm them.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Stripe\Checkout;
use Cairn\Stripe\Earnings_Screen;
use Cairn\Stripe\Ledger;
use Cairn\Stripe\Manage_Link;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * `Cairn\Stripe\Manage_Link`, `Portal`, `Subscriber_Mail`, `Owner_Actions`,
 * and their routes.
 *
 * @group database
 */
final class Test_Stripe_Subscribers extends Test_Case {

	use Uses_Stripe_Test_Server;

	/**
	 * Mails sent during a test.
	 *
	 * @var array<int,array<string,mixed>>
	 */
	private $mails = array();

	/**
	 * The post with a donations block (one-time and monthly, in EUR).
	 *
	 * @var int
	 */
	private $post_id = 0;

	/**
	 * Connects the site, publishes the block, and catches mail.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		$this->connect_stripe();
		$this->mails   = array();
		$this->post_id = (int) wp_insert_post(
			array(
				'post_title'   => 'Support us',
				'post_status'  => 'publish',
				'post_content' => wp_slash(
					'<!-- wp:cairn/donations ' . wp_json_encode(
						array(
							'currency'        => 'EUR',
							'oneTimeDonation' => array( 'amounts' => array( 5, 15 ) ),
							'monthlyDonation' => array(
								'show'    => true,
								'amounts' => array( 5, 15 ),
							),
						)
					) . ' /-->'
				),
			)
		);
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
	}

	/**
	 * Stops catching mail.
	 */
	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		parent::tearDown();
	}

	/**
	 * Records a mail and reports it sent.
	 *
	 * @param null|bool           $short_circuit Null.
	 * @param array<string,mixed> $atts          The mail.
	 */
	public function catch_mail( $short_circuit, $atts ): bool {
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * A visitor's paid donation, its events delivered: the session id.
	 *
	 * @param string $interval one-time or 1 month.
	 * @param string $amount   Amount.
	 */
	private function donate( string $interval = '1 month', string $amount = '15' ): string {
		$started = Checkout::start(
			array(
				'post_id'  => $this->post_id,
				'interval' => $interval,
				'currency' => 'EUR',
				'amount'   => $amount,
			),
			'192.0.2.' . wp_rand( 1, 250 )
		);
		$this->assertIsArray( $started );
		$this->deliver_all( self::$stripe->events( 'pay', $started['session'] ) );
		return $started['session'];
	}

	/**
	 * Hands deliveries to the webhook route.
	 *
	 * @param array<int,array{body:string,signature:string}> $deliveries Deliveries.
	 */
	private function deliver_all( array $deliveries ): void {
		foreach ( $deliveries as $delivery ) {
			$request = new \WP_REST_Request( 'POST', '/cairn/v1/stripe/webhook' );
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_header( 'Stripe-Signature', $delivery['signature'] );
			$request->set_body( $delivery['body'] );
			$this->assertSame( 200, rest_do_request( $request )->get_status(), $delivery['body'] );
		}
	}

	/**
	 * The only subscription the ledger has.
	 *
	 * @return array<string,mixed>
	 */
	private function subscription(): array {
		$subscriptions = Ledger::subscriptions();
		$this->assertCount( 1, $subscriptions );
		return $subscriptions[0];
	}

	/**
	 * The signed link in a mail.
	 *
	 * @param array<string,mixed> $mail The mail.
	 * @return array<string,string> The link's query.
	 */
	private function link_in( array $mail ): array {
		$this->assertSame( 1, preg_match( '#(' . preg_quote( rest_url( Manage_Link::ROUTE ), '#' ) . '\S+)#', (string) $mail['message'], $match ), (string) $mail['message'] );
		parse_str( (string) wp_parse_url( $match[1], PHP_URL_QUERY ), $query );
		return array_map( 'strval', $query );
	}

	/**
	 * Opens a signed link as a browser does.
	 *
	 * @param array<string,string> $query The link's query.
	 */
	private function open( array $query ): \WP_REST_Response {
		wp_set_current_user( 0 );
		$request = new \WP_REST_Request( 'GET', '/' . Manage_Link::ROUTE );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * An owner's action through its route, as a script sends it.
	 *
	 * @param string              $path   Route under memberships/earnings/.
	 * @param array<string,mixed> $params Body.
	 */
	private function act( string $path, array $params = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/cairn/v1/memberships/earnings/' . $path );
		$request->set_header( 'Accept', 'application/json' );
		$request->set_body_params( $params );
		return rest_do_request( $request );
	}

	public function test_every_receipt_carries_a_link_to_the_subscribers_own_portal(): void {
		$this->donate();
		$subscription = $this->subscription();
		$this->assertStringStartsWith( 'cus_', $subscription['customer_id'] );
		$this->assertCount( 1, $this->mails, 'One receipt for the first payment.' );
		$this->assertSame( 'donor@example.com', $this->mails[0]['to'] );
		$this->assertStringContainsString( 'Receipt for your subscription', $this->mails[0]['subject'] );
		$this->assertStringContainsString( '€15.00', $this->mails[0]['message'] );
		$link = $this->link_in( $this->mails[0] );
		$this->assertSame( $subscription['customer_id'], $link['customer'] );
		$this->assertGreaterThan( time() + 40 * DAY_IN_SECONDS, (int) $link['expires'], 'It works past the next monthly receipt.' );

		$opened = $this->open( $link );
		$this->assertSame( 303, $opened->get_status() );
		$portal = $opened->get_headers()['Location'];
		$this->assertStringStartsWith( self::$stripe->url . '/portal/bps_', $portal );
		$this->assertSame( 'no-store', $opened->get_headers()['Cache-Control'] );
		$sessions = array_values( self::$stripe->state()['portalSessions'] );
		$this->assertSame( $subscription['customer_id'], $sessions[0]['customer'], 'The portal of the subscriber\'s own customer.' );
		$this->assertSame( home_url( '/' ), $sessions[0]['return_url'] );
		$page = self::$stripe->browse( $portal );
		$this->assertStringContainsString( $subscription['subscription_id'], $page['body'] );

		// A renewal is another receipt; a delivery again is none.
		$this->deliver_all( self::$stripe->events( 'renew', $subscription['subscription_id'] ) );
		$this->assertCount( 2, $this->mails );
		$this->deliver_all( self::$stripe->events( 'renew', $subscription['subscription_id'] ) );
		$this->assertCount( 3, $this->mails );
		$this->assertCount( 0, array_filter( $this->mails, static fn( array $mail ): bool => 'donor@example.com' !== $mail['to'] ) );
	}

	public function test_a_one_time_donation_sends_no_subscription_receipt(): void {
		$this->donate( 'one-time' );
		$this->assertSame( array(), $this->mails );
	}

	public function test_a_link_opens_no_portal_once_changed_expired_or_for_a_stranger(): void {
		$this->donate();
		$link     = $this->link_in( $this->mails[0] );
		$customer = $this->subscription()['customer_id'];
		$refused  = array(
			'another customer'   => array_merge( $link, array( 'customer' => 'cus_test999999' ) ),
			'a later expiry'     => array_merge( $link, array( 'expires' => (string) ( (int) $link['expires'] + 1 ) ) ),
			'a forged signature' => array_merge( $link, array( 'signature' => str_repeat( 'a', 64 ) ) ),
			'an expired link'    => array(
				'customer'  => $customer,
				'expires'   => (string) ( time() - 1 ),
				'signature' => $this->signed( $customer, time() - 1 )['signature'],
			),
			'a stranger signed'  => $this->signed( 'cus_test888888', time() + 600 ),
		);
		foreach ( $refused as $case => $query ) {
			$opened = $this->open( $query );
			$this->assertSame( 303, $opened->get_status(), $case );
			$this->assertSame( add_query_arg( 'cairn_manage', 'expired', home_url( '/' ) ), $opened->get_headers()['Location'], $case );
		}
		$this->assertSame( array(), self::$stripe->state()['portalSessions'], 'No portal was opened.' );
		$this->assertSame( 400, $this->open( array( 'customer' => '../x' ) )->get_status() );
	}

	/**
	 * A link's query, as the site signs it.
	 *
	 * @param string $customer Customer.
	 * @param int    $expires  Expiry.
	 * @return array<string,string>
	 */
	private function signed( string $customer, int $expires ): array {
		parse_str( (string) wp_parse_url( Manage_Link::url( $customer, $expires ), PHP_URL_QUERY ), $query );
		return array_map( 'strval', $query );
	}

	public function test_the_blocks_manage_form_mails_links_only_to_the_subscriptions_address(): void {
		$this->donate();
		$this->mails = array();
		$html        = do_blocks( (string) get_post_field( 'post_content', $this->post_id ) );
		$this->assertStringContainsString( 'Manage your subscription', $html );
		$this->assertStringContainsString( rest_url( 'cairn/v1/memberships/manage-link' ), $html );

		$ask  = static function ( array $fields ): \WP_REST_Response {
			wp_set_current_user( 0 );
			$request = new \WP_REST_Request( 'POST', '/cairn/v1/memberships/manage-link' );
			$request->set_body_params( array_merge( array( 'return_url' => home_url( '/support-us/' ) ), $fields ) );
			return rest_do_request( $request );
		};
		$sent = $ask( array( 'email' => 'Donor@Example.com' ) );
		$this->assertSame( 303, $sent->get_status() );
		$this->assertSame( home_url( '/support-us/?cairn_manage=sent#cairn-manage' ), $sent->get_headers()['Location'] );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( 'donor@example.com', strtolower( (string) $this->mails[0]['to'] ) );
		$this->assertSame( $this->subscription()['customer_id'], $this->link_in( $this->mails[0] )['customer'] );
		$this->assertLessThanOrEqual( time() + DAY_IN_SECONDS, (int) $this->link_in( $this->mails[0] )['expires'] );

		// Nobody learns who subscribes: the same answer, and no mail.
		$stranger = $ask( array( 'email' => 'stranger@example.com' ) );
		$this->assertSame( $sent->get_headers()['Location'], $stranger->get_headers()['Location'] );
		$this->assertStringContainsString( 'cairn_manage=invalid', $ask( array( 'email' => 'not an address' ) )->get_headers()['Location'] );
		$ask(
			array(
				'email'                => 'donor@example.com',
				'cairn_manage_website' => 'http://spam.example',
			)
		);
		$this->assertCount( 1, $this->mails, 'Neither a stranger nor a bot is mailed.' );

		// An address is asked for a few times an hour at most.
		for ( $i = 0; $i < 5; $i++ ) {
			$ask( array( 'email' => 'donor@example.com' ) );
		}
		$this->assertStringContainsString( 'cairn_manage=busy', $ask( array( 'email' => 'donor@example.com' ) )->get_headers()['Location'] );
	}

	public function test_the_owner_cancels_at_the_periods_end_or_now_and_the_ledger_follows_stripe(): void {
		$this->donate();
		$id = $this->subscription()['subscription_id'];
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertSame( 403, $this->act( 'subscriptions/' . $id . '/cancel' )->get_status(), 'Editors do not handle the money.' );

		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->act( 'subscriptions/' . $id . '/cancel', array( 'when' => 'period_end' ) )->get_status() );
		$this->assertSame( 0, (int) $this->subscription()['cancel_at'], 'Nothing changes before Stripe confirms it.' );
		$this->deliver_all( self::$stripe->outbox() );
		$scheduled = $this->subscription();
		$this->assertSame( 'active', $scheduled['status'] );
		$this->assertGreaterThan( time(), (int) $scheduled['cancel_at'] );
		$this->assertSame( (int) $scheduled['period_end'], (int) $scheduled['cancel_at'] );

		$this->assertSame( 200, $this->act( 'subscriptions/' . $id . '/resume' )->get_status() );
		$this->deliver_all( self::$stripe->outbox() );
		$this->assertSame( 0, (int) $this->subscription()['cancel_at'] );

		$this->assertSame( 200, $this->act( 'subscriptions/' . $id . '/cancel', array( 'when' => 'now' ) )->get_status() );
		$this->deliver_all( self::$stripe->outbox() );
		$this->assertSame( 'canceled', $this->subscription()['status'] );
		$this->assertSame( 'canceled', self::$stripe->state()['subscriptions'][ $id ]['status'] );
		$again = $this->act( 'subscriptions/' . $id . '/cancel', array( 'when' => 'now' ) );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 404, $this->act( 'subscriptions/sub_nothere/cancel' )->get_status() );
	}

	public function test_a_cancellation_in_the_portal_comes_back_through_the_webhook(): void {
		$this->donate();
		$subscription = $this->subscription();
		$opened       = $this->open( $this->link_in( $this->mails[0] ) );
		$portal       = $opened->get_headers()['Location'];
		$cancel       = self::$stripe->browse( $portal . '/cancel/' . $subscription['subscription_id'], 'POST' );
		$this->assertSame( 303, $cancel['status'] );
		$this->deliver_all( self::$stripe->outbox() );
		$this->assertGreaterThan( time(), (int) $this->subscription()['cancel_at'], 'Ends at the period\'s end, as the portal says.' );
		$this->assertStringContainsString( 'cancels on', self::$stripe->browse( $portal )['body'] );
	}

	public function test_the_owner_refunds_part_then_the_rest_once_however_often_asked(): void {
		$this->donate( 'one-time', '15' );
		$payment = Ledger::payments()[0];
		$this->act_as( 'administrator' );
		$path = 'payments/' . (int) $payment['id'] . '/refund';

		// A double click before Stripe's events arrive is one refund.
		$this->assertSame( 200, $this->act( $path, array( 'amount' => '5,00' ) )->get_status() );
		$this->assertSame( 200, $this->act( $path, array( 'amount' => '5,00' ) )->get_status() );
		$this->assertCount( 1, self::$stripe->state()['refunds'] );
		$this->assertSame( 1500, Ledger::totals()['EUR']['amount'], 'Nothing changes before Stripe confirms it.' );
		$this->deliver_all( self::$stripe->outbox() );
		$this->assertSame( 1000, Ledger::totals()['EUR']['amount'] );

		$this->assertSame( 400, $this->act( $path, array( 'amount' => '20' ) )->get_status(), 'More than what is left.' );
		$this->assertSame( 400, $this->act( $path, array( 'amount' => 'lots' ) )->get_status() );
		$this->assertSame( 200, $this->act( $path )->get_status(), 'All that is left.' );
		$this->deliver_all( self::$stripe->outbox() );
		$this->assertSame( 0, Ledger::totals()['EUR']['amount'] );
		$this->assertSame( 409, $this->act( $path )->get_status() );
		$refunds = array_values( self::$stripe->state()['refunds'] );
		$this->assertSame( array( 500, 1000 ), array_column( $refunds, 'amount' ) );
		$this->assertSame( $payment['source_id'], $refunds[0]['metadata']['cairn_payment'] );
	}

	public function test_the_earnings_screen_shows_a_subscribers_history_with_nonce_protected_actions(): void {
		$this->donate();
		$subscription = $this->subscription();
		$this->deliver_all( self::$stripe->events( 'renew', $subscription['subscription_id'] ) );
		$this->act_as( 'administrator' );
		$_GET['subscription'] = $subscription['subscription_id'];
		ob_start();
		Earnings_Screen::render();
		$html = (string) ob_get_clean();
		unset( $_GET['subscription'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets it.
		$this->assertStringContainsString( 'Subscriber: donor@example.com', $html );
		$this->assertSame( 2, substr_count( $html, 'All (€15.00)' ), 'Its two payments, each refundable.' );
		$this->assertStringContainsString( 'Renewal', $html );
		foreach ( array( 'cancel', 'payments/' ) as $action ) {
			$this->assertStringContainsString( rest_url( 'cairn/v1/memberships/earnings/' ), $html );
			$this->assertStringContainsString( $action, $html );
		}
		$this->assertSame( 4, substr_count( $html, 'name="_wpnonce" value="' . wp_create_nonce( 'wp_rest' ) . '"' ), 'Cancel at the end, cancel now, and a refund per payment.' );

		// A renewal is refunded from its page: its PaymentIntent is looked up.
		$renewal = Ledger::subscription_payments( $subscription['subscription_id'] )[0];
		$this->assertSame( 'renewal', $renewal['kind'] );
		$this->assertSame( 200, $this->act( 'payments/' . (int) $renewal['id'] . '/refund' )->get_status() );
		$this->deliver_all( self::$stripe->outbox() );
		$this->assertSame( 1500, Ledger::totals()['EUR']['amount'] );

		ob_start();
		Earnings_Screen::render();
		$overview = (string) ob_get_clean();
		$this->assertStringContainsString( Earnings_Screen::url( $subscription['subscription_id'] ), str_replace( '&#038;', '&', $overview ) );
	}
}
