<?php
/**
 * Tests for the Mailchimp routes, the signup's guards and the block's form,
 * against the local Mailchimp server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Mailchimp;
use Cairn\Mailchimp\Signup;
use Cairn\Settings;
use WP_REST_Response;

require_once __DIR__ . '/trait-uses-mailchimp-test-server.php';

/**
 * Mailchimp: connection, groups, subscribe.
 */
final class Test_Mailchimp extends Test_Case {

	use Uses_Mailchimp_Test_Server;

	/**
	 * Connects the test audience through the owner's settings.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$mailchimp->reset();
		$this->connect( Mailchimp_Test_Server::KEY, Mailchimp_Test_Server::LIST_ID );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
	}

	/**
	 * Sets the key, audience and the API base URL (the local server).
	 *
	 * @param string $key  API key.
	 * @param string $list Audience id.
	 */
	private function connect( string $key, string $list ): void {
		update_option(
			Settings::SERVICES,
			array(
				'mailchimp_list_id'      => $list,
				'mailchimp_api_base_url' => self::$mailchimp->url,
			)
		);
		update_option( Settings::SECRETS, array( 'mailchimp_api_key' => $key ) );
	}

	/**
	 * A subscribe request as a visitor.
	 *
	 * @param array<string,mixed> $params Body.
	 */
	private function subscribe( array $params ): WP_REST_Response {
		wp_set_current_user( 0 );
		$response = $this->rest( 'POST', '/cairn/v1/mailchimp/subscribe', $params );
		$this->assertStringNotContainsString( Mailchimp_Test_Server::KEY, (string) wp_json_encode( $response->get_data() ), 'No answer carries the key.' );
		$this->assertStringNotContainsString( 'test0123456789abcdef', (string) wp_json_encode( $response->get_data() ) );
		return $response;
	}

	/**
	 * The member the server holds for an address, or null.
	 *
	 * @param string $email Address.
	 * @return array<string,mixed>|null
	 */
	private function member( string $email ): ?array {
		return self::$mailchimp->members()[ md5( strtolower( $email ) ) ] ?? null;
	}

	public function test_connection_route_is_for_editors(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/cairn/v1/mailchimp' )->get_status() );
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/mailchimp' )->get_status() );
		$this->act_as( 'author' );
		$data = $this->rest( 'GET', '/cairn/v1/mailchimp' )->get_data();
		$this->assertSame( 'connected', $data['code'] );
		$this->assertSame( '', $data['connect_url'], 'Only administrators get the settings link.' );
		$this->act_as( 'administrator' );
		$this->assertStringContainsString( '#cairn-mailchimp', $this->rest( 'GET', '/cairn/v1/mailchimp' )->get_data()['connect_url'] );
	}

	public function test_bad_key_or_wrong_data_centre_is_not_connected_and_not_leaked(): void {
		foreach ( array( 'wrong0123456789abcdef0123456789ab-us6', 'test0123456789abcdef0123456789ab-us1' ) as $key ) {
			$this->act_as( 'administrator' );
			$this->connect( $key, Mailchimp_Test_Server::LIST_ID );
			$response = $this->rest( 'GET', '/cairn/v1/mailchimp' );
			$this->assertSame( 'not_connected', $response->get_data()['code'] );
			$this->assertStringNotContainsString( $key, (string) wp_json_encode( $response->get_data() ) );
			$sub = $this->subscribe( array( 'email' => 'reader@example.com' ) );
			$this->assertSame( 502, $sub->get_status() );
			$this->assertSame( 'cairn_mailchimp_bad_key', $sub->get_data()['code'] );
			$this->assertStringNotContainsString( $key, (string) wp_json_encode( $sub->get_data() ) );
		}
	}

	public function test_an_audience_mailchimp_does_not_know_is_not_connected(): void {
		$this->act_as( 'editor' );
		$this->connect( Mailchimp_Test_Server::KEY, 'nosuchlist' );
		$data = $this->rest( 'GET', '/cairn/v1/mailchimp' )->get_data();
		$this->assertSame( 'not_connected', $data['code'] );
		$this->assertSame( 'Mailchimp does not know the audience (list) ID.', $data['message'] );
	}

	public function test_not_configured_is_not_connected(): void {
		$this->act_as( 'editor' );
		delete_option( Settings::SECRETS );
		$this->assertSame( 'not_connected', $this->rest( 'GET', '/cairn/v1/mailchimp' )->get_data()['code'] );
	}

	public function test_groups_lists_interests(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/cairn/v1/mailchimp/groups' )->get_status() );
		$this->act_as( 'author' );
		$data = $this->rest( 'GET', '/cairn/v1/mailchimp/groups' )->get_data();
		$this->assertSame( 'Topics', $data['interest_categories'][0]['title'] );
		$this->assertSame(
			array(
				array(
					'id'   => 'int-recipes',
					'name' => 'Recipes',
				),
				array(
					'id'   => 'int-travel',
					'name' => 'Travel',
				),
			),
			$data['interest_categories'][0]['interests']
		);
	}

	public function test_wrong_list_is_an_error(): void {
		$this->connect( Mailchimp_Test_Server::KEY, 'nosuchlist' );
		$response = $this->subscribe( array( 'email' => 'reader@example.com' ) );
		$this->assertSame( 'cairn_mailchimp_no_list', $response->get_data()['code'] );
	}

	public function test_subscribe_adds_a_pending_member_with_interest_and_signup_field(): void {
		$signed   = Signup::sign( array( 'int-travel' ), 'SIGNUP', 'website' );
		$response = $this->subscribe(
			array(
				'email'     => 'Reader@Example.com',
				'config'    => $signed['config'],
				'signature' => $signed['signature'],
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$member = $this->member( 'reader@example.com' );
		$this->assertNotNull( $member );
		$this->assertSame( 'pending', $member['status'], 'Double opt-in: a new member confirms by email.' );
		$this->assertSame( array( 'int-travel' => true ), $member['interests'] );
		$this->assertSame( array( 'SIGNUP' => 'website' ), $member['merge_fields'] );
	}

	public function test_a_changed_config_is_refused(): void {
		$signed   = Signup::sign( array( 'int-travel' ), '', '' );
		$response = $this->subscribe(
			array(
				'email'     => 'reader@example.com',
				'config'    => str_replace( 'int-travel', 'int-recipes', $signed['config'] ),
				'signature' => $signed['signature'],
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( array(), self::$mailchimp->members() );
	}

	public function test_invalid_email_is_refused_before_mailchimp(): void {
		foreach ( array( '', 'not-an-email', 'a@b', 'a..b@example.com', str_repeat( 'a', 65 ) . '@example.com' ) as $email ) {
			$response = $this->subscribe( array( 'email' => $email ) );
			$this->assertSame( 400, $response->get_status(), $email );
		}
		$this->assertSame( array(), self::$mailchimp->members() );
	}

	public function test_honeypot_answers_success_and_sends_nothing(): void {
		$response = $this->subscribe(
			array(
				'email'          => 'bot@example.com',
				Signup::HONEYPOT => 'http://spam.example',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array(), self::$mailchimp->members() );
	}

	public function test_rate_limit_per_address_and_per_ip(): void {
		for ( $i = 0; $i < Signup::PER_ADDRESS; $i++ ) {
			$this->assertSame( 200, $this->subscribe( array( 'email' => 'same@example.com' ) )->get_status() );
		}
		$this->assertSame( 429, $this->subscribe( array( 'email' => 'SAME@example.com' ) )->get_status() );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		for ( $i = 0; $i < Signup::PER_IP; $i++ ) {
			$this->assertSame( 200, $this->subscribe( array( 'email' => "reader{$i}@example.com" ) )->get_status() );
		}
		$this->assertSame( 429, $this->subscribe( array( 'email' => 'another@example.com' ) )->get_status() );
	}

	public function test_member_in_compliance_state(): void {
		$response = $this->subscribe( array( 'email' => Mailchimp_Test_Server::COMPLIANCE_EMAIL ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'cairn_mailchimp_compliance', $response->get_data()['code'] );
	}

	public function test_form_renders_without_key_and_keeps_typed_email_on_error(): void {
		set_transient( Mailchimp::TYPED_PREFIX . 'abc123', 'typed@example.com', 60 );
		$_GET['cairn_mailchimp']       = 'error';
		$_GET['cairn_mailchimp_typed'] = 'abc123';
		$html                          = do_blocks( '<!-- wp:cairn/mailchimp {"interests":["int-travel"]} /-->' );
		unset( $_GET['cairn_mailchimp'], $_GET['cairn_mailchimp_typed'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets the form's result.
		$this->assertStringContainsString( 'value="typed@example.com"', $html );
		$this->assertStringContainsString( 'role="alert"', $html );
		$this->assertStringContainsString( 'admin-post.php', $html );
		$this->assertStringContainsString( 'name="' . Signup::HONEYPOT . '"', $html );
		$this->assertStringNotContainsString( Mailchimp_Test_Server::KEY, $html );
		$this->assertStringNotContainsString( 'test0123456789abcdef', $html );
	}

	public function test_button_colours_are_plain_css(): void {
		$html = do_blocks( '<!-- wp:cairn/mailchimp {"backgroundButtonColor":"#112233","textButtonColor":"red;background:url(x)"} /-->' );
		$this->assertStringContainsString( 'background-color:#112233;', $html );
		$this->assertStringNotContainsString( 'url(', $html );
	}

	public function test_form_is_empty_when_not_connected(): void {
		delete_option( Settings::SECRETS );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:cairn/mailchimp /-->' ) ) );
	}

	public function test_admin_post_action_is_hooked_for_visitors(): void {
		$this->assertNotFalse( has_action( 'admin_post_nopriv_' . Mailchimp::ACTION ) );
	}
}
