<?php
/**
 * A visitor's newsletter signup, shared by the REST route and the plain form post.
 *
 * @package Cairn
 */

namespace Cairn\Mailchimp;

use Cairn\Blocks\Contact_Info;
use Cairn\Rate_Limit;

defined( 'ABSPATH' ) || exit;

/**
 * Checks and sends one signup.
 *
 * No nonce: the form sits on public pages that page caches keep for hours,
 * and a nonce older than a day fails for every visitor of the cached copy —
 * the signup would fail in silence. A subscribe is not an action taken in a
 * logged-in user's name (no CSRF victim), and Mailchimp's double opt-in
 * means nobody is added without confirming by email. What guards the route
 * instead: a honeypot field bots fill, a per-address and per-IP rate limit,
 * and a signature (HMAC with the site's salt, stable across cached copies)
 * over the block's interests and signup field, so a visitor cannot choose
 * other groups or merge fields than the author did.
 *
 * @since 0.3.0
 */
final class Signup {

	/** Signups per address per window. */
	public const PER_ADDRESS = 3;

	/** Signups per IP address per window. */
	public const PER_IP = 10;

	/** The rate limit's window, in seconds. */
	public const WINDOW = 600;

	/** The honeypot field's name: hidden from people, filled by bots. */
	public const HONEYPOT = 'cairn_website';

	/**
	 * The block's server-side choices as the form carries them, signed.
	 *
	 * @since 0.3.0
	 *
	 * @param string[] $interests Interest ids.
	 * @param string   $tag       Signup field tag.
	 * @param string   $value     Signup field value.
	 * @return array{config:string,signature:string}
	 */
	public static function sign( array $interests, string $tag, string $value ): array {
		$config = (string) wp_json_encode(
			array(
				'interests' => array_values( array_map( 'strval', $interests ) ),
				'tag'       => $tag,
				'value'     => $value,
			)
		);
		return array(
			'config'    => $config,
			'signature' => hash_hmac( 'sha256', $config, wp_salt( 'nonce' ) ),
		);
	}

	/**
	 * Handles one signup.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $fields `email`, `config`, `signature`, and the honeypot.
	 * @param string              $ip     The visitor's IP address.
	 * @return true|\WP_Error
	 */
	public static function handle( array $fields, string $ip ) {
		$email = trim( is_string( $fields['email'] ?? null ) ? $fields['email'] : '' );
		if ( ! Contact_Info::is_valid_email( $email ) ) {
			return new \WP_Error( 'cairn_mailchimp_invalid_email', __( 'Please enter a valid email address.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( '' !== trim( is_string( $fields[ self::HONEYPOT ] ?? null ) ? $fields[ self::HONEYPOT ] : '' ) ) {
			// A bot: answered like a success so it learns nothing, sent nowhere.
			return true;
		}
		$config    = is_string( $fields['config'] ?? null ) ? $fields['config'] : '';
		$signature = is_string( $fields['signature'] ?? null ) ? $fields['signature'] : '';
		$choices   = array(
			'interests' => array(),
			'tag'       => '',
			'value'     => '',
		);
		if ( '' !== $config ) {
			if ( ! hash_equals( hash_hmac( 'sha256', $config, wp_salt( 'nonce' ) ), $signature ) ) {
				return new \WP_Error( 'cairn_mailchimp_bad_form', __( 'The form was changed. Please reload the page and try again.', 'cairn' ), array( 'status' => 400 ) );
			}
			$decoded = json_decode( $config, true );
			$choices = is_array( $decoded ) ? array_merge( $choices, $decoded ) : $choices;
		}
		if ( ! Client::is_configured() ) {
			return new \WP_Error( 'cairn_mailchimp_not_connected', __( 'Mailchimp is not connected.', 'cairn' ), array( 'status' => 503 ) );
		}
		if ( ! Rate_Limit::hit( 'mc', 'a_' . strtolower( $email ), self::PER_ADDRESS, self::WINDOW ) || ! Rate_Limit::hit( 'mc', 'i_' . $ip, self::PER_IP, self::WINDOW ) ) {
			return new \WP_Error( 'cairn_mailchimp_rate_limited', __( 'Too many signups. Please try again in a few minutes.', 'cairn' ), array( 'status' => 429 ) );
		}
		$tag   = strtoupper( preg_replace( '/[^A-Za-z0-9_]/', '', (string) $choices['tag'] ) ?? '' );
		$value = (string) $choices['value'];
		return Client::subscribe(
			$email,
			'' !== $tag && '' !== $value ? array( $tag => $value ) : array(),
			array_filter( array_map( 'strval', (array) $choices['interests'] ) )
		);
	}
}
