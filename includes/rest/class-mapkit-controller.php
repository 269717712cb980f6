<?php
/**
 * REST: MapKit JS tokens.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Client_Ip;
use Cairn\Maps\Mapkit_Token;
use Cairn\Rate_Limit;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cairn/v1/mapkit`: `{ mapkit_access_token, expires }`, a token for
 * MapKit JS signed by the site (30 minutes, bound to the site's origin) or
 * the one the owner pasted. Public, since visitors' maps need it too; those
 * who cannot edit posts are rate limited per IP.
 *
 * @since 0.4.0
 */
final class Mapkit_Controller extends Controller {

	/** Tokens a visitor's IP may ask for per window. */
	public const VISITOR_LIMIT = 30;

	/** The window, in seconds. */
	public const VISITOR_WINDOW = 10 * MINUTE_IN_SECONDS;

	/**
	 * Routes under `/cairn/v1/mapkit`.
	 *
	 * @var string
	 */
	protected $rest_base = 'mapkit';

	/**
	 * Registers the route.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * The token.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		if ( ! current_user_can( 'edit_posts' ) && ! Rate_Limit::hit( 'mapkit', Client_Ip::current(), self::VISITOR_LIMIT, self::VISITOR_WINDOW ) ) {
			return new WP_Error( 'cairn_rate_limited', __( 'Failed to retrieve a Mapkit API token. Please try refreshing.', 'cairn' ), array( 'status' => 429 ) );
		}
		$token = Mapkit_Token::get();
		if ( is_wp_error( $token ) ) {
			return $token;
		}
		$response = rest_ensure_response(
			array(
				'mapkit_access_token' => $token['token'],
				'expires'             => $token['expires'],
			)
		);
		// A token is for one page's map: no shared cache keeps it.
		$response->header( 'Cache-Control', 'private, no-store' );
		return $response;
	}
}
