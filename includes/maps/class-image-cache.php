<?php
/**
 * Static map images kept as files.
 *
 * @package Cairn
 */

namespace Cairn\Maps;

use Cairn\Video\Private_Dir;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps each static map image (up to 8 MiB) as a file in
 * `uploads/cairn/map-images/` for a week, rather than in a transient: without
 * a persistent object cache a transient is a row of `wp_options`, loaded
 * whole from the database on every read. Uploads are shared by the web
 * servers of a site that has several, so one fetch serves them all.
 *
 * The files are served only by the signed map-image route: the folder gets
 * the files that make Apache and IIS refuse it, and each file is named by a
 * keyed hash of the image's cache key, which nobody outside can compute.
 * A file older than a week is fetched again, and a daily cron removes those
 * nobody asked for again.
 *
 * @since 0.5.0
 */
final class Image_Cache {

	/** The daily cleanup's hook. */
	public const CRON_HOOK = 'cairn_map_images_cleanup';

	/** How long an image is kept. */
	public const TTL = WEEK_IN_SECONDS;

	/** The image types kept, with their file extensions. */
	private const EXTENSIONS = array(
		'image/png'  => 'png',
		'image/jpeg' => 'jpg',
	);

	/** A write that never finished is removed after this long. */
	private const PARTIAL_TTL = HOUR_IN_SECONDS;

	/**
	 * Hooks the cleanup and schedules it.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		add_action( self::CRON_HOOK, array( __CLASS__, 'remove_expired' ) );
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
	 * Unschedules the cleanup and removes the images (plugin deactivation):
	 * they are a cache, fetched again when needed.
	 *
	 * @since 0.5.0
	 */
	public static function deactivate(): void {
		wp_clear_scheduled_hook( self::CRON_HOOK );
		self::clear();
	}

	/**
	 * The folder of the images, without a trailing slash.
	 *
	 * @since 0.5.0
	 */
	public static function dir(): string {
		return untrailingslashit( wp_get_upload_dir()['basedir'] ) . '/cairn/map-images';
	}

	/**
	 * An image kept less than a week ago, or null.
	 *
	 * @since 0.5.0
	 *
	 * @param string $key The image's cache key.
	 * @return array{type:string,bytes:string}|null
	 */
	public static function get( string $key ): ?array {
		foreach ( self::EXTENSIONS as $type => $extension ) {
			$file = self::file( $key, $extension );
			if ( ! is_file( $file ) || self::expired( $file ) ) {
				continue;
			}
			$bytes = file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file of the plugin's own folder.
			if ( is_string( $bytes ) && '' !== $bytes ) {
				return array(
					'type'  => $type,
					'bytes' => $bytes,
				);
			}
		}
		return null;
	}

	/**
	 * Keeps an image. It is written to a file of its own first and then
	 * renamed into place, so a visitor never reads half an image, and a
	 * failed write only means the next visitor's request fetches it again.
	 *
	 * @since 0.5.0
	 *
	 * @param string $key   The image's cache key.
	 * @param string $type  image/png or image/jpeg.
	 * @param string $bytes The image.
	 */
	public static function put( string $key, string $type, string $bytes ): void {
		if ( ! isset( self::EXTENSIONS[ $type ] ) || '' === $bytes || is_wp_error( Private_Dir::ensure( self::dir() ) ) ) {
			return;
		}
		$file    = self::file( $key, self::EXTENSIONS[ $type ] );
		$partial = $file . '.' . wp_generate_password( 8, false ) . '.part';
		// phpcs:disable WordPress.WP.AlternativeFunctions -- local files of the plugin's own folder.
		if ( strlen( $bytes ) !== file_put_contents( $partial, $bytes ) || ! rename( $partial, $file ) ) {
			wp_delete_file( $partial );
			return;
		}
		// phpcs:enable WordPress.WP.AlternativeFunctions
		foreach ( self::EXTENSIONS as $extension ) {
			if ( self::EXTENSIONS[ $type ] !== $extension ) {
				wp_delete_file( self::file( $key, $extension ) );
			}
		}
	}

	/**
	 * Removes the images older than a week, and writes that never finished
	 * (the daily cron).
	 *
	 * @since 0.5.0
	 *
	 * @return int How many files were removed.
	 */
	public static function remove_expired(): int {
		$removed = 0;
		foreach ( self::files() as $file ) {
			$partial = '.part' === substr( $file, -5 );
			if ( $partial ? self::older_than( $file, self::PARTIAL_TTL ) : self::expired( $file ) ) {
				wp_delete_file( $file );
				++$removed;
			}
		}
		return $removed;
	}

	/**
	 * Removes every image.
	 *
	 * @since 0.5.0
	 */
	public static function clear(): void {
		foreach ( self::files() as $file ) {
			wp_delete_file( $file );
		}
	}

	/**
	 * The images and partial writes in the folder (not its guard files).
	 *
	 * @return string[]
	 */
	private static function files(): array {
		$files = array();
		foreach ( array_merge( array_values( self::EXTENSIONS ), array( 'part' ) ) as $extension ) {
			$files = array_merge( $files, (array) glob( self::dir() . '/*.' . $extension ) );
		}
		return $files;
	}

	/**
	 * The file of an image: a keyed hash of its cache key, so that nobody who
	 * knows a map's parameters and the public token can name it.
	 *
	 * @param string $key       The image's cache key.
	 * @param string $extension File extension.
	 */
	private static function file( string $key, string $extension ): string {
		return self::dir() . '/' . hash_hmac( 'sha256', $key, wp_salt( 'auth' ) . 'cairn-map-image-file' ) . '.' . $extension;
	}

	/**
	 * Whether an image was kept a week ago or more.
	 *
	 * @param string $file File.
	 */
	private static function expired( string $file ): bool {
		return self::older_than( $file, self::TTL );
	}

	/**
	 * Whether a file was last written this many seconds ago or more.
	 *
	 * @param string $file    File.
	 * @param int    $seconds Age.
	 */
	private static function older_than( string $file, int $seconds ): bool {
		$written = @filemtime( $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- another request may have removed it a moment ago: then it is gone, not a warning.
		return false === $written || $written + $seconds <= time();
	}
}
