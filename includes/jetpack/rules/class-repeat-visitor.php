<?php
/**
 * Jetpack's Repeat Visitor block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Same rule attributes (criteria, threshold) and the same inner blocks; the
 * wrapper is Cairn's, which keeps the content hidden until its view script
 * has checked the visit.
 *
 * @since 0.5.0
 */
final class Repeat_Visitor extends Rule {

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/repeat-visitor' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/repeat-visitor';
	}

	/**
	 * The wrapper Cairn's block saves around its content.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Cairn block's attributes.
	 * @param string              $html  The Jetpack block's saved HTML.
	 * @return array{0:string,1:string}
	 */
	public function markup( array $attrs, string $html ): array {
		unset( $html );
		$criteria  = is_string( $attrs['criteria'] ?? null ) ? $attrs['criteria'] : 'after-visits';
		$threshold = is_numeric( $attrs['threshold'] ?? null ) ? $attrs['threshold'] + 0 : 3;
		return array(
			sprintf(
				'<div data-criteria="%s" data-threshold="%s" hidden class="%s">',
				esc_attr( $criteria ),
				esc_attr( (string) $threshold ),
				esc_attr( $this->wrapper_class( $attrs ) )
			),
			'</div>',
		);
	}
}
