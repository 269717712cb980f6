<?php
/**
 * Module routes.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Modules;

/**
 * `GET /cairn/v1/module/all` and `POST /cairn/v1/module/{slug}/active`.
 */
final class Test_Modules extends Test_Case {

	private function toggle( string $slug, $active ): \WP_REST_Response {
		return $this->rest( 'POST', '/cairn/v1/module/' . $slug . '/active', array( 'active' => $active ) );
	}

	public function test_lists_every_module_with_its_state(): void {
		$this->act_as( 'editor' );
		$data = $this->rest( 'GET', '/cairn/v1/module/all' )->get_data();

		$this->assertSame( array( 'related-posts', 'wordads' ), array_keys( $data ) );
		$this->assertSame( 'related-posts', $data['related-posts']['module'] );
		$this->assertFalse( $data['related-posts']['activated'] );
	}

	public function test_an_administrator_switches_a_module_on_and_off(): void {
		$this->act_as( 'administrator' );

		$response = $this->toggle( 'related-posts', true );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'success', $response->get_data()['code'] );
		$this->assertTrue( Modules::is_active( 'related-posts' ) );
		$this->assertFalse( Modules::is_active( 'wordads' ) );

		$this->toggle( 'related-posts', false );
		$this->assertFalse( Modules::is_active( 'related-posts' ) );
	}

	public function test_an_unknown_module_is_not_found(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 404, $this->toggle( 'nope', true )->get_status() );
	}

	public function test_the_active_flag_is_required(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 400, $this->rest( 'POST', '/cairn/v1/module/wordads/active' )->get_status() );
	}

	public function test_an_editor_cannot_switch_modules(): void {
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->toggle( 'wordads', true )->get_status() );
		$this->assertFalse( Modules::is_active( 'wordads' ) );
	}

	public function test_a_visitor_can_neither_list_nor_switch(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/cairn/v1/module/all' )->get_status() );
		$this->assertSame( 401, $this->toggle( 'wordads', true )->get_status() );
	}
}
