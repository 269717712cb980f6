<?php
/**
 * A video's text tracks over REST.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Video\Video_Library;
use Cairn\Video\Video_Stream;
use Cairn\Video\Video_Tracks;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The track routes under `/cairn/v1/videos/{guid}/tracks`:
 * GET lists them grouped by kind then language (without credentials for a
 * public video; a private one's only to those who may watch it); POST
 * (form data kind, srclang, label and the `vtt` file) adds one; POST
 * `…/tracks/delete` (kind, srclang) removes one. Changes are for those who
 * may edit the video.
 *
 * @since 0.5.0
 */
final class Video_Tracks_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/videos/(?P<guid>[A-Za-z0-9]{8})/tracks`.
	 *
	 * @var string
	 */
	protected $rest_base = 'videos/(?P<guid>[A-Za-z0-9]{8})/tracks';

	/**
	 * Registers the routes.
	 *
	 * @since 0.5.0
	 */
	public function register_routes(): void {
		$track = array(
			'kind'    => array(
				'type'    => 'string',
				'enum'    => array_merge( array( '' ), Video_Tracks::KINDS ),
				'default' => '',
			),
			'srclang' => array(
				'type'      => 'string',
				'maxLength' => 35,
				'default'   => '',
			),
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => array(
						'post' => array(
							'type'    => 'integer',
							'minimum' => 0,
							'default' => 0,
						),
					),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => array_merge(
						$track,
						array(
							'label' => array(
								'type'              => 'string',
								'maxLength'         => 200,
								'default'           => '',
								'sanitize_callback' => 'sanitize_text_field',
							),
						)
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/delete',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'delete_item' ),
				'permission_callback' => array( $this, 'create_item_permissions_check' ),
				'args'                => $track,
			)
		);
	}

	/**
	 * Anyone for a public video; a private one's to those who may watch it.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_items_permissions_check( $request ) {
		$id = Video_Library::find( (string) $request['guid'] );
		if ( 0 === $id ) {
			return new WP_Error( 'cairn_video_not_found', __( 'This video does not exist.', 'cairn' ), array( 'status' => 404 ) );
		}
		return self::allow_if( Video_Stream::may_watch( $id, (string) $request['guid'], (int) $request['post'] ), __( 'This video is private.', 'cairn' ) );
	}

	/**
	 * Those who may edit the video.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		$id = Video_Library::find( (string) $request['guid'] );
		if ( 0 === $id ) {
			return new WP_Error( 'cairn_video_not_found', __( 'This video does not exist.', 'cairn' ), array( 'status' => 404 ) );
		}
		return self::allow_if( current_user_can( 'edit_post', $id ), __( 'Sorry, you are not allowed to edit this video.', 'cairn' ) );
	}

	/**
	 * The listing.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ): WP_REST_Response {
		$guid = (string) $request['guid'];
		return new WP_REST_Response( (object) Video_Tracks::listing( Video_Library::find( $guid ), $guid, (int) $request['post'] ) );
	}

	/**
	 * Adds a track from the uploaded `vtt` file.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$files = $request->get_file_params();
		$file  = $files['vtt'] ?? null;
		// File params come only from PHP's own $_FILES: the path is PHP's.
		if ( ! is_array( $file ) || ! empty( $file['error'] ) || empty( $file['tmp_name'] ) || ! is_readable( (string) $file['tmp_name'] ) ) {
			return new WP_Error( 'cairn_track_file', __( 'Choose a track file to upload.', 'cairn' ), array( 'status' => 400 ) );
		}
		$name = (string) $file['name'];
		$type = (string) $file['type'];
		if ( '.vtt' !== strtolower( substr( $name, -4 ) ) && 'text/vtt' !== $type ) {
			return new WP_Error( 'cairn_track_format', __( 'The track must be a WebVTT (.vtt) file.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( (int) $file['size'] > Video_Tracks::MAX_BYTES ) {
			return new WP_Error( 'cairn_track_format', __( 'The track file is too large.', 'cairn' ), array( 'status' => 413 ) );
		}
		$guid  = (string) $request['guid'];
		$added = Video_Tracks::add(
			Video_Library::find( $guid ),
			(string) $request['kind'],
			(string) $request['srclang'],
			(string) $request['label'],
			(string) file_get_contents( (string) $file['tmp_name'] ) // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the uploaded file.
		);
		if ( is_wp_error( $added ) ) {
			return $added;
		}
		return new WP_REST_Response(
			array(
				'src'     => Video_Tracks::url( $guid, $added['kind'], $added['srclang'] ),
				'kind'    => $added['kind'],
				'srcLang' => $added['srclang'],
				'label'   => $added['label'],
			),
			201
		);
	}

	/**
	 * Removes a track.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$kind    = '' === (string) $request['kind'] ? 'subtitles' : (string) $request['kind'];
		$srclang = '' === (string) $request['srclang'] ? 'en' : strtolower( (string) $request['srclang'] );
		if ( ! Video_Tracks::delete( Video_Library::find( (string) $request['guid'] ), $kind, $srclang ) ) {
			return new WP_Error( 'cairn_track_not_found', __( 'There is no such track.', 'cairn' ), array( 'status' => 404 ) );
		}
		return new WP_REST_Response( array( 'deleted' => true ) );
	}
}
