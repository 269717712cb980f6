<?php
/**
 * Jetpack's Calendly block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * The settings carry over one to one (the URL through `url()`). The
 * oldest versions kept the link style's button (its text, palette and
 * custom colours, classes) on the block itself and drew it on the server;
 * they become the Button block, as Cairn's own deprecation of its first
 * version makes it: 'Schedule time with me' when no text was saved, custom
 * colours of six hexadecimal digits (with or without `#`) as the Button's
 * custom colours. A link-style block without any button gets that default
 * one, which is what visitors saw.
 *
 * @since 0.5.0
 */
final class Calendly extends Rule {

	/** Jetpack's button text when none was saved. */
	private const DEFAULT_TEXT = 'Schedule time with me';

	/** The oldest versions' button settings. */
	private const OLD_BUTTON = array(
		'submitButtonText',
		'submitButtonTextColor',
		'submitButtonBackgroundColor',
		'submitButtonClasses',
		'backgroundButtonColor',
		'textButtonColor',
		'customBackgroundButtonColor',
		'customTextButtonColor',
	);

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/calendly' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/calendly';
	}

	/**
	 * The oldest versions' button as a Button block.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $block The parsed Jetpack block.
	 * @return array<string,mixed>
	 */
	public function prepare( array $block ): array {
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$old   = array_intersect_key( $attrs, array_flip( self::OLD_BUTTON ) );
		$inner = array_values( (array) ( $block['innerBlocks'] ?? array() ) );
		$link  = 'link' === ( $attrs['style'] ?? null );
		if ( null === self::find_block( $inner, 'jetpack/button' ) && ( $old || $link ) ) {
			$inner                 = array( self::old_button( $attrs ) );
			$block['innerContent'] = array( null );
			$block['innerHTML']    = '';
		}
		$block['attrs']       = array_diff_key( $attrs, $old );
		$block['innerBlocks'] = $inner;
		return $block;
	}

	/**
	 * Only the Button block is kept.
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
	 * The oldest versions' button as a Jetpack Button block.
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return array<string,mixed> The parsed Button block.
	 */
	private static function old_button( array $attrs ): array {
		$text   = is_string( $attrs['submitButtonText'] ?? null ) && '' !== trim( $attrs['submitButtonText'] ) ? $attrs['submitButtonText'] : self::DEFAULT_TEXT;
		$button = array(
			'element' => 'a',
			'text'    => $text,
		);
		foreach ( array(
			'textColor'       => 'textButtonColor',
			'backgroundColor' => 'backgroundButtonColor',
		) as $name => $old ) {
			if ( is_string( $attrs[ $old ] ?? null ) && '' !== $attrs[ $old ] ) {
				$button[ $name ] = $attrs[ $old ];
			}
		}
		foreach ( array(
			'customTextColor'       => array( 'customTextButtonColor', 'submitButtonTextColor' ),
			'customBackgroundColor' => array( 'customBackgroundButtonColor', 'submitButtonBackgroundColor' ),
		) as $name => $olds ) {
			foreach ( $olds as $old ) {
				$value = is_string( $attrs[ $old ] ?? null ) ? $attrs[ $old ] : '';
				if ( preg_match( '/^#?([0-9a-f]{6})$/i', $value, $match ) ) {
					$button[ $name ] = '#' . $match[1];
					break;
				}
			}
		}
		$own = self::own_button_classes( $attrs['submitButtonClasses'] ?? '' );
		if ( '' !== $own ) {
			$button['className'] = $own;
		}
		return self::jetpack_button( $button );
	}
}
