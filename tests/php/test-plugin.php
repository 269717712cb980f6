<?php
/**
 * Smoke tests: the plugin loads in a real WordPress.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use WP_Block_Editor_Context;

/**
 * Cairn is active and adds its block categories and REST namespace; the test
 * harness isolates tests and switches users.
 *
 * @group database
 */
final class Test_Plugin extends Test_Case {

	/**
	 * Login of the user that the next test expects to be gone.
	 *
	 * @var string
	 */
	private static $rolled_back_login = '';

	public function test_plugin_is_active(): void {
		$this->assertTrue( is_plugin_active( 'cairn/plugin.php' ) );
		$this->assertTrue( defined( 'Cairn\\VERSION' ) );
	}

	public function test_block_categories_are_added(): void {
		$post       = get_post( wp_insert_post( array( 'post_title' => 'Smoke' ) ) );
		$categories = get_block_categories( new WP_Block_Editor_Context( array( 'post' => $post ) ) );
		$slugs      = wp_list_pluck( $categories, 'slug' );
		foreach ( array( 'cairn', 'cairn-forms', 'cairn-monetize', 'cairn-grow' ) as $slug ) {
			$this->assertContains( $slug, $slugs );
		}
		// Core's own categories are kept.
		$this->assertContains( 'text', $slugs );
	}

	/**
	 * Forms holds the form and its parts; Monetize what takes money (payments,
	 * ads, tickets, tables); Grow what brings visitors back and tells them
	 * about the business; Cairn the media, AI and writing blocks.
	 */
	public function test_each_block_sits_in_its_category(): void {
		$expected = array(
			'cairn-forms'    => array( 'contact-form', 'field', 'form-step', 'form-step-navigation' ),
			'cairn-monetize' => array( 'ad', 'button', 'donations', 'eventbrite', 'opentable', 'recurring-payments', 'tock' ),
			'cairn-grow'     => array( 'address', 'business-hours', 'calendly', 'contact-info', 'email', 'google-calendar', 'mailchimp', 'phone', 'related-posts', 'repeat-visitor', 'star-rating' ),
			'cairn'          => array( 'ai-assistant', 'gif', 'instagram-gallery', 'map', 'markdown', 'pinterest', 'slideshow', 'tiled-gallery', 'video', 'voice-to-content' ),
		);
		$actual   = array_fill_keys( array_keys( $expected ), array() );
		foreach ( \WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $type ) {
			if ( 0 === strpos( $name, 'cairn/' ) ) {
				$actual[ (string) $type->category ][] = substr( $name, strlen( 'cairn/' ) );
			}
		}
		$actual = array_map(
			static function ( array $names ): array {
				sort( $names );
				return $names;
			},
			$actual
		);
		$this->assertSame( $expected, $actual );
	}

	public function test_rest_namespace_is_registered(): void {
		$this->assertContains( 'cairn/v1', rest_get_server()->get_namespaces() );
	}

	public function test_rest_requests_run_as_the_current_user(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/settings' )->get_status() );

		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', '/wp/v2/settings' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Cairn Test', $response->get_data()['title'] );
	}

	public function test_changes_made_in_a_test_are_rolled_back(): void {
		$user_id                 = $this->create_user( 'editor' );
		self::$rolled_back_login = get_userdata( $user_id )->user_login;
		$this->assertTrue( user_can( $user_id, 'edit_others_posts' ) );
	}

	/**
	 * Runs after the test that created a user, which must be gone.
	 *
	 * @depends test_changes_made_in_a_test_are_rolled_back
	 */
	public function test_the_previous_test_left_nothing_behind(): void {
		$this->assertNotSame( '', self::$rolled_back_login );
		$this->assertFalse( get_user_by( 'login', self::$rolled_back_login ) );
	}
}
