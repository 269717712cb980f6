<?php
/**
 * The share target's web app manifest.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Share_Target;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cairn/v1/share-target/manifest`: the admin's web app manifest, whose
 * share target opens a new post with the shared page.
 *
 * Open to everyone: browsers fetch manifests without cookies, and it holds
 * only the site's name, icon and admin addresses, which the login page shows
 * anyway.
 *
 * @since 0.4.0
 */
final class Share_Target_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/share-target`.
	 *
	 * @var string
	 */
	protected $rest_base = 'share-target';

	/**
	 * Registers the route.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/manifest',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * The manifest, typed as one.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		$response = new WP_REST_Response( Share_Target::manifest() );
		$response->header( 'Content-Type', 'application/manifest+json; charset=' . get_option( 'blog_charset' ) );
		return $response;
	}
}
