<?php
/**
 * Script handles that are not a block's own.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `cairn-shared` (code several blocks use, built once) and the
 * settings page script, from the build folder and its `.asset.php` files.
 *
 * @since 0.1.0
 */
final class Assets {

	public const SHARED   = 'cairn-shared';
	public const SETTINGS = 'cairn-settings';

	/**
	 * Registers the shared and settings scripts.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		self::register_script( self::SHARED, 'shared/index' );
		self::register_script( self::SETTINGS, 'settings/index' );
	}

	/**
	 * Registers one built script with the dependencies webpack found.
	 *
	 * @since 0.1.0
	 *
	 * @param string $handle Script handle.
	 * @param string $entry  Entry name inside build/, without extension.
	 */
	private static function register_script( string $handle, string $entry ): void {
		$asset_file = PLUGIN_DIR . '/build/' . $entry . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_register_script(
			$handle,
			plugins_url( 'build/' . $entry . '.js', PLUGIN_FILE ),
			$asset['dependencies'],
			$asset['version'],
			true
		);
		wp_set_script_translations( $handle, 'cairn', PLUGIN_DIR . '/languages' );

		if ( is_readable( PLUGIN_DIR . '/build/' . $entry . '.css' ) ) {
			wp_register_style(
				$handle,
				plugins_url( 'build/' . $entry . '.css', PLUGIN_FILE ),
				array( 'wp-components' ),
				$asset['version']
			);
		}
	}
}
