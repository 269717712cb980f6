<?php
/**
 * The transcription route of Voice to content.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Audio_Uploads;
use Cairn\AI\Transcription;
use Cairn\AI\Token;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /cairn/v1/ai/transcriptions`: multipart `audio_file` (and `feature`,
 * also accepted as `?feature=`), or `upload`, a recording uploaded in pieces
 * (`POST …/transcriptions/uploads` with its size and type, then each piece
 * as the raw body of `POST …/uploads/{id}?offset=N`), answered with
 * `{ text }`; `GET …/transcriptions/limits` says before recording whether
 * one can be transcribed, and how long it may be. Like the query route they
 * take the AI token (`Authorization: Bearer`), not a cookie nonce.
 *
 * @since 0.4.0
 */
final class AI_Transcription_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/ai/transcriptions`.
	 *
	 * @var string
	 */
	protected $rest_base = 'ai/transcriptions';

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
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				'permission_callback' => array( $this, 'create_item_permissions_check' ),
				'args'                => array(
					'feature' => array(
						'type'      => 'string',
						'maxLength' => 64,
						'pattern'   => '^[a-z0-9-]*$',
					),
					'post_id' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'upload'  => array(
						'type'    => 'string',
						'pattern' => '^[0-9a-f]{32}$',
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/limits',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_limits' ),
				'permission_callback' => array( $this, 'create_item_permissions_check' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/uploads',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_upload' ),
				'permission_callback' => array( $this, 'create_item_permissions_check' ),
				'args'                => array(
					'size' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'type' => array(
						'type'      => 'string',
						'maxLength' => 100,
						'required'  => true,
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/uploads/(?P<id>[0-9a-f]{32})',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'append_upload' ),
				'permission_callback' => array( $this, 'create_item_permissions_check' ),
				'args'                => array(
					'id'     => array(
						'type'    => 'string',
						'pattern' => '^[0-9a-f]{32}$',
					),
					'offset' => array(
						'type'     => 'integer',
						'minimum'  => 0,
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * What a recording may be, and whether one can be transcribed now: the
	 * feature on, a provider that transcribes, room in the budget and the
	 * user's limits for the transcription and the post written from it.
	 * Asked before recording starts, so that nobody records for nothing.
	 *
	 * @since 0.7.0
	 *
	 * @return WP_REST_Response|\WP_Error `max_bytes`, `max_seconds`, `chunk_size`; or the error the transcription would get.
	 */
	public function get_limits() {
		$ready = Transcription::can_start( get_current_user_id() );
		if ( is_wp_error( $ready ) ) {
			return $ready;
		}
		return new WP_REST_Response(
			array(
				'max_bytes'   => Transcription::MAX_BYTES,
				'max_seconds' => Transcription::MAX_SECONDS,
				'chunk_size'  => Audio_Uploads::chunk_size(),
			)
		);
	}

	/**
	 * Starts the upload of a recording in pieces.
	 *
	 * @since 0.7.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error `id` and `chunk_size`.
	 */
	public function create_upload( $request ) {
		$upload = Audio_Uploads::create( (int) $request['size'], (string) $request['type'], get_current_user_id() );
		return is_wp_error( $upload ) ? $upload : new WP_REST_Response( $upload, 201 );
	}

	/**
	 * Appends one piece (the raw body) at its offset.
	 *
	 * @since 0.7.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error `received`: the bytes the site holds.
	 */
	public function append_upload( $request ) {
		$received = Audio_Uploads::append( (string) $request['id'], (int) $request['offset'], (string) $request->get_body(), get_current_user_id() );
		return is_wp_error( $received ) ? $received : new WP_REST_Response( array( 'received' => $received ) );
	}

	/**
	 * The AI token's checks, as for the query route.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Token::authorize( $request );
	}

	/**
	 * Transcribes the uploaded recording.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$user_id = get_current_user_id();
		$upload  = (string) $request['upload'];
		if ( '' !== $upload ) {
			// A recording uploaded in pieces: transcribed like a file, then removed.
			$file = Audio_Uploads::complete_file( $upload, $user_id );
			if ( is_wp_error( $file ) ) {
				return $file;
			}
			$text = Transcription::transcribe( $file, $user_id );
			Audio_Uploads::delete( $upload );
		} else {
			$files = $request->get_file_params();
			$text  = Transcription::transcribe( isset( $files['audio_file'] ) ? (array) $files['audio_file'] : null, $user_id );
		}
		if ( is_wp_error( $text ) ) {
			return $text;
		}
		return new WP_REST_Response( array( 'text' => $text ) );
	}
}
