<?php
/**
 * A video's settings from the editor.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Video\Video_Library;
use Cairn\Video\Video_Meta;
use Cairn\Video\Video_Privacy;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /cairn/v1/videopress/meta` (spec 001 §7): the video's id and one of
 * title, description, rating, allow_download (0 or 1) or privacy_setting
 * (0 public, 1 private, 2 the site's default). It answers `data: 200` on
 * success, as the editor checks. A change of privacy moves the file.
 *
 * @since 0.5.0
 */
final class Video_Meta_Controller extends WP_REST_Controller {

	/**
	 * Sets the namespace.
	 *
	 * @since 0.5.0
	 */
	public function __construct() {
		$this->namespace = 'cairn/v1';
		$this->rest_base = 'videopress/meta';
	}

	/**
	 * Registers the route.
	 *
	 * @since 0.5.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/videos/(?P<guid>[A-Za-z0-9]{8})',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => array( $this, 'get_item_permissions_check' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				'permission_callback' => array( $this, 'create_item_permissions_check' ),
				'args'                => array(
					'id'              => array(
						'type'     => 'integer',
						'required' => true,
						'minimum'  => 1,
					),
					'title'           => array(
						'type'              => 'string',
						'maxLength'         => 1000,
						'sanitize_callback' => 'sanitize_text_field',
					),
					'description'     => array(
						'type'              => 'string',
						'maxLength'         => 20000,
						'sanitize_callback' => 'sanitize_textarea_field',
					),
					'rating'          => array(
						'type' => 'string',
						'enum' => array( 'G', 'PG-13', 'R-17', 'X-18' ),
					),
					'allow_download'  => array(
						'type' => 'integer',
						'enum' => array( 0, 1 ),
					),
					'privacy_setting' => array(
						'type' => 'integer',
						'enum' => array( Video_Meta::PUBLIC, Video_Meta::PRIVATE, Video_Meta::SITE_DEFAULT ),
					),
					'assign_guid'     => array(
						'description' => __( 'Gives a video of the media library that has none its guid (a core video block converted to this one).', 'cairn' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
			)
		);
	}

	/**
	 * Those who may edit the video of a guid.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$id = Video_Library::find( (string) $request['guid'] );
		if ( 0 === $id ) {
			return new WP_Error( 'cairn_video_not_found', __( 'This video does not exist.', 'cairn' ), array( 'status' => 404 ) );
		}
		return current_user_can( 'edit_post', $id )
			? true
			: new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this video.', 'cairn' ), array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The video of a guid: the editor finds it so when a block has only the
	 * guid (a converted link to the peer's hosted video).
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ): WP_REST_Response {
		$id = Video_Library::find( (string) $request['guid'] );
		return new WP_REST_Response(
			array(
				'id'    => $id,
				'guid'  => (string) $request['guid'],
				'src'   => (string) wp_get_attachment_url( $id ),
				'title' => get_the_title( $id ),
			)
		);
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
		$id   = (int) $request['id'];
		$post = get_post( $id );
		// A video without a guid may be given one; nothing else.
		$is_media_video = null !== $post && 'attachment' === $post->post_type && 0 === strpos( (string) $post->post_mime_type, 'video/' );
		if ( ! Video_Meta::is_video( $post ) && ! ( $request['assign_guid'] && $is_media_video ) ) {
			return new WP_Error( 'cairn_video_not_found', __( 'This video does not exist.', 'cairn' ), array( 'status' => 404 ) );
		}
		if ( ! current_user_can( 'edit_post', $id ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to edit this video.', 'cairn' ), array( 'status' => rest_authorization_required_code() ) );
		}
		return true;
	}

	/**
	 * Saves the setting given.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$id     = (int) $request['id'];
		$params = $request->get_params();
		$guid   = (string) get_post_meta( $id, Video_Library::GUID_META, true );
		if ( '' === $guid ) {
			$guid = Video_Library::assign_guid( $id );
			// Private by the site's default: its file leaves the uploads folder now.
			$moved = Video_Privacy::sync( $id );
			if ( is_wp_error( $moved ) ) {
				delete_post_meta( $id, Video_Library::GUID_META );
				return $moved;
			}
		}
		if ( isset( $params['title'] ) || isset( $params['description'] ) ) {
			$post = array( 'ID' => $id );
			// wp_update_post() unslashes what it is given.
			if ( isset( $params['title'] ) ) {
				$post['post_title'] = wp_slash( (string) $request['title'] );
			}
			if ( isset( $params['description'] ) ) {
				$post['post_content'] = wp_slash( (string) $request['description'] );
			}
			$updated = wp_update_post( $post, true );
			if ( is_wp_error( $updated ) ) {
				return $updated;
			}
		}
		foreach ( array( 'rating', 'allow_download' ) as $key ) {
			if ( isset( $params[ $key ] ) ) {
				Video_Meta::set( $id, $key, $request[ $key ] );
			}
		}
		if ( isset( $params['privacy_setting'] ) ) {
			$before = Video_Meta::get( $id );
			Video_Meta::set( $id, 'privacy_setting', (string) $request['privacy_setting'] );
			$moved = Video_Privacy::sync( $id );
			if ( is_wp_error( $moved ) ) {
				// The file stays where it was: so does the setting.
				Video_Meta::set( $id, 'privacy_setting', (string) ( $before['privacy_setting'] ?? Video_Meta::SITE_DEFAULT ) );
				return $moved;
			}
		}
		return new WP_REST_Response(
			array(
				'code'    => 'success',
				'message' => __( 'Video meta updated successfully.', 'cairn' ),
				'data'    => 200,
				'guid'    => $guid,
			)
		);
	}
}
