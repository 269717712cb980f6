<?php
/**
 * Tools → Convert from Jetpack.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

use Cairn\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * The whole-site conversion for administrators who do not use WP-CLI: the
 * page is a mount point; its app (convert-screen/) runs the batches through
 * the REST routes with a progress bar and a report per post.
 *
 * @since 0.5.0
 */
final class Convert_Screen {

	/** The page's slug under Tools. */
	public const SLUG = 'cairn-convert-jetpack';

	/**
	 * Hooks the page.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( __CLASS__, 'add_menu' ) );
	}

	/**
	 * Adds the page under Tools, for administrators.
	 *
	 * @since 0.5.0
	 */
	public static function add_menu(): void {
		$hook = add_management_page(
			__( 'Convert from Jetpack', 'cairn' ),
			__( 'Convert from Jetpack', 'cairn' ),
			'manage_options',
			self::SLUG,
			array( __CLASS__, 'render' )
		);
		if ( $hook ) {
			add_action( 'load-' . $hook, array( __CLASS__, 'enqueue' ) );
		}
	}

	/**
	 * Loads the page's app on this page only.
	 *
	 * @since 0.5.0
	 */
	public static function enqueue(): void {
		add_action(
			'admin_enqueue_scripts',
			static function (): void {
				wp_enqueue_script( Assets::CONVERT_SCREEN );
				wp_enqueue_style( 'wp-components' );
				if ( wp_style_is( Assets::CONVERT_SCREEN, 'registered' ) ) {
					wp_enqueue_style( Assets::CONVERT_SCREEN );
				}
			}
		);
	}

	/**
	 * The page's mount point; the app draws the rest.
	 *
	 * @since 0.5.0
	 */
	public static function render(): void {
		printf(
			'<div class="wrap"><h1>%s</h1><div id="cairn-convert-root"><p>%s</p></div><noscript><p>%s</p></noscript></div>',
			esc_html__( 'Convert from Jetpack', 'cairn' ),
			esc_html__( 'Loading…', 'cairn' ),
			esc_html__( 'This page needs JavaScript. Without it, use the command line: wp cairn convert-jetpack', 'cairn' )
		);
	}
}
