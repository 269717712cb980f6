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
			new Direct_Rule( array( 'jetpack/google-calendar' ), 'cairn/google-calendar', array(), array( 'url' ) ),
			// Tock's `url` is the restaurant's name on Tock, not an address.
			new Direct_Rule( array( 'jetpack/tock' ), 'cairn/tock' ),
			new Rules\Calendly(),
			new Direct_Rule( array( 'jetpack/related-posts' ), 'cairn/related-posts' ),
			new Direct_Rule( array( 'jetpack/ai-assistant' ), 'cairn/ai-assistant' ),
			new Direct_Rule(
				array( 'jetpack/wordads' ),
				'cairn/ad',
				array( __( 'Ads need your ad network\'s code (Settings → Cairn → Ads).', 'cairn' ) )
			),
			new Rules\Star_Rating(),
			new Rules\Gif(),
			new Rules\Pinterest(),
			new Rules\Instagram_Gallery(),
			new Rules\Tiled_Gallery(),
			new Rules\Slideshow(),
			new Rules\Video(),
			new Rules\Map(),
			new Rules\Markdown(),
			new Rules\Repeat_Visitor(),
			new Rules\Mailchimp(),
			new Rules\Eventbrite(),
			new Rules\OpenTable(),
			new Rules\Donations(),
			new Rules\Recurring_Payments(),
			new Rules\Payment_Buttons(),
			new Rules\Contact_Info( 'contact-info' ),
			new Rules\Contact_Info( 'address' ),
			new Rules\Contact_Info( 'email' ),
			new Rules\Contact_Info( 'phone' ),
			new Rules\Contact_Info( 'name' ),
			new Rules\Contact_Info( 'image' ),
			new Rules\Contact_Form( 'form' ),
			new Rules\Contact_Form( 'field' ),
			new Rules\Contact_Form( 'choices' ),
			new Rules\Contact_Form( 'button' ),
			new Rules\Contact_Form( 'form-step' ),
			new Rules\Contact_Form( 'form-step-navigation' ),
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
