<?php
/**
 * Settings: secrets are write-only over REST.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Editor_Data;
use Cairn\Settings;

/**
 * The registered settings as the settings page uses them.
 */
final class Test_Settings extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
	}

	private function update( array $settings ): \WP_REST_Response {
		return $this->rest( 'POST', '/wp/v2/settings', $settings );
	}

	private function read(): array {
		return $this->rest( 'GET', '/wp/v2/settings' )->get_data();
	}

	public function test_a_secret_is_stored_but_never_read_back(): void {
		$this->update( array( Settings::SECRETS => array( 'ai_api_key' => 'sk-test-123' ) ) );

		$this->assertSame( 'sk-test-123', Settings::secret( 'ai_api_key' ) );
		$read = $this->read();
		$this->assertSame( Settings::SECRET_SET, $read[ Settings::SECRETS ]['ai_api_key'] );
		$this->assertSame( '', $read[ Settings::SECRETS ]['stripe_secret_key'] );
		$this->assertStringNotContainsString( 'sk-test-123', wp_json_encode( $read ) );
	}

	public function test_the_marker_or_an_absent_key_keeps_the_stored_secret(): void {
		$this->update(
			array(
				Settings::SECRETS => array(
					'ai_api_key'           => 'sk-keep',
					'instagram_app_secret' => 'ig-keep',
				),
			)
		);
		$this->update( array( Settings::SECRETS => array( 'ai_api_key' => Settings::SECRET_SET ) ) );

		$this->assertSame( 'sk-keep', Settings::secret( 'ai_api_key' ) );
		$this->assertSame( 'ig-keep', Settings::secret( 'instagram_app_secret' ) );
	}

	public function test_an_empty_string_removes_a_secret(): void {
		$this->update( array( Settings::SECRETS => array( 'ai_api_key' => 'sk-gone' ) ) );
		$this->update( array( Settings::SECRETS => array( 'ai_api_key' => '' ) ) );

		$this->assertSame( '', Settings::secret( 'ai_api_key' ) );
		$this->assertSame( '', $this->read()[ Settings::SECRETS ]['ai_api_key'] );
	}

	public function test_a_secret_is_kept_as_pasted_less_white_space_and_control_characters(): void {
		$this->update( array( Settings::SECRETS => array( 'ai_api_key' => " sk-a%41b<c>d\t\n" ) ) );

		$this->assertSame( 'sk-a%41b<c>d', Settings::secret( 'ai_api_key' ) );
	}

	public function test_service_settings_are_sanitized_and_unknown_keys_refused(): void {
		$response = $this->update( array( Settings::SERVICES => array( 'mapbox_token' => '<b>pk.abc.def</b> ' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'pk.abc.def', Settings::get( 'mapbox_token' ) );

		$response = $this->update( array( Settings::SERVICES => array( 'not_a_field' => 'x' ) ) );
		$this->assertSame( 400, $response->get_status() );
	}

	public function test_editors_cannot_read_or_write_settings(): void {
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->update( array( Settings::SECRETS => array( 'ai_api_key' => 'x' ) ) )->get_status() );
		$this->assertSame( '', Settings::secret( 'ai_api_key' ) );
	}

	public function test_a_service_counts_as_connected_once_configured(): void {
		$this->assertFalse( Editor_Data::services()['mapbox'] );
		$this->assertFalse( Editor_Data::services()['stripe'] );

		$this->update(
			array(
				Settings::SERVICES => array(
					'mapbox_token'           => 'pk.abc.def',
					'stripe_publishable_key' => 'pk_test',
				),
				Settings::SECRETS  => array( 'stripe_secret_key' => 'sk_test' ),
			)
		);

		$this->assertTrue( Editor_Data::services()['mapbox'] );
		$this->assertTrue( Editor_Data::services()['stripe'] );
	}

	public function test_editor_data_carries_no_secret(): void {
		$this->update( array( Settings::SECRETS => array( 'mailchimp_api_key' => 'mc-secret-value' ) ) );
		$this->assertStringNotContainsString( 'mc-secret-value', wp_json_encode( Editor_Data::get() ) );
	}
}
