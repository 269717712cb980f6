<?php
/**
 * The AI model list route.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Connection_Test;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * For Settings → Cairn's AI section, administrators only:
 * `GET /cairn/v1/ai/models`: `{ models }`, the ids the OpenAI-compatible
 * server offers. It uses the saved settings: the server never calls a URL
 * it was sent.
 *
 * @since 0.3.0
 */
final class AI_Models_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/ai`.
	 *
	 * @var string
	 */
	protected $rest_base = 'ai';

	/**
	 * Registers the route.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/models',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_models' ),
				'permission_callback' => array( $this, 'permissions_check' ),
				'args'                => array(),
				'schema'              => array( $this, 'get_models_schema' ),
			)
		);
	}

	/**
	 * Only those who change the AI settings: the answers name hosts and models.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permissions_check( $request ) {
		return self::allow_if( current_user_can( 'manage_options' ) );
	}

	/**
	 * The models.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_models( $request ) {
		$models = Connection_Test::models();
		if ( is_wp_error( $models ) ) {
			return $models;
		}
		return self::no_store( array( 'models' => $models ) );
	}

	/**
	 * The model list's schema.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string,mixed>
	 */
	public function get_models_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'cairn-ai-models',
			'type'       => 'object',
			'properties' => array(
				'models' => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
			),
		);
	}
}
