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
			if ( ! self::is_wanted( $manifest ) ) {
				continue;
			}
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
	 * Whether a block should exist: an AI block (`cairn/ai-<…>`) only while
	 * its feature is on, so that turning a feature off removes its block
	 * from the editor rather than leaving a disabled one. The feature is the
	 * block name without `cairn/` (`cairn/ai-assistant` ↔ `ai-assistant`).
	 *
	 * @since 0.1.0
	 *
	 * @param string $manifest Path of a block.json.
	 */
	public static function is_wanted( string $manifest ): bool {
		$metadata = wp_json_file_decode( $manifest, array( 'associative' => true ) );
		$name     = is_array( $metadata ) && isset( $metadata['name'] ) ? (string) $metadata['name'] : '';
		if ( 0 !== strpos( $name, 'cairn/ai-' ) ) {
			return true;
		}
		return AI\Features::is_enabled( substr( $name, strlen( 'cairn/' ) ) );
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
