<?php
/**
 * Block registration from the built manifests.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Registers every block from its built `block.json`, and Cairn's block
 * categories.
 *
 * @since 0.1.0
 */
final class Block_Registry {

	/**
	 * Registers each `build/<block>/block.json`.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		foreach ( self::manifests() as $manifest ) {
			$block = register_block_type( dirname( $manifest ) );
			if ( ! $block ) {
				continue;
			}
			foreach ( $block->editor_script_handles as $handle ) {
				wp_set_script_translations( $handle, 'cairn', PLUGIN_DIR . '/languages' );
			}
			foreach ( $block->view_script_handles as $handle ) {
				wp_set_script_translations( $handle, 'cairn', PLUGIN_DIR . '/languages' );
			}
		}
	}

	/**
	 * The built block manifests.
	 *
	 * @since 0.1.0
	 *
	 * @return string[] Absolute paths of block.json files.
	 */
	public static function manifests(): array {
		$found = glob( PLUGIN_DIR . '/build/*/block.json' );
		return $found ? $found : array();
	}

	/**
	 * Adds the spec's block groups (Forms, Monetize, Grow) and Cairn's own.
	 *
	 * @since 0.1.0
	 *
	 * @param array[] $categories Registered categories.
	 * @return array[] Categories with Cairn's added once.
	 */
	public static function categories( array $categories ): array {
		$ours     = array(
			array(
				'slug'  => 'cairn',
				'title' => __( 'Cairn', 'cairn' ),
				'icon'  => null,
			),
			array(
				'slug'  => 'cairn-forms',
				'title' => __( 'Forms', 'cairn' ),
				'icon'  => null,
			),
			array(
				'slug'  => 'cairn-monetize',
				'title' => __( 'Monetize', 'cairn' ),
				'icon'  => null,
			),
			array(
				'slug'  => 'cairn-grow',
				'title' => __( 'Grow', 'cairn' ),
				'icon'  => null,
			),
		);
		$existing = wp_list_pluck( $categories, 'slug' );
		foreach ( $ours as $category ) {
			if ( ! in_array( $category['slug'], $existing, true ) ) {
				$categories[] = $category;
			}
		}
		return $categories;
	}
}
