<?php
/**
 * Calendly block: parsed and rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The scheduling calendar block. The stored URL and colours are
 * checked again here with the rules of src/calendly/parser.ts (the same
 * test cases run against both): only a Calendly URL rebuilt from its parts,
 * with six-digit colours, is ever printed, and nothing at all otherwise.
 *
 * Visitors get a link to the scheduling page; the view script loads
 * Calendly's widget once, when a block nears the viewport (or after the
 * privacy click, Embed_Consent), and shows the calendar inline or in a
 * modal. An address or embed code in Calendly's own form is taken as it
 * is: nothing asks Calendly whether it exists (Calendly has no short
 * links to follow), so a site that cannot reach Calendly embeds it too.
 *
 * @since 0.4.0
 */
final class Calendly {

	/** Longest input read. */
	public const MAX_INPUT_LENGTH = 4000;

	/** See parser.ts. */
	private const URL_PARTS   = '~^https://(?:www\.)?calendly\.com(/[a-z0-9_-]+(?:/[a-z0-9_-]+){0,2})/?(?:\?([^\s#\\\\<>"\'`]*))?$~i';
	private const DATA_URL    = '~\bdata-url\s*=\s*(?:"([^"]*)"|\'([^\']*)\')~i';
	private const WIDGET_INIT = '~Calendly\.init(?:Popup|Badge)Widget\(\s*\{\s*url\s*:\s*(?:\'([^\']*)\'|"([^"]*)")~';
	private const HEX         = '~^[0-9a-f]{6}$~i';
	private const COLORS      = array(
		'backgroundColor' => 'background_color',
		'primaryColor'    => 'primary_color',
		'textColor'       => 'text_color',
	);

	/**
	 * Reads a URL or embed code.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $input What was pasted or stored.
	 * @return array<string,string|bool>|null The URL and the settings it carried, or null.
	 */
	public static function parse( $input ): ?array {
		if ( ! is_string( $input ) || strlen( $input ) > self::MAX_INPUT_LENGTH ) {
			return null;
		}
		$value = trim( $input );
		if ( false === strpos( $value, '<' ) ) {
			return self::parse_url( $value );
		}
		if ( preg_match( self::DATA_URL, $value, $match ) ) {
			$found  = (string) preg_replace( '~&amp;|&#0*38;|&#x0*26;~i', '&', $match[1] . ( $match[2] ?? '' ) );
			$parsed = self::parse_url( $found );
			return null === $parsed ? null : array_merge( $parsed, array( 'style' => 'inline' ) );
		}
		if ( preg_match( self::WIDGET_INIT, $value, $match ) ) {
			$parsed = self::parse_url( $match[1] . ( $match[2] ?? '' ) );
			return null === $parsed ? null : array_merge( $parsed, array( 'style' => 'link' ) );
		}
		return null;
	}

	/**
	 * The block's HTML.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param string              $content    The inner blocks' markup (the link style's Button).
	 * @return string Escaped HTML, or '' when the URL is not Calendly's.
	 */
	public static function render( array $attributes, string $content = '' ): string {
		$url = self::widget_url( $attributes );
		if ( '' === $url ) {
			return '';
		}
		$style  = 'link' === ( $attributes['style'] ?? 'inline' ) ? 'link' : 'inline';
		$button = 'link' === $style ? self::button_link( $content, $url ) : '';
		if ( '' === $button ) {
			$button = sprintf(
				'<a class="wp-block-button__link wp-element-button" href="%1$s" target="_blank" rel="noopener noreferrer">%2$s</a>',
				esc_url( $url ),
				esc_html__( 'Schedule time with me', 'cairn' )
			);
		}
		$extra = array( 'class' => 'is-style-' . $style );
		$width = self::width( $attributes );
		if ( null !== $width ) {
			$extra['style'] = 'width:' . $width . '%';
		}
		return sprintf(
			'<div %1$s data-url="%2$s">%3$s%4$s</div>',
			get_block_wrapper_attributes( $extra ),
			esc_url( $url ),
			Embed_Consent::notice( 'Calendly' ),
			$button
		);
	}

	/**
	 * The width setting: a whole percentage from 0 to 100, or null for the
	 * full width and for a left or right aligned block, which floats at its
	 * own size (shared/embeds/width.ts).
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @return int|null The percentage.
	 */
	public static function width( array $attributes ): ?int {
		$width = $attributes['width'] ?? null;
		if ( ! is_int( $width ) && ! is_float( $width ) ) {
			return null;
		}
		if ( in_array( $attributes['align'] ?? '', array( 'left', 'right' ), true ) || ! is_finite( (float) $width ) ) {
			return null;
		}
		return (int) max( 0, min( 100, round( (float) $width ) ) );
	}

	/**
	 * The link style's Button block (its saved, escaped markup), its link
	 * pointed at the scheduling page so that it works without JavaScript.
	 *
	 * @since 0.5.0
	 *
	 * @param string $content The inner blocks' markup.
	 * @param string $url     The scheduling page.
	 * @return string The button, or '' when there is none.
	 */
	private static function button_link( string $content, string $url ): string {
		$button = new \WP_HTML_Tag_Processor( $content );
		if ( ! $button->next_tag( array( 'class_name' => 'wp-block-cairn-button__link' ) ) || 'A' !== $button->get_tag() ) {
			return '';
		}
		$button->set_attribute( 'href', esc_url_raw( $url ) );
		$button->set_attribute( 'target', '_blank' );
		$button->set_attribute( 'rel', 'noopener noreferrer' );
		return $button->get_updated_html();
	}

	/**
	 * The URL the widget opens (parser.ts widgetUrl()).
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @return string The URL, or ''.
	 */
	public static function widget_url( array $attributes ): string {
		$parsed = self::parse_url( is_string( $attributes['url'] ?? null ) ? $attributes['url'] : '' );
		if ( null === $parsed ) {
			return '';
		}
		$query = array();
		if ( ! empty( $attributes['hideEventTypeDetails'] ) ) {
			$query[] = 'hide_event_type_details=1';
		}
		foreach ( self::COLORS as $attribute => $key ) {
			$color = $attributes[ $attribute ] ?? '';
			if ( is_string( $color ) && preg_match( self::HEX, $color ) ) {
				$query[] = $key . '=' . $color;
			}
		}
		return (string) $parsed['url'] . ( array() === $query ? '' : '?' . implode( '&', $query ) );
	}

	/**
	 * A Calendly URL and the settings in its query.
	 *
	 * @param string $value A URL.
	 * @return array<string,string|bool>|null
	 */
	private static function parse_url( string $value ): ?array {
		if ( ! preg_match( self::URL_PARTS, $value, $match ) ) {
			return null;
		}
		$parsed = array( 'url' => 'https://calendly.com' . $match[1] );
		$query  = array();
		foreach ( explode( '&', $match[2] ?? '' ) as $part ) {
			$halves = explode( '=', $part, 2 );
			$key    = urldecode( $halves[0] );
			if ( '' !== $key && ! isset( $query[ $key ] ) ) {
				$query[ $key ] = urldecode( $halves[1] ?? '' );
			}
		}
		if ( '1' === ( $query['hide_event_type_details'] ?? '' ) ) {
			$parsed['hideEventTypeDetails'] = true;
		}
		foreach ( self::COLORS as $attribute => $key ) {
			if ( preg_match( self::HEX, $query[ $key ] ?? '' ) ) {
				$parsed[ $attribute ] = $query[ $key ];
			}
		}
		return $parsed;
	}
}
