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
	 * Hooks the page and its link on the Plugins screen.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( __CLASS__, 'add_menu' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( __CLASS__, 'action_links' ) );
	}

	/**
	 * Adds the page under Settings.
	 *
	 * @since 0.1.0
	 */
	public static function add_menu(): void {
		Admin_App::load_on(
			add_options_page(
				__( 'Cairn', 'cairn' ),
				__( 'Cairn', 'cairn' ),
				'manage_options',
				self::SLUG,
				array( __CLASS__, 'render' )
			),
			Assets::SETTINGS
		);
	}

	/**
	 * The page's mount point; the app draws the rest.
	 *
	 * @since 0.1.0
	 */
	public static function render(): void {
		Admin_App::render( __( 'Cairn', 'cairn' ), 'cairn-settings-root', __( 'Loading settings…', 'cairn' ) );
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
