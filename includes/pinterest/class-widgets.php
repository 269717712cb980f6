<?php
/**
 * What Pinterest shows of a pin, a board or a profile, for the editor's
 * preview.
 *
 * @package Cairn
 */

namespace Cairn\Pinterest;

use Cairn\Blocks\Pinterest;
use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;
use Cairn\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Reads Pinterest's widget API (`widgets.pinterest.com/v3/pidgets/…`, what
 * Pinterest's own embed script reads to draw a pin, a board or a profile;
 * no key needed) from the site, so that the editor shows the embed's
 * images, title and author without loading Pinterest's script. Answers are
 * cached an hour. Only images on Pinterest's image host come back.
 *
 * @since 0.6.0
 */
final class Widgets {

	/** Pinterest's widget API. */
	public const DEFAULT_BASE_URL = 'https://widgets.pinterest.com';

	/** Pins shown at most in a board's or a profile's preview. */
	public const MAX_PINS = 6;

	/** How long an answer is kept. */
	private const CACHE_TTL = HOUR_IN_SECONDS;

	/** Seconds to wait for Pinterest. */
	private const TIMEOUT = 10;

	/**
	 * The API's base URL: Pinterest's, unless wp-config.php allows developer
	 * base URLs and one is set (a proxy, or the tests' local server).
	 *
	 * @since 0.6.0
	 */
	public static function base_url(): string {
		$override = Settings::get( 'pinterest_api_base_url' );
		return untrailingslashit( '' !== $override ? $override : self::DEFAULT_BASE_URL );
	}

	/**
	 * The preview of a Pinterest URL.
	 *
	 * @since 0.6.0
	 *
	 * @param string $url A pin, board or profile URL (the block's).
	 * @return array{type:string,url:string,title:string,description:string,author:array{name:string,url:string,image:string},images:array<int,array{url:string,width:int,height:int}>}|WP_Error
	 */
	public static function preview( string $url ) {
		$embed = Pinterest::embed( $url );
		if ( null === $embed ) {
			return new WP_Error( 'rest_invalid_param', __( 'Sorry, this content could not be embedded.', 'cairn' ), array( 'status' => 400 ) );
		}
		$key    = 'cairn_pin_' . md5( self::base_url() . '|' . $embed['url'] );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$segments = array_values( array_filter( explode( '/', (string) wp_parse_url( $embed['url'], PHP_URL_PATH ) ) ) );
		switch ( $embed['type'] ) {
			case 'embedPin':
				$path = '/v3/pidgets/pins/info/?pin_ids=' . rawurlencode( $segments[1] );
				break;
			case 'embedBoard':
				$path = '/v3/pidgets/boards/' . rawurlencode( $segments[0] ) . '/' . rawurlencode( $segments[1] ) . '/pins/';
				break;
			default:
				$path = '/v3/pidgets/users/' . rawurlencode( $segments[0] ) . '/pins/';
		}
		$response = Outgoing_Request::request( self::base_url() . $path, array( 'headers' => array( 'Accept' => 'application/json' ) ), self::policy() );
		$status   = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
		if ( 404 === $status ) {
			return new WP_Error( 'cairn_pinterest_not_found', __( 'Pinterest has no such pin, board or profile, or it is not public.', 'cairn' ), array( 'status' => 404 ) );
		}
		$body = 200 === $status ? json_decode( (string) wp_remote_retrieve_body( $response ), true ) : null;
		if ( ! is_array( $body ) || 'success' !== ( $body['status'] ?? '' ) || ! isset( $body['data'] ) || ! is_array( $body['data'] ) ) {
			return new WP_Error( 'cairn_pinterest_failed', __( 'Pinterest could not be reached for a preview.', 'cairn' ), array( 'status' => 502 ) );
		}
		$preview = self::read( $embed, $body['data'] );
		set_transient( $key, $preview, self::CACHE_TTL );
		return $preview;
	}

	/**
	 * The preview from the API's data.
	 *
	 * @param array{type:string,url:string} $embed The embed.
	 * @param array<mixed>                  $data  The answer's data.
	 * @return array{type:string,url:string,title:string,description:string,author:array{name:string,url:string,image:string},images:array<int,array{url:string,width:int,height:int}>}
	 */
	private static function read( array $embed, array $data ): array {
		if ( 'embedPin' === $embed['type'] ) {
			$pin    = isset( $data[0] ) && is_array( $data[0] ) ? $data[0] : array();
			$pins   = array( $pin );
			$user   = is_array( $pin['pinner'] ?? null ) ? $pin['pinner'] : array();
			$title  = is_array( $pin['board'] ?? null ) ? self::text( $pin['board']['name'] ?? '' ) : '';
			$about  = self::text( $pin['description'] ?? '' );
			$limit  = 1;
			$source = '564x';
		} else {
			$pins   = is_array( $data['pins'] ?? null ) ? $data['pins'] : array();
			$user   = is_array( $data['user'] ?? null ) ? $data['user'] : array();
			$board  = is_array( $data['board'] ?? null ) ? $data['board'] : array();
			$title  = 'embedBoard' === $embed['type'] ? self::text( $board['name'] ?? '' ) : self::text( $user['full_name'] ?? '' );
			$about  = 'embedBoard' === $embed['type'] ? self::text( $board['description'] ?? '' ) : self::text( $user['about'] ?? '' );
			$limit  = self::MAX_PINS;
			$source = '237x';
		}
		$images = array();
		foreach ( array_slice( $pins, 0, $limit ) as $pin ) {
			$image = is_array( $pin ) && isset( $pin['images'][ $source ] ) && is_array( $pin['images'][ $source ] ) ? $pin['images'][ $source ] : null;
			if ( $image && self::is_image_url( (string) ( $image['url'] ?? '' ) ) ) {
				$images[] = array(
					'url'    => esc_url_raw( (string) $image['url'] ),
					'width'  => absint( $image['width'] ?? 0 ),
					'height' => absint( $image['height'] ?? 0 ),
				);
			}
		}
		$avatar = (string) ( $user['image_small_url'] ?? '' );
		return array(
			'type'        => $embed['type'],
			'url'         => $embed['url'],
			'title'       => $title,
			'description' => $about,
			'author'      => array(
				'name'  => self::text( $user['full_name'] ?? '' ),
				'url'   => Pinterest::embed( (string) ( $user['profile_url'] ?? '' ) ) ? esc_url_raw( (string) $user['profile_url'] ) : '',
				'image' => self::is_image_url( $avatar ) ? esc_url_raw( $avatar ) : '',
			),
			'images'      => $images,
		);
	}

	/**
	 * A text of Pinterest's as plain text.
	 *
	 * @param mixed $value The value.
	 */
	private static function text( $value ): string {
		return is_string( $value ) ? trim( wp_strip_all_tags( html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) ) : '';
	}

	/**
	 * Whether an image URL is on Pinterest's image host (https
	 * `*.pinimg.com`), or on the developer base URL's host.
	 *
	 * @param string $url The URL.
	 */
	private static function is_image_url( string $url ): bool {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || isset( $parts['user'] ) ) {
			return false;
		}
		$host = strtolower( $parts['host'] );
		if ( '' !== Settings::get( 'pinterest_api_base_url' ) ) {
			$own = wp_parse_url( self::base_url() );
			if ( is_array( $own ) && strtolower( (string) ( $own['host'] ?? '' ) ) === $host && ( $own['port'] ?? null ) === ( $parts['port'] ?? null ) ) {
				return true;
			}
		}
		return 'https' === ( $parts['scheme'] ?? '' ) && ! isset( $parts['port'] ) && ( 'pinimg.com' === $host || '.pinimg.com' === substr( $host, -11 ) );
	}

	/**
	 * Pinterest's widget host only, unless a developer base URL points
	 * elsewhere.
	 */
	private static function policy(): Policy {
		$own = '' === Settings::get( 'pinterest_api_base_url' );
		return new Policy(
			array(
				'allowed_hosts' => $own ? array( 'widgets.pinterest.com' ) : array(),
				'allow_private' => ! $own,
				'timeout'       => self::TIMEOUT,
				'max_bytes'     => 2 * MB_IN_BYTES,
			)
		);
	}
}
