<?php
/**
 * The transcription route of Voice to content.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Transcription;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /cairn/v1/ai/transcriptions`: multipart `audio_file` (and `feature`,
 * also accepted as `?feature=`), answered with `{ text }`. Like the query
 * route it takes the AI token (`Authorization: Bearer`), not a cookie nonce.
 *
 * @since 0.4.0
 */
final class AI_Transcription_Controller extends WP_REST_Controller {

	/**
	 * Sets the namespace.
	 *
	 * @since 0.4.0
	 */
	public function __construct() {
		$this->namespace = 'cairn/v1';
		$this->rest_base = 'ai/transcriptions';
	}

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
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				'permission_callback' => array( $this, 'create_item_permissions_check' ),
				'args'                => array(
					'feature' => array(
						'type'      => 'string',
						'maxLength' => 64,
						'pattern'   => '^[a-z0-9-]*$',
					),
					'post_id' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
			)
		);
	}

	/**
	 * The AI token's checks, as for the query route.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return ( new AI_Query_Controller() )->create_item_permissions_check( $request );
	}

	/**
	 * Transcribes the uploaded recording.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$files = $request->get_file_params();
		$text  = Transcription::transcribe( isset( $files['audio_file'] ) ? (array) $files['audio_file'] : null, get_current_user_id() );
		if ( is_wp_error( $text ) ) {
			return $text;
		}
		return new WP_REST_Response( array( 'text' => $text ) );
	}
}
