<?php
/**
 * REST: the newsletter categories.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Newsletter_Categories;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cairn/v1/newsletter-categories`: `{ enabled, newsletter_categories }`,
 * the categories the owner marked as newsletter categories, for users who
 * write posts.
 *
 * @since 0.6.0
 */
final class Newsletter_Categories_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/newsletter-categories`.
	 *
	 * @var string
	 */
	protected $rest_base = 'newsletter-categories';

	/**
	 * Registers the route.
	 *
	 * @since 0.6.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Users who write posts.
	 *
	 * @since 0.6.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ) );
	}

	/**
	 * The categories marked, and whether there are any.
	 *
	 * @since 0.6.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		$categories = Newsletter_Categories::all();
		return rest_ensure_response(
			array(
				'enabled'               => array() !== $categories,
				'newsletter_categories' => $categories,
			)
		);
	}

	/**
	 * The answer's schema.
	 *
	 * @since 0.6.0
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'cairn-newsletter-categories',
			'type'       => 'object',
			'properties' => array(
				'enabled'               => array( 'type' => 'boolean' ),
				'newsletter_categories' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'          => array( 'type' => 'integer' ),
							'name'        => array( 'type' => 'string' ),
							'slug'        => array( 'type' => 'string' ),
							'description' => array( 'type' => 'string' ),
							'parent'      => array( 'type' => 'integer' ),
						),
					),
				),
			),
		);
	}
}
