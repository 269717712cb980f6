<?php
/**
 * Resumable video uploads over tus 1.0.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Video\Upload_Limits;
use Cairn\Video\Upload_Store;
use Cairn\Video\Upload_Token;
use Cairn\Video\Video_Library;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The tus 1.0 protocol (core, creation, termination) under
 * `/cairn/v1/videos/uploads`, and the upload token that authorises it:
 *
 * - `POST videos/upload-token` (a logged-in user who can upload files, with
 *   the REST nonce): `upload_token`, `upload_blog_id`, `upload_action_url`
 *   and `max_chunk_size`, what one request may carry here.
 * - `POST videos/uploads` with `Upload-Length` and `Upload-Metadata`
 *   (filename, filetype): 201 and the upload's `Location`.
 * - `HEAD videos/uploads/{id}`: `Upload-Offset` and `Upload-Length`.
 * - `PATCH videos/uploads/{id}` (`application/offset+octet-stream` at
 *   `Upload-Offset`): 204 and the new offset; 409 at a wrong offset, 423
 *   while another request writes. The last one makes the attachment and
 *   answers its guid, media id and URL in `X-Cairn-Upload-*` headers.
 * - `DELETE videos/uploads/{id}`: the upload is forgotten.
 *
 * Each needs `Tus-Resumable: 1.0.0` and the token in `X-Cairn-Upload-Token`.
 * Hosts that refuse PATCH or DELETE are served through a POST with
 * `X-HTTP-Method-Override`, which the REST server reads itself.
 *
 * @since 0.5.0
 */
final class Video_Uploads_Controller extends Controller {

	/** The protocol version served. */
	public const TUS_VERSION = '1.0.0';

	/** Unfinished uploads a user may keep at once. */
	public const MAX_OPEN_UPLOADS = 10;

	/** The largest chunk the video block sends: 10,000,000 bytes. */
	public const LARGEST_CHUNK_SIZE = 10000000;

	/**
	 * Routes under `/cairn/v1/videos/uploads`.
	 *
	 * @var string
	 */
	protected $rest_base = 'videos/uploads';

	/**
	 * Registers the routes and the tus headers of their answers.
	 *
	 * @since 0.5.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/videos/upload-token',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_token' ),
				'permission_callback' => static function () {
					return current_user_can( 'upload_files' );
				},
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				'permission_callback' => array( $this, 'check_token' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[a-f0-9]{32})',
			array(
				'args' => array(
					'id' => array(
						'type'    => 'string',
						'pattern' => '^[a-f0-9]{32}$',
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'check_owner' ),
				),
				array(
					'methods'             => 'PATCH',
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'check_owner' ),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'check_owner' ),
				),
			)
		);
		add_filter( 'rest_post_dispatch', array( $this, 'add_tus_headers' ), 10, 3 );
	}

	/**
	 * What one request may carry on this server: the block's 10,000,000
	 * bytes, less where PHP's `post_max_size` is lower (a POST with
	 * `X-HTTP-Method-Override` counts against it), filtered for web servers
	 * whose own body limit is lower still (nginx's default is 1 MB).
	 *
	 * @since 0.5.0
	 */
	public static function max_chunk_size(): int {
		$size    = self::LARGEST_CHUNK_SIZE;
		$post_by = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		if ( $post_by > 0 ) {
			// Room for the request's own headers within the limit.
			$size = min( $size, $post_by - 65536 );
		}
		/**
		 * Filters the largest chunk a video upload sends in one request.
		 * Lower it to what the web server accepts, e.g. to 1,000,000 behind
		 * nginx's default `client_max_body_size 1m`.
		 *
		 * @since 0.5.0
		 *
		 * @param int $size Bytes.
		 */
		return max( 65536, (int) apply_filters( 'cairn_video_upload_chunk_size', $size ) );
	}

	/**
	 * Cairn's own ceiling on a video (Upload_Limits::max_size() lowers it to
	 * the site's upload size limit).
	 *
	 * @since 0.5.0
	 */
	public static function max_size(): int {
		/**
		 * Filters the largest video an upload may declare, in bytes.
		 *
		 * @since 0.5.0
		 *
		 * @param int $size 5 GiB by default.
		 */
		return (int) apply_filters( 'cairn_video_upload_max_size', 5 * GB_IN_BYTES );
	}

	/**
	 * Issues an upload token.
	 *
	 * @since 0.5.0
	 *
	 * @return WP_REST_Response
	 */
	public function create_token(): WP_REST_Response {
		return new WP_REST_Response(
			array(
				'upload_token'      => Upload_Token::issue( get_current_user_id() ),
				'upload_blog_id'    => get_current_blog_id(),
				'upload_action_url' => rest_url( $this->namespace . '/' . $this->rest_base ),
				'max_chunk_size'    => self::max_chunk_size(),
			)
		);
	}

	/**
	 * The protocol version and the token: the token's user becomes the
	 * current user, who must be able to upload files.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function check_token( $request ) {
		if ( self::TUS_VERSION !== $request->get_header( 'tus_resumable' ) ) {
			return new WP_Error( 'cairn_tus_version', __( 'This server speaks tus 1.0.0.', 'cairn' ), array( 'status' => 412 ) );
		}
		$user_id = Upload_Token::verify( (string) $request->get_header( 'x_cairn_upload_token' ) );
		if ( is_wp_error( $user_id ) ) {
			return $user_id;
		}
		wp_set_current_user( $user_id );
		if ( ! current_user_can( 'upload_files' ) ) {
			return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to upload files.', 'cairn' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * The token's checks, and the upload must be the user's own.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function check_owner( $request ) {
		$allowed = $this->check_token( $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$info = Upload_Store::get( (string) $request['id'] );
		// Someone else's upload is as unknown as a missing one.
		if ( null === $info || get_current_user_id() !== $info['owner'] ) {
			return new WP_Error( 'cairn_upload_not_found', __( 'This upload does not exist.', 'cairn' ), array( 'status' => 404 ) );
		}
		return true;
	}

	/**
	 * Creates an upload (tus creation).
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$length = (string) $request->get_header( 'upload_length' );
		if ( ! preg_match( '/^\d{1,15}$/', $length ) ) {
			return new WP_Error( 'cairn_upload_length', __( 'Upload-Length is required.', 'cairn' ), array( 'status' => 400 ) );
		}
		$metadata = self::metadata( (string) $request->get_header( 'upload_metadata' ) );
		$filetype = $metadata['filetype'] ?? '';
		// The bytes decide when they are complete; a declared non-video stops here.
		if ( '' !== $filetype && 0 !== strpos( $filetype, 'video/' ) ) {
			return Video_Library::unsupported();
		}
		$info = array(
			'owner'    => get_current_user_id(),
			'length'   => (int) $length,
			'filename' => sanitize_file_name( $metadata['filename'] ?? 'video' ),
			'filetype' => sanitize_mime_type( $filetype ),
		);
		// Checked and reserved at once: two uploads cannot both take the space left.
		$id = Upload_Store::quota_locked(
			static function () use ( $info ) {
				$allowed = Upload_Limits::check( $info['length'] );
				if ( true === $allowed ) {
					$allowed = self::room_for( $info['length'] );
				}
				return is_wp_error( $allowed ) ? $allowed : Upload_Store::create( $info );
			}
		);
		if ( is_wp_error( $id ) ) {
			return $id;
		}
		$response = new WP_REST_Response( null, 201 );
		$response->header( 'Location', rest_url( $this->namespace . '/' . $this->rest_base . '/' . $id ) );
		$response->header( 'Upload-Offset', '0' );
		return $response;
	}

	/**
	 * Where an upload stands (tus HEAD).
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ): WP_REST_Response {
		$id       = (string) $request['id'];
		$info     = (array) Upload_Store::get( $id );
		$response = new WP_REST_Response( null, 200 );
		$done     = $info['done'] ?? null;
		$response->header( 'Upload-Offset', (string) ( is_array( $done ) ? (int) $info['length'] : Upload_Store::offset( $id ) ) );
		$response->header( 'Upload-Length', (string) ( $info['length'] ?? 0 ) );
		$response->header( 'Cache-Control', 'no-store' );
		if ( is_array( $done ) ) {
			self::video_headers( $response, $done );
		}
		return $response;
	}

	/**
	 * Appends a chunk (tus PATCH); the last one makes the attachment.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		if ( 'application/offset+octet-stream' !== strtolower( trim( (string) $request->get_header( 'content_type' ) ) ) ) {
			return new WP_Error( 'cairn_upload_content_type', __( 'A chunk is sent as application/offset+octet-stream.', 'cairn' ), array( 'status' => 415 ) );
		}
		$offset = (string) $request->get_header( 'upload_offset' );
		if ( ! preg_match( '/^\d{1,15}$/', $offset ) ) {
			return new WP_Error( 'cairn_upload_offset', __( 'Upload-Offset is required.', 'cairn' ), array( 'status' => 400 ) );
		}
		// A chunk larger than this server asks for is refused whole (the client never sends one).
		if ( strlen( (string) $request->get_body() ) > self::max_chunk_size() ) {
			return new WP_Error( 'cairn_upload_chunk_too_large', __( 'The chunk is larger than this server accepts.', 'cairn' ), array( 'status' => 413 ) );
		}
		$id   = (string) $request['id'];
		$info = (array) Upload_Store::get( $id );

		$result = Upload_Store::locked(
			$id,
			static function () use ( $id, $offset, $request, $info ) {
				$bytes = (string) $request->get_body();
				// The rules again, for the bytes the upload would then hold: the
				// network's limits or the site's space may have changed since.
				if ( Upload_Store::offset( $id ) === (int) $offset ) {
					$allowed = Upload_Store::quota_locked(
						static function () use ( $id, $offset, $bytes ) {
							return Upload_Limits::check( (int) $offset + strlen( $bytes ), $id );
						}
					);
					if ( is_wp_error( $allowed ) ) {
						return $allowed;
					}
				}
				$new_offset = Upload_Store::append( $id, (int) $offset, $bytes );
				if ( is_wp_error( $new_offset ) || $new_offset < (int) $info['length'] ) {
					return $new_offset;
				}
				$video = Video_Library::add( Upload_Store::part_path( $id ), (string) $info['filename'], (int) $info['owner'] );
				if ( is_wp_error( $video ) ) {
					Upload_Store::delete( $id );
					return $video;
				}
				// Kept a day, so that a client whose answer was lost learns it.
				Upload_Store::complete( $id, $video );
				return array_merge( $video, array( 'offset' => $new_offset ) );
			}
		);
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		$response = new WP_REST_Response( null, 204 );
		if ( is_array( $result ) ) {
			$response->header( 'Upload-Offset', (string) $result['offset'] );
			self::video_headers( $response, $result );
		} else {
			$response->header( 'Upload-Offset', (string) $result );
		}
		return $response;
	}

	/**
	 * Whether a new upload of a length fits the server: a user keeps at most
	 * 10 unfinished uploads, and the disk keeps room for twice the video (its
	 * bytes, then the library's copy). The site's own rules are
	 * Upload_Limits'.
	 *
	 * @param int $length The upload's declared length.
	 * @return true|WP_Error
	 */
	private static function room_for( int $length ) {
		if ( Upload_Store::open_count( get_current_user_id() ) >= self::MAX_OPEN_UPLOADS ) {
			return new WP_Error( 'cairn_upload_too_many', __( 'Finish or cancel your other uploads before starting a new one.', 'cairn' ), array( 'status' => 429 ) );
		}
		$dir  = Upload_Store::dir();
		$free = is_wp_error( $dir ) ? false : @disk_free_space( $dir ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- unknown on some hosts.
		if ( false !== $free && $free < 2 * $length ) {
			return new WP_Error( 'cairn_upload_no_room', __( 'The site does not have enough disk space for this video.', 'cairn' ), array( 'status' => 507 ) );
		}
		return true;
	}

	/**
	 * The headers that name the video an upload became.
	 *
	 * @param WP_REST_Response                     $response The answer.
	 * @param array{id:int,guid:string,src:string} $video    The video.
	 */
	private static function video_headers( WP_REST_Response $response, array $video ): void {
		$response->header( 'X-Cairn-Upload-Guid', $video['guid'] );
		$response->header( 'X-Cairn-Upload-Media-Id', (string) $video['id'] );
		$response->header( 'X-Cairn-Upload-Src-Url', esc_url_raw( $video['src'] ) );
	}

	/**
	 * Forgets an upload (tus termination).
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$id     = (string) $request['id'];
		$result = Upload_Store::locked(
			$id,
			static function () use ( $id ): bool {
				Upload_Store::delete( $id );
				return true;
			}
		);
		return is_wp_error( $result ) ? $result : new WP_REST_Response( null, 204 );
	}

	/**
	 * Adds `Tus-Resumable` to every answer of the upload routes, and the
	 * server's capabilities to the answers that tell them (OPTIONS, 412).
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Response|WP_Error|mixed $response The answer.
	 * @param WP_REST_Server                  $server   The server.
	 * @param WP_REST_Request                 $request  The request.
	 * @return WP_REST_Response|WP_Error|mixed
	 */
	public function add_tus_headers( $response, $server, $request ) {
		if ( ! $response instanceof WP_REST_Response || 0 !== strpos( (string) $request->get_route(), '/' . $this->namespace . '/' . $this->rest_base ) ) {
			return $response;
		}
		$response->header( 'Tus-Resumable', self::TUS_VERSION );
		if ( 'OPTIONS' === $request->get_method() || 412 === $response->get_status() ) {
			$response->header( 'Tus-Version', self::TUS_VERSION );
			$response->header( 'Tus-Extension', 'creation,termination' );
			$response->header( 'Tus-Max-Size', (string) Upload_Limits::max_size() );
		}
		return $response;
	}

	/**
	 * The pairs of an `Upload-Metadata` header (`key base64,key base64`).
	 *
	 * @param string $header The header.
	 * @return array<string,string>
	 */
	private static function metadata( string $header ): array {
		$pairs = array();
		foreach ( explode( ',', $header ) as $pair ) {
			$parts = explode( ' ', trim( $pair ), 2 );
			if ( '' === $parts[0] ) {
				continue;
			}
			$value              = isset( $parts[1] ) ? base64_decode( $parts[1], true ) : ''; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- tus encodes metadata values so.
			$pairs[ $parts[0] ] = false === $value ? '' : $value;
		}
		return $pairs;
	}
}
