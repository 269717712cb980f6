<?php
/**
 * The image helpers' routes.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Image_Text;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * - `POST /cairn/v1/ai/image-text` (`kind`, `id` or `url`): `{ text }`, the
 *   image's alt text or caption, for users who write posts;
 * - `POST /cairn/v1/ai/image-consent` (`allowed`): records whether images
 *   may be sent to the AI provider (`forget`: ask again), for administrators.
 *
 * @since 0.3.0
 */
final class AI_Image_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/ai`.
	 *
	 * @var string
	 */
	protected $rest_base = 'ai';

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/image-text',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'write_text' ),
				'permission_callback' => array( $this, 'can_write' ),
				'args'                => array(
					'kind' => array(
						'type'     => 'string',
						'enum'     => array( 'alt', 'caption' ),
						'required' => true,
					),
					'id'   => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'url'  => array(
						'type'      => 'string',
						'maxLength' => 2048,
						'default'   => '',
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/image-consent',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'set_consent' ),
				'permission_callback' => array( $this, 'can_decide' ),
				'args'                => array(
					'allowed' => array(
						'type' => 'boolean',
					),
					// Forgets the decision, so that the editor asks again.
					'forget'  => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
			)
		);
	}

	/**
	 * Users who write posts.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function can_write( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ) );
	}

	/**
	 * Administrators.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function can_decide( $request ) {
		return self::allow_if( current_user_can( 'manage_options' ) );
	}

	/**
	 * The alt text or caption.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function write_text( $request ) {
		$text = Image_Text::write( (string) $request['kind'], (int) $request['id'], (string) $request['url'], get_current_user_id() );
		return is_wp_error( $text ) ? $text : rest_ensure_response( array( 'text' => $text ) );
	}

	/**
	 * Records the decision.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function set_consent( $request ) {
		if ( $request['forget'] ) {
			delete_option( Image_Text::CONSENT_OPTION );
		} elseif ( null !== $request['allowed'] ) {
			Image_Text::set_consent( (bool) $request['allowed'] );
		} else {
			return new WP_Error( 'rest_missing_callback_param', __( 'Say whether images may be sent (allowed), or forget the decision (forget).', 'cairn' ), array( 'status' => 400 ) );
		}
		return rest_ensure_response( array( 'consent' => Image_Text::consent() ) );
	}

}
