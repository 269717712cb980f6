<?php
/**
 * The site's monthly AI request budget.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use DateTimeImmutable;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Counts AI requests per calendar month (in the site's timezone) against the
 * current tier's limit, exactly, even when requests arrive at once.
 *
 * The count of a month lives in its own option row,
 * `cairn_ai_usage_<YYYY_MM>` (not autoloaded; per site on multisite). A
 * reservation is one conditional `UPDATE … SET option_value = option_value
 * + cost WHERE … AND option_value + cost <= limit`: the database applies it
 * atomically, so when it changes no row the budget is exhausted, however many
 * requests race. The row is created with `INSERT IGNORE` rather than
 * add_option(), whose `ON DUPLICATE KEY UPDATE` would reset a count that a
 * concurrent request had already raised.
 *
 * @since 0.1.0
 */
final class Budget {

	/** Prefix of the monthly count options. */
	public const OPTION_PREFIX = 'cairn_ai_usage_';

	/**
	 * Takes a request's cost from this month's budget, or refuses when it
	 * does not fit.
	 *
	 * @since 0.1.0
	 *
	 * @param string $feature Feature slug (sets the cost when $cost is 0).
	 * @param int    $cost    Requests to take; 0 for the feature's cost.
	 * @param int    $now     Unix time that picks the month; 0 for now.
	 * @return true|WP_Error WP_Error `error_quota_exceeded` (429) when the budget is exhausted.
	 */
	public static function reserve( string $feature, int $cost = 0, int $now = 0 ) {
		global $wpdb;
		$cost   = $cost > 0 ? $cost : Costs::for_feature( $feature );
		$limit  = Tiers::limit( Tiers::current() );
		$option = self::option_name( $now );

		if ( ! self::ensure_row( $option ) ) {
			return self::unavailable();
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic conditional increment; caches are cleared below.
		$updated = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->options} SET option_value = option_value + %d WHERE option_name = %s AND option_value + %d <= %d",
				$cost,
				$option,
				$cost,
				$limit
			)
		);
		self::forget( $option );

		if ( false === $updated ) {
			return self::unavailable();
		}
		if ( 1 !== (int) $updated ) {
			return new WP_Error(
				'error_quota_exceeded',
				__( 'You have reached the limit of requests for this site.', 'cairn' ),
				array( 'status' => 429 )
			);
		}
		return true;
	}

	/**
	 * Gives back a reservation after a failure that should not count. The
	 * count never goes below 0.
	 *
	 * @since 0.1.0
	 *
	 * @param string $feature Feature slug (sets the cost when $cost is 0).
	 * @param int    $cost    Requests to give back; 0 for the feature's cost.
	 * @param int    $now     Unix time that picks the month; 0 for now.
	 */
	public static function release( string $feature, int $cost = 0, int $now = 0 ): void {
		global $wpdb;
		$cost   = $cost > 0 ? $cost : Costs::for_feature( $feature );
		$option = self::option_name( $now );
		// `+ 0` makes both databases compare numbers, not text.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic decrement; caches are cleared below.
		$wpdb->query(
			$wpdb->prepare(
				"UPDATE {$wpdb->options} SET option_value = CASE WHEN option_value + 0 >= %d THEN option_value - %d ELSE 0 END WHERE option_name = %s",
				$cost,
				$cost,
				$option
			)
		);
		self::forget( $option );
	}

	/**
	 * The requests counted in a month, read from the database itself.
	 *
	 * @since 0.1.0
	 *
	 * @param int $now Unix time that picks the month; 0 for now.
	 */
	public static function count( int $now = 0 ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the exact count, past any cache.
		$value = $wpdb->get_var(
			$wpdb->prepare(
				"SELECT option_value FROM {$wpdb->options} WHERE option_name = %s",
				self::option_name( $now )
			)
		);
		return null === $value ? 0 : max( 0, (int) $value );
	}

	/**
	 * The option that holds a month's count.
	 *
	 * @since 0.1.0
	 *
	 * @param int $now Unix time that picks the month; 0 for now.
	 */
	public static function option_name( int $now = 0 ): string {
		return self::OPTION_PREFIX . self::month_start( $now )->format( 'Y_m' );
	}

	/**
	 * When the month began, in the site's timezone.
	 *
	 * @since 0.1.0
	 *
	 * @param int $now Unix time that picks the month; 0 for now.
	 * @return string `YYYY-MM-DD HH:MM:SS`.
	 */
	public static function period_start( int $now = 0 ): string {
		return self::month_start( $now )->format( 'Y-m-d H:i:s' );
	}

	/**
	 * When the next month begins, in the site's timezone.
	 *
	 * @since 0.1.0
	 *
	 * @param int $now Unix time that picks the month; 0 for now.
	 * @return string `YYYY-MM-DD HH:MM:SS`.
	 */
	public static function next_period_start( int $now = 0 ): string {
		return self::month_start( $now )->modify( 'first day of next month' )->format( 'Y-m-d H:i:s' );
	}

	/**
	 * Midnight of the first day of the month, in the site's timezone.
	 *
	 * @param int $now Unix time; 0 for now.
	 */
	private static function month_start( int $now ): DateTimeImmutable {
		$date = ( new DateTimeImmutable( '@' . ( $now > 0 ? $now : time() ) ) )->setTimezone( wp_timezone() );
		return $date->setDate( (int) $date->format( 'Y' ), (int) $date->format( 'n' ), 1 )->setTime( 0, 0, 0 );
	}

	/**
	 * Makes sure a count's row exists, without touching an existing count.
	 *
	 * @since 0.2.0 Public, for the per-user counts.
	 *
	 * @param string $option Option name.
	 * @return bool False when the database failed.
	 */
	public static function ensure_row( string $option ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$exists = $wpdb->get_var(
			$wpdb->prepare( "SELECT option_id FROM {$wpdb->options} WHERE option_name = %s", $option )
		);
		if ( null !== $exists ) {
			return true;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$inserted = $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '0', 'off')",
				$option
			)
		);
		self::forget( $option );
		return false !== $inserted;
	}

	/**
	 * Drops cached copies of the option so get_option() sees the database.
	 *
	 * @since 0.2.0 Public, for the per-user counts.
	 *
	 * @param string $option Option name.
	 */
	public static function forget( string $option ): void {
		wp_cache_delete( $option, 'options' );
		$notoptions = wp_cache_get( 'notoptions', 'options' );
		if ( is_array( $notoptions ) && isset( $notoptions[ $option ] ) ) {
			unset( $notoptions[ $option ] );
			wp_cache_set( 'notoptions', $notoptions, 'options' );
		}
	}

	/**
	 * The error when the count could not be read or written.
	 *
	 * @since 0.2.0 Public, for the per-user counts.
	 */
	public static function unavailable(): WP_Error {
		return new WP_Error(
			'error_service_unavailable',
			__( 'AI services are currently unavailable. Sorry for the inconvenience.', 'cairn' ),
			array( 'status' => 503 )
		);
	}
}
