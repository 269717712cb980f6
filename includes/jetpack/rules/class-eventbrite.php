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
 * The event's URL (with its query: an `?aff=` tracking code stays the
 * organizer's) and id carry over, Cairn keeping the id as a string. The
 * style is what visitors had: Jetpack's default was the checkout embedded
 * in the page (Cairn's `inline`); `style: modal`, or the oldest versions'
 * `useModal`, a button opening it (`modal`).
 *
 * The button is a Button block in both: Jetpack's carries over (converted
 * by its own rule). The oldest versions kept its text, colours and radius
 * on the Eventbrite block itself and saved the button in its HTML; they
 * become the Button block Jetpack's own migration made of them, its text
 * read from the saved button when the attribute was left at its default.
 *
 * @since 0.5.0
 */
final class Eventbrite extends Rule {

	/** The oldest versions' button settings, which belong to the Button block. */
	private const BUTTON_ATTRIBUTES = array( 'text', 'backgroundColor', 'textColor', 'customBackgroundColor', 'customTextColor', 'borderRadius' );

	/** Jetpack's button text when none was saved. */
	private const DEFAULT_TEXT = 'Register';

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
	 * The style as visitors had it, and the oldest versions' button as a
	 * Button block.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $block The parsed Jetpack block.
	 * @return array<string,mixed>
	 */
	public function prepare( array $block ): array {
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$modal = 'modal' === ( $attrs['style'] ?? null ) || ! empty( $attrs['useModal'] );
		$old   = array_intersect_key( $attrs, array_flip( self::BUTTON_ATTRIBUTES ) );
		$inner = array_values( (array) ( $block['innerBlocks'] ?? array() ) );
		$has   = null !== self::find_block( $inner, 'jetpack/button' );

		$attrs['style'] = $modal ? 'modal' : 'inline';
		unset( $attrs['useModal'] );
		$attrs = array_diff_key( $attrs, $old );

		if ( ! $has && ( $modal || $old ) ) {
			$button = array_merge( $old, array( 'element' => 'a' ) );
			if ( ! is_string( $button['text'] ?? null ) || '' === trim( $button['text'] ) ) {
				$button['text'] = self::saved_text( self::own_markup( $block ) );
			}
			$class = is_string( $attrs['className'] ?? null ) ? $attrs['className'] : '';
			if ( preg_match( '/(?:^|\s)is-style-outline(?:\s|$)/', $class ) ) {
				$button['className'] = 'is-style-outline';
				$class               = trim( (string) preg_replace( '/(?:^|\s)is-style-outline(?=\s|$)/', ' ', $class ) );
				if ( '' === $class ) {
					unset( $attrs['className'] );
				} else {
					$attrs['className'] = $class;
				}
			}
			$inner[] = self::jetpack_button( $button );
			// The saved button was drawn from these attributes: it is now the Button block.
			$block['innerContent'] = array( null );
			$block['innerHTML']    = '';
		}
		$block['attrs']       = $attrs;
		$block['innerBlocks'] = $inner;
		return $block;
	}

	/**
	 * The URL (through `url()`), the id as a string, and the style.
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
		return $carried;
	}

	/**
	 * The Button block is kept; nothing else was Jetpack's to hold.
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array<string,mixed>> $inner The Jetpack block's inner blocks.
	 * @param array<string,mixed>            $attrs The Jetpack block's attributes.
	 * @return array<int,array<string,mixed>>
	 */
	public function inner( array $inner, array $attrs ): array {
		unset( $attrs );
		return array_values(
			array_filter(
				$inner,
				static function ( array $block ): bool {
					return 'jetpack/button' === ( $block['blockName'] ?? null );
				}
			)
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected function url_attributes(): array {
		return array( 'url' );
	}

	/**
	 * The text of the button the oldest versions saved, or Jetpack's default.
	 *
	 * @param string $html The Jetpack block's saved HTML.
	 */
	private static function saved_text( string $html ): string {
		if ( preg_match( '#<a\b[^>]*>(.*?)</a>#is', $html, $match ) ) {
			$text = trim(
				wp_kses(
					$match[1],
					array(
						'strong' => array(),
						'em'     => array(),
						'br'     => array(),
					)
				)
			);
			if ( '' !== $text ) {
				return $text;
			}
		}
		return self::DEFAULT_TEXT;
	}

	/**
	 * A parsed block's own HTML, without its inner blocks' markup.
	 *
	 * @param array<string,mixed> $block The parsed block.
	 */
	private static function own_markup( array $block ): string {
		return implode( '', array_filter( (array) ( $block['innerContent'] ?? array() ), 'is_string' ) );
	}
}
