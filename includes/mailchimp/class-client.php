<?php
/**
 * A small client for Mailchimp's Marketing API v3.
 *
 * @package Cairn
 */

namespace Cairn\Mailchimp;

use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;
use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Calls the owner's Mailchimp account with the API key kept in the secrets.
 * The key goes only into the Authorization header of these requests: no
 * answer of this class carries it, nor Mailchimp's own error text (which may
 * quote what was sent).
 *
 * @since 0.3.0
 */
final class Client {

	/** Seconds a call may take: a visitor waits for the subscribe answer. */
	private const TIMEOUT = 10.0;

	/** A member Mailchimp has mailed to confirm. */
	public const PENDING = 'pending';

	/** A member who confirmed. */
	public const SUBSCRIBED = 'subscribed';

	/**
	 * Whether a key and an audience are set.
	 *
	 * @since 0.3.0
	 */
	public static function is_configured(): bool {
		return '' !== Settings::secret( 'mailchimp_api_key' ) && '' !== Settings::get( 'mailchimp_list_id' );
	}

	/**
	 * The API's base URL: the data centre comes from the key's suffix
	 * (`…-us6` → `https://us6.api.mailchimp.com/3.0`), unless wp-config.php
	 * allows developer base URLs and one is set (a proxy, or the tests'
	 * local server).
	 *
	 * @since 0.3.0
	 */
	public static function base_url(): string {
		$override = Settings::get( 'mailchimp_api_base_url' );
		if ( '' !== $override ) {
			return untrailingslashit( $override );
		}
		$key = Settings::secret( 'mailchimp_api_key' );
		$dc  = (string) substr( (string) strrchr( $key, '-' ), 1 );
		return preg_match( '/^[a-z]+[0-9]+$/', $dc ) ? 'https://' . $dc . '.api.mailchimp.com/3.0' : '';
	}

	/**
	 * `GET /ping`: whether the key is accepted.
	 *
	 * @since 0.3.0
	 *
	 * @return true|\WP_Error
	 */
	public static function ping() {
		$answer = self::call( 'GET', '/ping' );
		return is_wp_error( $answer ) ? $answer : true;
	}

	/**
	 * `GET /lists/{list_id}`: whether the key is accepted and the audience
	 * is the account's, which a subscription needs both of.
	 *
	 * @since 0.6.0
	 *
	 * @return true|\WP_Error
	 */
	public static function audience() {
		$answer = self::call( 'GET', '/lists/' . rawurlencode( Settings::get( 'mailchimp_list_id' ) ) . '?fields=id' );
		return is_wp_error( $answer ) ? $answer : true;
	}

	/**
	 * The audience's interest categories, each with its interests.
	 *
	 * @since 0.3.0
	 *
	 * @return array<int,array{id:string,title:string,interests:array<int,array{id:string,name:string}>}>|\WP_Error
	 */
	public static function interest_categories() {
		$list       = rawurlencode( Settings::get( 'mailchimp_list_id' ) );
		$categories = self::call( 'GET', '/lists/' . $list . '/interest-categories?count=100' );
		if ( is_wp_error( $categories ) ) {
			return $categories;
		}
		$result = array();
		foreach ( (array) ( $categories['categories'] ?? array() ) as $category ) {
			$id        = (string) ( $category['id'] ?? '' );
			$interests = self::call( 'GET', '/lists/' . $list . '/interest-categories/' . rawurlencode( $id ) . '/interests?count=100' );
			if ( is_wp_error( $interests ) ) {
				return $interests;
			}
			$result[] = array(
				'id'        => $id,
				'title'     => (string) ( $category['title'] ?? '' ),
				'interests' => array_values(
					array_map(
						static function ( $interest ): array {
							return array(
								'id'   => (string) ( $interest['id'] ?? '' ),
								'name' => (string) ( $interest['name'] ?? '' ),
							);
						},
						(array) ( $interests['interests'] ?? array() )
					)
				),
			);
		}
		return $result;
	}

	/**
	 * Signs an address up, and answers what became of it: `pending` when
	 * Mailchimp mailed it to confirm (double opt-in: nothing counts until
	 * its owner does), `subscribed` when it already was.
	 *
	 * A new address is added (`POST /lists/{list}/members`) as `pending`
	 * with its merge fields and groups. An address already in the audience
	 * ("Member Exists") keeps its merge fields and groups whatever its
	 * status: a visitor must never add groups to, or rewrite the fields of,
	 * someone else's subscription. Subscribed and pending members are left
	 * as they are. Any other (unsubscribed, archived, non-subscribed) gets
	 * only its status changed, to `pending` (`PUT` with `status`: Mailchimp
	 * changes an existing member only when `status` is sent): Mailchimp
	 * mails the address, so only its owner can bring it back.
	 *
	 * Mailchimp refuses to sign up, from any site, an address that bounced,
	 * is under compliance review ("Member In Compliance State") or was
	 * deleted for good ("Forgotten Email Not Subscribed"): its owner can
	 * join again only through Mailchimp's own signup form, whose address
	 * the error carries (`signup_url`).
	 *
	 * @since 0.3.0
	 * @since 0.7.0 Answers `pending` or `subscribed`; asks unsubscribed and archived members to confirm again.
	 *
	 * @param string               $email        Address.
	 * @param array<string,string> $merge_fields Merge fields by tag.
	 * @param string[]             $interests    Interest ids.
	 * @return string|\WP_Error `pending` or `subscribed`; `cairn_mailchimp_compliance` for an address Mailchimp lets back only through its own form.
	 */
	public static function subscribe( string $email, array $merge_fields, array $interests ) {
		$members = '/lists/' . rawurlencode( Settings::get( 'mailchimp_list_id' ) ) . '/members';
		$body    = array(
			'email_address' => $email,
			'status'        => self::PENDING,
		);
		if ( $merge_fields ) {
			$body['merge_fields'] = $merge_fields;
		}
		if ( $interests ) {
			$body['interests'] = array_fill_keys( $interests, true );
		}
		$added = self::call( 'POST', $members, $body );
		if ( ! is_wp_error( $added ) ) {
			return self::PENDING;
		}
		if ( 'cairn_mailchimp_member_exists' !== $added->get_error_code() ) {
			return self::with_signup_form( $added );
		}
		$member = $members . '/' . md5( strtolower( $email ) );
		$known  = self::call( 'GET', $member . '?fields=status' );
		if ( is_wp_error( $known ) ) {
			return $known;
		}
		$status = (string) ( $known['status'] ?? '' );
		if ( self::SUBSCRIBED === $status || self::PENDING === $status ) {
			return $status;
		}
		$asked = self::call(
			'PUT',
			$member,
			array(
				'email_address' => $email,
				'status'        => self::PENDING,
				'status_if_new' => self::PENDING,
			)
		);
		return is_wp_error( $asked ) ? self::with_signup_form( $asked ) : self::PENDING;
	}

	/**
	 * The audience's signup form hosted by Mailchimp (`subscribe_url_long`
	 * of `GET /lists/{list}`), where an address Mailchimp refuses from
	 * other sites can sign up again; '' when Mailchimp does not say. Kept
	 * for a day: it changes only with the audience.
	 *
	 * @since 0.7.0
	 */
	public static function signup_form_url(): string {
		$list  = Settings::get( 'mailchimp_list_id' );
		$cache = 'cairn_mc_form_' . md5( $list . '|' . self::base_url() );
		$url   = get_transient( $cache );
		if ( is_string( $url ) ) {
			return $url;
		}
		$answer = self::call( 'GET', '/lists/' . rawurlencode( $list ) . '?fields=subscribe_url_long' );
		if ( is_wp_error( $answer ) ) {
			return '';
		}
		$url = esc_url_raw( (string) ( $answer['subscribe_url_long'] ?? '' ), array( 'https' ) );
		set_transient( $cache, $url, DAY_IN_SECONDS );
		return $url;
	}

	/**
	 * What a visitor is told when Mailchimp lets an address back only
	 * through its own signup form.
	 *
	 * @since 0.7.0
	 */
	public static function compliance_message(): string {
		return __( "Mailchimp can't add this address here, because it was unsubscribed or removed from this list before. To join again, use Mailchimp's signup form.", 'cairn' );
	}

	/**
	 * A refusal as it goes to the visitor: for an address Mailchimp lets
	 * back only through its own form, with that form's address.
	 *
	 * @param \WP_Error $error The refusal.
	 */
	private static function with_signup_form( \WP_Error $error ): \WP_Error {
		if ( 'cairn_mailchimp_compliance' === $error->get_error_code() ) {
			$error->add_data(
				array(
					'status'     => 400,
					'signup_url' => self::signup_form_url(),
				)
			);
		}
		return $error;
	}

	/**
	 * One API call. Errors carry a Cairn code and Mailchimp's status and
	 * title only.
	 *
	 * @param string                   $method HTTP method.
	 * @param string                   $path   Path below the base URL.
	 * @param array<string,mixed>|null $body   JSON body.
	 * @return array<string,mixed>|\WP_Error The decoded answer.
	 */
	private static function call( string $method, string $path, ?array $body = null ) {
		$key  = Settings::secret( 'mailchimp_api_key' );
		$base = self::base_url();
		if ( '' === $key || '' === $base ) {
			return new \WP_Error( 'cairn_mailchimp_not_connected', __( 'Mailchimp is not connected.', 'cairn' ), array( 'status' => 503 ) );
		}
		$args = array(
			'method'  => $method,
			'headers' => array(
				// Mailchimp takes any user name with the key as the password.
				'Authorization' => 'Basic ' . base64_encode( 'cairn:' . $key ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic auth.
				'Accept'        => 'application/json',
			),
		);
		if ( null !== $body ) {
			$args['headers']['Content-Type'] = 'application/json';
			$args['body']                    = (string) wp_json_encode( $body );
		}
		$response = Outgoing_Request::request( $base . $path, $args, self::policy() );
		if ( is_wp_error( $response ) ) {
			return new \WP_Error( 'cairn_mailchimp_unreachable', __( 'Mailchimp could not be reached.', 'cairn' ), array( 'status' => 502 ) );
		}
		$status  = (int) wp_remote_retrieve_response_code( $response );
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$decoded = is_array( $decoded ) ? $decoded : array();
		if ( $status >= 200 && $status < 300 ) {
			return $decoded;
		}
		$title = (string) ( $decoded['title'] ?? '' );
		if ( 401 === $status || 403 === $status ) {
			return new \WP_Error( 'cairn_mailchimp_bad_key', __( 'Mailchimp refused the API key.', 'cairn' ), array( 'status' => 502 ) );
		}
		if ( 404 === $status ) {
			return new \WP_Error( 'cairn_mailchimp_no_list', __( 'Mailchimp does not know the audience (list) ID.', 'cairn' ), array( 'status' => 502 ) );
		}
		if ( 'Member Exists' === $title ) {
			return new \WP_Error( 'cairn_mailchimp_member_exists', __( 'This address is already in the audience.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( 'Member In Compliance State' === $title || 'Forgotten Email Not Subscribed' === $title ) {
			return new \WP_Error( 'cairn_mailchimp_compliance', self::compliance_message(), array( 'status' => 400 ) );
		}
		return new \WP_Error(
			'cairn_mailchimp_error',
			__( 'Mailchimp could not process the request.', 'cairn' ),
			array(
				'status'   => 502,
				'upstream' => $status,
			)
		);
	}

	/**
	 * Mailchimp's own hosts by default. A developer base URL, which only
	 * wp-config.php allows, may be on this machine (a local proxy, the tests'
	 * server), so private addresses are allowed for it; link-local and
	 * metadata addresses never are.
	 */
	private static function policy(): Policy {
		$own = '' === Settings::get( 'mailchimp_api_base_url' );
		return new Policy(
			array(
				'allowed_hosts' => $own ? array( (string) wp_parse_url( self::base_url(), PHP_URL_HOST ) ) : array(),
				'allow_private' => ! $own,
				'timeout'       => self::TIMEOUT,
			)
		);
	}
}
