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
	 * Hooks the blocks' registration and their categories.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		add_action( 'init', array( __CLASS__, 'register_blocks' ) );
		add_filter( 'block_categories_all', array( __CLASS__, 'categories' ) );
	}

	/**
	 * Registers every block from the metadata manifest that the build writes
	 * (build/blocks-manifest.php, every block.json in one PHP array): one
	 * opcode-cached file instead of a JSON file to read and decode per block.
	 *
	 * Where WordPress has metadata collections (6.7 and later),
	 * `register_block_type()` finds each block's metadata in the collection;
	 * elsewhere it reads the block's folder. Blocks are registered one by one
	 * rather than all at once so that a switched-off AI block is left out.
	 *
	 * @since 0.1.0
	 */
	public static function register_blocks(): void {
		$manifest = self::build_dir() . '/blocks-manifest.php';
		if ( ! is_readable( $manifest ) ) {
			return;
		}
		if ( function_exists( 'wp_register_block_metadata_collection' ) ) {
			wp_register_block_metadata_collection( self::build_dir(), $manifest );
		}
		$blocks = require $manifest;
		foreach ( (array) $blocks as $folder => $metadata ) {
			$name = is_array( $metadata ) && isset( $metadata['name'] ) ? (string) $metadata['name'] : '';
			if ( '' === $name || ! self::is_wanted( $name ) ) {
				continue;
			}
			$block = register_block_type( self::build_dir() . '/' . $folder );
			if ( ! $block ) {
				continue;
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
	 * block name without `cairn/` (`cairn/ai-assistant` ↔ `ai-assistant`),
	 * and Voice to content's its own (`voice-to-content`).
	 *
	 * @since 0.1.0
	 *
	 * @param string $name Block name.
	 */
	public static function is_wanted( string $name ): bool {
		if ( 'cairn/voice-to-content' === $name ) {
			return AI\Features::is_enabled( 'voice-to-content' );
		}
		if ( 0 !== strpos( $name, 'cairn/ai-' ) ) {
			return true;
		}
		return AI\Features::is_enabled( substr( $name, strlen( 'cairn/' ) ) );
	}

	/**
	 * The names of the Cairn blocks registered on this request.
	 *
	 * @since 0.1.0
	 *
	 * @return string[] Block names.
	 */
	public static function registered(): array {
		return array_values(
			array_filter(
				array_keys( \WP_Block_Type_Registry::get_instance()->get_all_registered() ),
				static function ( string $name ): bool {
					return 0 === strpos( $name, 'cairn/' );
				}
			)
		);
	}

	/**
	 * The folder of the built blocks.
	 *
	 * @since 0.1.0
	 */
	private static function build_dir(): string {
		return PLUGIN_DIR . '/build';
	}

	/**
	 * Adds the block categories Forms, Monetize and Grow, and Cairn's own.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int, array<string, mixed>> $categories Registered categories.
	 * @return array<int, array<string, mixed>> Categories with Cairn's added once.
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
