<?php
/**
 * A visitor's form submission: checked, stored, then mailed.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

use Cairn\Rate_Limit;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Handles one submission, for the plain form post and the script alike.
 *
 * Order: find the form where it is saved (its post, or a synced pattern,
 * template part or widget: Form::locate()); check every value against that
 * form (never against what the browser says the form is); store the entry;
 * only then mail the notification. A failed mail is recorded on the entry
 * and loses nothing.
 *
 * No nonce: forms sit on public pages that page caches keep for hours, and
 * a nonce older than a day would fail every visitor of the cached copy,
 * losing their message. A submission is not an action in a logged-in
 * user's name, so there is no CSRF victim. What guards it instead: a
 * honeypot field, a minimum fill time carried by a signed timestamp (signed
 * so a bot cannot claim an old one, stable across cached copies, and good
 * for STARTED_LIFETIME only, so that a token a bot took once does not pass
 * for ever), Akismet
 * when it is active, and a per-address rate limit. What fails those checks
 * is stored as spam, never thrown away: a person who typed fast can still be
 * found under Spam.
 *
 * @since 0.4.0
 */
final class Submission {

	/** The honeypot field: hidden from people, filled by bots. */
	public const HONEYPOT = 'cairn_form_website';

	/** The field carrying the signed time the form was shown. */
	public const STARTED = 'cairn_form_started';

	/** Seconds a person needs at least to fill a form. */
	public const MIN_SECONDS = 3;

	/**
	 * Seconds a start token stays good: eight days. The token is signed when
	 * the page is built, and a page cache may serve that page for a long
	 * time: a week is the longest that common page caches keep a page by
	 * default (LiteSpeed Cache's public TTL), and a day more lets the last
	 * visitor of such a copy fill the form and come back to it. An older
	 * token is stored as spam, so a message sent from a copy kept longer is
	 * still found under Spam.
	 */
	public const STARTED_LIFETIME = 8 * DAY_IN_SECONDS;

	/** Submissions per IP address per window. */
	public const PER_IP = 10;

	/** The rate limit's window, in seconds. */
	public const WINDOW = 600;

	/**
	 * The field name of the field at a position.
	 *
	 * @since 0.4.0
	 *
	 * @param int $index The field's position in the form.
	 */
	public static function field_name( int $index ): string {
		return 'cairn_f' . $index;
	}

	/**
	 * The signed time a form is shown at, for its hidden field.
	 *
	 * @since 0.4.0
	 *
	 * @param int|null $time The time (now when null).
	 */
	public static function started_token( ?int $time = null ): string {
		$time = null === $time ? self::now() : $time;
		return $time . '.' . substr( hash_hmac( 'sha256', 'cairn-form-' . $time, wp_salt( 'nonce' ) ), 0, 20 );
	}

	/**
	 * Handles one submission.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $posted The posted fields (unslashed): `cairn_form_post`,
	 *                                    `cairn_form_id`, each field's value, the honeypot
	 *                                    and the start time.
	 * @param string              $ip     The visitor's IP address.
	 * @return array{entry:int,form:Form,values:array<int,string>}|WP_Error The stored
	 *         entry; on a visitor's mistake a WP_Error whose data holds `errors` (by field
	 *         name) and `values`.
	 */
	public static function handle( array $posted, string $ip ) {
		$form   = is_string( $posted['cairn_form_id'] ?? null ) && '' !== $posted['cairn_form_id']
			? Form::locate( absint( $posted['cairn_form_post'] ?? 0 ), $posted['cairn_form_id'] )
			: null;
		$values = array();
		if ( null === $form ) {
			return new WP_Error(
				'cairn_form_changed',
				__( 'This form has changed since the page was loaded. Please reload the page and send it again.', 'cairn' ),
				array(
					'status' => 409,
					'values' => self::raw_values( $posted ),
				)
			);
		}

		$errors = array();
		foreach ( $form->fields as $index => $field ) {
			$name             = self::field_name( $index );
			$values[ $index ] = $field->has_input() ? $field->clean( $posted[ $name ] ?? '' ) : '';
			$error            = $field->error( $values[ $index ] );
			if ( '' !== $error ) {
				$errors[ $name ] = $error;
			}
		}
		if ( $errors ) {
			return new WP_Error(
				'cairn_form_invalid',
				__( 'Please correct the fields below.', 'cairn' ),
				array(
					'status' => 400,
					'errors' => $errors,
					'values' => self::named( $values ),
				)
			);
		}

		if ( ! Rate_Limit::hit( 'form', 'i_' . $ip, self::PER_IP, self::WINDOW ) ) {
			return new WP_Error(
				'cairn_form_rate_limited',
				__( 'Too many messages from your address. Please try again in a few minutes.', 'cairn' ),
				array(
					'status' => 429,
					'values' => self::named( $values ),
				)
			);
		}

		$spam  = self::spam_reason( $form, $values, $posted, $ip );
		$entry = Entries::store(
			$form,
			$values,
			$spam,
			array(
				'_cairn_form_ip'    => $ip,
				'_cairn_form_agent' => isset( $_SERVER['HTTP_USER_AGENT'] ) ? mb_substr( sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ), 0, 255 ) : '',
			)
		);
		if ( is_wp_error( $entry ) ) {
			return new WP_Error(
				'cairn_form_not_stored',
				__( 'Your message could not be saved. Please try again.', 'cairn' ),
				array(
					'status' => 500,
					'values' => self::named( $values ),
				)
			);
		}
		if ( '' === $spam ) {
			update_post_meta( $entry, Entries::META_MAIL, Notification::send( $form, $entry ) ? 'sent' : 'failed' );
		}
		return array(
			'entry'  => $entry,
			'form'   => $form,
			'values' => $values,
		);
	}

	/**
	 * Why a submission looks like spam, or '' when it does not.
	 *
	 * @param Form                $form   The form.
	 * @param array<int,string>   $values The cleaned values.
	 * @param array<string,mixed> $posted What was posted.
	 * @param string              $ip     The visitor's IP address.
	 */
	private static function spam_reason( Form $form, array $values, array $posted, string $ip ): string {
		if ( '' !== trim( is_string( $posted[ self::HONEYPOT ] ?? null ) ? $posted[ self::HONEYPOT ] : '' ) ) {
			return 'honeypot';
		}
		$started = is_string( $posted[ self::STARTED ] ?? null ) ? $posted[ self::STARTED ] : '';
		$time    = (int) strtok( $started, '.' );
		if ( '' === $started || ! hash_equals( self::started_token( $time ), $started ) || self::now() - $time < self::MIN_SECONDS ) {
			return 'too-fast';
		}
		if ( self::now() - $time > self::STARTED_LIFETIME ) {
			return 'expired';
		}
		return Akismet_Check::is_spam( $form, $values, $ip ) ? 'akismet' : '';
	}

	/**
	 * The time a form is shown and sent at, by the site's clock.
	 */
	private static function now(): int {
		/**
		 * Filters the clock that a form's fill time is measured by: the time
		 * stamped in a shown form and the time it is sent at.
		 *
		 * @since 0.5.0
		 *
		 * @param int $now Unix time.
		 */
		return (int) apply_filters( 'cairn_form_now', time() );
	}

	/**
	 * Values by field name, for sending back to the form.
	 *
	 * @param array<int,string> $values Values by position.
	 * @return array<string,string>
	 */
	private static function named( array $values ): array {
		$named = array();
		foreach ( $values as $index => $value ) {
			$named[ self::field_name( $index ) ] = $value;
		}
		return $named;
	}

	/**
	 * What was posted under field names, as text, for a form that has
	 * changed: the visitor keeps what they typed.
	 *
	 * @param array<string,mixed> $posted What was posted.
	 * @return array<string,string>
	 */
	private static function raw_values( array $posted ): array {
		$values = array();
		foreach ( $posted as $name => $value ) {
			if ( is_string( $value ) && preg_match( '/^cairn_f\d{1,3}$/', (string) $name ) ) {
				$values[ $name ] = mb_substr( wp_check_invalid_utf8( $value, true ), 0, 10000 );
			}
		}
		return $values;
	}
}
