<?php
/**
 * A video's settings from the editor.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Video\Video_Library;
use Cairn\Video\Video_Meta;
use Cairn\Post_Access;
use Cairn\Video\Video_Privacy;
use Cairn\Video\Video_Stream;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /cairn/v1/videopress/meta`: the video's id and one of
 * title, description, rating, allow_download (0 or 1) or privacy_setting
 * (0 public, 1 private, 2 the site's default). It answers `data: 200` on
 * success, as the editor checks. A change of privacy moves the file.
 *
 * @since 0.5.0
 */
final class Video_Meta_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/videopress/meta`.
	 *
	 * @var string
	 */
	protected $rest_base = 'videopress/meta';

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
				'args'                => array(
					'post' => array(
						'description' => __( 'The post the video block is in: its editors may read the video it shows, whoever uploaded it.', 'cairn' ),
						'type'        => 'integer',
						'minimum'     => 0,
						'default'     => 0,
					),
				),
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
	 * Who may read the video of a guid: those who may edit the video, and
	 * those who may edit a post whose saved content shows it (an Author
	 * opening their post that holds someone else's video). Anyone else who
	 * writes posts is refused; a guid the site does not know is a 404, so
	 * the editor can tell a missing file from a refusal.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return self::forbidden( __( 'Sorry, you are not allowed to see this video.', 'cairn' ) );
		}
		$id = Video_Library::find( (string) $request['guid'] );
		if ( 0 === $id ) {
			return new WP_Error( 'cairn_video_not_found', __( 'This video is not on this site.', 'cairn' ), array( 'status' => 404 ) );
		}
		return self::allow_if( current_user_can( 'edit_post', $id ) || null !== self::post_showing( (int) $request['post'], (string) $request['guid'] ), __( 'Sorry, you are not allowed to see this video.', 'cairn' ) );
	}

	/**
	 * The post the user edits, as it is saved now (never a revision), when
	 * it shows the video of a guid in a video block.
	 *
	 * @param int    $post_id The post.
	 * @param string $guid    The video's guid.
	 */
	private static function post_showing( int $post_id, string $guid ): ?\WP_Post {
		$post = Post_Access::viewable( $post_id );
		if ( null === $post || ! current_user_can( 'edit_post', $post->ID ) ) {
			return null;
		}
		return Video_Stream::shows( parse_blocks( (string) $post->post_content ), $guid ) ? $post : null;
	}

	/**
	 * The video of a guid, as far as this user may see it: where it plays
	 * for them (the file, or for a private video the stream through the
	 * post, when they may watch it), its title and poster, and whether they
	 * may change its own settings (`can_edit`).
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ): WP_REST_Response {
		$guid      = (string) $request['guid'];
		$post_id   = (int) $request['post'];
		$id        = Video_Library::find( $guid );
		$private   = Video_Meta::is_private( $id );
		$can_edit  = current_user_can( 'edit_post', $id );
		$can_watch = $can_edit || Video_Stream::may_watch( $id, $guid, $post_id );
		$src       = '';
		if ( $can_watch ) {
			$src = $private && $post_id > 0 ? Video_Stream::url( $guid, $post_id ) : (string) wp_get_attachment_url( $id );
		}
		return new WP_REST_Response(
			array(
				'id'         => $id,
				'guid'       => $guid,
				'src'        => $src,
				'title'      => $can_watch ? get_the_title( $id ) : '',
				'poster'     => $can_watch ? (string) get_the_post_thumbnail_url( $id, 'full' ) : '',
				'is_private' => $private,
				'can_watch'  => $can_watch,
				'can_edit'   => $can_edit,
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
			return self::forbidden( __( 'Sorry, you are not allowed to edit this video.', 'cairn' ) );
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
