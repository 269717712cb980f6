<?php
/**
 * Jetpack's Payment Buttons group as core's Group.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Jetpack's Payment Buttons holds Payment Button blocks side by side; Cairn
 * has no block of its own for that, and core's Group in a row does the same:
 * the buttons inside convert to Cairn's, in order, and the row keeps
 * Jetpack's layout, alignment and classes.
 *
 * @since 0.5.0
 */
final class Payment_Buttons extends Rule {

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/payment-buttons' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'core/group';
	}

	/**
	 * The group's attributes: Jetpack's layout, or a row.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );
		if ( ! isset( $carried['layout'] ) || ! is_array( $carried['layout'] ) ) {
			$carried['layout'] = array( 'type' => 'flex' );
		}
		return $carried;
	}

	/**
	 * Core's Group saves a plain wrapper (its layout's classes are added
	 * when it renders).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The group's attributes.
	 * @param string              $html  The Jetpack block's saved HTML.
	 * @return array{0:string,1:string}
	 */
	public function markup( array $attrs, string $html ): array {
		unset( $html );
		$classes = array( 'wp-block-group' );
		if ( ! empty( $attrs['align'] ) && is_string( $attrs['align'] ) ) {
			$classes[] = 'align' . $attrs['align'];
		}
		if ( ! empty( $attrs['className'] ) && is_string( $attrs['className'] ) ) {
			$classes[] = $attrs['className'];
		}
		return array( '<div class="' . esc_attr( implode( ' ', $classes ) ) . '">', '</div>' );
	}
}
