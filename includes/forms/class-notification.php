<?php
/**
 * The mail that tells the form's owner about an entry.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * Mails an entry to the form's recipients as plain text: a visitor's
 * `<script>` reaches the mailbox as the characters it is, never as markup,
 * and no value reaches a header but a checked email address (as Reply-To).
 *
 * @since 0.4.0
 */
final class Notification {

	/**
	 * Sends the notification of an entry.
	 *
	 * @since 0.4.0
	 *
	 * @param Form $form     The form.
	 * @param int  $entry_id The stored entry.
	 * @return bool Whether the mailer accepted it.
	 */
	public static function send( Form $form, int $entry_id ): bool {
		$fields  = Entries::fields( $entry_id );
		$headers = array( 'Content-Type: text/plain; charset=UTF-8' );
		$reply   = self::reply_to( $fields );
		if ( '' !== $reply ) {
			$headers[] = 'Reply-To: ' . $reply;
		}
		try {
			return (bool) wp_mail( $form->recipients(), self::subject( $form ), self::body( $form, $fields ), $headers );
		} catch ( \Throwable $error ) {
			// A broken mailer plugin: the entry is stored, and marked as not mailed.
			return false;
		}
	}

	/**
	 * The subject: the form's, else the site's name and the post's title; one line.
	 *
	 * @since 0.4.0
	 *
	 * @param Form $form The form.
	 */
	public static function subject( Form $form ): string {
		$subject = $form->setting( 'subject' );
		if ( '' === $subject ) {
			/* translators: 1: the site's name, 2: the title of the page with the form. */
			$subject = sprintf( __( '[%1$s] %2$s', 'cairn' ), wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ), get_the_title( $form->post_id ) );
		}
		return trim( (string) preg_replace( '/[\r\n\t]+/', ' ', wp_strip_all_tags( $subject ) ) );
	}

	/**
	 * The body: each field's label and value, then where it was sent from.
	 *
	 * @since 0.4.0
	 *
	 * @param Form                                                    $form   The form.
	 * @param array<int,array{label:string,type:string,value:string}> $fields The entry's fields.
	 */
	public static function body( Form $form, array $fields ): string {
		$lines = array();
		foreach ( $fields as $field ) {
			$value = in_array( $field['type'], array( 'checkbox', 'consent' ), true )
				? ( '1' === $field['value'] ? __( 'Yes', 'cairn' ) : __( 'No', 'cairn' ) )
				: $field['value'];
			// Continuation lines are indented, so no value can pass for another field.
			$lines[] = $field['label'] . ': ' . str_replace( "\n", "\n    ", $value );
		}
		$lines[] = '';
		/* translators: %s: the address of the page with the form. */
		$lines[] = sprintf( __( 'Sent from: %s', 'cairn' ), (string) get_permalink( $form->post_id ) );
		/* translators: %s: the address of the entry in the admin. */
		$lines[] = sprintf( __( 'All entries: %s', 'cairn' ), admin_url( 'edit.php?post_type=' . Entries::POST_TYPE . '&post_parent=' . $form->post_id ) );
		return implode( "\n", $lines ) . "\n";
	}

	/**
	 * The Reply-To address: the entry's first valid email, else ''.
	 *
	 * @param array<int,array{label:string,type:string,value:string}> $fields The entry's fields.
	 */
	private static function reply_to( array $fields ): string {
		foreach ( $fields as $field ) {
			if ( 'email' === $field['type'] && \Cairn\Blocks\Contact_Info::is_valid_email( $field['value'] ) ) {
				return $field['value'];
			}
		}
		return '';
	}
}
