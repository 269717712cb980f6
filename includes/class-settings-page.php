<?php
/**
 * Settings → Cairn.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * The admin page that hosts the settings app (settings/index.tsx).
 *
 * @since 0.1.0
 */
final class Settings_Page {

	public const SLUG = 'cairn';

	/**
	 * Adds the page under Settings.
	 *
	 * @since 0.1.0
	 */
	public static function add_menu(): void {
		$hook = add_options_page(
			__( 'Cairn', 'cairn' ),
			__( 'Cairn', 'cairn' ),
			'manage_options',
			self::SLUG,
			array( __CLASS__, 'render' )
		);
		if ( $hook ) {
			add_action( 'load-' . $hook, array( __CLASS__, 'enqueue' ) );
		}
	}

	/**
	 * Loads the settings app on this page only.
	 *
	 * @since 0.1.0
	 */
	public static function enqueue(): void {
		add_action(
			'admin_enqueue_scripts',
			static function (): void {
				wp_enqueue_script( Assets::SETTINGS );
				wp_enqueue_style( 'wp-components' );
				if ( wp_style_is( Assets::SETTINGS, 'registered' ) ) {
					wp_enqueue_style( Assets::SETTINGS );
				}
			}
		);
	}

	/**
	 * The page's mount point; the app draws the rest.
	 *
	 * @since 0.1.0
	 */
	public static function render(): void {
		printf(
			'<div class="wrap"><h1>%s</h1><div id="cairn-settings-root"><p>%s</p></div></div>',
			esc_html__( 'Cairn', 'cairn' ),
			esc_html__( 'Loading settings…', 'cairn' )
		);
	}

	/**
	 * Adds a Settings link on the Plugins screen.
	 *
	 * @since 0.1.0
	 *
	 * @param string[] $links Action links.
	 * @return string[]
	 */
	public static function action_links( array $links ): array {
		$links[] = sprintf(
			'<a href="%s">%s</a>',
			esc_url( admin_url( 'options-general.php?page=' . self::SLUG ) ),
			esc_html__( 'Settings', 'cairn' )
		);
		return $links;
	}
}
