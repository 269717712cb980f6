<?php
/**
 * Login sessions for AI token tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

/**
 * Opens a login session for a user, as logging in does, so that an AI token
 * can be bound to it.
 *
 * @since 0.2.0
 */
final class AI_Test_Session {

	/**
	 * Opens a session and sets the logged-in cookie, so that
	 * wp_get_session_token() returns it.
	 *
	 * @param int $user_id User.
	 * @return string The session token.
	 */
	public static function open( int $user_id ): string {
		$expiration                  = time() + HOUR_IN_SECONDS;
		$token                       = \WP_Session_Tokens::get_instance( $user_id )->create( $expiration );
		$_COOKIE[ LOGGED_IN_COOKIE ] = wp_generate_auth_cookie( $user_id, $expiration, 'logged_in', $token );
		return $token;
	}

	/**
	 * Forgets the logged-in cookie.
	 */
	public static function close(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
	}
}
