<?php
/**
 * Module routes.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Modules;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cairn/v1/module/all` and `POST /cairn/v1/module/{slug}/active`:
 * list the modules and switch one on or off.
 *
 * @since 0.1.0
 */
final class Modules_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/module`.
	 *
	 * @var string
	 */
	protected $rest_base = 'module';

	/**
	 * Registers the routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/all',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_items' ),
				'permission_callback' => array( $this, 'get_items_permissions_check' ),
				'args'                => array(),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<slug>[a-z0-9-]+)/active',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'update_item' ),
				'permission_callback' => array( $this, 'update_item_permissions_check' ),
				'args'                => array(
					'slug'   => array(
						'type'     => 'string',
						'required' => true,
					),
					'active' => array(
						'type'     => 'boolean',
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * Editors may read the module list: blocks need it to offer activation.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ) );
	}

	/**
	 * Only administrators switch modules.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'manage_options' ) );
	}

	/**
	 * Every module with its state.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		return rest_ensure_response( Modules::all() );
	}

	/**
	 * Switches one module.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$slug   = (string) $request['slug'];
		$active = (bool) $request['active'];
		if ( ! Modules::set_active( $slug, $active ) ) {
			return new WP_Error(
				'cairn_unknown_module',
				__( 'The requested module does not exist.', 'cairn' ),
				array( 'status' => 404 )
			);
		}
		return rest_ensure_response(
			array(
				'code'    => 'success',
				'message' => $active
					? __( 'The requested module was activated.', 'cairn' )
					: __( 'The requested module was deactivated.', 'cairn' ),
			)
		);
	}

}
