<?php
/**
 * REST: GIF search and lookup through Giphy.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Giphy\Client;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * For users who write posts, so that the Giphy key stays on the server:
 *
 * - `GET /cairn/v1/gif/search?q=`: `{ data: [ GIF, … ] }`, at most 10;
 * - `GET /cairn/v1/gif/{id}`: `{ data: GIF }`.
 *
 * A GIF is `{ id, title, url, embed_url, images: { original: { width,
 * height, url, mp4?, webp? }, original_still?, fixed_height_small?,
 * fixed_width? } }`, Giphy's own shape cut down. Without a key: 503
 * `cairn_giphy_not_connected`.
 *
 * @since 0.3.0
 */
final class Gif_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/gif`.
	 *
	 * @var string
	 */
	protected $rest_base = 'gif';

	/**
	 * Registers the routes; search first, so that its path is not read as an id.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/search',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'search' ),
				'permission_callback' => array( $this, 'get_items_permissions_check' ),
				'args'                => array(
					'q' => array(
						'type'      => 'string',
						'required'  => true,
						'minLength' => 1,
						'maxLength' => 200,
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[A-Za-z0-9]{1,64})',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'get_items_permissions_check' ),
				'args'                => array(
					'id' => array(
						'type'    => 'string',
						'pattern' => '^[A-Za-z0-9]{1,64}$',
					),
				),
			)
		);
	}

	/**
	 * Users who write posts: the editor searches for them.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ) );
	}

	/**
	 * Searches Giphy.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function search( $request ) {
		$query = trim( sanitize_text_field( (string) $request['q'] ) );
		if ( '' === $query ) {
			return new WP_Error( 'rest_invalid_param', __( 'Type something to search for.', 'cairn' ), array( 'status' => 400 ) );
		}
		$gifs = Client::search( $query );
		return is_wp_error( $gifs ) ? $gifs : rest_ensure_response( array( 'data' => $gifs ) );
	}

	/**
	 * One GIF.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$gif = Client::gif( (string) $request['id'] );
		return is_wp_error( $gif ) ? $gif : rest_ensure_response( array( 'data' => $gif ) );
	}
}
