<?php
/**
 * The AI feedback route.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Feedback;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `/cairn/v1/ai/feedback`: a user's own rating of an AI answer. POST stores
 * or changes it (`feature`, `item`, `rating`, and the `prompt`, `answer`,
 * `media_library_id` and `block` it was about), DELETE removes it, GET reads
 * it (`?item=`). Anyone who can edit posts rates; only their own ratings.
 *
 * @since 0.7.0
 */
final class AI_Feedback_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/ai/feedback`.
	 *
	 * @var string
	 */
	protected $rest_base = 'ai/feedback';

	/**
	 * Registers the route.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		$item = array(
			'type'      => 'string',
			'required'  => true,
			'minLength' => 1,
			'maxLength' => 190,
			'pattern'   => '^[A-Za-z0-9_.:-]+$',
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array( 'item' => $item ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array(
						'item'             => $item,
						'feature'          => array(
							'type'      => 'string',
							'required'  => true,
							'pattern'   => '^[a-z0-9-]+$',
							'maxLength' => 64,
						),
						'rating'           => array(
							'type'     => 'string',
							'required' => true,
							'enum'     => Feedback::RATINGS,
						),
						'prompt'           => array(
							'type'    => 'string',
							'default' => '',
						),
						'answer'           => array(
							'type'    => 'string',
							'default' => '',
						),
						'media_library_id' => array(
							'type'    => array( 'integer', 'null' ),
							'minimum' => 0,
						),
						'block'            => array(
							'type' => array( 'string', 'null' ),
						),
					),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array( 'item' => $item ),
				),
			)
		);
	}

	/**
	 * Those who can edit posts rate the AI's answers.
	 *
	 * @since 0.7.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ), __( 'Sorry, you are not allowed to rate AI answers.', 'cairn' ) );
	}

	/**
	 * The user's rating of an answer.
	 *
	 * @since 0.7.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ): WP_REST_Response {
		return new WP_REST_Response( array( 'rating' => Feedback::rating_of( get_current_user_id(), (string) $request['item'] ) ) );
	}

	/**
	 * Stores or changes the user's rating.
	 *
	 * @since 0.7.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$id = Feedback::rate(
			get_current_user_id(),
			array(
				'item'     => (string) $request['item'],
				'feature'  => (string) $request['feature'],
				'rating'   => (string) $request['rating'],
				'prompt'   => (string) $request['prompt'],
				'answer'   => (string) $request['answer'],
				'media_id' => (int) $request['media_library_id'],
				'block'    => (string) $request['block'],
			)
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		return new WP_REST_Response( array( 'rating' => (string) $request['rating'] ) );
	}

	/**
	 * Removes the user's rating.
	 *
	 * @since 0.7.0
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_item( $request ): WP_REST_Response {
		return new WP_REST_Response( array( 'deleted' => Feedback::remove( get_current_user_id(), (string) $request['item'] ) ) );
	}
}
