<?php
/**
 * Visitor rate limits.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Rate_Limit;

require_once __DIR__ . '/trait-runs-php-processes.php';

/**
 * A limit lets exactly its number of attempts through in a window, even when
 * they arrive at once from several processes; a refusal counts nothing; the
 * count lives in the persistent object cache when there is one.
 *
 * @group database
 */
final class Test_Rate_Limit extends Test_Case {

	use Runs_PHP_Processes;

	public function test_a_limit_lets_exactly_its_number_through_when_requests_arrive_at_once(): void {
		global $wpdb;
		// The processes must see committed rows, and on SQLite the test's
		// open transaction would lock them out: end it for this test.
		$wpdb->query( 'ROLLBACK' );
		$key = 'race-' . wp_generate_password( 12, false );
		try {
			$answers = $this->race( 14, 'echo Cairn\Rate_Limit::hit( "test", ' . var_export( $key, true ) . ', 10, 600 ) ? "ok" : "refused";' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- a PHP literal for the child process.
			$counts  = array_count_values( $answers );
			$this->assertSame( 10, $counts['ok'] ?? 0, implode( ', ', $answers ) );
			$this->assertSame( 4, $counts['refused'] ?? 0, implode( ', ', $answers ) );
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- removes what the processes wrote, whatever its name.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", '%' . $wpdb->esc_like( md5( $key ) ) . '%' ) );
			$wpdb->query( 'START TRANSACTION' );
		}
	}

	public function test_a_refused_attempt_counts_nothing_and_the_next_window_starts_again(): void {
		$now = 1900000000;
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertTrue( Rate_Limit::hit( 'test', 'visitor', 3, 600, $now + $i ) );
		}
		$this->assertFalse( Rate_Limit::hit( 'test', 'visitor', 3, 600, $now + 10 ) );
		$this->assertFalse( Rate_Limit::hit( 'test', 'visitor', 3, 600, $now + 20 ) );
		$this->assertSame( 3, Rate_Limit::count( 'test', 'visitor', 600, $now + 30 ) );
		$this->assertTrue( Rate_Limit::hit( 'test', 'another visitor', 3, 600, $now + 30 ) );
		$this->assertTrue( Rate_Limit::hit( 'test', 'visitor', 3, 600, $now + 600 ) );
	}

	public function test_expired_counts_are_removed_by_the_cleanup(): void {
		$now = 1900000000;
		Rate_Limit::hit( 'test', 'old', 3, 600, $now - 3600 );
		Rate_Limit::hit( 'test', 'current', 3, 600, $now );
		$this->assertSame( 1, Rate_Limit::remove_expired( $now ) );
		$this->assertSame( 0, Rate_Limit::count( 'test', 'old', 600, $now - 3600 ) );
		$this->assertSame( 1, Rate_Limit::count( 'test', 'current', 600, $now ) );
	}

	public function test_with_a_persistent_object_cache_the_count_lives_there(): void {
		global $wpdb;
		$was = wp_using_ext_object_cache( true );
		try {
			for ( $i = 0; $i < 2; $i++ ) {
				$this->assertTrue( Rate_Limit::hit( 'test', 'cached', 2, 600 ) );
			}
			$this->assertFalse( Rate_Limit::hit( 'test', 'cached', 2, 600 ) );
			$this->assertSame( 2, Rate_Limit::count( 'test', 'cached', 600 ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- checks that no row was written.
			$rows = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", '%' . $wpdb->esc_like( md5( 'cached' ) ) . '%' ) );
			$this->assertSame( 0, $rows );
		} finally {
			wp_using_ext_object_cache( $was );
		}
	}
}
