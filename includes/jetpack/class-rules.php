<?php
/**
 * The conversion rules Cairn ships.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

defined( 'ABSPATH' ) || exit;

/**
 * One rule for each Jetpack block that has a Cairn counterpart. A block
 * added to Cairn later brings its rule here with it.
 *
 * @since 0.5.0
 */
final class Rules {

	/**
	 * Every rule, after the `cairn_jetpack_rules` filter (a site's own
	 * blocks may add theirs).
	 *
	 * @since 0.5.0
	 *
	 * @return Rule[]
	 */
	public static function all(): array {
		$rules = array(
			new Direct_Rule( array( 'jetpack/business-hours' ), 'cairn/business-hours' ),
			new Direct_Rule( array( 'jetpack/rating-star' ), 'cairn/star-rating' ),
			new Direct_Rule( array( 'jetpack/google-calendar' ), 'cairn/google-calendar' ),
			new Direct_Rule( array( 'jetpack/tock' ), 'cairn/tock' ),
			new Rules\Gif(),
			new Rules\Pinterest(),
			new Rules\Instagram_Gallery(),
			new Rules\Tiled_Gallery(),
			new Rules\Slideshow(),
			new Rules\Video(),
			new Rules\Markdown(),
			new Rules\Repeat_Visitor(),
		);
		/**
		 * Filters the rules that convert Jetpack blocks into other blocks.
		 *
		 * @since 0.5.0
		 *
		 * @param Rule[] $rules The rules.
		 */
		$filtered = apply_filters( 'cairn_jetpack_rules', $rules );
		return array_values(
			array_filter(
				is_array( $filtered ) ? $filtered : $rules,
				static function ( $rule ): bool {
					return $rule instanceof Rule;
				}
			)
		);
	}
}
