<?php
/**
 * Tests for the once-only notice after the Stripe keys changed: handed to
 * the post editor of an administrator, once.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Editor_Data;
use Cairn\Settings;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * Stripe notices.
 */
final class Test_Stripe_Notices extends Test_Case {

	use Uses_Stripe_Test_Server;

	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'post' );
	}

	protected function tearDown(): void {
		unset( $GLOBALS['current_screen'] );
		parent::tearDown();
	}

	public function test_the_connected_notice_reaches_the_post_editor_once(): void {
		$this->act_as( 'administrator' );
		$this->connect_stripe();
		$this->assertSame( '', Editor_Data::get()['stripeNotice'], 'only the printed editor data takes it' );
		$this->assertSame( 'connected', Editor_Data::get( true )['stripeNotice'] );
		$this->assertSame( '', Editor_Data::get( true )['stripeNotice'], 'once' );
	}

	public function test_the_cancelled_notice_after_the_keys_are_removed(): void {
		$this->act_as( 'administrator' );
		$this->connect_stripe();
		Editor_Data::get( true );
		update_option( Settings::SECRETS, array( 'stripe_secret_key' => '' ) );
		$this->assertSame( 'cancelled', Editor_Data::get( true )['stripeNotice'] );
	}

	public function test_only_administrators_get_it_and_others_leave_it(): void {
		$this->connect_stripe();
		$this->act_as( 'editor' );
		$this->assertSame( '', Editor_Data::get( true )['stripeNotice'] );
		$this->act_as( 'administrator' );
		unset( $GLOBALS['current_screen'] );
		$this->assertSame( '', Editor_Data::get( true )['stripeNotice'], 'not outside the post editor' );
		set_current_screen( 'post' );
		$this->assertSame( 'connected', Editor_Data::get( true )['stripeNotice'] );
	}

	public function test_the_status_route_hands_it_out_when_the_editor_did_not(): void {
		$this->act_as( 'administrator' );
		$this->connect_stripe();
		$this->assertSame( 'connected', $this->rest( 'GET', '/cairn/v1/memberships/status' )->get_data()['notice'] );
		$this->assertSame( '', Editor_Data::get( true )['stripeNotice'] );
	}
}
