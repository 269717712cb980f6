<?php
/**
 * Akismet's opinion of a submission.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * Asks Akismet, when it is active with a key, whether a submission is spam;
 * a site with another checker answers through the `cairn_form_is_spam`
 * filter.
 *
 * @since 0.4.0
 */
final class Akismet_Check {

	/**
	 * Whether a submission is spam.
	 *
	 * @since 0.4.0
	 *
	 * @param Form              $form   The form.
	 * @param array<int,string> $values The cleaned values, by field position.
	 * @param string            $ip     The visitor's IP address.
	 */
	public static function is_spam( Form $form, array $values, string $ip ): bool {
		$spam = false;
		if ( class_exists( '\Akismet' ) && is_callable( array( '\Akismet', 'get_api_key' ) ) && \Akismet::get_api_key() ) {
			$query    = self::query( $form, $values, $ip );
			$response = \Akismet::http_post( \Akismet::build_query( $query ), 'comment-check' );
			$spam     = is_array( $response ) && isset( $response[1] ) && 'true' === trim( (string) $response[1] );
		}
		/**
		 * Whether a form submission is spam.
		 *
		 * @since 0.4.0
		 *
		 * @param bool              $spam   Akismet's answer (false without Akismet).
		 * @param Form              $form   The form.
		 * @param array<int,string> $values The values, by field position.
		 */
		return (bool) apply_filters( 'cairn_form_is_spam', $spam, $form, $values );
	}

	/**
	 * What Akismet's comment-check is told.
	 *
	 * @param Form              $form   The form.
	 * @param array<int,string> $values The values.
	 * @param string            $ip     The visitor's IP address.
	 * @return array<string,string>
	 */
	private static function query( Form $form, array $values, string $ip ): array {
		$query   = array(
			'blog'         => home_url(),
			'user_ip'      => $ip,
			'user_agent'   => isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '',
			'referrer'     => isset( $_SERVER['HTTP_REFERER'] ) ? esc_url_raw( wp_unslash( $_SERVER['HTTP_REFERER'] ) ) : '',
			'permalink'    => (string) get_permalink( $form->post_id ),
			'comment_type' => 'contact-form',
		);
		$content = array();
		foreach ( $form->fields as $index => $field ) {
			$value = $values[ $index ] ?? '';
			if ( 'name' === $field->type && ! isset( $query['comment_author'] ) ) {
				$query['comment_author'] = $value;
			} elseif ( 'email' === $field->type && ! isset( $query['comment_author_email'] ) ) {
				$query['comment_author_email'] = $value;
			} elseif ( 'url' === $field->type && ! isset( $query['comment_author_url'] ) ) {
				$query['comment_author_url'] = $value;
			} elseif ( in_array( $field->type, array( 'text', 'textarea' ), true ) ) {
				$content[] = $value;
			}
		}
		$query['comment_content'] = implode( "\n", $content );
		return $query;
	}
}
