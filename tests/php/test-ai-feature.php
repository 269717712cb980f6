<?php
/**
 * AI feature status and the off switches.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\AI\Budget;
use Cairn\AI\Feature_Status;
use Cairn\AI\Features;
use Cairn\AI\Tiers;
use Cairn\Block_Registry;
use Cairn\Editor_Data;

/**
 * Features, Feature_Status and GET /cairn/v1/ai/assistant-feature.
 */
final class Test_AI_Feature extends Test_Case {

	private const KEYS = array(
		'has-feature',
		'is-over-limit',
		'requests-count',
		'requests-limit',
		'site-require-upgrade',
		'error-message',
		'error-code',
		'upgrade-type',
		'upgrade-url',
		'usage-period',
		'current-tier',
		'next-tier',
		'tier-plans-enabled',
		'costs',
		'features-control',
		'is-enabled',
		'chrome-ai-tokens',
	);

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
	}

	/**
	 * Changes `cairn_ai`.
	 *
	 * @param array $values Keys of `cairn_ai`.
	 */
	private function set_ai( array $values ): void {
		update_option( AI_Settings::OPTION, array_merge( AI_Settings::get(), $values ) );
	}

	public function test_the_status_has_every_key_of_the_contract(): void {
		$status = Feature_Status::get();
		foreach ( self::KEYS as $key ) {
			$this->assertArrayHasKey( $key, $status );
		}
		$this->assertTrue( $status['has-feature'] );
		$this->assertTrue( $status['is-enabled'] );
		$this->assertFalse( $status['is-over-limit'] );
		$this->assertSame( 0, $status['requests-count'] );
		$this->assertSame( 20, $status['requests-limit'] );
		$this->assertFalse( $status['site-require-upgrade'] );
		$this->assertSame( '', $status['error-message'] );
		$this->assertSame( '', $status['error-code'] );
		$this->assertSame( 'default', $status['upgrade-type'] );
		$this->assertTrue( $status['tier-plans-enabled'] );
		$this->assertSame(
			array(
				'slug'  => Tiers::FREE,
				'value' => 0,
				'limit' => 20,
			),
			$status['current-tier']
		);
		$this->assertSame(
			array(
				'slug'  => 'ai-assistant-tier-100',
				'value' => 100,
				'limit' => 100,
			),
			$status['next-tier']
		);
		$this->assertSame(
			array(
				'logo-generator' => array(
					'logo'               => 10,
					'prompt-enhancement' => 1,
				),
			),
			$status['costs']
		);
		$this->assertSame(
			array( 'current-start', 'next-start', 'requests-count' ),
			array_keys( $status['usage-period'] )
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-01 00:00:00$/', $status['usage-period']['current-start'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-01 00:00:00$/', $status['usage-period']['next-start'] );
		foreach ( Features::SLUGS as $slug ) {
			$this->assertSame( true, $status['features-control'][ $slug ]['enabled'], $slug );
		}
		$this->assertSame( \Cairn\AI\Logo_Styles::all(), $status['features-control']['logo-generator']['styles'] );
	}

	public function test_the_status_counts_this_month_and_flags_the_limit(): void {
		Budget::reserve( 'ai-assistant', 7 );
		$status = Feature_Status::get();
		$this->assertSame( 7, $status['requests-count'] );
		$this->assertSame( 7, $status['usage-period']['requests-count'] );

		Budget::reserve( 'ai-assistant', 13 );
		$status = Feature_Status::get();
		$this->assertTrue( $status['is-over-limit'] );
		$this->assertTrue( $status['site-require-upgrade'] );
	}

	public function test_over_the_fair_usage_limit_no_upgrade_is_required(): void {
		$this->set_ai(
			array(
				'tier'             => Tiers::UNLIMITED,
				'fair_usage_limit' => 5,
			)
		);
		Budget::reserve( 'ai-assistant', 5 );
		$status = Feature_Status::get();
		$this->assertTrue( $status['is-over-limit'] );
		$this->assertFalse( $status['site-require-upgrade'] );
		$this->assertNull( $status['next-tier'] );
		$this->assertSame( 1, $status['current-tier']['value'] );
		$this->assertSame( 5, $status['current-tier']['limit'] );
		$this->assertSame( 'Unlimited', $status['current-tier']['readable-limit'] );
	}

	public function test_the_upgrade_url_leads_administrators_to_the_budget_settings(): void {
		$this->assertSame(
			admin_url( 'options-general.php?page=cairn#cairn-ai-budget' ),
			Feature_Status::get()['upgrade-url']
		);
		$this->assertSame( Feature_Status::get()['upgrade-url'], Editor_Data::get()['upgradeUrl'] );
	}

	public function test_the_upgrade_url_is_empty_for_an_editor(): void {
		$this->act_as( 'editor' );
		$this->assertSame( '', Feature_Status::get()['upgrade-url'] );
	}

	public function test_when_the_network_sets_budgets_a_site_admin_gets_the_networks_url(): void {
		add_filter( 'cairn_ai_budget_network_managed', '__return_true' );
		$this->assertSame( '', Feature_Status::get()['upgrade-url'] );

		$network_url = static function ( string $url, bool $can_manage ): string {
			return $can_manage ? $url : 'https://network.example/budgets';
		};
		add_filter( 'cairn_upgrade_url', $network_url, 10, 2 );
		try {
			$this->assertSame( 'https://network.example/budgets', Feature_Status::get()['upgrade-url'] );
		} finally {
			remove_filter( 'cairn_upgrade_url', $network_url );
			remove_filter( 'cairn_ai_budget_network_managed', '__return_true' );
		}
	}

	public function test_a_network_managed_site_gets_the_vip_upgrade_type(): void {
		add_filter( 'cairn_ai_managed_site', '__return_true' );
		try {
			$this->assertSame( 'vip', Feature_Status::get()['upgrade-type'] );
		} finally {
			remove_filter( 'cairn_ai_managed_site', '__return_true' );
		}
		$this->assertSame( 'default', Feature_Status::get()['upgrade-type'] );
	}

	public function test_the_browser_ai_flag_and_its_origin_trial_tokens(): void {
		$status = Feature_Status::get();
		$this->assertSame( array(), $status['chrome-ai-tokens'] );
		$this->assertSame(
			array(
				'enabled'   => true,
				'on-device' => false,
			),
			$status['features-control']['chrome-ai']
		);

		$this->set_ai( array( 'on_device' => true ) );
		$tokens = static function () {
			return array( 'AqV0dGVzdHRva2VuZm9yY2hyb21lYWk=', '<script>', 42 );
		};
		add_filter( 'cairn_ai_chrome_ai_tokens', $tokens );
		try {
			$status = Feature_Status::get();
		} finally {
			remove_filter( 'cairn_ai_chrome_ai_tokens', $tokens );
		}
		// Only tokens reach the editor, never markup.
		$this->assertSame( array( 'AqV0dGVzdHRva2VuZm9yY2hyb21lYWk=' ), $status['chrome-ai-tokens'] );
		$this->assertTrue( $status['features-control']['chrome-ai']['on-device'] );

		$this->set_ai( array( 'enabled' => false ) );
		$this->assertFalse( Feature_Status::get()['features-control']['chrome-ai']['enabled'] );
	}

	public function test_a_feature_switch_turns_only_that_feature_off(): void {
		$this->set_ai( array( 'features' => array( 'logo-generator' => false ) ) );

		$this->assertFalse( Features::is_enabled( 'logo-generator' ) );
		$this->assertTrue( Features::is_enabled( 'ai-assistant' ) );
		$control = Feature_Status::get()['features-control'];
		$this->assertFalse( $control['logo-generator']['enabled'] );
		$this->assertTrue( $control['ai-toolbar']['enabled'] );
	}

	public function test_the_site_wide_switch_turns_every_feature_off(): void {
		$this->set_ai( array( 'enabled' => false ) );

		foreach ( Features::SLUGS as $slug ) {
			$this->assertFalse( Features::is_enabled( $slug ), $slug );
		}
		$status = Feature_Status::get();
		$this->assertFalse( $status['has-feature'] );
		$this->assertFalse( $status['is-enabled'] );
		$this->assertSame( 'cairn_ai_disabled', $status['error-code'] );
		$this->assertNotSame( '', $status['error-message'] );
	}

	public function test_unknown_request_features_count_as_the_assistant(): void {
		$this->assertSame( 'ai-assistant', Features::normalize( 'no-such-feature' ) );
		$this->assertSame( 'ai-assistant', Features::normalize( null ) );
		$this->assertSame( 'form-ai', Features::normalize( 'form-ai' ) );
	}

	public function test_the_editor_learns_the_switches(): void {
		$this->set_ai( array( 'features' => array( 'voice-to-content' => false ) ) );
		$ai = Editor_Data::get()['ai'];
		$this->assertTrue( $ai['enabled'] );
		$this->assertFalse( $ai['features']['voice-to-content'] );
		$this->assertTrue( $ai['features']['ai-assistant'] );
		$this->assertSame( Features::SLUGS, array_keys( $ai['features'] ) );
	}

	public function test_an_ai_block_is_not_registered_while_its_feature_is_off(): void {
		$this->assertTrue( Block_Registry::is_wanted( 'cairn/ai-assistant' ) );

		$this->set_ai( array( 'features' => array( 'ai-assistant' => false ) ) );
		$this->assertFalse( Block_Registry::is_wanted( 'cairn/ai-assistant' ) );
		$this->assertTrue( Block_Registry::is_wanted( 'cairn/markdown' ) );

		$this->set_ai(
			array(
				'enabled'  => false,
				'features' => array( 'ai-assistant' => true ),
			)
		);
		$this->assertFalse( Block_Registry::is_wanted( 'cairn/ai-assistant' ) );
		$this->assertTrue( Block_Registry::is_wanted( 'cairn/markdown' ) );
	}

	public function test_the_route_answers_the_status_to_a_contributor(): void {
		$this->act_as( 'contributor' );
		Budget::reserve( 'ai-assistant', 2 );
		$response = $this->rest( 'GET', '/cairn/v1/ai/assistant-feature' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		foreach ( self::KEYS as $key ) {
			$this->assertArrayHasKey( $key, $data );
		}
		$this->assertSame( 2, $data['requests-count'] );
	}

	public function test_the_route_refuses_subscribers_and_visitors(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/ai/assistant-feature' )->get_status() );
		$this->act_as( '' );
		$this->assertSame( 401, $this->rest( 'GET', '/cairn/v1/ai/assistant-feature' )->get_status() );
	}
}
