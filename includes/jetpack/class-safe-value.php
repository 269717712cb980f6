<?php
/**
 * Values a conversion may write: addresses and CSS.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

defined( 'ABSPATH' ) || exit;

/**
 * The checks behind every address and every piece of CSS the conversion
 * writes. Jetpack's markup comes from people whose saves WordPress's HTML
 * filter checked, but that filter reads neither `data-*` attributes nor the
 * JSON of block comments: a value read there may hold a `javascript:`
 * address or CSS that opens declarations of its own. An address keeps one
 * of the site's allowed protocols (WordPress's esc_url_raw()); a CSS value
 * is of its type (a colour is a colour) and what safecss_filter_attr()
 * keeps.
 *
 * @since 0.5.0
 */
final class Safe_Value {

	/** What no single CSS value holds: the end of a declaration or a block, markup, a comment, a fetch. */
	private const CSS_BREAKOUT = '/[;{}<>\\\\]|\/\*|url\s*\(|expression\s*\(|@import/i';

	/**
	 * An address as an attribute holds it: with one of the site's allowed
	 * protocols, or '' (refused, or not a string).
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value The address.
	 */
	public static function url( $value ): string {
		if ( ! is_string( $value ) || '' === trim( $value ) ) {
			return '';
		}
		return esc_url_raw( trim( $value ), wp_allowed_protocols() );
	}

	/**
	 * Whether an address uses a protocol the site does not allow (a
	 * `javascript:` address, however spelled). Relative addresses and words
	 * without a protocol (some attributes named `url` hold a name) pass.
	 *
	 * @since 0.5.0
	 *
	 * @param string $value The address.
	 */
	public static function is_refused_url( string $value ): bool {
		return '' !== trim( $value ) && '' === self::url( $value );
	}

	/**
	 * A colour: hexadecimal (with or without `#`), a palette slug or named
	 * colour, a CSS variable, a preset reference, or rgb()/hsl(); '' for
	 * anything else.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value The colour.
	 */
	public static function colour( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$value = trim( $value );
		$valid = preg_match( '/^#?(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i', $value )
			|| preg_match( '/^[a-z][a-z0-9-]*$/i', $value )
			|| preg_match( '/^var\(--[a-z0-9-]+\)$/i', $value )
			|| preg_match( '/^var:preset\|color\|[a-z0-9-]+$/i', $value )
			|| preg_match( '/^(?:rgb|hsl)a?\((?:[0-9.%\s,\/+-]|deg|turn)+\)$/i', $value );
		return $valid ? $value : '';
	}

	/**
	 * A gradient: a palette slug, a preset reference or one CSS gradient
	 * that safecss_filter_attr() keeps as a background; '' for anything else.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value The gradient.
	 */
	public static function gradient( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$value = trim( $value );
		if ( preg_match( '/^[a-z][a-z0-9-]*$/i', $value ) || preg_match( '/^var:preset\|gradient\|[a-z0-9-]+$/i', $value ) ) {
			return $value;
		}
		$valid = preg_match( '/^(?:repeating-)?(?:linear|radial|conic)-gradient\((?:[^()]|\([^()]*\))*\)$/i', $value )
			&& ! preg_match( self::CSS_BREAKOUT, $value )
			&& safecss_filter_attr( 'background:' . $value ) === 'background:' . $value;
		return $valid ? $value : '';
	}

	/**
	 * One CSS value (a length, a number, a keyword, a var() or calc()):
	 * nothing that ends its declaration, and what safecss_filter_attr()
	 * keeps; '' otherwise.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value The value.
	 */
	public static function css_value( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$value = trim( $value );
		if ( '' === $value || preg_match( self::CSS_BREAKOUT, $value ) ) {
			return '';
		}
		// The value as that of a property the filter always allows.
		return safecss_filter_attr( 'width:' . $value ) === 'width:' . $value ? $value : '';
	}

	/**
	 * Declarations for a style attribute, as WordPress's HTML filter keeps
	 * them (safecss_filter_attr()).
	 *
	 * @since 0.5.0
	 *
	 * @param string $css The declarations.
	 */
	public static function css( string $css ): string {
		return safecss_filter_attr( $css );
	}
}
