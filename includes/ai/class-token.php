<?php
/**
 * Short-lived tokens for the AI query route.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * HS256 JSON Web Tokens bound to a user, this blog and this site, valid for
 * five minutes. The key is derived from the site's auth salt, so it never
 * leaves the server and changes when the salts do.
 *
 * A token is also bound to the login session it was issued in (`sid`: the
 * session token's verifier, the hash WordPress itself keys sessions by) and
 * to the user's password (`pwd`: a keyed hash of the stored password hash).
 * Every use checks both, so logging out or changing the password ends the
 * token at once, whichever session manager the site uses.
 *
 * @since 0.1.0
 */
final class Token {

	/** Seconds a token is valid. */
	public const LIFETIME = 300;

	/**
	 * Issues a token for a user.
	 *
	 * @since 0.1.0
	 *
	 * @param int         $user_id       User id.
	 * @param string|null $session_token The login session's token; null for the current one.
	 * @return string The JWT; a token issued outside a login session is never valid.
	 */
	public static function issue( int $user_id, ?string $session_token = null ): string {
		$now     = time();
		$session = null === $session_token ? wp_get_session_token() : $session_token;
		return self::sign(
			array(
				'sub'     => $user_id,
				'blog_id' => get_current_blog_id(),
				'site'    => home_url(),
				'iat'     => $now,
				'exp'     => $now + self::LIFETIME,
				'jti'     => wp_generate_uuid4(),
				'sid'     => \Cairn\Login_Session::verifier( $session ),
				'pwd'     => self::password_binding( $user_id ),
			)
		);
	}

	/**
	 * Signs claims into an HS256 JWT.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $claims Claims.
	 * @return string The JWT.
	 */
	public static function sign( array $claims ): string {
		$signing_input = self::base64url_encode(
			(string) wp_json_encode(
				array(
					'alg' => 'HS256',
					'typ' => 'JWT',
				)
			)
		)
			. '.' . self::base64url_encode( (string) wp_json_encode( $claims ) );
		return $signing_input . '.' . self::base64url_encode( self::signature( $signing_input ) );
	}

	/**
	 * Checks a token and returns its user.
	 *
	 * @since 0.1.0
	 *
	 * @param string $jwt The token.
	 * @return int|WP_Error The user id, or a 401 error when the token is
	 *                      malformed, tampered with, expired, or for another
	 *                      blog, site or a user who no longer exists.
	 */
	public static function verify( string $jwt ) {
		$parts = explode( '.', $jwt );
		if ( 3 !== count( $parts ) ) {
			return self::invalid();
		}
		list( $header_part, $payload_part, $signature_part ) = $parts;

		$header = json_decode( (string) self::base64url_decode( $header_part ), true );
		// Only HS256: never `none`, never another algorithm the token names.
		if ( ! is_array( $header ) || ! isset( $header['alg'] ) || 'HS256' !== $header['alg'] ) {
			return self::invalid();
		}
		$signature = self::base64url_decode( $signature_part );
		if ( false === $signature || ! hash_equals( self::signature( $header_part . '.' . $payload_part ), $signature ) ) {
			return self::invalid();
		}

		$claims = json_decode( (string) self::base64url_decode( $payload_part ), true );
		if ( ! is_array( $claims ) || ! isset( $claims['sub'], $claims['exp'], $claims['blog_id'], $claims['site'] ) ) {
			return self::invalid();
		}
		if ( ! is_int( $claims['exp'] ) || $claims['exp'] <= time() ) {
			return new WP_Error(
				'cairn_ai_token_expired',
				__( 'The AI token has expired.', 'cairn' ),
				array( 'status' => 401 )
			);
		}
		if ( get_current_blog_id() !== $claims['blog_id'] || home_url() !== $claims['site'] ) {
			return self::invalid();
		}
		$user_id = is_int( $claims['sub'] ) ? $claims['sub'] : 0;
		if ( $user_id <= 0 || ! get_userdata( $user_id ) ) {
			return self::invalid();
		}
		if ( ! isset( $claims['pwd'] ) || ! is_string( $claims['pwd'] ) || ! hash_equals( self::password_binding( $user_id ), $claims['pwd'] ) ) {
			// The password changed since the token was issued.
			return self::ended();
		}
		if ( ! isset( $claims['sid'] ) || ! is_string( $claims['sid'] ) || ! \Cairn\Login_Session::exists( $user_id, $claims['sid'] ) ) {
			// The user logged out (or the session expired or was destroyed).
			return self::ended();
		}
		return $user_id;
	}

	/**
	 * A keyed hash of the user's stored password hash: changes with the password.
	 *
	 * @param int $user_id User id.
	 */
	private static function password_binding( int $user_id ): string {
		$user = get_userdata( $user_id );
		return $user ? self::base64url_encode( hash_hmac( 'sha256', 'pwd|' . $user->user_pass, self::key(), true ) ) : '';
	}

	/**
	 * The error for a token whose login session has ended.
	 */
	private static function ended(): WP_Error {
		return new WP_Error(
			'cairn_ai_token_expired',
			__( 'Your login session has ended. Please log in again.', 'cairn' ),
			array( 'status' => 401 )
		);
	}

	/**
	 * The raw HMAC-SHA256 of the signing input.
	 *
	 * @param string $signing_input `header.payload`.
	 */
	private static function signature( string $signing_input ): string {
		return hash_hmac( 'sha256', $signing_input, self::key(), true );
	}

	/**
	 * The signing key, derived from the auth salt for this purpose only.
	 */
	private static function key(): string {
		return hash_hmac( 'sha256', 'cairn-ai-token', wp_salt( 'auth' ), true );
	}

	/**
	 * Base64url without padding.
	 *
	 * @param string $data Bytes.
	 */
	private static function base64url_encode( string $data ): string {
		return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- JWT encoding.
	}

	/**
	 * Decodes base64url; false for anything that is not.
	 *
	 * @param string $data Encoded text.
	 * @return string|false
	 */
	private static function base64url_decode( string $data ) {
		if ( '' === $data || ! preg_match( '/^[A-Za-z0-9_-]+$/', $data ) ) {
			return false;
		}
		return base64_decode( strtr( $data, '-_', '+/' ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- JWT decoding.
	}

	/**
	 * The error for a token that cannot be trusted.
	 */
	private static function invalid(): WP_Error {
		return new WP_Error(
			'cairn_ai_invalid_token',
			__( 'The AI token is not valid.', 'cairn' ),
			array( 'status' => 401 )
		);
	}

	/**
	 * Whether a request to an AI route may run: its bearer token must be
	 * valid for this site, the token's user must be able to edit posts (and
	 * the post named, if any), and AI must be on for the site. The query,
	 * logo and transcription routes all check this.
	 *
	 * @since 0.8.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error 401 for a missing or bad token, 403 otherwise.
	 */
	public static function authorize( WP_REST_Request $request ) {
		$header = (string) $request->get_header( 'authorization' );
		if ( ! preg_match( '/^Bearer\s+(\S+)\s*$/i', $header, $matches ) ) {
			return new WP_Error(
				'cairn_ai_token_missing',
				__( 'An AI token is required.', 'cairn' ),
				array( 'status' => 401 )
			);
		}
		$user_id = self::verify( $matches[1] );
		if ( is_wp_error( $user_id ) ) {
			$data = $user_id->get_error_data();
			if ( ! is_array( $data ) || empty( $data['status'] ) ) {
				$user_id->add_data( array( 'status' => 401 ) );
			}
			return $user_id;
		}
		wp_set_current_user( (int) $user_id );
		if ( ! current_user_can( 'edit_posts' ) ) {
			return new WP_Error(
				'rest_forbidden',
				__( 'Sorry, you are not allowed to use AI on this site.', 'cairn' ),
				array( 'status' => 403 )
			);
		}
		$post_id = (int) $request['post_id'];
		if ( $post_id && get_post( $post_id ) && ! current_user_can( 'edit_post', $post_id ) ) {
			return new WP_Error(
				'rest_forbidden',
				__( 'Sorry, you are not allowed to use AI on this post.', 'cairn' ),
				array( 'status' => 403 )
			);
		}
		if ( ! Features::is_site_enabled() ) {
			return Text_Request::disabled();
		}
		return true;
	}
}
