<?php
/**
 * A small client for the Instagram API with Instagram Login.
 *
 * @package Cairn
 */

namespace Cairn\Instagram;

use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;
use Cairn\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The calls of Business Login for Instagram (business and creator
 * accounts; the Basic Display API is gone):
 *
 * - the authorization window, `https://www.instagram.com/oauth/authorize`
 *   (client_id, redirect_uri, response_type=code, scope, state);
 * - the code exchange, `POST https://api.instagram.com/oauth/access_token`
 *   (a short-lived token, one hour);
 * - `GET https://graph.instagram.com/access_token?grant_type=ig_exchange_token`
 *   (a long-lived token, 60 days) and `/refresh_access_token?grant_type=ig_refresh_token`;
 * - `GET https://graph.instagram.com/{version}/me` and `/me/media`.
 *
 * The app secret and tokens go only into these requests; no answer of this
 * class carries them, nor Instagram's error text.
 *
 * @since 0.3.0
 */
final class Client {

	/** The Graph API version asked for. */
	public const GRAPH_VERSION = 'v22.0';

	/** The permission asked for: profile and media. */
	public const SCOPE = 'instagram_business_basic';

	/** Seconds a call may take. */
	private const TIMEOUT = 10.0;

	/**
	 * Whether the app id and secret are set.
	 *
	 * @since 0.3.0
	 */
	public static function is_configured(): bool {
		return '' !== Settings::get( 'instagram_app_id' ) && '' !== Settings::secret( 'instagram_app_secret' );
	}

	/**
	 * Where the authorization window answers: this site's own callback.
	 *
	 * @since 0.3.0
	 */
	public static function redirect_uri(): string {
		return admin_url( 'admin-post.php?action=' . Connections::CALLBACK_ACTION );
	}

	/**
	 * The authorization window's URL.
	 *
	 * @since 0.3.0
	 *
	 * @param string $state The CSRF state, checked when the code comes back.
	 */
	public static function authorize_url( string $state ): string {
		return add_query_arg(
			array_map(
				'rawurlencode',
				array(
					'client_id'     => Settings::get( 'instagram_app_id' ),
					'redirect_uri'  => self::redirect_uri(),
					'response_type' => 'code',
					'scope'         => self::SCOPE,
					'state'         => $state,
				)
			),
			self::base( 'https://www.instagram.com' ) . '/oauth/authorize'
		);
	}

	/**
	 * Exchanges an authorization code for a long-lived token.
	 *
	 * @since 0.3.0
	 *
	 * @param string $code The code (Instagram's trailing `#_` removed).
	 * @return array{token:string,expires:int,user_id:string}|WP_Error
	 */
	public static function exchange_code( string $code ) {
		$code   = preg_replace( '/#_$/', '', $code );
		$answer = self::call(
			self::base( 'https://api.instagram.com' ) . '/oauth/access_token',
			array(
				'method' => 'POST',
				'body'   => array(
					'client_id'     => Settings::get( 'instagram_app_id' ),
					'client_secret' => Settings::secret( 'instagram_app_secret' ),
					'grant_type'    => 'authorization_code',
					'redirect_uri'  => self::redirect_uri(),
					'code'          => (string) $code,
				),
			)
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		// Answered as `{ data: [ { access_token, user_id, permissions } ] }`, or flat.
		$short = isset( $answer['data'][0] ) && is_array( $answer['data'][0] ) ? $answer['data'][0] : $answer;
		$token = (string) ( $short['access_token'] ?? '' );
		if ( '' === $token ) {
			return self::failed();
		}
		$long = self::token_call(
			'/access_token',
			array(
				'grant_type'    => 'ig_exchange_token',
				'client_secret' => Settings::secret( 'instagram_app_secret' ),
				'access_token'  => $token,
			)
		);
		if ( is_wp_error( $long ) ) {
			return $long;
		}
		$long['user_id'] = (string) ( $short['user_id'] ?? '' );
		return $long;
	}

	/**
	 * Whether Instagram knows the app id and its secret, asked the only way
	 * open without a user: the code exchange, with a code that cannot be
	 * valid. Instagram checks the app, then the secret, then the code, and
	 * names the first that is wrong; nothing is exchanged.
	 *
	 * @since 0.7.0
	 *
	 * @return string 'accepted' (the code was refused: app and secret passed),
	 *                'unknown_app', 'bad_secret', 'unreachable' or 'unclear'.
	 */
	public static function check_app(): string {
		$response = Outgoing_Request::request(
			self::base( 'https://api.instagram.com' ) . '/oauth/access_token',
			array(
				'method'  => 'POST',
				'headers' => array( 'Accept' => 'application/json' ),
				'body'    => array(
					'client_id'     => Settings::get( 'instagram_app_id' ),
					'client_secret' => Settings::secret( 'instagram_app_secret' ),
					'grant_type'    => 'authorization_code',
					'redirect_uri'  => self::redirect_uri(),
					'code'          => 'cairn-connection-test',
				),
			),
			self::policy()
		);
		if ( is_wp_error( $response ) ) {
			return 'unreachable';
		}
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		$message = is_array( $decoded ) ? strtolower( (string) ( $decoded['error_message'] ?? ( $decoded['error']['message'] ?? '' ) ) ) : '';
		if ( false !== strpos( $message, 'platform app' ) || false !== strpos( $message, 'client id' ) || false !== strpos( $message, 'client_id' ) ) {
			return 'unknown_app';
		}
		if ( false !== strpos( $message, 'secret' ) ) {
			return 'bad_secret';
		}
		if ( false !== strpos( $message, 'code' ) ) {
			return 'accepted';
		}
		return 'unclear';
	}

	/**
	 * Refreshes a long-lived token (at least 24 hours old, not expired).
	 *
	 * @since 0.3.0
	 *
	 * @param string $token Token.
	 * @return array{token:string,expires:int}|WP_Error
	 */
	public static function refresh( string $token ) {
		return self::token_call(
			'/refresh_access_token',
			array(
				'grant_type'   => 'ig_refresh_token',
				'access_token' => $token,
			)
		);
	}

	/**
	 * The account's user name.
	 *
	 * @since 0.3.0
	 *
	 * @param string $token Token.
	 * @return string|WP_Error
	 */
	public static function username( string $token ) {
		$answer = self::graph( '/me', array( 'fields' => 'user_id,username' ), $token );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$name = (string) ( $answer['username'] ?? '' );
		return preg_match( '/^[A-Za-z0-9._]{1,30}$/', $name ) ? $name : self::failed();
	}

	/**
	 * The account's latest media: images, album covers and video thumbnails.
	 *
	 * @since 0.3.0
	 *
	 * @param string $token Token.
	 * @param int    $count How many (at most 30).
	 * @return array<int,array{title:string,url:string,link:string}>|WP_Error
	 */
	public static function media( string $token, int $count ) {
		$answer = self::graph(
			'/me/media',
			array(
				'fields' => 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp',
				'limit'  => (string) max( 1, min( 30, $count ) ),
			),
			$token
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$images = array();
		foreach ( (array) ( $answer['data'] ?? array() ) as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$url  = 'VIDEO' === ( $item['media_type'] ?? '' ) ? ( $item['thumbnail_url'] ?? '' ) : ( $item['media_url'] ?? '' );
			$url  = self::media_url( (string) $url );
			$link = (string) ( $item['permalink'] ?? '' );
			if ( '' === $url ) {
				continue;
			}
			$images[] = array(
				'title' => sanitize_text_field( (string) ( $item['caption'] ?? '' ) ),
				'url'   => $url,
				'link'  => 0 === strpos( $link, 'https://www.instagram.com/' ) ? esc_url_raw( $link ) : '',
			);
		}
		return $images;
	}

	/**
	 * A token call of graph.instagram.com (exchange or refresh).
	 *
	 * @param string               $path  Path.
	 * @param array<string,string> $query Query.
	 * @return array{token:string,expires:int}|WP_Error
	 */
	private static function token_call( string $path, array $query ) {
		$answer = self::call( add_query_arg( array_map( 'rawurlencode', $query ), self::base( 'https://graph.instagram.com' ) . $path ), array() );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$token = (string) ( $answer['access_token'] ?? '' );
		if ( '' === $token ) {
			return self::failed();
		}
		return array(
			'token'   => $token,
			'expires' => time() + max( 0, (int) ( $answer['expires_in'] ?? 0 ) ),
		);
	}

	/**
	 * A Graph API read with a token.
	 *
	 * @param string               $path  Path after the version.
	 * @param array<string,string> $query Query, without the token.
	 * @param string               $token Token.
	 * @return array<string,mixed>|WP_Error
	 */
	private static function graph( string $path, array $query, string $token ) {
		$url = add_query_arg(
			array_map( 'rawurlencode', $query + array( 'access_token' => $token ) ),
			self::base( 'https://graph.instagram.com' ) . '/' . self::GRAPH_VERSION . $path
		);
		return self::call( $url, array() );
	}

	/**
	 * One call; errors carry a Cairn code only.
	 *
	 * @param string              $url  URL.
	 * @param array<string,mixed> $args Request arguments.
	 * @return array<string,mixed>|WP_Error
	 */
	private static function call( string $url, array $args ) {
		$response = Outgoing_Request::request( $url, $args + array( 'headers' => array( 'Accept' => 'application/json' ) ), self::policy() );
		if ( is_wp_error( $response ) ) {
			return new WP_Error( 'cairn_instagram_unreachable', __( 'Instagram could not be reached.', 'cairn' ), array( 'status' => 502 ) );
		}
		$status  = (int) wp_remote_retrieve_response_code( $response );
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( $status < 200 || $status >= 300 || ! is_array( $decoded ) ) {
			return self::failed( $status );
		}
		return $decoded;
	}

	/**
	 * Instagram's refusal.
	 *
	 * @param int $status Instagram's status.
	 */
	private static function failed( int $status = 0 ): WP_Error {
		return new WP_Error(
			'cairn_instagram_error',
			__( 'An error occurred. Please try again later.', 'cairn' ),
			array(
				'status'   => 502,
				'upstream' => $status,
			)
		);
	}

	/**
	 * A media URL from Instagram's answer: https on Instagram's or Facebook's
	 * CDN, or on the developer base URL's host.
	 *
	 * @param string $url Candidate.
	 */
	private static function media_url( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return '';
		}
		$host = strtolower( $parts['host'] );
		$cdn  = 'https' === ( $parts['scheme'] ?? '' ) && ! isset( $parts['port'] )
			&& (bool) preg_match( '/(^|\.)(cdninstagram\.com|fbcdn\.net)$/', $host );
		$own  = '' !== Settings::get( 'instagram_api_base_url' )
			&& wp_parse_url( Settings::get( 'instagram_api_base_url' ), PHP_URL_HOST ) === $host
			&& wp_parse_url( Settings::get( 'instagram_api_base_url' ), PHP_URL_PORT ) === ( $parts['port'] ?? null );
		return $cdn || $own ? esc_url_raw( $url, array( 'http', 'https' ) ) : '';
	}

	/**
	 * One of Instagram's hosts, or the owner's API base URL in its place.
	 *
	 * @param string $default Instagram's origin.
	 */
	private static function base( string $default ): string {
		$override = Settings::get( 'instagram_api_base_url' );
		return untrailingslashit( '' !== $override ? $override : $default );
	}

	/**
	 * Instagram's hosts by default; a developer base URL (a proxy, the
	 * tests' server), which only wp-config.php allows, may be on this
	 * machine, as for Mailchimp and Giphy.
	 */
	private static function policy(): Policy {
		$own = '' === Settings::get( 'instagram_api_base_url' );
		return new Policy(
			array(
				'allowed_hosts' => $own ? array( 'api.instagram.com', 'graph.instagram.com' ) : array(),
				'allow_private' => ! $own,
				'timeout'       => self::TIMEOUT,
			)
		);
	}
}
