<?php
/**
 * REST: Instagram gallery connections and galleries.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Instagram\Client;
use Cairn\Instagram\Connections;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * For users who write posts, under `/cairn/v1/`:
 *
 * - `GET instagram-gallery/connections`: `[ { id, username, can_disconnect } ]`;
 * - `GET instagram-gallery/connect-url`: `{ connect_url }`, the authorization
 *   window to open in a 700×700 popup;
 * - `GET instagram-gallery/gallery?access_token={connection id}&count=30`:
 *   `{ external_name, images: [ { title, url, link } ] }`;
 * - `DELETE instagram-gallery/connections/{id}`: for the user who connected
 *   it, or an administrator.
 *
 * The block's `accessToken` is a connection id: tokens stay on the server.
 *
 * @since 0.3.0
 */
final class Instagram_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/instagram-gallery`.
	 *
	 * @var string
	 */
	protected $rest_base = 'instagram-gallery';

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		$editors = array( $this, 'get_items_permissions_check' );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/connections',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_connections' ),
				'permission_callback' => $editors,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/connections/(?P<id>ig[a-z0-9]{1,32})',
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'delete_connection' ),
				'permission_callback' => $editors,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/connect-url',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_connect_url' ),
				'permission_callback' => $editors,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/gallery',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_gallery' ),
				'permission_callback' => $editors,
				'args'                => array(
					'access_token' => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => '^ig[a-z0-9]{1,32}$',
					),
					'count'        => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 30,
						'default' => 30,
					),
				),
			)
		);
	}

	/**
	 * Users who write posts.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ) );
	}

	/**
	 * The connections, without tokens.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_connections( $request ) {
		return rest_ensure_response( Connections::public_list() );
	}

	/**
	 * The authorization window's URL.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_connect_url( $request ) {
		if ( ! Client::is_configured() ) {
			return new WP_Error( 'cairn_instagram_not_configured', __( 'Instagram is not set up on this site.', 'cairn' ), array( 'status' => 503 ) );
		}
		return rest_ensure_response( array( 'connect_url' => Connections::connect_url() ) );
	}

	/**
	 * Removes a connection: its owner, or an administrator.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_connection( $request ) {
		$connection = Connections::get( (string) $request['id'] );
		if ( null === $connection ) {
			return new WP_Error( 'rest_not_found', __( 'No such connection.', 'cairn' ), array( 'status' => 404 ) );
		}
		if ( ! Connections::to_public( $connection )['can_disconnect'] ) {
			return new WP_Error( 'rest_forbidden', __( 'Only the user who connected this account can disconnect it.', 'cairn' ), array( 'status' => 403 ) );
		}
		Connections::disconnect( (string) $request['id'] );
		return rest_ensure_response( array( 'deleted' => true ) );
	}

	/**
	 * A connection's latest media.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_gallery( $request ) {
		$gallery = Connections::gallery( (string) $request['access_token'] );
		if ( is_wp_error( $gallery ) ) {
			return $gallery;
		}
		$gallery['images'] = array_slice( $gallery['images'], 0, (int) $request['count'] );
		return rest_ensure_response( $gallery );
	}
}
