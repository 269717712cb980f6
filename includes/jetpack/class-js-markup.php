<?php
/**
 * Markup written as Cairn's save() functions write it in the editor.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

defined( 'ABSPATH' ) || exit;

/**
 * A static Cairn block's markup is compared with what its save() gives for
 * the same attributes; rules that build such markup in PHP print numbers
 * and escape values the way JavaScript and WordPress's element serializer
 * (@wordpress/element, @wordpress/escape-html) do, so that the two are equal
 * to the character, not only equivalent.
 *
 * @since 0.5.0
 */
final class Js_Markup {

	/**
	 * A number as JavaScript's `String( number )` prints it: the shortest
	 * digits that read back as the same double, without exponent from 1e-7
	 * to 1e21.
	 *
	 * @since 0.5.0
	 *
	 * @param int|float $value The number.
	 */
	public static function number( $value ): string {
		if ( is_int( $value ) ) {
			return (string) $value;
		}
		if ( is_nan( $value ) ) {
			return 'NaN';
		}
		if ( is_infinite( $value ) ) {
			return $value > 0 ? 'Infinity' : '-Infinity';
		}
		if ( 0.0 === $value ) {
			return '0';
		}
		$sign  = $value < 0 ? '-' : '';
		$value = abs( $value );
		// The shortest mantissa that reads back as the same double; the
		// correctly rounded one, which is also the one JavaScript picks.
		for ( $precision = 1; $precision <= 17; $precision++ ) {
			// A locale's decimal comma, were one set, would not read back.
			$printed = str_replace( ',', '.', sprintf( '%.' . ( $precision - 1 ) . 'e', $value ) );
			if ( (float) $printed === $value ) {
				break;
			}
		}
		list( $mantissa, $exponent ) = explode( 'e', $printed );
		$digits                      = rtrim( str_replace( '.', '', $mantissa ), '0' );
		$digits                      = '' === $digits ? '0' : $digits;
		$count                       = strlen( $digits );
		$point                       = (int) $exponent + 1;
		if ( $count <= $point && $point <= 21 ) {
			return $sign . $digits . str_repeat( '0', $point - $count );
		}
		if ( 0 < $point && $point <= 21 ) {
			return $sign . substr( $digits, 0, $point ) . '.' . substr( $digits, $point );
		}
		if ( -6 < $point && $point <= 0 ) {
			return $sign . '0.' . str_repeat( '0', -$point ) . $digits;
		}
		$shown = $point - 1;
		return $sign . $digits[0] . ( $count > 1 ? '.' . substr( $digits, 1 ) : '' ) . 'e' . ( $shown < 0 ? '-' : '+' ) . abs( $shown );
	}

	/**
	 * JavaScript's `Math.round()`: halves go up (towards +∞), unlike PHP's
	 * round(), which takes them away from zero and pre-rounds.
	 *
	 * @since 0.5.0
	 *
	 * @param float $value The number.
	 */
	public static function round( float $value ): float {
		$floor = floor( $value );
		return $value - $floor >= 0.5 ? $floor + 1 : $floor;
	}

	/**
	 * An attribute value escaped as @wordpress/element escapes it: `&` (but
	 * not an entity's), `"` and `>`.
	 *
	 * @since 0.5.0
	 *
	 * @param string $value The value.
	 */
	public static function attr( string $value ): string {
		return str_replace( array( '"', '>' ), array( '&quot;', '&gt;' ), self::ampersands( $value ) );
	}

	/**
	 * Text escaped as @wordpress/element escapes it: `&` (but not an
	 * entity's) and `<`.
	 *
	 * @since 0.5.0
	 *
	 * @param string $value The text.
	 */
	public static function text( string $value ): string {
		return str_replace( '<', '&lt;', self::ampersands( $value ) );
	}

	/**
	 * Ampersands that begin no character reference, escaped.
	 *
	 * @param string $value The text.
	 */
	private static function ampersands( string $value ): string {
		return (string) preg_replace( '/&(?!([a-z0-9]+|#[0-9]+|#x[a-f0-9]+);)/i', '&amp;', $value );
	}
}
