<?php
/**
 * Tests for the map block's server side: the Mapbox token route.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Settings;

/**
 * Map: Mapbox token.
 */
final class Test_Map extends Test_Case {

	/** A public token of Mapbox's shape. */
	private const PUBLIC_TOKEN = 'pk.eyJ1IjoiY2Fpcm4iLCJhIjoidGVzdCJ9.AbC-dEf_123';

	public function test_mapbox_key_route_is_for_administrators(): void {
		foreach ( array( '', 'subscriber', 'author', 'editor' ) as $role ) {
			$this->act_as( $role );
			foreach ( array( 'GET', 'POST', 'DELETE' ) as $method ) {
				$status = $this->rest( $method, '/cairn/v1/service-api-keys/mapbox', array( 'service_api_key' => self::PUBLIC_TOKEN ) )->get_status();
				$this->assertContains( $status, array( 401, 403 ), $role . ' ' . $method );
			}
		}
		$this->assertSame( '', Settings::get( 'mapbox_token' ) );
	}

	public function test_administrator_sets_reads_and_removes_the_token(): void {
		$this->act_as( 'administrator' );
		$this->assertSame(
			array(
				'service_api_key'        => '',
				'service_api_key_source' => 'none',
			),
			$this->rest( 'GET', '/cairn/v1/service-api-keys/mapbox' )->get_data()
		);
		$response = $this->rest( 'POST', '/cairn/v1/service-api-keys/mapbox', array( 'service_api_key' => ' ' . self::PUBLIC_TOKEN . "\n" ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'service_api_key'        => self::PUBLIC_TOKEN,
				'service_api_key_source' => 'site',
			),
			$response->get_data()
		);
		$this->assertSame( self::PUBLIC_TOKEN, Settings::get( 'mapbox_token' ) );
		$this->assertTrue( \Cairn\Editor_Data::services()['mapbox'] );
		$this->assertSame( 'site', $this->rest( 'GET', '/cairn/v1/service-api-keys/mapbox' )->get_data()['service_api_key_source'] );
		$this->assertSame( 'none', $this->rest( 'DELETE', '/cairn/v1/service-api-keys/mapbox' )->get_data()['service_api_key_source'] );
		$this->assertSame( '', Settings::get( 'mapbox_token' ) );
	}

	public function test_secret_temporary_and_malformed_tokens_are_refused(): void {
		$this->act_as( 'administrator' );
		$this->rest( 'POST', '/cairn/v1/service-api-keys/mapbox', array( 'service_api_key' => self::PUBLIC_TOKEN ) );
		$tokens = array(
			'sk.eyJ1IjoiY2Fpcm4iLCJhIjoidGVzdCJ9.AbC-dEf_123' => 'secret',
			'tk.eyJ1IjoiY2Fpcm4iLCJhIjoidGVzdCJ9.AbC-dEf_123' => 'secret',
			'pk.onlyonepart' => 'public token',
			'pk.a.b<script>' => 'public token',
			'hello'          => 'public token',
		);
		foreach ( $tokens as $token => $says ) {
			$response = $this->rest( 'POST', '/cairn/v1/service-api-keys/mapbox', array( 'service_api_key' => $token ) );
			$this->assertSame( 400, $response->get_status(), $token );
			$this->assertSame( 'cairn_mapbox_token_refused', $response->get_data()['code'], $token );
			$this->assertStringContainsString( $says, $response->get_data()['message'], $token );
		}
		$this->assertSame( self::PUBLIC_TOKEN, Settings::get( 'mapbox_token' ), 'The stored token is kept.' );
	}

	public function test_settings_route_refuses_a_secret_mapbox_token(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( 'mapbox_token' => 'sk.eyJ1IjoiY2Fpcm4ifQ.AbC' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'cairn_mapbox_token_refused', $response->get_data()['code'] );
		$this->assertSame( '', Settings::get( 'mapbox_token' ) );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( 'mapbox_token' => self::PUBLIC_TOKEN ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( self::PUBLIC_TOKEN, Settings::get( 'mapbox_token' ) );
		// Written around the route (update_option), a secret token is still not stored.
		update_option( Settings::SERVICES, array( 'mapbox_token' => 'sk.eyJ1IjoiY2Fpcm4ifQ.AbC' ) );
		$this->assertSame( self::PUBLIC_TOKEN, Settings::get( 'mapbox_token' ) );
	}
}
