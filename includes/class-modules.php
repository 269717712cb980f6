<?php
/**
 * Optional modules that site owners switch on and off.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * The modules that blocks can switch on (Related Posts, ads), their names and their state,
 * kept in one option.
 *
 * @since 0.1.0
 */
final class Modules {

	public const OPTION = 'cairn_active_modules';

	/**
	 * Module slugs with their name and description.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,array{name:string,description:string}>
	 */
	public static function known(): array {
		return array(
			'related-posts' => array(
				'name'        => __( 'Related Posts', 'cairn' ),
				'description' => __( 'Show related content after each post.', 'cairn' ),
			),
			'wordads'       => array(
				'name'        => __( 'Ads', 'cairn' ),
				'description' => __( 'Show ads from your ad network in the Ad block.', 'cairn' ),
			),
		);
	}

	/**
	 * Whether a slug names a module.
	 *
	 * @since 0.1.0
	 *
	 * @param string $slug Module slug.
	 */
	public static function exists( string $slug ): bool {
		return array_key_exists( $slug, self::known() );
	}

	/**
	 * Whether a module is active.
	 *
	 * @since 0.1.0
	 *
	 * @param string $slug Module slug.
	 */
	public static function is_active( string $slug ): bool {
		return in_array( $slug, self::active(), true );
	}

	/**
	 * Switches a module on or off.
	 *
	 * @since 0.1.0
	 *
	 * @param string $slug   Module slug.
	 * @param bool   $active The new state.
	 * @return bool False for an unknown module.
	 */
	public static function set_active( string $slug, bool $active ): bool {
		if ( ! self::exists( $slug ) ) {
			return false;
		}
		$others = array_values( array_diff( self::active(), array( $slug ) ) );
		update_option( self::OPTION, $active ? array_merge( $others, array( $slug ) ) : $others );
		return true;
	}

	/**
	 * Every module with its state, keyed by slug, in the shape the editor's modules store reads.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,array{module:string,name:string,description:string,activated:bool}>
	 */
	public static function all(): array {
		$modules = array();
		foreach ( self::known() as $slug => $module ) {
			$modules[ $slug ] = array(
				'module'      => $slug,
				'name'        => $module['name'],
				'description' => $module['description'],
				'activated'   => self::is_active( $slug ),
			);
		}
		return $modules;
	}

	/**
	 * The slugs of active modules.
	 *
	 * @return string[]
	 */
	private static function active(): array {
		$active = get_option( self::OPTION, array() );
		return is_array( $active ) ? array_values( array_filter( $active, 'is_string' ) ) : array();
	}
}
