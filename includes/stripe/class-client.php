<?php
/**
 * A small client for Stripe's HTTP API.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;
use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Calls Stripe with the owner's secret key, from the server only: form-encoded
 * bodies with bracket keys, `Authorization: Bearer sk_…`, JSON answers. The
 * key goes only into that header: no answer of this class carries it, nor
 * Stripe's own error text (which may quote part of it).
 *
 * @since 0.4.0
 */
final class Client {

	/** Stripe's API. */
	public const API = 'https://api.stripe.com';

	/** Seconds a call may take: a visitor waits for the Checkout redirect. */
	private const TIMEOUT = 20.0;

	/**
	 * The API's base URL: Stripe's, unless wp-config.php allows developer
	 * base URLs (Developer_Base_Urls) and `stripe_api_base_url` names one
	 * (the tests' local server).
	 *
	 * @since 0.4.0
	 */
	public static function base_url(): string {
		$override = Settings::get( 'stripe_api_base_url' );
		return '' !== $override ? untrailingslashit( $override ) : self::API;
	}

	/**
	 * One API call.
	 *
	 * @since 0.4.0
	 *
	 * @param string              $method          GET, POST or DELETE.
	 * @param string              $path            Path such as `/v1/account`.
	 * @param array<string,mixed> $params          Parameters, nested arrays for bracket keys.
	 * @param string              $idempotency_key For POSTs: Stripe answers a repeated key with the first answer, so a retried request creates nothing twice.
	 * @return array<string,mixed>|\WP_Error The decoded answer.
	 */
	public static function call( string $method, string $path, array $params = array(), string $idempotency_key = '' ) {
		$key = Settings::secret( 'stripe_secret_key' );
		if ( '' === $key ) {
			return new \WP_Error( 'cairn_stripe_not_connected', __( 'Stripe is not connected.', 'cairn' ), array( 'status' => 503 ) );
		}
		$url  = self::base_url() . $path;
		$args = array(
			'method'  => $method,
			'headers' => array(
				'Authorization'  => 'Bearer ' . $key,
				'Stripe-Version' => '2025-03-31.basil',
			),
		);
		// Stripe reads the parameters of a GET or DELETE from the query.
		if ( in_array( $method, array( 'GET', 'DELETE' ), true ) ) {
			$url .= $params ? '?' . self::encode( $params ) : '';
		} else {
			$args['headers']['Content-Type'] = 'application/x-www-form-urlencoded';
			$args['body']                    = self::encode( $params );
			if ( '' !== $idempotency_key ) {
				$args['headers']['Idempotency-Key'] = $idempotency_key;
			}
		}
		$response = Outgoing_Request::request( $url, $args, self::policy() );
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'cairn_stripe_unreachable', __( 'Stripe could not be reached.', 'cairn' ), array( 'status' => 502 ) );
		}
		$status  = (int) wp_remote_retrieve_response_code( $response );
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$decoded = is_array( $decoded ) ? $decoded : array();
		if ( $status >= 200 && $status < 300 ) {
			return $decoded;
		}
		if ( 401 === $status || 403 === $status ) {
			return new \WP_Error( 'cairn_stripe_bad_key', __( 'Stripe refused the secret key.', 'cairn' ), array( 'status' => 502 ) );
		}
		if ( 429 === $status ) {
			return new \WP_Error( 'cairn_stripe_rate_limited', __( 'Stripe asked the site to slow down (too many requests).', 'cairn' ), array( 'status' => 503 ) );
		}
		if ( $status >= 500 ) {
			return new \WP_Error( 'cairn_stripe_unavailable', __( 'Stripe is having a problem and could not answer.', 'cairn' ), array( 'status' => 503 ) );
		}
		$error = is_array( $decoded['error'] ?? null ) ? $decoded['error'] : array();
		return new \WP_Error(
			'cairn_stripe_error',
			__( 'Stripe could not process the request.', 'cairn' ),
			array(
				'status'      => 502,
				'upstream'    => $status,
				'param'       => self::field( $error, 'param' ),
				// Stripe's own code (amount_too_small, resource_missing…),
				// never its message, which may quote the request.
				'stripe_code' => self::field( $error, 'code' ),
				'stripe_type' => self::field( $error, 'type' ),
			)
		);
	}

	/**
	 * A short identifier-like field of Stripe's error, or ''.
	 *
	 * @param array<string,mixed> $error Stripe's `error` object.
	 * @param string              $name  The field.
	 */
	private static function field( array $error, string $name ): string {
		$value = $error[ $name ] ?? '';
		return is_string( $value ) ? substr( (string) preg_replace( '/[^A-Za-z0-9_\[\]\.]/', '', $value ), 0, 100 ) : '';
	}

	/**
	 * Form encoding with bracket keys (`a[b][0]=c`), as Stripe reads it.
	 * Booleans are spelled true/false; nulls are left out.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $params Parameters.
	 */
	public static function encode( array $params ): string {
		$pairs = array();
		self::flatten( $params, '', $pairs );
		return implode( '&', $pairs );
	}

	/**
	 * Collects `key=value` pairs.
	 *
	 * @param array<int|string,mixed> $params Parameters.
	 * @param string                  $prefix Key so far.
	 * @param string[]                $pairs  Pairs, filled.
	 */
	private static function flatten( array $params, string $prefix, array &$pairs ): void {
		foreach ( $params as $name => $value ) {
			$key = '' === $prefix ? (string) $name : $prefix . '[' . $name . ']';
			if ( is_array( $value ) ) {
				self::flatten( $value, $key, $pairs );
			} elseif ( null !== $value ) {
				$pairs[] = rawurlencode( $key ) . '=' . rawurlencode( is_bool( $value ) ? ( $value ? 'true' : 'false' ) : (string) $value );
			}
		}
	}

	/**
	 * Stripe's API host only. A developer base URL, which only wp-config.php
	 * allows, may be on this machine (the tests' server), so private
	 * addresses are allowed for it alone; link-local and metadata addresses
	 * never are.
	 */
	private static function policy(): Policy {
		$own = '' === Settings::get( 'stripe_api_base_url' );
		return new Policy(
			array(
				'allowed_hosts' => $own ? array( 'api.stripe.com' ) : array(),
				'allow_private' => ! $own,
				'timeout'       => self::TIMEOUT,
			)
		);
	}
}
