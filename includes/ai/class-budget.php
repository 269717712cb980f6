<?php
/**
 * The site's monthly AI request budget.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Counter;
use DateTimeImmutable;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Counts AI requests per calendar month (in the site's timezone) against the
 * current tier's limit, exactly, even when requests arrive at once.
 *
 * The count of a month lives in its own option row,
 * `cairn_ai_usage_<YYYY_MM>`, taken with the atomic conditional increment
 * of `Cairn\Counter`: when it adds nothing the budget is exhausted, however
 * many requests race.
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
		$cost  = $cost > 0 ? $cost : Costs::for_feature( $feature );
		$taken = Counter::take( self::option_name( $now ), $cost, Tiers::limit( Tiers::current() ) );
		if ( is_wp_error( $taken ) ) {
			return self::unavailable();
		}
		if ( ! $taken ) {
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
		Counter::give_back( self::option_name( $now ), $cost > 0 ? $cost : Costs::for_feature( $feature ) );
	}

	/**
	 * The requests counted in a month, read from the database itself.
	 *
	 * @since 0.1.0
	 *
	 * @param int $now Unix time that picks the month; 0 for now.
	 */
	public static function count( int $now = 0 ): int {
		return Counter::count( self::option_name( $now ) );
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
