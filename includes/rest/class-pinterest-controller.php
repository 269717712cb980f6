<?php
/**
 * REST route of the Pinterest block's editor preview.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Pinterest\Widgets;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cairn/v1/pinterest/preview?url=`: what Pinterest shows of a pin,
 * board or profile (images, title, description, author), fetched by the
 * site, for users who can edit posts. The editor then shows the embed
 * without Pinterest's script.
 *
 * @since 0.6.0
 */
final class Pinterest_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/pinterest`.
	 *
	 * @var string
	 */
	protected $rest_base = 'pinterest';

	/**
	 * Registers the route.
	 *
	 * @since 0.6.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/preview',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'get_item_permissions_check' ),
				'args'                => array(
					'url' => array(
						'type'      => 'string',
						'format'    => 'uri',
						'required'  => true,
						'maxLength' => 2000,
					),
				),
			)
		);
	}

	/**
	 * Only users who can edit posts see previews.
	 *
	 * @since 0.6.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		unset( $request );
		return self::allow_if( current_user_can( 'edit_posts' ) );
	}

	/**
	 * The preview.
	 *
	 * @since 0.6.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$preview = Widgets::preview( (string) $request['url'] );
		return is_wp_error( $preview ) ? $preview : new WP_REST_Response( $preview, 200 );
	}
}
