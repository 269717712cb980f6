<?php
/**
 * The AI token route.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Features;
use Cairn\AI\Token;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /cairn/v1/ai/jwt`: a short-lived
 * token for the AI query route, for a logged-in user who writes posts
 * (cookie authentication with the REST nonce, checked by WordPress).
 *
 * @since 0.1.0
 */
final class AI_Token_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/ai/jwt`.
	 *
	 * @var string
	 */
	protected $rest_base = 'ai/jwt';

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
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				'permission_callback' => array( $this, 'create_item_permissions_check' ),
				'args'                => array(),
			)
		);
	}

	/**
	 * Logged-in users who write posts, while AI is on for the site.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return self::forbidden();
		}
		if ( '' === wp_get_session_token() ) {
			// An AI token is bound to a login session; application passwords have none.
			return new WP_Error(
				'cairn_ai_no_session',
				__( 'AI tokens are given to a logged-in browser session only.', 'cairn' ),
				array( 'status' => 401 )
			);
		}
		if ( ! Features::is_site_enabled() ) {
			return new WP_Error(
				'cairn_ai_disabled',
				__( 'AI features are turned off for this site.', 'cairn' ),
				array( 'status' => 403 )
			);
		}
		return true;
	}

	/**
	 * Issues a token for the current user.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function create_item( $request ) {
		return self::no_store(
			array(
				'token'   => Token::issue( get_current_user_id() ),
				'blog_id' => get_current_blog_id(),
			)
		);
	}
}
