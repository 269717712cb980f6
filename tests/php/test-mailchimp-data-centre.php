<?php
/**
 * Mailchimp reached as a live site reaches it: no developer base URL, the
 * API at `https://<dc>.api.mailchimp.com/3.0` from the key's suffix, over
 * the test network (tools/wp/test-site-mu-plugin.php), which leads the data
 * centres' names to the local Mailchimp server through the outgoing-request
 * helper's own address checks, with a certificate from a test authority.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Mailchimp\Client;
use Cairn\Settings;

require_once __DIR__ . '/trait-mailchimp-signups.php';

/**
 * The data-centre host derived from the key.
 */
final class Test_Mailchimp_Data_Centre extends Test_Case {

	use Mailchimp_Signups;

	/**
	 * The key and audience only, as an owner enters them; the data centres'
	 * names lead to the test server.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_up_signups();
		$this->use_key( Mailchimp_Test_Server::KEY );
		self::$mailchimp->connect_network();
	}

	/**
	 * Puts the network back.
	 */
	protected function tearDown(): void {
		delete_option( 'cairn_test_network' );
		parent::tearDown();
	}

	/**
	 * Sets the key and the audience, and no base URL.
	 *
	 * @param string $key The key.
	 */
	private function use_key( string $key ): void {
		update_option( Settings::SERVICES, array( 'mailchimp_list_id' => Mailchimp_Test_Server::LIST_ID ) );
		update_option( Settings::SECRETS, array( 'mailchimp_api_key' => $key ) );
	}

	public function test_the_key_names_the_data_centre_the_site_calls(): void {
		$this->assertSame( '', Settings::get( 'mailchimp_api_base_url' ) );
		$this->assertSame( 'https://us6.api.mailchimp.com/3.0', Client::base_url() );

		$this->act_as( 'editor' );
		$this->assertSame( 'connected', $this->rest( 'GET', '/cairn/v1/mailchimp' )->get_data()['code'] );
		$this->assertSame( 'Topics', $this->rest( 'GET', '/cairn/v1/mailchimp/groups' )->get_data()['interest_categories'][0]['title'] );

		$post     = $this->signup_post( array( 'interests' => array( 'int-travel' ) ) );
		$response = $this->subscribe( array_merge( $this->form_fields( $post ), array( 'email' => 'reader@example.com' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'pending', $response->get_data()['status'] );
		$this->assertSame( array( 'int-travel' => true ), $this->member( 'reader@example.com' )['interests'] );

		$requests = self::$mailchimp->requests();
		$this->assertNotEmpty( $requests );
		foreach ( $requests as $request ) {
			$this->assertMatchesRegularExpression( '#^[A-Z]+ https://us6\.api\.mailchimp\.com/3\.0/#', $request );
		}
	}

	public function test_a_key_of_another_data_centre_is_sent_there_and_refused(): void {
		$this->use_key( 'test0123456789abcdef0123456789ab-us1' );
		$this->act_as( 'editor' );
		$data = $this->rest( 'GET', '/cairn/v1/mailchimp' )->get_data();
		$this->assertSame( 'not_connected', $data['code'] );
		$this->assertSame( 'Mailchimp refused the API key.', $data['message'] );
		$this->assertSame( array( 'GET https://us1.api.mailchimp.com/3.0/lists/' . Mailchimp_Test_Server::LIST_ID ), self::$mailchimp->requests() );
	}

	public function test_a_key_without_a_data_centre_calls_nobody(): void {
		$this->use_key( 'test0123456789abcdef0123456789ab' );
		$this->assertSame( '', Client::base_url() );
		$response = $this->subscribe( array( 'email' => 'reader@example.com' ) );
		$this->assertSame( 'cairn_mailchimp_not_connected', $response->get_data()['code'] );
		$this->assertSame( array(), self::$mailchimp->requests() );
	}

	public function test_a_data_centre_name_that_resolves_to_a_private_address_is_refused(): void {
		$network              = json_decode( (string) get_option( 'cairn_test_network' ), true );
		$network['addresses'] = array( 'us6.api.mailchimp.com' => '127.0.0.1' );
		update_option( 'cairn_test_network', (string) wp_json_encode( $network ) );
		$response = $this->subscribe( array( 'email' => 'reader@example.com' ) );
		$this->assertSame( 'cairn_mailchimp_unreachable', $response->get_data()['code'] );
		$this->assertSame( array(), self::$mailchimp->requests() );
	}
}
