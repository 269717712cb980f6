<?php
/**
 * What every Cairn REST controller shares.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use WP_Error;
use WP_REST_Controller;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The base of Cairn's REST controllers: the `cairn/v1` namespace, one
 * refusal for a user who may not call a route, and one way to answer with
 * data that no cache may keep.
 *
 * Each controller still names its own `rest_base`, routes, permission
 * callbacks and schemas: only their common parts live here.
 *
 * @since 0.8.0
 */
abstract class Controller extends WP_REST_Controller {

	/**
	 * Every Cairn route lives under `/cairn/v1/`.
	 *
	 * @var string
	 */
	protected $namespace = 'cairn/v1';

	/**
	 * The refusal of a route to a user without the capability it needs:
	 * 401 when nobody is logged in, 403 otherwise.
	 *
	 * @since 0.8.0
	 *
	 * @param string $message What the user may not do; "Sorry, you are not allowed to do that." when ''.
	 */
	protected static function forbidden( string $message = '' ): WP_Error {
		return new WP_Error(
			'rest_forbidden',
			'' === $message ? __( 'Sorry, you are not allowed to do that.', 'cairn' ) : $message,
			array( 'status' => rest_authorization_required_code() )
		);
	}

	/**
	 * A permission callback's answer: true when the user may, the refusal
	 * otherwise.
	 *
	 * @since 0.8.0
	 *
	 * @param bool   $allowed Whether the user may call the route.
	 * @param string $message What the user may not do; see forbidden().
	 * @return true|WP_Error
	 */
	protected static function allow_if( bool $allowed, string $message = '' ) {
		return $allowed ? true : self::forbidden( $message );
	}

	/**
	 * A response no cache keeps: the data depend on the user or the settings.
	 *
	 * @since 0.8.0
	 *
	 * @param mixed $data Response data.
	 */
	protected static function no_store( $data ): WP_REST_Response {
		$response = rest_ensure_response( $data );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
