<?php
/**
 * Tools → Convert from Jetpack.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

use Cairn\Admin_App;
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
		Admin_App::load_on(
			add_management_page(
				__( 'Convert from Jetpack', 'cairn' ),
				__( 'Convert from Jetpack', 'cairn' ),
				'manage_options',
				self::SLUG,
				array( __CLASS__, 'render' )
			),
			Assets::CONVERT_SCREEN
		);
	}

	/**
	 * The page's mount point; the app draws the rest.
	 *
	 * @since 0.5.0
	 */
	public static function render(): void {
		Admin_App::render(
			__( 'Convert from Jetpack', 'cairn' ),
			'cairn-convert-root',
			__( 'Loading…', 'cairn' ),
			__( 'This page needs JavaScript. Without it, use the command line: wp cairn convert-jetpack', 'cairn' )
		);
	}
}
