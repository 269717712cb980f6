<?php
/**
 * Module routes.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Modules;
use PHPUnit\Framework\TestCase;
use WP_REST_Request;

/**
 * `GET /cairn/v1/module/all` and `POST /cairn/v1/module/{slug}/active`.
 */
final class Test_Modules extends TestCase {

	protected function setUp(): void {
		delete_option( Modules::OPTION );
	}

	protected function tearDown(): void {
		delete_option( Modules::OPTION );
		wp_set_current_user( 0 );
	}

	private static function as_role( string $role ): void {
		$login = 'cairn_' . $role;
		$user  = get_user_by( 'login', $login );
		wp_set_current_user(
			$user ? $user->ID : (int) wp_insert_user(
				array(
					'user_login' => $login,
					'user_pass'  => wp_generate_password(),
					'role'       => $role,
				)
			)
		);
	}

	private static function toggle( string $slug, $active ): \WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/cairn/v1/module/' . $slug . '/active' );
		$request->set_body_params( array( 'active' => $active ) );
		return rest_do_request( $request );
	}

	public function test_lists_every_module_with_its_state(): void {
		self::as_role( 'editor' );
		$data = rest_do_request( new WP_REST_Request( 'GET', '/cairn/v1/module/all' ) )->get_data();

		$this->assertSame( array( 'related-posts', 'wordads' ), array_keys( $data ) );
		$this->assertSame( 'related-posts', $data['related-posts']['module'] );
		$this->assertFalse( $data['related-posts']['activated'] );
	}

	public function test_an_administrator_switches_a_module_on_and_off(): void {
		self::as_role( 'administrator' );

		$response = self::toggle( 'related-posts', true );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'success', $response->get_data()['code'] );
		$this->assertTrue( Modules::is_active( 'related-posts' ) );
		$this->assertFalse( Modules::is_active( 'wordads' ) );

		self::toggle( 'related-posts', false );
		$this->assertFalse( Modules::is_active( 'related-posts' ) );
	}

	public function test_an_unknown_module_is_not_found(): void {
		self::as_role( 'administrator' );
		$this->assertSame( 404, self::toggle( 'nope', true )->get_status() );
	}

	public function test_the_active_flag_is_required(): void {
		self::as_role( 'administrator' );
		$request = new WP_REST_Request( 'POST', '/cairn/v1/module/wordads/active' );
		$this->assertSame( 400, rest_do_request( $request )->get_status() );
	}

	public function test_an_editor_cannot_switch_modules(): void {
		self::as_role( 'editor' );
		$this->assertSame( 403, self::toggle( 'wordads', true )->get_status() );
		$this->assertFalse( Modules::is_active( 'wordads' ) );
	}

	public function test_a_visitor_can_neither_list_nor_switch(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 401, rest_do_request( new WP_REST_Request( 'GET', '/cairn/v1/module/all' ) )->get_status() );
		$this->assertSame( 401, self::toggle( 'wordads', true )->get_status() );
	}
}
