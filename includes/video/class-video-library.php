<?php
/**
 * Videos in the site's media library.
 *
 * @package Cairn
 */

namespace Cairn\Video;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a complete upload into a video attachment with a guid: the 8
 * alphanumeric characters the video block knows a video by.
 * The type is read from the file's bytes, never from its name.
 *
 * @since 0.5.0
 */
final class Video_Library {

	/** The attachment meta that holds a video's guid. */
	public const GUID_META = '_cairn_video_guid';

	/**
	 * The error for a file that is not a video.
	 *
	 * @since 0.5.0
	 */
	public static function unsupported(): WP_Error {
		return new WP_Error(
			'cairn_video_unsupported',
			__( 'The format of the video you uploaded is not supported.', 'cairn' ),
			array(
				'status' => 415,
				'help'   => 'https://wordpress.org/documentation/article/video-shortcode/',
			)
		);
	}

	/**
	 * The video type of a file from its bytes, when it is one the site
	 * accepts.
	 *
	 * @since 0.5.0
	 *
	 * @param string $path The file.
	 * @return string|null The MIME type, e.g. 'video/mp4'.
	 */
	public static function video_type( string $path ): ?string {
		if ( ! function_exists( 'finfo_open' ) ) {
			return null;
		}
		$finfo = finfo_open( FILEINFO_MIME_TYPE );
		$type  = false === $finfo ? false : finfo_file( $finfo, $path );
		if ( false !== $finfo ) {
			finfo_close( $finfo );
		}
		if ( ! is_string( $type ) || 0 !== strpos( $type, 'video/' ) ) {
			return null;
		}
		return in_array( $type, get_allowed_mime_types(), true ) ? $type : null;
	}

	/**
	 * Makes a complete upload an attachment: its file moves into the
	 * uploads folder (renamed, never read into memory).
	 *
	 * @since 0.5.0
	 *
	 * @param string $path     The complete file.
	 * @param string $filename The name the user's file had.
	 * @param int    $user_id  Who uploaded it.
	 * @return array{id:int,guid:string,src:string}|WP_Error
	 */
	public static function add( string $path, string $filename, int $user_id ) {
		$type = self::video_type( $path );
		if ( null === $type ) {
			return self::unsupported();
		}
		$extensions = (string) array_search( $type, get_allowed_mime_types(), true );
		$extension  = (string) strtok( $extensions, '|' );
		$base       = sanitize_file_name( (string) pathinfo( $filename, PATHINFO_FILENAME ) );
		$name       = ( '' !== $base ? $base : 'video' ) . '.' . $extension;

		require_once ABSPATH . 'wp-admin/includes/file.php'; // @phpstan-ignore requireOnce.fileNotFound
		require_once ABSPATH . 'wp-admin/includes/media.php'; // @phpstan-ignore requireOnce.fileNotFound
		require_once ABSPATH . 'wp-admin/includes/image.php'; // @phpstan-ignore requireOnce.fileNotFound

		$previous = get_current_user_id();
		wp_set_current_user( $user_id );
		$id = media_handle_sideload(
			array(
				'name'     => $name,
				'tmp_name' => $path,
			),
			0,
			null,
			array( 'post_author' => $user_id )
		);
		wp_set_current_user( $previous );
		if ( is_wp_error( $id ) ) {
			return new WP_Error( 'cairn_video_save', $id->get_error_message(), array( 'status' => 500 ) );
		}
		$guid = self::assign_guid( $id );
		// Private by the site's default: its file leaves the uploads folder now.
		$moved = Video_Privacy::sync( $id );
		if ( is_wp_error( $moved ) ) {
			wp_delete_attachment( $id, true );
			return $moved;
		}
		return array(
			'id'   => $id,
			'guid' => $guid,
			'src'  => (string) wp_get_attachment_url( $id ),
		);
	}

	/**
	 * The attachment of a guid.
	 *
	 * @since 0.5.0
	 *
	 * @param string $guid The guid.
	 * @return int The attachment id, or 0.
	 */
	public static function find( string $guid ): int {
		if ( ! preg_match( '/^[A-Za-z0-9]{8}$/', $guid ) ) {
			return 0;
		}
		$ids = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'fields'         => 'ids',
				'posts_per_page' => 1,
				'no_found_rows'  => true,
				'meta_key'       => self::GUID_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- looked up by its guid, once per request.
				'meta_value'     => $guid, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- as above.
			)
		);
		if ( ! $ids ) {
			return 0;
		}
		$id = (int) $ids[0];
		// Exact, whatever the database's collation, and only a video.
		return hash_equals( $guid, (string) get_post_meta( $id, self::GUID_META, true ) ) && 0 === strpos( (string) get_post_mime_type( $id ), 'video/' ) ? $id : 0;
	}

	/**
	 * Gives a video attachment a new guid.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id The attachment.
	 * @return string The guid.
	 */
	public static function assign_guid( int $id ): string {
		$guid = self::new_guid();
		update_post_meta( $id, self::GUID_META, $guid );
		return $guid;
	}

	/**
	 * A guid no video has yet.
	 */
	private static function new_guid(): string {
		do {
			$guid = wp_generate_password( 8, false );
		} while ( 0 !== self::find( $guid ) );
		return $guid;
	}
}
