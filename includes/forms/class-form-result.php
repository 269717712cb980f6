<?php
/**
 * What a plain form post leaves for the page it returns to.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * The result of a plain (script-less) form post, kept for the visitor's
 * return: the values and the errors after a mistake, or that the form was
 * sent. It lives ten minutes in a transient named by a random token in the
 * address, never in the address itself.
 *
 * @since 0.4.0
 */
final class Form_Result {

	/** The query argument carrying a result token. */
	public const ARG = 'cairn_form';

	/** Seconds a result waits for the visitor's return. */
	private const TTL = 600;

	/** The transient prefix of results. */
	private const PREFIX = 'cairn_form_result_';

	/**
	 * Keeps a result and answers the token that names it.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $result The result, with the form's id under `form`.
	 */
	public static function keep( array $result ): string {
		$token = strtolower( wp_generate_password( 20, false ) );
		set_transient( self::PREFIX . $token, $result, self::TTL );
		return $token;
	}

	/**
	 * The result a plain post left for this form, if the address names one.
	 *
	 * @since 0.4.0
	 *
	 * @param string $form_id The form's id.
	 * @return array<string,mixed>|null
	 */
	public static function for_form( string $form_id ): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a random token naming a short-lived result; reading it changes nothing.
		$token = isset( $_GET[ self::ARG ] ) && is_string( $_GET[ self::ARG ] ) ? preg_replace( '/[^a-z0-9]/', '', strtolower( wp_unslash( $_GET[ self::ARG ] ) ) ) : '';
		if ( '' === $token ) {
			return null;
		}
		$result = get_transient( self::PREFIX . $token );
		return is_array( $result ) && ( $result['form'] ?? '' ) === $form_id ? $result : null;
	}
}
