<?php
/**
 * Where resumable uploads wait until they are complete.
 *
 * @package Cairn
 */

namespace Cairn\Video;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The partial files of tus uploads: each upload is `{id}.part` (the bytes
 * so far) and `{id}.json` (who, how long, the file's name and type) in a
 * folder outside the public uploads path that the web server is told to
 * refuse. Bytes are appended under an exclusive lock, so two tabs resuming
 * the same upload cannot interleave; an upload left alone for a day is
 * removed by a daily cron.
 *
 * @since 0.5.0
 */
final class Upload_Store {

	/** The daily cleanup's hook. */
	public const CRON_HOOK = 'cairn_video_uploads_cleanup';

	/** An upload untouched for this long is abandoned. */
	public const EXPIRY = DAY_IN_SECONDS;

	/**
	 * Hooks the cleanup and schedules it.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		add_action( self::CRON_HOOK, array( __CLASS__, 'remove_abandoned' ) );
		add_action(
			'init',
			static function (): void {
				if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CRON_HOOK );
				}
			}
		);
	}

	/**
	 * Unschedules the cleanup (plugin deactivation).
	 *
	 * @since 0.5.0
	 */
	public static function deactivate(): void {
		wp_clear_scheduled_hook( self::CRON_HOOK );
	}

	/**
	 * The folder, made on first use with files that keep web servers out.
	 *
	 * @since 0.5.0
	 *
	 * @return string|WP_Error The path, without a trailing slash.
	 */
	public static function dir() {
		/**
		 * Filters where partial video uploads are kept. Keep it outside the
		 * public uploads folder, on a disk with room for the largest video.
		 *
		 * @since 0.5.0
		 *
		 * @param string $dir The folder.
		 */
		$dir = untrailingslashit( (string) apply_filters( 'cairn_video_upload_dir', Private_Dir::root() . '/video-uploads' ) );
		return Private_Dir::ensure( $dir );
	}

	/**
	 * Starts an upload.
	 *
	 * @since 0.5.0
	 *
	 * @param array{owner:int,length:int,filename:string,filetype:string} $info The upload.
	 * @return string|WP_Error Its id.
	 */
	public static function create( array $info ) {
		$dir = self::dir();
		if ( is_wp_error( $dir ) ) {
			return $dir;
		}
		$id   = bin2hex( random_bytes( 16 ) );
		$info = array_merge(
			$info,
			array(
				'blog'    => get_current_blog_id(),
				'created' => time(),
			)
		);
		// The bytes' file first: a record is never without one.
		if ( false === file_put_contents( self::path( $id, 'part' ), '' ) || ! self::write_record( $id, $info ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file of the plugin's own folder.
			return new WP_Error( 'cairn_upload_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 500 ) );
		}
		return $id;
	}

	/**
	 * An upload's record.
	 *
	 * @since 0.5.0
	 *
	 * @param string $id The upload.
	 * @return array{owner:int,blog:int,length:int,filename:string,filetype:string,created:int,done:array{id:int,guid:string,src:string}|null}|null
	 */
	public static function get( string $id ): ?array {
		if ( ! self::is_id( $id ) || is_wp_error( self::dir() ) || ! is_file( self::path( $id, 'json' ) ) ) {
			return null;
		}
		$info = json_decode( (string) file_get_contents( self::path( $id, 'json' ) ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( ! is_array( $info ) || ! isset( $info['owner'], $info['length'] ) ) {
			return null;
		}
		return array(
			'owner'    => (int) $info['owner'],
			'blog'     => (int) ( $info['blog'] ?? get_current_blog_id() ),
			'length'   => (int) $info['length'],
			'filename' => (string) ( $info['filename'] ?? '' ),
			'filetype' => (string) ( $info['filetype'] ?? '' ),
			'created'  => (int) ( $info['created'] ?? 0 ),
			'done'     => isset( $info['done']['id'], $info['done']['guid'], $info['done']['src'] ) ? array(
				'id'   => (int) $info['done']['id'],
				'guid' => (string) $info['done']['guid'],
				'src'  => (string) $info['done']['src'],
			) : null,
		);
	}

	/**
	 * The bytes the site's unfinished uploads declared: space they hold in
	 * the site's quota until they end.
	 *
	 * @since 0.6.0
	 *
	 * @param string $except An upload left out ('' for none).
	 */
	public static function reserved( string $except = '' ): int {
		$dir = self::dir();
		if ( is_wp_error( $dir ) ) {
			return 0;
		}
		$bytes = 0;
		foreach ( (array) glob( $dir . '/*.json' ) as $record ) {
			$id   = basename( (string) $record, '.json' );
			$info = $id === $except ? null : self::get( $id );
			if ( null !== $info && null === $info['done'] && get_current_blog_id() === $info['blog'] ) {
				$bytes += $info['length'];
			}
		}
		return $bytes;
	}

	/**
	 * Runs a check of the site's quota and what depends on it under the
	 * site's quota lock, waiting for it: two uploads cannot both see the
	 * same space left and both take it.
	 *
	 * @since 0.6.0
	 *
	 * @template T
	 * @param callable(): T $change The check and change.
	 * @return T|WP_Error
	 */
	public static function quota_locked( callable $change ) {
		$dir  = self::dir();
		$lock = is_wp_error( $dir ) ? false : fopen( $dir . '/quota.lock', 'c' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a lock file.
		if ( false === $lock ) {
			return new WP_Error( 'cairn_upload_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 500 ) );
		}
		try {
			if ( ! flock( $lock, LOCK_EX ) ) {
				return new WP_Error( 'cairn_upload_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 500 ) );
			}
			return $change();
		} finally {
			flock( $lock, LOCK_UN );
			fclose( $lock ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the lock file.
		}
	}

	/**
	 * How many unfinished uploads a user has.
	 *
	 * @since 0.5.0
	 *
	 * @param int $owner The user.
	 */
	public static function open_count( int $owner ): int {
		$dir = self::dir();
		if ( is_wp_error( $dir ) ) {
			return 0;
		}
		$count = 0;
		foreach ( (array) glob( $dir . '/*.json' ) as $record ) {
			$info   = self::get( basename( (string) $record, '.json' ) );
			$count += null !== $info && $owner === $info['owner'] && null === $info['done'] ? 1 : 0;
		}
		return $count;
	}

	/**
	 * The bytes received so far.
	 *
	 * @since 0.5.0
	 *
	 * @param string $id The upload.
	 */
	public static function offset( string $id ): int {
		clearstatcache( true, self::path( $id, 'part' ) );
		$size = @filesize( self::path( $id, 'part' ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a file removed meanwhile is offset 0.
		return false === $size ? 0 : (int) $size;
	}

	/**
	 * The partial file's path.
	 *
	 * @since 0.5.0
	 *
	 * @param string $id The upload.
	 */
	public static function part_path( string $id ): string {
		return self::path( $id, 'part' );
	}

	/**
	 * Runs a change under the upload's exclusive lock, without waiting: a
	 * second writer gets 423 (tus clients retry it).
	 *
	 * @since 0.5.0
	 *
	 * @template T
	 * @param string        $id     The upload.
	 * @param callable(): T $change The change.
	 * @return T|WP_Error
	 */
	public static function locked( string $id, callable $change ) {
		$lock = fopen( self::path( $id, 'lock' ), 'c' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a lock file.
		if ( false === $lock ) {
			return new WP_Error( 'cairn_upload_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 500 ) );
		}
		if ( ! flock( $lock, LOCK_EX | LOCK_NB ) ) {
			fclose( $lock ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the lock file.
			return new WP_Error( 'cairn_upload_locked', __( 'This upload is being written by another request.', 'cairn' ), array( 'status' => 423 ) );
		}
		try {
			return $change();
		} finally {
			flock( $lock, LOCK_UN );
			fclose( $lock ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the lock file.
		}
	}

	/**
	 * Appends bytes at an offset: refused (409) when the offset is not where
	 * the file ends, and (400) when they go past the declared length. Call it
	 * under the lock.
	 *
	 * @since 0.5.0
	 *
	 * @param string $id     The upload.
	 * @param int    $offset Where the client says the bytes start.
	 * @param string $bytes  The bytes.
	 * @return int|WP_Error The new offset.
	 */
	public static function append( string $id, int $offset, string $bytes ) {
		$info = self::get( $id );
		if ( null === $info ) {
			return new WP_Error( 'cairn_upload_not_found', __( 'This upload does not exist.', 'cairn' ), array( 'status' => 404 ) );
		}
		if ( null !== $info['done'] || ! is_file( self::path( $id, 'part' ) ) ) {
			// Finished, or removed meanwhile: nothing is appended to a new file.
			return new WP_Error( 'cairn_upload_offset', __( 'The upload offset does not match the bytes received.', 'cairn' ), array( 'status' => 409 ) );
		}
		$current = self::offset( $id );
		if ( $offset !== $current ) {
			return new WP_Error( 'cairn_upload_offset', __( 'The upload offset does not match the bytes received.', 'cairn' ), array( 'status' => 409 ) );
		}
		if ( $current + strlen( $bytes ) > $info['length'] ) {
			return new WP_Error( 'cairn_upload_too_long', __( 'The upload is longer than it said it would be.', 'cairn' ), array( 'status' => 400 ) );
		}
		// phpcs:disable WordPress.WP.AlternativeFunctions -- appending to the plugin's own partial file.
		$file = fopen( self::path( $id, 'part' ), 'ab' );
		if ( false === $file ) {
			return new WP_Error( 'cairn_upload_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 500 ) );
		}
		$written = fwrite( $file, $bytes );
		fflush( $file );
		fclose( $file );
		// phpcs:enable
		if ( strlen( $bytes ) !== $written ) {
			// A full disk: drop what was half written so the offset stays true.
			$handle = fopen( self::path( $id, 'part' ), 'r+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the partial file.
			if ( false !== $handle ) {
				ftruncate( $handle, $current );
				fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the partial file.
			}
			return new WP_Error( 'cairn_upload_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 507 ) );
		}
		return $current + $written;
	}

	/**
	 * Records what a complete upload became and drops its bytes: a client
	 * whose last answer was lost asks again (HEAD) and learns it.
	 *
	 * @since 0.5.0
	 *
	 * @param string                               $id    The upload.
	 * @param array{id:int,guid:string,src:string} $video The video.
	 */
	public static function complete( string $id, array $video ): void {
		$info = self::get( $id );
		if ( null === $info ) {
			return;
		}
		$info['done'] = $video;
		self::write_record( $id, $info );
		wp_delete_file( self::path( $id, 'part' ) );
	}

	/**
	 * Writes an upload's record whole: a reader sees the old one or the new
	 * one, never half of one.
	 *
	 * @param string              $id   The upload.
	 * @param array<string,mixed> $info The record.
	 */
	private static function write_record( string $id, array $info ): bool {
		$temporary = self::path( $id, 'json' ) . '.' . bin2hex( random_bytes( 4 ) ) . '.tmp';
		// phpcs:disable WordPress.WP.AlternativeFunctions -- the plugin's own record.
		if ( false === file_put_contents( $temporary, (string) wp_json_encode( $info ) ) ) {
			return false;
		}
		if ( ! rename( $temporary, self::path( $id, 'json' ) ) ) {
			wp_delete_file( $temporary );
			return false;
		}
		// phpcs:enable
		return true;
	}

	/**
	 * Forgets an upload and its bytes.
	 *
	 * @since 0.5.0
	 *
	 * @param string $id The upload.
	 */
	public static function delete( string $id ): void {
		foreach ( array( 'part', 'json', 'lock' ) as $ext ) {
			wp_delete_file( self::path( $id, $ext ) );
		}
	}

	/**
	 * Removes uploads nobody touched for a day (the daily cron).
	 *
	 * @since 0.5.0
	 *
	 * @param int $now The time (tests); 0 for now.
	 * @return int How many were removed.
	 */
	public static function remove_abandoned( int $now = 0 ): int {
		$now = $now > 0 ? $now : time();
		$dir = self::dir();
		if ( is_wp_error( $dir ) ) {
			return 0;
		}
		$removed = 0;
		foreach ( (array) glob( $dir . '/*.json' ) as $record ) {
			$id = basename( (string) $record, '.json' );
			if ( ! self::is_id( $id ) ) {
				continue;
			}
			clearstatcache( true, self::path( $id, 'part' ) );
			$touched = max( (int) @filemtime( (string) $record ), (int) @filemtime( self::path( $id, 'part' ) ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a file removed meanwhile counts as untouched.
			if ( $now - $touched >= self::EXPIRY ) {
				// An upload being written right now is not abandoned.
				$deleted  = self::locked(
					$id,
					static function () use ( $id ): bool {
						self::delete( $id );
						return true;
					}
				);
				$removed += true === $deleted ? 1 : 0;
			}
		}
		// Records half written by a request that died.
		foreach ( (array) glob( $dir . '/*.tmp' ) as $temporary ) {
			if ( $now - (int) @filemtime( (string) $temporary ) >= self::EXPIRY ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- removed meanwhile.
				wp_delete_file( (string) $temporary );
			}
		}
		foreach ( (array) glob( $dir . '/*.lock' ) as $lock ) {
			$id = basename( (string) $lock, '.lock' );
			if ( self::is_id( $id ) && ! is_file( self::path( $id, 'json' ) ) && $now - (int) @filemtime( (string) $lock ) >= self::EXPIRY ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a lock removed meanwhile.
				wp_delete_file( (string) $lock );
			}
		}
		return $removed;
	}

	/**
	 * Whether a string is an upload id (32 hex digits): nothing else reaches
	 * a path.
	 *
	 * @since 0.5.0
	 *
	 * @param string $id The string.
	 */
	public static function is_id( string $id ): bool {
		return 1 === preg_match( '/^[a-f0-9]{32}$/', $id );
	}

	/**
	 * A file of an upload.
	 *
	 * @param string $id  The upload.
	 * @param string $ext 'part', 'json' or 'lock'.
	 */
	private static function path( string $id, string $ext ): string {
		$dir = self::dir();
		return ( is_wp_error( $dir ) ? '' : $dir ) . '/' . $id . '.' . $ext;
	}
}
