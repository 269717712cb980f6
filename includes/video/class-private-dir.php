<?php
/**
 * Folders of files the web server must not hand out.
 *
 * @package Cairn
 */

namespace Cairn\Video;

use Cairn\Counter;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Where Cairn keeps files that only its own routes may hand out (private
 * videos, partial uploads), so that no URL a visitor can make reaches them,
 * whatever the web server:
 *
 * - the folder that wp-config.php names in `CAIRN_PRIVATE_DIR`, which should
 *   be outside the web root (a network's sites other than the main one get
 *   `sites/<id>` in it);
 * - otherwise `wp-content/cairn-private/<secret>/`, where the secret is 32
 *   random hexadecimal digits of the site's own (an option, made once): a
 *   server that ignores `.htaccess` (nginx, PHP's built-in server) could
 *   serve a file there only to someone who knows the secret, which no page,
 *   route or listing shows. Knowing a video's guid is not enough.
 *
 * Each folder also gets the files that tell Apache and IIS to refuse it and
 * an index that lists nothing, as defence in depth; the README gives the
 * nginx and Apache rules that refuse `wp-content/cairn-private/` whole.
 *
 * @since 0.5.0
 * @since 0.6.0 `CAIRN_PRIVATE_DIR`, and the site's secret in the default path.
 */
final class Private_Dir {

	/** The option that holds the site's secret. */
	public const SECRET_OPTION = 'cairn_private_dir_secret';

	/**
	 * Makes the site's secret and its folder when the plugin is activated.
	 *
	 * @since 0.6.0
	 */
	public static function activate(): void {
		self::ensure( self::root() );
	}

	/**
	 * The folder, made on first use with the files that keep web servers
	 * out, in it and in every folder of Cairn's above it.
	 *
	 * @since 0.5.0
	 *
	 * @param string $dir The folder.
	 * @return string|WP_Error The folder without a trailing slash.
	 */
	public static function ensure( string $dir ) {
		$dir = untrailingslashit( $dir );
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) && ! self::made_meanwhile( $dir ) ) {
			return new WP_Error( 'cairn_private_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 500 ) );
		}
		$folders = array( $dir );
		$root    = self::root();
		if ( 0 === strpos( wp_normalize_path( $dir ) . '/', wp_normalize_path( $root ) . '/' ) ) {
			$folders[] = $root;
			if ( ! self::configured() ) {
				// The default's parent must not list the secret.
				$folders[] = dirname( $root );
			}
		}
		foreach ( array_unique( $folders ) as $folder ) {
			self::guard( $folder );
		}
		return $dir;
	}

	/**
	 * Whether another request made the folder while this one tried: two
	 * first uploads at once both try, and the one whose mkdir loses finds
	 * the folder there, which is all it needed.
	 *
	 * @param string $dir The folder.
	 */
	private static function made_meanwhile( string $dir ): bool {
		clearstatcache( true, $dir );
		return is_dir( $dir );
	}

	/**
	 * The root of the site's private folders.
	 *
	 * @since 0.5.0
	 * @since 0.6.0 `CAIRN_PRIVATE_DIR`, or the site's secret in the path.
	 */
	public static function root(): string {
		$configured = self::configured();
		if ( '' !== $configured ) {
			return is_multisite() && ! is_main_site() ? $configured . '/sites/' . get_current_blog_id() : $configured;
		}
		return WP_CONTENT_DIR . '/cairn-private/' . self::secret();
	}

	/**
	 * Where the private folders were before they had a secret.
	 *
	 * @since 0.6.0
	 */
	public static function legacy_root(): string {
		return WP_CONTENT_DIR . '/cairn-private';
	}

	/**
	 * The folder wp-config.php names in `CAIRN_PRIVATE_DIR`, or ''.
	 *
	 * @since 0.6.0
	 */
	public static function configured(): string {
		if ( ! defined( 'CAIRN_PRIVATE_DIR' ) || ! is_string( CAIRN_PRIVATE_DIR ) || '' === trim( CAIRN_PRIVATE_DIR ) ) {
			return '';
		}
		return untrailingslashit( trim( CAIRN_PRIVATE_DIR ) );
	}

	/**
	 * The site's secret, made once. Two requests that make it at once keep
	 * the same one: the row is added with `INSERT IGNORE`, then read back.
	 *
	 * @since 0.6.0
	 */
	public static function secret(): string {
		$secret = get_option( self::SECRET_OPTION );
		if ( is_string( $secret ) && self::is_secret( $secret ) ) {
			return $secret;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- adds the row only when no request added it first.
		$wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'on')",
				self::SECRET_OPTION,
				bin2hex( random_bytes( 16 ) )
			)
		);
		Counter::forget( self::SECRET_OPTION );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the row as the database holds it.
		$secret = (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::SECRET_OPTION ) );
		if ( ! self::is_secret( $secret ) ) {
			// A value that is no secret: a new one (the files follow it).
			$secret = bin2hex( random_bytes( 16 ) );
			update_option( self::SECRET_OPTION, $secret, true );
		}
		return $secret;
	}

	/**
	 * Whether a string has a secret's shape.
	 *
	 * @param string $value The string.
	 */
	private static function is_secret( string $value ): bool {
		return 1 === preg_match( '/^[a-f0-9]{32}$/', $value );
	}

	/**
	 * Writes the files that keep web servers out of a folder.
	 *
	 * @param string $dir The folder.
	 */
	private static function guard( string $dir ): void {
		$guards = array(
			'.htaccess'  => "<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tDeny from all\n</IfModule>\n",
			'index.php'  => "<?php\n// Silence.\n",
			'web.config' => "<?xml version=\"1.0\"?>\n<configuration><system.webServer><authorization><deny users=\"*\" /></authorization></system.webServer></configuration>\n",
		);
		foreach ( $guards as $name => $contents ) {
			if ( is_dir( $dir ) && ! file_exists( $dir . '/' . $name ) ) {
				file_put_contents( $dir . '/' . $name, $contents ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file of the plugin's own folder.
			}
		}
	}
}
