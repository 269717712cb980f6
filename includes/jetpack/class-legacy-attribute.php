<?php
/**
 * The attribute in which a converted block keeps Jetpack's leftovers.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

defined( 'ABSPATH' ) || exit;

/**
 * Declares `jetpackLegacy` (an object) on every Cairn block. A converted
 * block keeps there the Jetpack attributes it has no place for, so that the
 * editor saves them again rather than dropping them (it drops undeclared
 * attributes), and a later Cairn version may still read them. The editor
 * learns the attribute from the server's block definitions.
 *
 * @since 0.5.0
 */
final class Legacy_Attribute {

	/**
	 * Hooks the declaration.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		add_filter( 'register_block_type_args', array( __CLASS__, 'declare' ), 10, 2 );
	}

	/**
	 * Adds the attribute to a Cairn block's arguments.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $args Block type arguments.
	 * @param string              $name Block name.
	 * @return array<string,mixed>
	 */
	public static function declare( array $args, string $name ): array {
		if ( 0 !== strpos( $name, 'cairn/' ) ) {
			return $args;
		}
		$attributes                                = isset( $args['attributes'] ) && is_array( $args['attributes'] ) ? $args['attributes'] : array();
		$attributes[ Converter::LEGACY_ATTRIBUTE ] = array( 'type' => 'object' );
		$args['attributes']                        = $attributes;
		return $args;
	}
}
