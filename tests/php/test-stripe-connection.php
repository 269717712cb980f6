<?php
/**
 * Tests for the Stripe keys: saved through the settings, masked, verified.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Settings;
use Cairn\Stripe\Client;
use Cairn\Stripe\Connection;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * Stripe connection.
 */
final class Test_Stripe_Connection extends Test_Case {

	use Uses_Stripe_Test_Server;

	/**
	 * Starts from no keys and a fresh server.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		delete_option( Connection::OPTION );
		delete_option( Connection::ERROR_OPTION );
		delete_option( Connection::NOTICE_OPTION );
	}

	/**
	 * Saves the keys through `/wp/v2/settings` as the settings page does.
	 *
	 * @param string $secret_key Secret key.
	 */
	private function save_keys( string $secret_key ): \WP_REST_Response {
		$this->act_as( 'administrator' );
		return $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Settings::SERVICES => array(
					'stripe_publishable_key' => Stripe_Test_Server::PUBLISHABLE,
					'stripe_api_base_url'    => self::$stripe->url,
				),
				Settings::SECRETS  => array(
					'stripe_secret_key'     => $secret_key,
					'stripe_webhook_secret' => Stripe_Test_Server::WEBHOOK_SECRET,
				),
			)
		);
	}

	public function test_saved_keys_are_verified_and_the_secret_never_shown(): void {
		$response = $this->save_keys( Stripe_Test_Server::KEY );
		$this->assertSame( 200, $response->get_status() );
		$json = (string) wp_json_encode( $response->get_data() );
		$this->assertStringNotContainsString( Stripe_Test_Server::KEY, $json );
		$this->assertStringNotContainsString( Stripe_Test_Server::WEBHOOK_SECRET, $json );
		$this->assertSame( Settings::SECRET_SET, $response->get_data()[ Settings::SECRETS ]['stripe_secret_key'] );
		$this->assertSame( Stripe_Test_Server::PUBLISHABLE, $response->get_data()[ Settings::SERVICES ]['stripe_publishable_key'] );

		$this->assertTrue( Connection::is_connected() );
		$this->assertSame(
			array(
				'id'               => Stripe_Test_Server::ACCOUNT,
				'default_currency' => 'USD',
			),
			Connection::account()
		);
		$requests = self::$stripe->state()['requests'];
		$this->assertSame( '/v1/account', $requests[0]['path'] ?? '', 'The account is read when the keys are saved.' );

		$this->assertSame( 'connected', Connection::take_notice() );
		$this->assertSame( '', Connection::take_notice(), 'The notice shows once.' );
	}

	public function test_a_refused_key_is_not_connected_and_says_why(): void {
		$this->save_keys( 'sk_test_wrong' );
		$this->assertFalse( Connection::is_connected() );
		$this->assertSame( 'Stripe refused the secret key.', Connection::error() );
		$this->assertSame( '', Connection::take_notice() );
	}

	public function test_a_changed_key_is_checked_again(): void {
		$this->save_keys( Stripe_Test_Server::KEY );
		$this->assertTrue( Connection::is_connected() );
		$this->save_keys( 'sk_test_other' );
		$this->assertFalse( Connection::is_connected(), 'A verification is only good for the key it was made with.' );
	}

	public function test_removing_the_key_disconnects_with_the_cancelled_notice(): void {
		$this->save_keys( Stripe_Test_Server::KEY );
		Connection::take_notice();
		$this->save_keys( '' );
		$this->assertFalse( Connection::is_connected() );
		$this->assertSame( 'cancelled', Connection::take_notice() );
	}

	public function test_only_administrators_write_the_keys(): void {
		$this->act_as( 'editor' );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SECRETS => array( 'stripe_secret_key' => 'sk_test_evil' ) ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( '', Settings::secret( 'stripe_secret_key' ) );
	}

	public function test_the_client_form_encodes_with_brackets(): void {
		$this->assertSame(
			'mode=payment&line_items%5B0%5D%5Bprice_data%5D%5Bunit_amount%5D=500&line_items%5B0%5D%5Bquantity%5D=1&metadata%5Bok%5D=true',
			Client::encode(
				array(
					'mode'       => 'payment',
					'line_items' => array(
						array(
							'price_data' => array( 'unit_amount' => 500 ),
							'quantity'   => 1,
						),
					),
					'skipped'    => null,
					'metadata'   => array( 'ok' => true ),
				)
			)
		);
	}
}
