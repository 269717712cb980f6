<?php
/**
 * Where a short link or an embed URL leads.
 *
 * @package Cairn
 */

namespace Cairn\Http;

use Cairn\Blocks\Pinterest;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Follows a URL's redirects on the server, for the editor's short links
 * (gph.is, pin.it) and embed checks, through the outgoing-request helper:
 * only hosts on the allowlist, at every hop, and never the site's own
 * machine, a private network or a metadata address.
 *
 * Blocks add the hosts they resolve with the `cairn_resolve_redirect_hosts`
 * filter.
 *
 * @since 0.3.0
 */
final class Redirect_Resolver {

	/** Redirects followed at most. */
	private const MAX_REDIRECTS = 5;

	/** Seconds allowed for each request. */
	private const TIMEOUT = 10;

	/** Bytes of a final page read when it refuses HEAD. */
	private const MAX_BYTES = 2097152;

	/**
	 * The short-link and embed hosts known from the start, besides
	 * Pinterest's (Pinterest::redirect_hosts(): pin.it and every country
	 * domain its pins and boards live on).
	 *
	 * @var string[]
	 */
	private const HOSTS = array(
		// GIPHY's short links and pages.
		'gph.is',
		'giphy.com',
		'.giphy.com',
	);

	/**
	 * The hosts a URL and each of its redirects may be on.
	 *
	 * @since 0.3.0
	 *
	 * @return string[] Exact hosts, or `.example.com` for a domain and its subdomains.
	 */
	public static function hosts(): array {
		/**
		 * Filters the hosts that resolve-redirect may reach.
		 *
		 * @since 0.3.0
		 *
		 * @param string[] $hosts Exact hosts, or `.example.com` for a domain and its subdomains.
		 */
		$hosts = apply_filters( 'cairn_resolve_redirect_hosts', array_merge( self::HOSTS, Pinterest::redirect_hosts() ) );
		return array_values( array_filter( array_map( 'strval', (array) $hosts ) ) );
	}

	/**
	 * Where a URL leads, and the status of the last answer.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url An http(s) URL on an allowed host.
	 * @return array{status:int,url:string}|WP_Error 400 `cairn_http_refused` for a URL or hop that is not allowed,
	 *                                               502 `cairn_resolve_redirect_unreachable` when the site cannot
	 *                                               reach the host, `cairn_resolve_redirect_loop` when it
	 *                                               redirects too often.
	 */
	public static function resolve( string $url ) {
		$policy   = new Policy(
			array(
				'allowed_hosts' => self::hosts(),
				'max_redirects' => self::MAX_REDIRECTS,
				'timeout'       => self::TIMEOUT,
				'max_bytes'     => self::MAX_BYTES,
			)
		);
		$response = Outgoing_Request::request( $url, array( 'method' => 'HEAD' ), $policy );
		$status   = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
		if ( ! is_wp_error( $response ) && ( 405 === $status || 501 === $status ) ) {
			// Some servers answer HEAD with "not allowed": ask the page that did for itself.
			$response = Outgoing_Request::request( (string) $response['cairn_url'], array( 'method' => 'GET' ), $policy );
		}
		if ( is_wp_error( $response ) ) {
			return self::failed( $response, $url );
		}
		return array(
			'status' => (int) wp_remote_retrieve_response_code( $response ),
			'url'    => esc_url_raw( (string) $response['cairn_url'] ),
		);
	}

	/**
	 * A helper's error, with a status: 400 for what was refused (a scheme,
	 * host or address this route may not reach), 502 for a host the site
	 * could not reach (its name unknown to the site's DNS, no answer, a
	 * network error) or that redirects too often. A site without a way out
	 * to a service must not be told that a right address is wrong.
	 *
	 * @param WP_Error $error The helper's error.
	 * @param string   $url   The URL asked for.
	 */
	private static function failed( WP_Error $error, string $url ): WP_Error {
		if ( 'cairn_http_redirect' === $error->get_error_code() ) {
			return new WP_Error( 'cairn_resolve_redirect_loop', __( 'The address redirects too many times.', 'cairn' ), array( 'status' => 502 ) );
		}
		$data = $error->get_error_data();
		$kind = is_array( $data ) && isset( $data['kind'] ) ? (string) $data['kind'] : '';
		if ( 'cairn_http_refused' === $error->get_error_code() && ! in_array( $kind, array( 'unresolved', 'transport' ), true ) ) {
			return new WP_Error( 'cairn_http_refused', $error->get_error_message(), array( 'status' => 400 ) );
		}
		return new WP_Error(
			'cairn_resolve_redirect_unreachable',
			/* translators: %s: a host name, such as calendly.com. */
			sprintf( __( 'This site could not reach %s.', 'cairn' ), strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) ) ),
			array( 'status' => 502 )
		);
	}
}
