<?php
/**
 * The AI feature status route.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Feature_Status;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cairn/v1/ai/assistant-feature`: the site's AI feature status, with dash-case keys.
 *
 * @since 0.1.0
 */
final class AI_Feature_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/ai/assistant-feature`.
	 *
	 * @var string
	 */
	protected $rest_base = 'ai/assistant-feature';

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'get_item_permissions_check' ),
				'args'                => array(),
			)
		);
	}

	/**
	 * Users who write posts read the status: the editor needs it.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ) );
	}

	/**
	 * The feature status.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return self::no_store( Feature_Status::get() );
	}
}
