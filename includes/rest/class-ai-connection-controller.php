<?php
/**
 * The AI connection test and model list routes.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Connection_Test;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * For Settings → Cairn's AI section, administrators only:
 * - `GET /cairn/v1/ai/models`: `{ models }`, the ids the OpenAI-compatible
 *   server offers;
 * - `POST /cairn/v1/ai/connection-test`: `{ results }`, one row per task.
 *
 * Both use the saved settings: the server never calls a URL it was sent.
 *
 * @since 0.3.0
 */
final class AI_Connection_Controller extends WP_REST_Controller {

	/**
	 * Sets the namespace.
	 *
	 * @since 0.3.0
	 */
	public function __construct() {
		$this->namespace = 'cairn/v1';
		$this->rest_base = 'ai';
	}

	/**
	 * Registers the routes.
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
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/connection-test',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'test_connection' ),
				'permission_callback' => array( $this, 'permissions_check' ),
				'args'                => array(),
				'schema'              => array( $this, 'get_item_schema' ),
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
		if ( current_user_can( 'manage_options' ) ) {
			return true;
		}
		return new WP_Error(
			'rest_forbidden',
			__( 'Sorry, you are not allowed to do that.', 'cairn' ),
			array( 'status' => rest_authorization_required_code() )
		);
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
		$response = rest_ensure_response( array( 'models' => $models ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The test's results.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function test_connection( $request ) {
		$response = rest_ensure_response( array( 'results' => Connection_Test::run() ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
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

	/**
	 * The test results' schema.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'cairn-ai-connection-test',
			'type'       => 'object',
			'properties' => array(
				'results' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'task'     => array(
								'type' => 'string',
								'enum' => array( 'text', 'vision', 'image', 'audio' ),
							),
							'provider' => array(
								'type' => 'string',
								'enum' => array( '', 'openai', 'wordpress' ),
							),
							'status'   => array(
								'type' => 'string',
								'enum' => array( 'ok', 'failed', 'untested', 'skipped' ),
							),
							'message'  => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
	}
}
