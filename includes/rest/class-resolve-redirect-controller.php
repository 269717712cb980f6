<?php
/**
 * The resolve-redirect route.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Http\Redirect_Resolver;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cairn/v1/resolve-redirect?url=`: `{ status, url }` once the URL's
 * redirects are followed, for users who write posts.
 *
 * @since 0.3.0
 */
final class Resolve_Redirect_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/resolve-redirect`.
	 *
	 * @var string
	 */
	protected $rest_base = 'resolve-redirect';

	/**
	 * Registers the route.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'get_item_permissions_check' ),
				'args'                => array(
					'url' => array(
						'type'      => 'string',
						'format'    => 'uri',
						'required'  => true,
						'maxLength' => 2048,
					),
				),
				'schema'              => array( $this, 'get_item_schema' ),
			)
		);
	}

	/**
	 * Users who write posts: the editor resolves what they paste.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ) );
	}

	/**
	 * Where the URL leads.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$resolved = Redirect_Resolver::resolve( trim( (string) $request['url'] ) );
		if ( is_wp_error( $resolved ) ) {
			return $resolved;
		}
		return rest_ensure_response( $resolved );
	}

	/**
	 * The answer's schema.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'cairn-resolve-redirect',
			'type'       => 'object',
			'properties' => array(
				'status' => array( 'type' => 'integer' ),
				'url'    => array(
					'type'   => 'string',
					'format' => 'uri',
				),
			),
		);
	}
}
