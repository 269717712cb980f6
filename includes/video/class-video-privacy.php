<?php
/**
 * Where a video's file lives, by its privacy.
 *
 * @package Cairn
 */

namespace Cairn\Video;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A private video's file is moved out of the public uploads folder into the
 * site's private folder (Private_Dir: outside the web root, or behind the
 * site's secret), so no file URL reaches it, and its attachment URL becomes
 * the stream endpoint, which checks the visitor: the only way in. Made
 * public again, it moves back.
 *
 * @since 0.5.0
 */
final class Video_Privacy {

	/**
	 * Hooks the attachment URL.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		add_filter( 'wp_get_attachment_url', array( __CLASS__, 'attachment_url' ), 10, 2 );
		add_action( 'delete_attachment', array( __CLASS__, 'delete_hidden_file' ) );
		add_action( 'update_option_' . \Cairn\Settings::SERVICES, array( __CLASS__, 'default_changed' ), 10, 2 );
		add_action(
			'add_option_' . \Cairn\Settings::SERVICES,
			static function ( $option, $value ): void {
				self::default_changed( array(), $value );
			},
			10,
			2
		);
		add_action( self::SYNC_HOOK, array( __CLASS__, 'sync_site_default' ) );
	}

	/** The event that moves videos left at the site's default after it changes. */
	public const SYNC_HOOK = 'cairn_video_privacy_sync';

	/** Videos moved per run of that event. */
	private const SYNC_BATCH = 50;

	/**
	 * Schedules the move of videos left at the site's default when the
	 * default changes.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $old The services before.
	 * @param mixed $new The services after.
	 */
	public static function default_changed( $old, $new ): void {
		$before = is_array( $old ) ? (string) ( $old['video_private_by_default'] ?? '' ) : '';
		$after  = is_array( $new ) ? (string) ( $new['video_private_by_default'] ?? '' ) : '';
		if ( $before !== $after && ! wp_next_scheduled( self::SYNC_HOOK ) ) {
			wp_schedule_single_event( time(), self::SYNC_HOOK );
		}
	}

	/**
	 * Moves the files of videos left at the site's default to where it now
	 * says, a batch at a time; the next batch is scheduled while some remain.
	 *
	 * @since 0.5.0
	 *
	 * @return int How many files moved in this batch.
	 */
	public static function sync_site_default(): int {
		$ids   = get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_mime_type' => 'video',
				'fields'         => 'ids',
				'posts_per_page' => -1,
				'no_found_rows'  => true,
				'meta_key'       => Video_Library::GUID_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a rare maintenance task.
			)
		);
		$moved = 0;
		foreach ( $ids as $id ) {
			$meta = Video_Meta::get( (int) $id );
			if ( null === $meta || Video_Meta::SITE_DEFAULT !== $meta['privacy_setting'] ) {
				continue;
			}
			$file = (string) get_attached_file( (int) $id, true );
			if ( self::is_hidden( $file ) === Video_Meta::is_private( (int) $id ) ) {
				continue;
			}
			if ( true === self::sync( (int) $id ) ) {
				++$moved;
			}
			if ( $moved >= self::SYNC_BATCH ) {
				wp_schedule_single_event( time() + 10, self::SYNC_HOOK );
				break;
			}
		}
		return $moved;
	}

	/**
	 * The folder of private videos.
	 *
	 * @since 0.5.0
	 *
	 * @return string|WP_Error
	 */
	public static function dir() {
		/**
		 * Filters where private videos are kept, outside the public uploads folder.
		 *
		 * @since 0.5.0
		 *
		 * @param string $dir The folder.
		 */
		return Private_Dir::ensure( (string) apply_filters( 'cairn_video_private_dir', Private_Dir::root() . '/videos' ) );
	}

	/**
	 * Whether a file is in the private folder.
	 *
	 * @since 0.5.0
	 *
	 * @param string $file A path.
	 */
	public static function is_hidden( string $file ): bool {
		$dir = self::dir();
		return ! is_wp_error( $dir ) && 0 === strpos( wp_normalize_path( $file ), wp_normalize_path( $dir ) . '/' );
	}

	/**
	 * Moves a video's file to where its privacy says.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id The attachment.
	 * @return true|WP_Error
	 */
	public static function sync( int $id ) {
		$file = (string) get_attached_file( $id, true );
		if ( '' === $file || ! is_file( $file ) ) {
			return new WP_Error( 'cairn_video_missing', __( 'The video file is missing.', 'cairn' ), array( 'status' => 404 ) );
		}
		$private = Video_Meta::is_private( $id );
		if ( self::is_hidden( $file ) === $private ) {
			return true;
		}
		if ( $private ) {
			$dir = self::dir();
			if ( is_wp_error( $dir ) ) {
				return $dir;
			}
			$target_dir = $dir . '/' . get_post_meta( $id, Video_Library::GUID_META, true );
		} else {
			$target_dir = wp_upload_dir( (string) get_post_field( 'post_date', $id ) )['path'];
		}
		if ( ! wp_mkdir_p( $target_dir ) ) {
			return new WP_Error( 'cairn_private_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 500 ) );
		}
		$target = $target_dir . '/' . wp_unique_filename( $target_dir, wp_basename( $file ) );
		if ( ! @rename( $file, $target ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions -- a failed move is reported below.
			return new WP_Error( 'cairn_video_move', __( 'The video file could not be moved.', 'cairn' ), array( 'status' => 500 ) );
		}
		// Outside the uploads folder the path is kept whole; inside it, relative.
		update_attached_file( $id, $target );
		// The site's space used counts both folders.
		clean_dirsize_cache( $file );
		clean_dirsize_cache( $target );
		self::remove_guid_folder( dirname( $file ), (string) get_post_meta( $id, Video_Library::GUID_META, true ) );
		return true;
	}

	/**
	 * Removes a private video's own folder (named by its guid) once empty.
	 *
	 * @param string $folder The folder the file left.
	 * @param string $guid   The video's guid.
	 */
	private static function remove_guid_folder( string $folder, string $guid ): void {
		if ( '' !== $guid && basename( $folder ) === $guid && is_dir( $folder ) && array() === array_diff( (array) scandir( $folder ), array( '.', '..' ) ) ) {
			rmdir( $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the plugin's own empty folder.
		}
	}

	/**
	 * Deletes a private video's file with its attachment: WordPress deletes
	 * only files inside the uploads folder.
	 *
	 * @since 0.5.0
	 *
	 * @param int $id The attachment.
	 */
	public static function delete_hidden_file( $id ): void {
		$file = (string) get_attached_file( (int) $id, true );
		if ( '' === $file || ! self::is_hidden( $file ) ) {
			return;
		}
		wp_delete_file( $file );
		clean_dirsize_cache( $file );
		// The video's own folder, empty now.
		self::remove_guid_folder( dirname( $file ), (string) get_post_meta( (int) $id, Video_Library::GUID_META, true ) );
	}

	/**
	 * A private video's URL: the stream endpoint, never a file URL.
	 *
	 * @since 0.5.0
	 *
	 * @param string $url The URL WordPress made.
	 * @param int    $id  The attachment.
	 */
	public static function attachment_url( $url, $id ): string {
		if ( ! Video_Meta::is_private( (int) $id ) ) {
			return (string) $url;
		}
		return Video_Stream::url( (string) get_post_meta( (int) $id, Video_Library::GUID_META, true ) );
	}
}
