<?php
/**
 * Tock block: parsed and rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The table-booking button. The stored business name is checked
 * again here with the rules of src/tock/parser.ts (the same test cases run
 * against both): one plain path segment, or nothing is rendered.
 *
 * Visitors get a link to the business's Tock page; the view script loads
 * Tock's widget once, when a block nears the viewport (or after the privacy
 * click, Embed_Consent), and it turns the container into the booking
 * button.
 *
 * @since 0.4.0
 */
final class Tock {

	/** Longest input read. */
	public const MAX_INPUT_LENGTH = 500;

	/** The booking domain. */
	public const BOOKING_DOMAIN = 'exploretock.com';

	/**
	 * Reads the business name.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $input What was entered or stored.
	 * @return string|null The name, or null.
	 */
	public static function parse( $input ): ?string {
		if ( ! is_string( $input ) || strlen( $input ) > self::MAX_INPUT_LENGTH ) {
			return null;
		}
		$value = trim( $input );
		$at    = stripos( $value, self::BOOKING_DOMAIN . '/' );
		if ( false !== $at ) {
			if ( ! preg_match( '~^(?:https?://)?(?:www\.)?$~i', substr( $value, 0, $at ) ) ) {
				return null;
			}
			$rest  = substr( $value, $at + strlen( self::BOOKING_DOMAIN ) + 1 );
			$parts = preg_split( '~[/?#]~', $rest );
			$value = is_array( $parts ) ? (string) $parts[0] : '';
		}
		return preg_match( '~^[a-z0-9_-]{1,100}$~i', $value ) ? $value : null;
	}

	/**
	 * The block's HTML.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @return string Escaped HTML, or '' without a valid name.
	 */
	public static function render( array $attributes ): string {
		$name = self::parse( $attributes['url'] ?? '' );
		if ( null === $name ) {
			return '';
		}
		return sprintf(
			'<div %1$s data-tock-name="%2$s">%3$s<div id="Tock_widget_container" data-tock-display-mode="Button" data-tock-color-mode="Blue" data-tock-locale="%4$s"></div><a class="wp-block-button__link wp-element-button" href="%5$s" target="_blank" rel="noopener noreferrer">%6$s</a></div>',
			get_block_wrapper_attributes(),
			esc_attr( $name ),
			Embed_Consent::notice( 'Tock' ),
			esc_attr( strtolower( str_replace( '_', '-', get_locale() ) ) ),
			esc_url( 'https://www.' . self::BOOKING_DOMAIN . '/' . $name ),
			esc_html__( 'Book now', 'cairn' )
		);
	}
}
