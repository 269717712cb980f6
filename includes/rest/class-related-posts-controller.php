<?php
/**
 * The related-posts routes.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Modules;
use Cairn\Post_Access;
use Cairn\Related_Posts\Related_Posts;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cairn/v1/related-posts` (whether the module is on),
 * `POST /cairn/v1/related-posts/enable` (switches it on) and
 * `GET /cairn/v1/related-posts/{postId}` (the related posts of a post the
 * user may read).
 *
 * @since 0.4.0
 */
final class Related_Posts_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/related-posts`.
	 *
	 * @var string
	 */
	protected $rest_base = 'related-posts';

	/**
	 * Registers the routes.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_status' ),
				'permission_callback' => array( $this, 'status_permissions_check' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/enable',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'enable' ),
				'permission_callback' => array( $this, 'enable_permissions_check' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<postId>\d+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_items' ),
				'permission_callback' => array( $this, 'get_items_permissions_check' ),
				'args'                => array(
					'postId' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'count'  => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => Related_Posts::MAX,
						'default' => 3,
					),
				),
				'schema'              => array( $this, 'get_item_schema' ),
			)
		);
	}

	/**
	 * Users who write posts see whether the module is on.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function status_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ) );
	}

	/**
	 * Switching a module on is the site's administrators' choice.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function enable_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'manage_options' ) );
	}

	/**
	 * The related posts of a post are readable by whoever may read the post:
	 * anyone for a published public post, its editors for a draft; never
	 * through a revision (see Post_Access).
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		if ( null !== Post_Access::viewable( (int) $request['postId'] ) ) {
			return true;
		}
		// A post the user may not read is not there, for them.
		return new WP_Error( 'rest_post_invalid_id', __( 'Invalid post ID.', 'cairn' ), array( 'status' => 404 ) );
	}

	/**
	 * Whether the module is on.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_status( $request ) {
		return new WP_REST_Response( array( 'enabled' => Related_Posts::is_enabled() ) );
	}

	/**
	 * Switches the module on.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function enable( $request ) {
		Modules::set_active( Related_Posts::MODULE, true );
		return new WP_REST_Response( array( 'enabled' => Related_Posts::is_enabled() ) );
	}

	/**
	 * The related posts of the post (an empty list while the module is off).
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$post = get_post( (int) $request['postId'] );
		if ( ! $post instanceof WP_Post || ! Related_Posts::is_enabled() ) {
			return new WP_REST_Response( array() );
		}
		return new WP_REST_Response( Related_Posts::items( $post, (int) $request['count'] ) );
	}

	/**
	 * A related post's schema.
	 *
	 * @since 0.4.0
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		$string = array( 'type' => 'string' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'cairn-related-post',
			'type'       => 'object',
			'properties' => array(
				'id'            => array( 'type' => 'integer' ),
				'title'         => $string,
				'url'           => $string,
				'date'          => $string,
				'author'        => $string,
				'img'           => array(
					'type'       => 'object',
					'properties' => array(
						'src'    => $string,
						'width'  => array( 'type' => 'integer' ),
						'height' => array( 'type' => 'integer' ),
						'alt'    => $string,
					),
				),
				'block_context' => array(
					'type'       => 'object',
					'properties' => array(
						'text' => $string,
						'link' => $string,
					),
				),
			),
		);
	}

}
