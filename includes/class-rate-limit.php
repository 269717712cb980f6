<?php
/**
 * Per-key limits on what visitors may do.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Counts attempts per key in fixed windows, for the public forms and routes
 * that cannot use nonces (contact forms, newsletter signups, checkout, map
 * tokens).
 *
 * Each count is taken atomically, so a limit of N lets exactly N attempts
 * through in a window however many arrive at once: with a persistent object
 * cache, with `wp_cache_add()` then `wp_cache_incr()` (atomic in Redis and
 * Memcached); otherwise with `Cairn\Counter`'s conditional increment of an
 * option row named `cairn_rl_<scope>_<key hash>_<window end>`, which a daily
 * event removes once its window has passed. A refused attempt adds nothing.
 *
 * @since 0.4.0
 * @since 0.6.0 Atomic; keyed on Client_Ip::current() by its callers.
 */
final class Rate_Limit {

	/** Prefix of the count rows. */
	public const PREFIX = 'cairn_rl_';

	/** The object cache group of the counts. */
	private const CACHE_GROUP = 'cairn_rate_limit';

	/** The daily cleanup's hook. */
	public const CRON_HOOK = 'cairn_rate_limit_cleanup';

	/**
	 * Hooks the cleanup and schedules it.
	 *
	 * @since 0.6.0
	 */
	public static function register(): void {
		add_action(
			self::CRON_HOOK,
			static function (): void {
				self::remove_expired();
			}
		);
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CRON_HOOK );
				}
			}
		);
	}

	/**
	 * Unschedules the cleanup (plugin deactivation).
	 *
	 * @since 0.6.0
	 */
	public static function deactivate(): void {
		wp_clear_scheduled_hook( self::CRON_HOOK );
	}

	/**
	 * Counts one attempt under a key; false once the limit is reached (the
	 * attempt is then refused).
	 *
	 * @since 0.4.0
	 * @since 0.6.0 Atomic; `$now` added.
	 *
	 * @param string $scope  What is limited ('mc', 'form', 'checkout', 'mapkit').
	 * @param string $key    Who (an address, or an IP from Client_Ip::current()).
	 * @param int    $limit  Attempts per window.
	 * @param int    $window The window, in seconds.
	 * @param int    $now    Unix time (tests); 0 for now.
	 */
	public static function hit( string $scope, string $key, int $limit, int $window, int $now = 0 ): bool {
		$name = self::name( $scope, $key, $window, $now );
		if ( wp_using_ext_object_cache() ) {
			$ttl = self::window_end( $window, $now ) - ( $now > 0 ? $now : time() );
			wp_cache_add( $name, 0, self::CACHE_GROUP, max( 1, $ttl ) );
			$count = wp_cache_incr( $name, 1, self::CACHE_GROUP );
			if ( false === $count || $count <= $limit ) {
				// A cache that lost the count meanwhile lets the attempt through.
				return true;
			}
			// Refused: taken back, so the count never passes the limit for long.
			wp_cache_decr( $name, 1, self::CACHE_GROUP );
			return false;
		}
		// A database that cannot count does not lock visitors out.
		return false !== Counter::take( $name, 1, $limit );
	}

	/**
	 * The attempts counted under a key in the window of a time.
	 *
	 * @since 0.6.0
	 *
	 * @param string $scope  What is limited.
	 * @param string $key    Who.
	 * @param int    $window The window, in seconds.
	 * @param int    $now    Unix time; 0 for now.
	 */
	public static function count( string $scope, string $key, int $window, int $now = 0 ): int {
		$name = self::name( $scope, $key, $window, $now );
		if ( wp_using_ext_object_cache() ) {
			return (int) wp_cache_get( $name, self::CACHE_GROUP );
		}
		return Counter::count( $name );
	}

	/**
	 * Removes the count rows whose window has passed.
	 *
	 * @since 0.6.0
	 *
	 * @param int $now Unix time (tests); 0 for now.
	 * @return int How many were removed.
	 */
	public static function remove_expired( int $now = 0 ): int {
		$now     = $now > 0 ? $now : time();
		$removed = 0;
		do {
			$names   = Counter::names( self::PREFIX, 1000 );
			$full    = count( $names ) >= 1000;
			$expired = array_values(
				array_filter(
					$names,
					static function ( string $name ) use ( $now ): bool {
						return 1 === preg_match( '/_(\d+)$/', $name, $match ) && (int) $match[1] <= $now;
					}
				)
			);
			Counter::delete( $expired );
			$removed += count( $expired );
		} while ( $full && $expired );
		return $removed;
	}

	/**
	 * The visitor's IP address: Client_Ip::current().
	 *
	 * @since 0.4.0
	 * @since 0.6.0 Read through the trusted proxies of the settings.
	 */
	public static function client_ip(): string {
		return Client_Ip::current();
	}

	/**
	 * The count's name: its scope, the key's hash and when its window ends.
	 *
	 * @param string $scope  What is limited.
	 * @param string $key    Who.
	 * @param int    $window The window, in seconds.
	 * @param int    $now    Unix time; 0 for now.
	 */
	private static function name( string $scope, string $key, int $window, int $now ): string {
		return self::PREFIX . sanitize_key( $scope ) . '_' . md5( $key ) . '_' . self::window_end( $window, $now );
	}

	/**
	 * When the window holding a time ends.
	 *
	 * @param int $window The window, in seconds.
	 * @param int $now    Unix time; 0 for now.
	 */
	private static function window_end( int $window, int $now ): int {
		$window = max( 1, $window );
		return ( intdiv( $now > 0 ? $now : time(), $window ) + 1 ) * $window;
	}
}
