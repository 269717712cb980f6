<?php
/**
 * Tests for the map block's server side: the Mapbox token route and the
 * MapKit JS tokens the site signs.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Maps\Mapkit_Token;
use Cairn\Settings;

/**
 * Map: Mapbox token, MapKit token.
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

	/**
	 * A new EC P-256 key pair, as Apple's .p8 (PKCS#8 PEM) and the public PEM.
	 *
	 * @return array{0:string,1:string}
	 */
	private function key_pair(): array {
		$key = openssl_pkey_new(
			array(
				'private_key_type' => OPENSSL_KEYTYPE_EC,
				'curve_name'       => 'prime256v1',
			)
		);
		$this->assertNotFalse( $key );
		$pem = '';
		openssl_pkey_export( $key, $pem );
		$details = openssl_pkey_get_details( $key );
		return array( (string) $pem, (string) $details['key'] );
	}

	/**
	 * Connects MapKit through the settings an owner uses.
	 *
	 * @param string $pem Private key.
	 */
	private function connect_mapkit( string $pem ): void {
		update_option(
			Settings::SERVICES,
			array(
				'mapkit_team_id' => 'ABCDE12345',
				'mapkit_key_id'  => 'KEY1234567',
			)
		);
		update_option( Settings::SECRETS, array( 'mapkit_private_key' => $pem ) );
	}

	/**
	 * Base64url decoding.
	 *
	 * @param string $text Text.
	 */
	private static function unbase64url( string $text ): string {
		return (string) base64_decode( strtr( $text, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- JWT decoding.
	}

	/**
	 * The DER form of a JWT's R||S signature, written independently of the
	 * code under test so that openssl_verify() checks both.
	 *
	 * @param string $raw 64 bytes.
	 */
	private static function raw_to_der( string $raw ): string {
		$der = '';
		foreach ( str_split( $raw, 32 ) as $integer ) {
			$integer = ltrim( $integer, "\x00" );
			if ( '' === $integer || ord( $integer[0] ) >= 0x80 ) {
				$integer = "\x00" . $integer;
			}
			$der .= "\x02" . chr( strlen( $integer ) ) . $integer;
		}
		return "\x30" . chr( strlen( $der ) ) . $der;
	}

	/**
	 * Checks a JWT's signature with the public key and answers its claims.
	 *
	 * @param string $jwt    Token.
	 * @param string $public Public key PEM.
	 * @return array<string,mixed>
	 */
	private function verify( string $jwt, string $public ): array {
		$parts = explode( '.', $jwt );
		$this->assertCount( 3, $parts );
		$this->assertSame(
			array(
				'alg' => 'ES256',
				'kid' => 'KEY1234567',
				'typ' => 'JWT',
			),
			json_decode( self::unbase64url( $parts[0] ), true )
		);
		$raw = self::unbase64url( $parts[2] );
		$this->assertSame( 64, strlen( $raw ), 'ES256 signatures are R||S, 64 bytes.' );
		$this->assertSame( 1, openssl_verify( $parts[0] . '.' . $parts[1], self::raw_to_der( $raw ), $public, OPENSSL_ALGO_SHA256 ), 'The signature verifies with the public key.' );
		return json_decode( self::unbase64url( $parts[1] ), true );
	}

	public function test_mapkit_token_is_signed_es256_with_the_owners_key(): void {
		list( $pem, $public ) = $this->key_pair();
		$this->connect_mapkit( $pem );
		$this->act_as( 'author' );
		$before   = time();
		$response = $this->rest( 'GET', '/cairn/v1/mapkit' );
		$this->assertSame( 200, $response->get_status() );
		$data   = $response->get_data();
		$claims = $this->verify( $data['mapkit_access_token'], $public );
		$this->assertSame( 'ABCDE12345', $claims['iss'] );
		$this->assertSame( Mapkit_Token::origin(), $claims['origin'] );
		$this->assertMatchesRegularExpression( '#^https?://[^/]+$#', $claims['origin'] );
		$this->assertGreaterThanOrEqual( $before, $claims['iat'] );
		$this->assertSame( 30 * MINUTE_IN_SECONDS, $claims['exp'] - $claims['iat'], 'Short-lived: 30 minutes.' );
		$this->assertSame( $claims['exp'], $data['expires'] );
		$this->assertStringNotContainsString( 'PRIVATE', (string) wp_json_encode( $data ), 'The private key never leaves the server.' );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] );
	}

	public function test_signatures_verify_for_many_keys_and_times(): void {
		// R or S with a high bit or a leading zero byte changes the DER length: many signatures cover those.
		for ( $i = 0; $i < 40; $i++ ) {
			list( $pem, $public ) = $this->key_pair();
			$jwt                  = Mapkit_Token::sign( 'ABCDE12345', 'KEY1234567', $pem, 'https://example.org', 1000 + $i, 2800 + $i );
			$this->assertIsString( $jwt );
			$claims = $this->verify( $jwt, $public );
			$this->assertSame( 2800 + $i, $claims['exp'] );
		}
		$this->assertSame( str_repeat( "\x00", 31 ) . "\x01" . str_repeat( "\xff", 32 ), Mapkit_Token::der_to_raw( "\x30\x25\x02\x01\x01\x02\x21\x00" . str_repeat( "\xff", 32 ) ) );
		$this->assertNull( Mapkit_Token::der_to_raw( 'not a signature' ) );
	}

	public function test_mapkit_token_is_reused_then_renewed_when_the_key_changes(): void {
		list( $pem ) = $this->key_pair();
		$this->connect_mapkit( $pem );
		$first = Mapkit_Token::get();
		$this->assertSame( $first, Mapkit_Token::get(), 'Visitors do not each cost a signature.' );
		list( $other, $public ) = $this->key_pair();
		$this->connect_mapkit( $other );
		$second = Mapkit_Token::get();
		$this->assertNotSame( $first['token'], $second['token'] );
		$this->verify( $second['token'], $public );
	}

	public function test_mapkit_is_public_but_rate_limited_for_visitors(): void {
		list( $pem ) = $this->key_pair();
		$this->connect_mapkit( $pem );
		$this->act_as( '' );
		for ( $i = 0; $i < \Cairn\Rest\Mapkit_Controller::VISITOR_LIMIT; $i++ ) {
			$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/mapkit' )->get_status() );
		}
		$response = $this->rest( 'GET', '/cairn/v1/mapkit' );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( Mapkit_Token::FAILURE, $response->get_data()['message'] );
		$this->act_as( 'author' );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/mapkit' )->get_status(), 'Editors are not limited.' );
	}

	public function test_mapkit_failure_and_pasted_token(): void {
		$this->act_as( 'author' );
		$response = $this->rest( 'GET', '/cairn/v1/mapkit' );
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame( 'Failed to retrieve a Mapkit API token. Please try refreshing.', $response->get_data()['message'] );
		update_option( Settings::SERVICES, array( 'mapkit_token' => 'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln' ) );
		$this->assertSame( 'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJ4In0.c2ln', $this->rest( 'GET', '/cairn/v1/mapkit' )->get_data()['mapkit_access_token'] );
		$this->assertTrue( \Cairn\Editor_Data::services()['mapkit'] );
	}

	public function test_mapkit_settings_are_validated_and_the_key_stays_secret(): void {
		list( $pem ) = $this->key_pair();
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Settings::SERVICES => array(
					'mapkit_team_id' => 'abcde12345',
					'mapkit_key_id'  => 'too-short',
					'map_provider'   => 'mapkit',
				),
				Settings::SECRETS  => array( 'mapkit_private_key' => str_replace( "\n", "\r\n", $pem ) ),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'ABCDE12345', Settings::get( 'mapkit_team_id' ) );
		$this->assertSame( '', Settings::get( 'mapkit_key_id' ) );
		$this->assertSame( 'mapkit', Settings::get( 'map_provider' ) );
		$this->assertSame( trim( $pem ), Settings::secret( 'mapkit_private_key' ), 'The PEM keeps its lines.' );
		$read = $this->rest( 'GET', '/wp/v2/settings' )->get_data();
		$this->assertSame( Settings::SECRET_SET, $read[ Settings::SECRETS ]['mapkit_private_key'] );
		$this->assertStringNotContainsString( 'PRIVATE KEY', (string) wp_json_encode( $read ) );
		$this->assertStringNotContainsString( 'PRIVATE KEY', (string) wp_json_encode( \Cairn\Editor_Data::services() ) );

		$rsa     = openssl_pkey_new(
			array(
				'private_key_type' => OPENSSL_KEYTYPE_RSA,
				'private_key_bits' => 2048,
			)
		);
		$rsa_pem = '';
		openssl_pkey_export( $rsa, $rsa_pem );
		foreach ( array( 'not a key', $rsa_pem ) as $bad ) {
			$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SECRETS => array( 'mapkit_private_key' => $bad ) ) );
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'cairn_mapkit_key_refused', $response->get_data()['code'] );
		}
		$this->assertSame( trim( $pem ), Settings::secret( 'mapkit_private_key' ), 'The stored key is kept.' );
	}
}
