<?php
/**
 * The post texts route.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Post_Text;
use Cairn\AI\Summary;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /cairn/v1/ai/post-text` (`kind`, `post_id`, `content`): `{ text }`,
 * the post's excerpt, title, SEO title or meta description, for users who
 * may edit that post. `content` is the editor's unsaved text; without it the
 * saved post is used.
 *
 * @since 0.3.0
 */
final class AI_Post_Text_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/ai/post-text`.
	 *
	 * @var string
	 */
	protected $rest_base = 'ai/post-text';

	/**
	 * Registers the route.
	 *
	 * @since 0.3.0
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
					'kind'    => array(
						'type'     => 'string',
						'enum'     => array_keys( Post_Text::KINDS ),
						'required' => true,
					),
					'post_id' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'content' => array(
						'type'      => 'string',
						'maxLength' => 200000,
						'default'   => '',
					),
					'words'   => array(
						'type'    => 'integer',
						'minimum' => Summary::MIN_WORDS,
						'maximum' => Summary::MAX_WORDS,
					),
				),
			)
		);
	}

	/**
	 * Users who may edit the post.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		$post_id = (int) $request['post_id'];
		return self::allow_if( current_user_can( 'edit_posts' ) && get_post( $post_id ) && current_user_can( 'edit_post', $post_id ), __( 'Sorry, you are not allowed to use AI on this post.', 'cairn' ) );
	}

	/**
	 * The text.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$text = Post_Text::write(
			(string) $request['kind'],
			(string) $request['content'],
			(int) $request['post_id'],
			get_current_user_id(),
			isset( $request['words'] ) ? (int) $request['words'] : null
		);
		return is_wp_error( $text ) ? $text : rest_ensure_response( array( 'text' => $text ) );
	}
}
