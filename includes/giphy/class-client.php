<?php
/**
 * A small client for Giphy's API, with a cache.
 *
 * @package Cairn
 */

namespace Cairn\Giphy;

use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;
use Cairn\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Asks Giphy (`/v1/gifs/search`, `/v1/gifs/{id}`) with the owner's key,
 * which stays on the server, and keeps the answers in transients: a new
 * Giphy key allows about 100 calls an hour, so the cache is what keeps the
 * block working for editors and visitors alike.
 *
 * Answers are cut down to what the block uses, in Giphy's own shape
 * (`id`, `title`, `url`, `embed_url`, `images.original`, ...), and every
 * media URL is checked: https on Giphy's hosts, or on the host of the API
 * base URL the owner set (a proxy, the tests' server).
 *
 * @since 0.3.0
 */
final class Client {

	/** Giphy's API. */
	public const DEFAULT_BASE_URL = 'https://api.giphy.com';

	/** Results of one search. */
	public const SEARCH_LIMIT = 10;

	/** Where the cached answers live (a transient name prefix). */
	public const CACHE_PREFIX = 'cairn_giphy_';

	/** Seconds a search answer is kept: results change slowly. */
	private const SEARCH_TTL = HOUR_IN_SECONDS;

	/** Seconds one GIF's answer is kept: a GIF's media do not change. */
	private const GIF_TTL = WEEK_IN_SECONDS;

	/** Seconds a call may take: an editor waits for it. */
	private const TIMEOUT = 8.0;

	/** The renditions kept from Giphy's answer. */
	private const RENDITIONS = array( 'original', 'original_still', 'fixed_height_small', 'fixed_width' );

	/**
	 * Whether a key is set.
	 *
	 * @since 0.3.0
	 */
	public static function is_configured(): bool {
		return '' !== Settings::secret( 'giphy_key' );
	}

	/**
	 * The API's base URL: Giphy's, unless wp-config.php allows developer
	 * base URLs and one is set (a proxy, or the tests' local server).
	 *
	 * @since 0.3.0
	 */
	public static function base_url(): string {
		$override = Settings::get( 'giphy_api_base_url' );
		return untrailingslashit( '' !== $override ? $override : self::DEFAULT_BASE_URL );
	}

	/**
	 * Whether a string is a Giphy GIF id.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id Candidate.
	 */
	public static function is_id( string $id ): bool {
		return 1 === preg_match( '/^[A-Za-z0-9]{1,64}$/', $id );
	}

	/**
	 * `GET /v1/gifs/search` with q and limit 10.
	 *
	 * @since 0.3.0
	 *
	 * @param string $query Search term.
	 * @return array<int,array<string,mixed>>|WP_Error The GIFs.
	 */
	public static function search( string $query ) {
		$query  = trim( $query );
		$answer = self::cached(
			'search',
			array(
				'q'     => $query,
				'limit' => (string) self::SEARCH_LIMIT,
			),
			self::SEARCH_TTL
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$gifs = array();
		foreach ( (array) ( $answer['data'] ?? array() ) as $raw ) {
			$gif = is_array( $raw ) ? self::gif_from( $raw ) : null;
			if ( null !== $gif ) {
				$gifs[] = $gif;
			}
		}
		return $gifs;
	}

	/**
	 * One search straight from Giphy, never from the cache nor kept in it:
	 * what Settings → Cairn's "Test connection" asks, so that an answer
	 * cached under another key cannot pass for this key's.
	 *
	 * @since 0.7.0
	 *
	 * @param string $query Search term.
	 * @return int|WP_Error How many GIFs Giphy found.
	 */
	public static function probe( string $query ) {
		$answer = self::call(
			'search',
			array(
				'q'     => trim( $query ),
				'limit' => '1',
			)
		);
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$total = $answer['pagination']['total_count'] ?? null;
		return is_int( $total ) ? $total : count( (array) ( $answer['data'] ?? array() ) );
	}

	/**
	 * `GET /v1/gifs/{id}`.
	 *
	 * @since 0.3.0
	 *
	 * @param string $id GIF id.
	 * @return array<string,mixed>|WP_Error The GIF, or `cairn_giphy_not_found` (404).
	 */
	public static function gif( string $id ) {
		if ( ! self::is_id( $id ) ) {
			return self::not_found();
		}
		$answer = self::cached( $id, array(), self::GIF_TTL );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		$gif = is_array( $answer['data'] ?? null ) ? self::gif_from( $answer['data'] ) : null;
		return null === $gif ? self::not_found() : $gif;
	}

	/**
	 * An answer from the cache, or from Giphy (and then cached when good).
	 *
	 * @param string               $path  Path below `/v1/gifs/`.
	 * @param array<string,string> $query Query, without the key.
	 * @param int                  $ttl   Seconds to keep a good answer.
	 * @return array<string,mixed>|WP_Error
	 */
	private static function cached( string $path, array $query, int $ttl ) {
		$name   = self::CACHE_PREFIX . md5( self::base_url() . '|' . $path . '|' . (string) wp_json_encode( $query ) );
		$stored = get_transient( $name );
		if ( is_array( $stored ) ) {
			return $stored;
		}
		$answer = self::call( $path, $query );
		if ( ! is_wp_error( $answer ) ) {
			set_transient( $name, $answer, $ttl );
		}
		return $answer;
	}

	/**
	 * One API call. Errors carry a Cairn code and never Giphy's text (which
	 * may quote the key).
	 *
	 * @param string               $path  Path below `/v1/gifs/`.
	 * @param array<string,string> $query Query, without the key.
	 * @return array<string,mixed>|WP_Error The decoded answer.
	 */
	private static function call( string $path, array $query ) {
		$key = Settings::secret( 'giphy_key' );
		if ( '' === $key ) {
			return new WP_Error( 'cairn_giphy_not_connected', __( 'Giphy is not set up on this site.', 'cairn' ), array( 'status' => 503 ) );
		}
		$url      = add_query_arg( array_map( 'rawurlencode', array( 'api_key' => $key ) + $query ), self::base_url() . '/v1/gifs/' . $path );
		$response = Outgoing_Request::request( $url, array( 'headers' => array( 'Accept' => 'application/json' ) ), self::policy() );
		if ( is_wp_error( $response ) ) {
			return new WP_Error( 'cairn_giphy_unreachable', __( 'Giphy could not be reached.', 'cairn' ), array( 'status' => 502 ) );
		}
		$status  = (int) wp_remote_retrieve_response_code( $response );
		$decoded = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( 401 === $status || 403 === $status ) {
			return new WP_Error( 'cairn_giphy_bad_key', __( 'Giphy refused the API key.', 'cairn' ), array( 'status' => 502 ) );
		}
		if ( 429 === $status ) {
			return new WP_Error( 'cairn_giphy_rate_limited', __( 'Giphy’s hourly limit for this key is reached. Try again later.', 'cairn' ), array( 'status' => 503 ) );
		}
		if ( 404 === $status ) {
			return self::not_found();
		}
		// Giphy answers trouble on its side with a 200 whose meta has an empty
		// response_id and nothing else ("synthetic response"): not cached.
		$synthetic = is_array( $decoded ) && isset( $decoded['meta'] ) && '' === ( $decoded['meta']['response_id'] ?? '' ) && empty( $decoded['data'] );
		if ( $status < 200 || $status >= 300 || ! is_array( $decoded ) || $synthetic ) {
			return new WP_Error( 'cairn_giphy_error', __( 'Giphy could not answer. Try again later.', 'cairn' ), array( 'status' => 502 ) );
		}
		return $decoded;
	}

	/**
	 * The parts of one of Giphy's GIF objects the block uses, or null when
	 * it has no usable original rendition.
	 *
	 * @param array<string,mixed> $raw Giphy's GIF object.
	 * @return array<string,mixed>|null
	 */
	private static function gif_from( array $raw ): ?array {
		$id = (string) ( $raw['id'] ?? '' );
		if ( ! self::is_id( $id ) ) {
			return null;
		}
		$images = array();
		foreach ( self::RENDITIONS as $rendition ) {
			$image = $raw['images'][ $rendition ] ?? null;
			if ( ! is_array( $image ) ) {
				continue;
			}
			$kept = array(
				'width'  => (int) ( $image['width'] ?? 0 ),
				'height' => (int) ( $image['height'] ?? 0 ),
				'url'    => self::media_url( $image['url'] ?? '' ),
			);
			foreach ( array( 'mp4', 'webp' ) as $format ) {
				$url = self::media_url( $image[ $format ] ?? '' );
				if ( '' !== $url ) {
					$kept[ $format ] = $url;
				}
			}
			if ( '' !== $kept['url'] && $kept['width'] > 0 && $kept['height'] > 0 ) {
				$images[ $rendition ] = $kept;
			}
		}
		if ( ! isset( $images['original'] ) ) {
			return null;
		}
		return array(
			'id'        => $id,
			'title'     => sanitize_text_field( (string) ( $raw['title'] ?? '' ) ),
			'url'       => 'https://giphy.com/gifs/' . $id,
			'embed_url' => 'https://giphy.com/embed/' . $id,
			'images'    => $images,
		);
	}

	/**
	 * A media URL from Giphy's answer, or '' when it is not on Giphy's
	 * media hosts (nor on the developer base URL's host).
	 *
	 * @param mixed $url Candidate.
	 */
	private static function media_url( $url ): string {
		if ( ! is_string( $url ) || '' === $url ) {
			return '';
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return '';
		}
		$host   = strtolower( $parts['host'] );
		$scheme = strtolower( $parts['scheme'] ?? '' );
		$giphy  = 'https' === $scheme && ! isset( $parts['port'] ) && ( 'giphy.com' === $host || '.giphy.com' === substr( $host, -10 ) );
		$own    = '' !== Settings::get( 'giphy_api_base_url' )
			&& in_array( $scheme, array( 'http', 'https' ), true )
			&& self::origin( $url ) === self::origin( self::base_url() );
		return $giphy || $own ? esc_url_raw( $url, array( 'http', 'https' ) ) : '';
	}

	/**
	 * Scheme, host and port of a URL.
	 *
	 * @param string $url URL.
	 */
	private static function origin( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) ) {
			return '';
		}
		return strtolower( ( $parts['scheme'] ?? '' ) . '://' . ( $parts['host'] ?? '' ) . ':' . ( $parts['port'] ?? '' ) );
	}

	/**
	 * Giphy's answer for an unknown GIF.
	 */
	private static function not_found(): WP_Error {
		return new WP_Error( 'cairn_giphy_not_found', __( 'Giphy has no GIF with this address.', 'cairn' ), array( 'status' => 404 ) );
	}

	/**
	 * Giphy's own host by default. A developer base URL, which only
	 * wp-config.php allows, may be on this machine (a local proxy, the tests'
	 * server), so private addresses are allowed for it; link-local and
	 * metadata addresses never are.
	 */
	private static function policy(): Policy {
		$own = '' === Settings::get( 'giphy_api_base_url' );
		return new Policy(
			array(
				'allowed_hosts' => $own ? array( 'api.giphy.com' ) : array(),
				'allow_private' => ! $own,
				'timeout'       => self::TIMEOUT,
			)
		);
	}
}
