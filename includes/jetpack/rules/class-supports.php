<?php
/**
 * The classes and inline style that block supports save on a wrapper.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Safe_Value;

defined( 'ABSPATH' ) || exit;

/**
 * What the editor's block-support hooks add to a static block's saved
 * wrapper (colour, link colour, font size, line height, spacing), so that a rule writing
 * a static Cairn block writes the same wrapper as useBlockProps.save(). Only
 * the features the Cairn block supports apply, as in the editor: the others
 * stay in the attributes and save nothing. Each value must be of its type (a
 * colour, a gradient, one CSS value), and the style is what WordPress's
 * HTML filter keeps (safecss_filter_attr()).
 *
 * @since 0.5.0
 */
final class Supports {

	/**
	 * The wrapper's `style` and `class` attributes, as useBlockProps.save()
	 * writes them (style first).
	 *
	 * @since 0.5.0
	 *
	 * @param string[]             $classes  The block's own classes (its name's class first, custom classes included).
	 * @param array<string,mixed>  $attrs    The Cairn block's attributes.
	 * @param string[]             $features The supported features among color, gradient, link, fontSize, lineHeight, spacing.
	 * @param array<string,string> $own      The block's own inline style (property => value), written after the supports'.
	 * @return string The attributes, each with a leading space.
	 */
	public static function attributes( array $classes, array $attrs, array $features, array $own = array() ): string {
		$style = is_array( $attrs['style'] ?? null ) ? $attrs['style'] : array();
		$css   = array();
		$color = is_array( $style['color'] ?? null ) ? $style['color'] : array();

		if ( in_array( 'color', $features, true ) ) {
			$text       = self::slug( $attrs['textColor'] ?? null );
			$background = self::slug( $attrs['backgroundColor'] ?? null );
			$gradient   = in_array( 'gradient', $features, true ) ? self::slug( $attrs['gradient'] ?? null ) : '';
			$custom     = array(
				'text'       => self::value( Safe_Value::colour( $color['text'] ?? null ) ),
				'background' => self::value( Safe_Value::colour( $color['background'] ?? null ) ),
				'gradient'   => in_array( 'gradient', $features, true ) ? self::value( Safe_Value::gradient( $color['gradient'] ?? null ) ) : '',
			);
			if ( $text ) {
				$classes[] = 'has-' . $text . '-color';
			}
			if ( $background ) {
				$classes[] = 'has-' . $background . '-background-color';
			}
			if ( $gradient ) {
				$classes[] = 'has-' . $gradient . '-gradient-background';
			}
			if ( $text || $custom['text'] ) {
				$classes[] = 'has-text-color';
			}
			if ( $background || $gradient || $custom['background'] || $custom['gradient'] ) {
				$classes[] = 'has-background';
			}
			if ( $custom['text'] ) {
				$css['color'] = $custom['text'];
			}
			if ( $custom['background'] ) {
				$css['background-color'] = $custom['background'];
			}
			if ( $custom['gradient'] ) {
				$css['background'] = $custom['gradient'];
			}
			// The link colour itself is styled by the server (elements support).
			if ( in_array( 'link', $features, true ) && self::value( Safe_Value::colour( $style['elements']['link']['color']['text'] ?? null ) ) ) {
				$classes[] = 'has-link-color';
			}
		}

		$typography = is_array( $style['typography'] ?? null ) ? $style['typography'] : array();
		if ( in_array( 'fontSize', $features, true ) ) {
			$size = self::slug( $attrs['fontSize'] ?? null );
			if ( $size ) {
				$classes[] = 'has-' . $size . '-font-size';
			} elseif ( self::value( Safe_Value::css_value( $typography['fontSize'] ?? null ) ) ) {
				$css['font-size'] = self::value( Safe_Value::css_value( $typography['fontSize'] ) );
			}
		}
		if ( in_array( 'lineHeight', $features, true ) && self::value( Safe_Value::css_value( $typography['lineHeight'] ?? null ) ) ) {
			$css['line-height'] = self::value( Safe_Value::css_value( $typography['lineHeight'] ) );
		}

		$declarations = array();
		foreach ( $css as $property => $value ) {
			$declarations[] = $property . ':' . $value;
		}
		if ( in_array( 'spacing', $features, true ) && is_array( $style['spacing'] ?? null ) && function_exists( 'wp_style_engine_get_styles' ) ) {
			$spacing = wp_style_engine_get_styles(
				array(
					'spacing' => array_intersect_key( $style['spacing'], array_flip( array( 'padding', 'margin' ) ) ),
				)
			);
			if ( ! empty( $spacing['css'] ) ) {
				$declarations[] = rtrim( (string) $spacing['css'], ';' );
			}
		}
		foreach ( $own as $property => $value ) {
			$declarations[] = $property . ':' . $value;
		}

		$html  = '';
		$style = Safe_Value::css( implode( ';', $declarations ) );
		if ( '' !== $style ) {
			$html .= ' style="' . esc_attr( $style ) . '"';
		}
		return $html . ' class="' . esc_attr( implode( ' ', array_unique( $classes ) ) ) . '"';
	}

	/**
	 * A preset's slug as the editor writes it in a class name.
	 *
	 * @param mixed $slug The attribute.
	 */
	private static function slug( $slug ): string {
		if ( ! is_string( $slug ) || '' === $slug ) {
			return '';
		}
		return function_exists( '_wp_to_kebab_case' ) ? _wp_to_kebab_case( $slug ) : sanitize_title( $slug );
	}

	/**
	 * A custom style value; a preset reference (var:preset|…) as the CSS
	 * variable the editor writes.
	 *
	 * @param mixed $value The value.
	 */
	private static function value( $value ): string {
		if ( ! is_string( $value ) || '' === $value ) {
			return '';
		}
		if ( 0 === strpos( $value, 'var:' ) ) {
			$parts = explode( '|', substr( $value, 4 ) );
			return 'var(--wp--' . implode( '--', array_map( '_wp_to_kebab_case', $parts ) ) . ')';
		}
		return $value;
	}
}
