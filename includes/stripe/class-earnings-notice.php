<?php
/**
 * The outcome of an owner's action, kept for the Earnings screen.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * The Earnings screen's plain forms (cancel, resume, refund) post to the
 * REST routes, which answer with a redirect back to the screen. What Stripe
 * answered travels in between as a notice kept under a random token in the
 * screen's address: shown once, to the user who acted, for ten minutes at
 * most, so a shared or replayed address shows nobody else's outcome.
 *
 * @since 0.8.0
 */
final class Earnings_Notice {

	/** The transient prefix of an outcome waiting for the screen. */
	private const PREFIX = 'cairn_earnings_notice_';

	/**
	 * Keeps an outcome for the current user.
	 *
	 * @since 0.8.0
	 *
	 * @param bool   $error   Whether the action failed.
	 * @param string $message What to tell the user.
	 * @return string The token the screen's address carries.
	 */
	public static function put( bool $error, string $message ): string {
		$token = strtolower( wp_generate_password( 20, false ) );
		set_transient(
			self::PREFIX . $token,
			array(
				'user'    => get_current_user_id(),
				'error'   => $error,
				'message' => $message,
			),
			10 * MINUTE_IN_SECONDS
		);
		return $token;
	}

	/**
	 * The outcome kept under a token, once, for the user who acted.
	 *
	 * @since 0.8.0
	 *
	 * @param string $token The token in the screen's address.
	 * @return array{error:bool,message:string}|null
	 */
	public static function take( string $token ): ?array {
		$notice = '' !== $token ? get_transient( self::PREFIX . $token ) : false;
		if ( ! is_array( $notice ) || (int) ( $notice['user'] ?? 0 ) !== get_current_user_id() ) {
			return null;
		}
		delete_transient( self::PREFIX . $token );
		return array(
			'error'   => (bool) $notice['error'],
			'message' => (string) $notice['message'],
		);
	}
}
