<?php
/**
 * Whether each AI task and service can run, as the editor learns it.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Editor_Data;
use Cairn\Service_Readiness;
use Cairn\Settings;

/**
 * `Service_Readiness`, printed in `window.cairnEditorData.readiness`.
 */
final class Test_Service_Readiness extends Test_Case {

	/** Secrets the tests store: none may reach the editor. */
	private const SECRETS = array(
		'ai_api_key'           => 'sk-ai-secret-0123456789',
		'stripe_secret_key'    => 'sk_test_secret0123456789',
		'mailchimp_api_key'    => 'mc0123456789abcdef0123456789ab-us6',
		'giphy_key'            => 'giphysecret0123456789',
		'instagram_app_secret' => 'igsecret0123456789',
	);

	/** Every service set up (AI by Cairn's own client). */
	private const SERVICES = array(
		'ai_base_url'            => 'http://127.0.0.1:9/v1',
		'ai_allow_local'         => '1',
		'ai_provider_text'       => 'openai',
		'ai_provider_vision'     => 'openai',
		'ai_provider_image'      => 'openai',
		'ai_provider_audio'      => 'openai',
		'ai_model_text'          => 'text-model',
		'ai_model_vision'        => 'vision-model',
		'ai_model_image'         => 'image-model',
		'ai_model_audio'         => 'audio-model',
		'stripe_publishable_key' => 'pk_test_0123456789',
		'mailchimp_list_id'      => 'a1b2c3d4e5',
		'mapbox_token'           => 'pk.eyJ1IjoiYSJ9.b',
		'instagram_app_id'       => '1234567890',
		'ads_publisher_id'       => 'ca-pub-0123456789012345',
	);

	/**
	 * Stores services and secrets as they are kept.
	 *
	 * @param array<string,string> $services Service settings.
	 * @param array<string,string> $secrets  Secrets.
	 */
	private function configure( array $services, array $secrets ): void {
		update_option( Settings::SERVICES, $services );
		update_option( Settings::SECRETS, $secrets );
	}

	/**
	 * Keeps WordPress's own AI client out, so that the answers depend only on
	 * Cairn's settings whichever connectors the test site has.
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'wp_supports_ai', '__return_false' );
	}

	/**
	 * Lets WordPress's AI client back in.
	 */
	protected function tearDown(): void {
		remove_filter( 'wp_supports_ai', '__return_false' );
		parent::tearDown();
	}

	public function test_on_a_fresh_site_nothing_is_ready_and_each_names_its_section_and_settings(): void {
		$this->configure( array(), array() );
		$all = Service_Readiness::all();
		$this->assertSame( Service_Readiness::NAMES, array_keys( $all ) );
		foreach ( $all as $name => $entry ) {
			$this->assertFalse( $entry['ready'], $name );
			$this->assertNotSame( '', $entry['message'], $name );
		}
		$this->assertSame( 'ai', $all['ai-text']['section'] );
		$this->assertStringContainsString( 'Text model', $all['ai-text']['message'] );
		$this->assertStringContainsString( 'Base URL', $all['ai-text']['message'] );
		$this->assertStringContainsString( 'Vision model', $all['ai-vision']['message'] );
		$this->assertStringContainsString( 'Image model', $all['ai-image']['message'] );
		$this->assertStringContainsString( 'Audio model', $all['ai-audio']['message'] );
		$this->assertSame( 'stripe', $all['stripe']['section'] );
		$this->assertSame( 'Fill in “Publishable key”, “Secret key” under Stripe in Settings → Cairn.', $all['stripe']['message'] );
		$this->assertSame( 'mapbox', $all['maps']['section'] );
		$this->assertSame( 'ads', $all['ads']['section'] );
		$this->assertStringContainsString( '“Publisher ID”', $all['ads']['message'] );
	}

	public function test_with_every_key_set_everything_is_ready_with_no_message(): void {
		$this->configure( self::SERVICES, self::SECRETS );
		foreach ( Service_Readiness::all() as $name => $entry ) {
			$this->assertTrue( $entry['ready'], $name );
			$this->assertSame( '', $entry['message'], $name );
		}
	}

	public function test_each_ai_task_is_ready_only_with_its_own_model(): void {
		$services = self::SERVICES;
		unset( $services['ai_model_vision'], $services['ai_model_audio'] );
		$this->configure( $services, self::SECRETS );
		$all = Service_Readiness::all();
		$this->assertTrue( $all['ai-text']['ready'] );
		$this->assertTrue( $all['ai-image']['ready'] );
		$this->assertFalse( $all['ai-vision']['ready'] );
		$this->assertFalse( $all['ai-audio']['ready'] );
		$this->assertStringContainsString( 'Vision model', $all['ai-vision']['message'] );
	}

	public function test_mailchimp_needs_the_key_and_the_audience(): void {
		$services = self::SERVICES;
		unset( $services['mailchimp_list_id'] );
		$this->configure( $services, self::SECRETS );
		$mailchimp = Service_Readiness::all()['mailchimp'];
		$this->assertFalse( $mailchimp['ready'] );
		$this->assertSame( 'Fill in “Audience (list) ID” under Mailchimp in Settings → Cairn.', $mailchimp['message'] );

		$secrets = self::SECRETS;
		unset( $secrets['mailchimp_api_key'] );
		$this->configure( self::SERVICES, $secrets );
		$mailchimp = Service_Readiness::all()['mailchimp'];
		$this->assertFalse( $mailchimp['ready'] );
		$this->assertSame( 'Fill in “API key” under Mailchimp in Settings → Cairn.', $mailchimp['message'] );
	}

	public function test_stripe_needs_both_keys(): void {
		$secrets = self::SECRETS;
		unset( $secrets['stripe_secret_key'] );
		$this->configure( self::SERVICES, $secrets );
		$this->assertFalse( Service_Readiness::is_ready( 'stripe' ) );
		$this->assertSame( 'Fill in “Secret key” under Stripe in Settings → Cairn.', Service_Readiness::all()['stripe']['message'] );
	}

	public function test_ads_need_a_publisher_id_the_network_would_recognise(): void {
		$this->configure( array_merge( self::SERVICES, array( 'ads_publisher_id' => 'not-an-id' ) ), self::SECRETS );
		$this->assertFalse( Service_Readiness::is_ready( 'ads' ) );
		$this->configure( array_merge( self::SERVICES, array( 'ads_publisher_id' => 'pub-0123456789012345' ) ), self::SECRETS );
		$this->assertTrue( Service_Readiness::is_ready( 'ads' ) );
	}

	public function test_maps_are_ready_with_a_public_mapbox_token_or_a_mapkit_token(): void {
		$services = self::SERVICES;
		unset( $services['mapbox_token'] );
		$this->configure( $services, self::SECRETS );
		$this->assertFalse( Service_Readiness::is_ready( 'maps' ) );

		$this->configure( array_merge( $services, array( 'mapkit_token' => 'a.b.c' ) ), self::SECRETS );
		$this->assertTrue( Service_Readiness::is_ready( 'maps' ) );

		// A secret Mapbox token stored by other means draws nothing for visitors.
		$this->configure( array_merge( $services, array( 'mapbox_token' => 'sk.eyJ1IjoiYSJ9.b' ) ), self::SECRETS );
		$this->assertFalse( Service_Readiness::is_ready( 'maps' ) );
	}

	public function test_giphy_and_instagram_need_their_keys(): void {
		$services = self::SERVICES;
		unset( $services['instagram_app_id'] );
		$secrets = self::SECRETS;
		unset( $secrets['giphy_key'] );
		$this->configure( $services, $secrets );
		$all = Service_Readiness::all();
		$this->assertFalse( $all['giphy']['ready'] );
		$this->assertFalse( $all['instagram']['ready'] );
		$this->assertSame( 'Fill in “Instagram app ID” under Instagram in Settings → Cairn.', $all['instagram']['message'] );
	}

	public function test_the_editor_gets_booleans_and_texts_never_a_secret_or_an_address(): void {
		$this->configure( self::SERVICES, self::SECRETS );
		$this->act_as( 'editor' );
		$data = Editor_Data::get();
		$this->assertSame( Service_Readiness::all(), $data['readiness'] );
		$json = (string) wp_json_encode( $data['readiness'] );
		foreach ( self::SECRETS as $secret ) {
			$this->assertStringNotContainsString( $secret, $json );
		}
		foreach ( array( 'ai_base_url', 'stripe_publishable_key', 'mailchimp_list_id', 'instagram_app_id', 'ads_publisher_id' ) as $field ) {
			$this->assertStringNotContainsString( self::SERVICES[ $field ], $json, $field );
		}
		foreach ( $data['readiness'] as $entry ) {
			$this->assertSame( array( 'ready', 'section', 'message' ), array_keys( $entry ) );
			$this->assertIsBool( $entry['ready'] );
		}

		// Not set up: the messages name settings, still no secret.
		$secrets = self::SECRETS;
		unset( $secrets['stripe_secret_key'] );
		$this->configure( array( 'ai_base_url' => self::SERVICES['ai_base_url'] ), $secrets );
		$json = (string) wp_json_encode( Editor_Data::get()['readiness'] );
		foreach ( $secrets as $secret ) {
			$this->assertStringNotContainsString( $secret, $json );
		}
		$this->assertStringNotContainsString( '127.0.0.1', $json );
	}

	public function test_the_ai_service_counts_as_connected_when_text_can_be_written(): void {
		$this->configure( array(), array() );
		$this->assertFalse( Editor_Data::services()['ai'] );
		$this->configure( self::SERVICES, self::SECRETS );
		$this->assertTrue( Editor_Data::services()['ai'] );
	}
}
