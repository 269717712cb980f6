<?php
/**
 * Tokens bound to a login session.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * What ties a token Cairn issues (the AI token, the upload token) to the
 * login session it was issued in, so that logging out ends it: the
 * session's verifier (a hash of its token, as WordPress stores sessions),
 * never the session token itself.
 *
 * @since 0.5.0
 */
final class Login_Session {

	/**
	 * The verifier of a session token.
	 *
	 * @since 0.5.0
	 *
	 * @param string $session_token A session token; '' for none.
	 * @return string The verifier, or '' for no session.
	 */
	public static function verifier( string $session_token ): string {
		return '' === $session_token ? '' : hash( 'sha256', $session_token );
	}

	/**
	 * Whether a user still has the session of a verifier.
	 *
	 * @since 0.5.0
	 *
	 * @param int    $user_id  The user.
	 * @param string $verifier The session's verifier.
	 */
	public static function exists( int $user_id, string $verifier ): bool {
		if ( ! preg_match( '/^[0-9a-f]{64}$/', $verifier ) ) {
			return false;
		}
		$manager = \WP_Session_Tokens::get_instance( $user_id );
		// WP_Session_Tokens::verify() takes the token itself, which a Cairn
		// token must not carry; its get_session() takes the verifier.
		$method = new \ReflectionMethod( $manager, 'get_session' );
		if ( PHP_VERSION_ID < 80100 ) {
			$method->setAccessible( true );
		}
		return (bool) $method->invoke( $manager, $verifier );
	}
}
