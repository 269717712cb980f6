<?php
/**
 * Jetpack's OpenTable block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * The same settings: restaurant ids (as strings), style, iframe, language,
 * new tab, button margin. Jetpack wrote the site's domain with dots
 * (co.uk); the widget, and Cairn, take it without (couk). An older saved
 * version kept a style other than standard without its style class.
 *
 * @since 0.5.0
 */
final class OpenTable extends Rule {

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/opentable' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/opentable';
	}

	/**
	 * The settings, with the ids as strings, the domain without dots and
	 * the style's class.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );
		if ( isset( $attrs['rid'] ) && is_array( $attrs['rid'] ) ) {
			$carried['rid'] = array_values( array_map( 'strval', array_filter( $attrs['rid'], 'is_scalar' ) ) );
		}
		if ( isset( $attrs['domain'] ) && is_string( $attrs['domain'] ) ) {
			$carried['domain'] = str_replace( '.', '', $attrs['domain'] );
		}
		$style = is_string( $attrs['style'] ?? null ) ? $attrs['style'] : 'standard';
		$class = is_string( $carried['className'] ?? null ) ? $carried['className'] : '';
		if ( 'standard' !== $style && false === strpos( $class, 'is-style-' ) ) {
			$carried['className'] = trim( $class . ' is-style-' . $style );
		}
		return $carried;
	}
}
