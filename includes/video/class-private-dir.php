<?php
/**
 * Folders of files the web server must not hand out.
 *
 * @package Cairn
 */

namespace Cairn\Video;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Makes a folder under `wp-content/cairn-private/` with the files that tell
 * Apache and IIS to refuse it, and an index that lists nothing. (nginx reads
 * no such files: the README says to deny the folder there.)
 *
 * @since 0.5.0
 */
final class Private_Dir {

	/**
	 * The folder, made on first use.
	 *
	 * @since 0.5.0
	 *
	 * @param string $dir The folder.
	 * @return string|WP_Error The folder without a trailing slash.
	 */
	public static function ensure( string $dir ) {
		$dir = untrailingslashit( $dir );
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
			return new WP_Error( 'cairn_private_dir', __( 'The site cannot store uploads right now.', 'cairn' ), array( 'status' => 500 ) );
		}
		$guards = array(
			'.htaccess'  => "<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tDeny from all\n</IfModule>\n",
			'index.php'  => "<?php\n// Silence.\n",
			'web.config' => "<?xml version=\"1.0\"?>\n<configuration><system.webServer><authorization><deny users=\"*\" /></authorization></system.webServer></configuration>\n",
		);
		foreach ( $guards as $name => $contents ) {
			if ( ! file_exists( $dir . '/' . $name ) ) {
				file_put_contents( $dir . '/' . $name, $contents ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file of the plugin's own folder.
			}
		}
		return $dir;
	}

	/**
	 * The root of Cairn's private folders.
	 *
	 * @since 0.5.0
	 */
	public static function root(): string {
		return WP_CONTENT_DIR . '/cairn-private';
	}
}
