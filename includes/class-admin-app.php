<?php
/**
 * An admin page drawn by one of Cairn's React apps.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * What Settings → Cairn and Tools → Convert from Jetpack share: the app's
 * script and style load on that page only, and the server prints the page's
 * title and the element the app mounts into.
 *
 * @since 0.5.0
 */
final class Admin_App {

	/**
	 * Loads an app's script and style (and the editor components' style it
	 * draws with) when its page loads.
	 *
	 * @since 0.5.0
	 *
	 * @param string|false $hook   The page's hook suffix, from add_*_page().
	 * @param string       $handle The app's script and style handle (Assets).
	 */
	public static function load_on( $hook, string $handle ): void {
		if ( ! $hook ) {
			return;
		}
		add_action(
			'load-' . $hook,
			static function () use ( $handle ): void {
				add_action(
					'admin_enqueue_scripts',
					static function () use ( $handle ): void {
						wp_enqueue_script( $handle );
						wp_enqueue_style( 'wp-components' );
						if ( wp_style_is( $handle, 'registered' ) ) {
							wp_enqueue_style( $handle );
						}
					}
				);
			}
		);
	}

	/**
	 * Prints the page: its title and the app's mount point, which says what
	 * is loading until the app draws.
	 *
	 * @since 0.5.0
	 *
	 * @param string $title    The page's title.
	 * @param string $root_id  The mount point's id.
	 * @param string $loading  What shows until the app draws.
	 * @param string $noscript What shows without JavaScript ('' for nothing).
	 */
	public static function render( string $title, string $root_id, string $loading, string $noscript = '' ): void {
		printf(
			'<div class="wrap"><h1>%1$s</h1><div id="%2$s"><p>%3$s</p></div>%4$s</div>',
			esc_html( $title ),
			esc_attr( $root_id ),
			esc_html( $loading ),
			'' !== $noscript ? '<noscript><p>' . esc_html( $noscript ) . '</p></noscript>' : ''
		);
	}
}
