<?php
/**
 * A video's poster image.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Video\Video_Library;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET/POST /cairn/v1/videos/{guid}/poster`: the poster is an
 * image attachment, a frame the editor captured at `at_time` (milliseconds
 * when `is_millisec`) or an image the user chose, sent as
 * `poster_attachment_id`. It answers `generating` and `poster`; the frame
 * is made in the editor, so nothing is ever left generating here, and the
 * editor's polling ends at its first answer.
 *
 * @since 0.5.0
 */
final class Video_Poster_Controller extends Controller {

	/** The meta key of the frame's time, in milliseconds. */
	public const TIME_META = '_cairn_video_poster_time';

	/**
	 * Routes under `/cairn/v1/videos/(?P<guid>[A-Za-z0-9]{8})/poster`.
	 *
	 * @var string
	 */
	protected $rest_base = 'videos/(?P<guid>[A-Za-z0-9]{8})/poster';

	/**
	 * Registers the route.
	 *
	 * @since 0.5.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => array(
						'poster_attachment_id' => array(
							'type'     => 'integer',
							'minimum'  => 1,
							'required' => true,
						),
						'at_time'              => array(
							'type'    => 'number',
							'minimum' => 0,
							// 99:59:59, in milliseconds.
							'maximum' => 359999000,
						),
						'is_millisec'          => array(
							'type'    => 'boolean',
							'default' => false,
						),
					),
				),
			)
		);
	}

	/**
	 * Those who may edit the video and upload files.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		$id = Video_Library::find( (string) $request['guid'] );
		if ( 0 === $id ) {
			return new WP_Error( 'cairn_video_not_found', __( 'This video does not exist.', 'cairn' ), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', $id ) || ! current_user_can( 'upload_files' ) ) {
			return self::forbidden( __( 'Sorry, you are not allowed to edit this video.', 'cairn' ) );
		}
		return true;
	}

	/**
	 * Where the poster stands.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ): WP_REST_Response {
		return new WP_REST_Response( self::answer( Video_Library::find( (string) $request['guid'] ) ) );
	}

	/**
	 * Sets the poster.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$id     = Video_Library::find( (string) $request['guid'] );
		$poster = (int) $request['poster_attachment_id'];
		if ( ! wp_attachment_is_image( $poster ) || ! current_user_can( 'edit_post', $poster ) ) {
			return new WP_Error( 'cairn_poster_invalid', __( 'The poster must be an image of the media library.', 'cairn' ), array( 'status' => 400 ) );
		}
		set_post_thumbnail( $id, $poster );
		if ( null !== $request['at_time'] ) {
			$time = (float) $request['at_time'];
			update_post_meta( $id, self::TIME_META, (int) round( $request['is_millisec'] ? $time : $time * 1000 ) );
		} else {
			delete_post_meta( $id, self::TIME_META );
		}
		return new WP_REST_Response( self::answer( $id ) );
	}

	/**
	 * The answer: never generating, and the poster's URL ('' for none).
	 *
	 * @param int $id The video.
	 * @return array{generating:bool,poster:string}
	 */
	private static function answer( int $id ): array {
		$poster = (int) get_post_thumbnail_id( $id );
		return array(
			'generating' => false,
			'poster'     => $poster ? (string) wp_get_attachment_url( $poster ) : '',
		);
	}
}
