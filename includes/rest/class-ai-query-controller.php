<?php
/**
 * The AI query route.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Prompt_Builder;
use Cairn\AI\SSE_Relay;
use Cairn\AI\Text_Request;
use Cairn\AI\Token;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /cairn/v1/ai/query`: checks the bearer token, the feature switch and
 * the budget, builds the prompt from the editor's messages, asks the text
 * provider, and answers with a server-sent event stream or JSON.
 *
 * @since 0.1.0
 */
final class AI_Query_Controller extends Controller {

	/**
	 * The features a query may be counted under.
	 *
	 * @var string[]
	 */
	private const FEATURES = array( 'ai-assistant', 'ai-toolbar', 'image-helpers', 'voice-to-content', 'logo-generator', 'form-ai' );

	/**
	 * Routes under `/cairn/v1/ai/query`.
	 *
	 * @var string
	 */
	protected $rest_base = 'ai/query';

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
				'args'                => array(
					'messages' => array(
						'type'     => 'array',
						'maxItems' => 200,
						'items'    => array(
							'type'       => 'object',
							'required'   => array( 'role' ),
							'properties' => array(
								'role'    => array(
									'type' => 'string',
									'enum' => array( 'cairn-ai', 'assistant' ),
								),
								'content' => array( 'type' => 'string' ),
								'context' => array(
									'type'       => 'object',
									'properties' => array(
										'type'         => array( 'type' => 'string' ),
										'content'      => array( 'type' => 'string' ),
										'request'      => array( 'type' => 'string' ),
										'tone'         => array( 'type' => 'string' ),
										'language'     => array( 'type' => 'string' ),
										'is_follow_up' => array( 'type' => 'boolean' ),
										'words'        => array(
											'type'    => 'integer',
											'minimum' => 1,
											'maximum' => 1000,
										),
										'supports'     => array(
											'type'  => 'array',
											'items' => array( 'type' => 'string' ),
										),
									),
								),
							),
						),
					),
					'question' => array(
						'type'      => 'string',
						'minLength' => 1,
					),
					'post_id'  => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'feature'  => array(
						'type'    => 'string',
						'default' => 'ai-assistant',
					),
					'stream'   => array(
						'type'    => 'boolean',
						'default' => true,
					),
				),
			)
		);
	}

	/**
	 * The bearer token must be valid for this site, its user must be able to
	 * edit posts, and the feature must be on.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error 401 for a missing or bad token, 403 otherwise.
	 */
	public function create_item_permissions_check( $request ) {
		return Token::authorize( $request );
	}

	/**
	 * Answers the query.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$question = isset( $request['question'] ) ? trim( (string) $request['question'] ) : '';
		if ( '' !== $question ) {
			$messages = Prompt_Builder::from_question( $question );
		} elseif ( is_array( $request['messages'] ) && $request['messages'] ) {
			$messages = $request['messages'];
		} else {
			return new WP_Error(
				'error_response',
				__( 'The AI request needs messages or a question.', 'cairn' ),
				array( 'status' => 400 )
			);
		}

		$prepared = Text_Request::prepare( $messages, self::feature( (string) $request['feature'] ), get_current_user_id() );
		if ( is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$provider = $prepared['provider'];
		$built    = $prepared['built'];
		$options  = array( 'task' => 'text' );

		if ( ! $request['stream'] ) {
			$text = $provider->complete( $built, $options );
			if ( is_wp_error( $text ) ) {
				Text_Request::settle( $text, $prepared );
				return $text;
			}
			return rest_ensure_response(
				array(
					'choices' => array(
						array(
							'message' => array(
								'role'    => 'assistant',
								'content' => $text,
							),
						),
					),
				)
			);
		}

		$relay  = new SSE_Relay();
		$result = $provider->stream( $built, $options + array( 'on_tick' => array( $relay, 'tick' ) ), array( $relay, 'delta' ) );
		if ( is_wp_error( $result ) ) {
			Text_Request::settle( $result, $prepared );
			if ( ! $relay->started() ) {
				// Nothing sent yet: a JSON error with its status.
				return $result;
			}
			$relay->error( $result );
		} elseif ( ! $relay->gone() ) {
			$relay->done();
		}
		$this->finish();
		return rest_ensure_response( null );
	}

	/**
	 * Ends the request after a stream, so that the REST server adds nothing.
	 *
	 * @since 0.1.0
	 */
	protected function finish(): void {
		exit;
	}

	/**
	 * The feature a query counts under; unknown ones count as the assistant.
	 *
	 * @param string $feature The body's `feature`.
	 */
	private static function feature( string $feature ): string {
		$feature = (string) preg_replace( '/^(cairn|jetpack)-ai-(logo-generator)$/', '$2', $feature );
		return in_array( $feature, self::FEATURES, true ) ? $feature : 'ai-assistant';
	}
}
