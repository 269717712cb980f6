<?php
/**
 * The short-lived token that authorises resumable video uploads.
 *
 * @package Cairn
 */

namespace Cairn\Video;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * An upload token (`upload_token`): the user, the site and an
 * expiry, signed with a key derived from the site's auth salt. The tus route
 * reads it from a header, so an upload that outlives the login cookie's
 * nonce, or runs from a worker, still carries who may upload. It is asked
 * for again when it expires.
 *
 * @since 0.5.0
 */
final class Upload_Token {

	/** How long a token is good for, in seconds. */
	public const LIFETIME = HOUR_IN_SECONDS;

	/** The header it travels in. */
	public const HEADER = 'X-Cairn-Upload-Token';

	/**
	 * A token for a user of this site.
	 *
	 * @since 0.5.0
	 *
	 * @param int         $user_id       The user.
	 * @param int         $now           The time (tests); 0 for now.
	 * @param string|null $session_token The login session it belongs to; null for the current one.
	 */
	public static function issue( int $user_id, int $now = 0, ?string $session_token = null ): string {
		$now     = $now > 0 ? $now : time();
		$payload = self::encode(
			(string) wp_json_encode(
				array(
					'u' => $user_id,
					'b' => get_current_blog_id(),
					'e' => $now + self::LIFETIME,
					'n' => wp_generate_password( 12, false ),
					// Logging out ends it, as it ends the session it was issued in.
					's' => \Cairn\Login_Session::verifier( null === $session_token ? wp_get_session_token() : $session_token ),
				)
			)
		);
		return $payload . '.' . self::encode( self::signature( $payload ) );
	}

	/**
	 * The user a token was issued to, if it is valid here and now.
	 *
	 * @since 0.5.0
	 *
	 * @param string $token The token.
	 * @return int|WP_Error The user id, or 401.
	 */
	public static function verify( string $token ) {
		$parts = explode( '.', $token );
		if ( 2 !== count( $parts ) ) {
			return self::invalid();
		}
		$signature = self::decode( $parts[1] );
		if ( false === $signature || ! hash_equals( self::signature( $parts[0] ), $signature ) ) {
			return self::invalid();
		}
		$claims = json_decode( (string) self::decode( $parts[0] ), true );
		if ( ! is_array( $claims ) || ! isset( $claims['u'], $claims['b'], $claims['e'] ) || ! is_int( $claims['u'] ) || ! is_int( $claims['e'] ) ) {
			return self::invalid();
		}
		if ( $claims['e'] <= time() ) {
			return new WP_Error( 'cairn_upload_token_expired', __( 'The upload token has expired.', 'cairn' ), array( 'status' => 401 ) );
		}
		if ( get_current_blog_id() !== $claims['b'] || ! get_userdata( $claims['u'] ) ) {
			return self::invalid();
		}
		if ( ! isset( $claims['s'] ) || ! is_string( $claims['s'] ) || ! \Cairn\Login_Session::exists( $claims['u'], $claims['s'] ) ) {
			return new WP_Error( 'cairn_upload_token_expired', __( 'Your login session has ended. Please log in again.', 'cairn' ), array( 'status' => 401 ) );
		}
		return $claims['u'];
	}

	/**
	 * The signature of a payload.
	 *
	 * @param string $payload The encoded payload.
	 */
	private static function signature( string $payload ): string {
		$key = hash_hmac( 'sha256', 'cairn-video-upload-token', wp_salt( 'auth' ), true );
		return hash_hmac( 'sha256', $payload, $key, true );
	}

	/**
	 * The 401 of a token that cannot be trusted.
	 */
	private static function invalid(): WP_Error {
		return new WP_Error( 'cairn_upload_token_invalid', __( 'The upload token is not valid.', 'cairn' ), array( 'status' => 401 ) );
	}

	/**
	 * Base64url without padding.
	 *
	 * @param string $data Bytes.
	 */
	private static function encode( string $data ): string {
		return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the token's encoding.
	}

	/**
	 * Decodes base64url; false for anything that is not.
	 *
	 * @param string $data Encoded text.
	 * @return string|false
	 */
	private static function decode( string $data ) {
		if ( '' === $data || ! preg_match( '/^[A-Za-z0-9_-]+$/', $data ) ) {
			return false;
		}
		return base64_decode( strtr( $data, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the token's encoding.
	}
}
