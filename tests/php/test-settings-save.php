<?php
/**
 * Settings: a save writes only what it sends.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Settings;

/**
 * A save through `/wp/v2/settings` (what Settings → Cairn does) changes the
 * keys it sends and leaves every other stored key as it was, services and
 * secrets alike. Before, the services option was replaced whole, so a save
 * that did not know the MapKit keys erased them.
 */
final class Test_Settings_Save extends Test_Case {

	/**
	 * A stored value for each service key, kept as it is by the sanitizer.
	 * A new key needs one here: the test fails until it has one, so that a
	 * key cannot be added without being kept across saves.
	 *
	 * @var array<string,string>
	 */
	private const SERVICE_VALUES = array(
		'ai_base_url'              => 'http://127.0.0.1:9/v1',
		'ai_allow_local'           => '1',
		'ai_model_text'            => 'text-model',
		'ai_model_vision'          => 'vision-model',
		'ai_model_image'           => 'image-model',
		'ai_model_audio'           => 'audio-model',
		'ai_provider_text'         => 'openai',
		'ai_provider_vision'       => 'openai',
		'ai_provider_image'        => 'openai',
		'ai_provider_audio'        => 'openai',
		'stripe_publishable_key'   => 'pk_test_keep',
		'stripe_maximum_amounts'   => 'USD 25000',
		'stripe_api_base_url'      => 'http://127.0.0.1:9',
		'mapbox_token'             => 'pk.keep.token',
		'map_provider'             => 'mapkit',
		'mapkit_team_id'           => 'ABCDE12345',
		'mapkit_key_id'            => 'KEY1234567',
		'mapkit_token'             => 'header.claims.signature',
		'mapbox_api_base_url'      => 'http://127.0.0.1:9',
		'mapkit_snapshot_base_url' => 'http://127.0.0.1:9',
		'giphy_api_base_url'       => 'http://127.0.0.1:9',
		'pinterest_api_base_url'   => 'http://127.0.0.1:9',
		'instagram_app_id'         => '990602627938098',
		'instagram_api_base_url'   => 'http://127.0.0.1:9',
		'mailchimp_list_id'        => 'list-keep',
		'mailchimp_api_base_url'   => 'http://127.0.0.1:9',
		'ads_publisher_id'         => 'pub-1234567890',
		'ads_network'              => 'custom',
		'ads_slot_id'              => '1234567890',
		'ads_custom_code'          => '<ins class="ad" data-slot="1"></ins>',
		'related_posts_post_types' => 'post,page',
		'embeds_click_to_load'     => '1',
		'video_private_by_default' => '1',
		'trusted_proxies'          => '10.0.0.0/8',
		'client_ip_header'         => 'X-Forwarded-For',
		'block_stages'             => 'beta',
	);

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
	}

	/**
	 * Every service and secret key stored with a value of its own.
	 *
	 * @return array{0:array<string,string>,1:array<string,string>} Services and secrets as stored.
	 */
	private function store_every_key(): array {
		$services = array();
		foreach ( Settings::SERVICE_FIELDS as $field ) {
			$this->assertArrayHasKey( $field, self::SERVICE_VALUES, "Give the new service key “{$field}” a stored value in this test." );
			$services[ $field ] = self::SERVICE_VALUES[ $field ];
		}
		$secrets = array();
		foreach ( Settings::SECRET_FIELDS as $field ) {
			$secrets[ $field ] = 'mapkit_private_key' === $field ? $this->p256_pem() : 'secret-' . $field;
		}
		update_option( Settings::SERVICES, $services );
		update_option( Settings::SECRETS, $secrets );

		$stored = array( get_option( Settings::SERVICES ), get_option( Settings::SECRETS ) );
		foreach ( Settings::SERVICE_FIELDS as $field ) {
			$this->assertNotSame( '', $stored[0][ $field ] ?? '', "The service key “{$field}” must be stored with a value for this test to mean anything." );
		}
		foreach ( Settings::SECRET_FIELDS as $field ) {
			$this->assertNotSame( '', $stored[1][ $field ] ?? '', "The secret “{$field}” must be stored with a value for this test to mean anything." );
		}
		return $stored;
	}

	/**
	 * A MapKit-shaped private key (EC P-256, PEM).
	 */
	private function p256_pem(): string {
		$key = openssl_pkey_new(
			array(
				'private_key_type' => OPENSSL_KEYTYPE_EC,
				'curve_name'       => 'prime256v1',
			)
		);
		$pem = '';
		openssl_pkey_export( $key, $pem );
		return $pem;
	}

	private function save( array $settings ): \WP_REST_Response {
		return $this->rest( 'POST', '/wp/v2/settings', $settings );
	}

	public function test_a_save_of_one_service_key_leaves_every_other_key_as_stored(): void {
		list( $services, $secrets ) = $this->store_every_key();

		foreach ( Settings::SERVICE_FIELDS as $field ) {
			$response = $this->save( array( Settings::SERVICES => array( $field => '' ) ) );
			$this->assertSame( 200, $response->get_status(), "Saving “{$field}” alone failed." );

			$now = get_option( Settings::SERVICES );
			$this->assertSame( '', $now[ $field ], "Saving “{$field}” alone did not change it." );
			foreach ( Settings::SERVICE_FIELDS as $other ) {
				if ( $other !== $field ) {
					$this->assertSame( $services[ $other ], $now[ $other ], "Saving “{$field}” alone changed “{$other}”." );
				}
			}
			$this->assertSame( $secrets, get_option( Settings::SECRETS ), "Saving “{$field}” alone changed a secret." );

			// Back as it was, for the next key.
			update_option( Settings::SERVICES, $services );
		}
	}

	public function test_a_save_of_one_secret_leaves_every_other_key_as_stored(): void {
		list( $services, $secrets ) = $this->store_every_key();

		foreach ( Settings::SECRET_FIELDS as $field ) {
			$response = $this->save( array( Settings::SECRETS => array( $field => '' ) ) );
			$this->assertSame( 200, $response->get_status(), "Saving “{$field}” alone failed." );

			$now = get_option( Settings::SECRETS );
			$this->assertArrayNotHasKey( $field, $now, "Removing “{$field}” alone did not remove it." );
			foreach ( Settings::SECRET_FIELDS as $other ) {
				if ( $other !== $field ) {
					$this->assertSame( $secrets[ $other ], $now[ $other ], "Saving “{$field}” alone changed “{$other}”." );
				}
			}
			$this->assertSame( $services, get_option( Settings::SERVICES ), "Saving “{$field}” alone changed a service key." );

			update_option( Settings::SECRETS, $secrets );
		}
	}

	public function test_a_save_without_the_mapkit_keys_keeps_a_mapkit_setup(): void {
		list( $services ) = $this->store_every_key();

		// What the page sent before it knew MapKit: every key it knew, none of MapKit's.
		$known = array_diff_key( $services, array_flip( array( 'map_provider', 'mapkit_team_id', 'mapkit_key_id', 'mapkit_token', 'mapkit_snapshot_base_url', 'mapbox_api_base_url' ) ) );
		$this->save( array( Settings::SERVICES => array( 'ads_publisher_id' => 'pub-999' ) + $known ) );

		$this->assertSame( 'mapkit', Settings::get( 'map_provider' ) );
		$this->assertSame( 'ABCDE12345', Settings::get( 'mapkit_team_id' ) );
		$this->assertSame( 'KEY1234567', Settings::get( 'mapkit_key_id' ) );
		$this->assertSame( 'header.claims.signature', Settings::get( 'mapkit_token' ) );
		$this->assertSame( 'pub-999', Settings::get( 'ads_publisher_id' ) );
	}

	public function test_a_sent_key_is_still_sanitized_and_an_unknown_one_refused(): void {
		$this->store_every_key();

		$this->save( array( Settings::SERVICES => array( 'mapkit_team_id' => 'not an id' ) ) );
		$this->assertSame( '', Settings::get( 'mapkit_team_id' ) );
		$this->assertSame( 'KEY1234567', Settings::get( 'mapkit_key_id' ) );

		$this->assertSame( 400, $this->save( array( Settings::SERVICES => array( 'not_a_field' => 'x' ) ) )->get_status() );
		$this->assertSame( 'KEY1234567', Settings::get( 'mapkit_key_id' ) );
	}
}
