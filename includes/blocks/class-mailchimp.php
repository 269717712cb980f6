<?php
/**
 * The Mailchimp block's visitor form and its plain (no JavaScript) form post.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Mailchimp\Client;
use Cairn\Mailchimp\Signup;
use Cairn\Mailchimp\Signup_Block;
use Cairn\Post_Access;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the signup form. The form posts to admin-post.php, which works
 * without JavaScript and comes back to the page with the result in the query
 * (`cairn_mailchimp=pending|success|compliance|error`: mailed to confirm, on
 * the list already, only Mailchimp's own form takes the address back, or
 * failed; and on a refusal a token for the address the visitor typed, so
 * the field keeps it). With JavaScript, view.ts sends the same
 * fields to the REST route and shows the result in place.
 *
 * The form names its block (the post and Signup_Block's id), never its
 * settings. In the preview of a post not yet published, it also carries
 * the REST nonce, so that the route recognises the editor trying it (such
 * a page is never cached); the plain post counts a logged-in session only
 * with that nonce too, as the REST API does, so that no other site can sign
 * people up in an editor's name.
 *
 * @since 0.3.0
 */
final class Mailchimp {

	/** The admin-post.php action. */
	public const ACTION = 'cairn_mailchimp_subscribe';

	/**
	 * Where the address a visitor typed waits for the page to come back
	 * after a failed plain post: a transient named by a random token, so the
	 * address stays out of the URL (server logs, history, referrers).
	 */
	public const TYPED_PREFIX = 'cairn_mc_typed_';

	/** How long the typed address waits, in seconds. */
	private const TYPED_TTL = 600;

	/**
	 * Hooks the form post, for visitors and logged-in users alike.
	 *
	 * @since 0.3.0
	 */
	public static function register(): void {
		add_action( 'admin_post_nopriv_' . self::ACTION, array( __CLASS__, 'handle_post' ) );
		add_action( 'admin_post_' . self::ACTION, array( __CLASS__, 'handle_post' ) );
	}

	/**
	 * The form's HTML; nothing when Mailchimp is not set up.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param WP_Block|null       $block      The block, for the post it is shown in.
	 */
	public static function render( array $attributes, ?WP_Block $block = null ): string {
		if ( ! Client::is_configured() ) {
			return '';
		}
		$text    = static function ( string $name ) use ( $attributes ): string {
			return isset( $attributes[ $name ] ) && is_scalar( $attributes[ $name ] ) ? (string) $attributes[ $name ] : '';
		};
		$post_id = null !== $block ? (int) ( $block->context['postId'] ?? 0 ) : 0;
		$post    = $post_id > 0 ? get_post( $post_id ) : null;
		$nonce   = $post && ! Post_Access::is_published( $post ) && is_user_logged_in()
			? '<input type="hidden" name="_wpnonce" value="' . esc_attr( wp_create_nonce( 'wp_rest' ) ) . '" />'
			: '';
		// The plain post's result, shown as the page comes back.
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reads the result of a public form, changes nothing.
		$result = isset( $_GET['cairn_mailchimp'] ) ? sanitize_key( wp_unslash( $_GET['cairn_mailchimp'] ) ) : '';
		$token  = in_array( $result, array( 'error', 'compliance' ), true ) && isset( $_GET['cairn_mailchimp_typed'] ) ? sanitize_key( wp_unslash( $_GET['cairn_mailchimp_typed'] ) ) : '';
		$typed  = '' !== $token ? (string) get_transient( self::TYPED_PREFIX . $token ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		// Any one CSS colour a palette gives (a hex, a name, rgb()/hsl(), or a
		// var() of the theme's), and nothing more: one value, no other
		// declarations, then WordPress's own CSS filter.
		$button_style = '';
		foreach ( array(
			'background-color' => 'backgroundButtonColor',
			'color'            => 'textButtonColor',
		) as $property => $attribute ) {
			if ( preg_match( '/^(#[0-9a-f]{3,8}|[a-z]+|(rgba?|hsla?|var)\([a-z0-9\s,.%-]*\))$/i', $text( $attribute ) ) ) {
				$button_style .= safecss_filter_attr( $property . ':' . $text( $attribute ) ) . ';';
			}
		}
		$labels      = array(
			'processing' => $text( 'processingLabel' ),
			'success'    => $text( 'successLabel' ),
			'error'      => $text( 'errorLabel' ),
		);
		$signup_link = __( 'Open Mailchimp’s signup form', 'cairn' );
		$notice      = '';
		if ( 'success' === $result || 'pending' === $result ) {
			$told   = trim( $labels['success'] . ' ' . Signup::note( 'pending' === $result ? Client::PENDING : Client::SUBSCRIBED ) );
			$notice = '<p class="wp-block-cairn-mailchimp__notice is-success" role="status">' . esc_html( $told ) . '</p>';
		} elseif ( 'compliance' === $result ) {
			$form   = Client::signup_form_url();
			$notice = '<p class="wp-block-cairn-mailchimp__notice is-error" role="alert">' . esc_html( Client::compliance_message() )
				. ( '' !== $form ? ' <a href="' . esc_url( $form ) . '">' . esc_html( $signup_link ) . '</a>' : '' ) . '</p>';
		} elseif ( 'error' === $result ) {
			$notice = '<p class="wp-block-cairn-mailchimp__notice is-error" role="alert">' . esc_html( $labels['error'] ) . '</p>';
		}
		$wrapper = get_block_wrapper_attributes(
			array(
				'data-processing'  => $labels['processing'],
				'data-success'     => $labels['success'],
				'data-error'       => $labels['error'],
				'data-signup-link' => $signup_link,
			)
		);
		return sprintf(
			'<div %1$s><form class="wp-block-cairn-mailchimp__form" method="post" action="%2$s">'
			. '<input type="hidden" name="action" value="%3$s" />'
			. '<input type="hidden" name="post" value="%4$d" />'
			. '<input type="hidden" name="block" value="%5$s" />'
			. '<input type="hidden" name="cairn_return" value="%6$s" />%16$s'
			. '<p class="wp-block-cairn-mailchimp__honeypot" aria-hidden="true"><label>%7$s <input type="text" name="%8$s" value="" tabindex="-1" autocomplete="off" /></label></p>'
			. '<p><input type="email" name="email" required class="wp-block-cairn-mailchimp__email" placeholder="%9$s" aria-label="%10$s" value="%11$s" /></p>'
			. '<p><button type="submit" class="wp-block-button__link wp-element-button" style="%12$s">%13$s</button></p>'
			. '<p class="wp-block-cairn-mailchimp__consent">%14$s</p>'
			. '<div class="wp-block-cairn-mailchimp__status">%15$s</div>'
			. '</form></div>',
			$wrapper,
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::ACTION ),
			$post_id,
			esc_attr( Signup_Block::id( $attributes ) ),
			esc_url( Return_Url::current( $post_id ) ),
			esc_html__( 'Leave this field empty', 'cairn' ),
			esc_attr( Signup::HONEYPOT ),
			esc_attr( $text( 'emailPlaceholder' ) ),
			esc_attr__( 'Email address', 'cairn' ),
			esc_attr( $typed ),
			esc_attr( $button_style ),
			esc_html( $text( 'submitButtonText' ) ),
			wp_kses_post( $text( 'consentText' ) ),
			$notice,
			$nonce
		);
	}

	/**
	 * Handles the plain form post and sends the visitor back to the page.
	 *
	 * @since 0.3.0
	 */
	public static function handle_post(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- a public form on cached pages: see Signup on why a honeypot and rate limit guard it instead.
		$fields = array();
		foreach ( array( 'email', 'post', 'block', Signup::HONEYPOT ) as $name ) {
			$fields[ $name ] = isset( $_POST[ $name ] ) && is_string( $_POST[ $name ] ) ? wp_unslash( $_POST[ $name ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Signup checks each field; the block is looked up where it is saved.
		}
		$return = isset( $_POST['cairn_return'] ) && is_string( $_POST['cairn_return'] ) ? esc_url_raw( wp_unslash( $_POST['cairn_return'] ) ) : '';
		$nonce  = isset( $_POST['_wpnonce'] ) && is_string( $_POST['_wpnonce'] ) ? sanitize_key( wp_unslash( $_POST['_wpnonce'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		if ( is_user_logged_in() && ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
			// Without the nonce of a preview, the request is a visitor's.
			wp_set_current_user( 0 );
		}
		$result = Signup::handle( $fields, Signup::client_ip() );
		$target = wp_validate_redirect( $return, home_url( '/' ) );
		$target = remove_query_arg( array( 'cairn_mailchimp', 'cairn_mailchimp_typed' ), $target );
		if ( is_wp_error( $result ) ) {
			$token = strtolower( wp_generate_password( 20, false ) );
			set_transient( self::TYPED_PREFIX . $token, sanitize_text_field( (string) $fields['email'] ), self::TYPED_TTL );
			$target = add_query_arg(
				array(
					'cairn_mailchimp'       => 'cairn_mailchimp_compliance' === $result->get_error_code() ? 'compliance' : 'error',
					'cairn_mailchimp_typed' => $token,
				),
				$target
			);
		} else {
			$target = add_query_arg( 'cairn_mailchimp', Client::PENDING === $result ? 'pending' : 'success', $target );
		}
		wp_safe_redirect( $target, 303 );
		exit;
	}
}
