<?php
/**
 * MapKit JS tokens signed by the site.
 *
 * @package Cairn
 */

namespace Cairn\Maps;

use Cairn\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Makes the short-lived JWT that MapKit JS asks for, signed ES256 with the
 * owner's private key (a .p8 file from Apple), bound to the site's origin.
 * The private key is read here only and never leaves the server; an owner
 * may instead paste a domain-restricted token from Apple's dashboard.
 *
 * @since 0.4.0
 */
final class Mapkit_Token {

	/** How long a signed token lives: long enough for a visit, short if copied. */
	public const LIFETIME = 30 * MINUTE_IN_SECONDS;

	/** What a visitor reads when no token can be signed: refreshing may help. */
	public const FAILURE = 'Failed to retrieve a Mapkit API token. Please try refreshing.';

	/**
	 * Whether the site can answer a MapKit token.
	 *
	 * @since 0.4.0
	 */
	public static function configured(): bool {
		return '' !== Settings::get( 'mapkit_token' )
			|| ( '' !== Settings::get( 'mapkit_team_id' ) && '' !== Settings::get( 'mapkit_key_id' ) && '' !== Settings::secret( 'mapkit_private_key' ) );
	}

	/**
	 * A token for MapKit JS and when it expires (0: unknown, a pasted token).
	 * Signed tokens are reused for most of their life, so that visitors do not
	 * each cost a signature.
	 *
	 * @since 0.4.0
	 *
	 * @return array{token:string,expires:int}|WP_Error
	 */
	public static function get() {
		$pasted = Settings::get( 'mapkit_token' );
		if ( '' !== $pasted ) {
			return array(
				'token'   => $pasted,
				'expires' => 0,
			);
		}
		$team = Settings::get( 'mapkit_team_id' );
		$kid  = Settings::get( 'mapkit_key_id' );
		$key  = Settings::secret( 'mapkit_private_key' );
		if ( '' === $team || '' === $kid || '' === $key ) {
			return new WP_Error( 'cairn_mapkit_not_connected', __( 'Failed to retrieve a Mapkit API token. Please try refreshing.', 'cairn' ), array( 'status' => 503 ) );
		}
		$origin = self::origin();
		$cache  = 'cairn_mapkit_' . md5( $team . '|' . $kid . '|' . $origin . '|' . hash( 'sha256', $key ) );
		$cached = get_transient( $cache );
		if ( is_array( $cached ) && isset( $cached['token'], $cached['expires'] ) && (int) $cached['expires'] > time() + 10 * MINUTE_IN_SECONDS ) {
			return array(
				'token'   => (string) $cached['token'],
				'expires' => (int) $cached['expires'],
			);
		}
		$now   = time();
		$token = self::sign( $team, $kid, $key, $origin, $now, $now + self::LIFETIME );
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		$answer = array(
			'token'   => $token,
			'expires' => $now + self::LIFETIME,
		);
		set_transient( $cache, $answer, self::LIFETIME - 10 * MINUTE_IN_SECONDS );
		return $answer;
	}

	/**
	 * The site's origin (scheme, host and any port), which the token is bound to.
	 *
	 * @since 0.4.0
	 */
	public static function origin(): string {
		$parts  = wp_parse_url( home_url() );
		$scheme = is_array( $parts ) && isset( $parts['scheme'] ) ? $parts['scheme'] : 'https';
		$host   = is_array( $parts ) && isset( $parts['host'] ) ? $parts['host'] : '';
		$port   = is_array( $parts ) && isset( $parts['port'] ) ? ':' . $parts['port'] : '';
		return $scheme . '://' . $host . $port;
	}

	/**
	 * A JWT signed ES256: header { alg, kid, typ }, claims { iss, iat, exp, origin }.
	 *
	 * @since 0.4.0
	 *
	 * @param string $team    Apple team id (the issuer).
	 * @param string $kid     Key id.
	 * @param string $pem     Private key, PEM (PKCS#8, as Apple's .p8).
	 * @param string $origin  Origin the token is for.
	 * @param int    $issued  Issued at.
	 * @param int    $expires Expires at.
	 * @return string|WP_Error
	 */
	public static function sign( string $team, string $kid, string $pem, string $origin, int $issued, int $expires ) {
		$key = self::private_key( $pem );
		if ( null === $key ) {
			return new WP_Error( 'cairn_mapkit_key', __( 'Failed to retrieve a Mapkit API token. Please try refreshing.', 'cairn' ), array( 'status' => 500 ) );
		}
		$header = array(
			'alg' => 'ES256',
			'kid' => $kid,
			'typ' => 'JWT',
		);
		$claims = array(
			'iss'    => $team,
			'iat'    => $issued,
			'exp'    => $expires,
			'origin' => $origin,
		);
		$input  = self::base64url( (string) wp_json_encode( $header ) ) . '.' . self::base64url( (string) wp_json_encode( $claims, JSON_UNESCAPED_SLASHES ) );
		$der    = '';
		if ( ! openssl_sign( $input, $der, $key, OPENSSL_ALGO_SHA256 ) ) {
			return new WP_Error( 'cairn_mapkit_sign', __( 'Failed to retrieve a Mapkit API token. Please try refreshing.', 'cairn' ), array( 'status' => 500 ) );
		}
		$raw = self::der_to_raw( (string) $der );
		if ( null === $raw ) {
			return new WP_Error( 'cairn_mapkit_sign', __( 'Failed to retrieve a Mapkit API token. Please try refreshing.', 'cairn' ), array( 'status' => 500 ) );
		}
		return $input . '.' . self::base64url( $raw );
	}

	/**
	 * The key when a PEM holds an EC P-256 private key, else null.
	 *
	 * @since 0.4.0
	 *
	 * @param string $pem PEM.
	 * @return resource|null An OpenSSLAsymmetricKey on PHP 8, which PHPStan's PHP 7 stubs do not know.
	 */
	public static function private_key( string $pem ) {
		if ( ! function_exists( 'openssl_pkey_get_private' ) || '' === $pem ) {
			return null;
		}
		$key = openssl_pkey_get_private( $pem );
		if ( false === $key ) {
			return null;
		}
		$details = openssl_pkey_get_details( $key );
		if ( ! is_array( $details ) || OPENSSL_KEYTYPE_EC !== $details['type'] || ! isset( $details['ec']['curve_name'] ) || 'prime256v1' !== $details['ec']['curve_name'] ) {
			return null;
		}
		return $key;
	}

	/**
	 * A PEM as pasted, with its lines kept (the secrets' cleaning removes
	 * line breaks, which a PEM needs) and anything else invisible removed.
	 *
	 * @since 0.4.0
	 *
	 * @param string $pem Submitted PEM.
	 */
	public static function clean_pem( string $pem ): string {
		$pem = str_replace( array( "\r\n", "\r" ), "\n", $pem );
		return trim( (string) preg_replace( '/[\x00-\x09\x0B-\x1F\x7F]/', '', $pem ) );
	}

	/**
	 * Turns the DER signature openssl_sign() makes (SEQUENCE of two INTEGERs)
	 * into the JWT form: R and S as 32 bytes each, big-endian.
	 *
	 * @since 0.4.0
	 *
	 * @param string $der DER signature.
	 * @return string|null 64 bytes, or null when the DER is not one.
	 */
	public static function der_to_raw( string $der ): ?string {
		$length = strlen( $der );
		if ( $length < 8 || "\x30" !== $der[0] ) {
			return null;
		}
		$offset = 2;
		if ( 0x81 === ord( $der[1] ) ) {
			$offset = 3;
		}
		$raw = '';
		for ( $i = 0; $i < 2; $i++ ) {
			if ( $offset + 2 > $length || "\x02" !== $der[ $offset ] ) {
				return null;
			}
			$size    = ord( $der[ $offset + 1 ] );
			$integer = substr( $der, $offset + 2, $size );
			if ( strlen( $integer ) !== $size ) {
				return null;
			}
			$offset += 2 + $size;
			// DER adds a zero byte before a high bit and drops leading zeros.
			$integer = ltrim( $integer, "\x00" );
			if ( strlen( $integer ) > 32 ) {
				return null;
			}
			$raw .= str_pad( $integer, 32, "\x00", STR_PAD_LEFT );
		}
		return $raw;
	}

	/**
	 * Base64url without padding, as JWTs write it.
	 *
	 * @param string $bytes Bytes.
	 */
	private static function base64url( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- JWT encoding.
	}
}
