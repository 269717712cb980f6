<?php
/**
 * The form block's submissions, as a plain post or from its script.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

use Cairn\Client_Ip;

defined( 'ABSPATH' ) || exit;

/**
 * Takes a form's submissions at admin-post.php and says how it went.
 *
 * The form works without JavaScript: it posts here, and the visitor comes
 * back to the page with the result (Form_Result). With JavaScript (view.ts)
 * the same handler answers JSON and the page stays. Checking, storing and
 * mailing are Submission's.
 *
 * @since 0.4.0
 */
final class Form_Post {

	/** The admin-post action. */
	public const ACTION = 'cairn_form';

	/**
	 * Hooks the form post.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_action( 'admin_post_nopriv_' . self::ACTION, array( __CLASS__, 'handle_post' ) );
		add_action( 'admin_post_' . self::ACTION, array( __CLASS__, 'handle_post' ) );
	}

	/**
	 * Takes a submission: a plain post comes back to the page with the
	 * result; a script's request (Accept: application/json) gets JSON.
	 *
	 * @since 0.4.0
	 */
	public static function handle_post(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- a public form on cached pages: see Submission on what guards it instead of a nonce.
		$posted = array();
		foreach ( $_POST as $name => $value ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is cleaned by its field's definition in Submission.
			if ( is_string( $name ) && is_string( $value ) ) {
				$posted[ $name ] = wp_unslash( $value );
			}
		}
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		$result = Submission::handle( $posted, Client_Ip::current() );
		$form   = is_wp_error( $result ) ? null : $result['form'];
		$return = wp_validate_redirect( esc_url_raw( (string) ( $posted['cairn_return'] ?? '' ) ), home_url( '/' ) );
		$return = remove_query_arg( Form_Result::ARG, $return );

		if ( wp_is_json_request() ) {
			if ( is_wp_error( $result ) ) {
				$data = (array) $result->get_error_data();
				wp_send_json(
					array(
						'ok'      => false,
						'code'    => $result->get_error_code(),
						'message' => $result->get_error_message(),
						'errors'  => $data['errors'] ?? (object) array(),
					),
					(int) ( $data['status'] ?? 400 )
				);
			}
			wp_send_json(
				array(
					'ok'       => true,
					'message'  => self::thank_you( $form ),
					'redirect' => self::redirect( $form ),
				)
			);
		}

		$form_id = is_string( $posted['cairn_form_id'] ?? null ) ? preg_replace( '/[^a-f0-9]/', '', $posted['cairn_form_id'] ) : '';
		if ( is_wp_error( $result ) ) {
			$data  = (array) $result->get_error_data();
			$token = Form_Result::keep(
				array(
					'form'    => $form_id,
					'values'  => $data['values'] ?? array(),
					'errors'  => $data['errors'] ?? array(),
					'message' => $result->get_error_message(),
				)
			);
			wp_safe_redirect( add_query_arg( Form_Result::ARG, $token, $return ) . '#cairn-form-' . $form_id, 303 );
			exit;
		}
		$redirect = self::redirect( $form );
		if ( '' !== $redirect ) {
			wp_safe_redirect( $redirect, 303 );
			exit;
		}
		$token = Form_Result::keep(
			array(
				'form' => $form_id,
				'sent' => true,
			)
		);
		wp_safe_redirect( add_query_arg( Form_Result::ARG, $token, $return ) . '#cairn-form-' . $form_id, 303 );
		exit;
	}

	/**
	 * What the visitor reads once the form is sent.
	 *
	 * @since 0.4.0
	 *
	 * @param Form|null $form The form.
	 */
	public static function thank_you( ?Form $form ): string {
		$message = null !== $form ? $form->setting( 'customThankyouMessage' ) : '';
		return '' !== $message ? wp_strip_all_tags( $message ) : __( 'Thank you! Your message has been sent.', 'cairn' );
	}

	/**
	 * Where the visitor goes once the form is sent: a page of this site when
	 * the form says so, else '' (the message shows in place).
	 *
	 * @since 0.4.0
	 *
	 * @param Form|null $form The form.
	 */
	public static function redirect( ?Form $form ): string {
		if ( null === $form || 'redirect' !== $form->setting( 'confirmationType' ) ) {
			return '';
		}
		return (string) wp_validate_redirect( esc_url_raw( $form->setting( 'customThankyouRedirect' ) ), '' );
	}
}
