<?php
/**
 * Form block and its fields: what visitors see, and the plain form post.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Forms\Field;
use Cairn\Forms\Field_Markup;
use Cairn\Forms\Form;
use Cairn\Forms\Submission;
use Cairn\Client_Ip;
use WP_Block;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Renders a form and its fields, and takes its submissions.
 *
 * The form works without JavaScript: it posts to admin-post.php, and the
 * visitor comes back to the page with the result; after a mistake the
 * values and the errors come back through a ten-minute transient named by
 * a random token in the address (never the values themselves). With
 * JavaScript (view.ts) the same handler answers JSON and the page stays.
 *
 * @since 0.4.0
 */
final class Contact_Form {

	/** The admin-post action. */
	public const ACTION = 'cairn_form';

	/** The query argument carrying a result token. */
	public const RESULT_ARG = 'cairn_form';

	/** Seconds a result waits for the visitor's return. */
	private const RESULT_TTL = 600;

	/** The transient prefix of results. */
	private const RESULT_PREFIX = 'cairn_form_result_';

	/**
	 * The form being rendered: its id, its next field's position, and the
	 * values and errors to show.
	 *
	 * @var array{id:string,next:int,values:array<string,string>,errors:array<string,string>}|null
	 */
	private static $current = null;

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
	 * The form's HTML.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param WP_Block            $block      The block.
	 */
	public static function render( array $attributes, WP_Block $block ): string {
		$post_id = (int) ( $block->context['postId'] ?? get_the_ID() );
		$form    = new Form( $block->parsed_block, $post_id );
		$id      = $form->id();
		$result  = self::result( $id );
		$anchor  = 'cairn-form-' . $id;
		$wrapper = get_block_wrapper_attributes( array( 'id' => $anchor ) );

		if ( null !== $result && ! empty( $result['sent'] ) ) {
			return sprintf(
				'<div %1$s><div class="wp-block-cairn-contact-form__result" role="status" tabindex="-1"><p>%2$s</p></div></div>',
				$wrapper,
				esc_html( self::thank_you( $form ) )
			);
		}

		self::$current = array(
			'id'     => $id,
			'next'   => 0,
			'values' => $result['values'] ?? array(),
			'errors' => $result['errors'] ?? array(),
		);
		$fields        = '';
		foreach ( $block->inner_blocks as $inner ) {
			$fields .= $inner->render();
		}
		self::$current = null;
		if ( ! self::has_button( $block->parsed_block['innerBlocks'] ?? array() ) ) {
			// A form always has a way to be sent, even if its button was lost.
			$fields .= sprintf( '<div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">%s</button></div>', esc_html__( 'Submit', 'cairn' ) );
		}

		$summary = '';
		if ( null !== $result && '' !== ( $result['message'] ?? '' ) ) {
			$summary = sprintf( '<p class="wp-block-cairn-contact-form__summary" role="alert">%s</p>', esc_html( $result['message'] ) );
		}

		return sprintf(
			'<div %1$s>%2$s<form class="wp-block-cairn-contact-form__form" method="post" action="%3$s" data-cairn-form="%4$s">'
			. '<div class="wp-block-cairn-contact-form__summary-slot" aria-live="assertive"></div>'
			. '<input type="hidden" name="action" value="%5$s" />'
			. '<input type="hidden" name="cairn_form_post" value="%6$d" />'
			. '<input type="hidden" name="cairn_form_id" value="%4$s" />'
			. '<input type="hidden" name="%7$s" value="%8$s" />'
			. '<input type="hidden" name="cairn_return" value="%9$s" />'
			. '<p class="wp-block-cairn-contact-form__hp" aria-hidden="true"><label>%10$s <input type="text" name="%11$s" value="" tabindex="-1" autocomplete="off" /></label></p>'
			. '%12$s</form></div>',
			$wrapper,
			$summary,
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( $id ),
			esc_attr( self::ACTION ),
			$post_id,
			esc_attr( Submission::STARTED ),
			esc_attr( Submission::started_token() ),
			esc_url( Return_Url::current( $post_id ) ),
			esc_html__( 'Leave this field empty', 'cairn' ),
			esc_attr( Submission::HONEYPOT ),
			$fields
		);
	}

	/**
	 * A field's HTML, in the form being rendered.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	public static function render_field( array $attributes ): string {
		if ( null === self::$current ) {
			return '';
		}
		$field = new Field( $attributes );
		$index = self::$current['next']++;
		$name  = Submission::field_name( $index );
		$id    = 'cairn-' . self::$current['id'] . '-f' . $index;
		$value = self::$current['values'][ $name ] ?? '';
		$error = self::$current['errors'][ $name ] ?? '';
		return Field_Markup::render( $field, $attributes, $name, $id, $value, $error );
	}

	/**
	 * The step navigation: Back and Next, hidden until the form's script
	 * shows one step at a time (without it every step shows, and the buttons
	 * would do nothing).
	 *
	 * @since 0.4.0
	 */
	public static function render_step_navigation(): string {
		return sprintf(
			'<div class="wp-block-cairn-form-step-navigation" hidden><p class="wp-block-cairn-form-step-navigation__status" aria-live="polite"></p><button type="button" class="wp-block-cairn-form-step-navigation__back" data-cairn-step="back">%1$s</button> <button type="button" class="wp-block-cairn-form-step-navigation__next" data-cairn-step="next">%2$s</button></div>',
			esc_html__( 'Back', 'cairn' ),
			esc_html__( 'Next', 'cairn' )
		);
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
		$return = remove_query_arg( self::RESULT_ARG, $return );

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
		$token   = strtolower( wp_generate_password( 20, false ) );
		if ( is_wp_error( $result ) ) {
			$data = (array) $result->get_error_data();
			set_transient(
				self::RESULT_PREFIX . $token,
				array(
					'form'    => $form_id,
					'values'  => $data['values'] ?? array(),
					'errors'  => $data['errors'] ?? array(),
					'message' => $result->get_error_message(),
				),
				self::RESULT_TTL
			);
			wp_safe_redirect( add_query_arg( self::RESULT_ARG, $token, $return ) . '#cairn-form-' . $form_id, 303 );
			exit;
		}
		$redirect = self::redirect( $form );
		if ( '' !== $redirect ) {
			wp_safe_redirect( $redirect, 303 );
			exit;
		}
		set_transient(
			self::RESULT_PREFIX . $token,
			array(
				'form' => $form_id,
				'sent' => true,
			),
			self::RESULT_TTL
		);
		wp_safe_redirect( add_query_arg( self::RESULT_ARG, $token, $return ) . '#cairn-form-' . $form_id, 303 );
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

	/**
	 * The result a plain post left for this form, if the address names one.
	 *
	 * @param string $form_id The form's id.
	 * @return array<string,mixed>|null
	 */
	private static function result( string $form_id ): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a random token naming a short-lived result; reading it changes nothing.
		$token = isset( $_GET[ self::RESULT_ARG ] ) && is_string( $_GET[ self::RESULT_ARG ] ) ? preg_replace( '/[^a-z0-9]/', '', strtolower( wp_unslash( $_GET[ self::RESULT_ARG ] ) ) ) : '';
		if ( '' === $token ) {
			return null;
		}
		$result = get_transient( self::RESULT_PREFIX . $token );
		return is_array( $result ) && ( $result['form'] ?? '' ) === $form_id ? $result : null;
	}

	/**
	 * Whether the form's blocks hold a button.
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 */
	private static function has_button( array $blocks ): bool {
		foreach ( $blocks as $block ) {
			if ( 'cairn/button' === ( $block['blockName'] ?? null ) || self::has_button( $block['innerBlocks'] ?? array() ) ) {
				return true;
			}
		}
		return false;
	}
}
