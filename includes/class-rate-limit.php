<?php
/**
 * Per-key limits on what visitors may do.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Counts attempts per key in a window (transients, so a persistent object
 * cache keeps them in memory), for the public forms that cannot use nonces.
 *
 * @since 0.4.0
 */
final class Rate_Limit {

	/**
	 * Counts one attempt under a key; false once the limit is passed (the
	 * attempt is then not counted).
	 *
	 * @since 0.4.0
	 *
	 * @param string $scope  What is limited ('mc', 'form').
	 * @param string $key    Who (a hashed address or IP).
	 * @param int    $limit  Attempts per window.
	 * @param int    $window The window, in seconds.
	 */
	public static function hit( string $scope, string $key, int $limit, int $window ): bool {
		$name  = 'cairn_' . $scope . '_' . md5( $key );
		$count = (int) get_transient( $name );
		if ( $count >= $limit ) {
			return false;
		}
		set_transient( $name, $count + 1, $window );
		return true;
	}

	/**
	 * The visitor's IP address.
	 *
	 * @since 0.4.0
	 */
	public static function client_ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		/**
		 * Filters the address that per-IP limits count. Behind a reverse
		 * proxy or CDN every visitor arrives from the proxy's address; a
		 * site there returns the visitor's address from the header its proxy
		 * sets.
		 *
		 * @since 0.4.0
		 *
		 * @param string $ip REMOTE_ADDR.
		 */
		return (string) apply_filters( 'cairn_client_ip', $ip );
	}
}
