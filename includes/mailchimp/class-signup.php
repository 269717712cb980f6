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
 * and the block the form names (`post` and `block`, see Signup_Block): the
 * groups and signup field come from that block as saved, never from the
 * request. A form that names no block (a page cached before forms named
 * theirs) subscribes the address alone.
 *
 * What a signup does to an address already in the audience, and why it
 * never touches its merge fields or groups: see Client::subscribe(). The
 * visitor is told what happened: a confirmation email is on its way
 * (`pending`), the address is on the list already (`subscribed`), or only
 * Mailchimp's own form can take it back. Telling these apart says whether
 * an address is on the list, as Mailchimp's own hosted form does; it never
 * says more (no fields, no groups), and the per-address and per-IP limits
 * keep anyone from asking about many addresses.
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
	 * What the visitor is told beside the block's success text: for an
	 * address Mailchimp mailed, to confirm; nothing for one already on the
	 * list.
	 *
	 * @since 0.7.0
	 *
	 * @param string $outcome Client::PENDING or Client::SUBSCRIBED.
	 */
	public static function note( string $outcome ): string {
		return Client::PENDING === $outcome ? __( 'Check your inbox to confirm your subscription.', 'cairn' ) : '';
	}

	/**
	 * The visitor's address: the connecting one, or what a trusted proxy
	 * says (never a header from anyone else, which the visitor could write
	 * to dodge the limit).
	 *
	 * @since 0.3.0
	 * @since 0.8.0 Moved from Rest\Mailchimp_Controller: the route and the
	 *              block's plain-post signup both count it.
	 */
	public static function client_ip(): string {
		$ip = \Cairn\Client_Ip::current();
		/**
		 * Filters the address the per-IP signup limit counts.
		 *
		 * @since 0.3.0
		 *
		 * @param string $ip Client_Ip::current(): REMOTE_ADDR, or the
		 *                   visitor behind the trusted proxies of the
		 *                   settings, then `cairn_client_ip`.
		 */
		return (string) apply_filters( 'cairn_mailchimp_client_ip', $ip );
	}

	/**
	 * Handles one signup.
	 *
	 * @since 0.3.0
	 *
	 * @since 0.7.0 Answers what became of the address.
	 *
	 * @param array<string,mixed> $fields `email`, `post`, `block`, and the honeypot.
	 * @param string              $ip     The visitor's IP address.
	 * @return string|\WP_Error Client::PENDING or Client::SUBSCRIBED.
	 */
	public static function handle( array $fields, string $ip ) {
		$email = trim( is_string( $fields['email'] ?? null ) ? $fields['email'] : '' );
		if ( ! Contact_Info::is_valid_email( $email ) ) {
			return new \WP_Error( 'cairn_mailchimp_invalid_email', __( 'Please enter a valid email address.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( '' !== trim( is_string( $fields[ self::HONEYPOT ] ?? null ) ? $fields[ self::HONEYPOT ] : '' ) ) {
			// A bot: answered as a new address is, so it learns nothing; sent nowhere.
			return Client::PENDING;
		}
		$block   = is_string( $fields['block'] ?? null ) ? $fields['block'] : '';
		$choices = '' === $block
			? Signup_Block::ADDRESS_ONLY
			: Signup_Block::resolve( is_numeric( $fields['post'] ?? null ) ? absint( $fields['post'] ) : 0, $block );
		if ( null === $choices ) {
			return new \WP_Error( 'cairn_mailchimp_bad_form', __( 'The form was changed. Please reload the page and try again.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( ! Client::is_configured() ) {
			return new \WP_Error( 'cairn_mailchimp_not_connected', __( 'Mailchimp is not connected.', 'cairn' ), array( 'status' => 503 ) );
		}
		if ( ! Rate_Limit::hit( 'mc', 'a_' . strtolower( $email ), self::PER_ADDRESS, self::WINDOW ) || ! Rate_Limit::hit( 'mc', 'i_' . $ip, self::PER_IP, self::WINDOW ) ) {
			return new \WP_Error( 'cairn_mailchimp_rate_limited', __( 'Too many signups. Please try again in a few minutes.', 'cairn' ), array( 'status' => 429 ) );
		}
		$tag   = strtoupper( preg_replace( '/[^A-Za-z0-9_]/', '', $choices['tag'] ) ?? '' );
		$value = $choices['value'];
		return Client::subscribe(
			$email,
			'' !== $tag && '' !== $value ? array( $tag => $value ) : array(),
			array_values( array_filter( $choices['interests'] ) )
		);
	}
}
