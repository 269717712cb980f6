<?php
/**
 * REST: the site's Mapbox access token.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Maps\Mapbox_Token;
use Cairn\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET/POST/DELETE /cairn/v1/service-api-keys/mapbox`, answering
 * `{ service_api_key, service_api_key_source }` ('site' when the owner set
 * it, else 'none'). Administrators only: the map block and Settings → Cairn
 * both use it.
 *
 * Only a token `Maps\Mapbox_Token` accepts (a public one) is stored.
 *
 * @since 0.4.0
 */
final class Mapbox_Key_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/service-api-keys/mapbox`.
	 *
	 * @var string
	 */
	protected $rest_base = 'service-api-keys/mapbox';

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
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(
						'service_api_key' => array(
							'type'      => 'string',
							'required'  => true,
							'maxLength' => 1000,
						),
					),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
				),
			)
		);
	}

	/**
	 * Administrators: the token is the site's.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'manage_options' ) );
	}

	/**
	 * The token and where it comes from.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		return $this->answer();
	}

	/**
	 * Stores a public token.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$token   = Settings::clean_secret( (string) $request['service_api_key'] );
		$refused = Mapbox_Token::refuse( $token );
		if ( null !== $refused ) {
			return new WP_Error( 'cairn_mapbox_token_refused', $refused, array( 'status' => 400 ) );
		}
		self::store( $token );
		return $this->answer();
	}

	/**
	 * Removes the token.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function delete_item( $request ) {
		self::store( '' );
		return $this->answer();
	}

	/**
	 * Writes the token into the service settings, keeping the others.
	 *
	 * @param string $token Token; '' removes it.
	 */
	private static function store( string $token ): void {
		$services                 = get_option( Settings::SERVICES, array() );
		$services                 = is_array( $services ) ? $services : array();
		$services['mapbox_token'] = $token;
		update_option( Settings::SERVICES, $services );
	}

	/**
	 * The route's answer.
	 */
	private function answer(): WP_REST_Response {
		$token = Settings::get( 'mapbox_token' );
		return rest_ensure_response(
			array(
				'service_api_key'        => $token,
				'service_api_key_source' => '' === $token ? 'none' : 'site',
			)
		);
	}
}
