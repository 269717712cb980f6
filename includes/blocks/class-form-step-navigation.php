<?php
/**
 * Form step navigation block: what visitors see.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Renders Back and Next, hidden until the form's script shows one step at
 * a time: without the script every step shows, and the buttons would do
 * nothing. The status line announces the step the script shows.
 *
 * @since 0.8.0
 */
final class Form_Step_Navigation {

	/**
	 * The navigation's HTML.
	 *
	 * @since 0.8.0
	 */
	public static function render(): string {
		return sprintf(
			'<div class="wp-block-cairn-form-step-navigation" hidden><p class="wp-block-cairn-form-step-navigation__status" aria-live="polite"></p><button type="button" class="wp-block-cairn-form-step-navigation__back" data-cairn-step="back">%1$s</button> <button type="button" class="wp-block-cairn-form-step-navigation__next" data-cairn-step="next">%2$s</button></div>',
			esc_html__( 'Back', 'cairn' ),
			esc_html__( 'Next', 'cairn' )
		);
	}
}
