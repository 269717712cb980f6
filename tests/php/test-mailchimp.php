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

require_once __DIR__ . '/trait-mailchimp-signups.php';

/**
 * Mailchimp: connection, groups, subscribe.
 */
final class Test_Mailchimp extends Test_Case {

	use Mailchimp_Signups;

	/**
	 * Connects the test audience.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_up_signups();
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

	public function test_subscribe_adds_a_pending_member_with_the_blocks_group_and_signup_field_only(): void {
		$post     = $this->signup_post(
			array(
				'interests'        => array( 'int-travel' ),
				'signupFieldTag'   => 'SIGNUP',
				'signupFieldValue' => 'website',
			)
		);
		$response = $this->subscribe(
			array_merge(
				$this->form_fields( $post ),
				array(
					'email'        => 'Reader@Example.com',
					// Values the block does not define are never sent.
					'merge_fields' => array( 'FNAME' => 'Forged' ),
					'interests'    => array( 'int-recipes' ),
					'FNAME'        => 'Forged',
				)
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$member = $this->member( 'reader@example.com' );
		$this->assertNotNull( $member );
		$this->assertSame( 'pending', $member['status'], 'Double opt-in: a new member confirms by email.' );
		$this->assertSame( array( 'int-travel' => true ), $member['interests'] );
		$this->assertSame( array( 'SIGNUP' => 'website' ), $member['merge_fields'] );
	}

	public function test_a_block_that_changed_or_never_was_is_refused(): void {
		$post   = $this->signup_post( array( 'interests' => array( 'int-travel' ) ) );
		$fields = $this->form_fields( $post );
		wp_update_post(
			array(
				'ID'           => $post,
				'post_content' => '<!-- wp:cairn/mailchimp {"interests":["int-recipes"]} /-->',
			)
		);
		$changed = $this->subscribe( array_merge( $fields, array( 'email' => 'reader@example.com' ) ) );
		$this->assertSame( 400, $changed->get_status() );
		$this->assertSame( 'cairn_mailchimp_bad_form', $changed->get_data()['code'] );
		$this->assertSame( array(), self::$mailchimp->members() );
	}

	public function test_a_signup_copied_from_a_draft_preview_is_refused_to_visitors(): void {
		$contributor = $this->act_as( 'contributor' );
		$draft       = $this->signup_post(
			array(
				'interests'        => array( 'int-recipes' ),
				'signupFieldTag'   => 'FNAME',
				'signupFieldValue' => 'Your account is locked: https://phish.example',
			),
			array(
				'post_status' => 'draft',
				'post_author' => $contributor,
			)
		);
		$copied      = $this->form_fields( $draft );

		foreach ( array( 'Reader@example.com', 'other@example.com' ) as $email ) {
			$response = $this->subscribe( array_merge( $copied, array( 'email' => $email ) ) );
			$this->assertSame( 400, $response->get_status(), $email );
			$this->assertSame( 'cairn_mailchimp_bad_form', $response->get_data()['code'] );
		}
		$this->assertSame( array(), self::$mailchimp->members() );

		// Its author tries the preview: the address alone, without the
		// groups and fields of a post nobody who may publish has published.
		wp_set_current_user( $contributor );
		$own = $this->rest( 'POST', '/cairn/v1/mailchimp/subscribe', array_merge( $copied, array( 'email' => 'me@example.com' ) ) );
		$this->assertSame( 200, $own->get_status() );
		$this->assertSame( array(), (array) $this->member( 'me@example.com' )['interests'] );
		$this->assertSame( array(), (array) $this->member( 'me@example.com' )['merge_fields'] );

		// An editor, who may publish it, tries it with its settings.
		$this->act_as( 'editor' );
		$this->assertSame( 200, $this->rest( 'POST', '/cairn/v1/mailchimp/subscribe', array_merge( $this->form_fields( $draft ), array( 'email' => 'editor@example.com' ) ) )->get_status() );
		$this->assertSame( array( 'int-recipes' => true ), $this->member( 'editor@example.com' )['interests'] );

		// Once published by someone who may publish, it is the site's form.
		wp_publish_post( $draft );
		$this->assertSame( 200, $this->subscribe( array_merge( $this->form_fields( $draft ), array( 'email' => 'reader@example.com' ) ) )->get_status() );
		$this->assertSame( array( 'int-recipes' => true ), $this->member( 'reader@example.com' )['interests'] );
	}

	public function test_the_plain_post_counts_a_session_only_with_the_previews_nonce(): void {
		$this->act_as( 'editor' );
		$draft  = $this->signup_post( array( 'interests' => array( 'int-travel' ) ), array( 'post_status' => 'draft' ) );
		$fields = $this->form_fields( $draft );
		$this->assertArrayHasKey( '_wpnonce', $fields, 'A preview carries the nonce.' );
		$this->assertArrayNotHasKey( '_wpnonce', $this->form_fields( $this->signup_post( array() ) ), 'A public page does not.' );

		// Another site's page posting in the editor's name, without the nonce: a visitor's request.
		$forged = $fields;
		unset( $forged['_wpnonce'] );
		$this->assertStringContainsString( 'cairn_mailchimp=error', $this->plain_post( array_merge( $forged, array( 'email' => 'forged@example.com' ) ) ) );
		$this->assertNull( $this->member( 'forged@example.com' ) );

		$this->assertStringContainsString( 'cairn_mailchimp=pending', $this->plain_post( array_merge( $fields, array( 'email' => 'tried@example.com' ) ) ) );
		$this->assertSame( array( 'int-travel' => true ), $this->member( 'tried@example.com' )['interests'] );
	}

	public function test_a_signup_changes_nothing_of_an_existing_member(): void {
		self::$mailchimp->put_member(
			'member@example.com',
			array(
				'status_if_new' => 'subscribed',
				'merge_fields'  => array( 'FNAME' => 'Ada' ),
				'interests'     => array( 'int-recipes' => true ),
			)
		);
		$this->assertSame( 'subscribed', $this->member( 'member@example.com' )['status'] );
		$post     = $this->signup_post(
			array(
				'interests'        => array( 'int-travel' ),
				'signupFieldTag'   => 'FNAME',
				'signupFieldValue' => 'Someone else',
			)
		);
		$response = $this->subscribe( array_merge( $this->form_fields( $post ), array( 'email' => 'Member@example.com' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'subscribed', $response->get_data()['status'] );
		$member = $this->member( 'member@example.com' );
		$this->assertSame( 'subscribed', $member['status'] );
		$this->assertSame( array( 'int-recipes' => true ), $member['interests'], 'Nobody adds groups to someone else.' );
		$this->assertSame( array( 'FNAME' => 'Ada' ), $member['merge_fields'] );
	}

	public function test_a_block_in_a_widget_area_signs_up_with_its_settings(): void {
		update_option(
			'widget_block',
			array(
				2              => array( 'content' => '<!-- wp:cairn/mailchimp {"interests":["int-travel"]} /-->' ),
				'_multiwidget' => 1,
			)
		);
		$fields   = $this->hidden_fields( do_blocks( '<!-- wp:cairn/mailchimp {"interests":["int-travel"]} /-->' ) );
		$response = $this->subscribe( array_merge( $fields, array( 'email' => 'footer@example.com' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'int-travel' => true ), $this->member( 'footer@example.com' )['interests'] );

		// The same block rendered elsewhere, but in no place of the site, is not.
		$stray = $this->hidden_fields( do_blocks( '<!-- wp:cairn/mailchimp {"interests":["int-recipes"]} /-->' ) );
		$this->assertSame( 400, $this->subscribe( array_merge( $stray, array( 'email' => 'stray@example.com' ) ) )->get_status() );
	}

	public function test_a_form_that_names_no_block_subscribes_the_address_alone(): void {
		// A page cached before forms named their block still signs its
		// visitors up; what it claims about groups or fields counts for nothing.
		$response = $this->subscribe(
			array(
				'email'     => 'cached@example.com',
				'config'    => '{"interests":["int-travel"],"tag":"FNAME","value":"x"}',
				'signature' => str_repeat( 'a', 64 ),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array(), (array) $this->member( 'cached@example.com' )['interests'] );
		$this->assertSame( array(), (array) $this->member( 'cached@example.com' )['merge_fields'] );
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

	public function test_behind_a_trusted_proxy_each_visitor_has_their_own_limit(): void {
		$services                     = (array) get_option( Settings::SERVICES );
		$services['trusted_proxies']  = '10.0.0.0/8';
		$services['client_ip_header'] = 'X-Forwarded-For';
		update_option( Settings::SERVICES, $services );
		$forwarded = $_SERVER['HTTP_X_FORWARDED_FOR'] ?? null;
		try {
			// Every visitor arrives from the proxy's address.
			$_SERVER['REMOTE_ADDR']          = '10.0.0.2';
			$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.7';
			for ( $i = 0; $i < Signup::PER_IP; $i++ ) {
				$this->assertSame( 200, $this->subscribe( array( 'email' => "reader{$i}@example.com" ) )->get_status() );
			}
			// An address of their choosing in front of the proxy's changes nothing.
			$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.99, 198.51.100.7';
			$this->assertSame( 429, $this->subscribe( array( 'email' => 'another@example.com' ) )->get_status() );
			$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.8';
			$this->assertSame( 200, $this->subscribe( array( 'email' => 'neighbour@example.com' ) )->get_status() );
		} finally {
			if ( null === $forwarded ) {
				unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
			} else {
				$_SERVER['HTTP_X_FORWARDED_FOR'] = $forwarded;
			}
		}
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
