<?php
/**
 * Stripe: Cairn sets up the webhook endpoint on the owner's account.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Settings;
use Cairn\Stripe\Connection;
use Cairn\Stripe\Webhook;
use Cairn\Stripe\Webhook_Endpoint;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * Payments are recorded only from Stripe's events: when the keys are saved,
 * the endpoint for this site is made (or found and set) on the local Stripe
 * server with exactly the handler's events, and its signing secret kept.
 *
 * @group database
 */
final class Test_Stripe_Webhook_Endpoint extends Test_Case {

	use Uses_Stripe_Test_Server;

	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		$this->act_as( 'administrator' );
	}

	/**
	 * Saves the keys as the settings page does.
	 *
	 * @param string $secret_key Secret key.
	 * @param array  $secrets    Other secrets to send.
	 */
	private function save_keys( string $secret_key = Stripe_Test_Server::KEY, array $secrets = array() ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Settings::SERVICES => array(
					'stripe_publishable_key' => Stripe_Test_Server::PUBLISHABLE,
					'stripe_api_base_url'    => self::$stripe->url,
				),
				Settings::SECRETS  => array( 'stripe_secret_key' => $secret_key ) + $secrets,
			)
		);
	}

	/**
	 * The form encoding of a list of events.
	 *
	 * @param string[] $events Events.
	 */
	private function events_form( array $events ): string {
		return implode(
			'&',
			array_map(
				static function ( string $event, int $index ): string {
					return rawurlencode( 'enabled_events[' . $index . ']' ) . '=' . rawurlencode( $event );
				},
				$events,
				array_keys( $events )
			)
		);
	}

	public function test_saving_the_keys_creates_the_endpoint_with_the_handler_s_events_and_keeps_its_secret(): void {
		// A secret of this server's own: only the creation answer can tell it.
		$secret = 'whsec_' . wp_generate_password( 24, false );
		self::$stripe->set_webhook_secret( $secret );

		$this->assertSame( 200, $this->save_keys()->get_status() );

		$endpoints = self::$stripe->webhook_endpoints();
		$this->assertCount( 1, $endpoints );
		$this->assertSame( rest_url( 'cairn/v1/stripe/webhook' ), $endpoints[0]['url'] );
		$this->assertSame( Webhook::EVENTS, $endpoints[0]['enabled_events'] );
		$this->assertContains( 'charge.refunded', $endpoints[0]['enabled_events'] );
		$this->assertSame( Webhook_Endpoint::API_VERSION, $endpoints[0]['api_version'] );
		$this->assertSame( $secret, Settings::secret( 'stripe_webhook_secret' ) );
		$this->assertSame( 'created', Webhook_Endpoint::state()['status'] );
		$this->assertSame( Settings::SECRET_SET, $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ Settings::SECRETS ]['stripe_webhook_secret'], 'The page sees that a secret is set, never which.' );

		// A later save of anything makes no second endpoint.
		$this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( 'ads_publisher_id' => 'pub-1' ) ) );
		$this->assertCount( 1, self::$stripe->webhook_endpoints() );
	}

	public function test_an_endpoint_whose_secret_is_known_is_kept_and_given_every_event(): void {
		$made = self::$stripe->api( 'POST', '/v1/webhook_endpoints', 'url=' . rawurlencode( rest_url( 'cairn/v1/stripe/webhook' ) ) . '&api_version=' . Webhook_Endpoint::API_VERSION . '&' . $this->events_form( array( 'checkout.session.completed', 'invoice.paid' ) ) );

		// The owner made it by hand and pasted its signing secret.
		$this->save_keys( Stripe_Test_Server::KEY, array( 'stripe_webhook_secret' => $made['secret'] ) );

		$endpoints = self::$stripe->webhook_endpoints();
		$this->assertCount( 1, $endpoints );
		$this->assertSame( $made['id'], $endpoints[0]['id'] );
		$this->assertSame( Webhook::EVENTS, $endpoints[0]['enabled_events'] );
		$this->assertSame( $made['secret'], Settings::secret( 'stripe_webhook_secret' ) );
		$this->assertSame( 'updated', Webhook_Endpoint::state()['status'] );
	}

	public function test_an_endpoint_whose_secret_is_unknown_is_replaced(): void {
		$old = self::$stripe->api( 'POST', '/v1/webhook_endpoints', 'url=' . rawurlencode( rest_url( 'cairn/v1/stripe/webhook' ) ) . '&' . $this->events_form( array( 'invoice.paid' ) ) );
		self::$stripe->set_webhook_secret( 'whsec_new0123456789' );

		$this->save_keys();

		$endpoints = self::$stripe->webhook_endpoints();
		$this->assertCount( 1, $endpoints );
		$this->assertNotSame( $old['id'], $endpoints[0]['id'] );
		$this->assertSame( 'whsec_new0123456789', Settings::secret( 'stripe_webhook_secret' ) );
	}

	public function test_a_restricted_key_leaves_the_endpoint_to_the_owner_with_the_url_and_events(): void {
		$this->save_keys( 'rk_test_cairn0123456789' );

		$this->assertTrue( Connection::is_connected(), 'A restricted key that reads the account takes payments.' );
		$this->assertSame( array(), self::$stripe->webhook_endpoints() );
		$state = $this->rest( 'GET', '/cairn/v1/services/stripe/webhook' )->get_data();
		$this->assertSame( 'manual', $state['status'] );
		$this->assertStringContainsString( 'restricted key', $state['message'] );
		$this->assertSame( rest_url( 'cairn/v1/stripe/webhook' ), $state['url'] );
		$this->assertSame( Webhook::EVENTS, $state['events'] );
		$this->assertContains( 'charge.refunded', $state['events'] );
		$this->assertNull( $state['last_event'] );

		// Saved again once the key may: tried again.
		update_option( Settings::SECRETS, array( 'stripe_secret_key' => Stripe_Test_Server::KEY ) );
		$this->assertSame( 'created', Webhook_Endpoint::state()['status'] );
	}

	public function test_each_verified_event_says_when_the_last_one_arrived(): void {
		$this->save_keys();
		$delivery = self::$stripe->sign(
			(string) wp_json_encode(
				array(
					'id'   => 'evt_1',
					'type' => 'customer.created',
					'data' => array( 'object' => array() ),
				)
			)
		);

		$this->assertSame( 400, $this->rest( 'POST', '/cairn/v1/stripe/webhook', array(), array( 'stripe_signature' => 't=1,v1=bad' ) )->get_status() );
		$this->assertNull( $this->rest( 'GET', '/cairn/v1/services/stripe/webhook' )->get_data()['last_event'] );

		$request = new \WP_REST_Request( 'POST', '/cairn/v1/stripe/webhook' );
		$request->set_header( 'stripe_signature', $delivery['signature'] );
		$request->set_body( $delivery['body'] );
		$this->assertSame( 200, rest_do_request( $request )->get_status() );

		$last = $this->rest( 'GET', '/cairn/v1/services/stripe/webhook' )->get_data()['last_event'];
		$this->assertIsString( $last );
		$this->assertLessThanOrEqual( 5, abs( time() - strtotime( $last ) ) );
	}

	public function test_the_connection_test_names_the_account_its_mode_and_the_webhook(): void {
		$services = array(
			'stripe_publishable_key' => Stripe_Test_Server::PUBLISHABLE,
			'stripe_api_base_url'    => self::$stripe->url,
		);
		$test     = function ( array $secrets ) use ( $services ): array {
			return $this->rest(
				'POST',
				'/cairn/v1/services/stripe/test',
				array(
					'services' => $services,
					'secrets'  => $secrets,
				)
			)->get_data();
		};

		$before = $test( array( 'stripe_secret_key' => Stripe_Test_Server::KEY ) );
		$this->assertSame( 'Connected to “Cairn Test Shop” (acct_cairntest), in test mode.', $before['checks'][0]['message'] );
		$this->assertSame( 'failed', $before['checks'][1]['status'], 'Not saved yet: Stripe sends this site nothing.' );
		$this->assertStringStartsWith( 'Stripe sends no events to this site yet', $before['checks'][1]['message'] );
		$this->assertSame( array(), self::$stripe->webhook_endpoints(), 'A test makes nothing on Stripe.' );

		$this->save_keys();
		$after = $test( array() );
		$this->assertTrue( $after['ok'] );
		$this->assertSame( array( 'Account', 'Webhook', 'Last event' ), array_column( $after['checks'], 'label' ) );

		$wrong = $test( array( 'stripe_secret_key' => 'sk_test_wrong' ) );
		$this->assertFalse( $wrong['ok'] );
		$this->assertStringStartsWith( 'Stripe refused the secret key.', $wrong['checks'][0]['message'] );

		$live = $test( array( 'stripe_secret_key' => 'sk_live_other' ) );
		$this->assertSame( 'The publishable key and the secret key are from different modes (one test, one live): use the pair of one mode.', $live['checks'][0]['message'] );
	}

	public function test_every_listed_event_is_one_the_handler_records(): void {
		// The handler's cases are the events it records: each listed event must have one.
		$source = (string) file_get_contents( dirname( __DIR__, 2 ) . '/includes/stripe/class-webhook.php' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- reading the plugin's own source.
		preg_match_all( "/case '([a-z_.]+)':/", $source, $cases );
		$this->assertEqualsCanonicalizing( Webhook::EVENTS, $cases[1] );
	}
}
