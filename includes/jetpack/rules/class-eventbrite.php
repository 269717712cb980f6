<?php
/**
 * Jetpack's Eventbrite block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * The event's URL and id carry over (Cairn keeps the id as a string).
 * Jetpack's styles were an embedded checkout (inline, its default) or a
 * button opening it (modal); Cairn opens the checkout over the page or
 * links to it, so both become modal, the closest to what visitors had.
 * Jetpack's button (text, colours) has no counterpart: it is kept in the
 * preserved attribute.
 *
 * @since 0.5.0
 */
final class Eventbrite extends Rule {

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/eventbrite' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/eventbrite';
	}

	/**
	 * The URL, the id as a string, and the style.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );
		if ( isset( $attrs['eventId'] ) && is_scalar( $attrs['eventId'] ) ) {
			$carried['eventId'] = (string) $attrs['eventId'];
		}
		$carried['style'] = 'modal';
		return $carried;
	}

	/**
	 * The inner Button block has no counterpart.
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array<string,mixed>> $inner The Jetpack block's inner blocks.
	 * @param array<string,mixed>            $attrs The Jetpack block's attributes.
	 * @return array<int,array<string,mixed>>
	 */
	public function inner( array $inner, array $attrs ): array {
		unset( $attrs );
		return array();
	}

	/**
	 * The Jetpack attributes carried under other names.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	protected function carried(): array {
		return array( 'useModal' );
	}

	/**
	 * {@inheritDoc}
	 */
	protected function url_attributes(): array {
		return array( 'url' );
	}
}
