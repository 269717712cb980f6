<?php
/**
 * Moves private files into the site's private folder of now.
 *
 * @package Cairn
 */

namespace Cairn\Video;

defined( 'ABSPATH' ) || exit;

/**
 * When the site's private folder changes (Cairn before 0.6.0 kept private
 * videos in `wp-content/cairn-private/videos/<guid>/`, which a server that
 * ignores `.htaccess` serves to anyone who knows the guid; or the owner names
 * another folder in `CAIRN_PRIVATE_DIR`), every private video's file and
 * every partial upload moves into the folder of now, in batches run by
 * WP-Cron. The folder of the last complete run is kept in an option; a run
 * moves only what is not where it belongs, so running it again moves
 * nothing. Until a file moves, its stream keeps working from where it is.
 *
 * The option is autoloaded: every request compares it with the folder of now.
 *
 * @since 0.6.0
 */
final class Private_Files_Migration {

	/** The event that runs a batch. */
	public const HOOK = 'cairn_private_files_move';

	/** The option that holds the private folder of the last complete run. */
	public const OPTION = 'cairn_private_dir_root';

	/** Files moved per batch. */
	private const BATCH = 50;

	/**
	 * Hooks the event, and schedules it when the folder changed.
	 *
	 * @since 0.6.0
	 */
	public static function register(): void {
		add_action( self::HOOK, array( __CLASS__, 'run_batch' ) );
		add_action( 'init', array( __CLASS__, 'maybe_schedule' ) );
	}

	/**
	 * Whether files may wait somewhere else than the folder of now.
	 *
	 * @since 0.6.0
	 */
	public static function pending(): bool {
		return get_option( self::OPTION ) !== Private_Dir::root();
	}

	/**
	 * Schedules a batch when the folder changed since the last complete run.
	 *
	 * @since 0.6.0
	 */
	public static function maybe_schedule(): void {
		if ( self::pending() && ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( time(), self::HOOK );
		}
	}

	/**
	 * Runs a batch, and schedules the next while some remain.
	 *
	 * @since 0.6.0
	 */
	public static function run_batch(): void {
		self::run( self::BATCH );
		if ( self::pending() ) {
			wp_schedule_single_event( time() + 10, self::HOOK );
		}
	}

	/**
	 * Moves what is not in the folder of now; when nothing is left, records
	 * the folder.
	 *
	 * @since 0.6.0
	 *
	 * @param int $limit Moves at most this many (0: all).
	 * @return int How many videos and uploads moved.
	 */
	public static function run( int $limit = 0 ): int {
		$stored = get_option( self::OPTION );
		$from   = is_string( $stored ) && '' !== $stored ? $stored : Private_Dir::legacy_root();
		$moved  = self::move_uploads( $from . '/video-uploads' );
		foreach ( self::private_videos() as $id ) {
			if ( $limit > 0 && $moved >= $limit ) {
				return $moved;
			}
			$file = (string) get_attached_file( $id, true );
			// A file already in place, or missing (nothing to move), is left.
			if ( '' === $file || ! is_file( $file ) || Video_Privacy::is_hidden( $file ) ) {
				continue;
			}
			if ( true === Video_Privacy::sync( $id ) ) {
				++$moved;
			}
		}
		update_option( self::OPTION, Private_Dir::root(), true );
		return $moved;
	}

	/**
	 * The site's private videos.
	 *
	 * @return int[]
	 */
	private static function private_videos(): array {
		$ids = get_posts(
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
		return array_values(
			array_filter(
				array_map( 'intval', $ids ),
				array( Video_Meta::class, 'is_private' )
			)
		);
	}

	/**
	 * Moves the partial uploads of a folder into the uploads folder of now.
	 *
	 * @param string $from The folder they were in.
	 * @return int How many uploads moved.
	 */
	private static function move_uploads( string $from ): int {
		$to = Upload_Store::dir();
		if ( is_wp_error( $to ) || ! is_dir( $from ) || wp_normalize_path( untrailingslashit( $from ) ) === wp_normalize_path( $to ) ) {
			return 0;
		}
		$moved = 0;
		foreach ( (array) glob( $from . '/*.json' ) as $record ) {
			$id = basename( (string) $record, '.json' );
			if ( ! Upload_Store::is_id( $id ) || file_exists( $to . '/' . $id . '.json' ) ) {
				continue;
			}
			// The bytes first: a record is never without them.
			// phpcs:disable WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions -- a failed move leaves the upload where it was.
			if ( is_file( $from . '/' . $id . '.part' ) && ! @rename( $from . '/' . $id . '.part', $to . '/' . $id . '.part' ) ) {
				continue;
			}
			if ( @rename( (string) $record, $to . '/' . $id . '.json' ) ) {
				++$moved;
			}
			// phpcs:enable
			wp_delete_file( $from . '/' . $id . '.lock' );
		}
		return $moved;
	}
}
