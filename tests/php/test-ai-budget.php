<?php
/**
 * AI budget: tiers, costs and exact monthly counting.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\AI\Budget;
use Cairn\AI\Costs;
use Cairn\AI\Tiers;
use WP_Error;

/**
 * Tiers, Costs and Budget.
 *
 * @group database
 */
final class Test_AI_Budget extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
	}

	/**
	 * Changes the budget settings.
	 *
	 * @param array $values Keys of `cairn_ai`.
	 */
	private function set_budget( array $values ): void {
		update_option( AI_Settings::OPTION, array_merge( AI_Settings::get(), $values ) );
	}

	/**
	 * A Unix time in the site's timezone.
	 *
	 * @param string $date Local date and time.
	 */
	private function local_time( string $date ): int {
		return ( new \DateTimeImmutable( $date, wp_timezone() ) )->getTimestamp();
	}

	public function test_the_free_tier_allows_exactly_its_limit(): void {
		$this->assertSame( Tiers::FREE, Tiers::current()['slug'] );
		$this->assertSame( 20, Tiers::limit( Tiers::current() ) );

		for ( $i = 1; $i <= 20; $i++ ) {
			$this->assertTrue( Budget::reserve( 'ai-assistant' ), "Request $i should fit." );
		}
		$this->assertSame( 20, Budget::count() );

		$refused = Budget::reserve( 'ai-assistant' );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'error_quota_exceeded', $refused->get_error_code() );
		$this->assertSame( 429, $refused->get_error_data()['status'] );
		$this->assertSame( 20, Budget::count() );
	}

	public function test_the_count_is_stored_and_visible_to_get_option(): void {
		$this->assertFalse( get_option( Budget::option_name() ) );
		Budget::reserve( 'ai-assistant', 3 );
		$this->assertSame( '3', (string) get_option( Budget::option_name() ) );
		Budget::reserve( 'ai-assistant' );
		$this->assertSame( '4', (string) get_option( Budget::option_name() ) );
	}

	public function test_a_logo_costs_ten_and_is_refused_when_only_five_are_left(): void {
		$this->assertSame( 10, Costs::for_feature( 'logo-generator' ) );
		$this->assertSame( 1, Costs::for_feature( 'prompt-enhancement' ) );
		$this->assertSame( 1, Costs::for_feature( 'ai-assistant' ) );

		$this->assertTrue( Budget::reserve( 'ai-assistant', 15 ) );
		$this->assertInstanceOf( WP_Error::class, Budget::reserve( 'logo-generator' ) );
		$this->assertSame( 15, Budget::count() );
		$this->assertTrue( Budget::reserve( 'prompt-enhancement' ) );
		$this->assertSame( 16, Budget::count() );

		Budget::release( 'ai-assistant', 6 );
		$this->assertTrue( Budget::reserve( 'logo-generator' ) );
		$this->assertSame( 20, Budget::count() );
	}

	public function test_release_gives_back_and_never_goes_below_zero(): void {
		Budget::reserve( 'logo-generator' );
		Budget::reserve( 'ai-assistant' );
		$this->assertSame( 11, Budget::count() );

		Budget::release( 'logo-generator' );
		$this->assertSame( 1, Budget::count() );
		Budget::release( 'ai-assistant', 5 );
		$this->assertSame( 0, Budget::count() );
	}

	public function test_a_new_month_starts_at_zero(): void {
		$january  = $this->local_time( '2031-01-31 23:59:00' );
		$february = $this->local_time( '2031-02-01 00:00:30' );

		$this->assertTrue( Budget::reserve( 'ai-assistant', 20, $january ) );
		$this->assertInstanceOf( WP_Error::class, Budget::reserve( 'ai-assistant', 1, $january ) );

		$this->assertSame( 0, Budget::count( $february ) );
		$this->assertTrue( Budget::reserve( 'ai-assistant', 1, $february ) );
		$this->assertSame( 1, Budget::count( $february ) );
		$this->assertSame( 20, Budget::count( $january ) );
		$this->assertNotSame( Budget::option_name( $january ), Budget::option_name( $february ) );
	}

	public function test_the_period_is_the_calendar_month_in_the_site_timezone(): void {
		update_option( 'timezone_string', 'Pacific/Auckland' );
		// 2031-02-28 12:30 UTC is already 1 March in Auckland (UTC+13).
		$now = ( new \DateTimeImmutable( '2031-02-28 12:30:00', new \DateTimeZone( 'UTC' ) ) )->getTimestamp();

		$this->assertSame( '2031-03-01 00:00:00', Budget::period_start( $now ) );
		$this->assertSame( '2031-04-01 00:00:00', Budget::next_period_start( $now ) );
		$this->assertSame( 'cairn_ai_usage_2031_03', Budget::option_name( $now ) );
	}

	public function test_next_tier_climbs_the_paid_tiers_then_unlimited_then_none(): void {
		$this->assertSame( 'ai-assistant-tier-100', Tiers::next( Tiers::get( Tiers::FREE ) )['slug'] );
		$this->assertSame( 'ai-assistant-tier-200', Tiers::next( Tiers::get( 'ai-assistant-tier-100' ) )['slug'] );
		$this->assertSame( 'ai-assistant-tier-750', Tiers::next( Tiers::get( 'ai-assistant-tier-500' ) )['slug'] );
		$this->assertSame( Tiers::UNLIMITED, Tiers::next( Tiers::get( 'ai-assistant-tier-1000' ) )['slug'] );
		$this->assertNull( Tiers::next( Tiers::get( Tiers::UNLIMITED ) ) );
	}

	public function test_tier_values_and_limits(): void {
		$this->assertSame(
			array(
				'slug'  => Tiers::FREE,
				'value' => 0,
				'limit' => 20,
			),
			Tiers::get( Tiers::FREE )
		);
		$this->assertSame(
			array(
				'slug'  => 'ai-assistant-tier-500',
				'value' => 500,
				'limit' => 500,
			),
			Tiers::get( 'ai-assistant-tier-500' )
		);
		$this->assertSame( 1, Tiers::get( Tiers::UNLIMITED )['value'] );
		$this->assertSame( 2000, Tiers::get( Tiers::UNLIMITED )['limit'] );
	}

	public function test_a_paid_tier_uses_its_limit(): void {
		$this->set_budget( array( 'tier' => 'ai-assistant-tier-100' ) );
		$this->assertTrue( Budget::reserve( 'ai-assistant', 100 ) );
		$this->assertInstanceOf( WP_Error::class, Budget::reserve( 'ai-assistant' ) );
	}

	public function test_unlimited_uses_the_fair_usage_limit(): void {
		$this->set_budget(
			array(
				'tier'             => Tiers::UNLIMITED,
				'fair_usage_limit' => 30,
			)
		);
		$this->assertSame( 30, Tiers::limit( Tiers::current() ) );
		$this->assertTrue( Budget::reserve( 'ai-assistant', 29 ) );
		$this->assertTrue( Budget::reserve( 'ai-assistant' ) );
		$this->assertInstanceOf( WP_Error::class, Budget::reserve( 'ai-assistant' ) );
	}

	public function test_the_free_limit_is_configurable(): void {
		$this->set_budget( array( 'free_limit' => 3 ) );
		$this->assertTrue( Budget::reserve( 'ai-assistant', 3 ) );
		$this->assertInstanceOf( WP_Error::class, Budget::reserve( 'ai-assistant' ) );
	}

	public function test_the_sql_keeps_the_count_exact_when_the_cache_is_stale(): void {
		// Another request's write is invisible to this one's object cache:
		// the budget must still count from the database row.
		Budget::reserve( 'ai-assistant', 19 );
		wp_cache_set( Budget::option_name(), '0', 'options' );
		$this->assertTrue( Budget::reserve( 'ai-assistant' ) );
		$this->assertInstanceOf( WP_Error::class, Budget::reserve( 'ai-assistant' ) );
		$this->assertSame( 20, Budget::count() );
	}
}
