<?php
/**
 * The `cairn_ai` setting over REST.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\AI\Endpoint;
use Cairn\AI\Tiers;
use Cairn\Settings;

/**
 * Registration, sanitizing and who may set the budget.
 */
final class Test_AI_Settings extends Test_Case {

	private function update( array $ai ): \WP_REST_Response {
		return $this->rest( 'POST', '/wp/v2/settings', array( AI_Settings::OPTION => $ai ) );
	}

	private function read(): array {
		return $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ AI_Settings::OPTION ];
	}

	public function test_the_defaults_turn_everything_on_with_the_free_tier(): void {
		$this->act_as( 'administrator' );
		$read = $this->read();
		$this->assertTrue( $read['enabled'] );
		$this->assertSame( Tiers::FREE, $read['tier'] );
		$this->assertSame( 20, $read['free_limit'] );
		$this->assertSame( 2000, $read['fair_usage_limit'] );
		$this->assertCount( 7, $read['features'] );
		$this->assertNotContains( false, $read['features'] );
	}

	public function test_an_administrator_sets_the_switches_and_budget_on_a_single_site(): void {
		$this->assertFalse( is_multisite() );
		$this->act_as( 'administrator' );
		$response = $this->update(
			array(
				'enabled'          => false,
				'features'         => array( 'form-ai' => false ),
				'tier'             => 'ai-assistant-tier-500',
				'free_limit'       => 5,
				'fair_usage_limit' => 900,
			)
		);
		$this->assertSame( 200, $response->get_status() );

		$stored = AI_Settings::get();
		$this->assertFalse( $stored['enabled'] );
		$this->assertFalse( $stored['features']['form-ai'] );
		$this->assertTrue( $stored['features']['ai-assistant'] );
		$this->assertSame( 'ai-assistant-tier-500', $stored['tier'] );
		$this->assertSame( 5, $stored['free_limit'] );
		$this->assertSame( 900, $stored['fair_usage_limit'] );
		$this->assertSame( 'ai-assistant-tier-500', $this->read()['tier'] );
	}

	public function test_a_partial_write_keeps_the_other_keys(): void {
		$this->act_as( 'administrator' );
		$this->update( array( 'free_limit' => 7 ) );
		$this->update( array( 'features' => array( 'ai-toolbar' => false ) ) );

		$stored = AI_Settings::get();
		$this->assertSame( 7, $stored['free_limit'] );
		$this->assertFalse( $stored['features']['ai-toolbar'] );
		$this->assertTrue( $stored['enabled'] );
	}

	public function test_an_unknown_tier_or_a_bad_limit_is_refused(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 400, $this->update( array( 'tier' => 'ai-assistant-tier-9999' ) )->get_status() );
		$this->assertSame( 400, $this->update( array( 'free_limit' => 0 ) )->get_status() );
		$this->assertSame( 400, $this->update( array( 'fair_usage_limit' => -3 ) )->get_status() );
		$this->assertSame( 400, $this->update( array( 'features' => array( 'no-such-feature' => true ) ) )->get_status() );
		$this->assertSame( 400, $this->update( array( 'secret' => 'x' ) )->get_status() );
		$this->assertSame( AI_Settings::defaults(), AI_Settings::get() );
	}

	public function test_the_sanitizer_itself_keeps_known_keys_and_types(): void {
		$this->act_as( 'administrator' );
		$clean = AI_Settings::sanitize(
			array(
				'enabled'    => '0',
				'features'   => array(
					'ai-assistant' => 'false',
					'bogus'        => false,
				),
				'tier'       => 'not-a-tier',
				'free_limit' => '12',
				'extra'      => 'dropped',
			)
		);
		$this->assertFalse( $clean['enabled'] );
		$this->assertFalse( $clean['features']['ai-assistant'] );
		$this->assertArrayNotHasKey( 'bogus', $clean['features'] );
		$this->assertSame( Tiers::FREE, $clean['tier'] );
		$this->assertSame( 12, $clean['free_limit'] );
		$this->assertArrayNotHasKey( 'extra', $clean );
	}

	public function test_when_the_network_sets_budgets_a_site_admins_budget_writes_are_ignored(): void {
		add_filter( 'cairn_ai_budget_network_managed', '__return_true' );
		try {
			$this->act_as( 'administrator' );
			$this->assertFalse( AI_Settings::can_manage_budget() );
			$response = $this->update(
				array(
					'enabled'          => false,
					'tier'             => Tiers::UNLIMITED,
					'free_limit'       => 999,
					'fair_usage_limit' => 99999,
				)
			);
			$this->assertSame( 200, $response->get_status() );

			$stored = AI_Settings::get();
			$this->assertFalse( $stored['enabled'], 'The switches stay the site administrator’s.' );
			$this->assertSame( Tiers::FREE, $stored['tier'] );
			$this->assertSame( 20, $stored['free_limit'] );
			$this->assertSame( 2000, $stored['fair_usage_limit'] );
		} finally {
			remove_filter( 'cairn_ai_budget_network_managed', '__return_true' );
		}
	}

	public function test_when_the_network_sets_budgets_a_network_admin_sets_them(): void {
		add_filter( 'cairn_ai_budget_network_managed', '__return_true' );
		try {
			$this->act_as( 'administrator' );
			wp_get_current_user()->add_cap( 'manage_network_options' );
			$this->assertTrue( AI_Settings::can_manage_budget() );

			$this->update( array( 'tier' => 'ai-assistant-tier-200' ) );
			$this->assertSame( 'ai-assistant-tier-200', AI_Settings::get()['tier'] );
		} finally {
			remove_filter( 'cairn_ai_budget_network_managed', '__return_true' );
		}
	}

	public function test_on_multisite_a_site_admins_ai_base_url_and_provider_writes_are_ignored(): void {
		update_option(
			Settings::SERVICES,
			array(
				'ai_base_url'      => 'https://api.example.com/v1',
				'ai_provider_text' => 'openai',
			)
		);
		add_filter( 'cairn_ai_base_url_network_managed', '__return_true' );
		try {
			$this->act_as( 'administrator' );
			$this->assertFalse( Endpoint::can_manage() );
			$response = $this->rest(
				'POST',
				'/wp/v2/settings',
				array(
					Settings::SERVICES => array(
						'ai_base_url'      => 'http://169.254.169.254/latest',
						'ai_provider_text' => 'wordpress',
						'ai_model_text'    => 'gpt-4o-mini',
					),
				)
			);
			$this->assertSame( 200, $response->get_status() );
			$this->assertSame( 'https://api.example.com/v1', Settings::get( 'ai_base_url' ) );
			$this->assertSame( 'openai', Settings::get( 'ai_provider_text' ) );
			$this->assertSame( 'gpt-4o-mini', Settings::get( 'ai_model_text' ), 'The model stays the site administrator’s.' );
		} finally {
			remove_filter( 'cairn_ai_base_url_network_managed', '__return_true' );
		}
	}

	public function test_on_multisite_a_network_admin_sets_the_ai_base_url(): void {
		add_filter( 'cairn_ai_base_url_network_managed', '__return_true' );
		try {
			$this->act_as( 'administrator' );
			wp_get_current_user()->add_cap( 'manage_network_options' );
			$this->assertTrue( Endpoint::can_manage() );

			$this->rest(
				'POST',
				'/wp/v2/settings',
				array(
					Settings::SERVICES => array(
						'ai_base_url'       => 'https://llm.internal.example/v1',
						'ai_provider_image' => 'openai',
					),
				)
			);
			$this->assertSame( 'https://llm.internal.example/v1', Settings::get( 'ai_base_url' ) );
			$this->assertSame( 'openai', Settings::get( 'ai_provider_image' ) );
		} finally {
			remove_filter( 'cairn_ai_base_url_network_managed', '__return_true' );
		}
	}

	public function test_on_a_single_site_the_ai_base_url_is_the_administrators(): void {
		$this->assertFalse( is_multisite() );
		$this->act_as( 'administrator' );
		$this->assertTrue( Endpoint::can_manage() );
		$this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Settings::SERVICES => array(
					'ai_base_url'    => 'http://localhost:11434/v1',
					'ai_allow_local' => '1',
				),
			)
		);
		$this->assertSame( 'http://localhost:11434/v1', Settings::get( 'ai_base_url' ) );
	}

	public function test_metadata_and_link_local_base_urls_are_never_saved(): void {
		$this->act_as( 'administrator' );
		foreach ( array( 'http://169.254.169.254/latest/meta-data', 'http://[fe80::1]/v1', 'http://[fd00:ec2::254]/', 'http://0.0.0.0:8080/v1', 'http://[::ffff:169.254.169.254]/' ) as $url ) {
			update_option(
				Settings::SERVICES,
				array(
					'ai_base_url'    => 'https://api.example.com/v1',
					'ai_allow_local' => '1',
				)
			);
			$refused = $this->rest(
				'POST',
				'/wp/v2/settings',
				array(
					Settings::SERVICES => array(
						'ai_base_url'    => $url,
						'ai_allow_local' => '1',
					),
				)
			);
			$this->assertSame( 400, $refused->get_status(), $url );
			$this->assertStringContainsString( 'link-local or cloud metadata', $refused->get_data()['message'] );
			$this->assertSame( 'https://api.example.com/v1', Settings::get( 'ai_base_url' ), $url );
		}
	}

	public function test_loopback_and_private_base_urls_need_the_local_server_option(): void {
		$this->act_as( 'administrator' );
		foreach ( array( 'http://10.0.0.1/v1', 'http://[::1]:6379/', 'http://127.0.0.1:11434/v1', 'http://192.168.1.10/v1', 'http://172.16.0.5/v1', 'http://[fc00::5]/v1', 'http://100.64.0.1/v1' ) as $url ) {
			update_option( Settings::SERVICES, array( 'ai_base_url' => 'https://api.example.com/v1' ) );
			$refused = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( 'ai_base_url' => $url ) ) );
			$this->assertSame( 400, $refused->get_status(), $url );
			$this->assertStringContainsString( 'The AI server runs on this machine or network', $refused->get_data()['message'] );
			$this->assertSame( 'https://api.example.com/v1', Settings::get( 'ai_base_url' ), $url . ' without the option' );
			// Saved another way (update_option), the URL is not kept either.
			update_option( Settings::SERVICES, array( 'ai_base_url' => $url ) );
			$this->assertSame( 'https://api.example.com/v1', Settings::get( 'ai_base_url' ), $url . ' through update_option' );

			$this->rest(
				'POST',
				'/wp/v2/settings',
				array(
					Settings::SERVICES => array(
						'ai_base_url'    => $url,
						'ai_allow_local' => '1',
					),
				)
			);
			$this->assertSame( $url, Settings::get( 'ai_base_url' ), $url . ' with the option' );
		}
	}

	public function test_editors_cannot_change_ai_settings(): void {
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->update( array( 'enabled' => false ) )->get_status() );
		$this->assertTrue( AI_Settings::get()['enabled'] );
	}

	public function test_the_provider_per_task_is_a_known_choice(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Settings::SERVICES => array(
					'ai_provider_text'  => 'wordpress',
					'ai_provider_image' => 'openai',
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'wordpress', Settings::get( 'ai_provider_text' ) ); // phpcs:ignore WordPress.WP.CapitalPDangit.Misspelled -- an identifier, not the name.
		$this->assertSame( 'openai', Settings::get( 'ai_provider_image' ) );
		$this->assertSame( '', Settings::get( 'ai_provider_audio' ) );

		$response = $this->rest(
			'POST',
			'/wp/v2/settings',
			array( Settings::SERVICES => array( 'ai_provider_text' => 'elsewhere' ) )
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( '', Settings::sanitize_services( array( 'ai_provider_text' => 'elsewhere' ) )['ai_provider_text'] );
	}
}
