<?php
/**
 * Counts that stay exact when requests arrive at once.
 *
 * @package Cairn
 */

namespace Cairn;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A count in an option row of its own (not autoloaded; per site on
 * multisite), taken with one conditional `UPDATE … SET option_value =
 * option_value + n WHERE … AND option_value + n <= limit`. The database
 * applies it atomically, so when it changes no row the limit is reached,
 * however many requests race, on MySQL/MariaDB and on SQLite alike. The row
 * is created with `INSERT IGNORE` rather than add_option(), whose `ON
 * DUPLICATE KEY UPDATE` would reset a count that a concurrent request had
 * already raised. Every change drops the option's cached copies, so that
 * get_option() sees the database.
 *
 * @since 0.6.0
 */
final class Counter {

	/**
	 * Adds to a count unless that would pass a limit.
	 *
	 * @since 0.6.0
	 *
	 * @param string $name   The option row.
	 * @param int    $amount What to add (at least 1).
	 * @param int    $limit  The most the count may reach.
	 * @return bool|WP_Error True when added, false when the limit would be
	 *                       passed (nothing is added), WP_Error when the
	 *                       database failed.
	 */
	public static function take( string $name, int $amount, int $limit ) {
		global $wpdb;
		$amount = max( 1, $amount );
		if ( ! self::ensure_row( $name ) ) {
			return self::failed();
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic conditional increment; caches are cleared below.
		$updated = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->options} SET option_value = option_value + %d WHERE option_name = %s AND option_value + %d <= %d",
				$amount,
				$name,
				$amount,
				$limit
			)
		);
		self::forget( $name );
		if ( false === $updated ) {
			return self::failed();
		}
		return 1 === (int) $updated;
	}

	/**
	 * Takes back from a count; it never goes below 0.
	 *
	 * @since 0.6.0
	 *
	 * @param string $name   The option row.
	 * @param int    $amount What to take back.
	 */
	public static function give_back( string $name, int $amount ): void {
		global $wpdb;
		// `+ 0` makes both databases compare numbers, not text.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic decrement; caches are cleared below.
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->options} SET option_value = CASE WHEN option_value + 0 >= %d THEN option_value - %d ELSE 0 END WHERE option_name = %s",
				$amount,
				$amount,
				$name
			)
		);
		self::forget( $name );
	}

	/**
	 * A count, read from the database itself (0 when there is none).
	 *
	 * @since 0.6.0
	 *
	 * @param string $name The option row.
	 */
	public static function count( string $name ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the exact count, past any cache.
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		return null === $value ? 0 : max( 0, (int) $value );
	}

	/**
	 * Makes sure a count's row exists, without touching an existing count.
	 *
	 * @since 0.6.0
	 *
	 * @param string $name The option row.
	 * @return bool False when the database failed.
	 */
	public static function ensure_row( string $name ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$exists = $wpdb->get_var( $wpdb->prepare( "SELECT option_id FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		if ( null !== $exists ) {
			return true;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$inserted = $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0', 'off')",
				$name
			)
		);
		self::forget( $name );
		return false !== $inserted;
	}

	/**
	 * Deletes counts.
	 *
	 * @since 0.6.0
	 *
	 * @param string[] $names Option rows.
	 */
	public static function delete( array $names ): void {
		global $wpdb;
		foreach ( $names as $name ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- housekeeping of count rows.
			$wpdb->delete( $wpdb->options, array( 'option_name' => $name ) );
			self::forget( (string) $name );
		}
	}

	/**
	 * The names of the count rows that start with a prefix.
	 *
	 * @since 0.6.0
	 *
	 * @param string $prefix The start of the names.
	 * @param int    $limit  At most this many.
	 * @return string[]
	 */
	public static function names( string $prefix, int $limit = 1000 ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- housekeeping of count rows.
		$names = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_id LIMIT %d",
				$wpdb->esc_like( $prefix ) . '%',
				$limit
			)
		);
		return array_map( 'strval', (array) $names );
	}

	/**
	 * Drops cached copies of the option so get_option() sees the database.
	 *
	 * @since 0.6.0
	 *
	 * @param string $name The option row.
	 */
	public static function forget( string $name ): void {
		wp_cache_delete( $name, 'options' );
		$notoptions = wp_cache_get( 'notoptions', 'options' );
		if ( is_array( $notoptions ) && isset( $notoptions[ $name ] ) ) {
			unset( $notoptions[ $name ] );
			wp_cache_set( 'notoptions', $notoptions, 'options' );
		}
	}

	/**
	 * The error when the count could not be read or written.
	 */
	private static function failed(): WP_Error {
		return new WP_Error( 'cairn_counter_failed', __( 'The site cannot count this request right now.', 'cairn' ), array( 'status' => 503 ) );
	}
}
