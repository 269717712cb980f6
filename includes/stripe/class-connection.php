<?php
/**
 * Whether the owner's Stripe account is connected.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * "Connected" means both keys are set and Stripe accepted the secret key:
 * the account (`GET /v1/account`) is read when the keys are saved and kept
 * with a fingerprint of the key and API base URL it was read with, so that
 * a changed key is never taken as verified.
 *
 * @since 0.4.0
 */
final class Connection {

	/** The verified account: id, default_currency, fingerprint. */
	public const OPTION = 'cairn_stripe_account';

	/** The last failed check: message, fingerprint, time. */
	public const ERROR_OPTION = 'cairn_stripe_error';

	/** A notice for the editor, shown once: 'connected' or 'cancelled'. */
	public const NOTICE_OPTION = 'cairn_stripe_notice';

	/** Seconds before a failed check is tried again with the same key. */
	private const RETRY_AFTER = 300;

	/**
	 * Checks the keys whenever the settings that hold them change.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		foreach ( array( Settings::SECRETS, Settings::SERVICES ) as $option ) {
			add_action( 'add_option_' . $option, array( __CLASS__, 'keys_saved' ) );
			add_action( 'update_option_' . $option, array( __CLASS__, 'keys_saved' ) );
		}
	}

	/**
	 * Reads the account again when the key or base URL changed, then sets up
	 * the webhook endpoint (Webhook_Endpoint) once Stripe accepted the key;
	 * a removed key disconnects (and tells the editor the setup was
	 * cancelled).
	 *
	 * @since 0.4.0
	 */
	public static function keys_saved(): void {
		if ( '' === Settings::secret( 'stripe_secret_key' ) ) {
			if ( get_option( self::OPTION ) ) {
				update_option( self::NOTICE_OPTION, 'cancelled', false );
			}
			delete_option( self::OPTION );
			delete_option( self::ERROR_OPTION );
			return;
		}
		$stored = get_option( self::OPTION );
		if ( is_array( $stored ) && ( $stored['fingerprint'] ?? '' ) === self::fingerprint() ) {
			if ( Webhook_Endpoint::needs_setup() ) {
				Webhook_Endpoint::ensure();
			}
			return;
		}
		if ( ! is_wp_error( self::verify() ) ) {
			// Payments are recorded from Stripe's events: make sure they come.
			Webhook_Endpoint::ensure();
		}
	}

	/**
	 * Reads the account with the current key and keeps it, or keeps why not.
	 *
	 * @since 0.4.0
	 *
	 * @return array{id:string,default_currency:string}|\WP_Error
	 */
	public static function verify() {
		$account = Client::call( 'GET', '/v1/account' );
		if ( ! is_wp_error( $account ) && ( ! isset( $account['id'] ) || ! is_string( $account['id'] ) ) ) {
			$account = new \WP_Error( 'cairn_stripe_error', __( 'Stripe could not process the request.', 'cairn' ) );
		}
		if ( is_wp_error( $account ) ) {
			delete_option( self::OPTION );
			update_option(
				self::ERROR_OPTION,
				array(
					'message'     => $account->get_error_message(),
					'fingerprint' => self::fingerprint(),
					'time'        => time(),
				),
				false
			);
			return $account;
		}
		$verified = array(
			'id'               => sanitize_text_field( $account['id'] ),
			'default_currency' => strtoupper( sanitize_key( (string) ( $account['default_currency'] ?? '' ) ) ),
			'fingerprint'      => self::fingerprint(),
		);
		update_option( self::OPTION, $verified, false );
		delete_option( self::ERROR_OPTION );
		update_option( self::NOTICE_OPTION, 'connected', false );
		return array(
			'id'               => $verified['id'],
			'default_currency' => $verified['default_currency'],
		);
	}

	/**
	 * The verified account, or null. Checks again (at most every five
	 * minutes after a failure) when the key changed since.
	 *
	 * @since 0.4.0
	 *
	 * @return array{id:string,default_currency:string}|null
	 */
	public static function account(): ?array {
		if ( '' === Settings::secret( 'stripe_secret_key' ) || '' === Settings::get( 'stripe_publishable_key' ) ) {
			return null;
		}
		$stored = get_option( self::OPTION );
		if ( is_array( $stored ) && ( $stored['fingerprint'] ?? '' ) === self::fingerprint() ) {
			return array(
				'id'               => (string) $stored['id'],
				'default_currency' => (string) $stored['default_currency'],
			);
		}
		$error = get_option( self::ERROR_OPTION );
		if ( is_array( $error ) && ( $error['fingerprint'] ?? '' ) === self::fingerprint() && time() - (int) ( $error['time'] ?? 0 ) < self::RETRY_AFTER ) {
			return null;
		}
		$verified = self::verify();
		return is_wp_error( $verified ) ? null : $verified;
	}

	/**
	 * Whether payments can be taken.
	 *
	 * @since 0.4.0
	 */
	public static function is_connected(): bool {
		return null !== self::account();
	}

	/**
	 * Why the account is not connected ('' when it is, or when no key is set).
	 *
	 * @since 0.4.0
	 */
	public static function error(): string {
		if ( self::is_connected() || '' === Settings::secret( 'stripe_secret_key' ) ) {
			return '';
		}
		if ( '' === Settings::get( 'stripe_publishable_key' ) ) {
			return __( 'Set the Stripe publishable key too.', 'cairn' );
		}
		$error = get_option( self::ERROR_OPTION );
		return is_array( $error ) ? (string) ( $error['message'] ?? '' ) : '';
	}

	/**
	 * The notice to show once ('connected' or 'cancelled'), then forgotten.
	 *
	 * @since 0.4.0
	 */
	public static function take_notice(): string {
		$notice = (string) get_option( self::NOTICE_OPTION, '' );
		if ( '' !== $notice ) {
			delete_option( self::NOTICE_OPTION );
		}
		return $notice;
	}

	/**
	 * What the verification depends on, hashed (the key itself is not kept twice).
	 */
	private static function fingerprint(): string {
		return hash_hmac( 'sha256', Settings::secret( 'stripe_secret_key' ) . '|' . Client::base_url(), wp_salt( 'auth' ) );
	}
}
