<?php
/**
 * REST: static map images.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Maps\Static_Map;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cairn/v1/map-image?lon&lat&zoom&width&height&style&color&markers[&provider=mapkit]&sig`:
 * the PNG (or JPEG) of a map from Mapbox's Static Images API, or from
 * Apple's Maps Web Snapshots for `provider=mapkit` (signed by the site with
 * the owner's MapKit key, see Static_Snapshot), cached a week
 * and served with a day of browser and CDN caching. Public; a visitor's
 * request needs the signature the block's render made (see Static_Map),
 * while users who edit posts (the editor's preview) need none.
 *
 * @since 0.4.0
 */
final class Map_Image_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/map-image`.
	 *
	 * @var string
	 */
	protected $rest_base = 'map-image';

	/**
	 * Registers the route and the filter that sends the image's bytes.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		$string = array( 'type' => 'string' );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'lon'      => $string,
					'lat'      => $string,
					'zoom'     => $string,
					'width'    => $string,
					'height'   => $string,
					'style'    => $string,
					'color'    => $string,
					'markers'  => array(
						'type'      => 'string',
						'maxLength' => 2000,
					),
					'provider' => $string,
					'labels'   => $string,
					'sig'      => $string,
				),
			)
		);
		add_filter( 'rest_pre_serve_request', array( __CLASS__, 'serve' ), 10, 4 );
	}

	/**
	 * The image, as `{ type, bytes, cached }` for serve() to send.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$params = array();
		foreach ( array( 'lon', 'lat', 'zoom', 'width', 'height', 'style', 'color', 'markers', 'provider', 'labels' ) as $name ) {
			$params[ $name ] = (string) $request[ $name ];
		}
		$map = Static_Map::normalize( $params );
		if ( is_wp_error( $map ) ) {
			return $map;
		}
		if ( ! current_user_can( 'edit_posts' ) && ! hash_equals( Static_Map::signature( Static_Map::query( $map ) ), (string) $request['sig'] ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'cairn' ), array( 'status' => 403 ) );
		}
		$image = Static_Map::image( $map );
		if ( is_wp_error( $image ) ) {
			return $image;
		}
		$response = new WP_REST_Response( $image, 200 );
		$response->header( 'Content-Type', $image['type'] );
		$response->header( 'Cache-Control', 'public, max-age=86400' );
		$response->header( 'X-Cairn-Cache', $image['cached'] ? 'hit' : 'miss' );
		return $response;
	}

	/**
	 * Sends an image answer's bytes instead of JSON.
	 *
	 * @since 0.4.0
	 *
	 * @param bool             $served  Whether the request was already served.
	 * @param WP_HTTP_Response $result  Result.
	 * @param WP_REST_Request  $request Request.
	 * @param WP_REST_Server   $server  Server.
	 */
	public static function serve( $served, $result, $request, $server ): bool {
		$data = $result->get_data();
		if ( $served || '/cairn/v1/map-image' !== $request->get_route() || 200 !== $result->get_status() || ! is_array( $data ) || ! isset( $data['bytes'] ) ) {
			return (bool) $served;
		}
		header( 'Content-Length: ' . strlen( (string) $data['bytes'] ) );
		header( 'X-Content-Type-Options: nosniff' );
		echo $data['bytes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- An image's bytes, of a checked image type.
		return true;
	}
}
