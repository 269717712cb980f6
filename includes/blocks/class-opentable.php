<?php
/**
 * OpenTable block: rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The restaurant reservation block. The editor reads what the user
 * pastes (src/opentable/parser.ts); the render checks every stored value
 * again, since post content can be edited
 * by hand: restaurant IDs must be digits, the style, language and domain
 * come from fixed lists, and OpenTable's widget loader address is built
 * here from those values alone. Nothing the user pasted is ever printed.
 *
 * Visitors get one reservation link per restaurant; the view script adds
 * the widget loader script inside the block when it nears the viewport, or
 * after a click on the privacy notice when the owner asks for one
 * (Embed_Consent).
 *
 * @since 0.5.0
 */
final class OpenTable {

	/** Languages the widget offers; anything else falls back to en-US. */
	public const LANGUAGES = array( 'en-US', 'fr-CA', 'de-DE', 'es-MX', 'ja-JP', 'nl-NL', 'it-IT' );

	/** The block's styles; button only with a single restaurant. */
	public const STYLES = array( 'button', 'standard', 'wide', 'tall' );

	/** OpenTable's sites (parser.ts SITES); the widget's domain is the site without its dots. */
	public const SITES = array( 'com', 'ca', 'co.uk', 'de', 'jp', 'com.mx', 'com.au', 'ie', 'nl', 'it', 'es', 'hk', 'sg', 'ae' );

	/** The widget loader's address. */
	public const LOADER = 'https://www.opentable.com/widget/reservation/loader';

	/**
	 * The language, or en-US.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value A language code.
	 */
	public static function language( $value ): string {
		return in_array( $value, self::LANGUAGES, true ) ? (string) $value : 'en-US';
	}

	/**
	 * The widget's domain values: com, ca, couk…
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	public static function domains(): array {
		return array_map(
			static function ( string $site ): string {
				return str_replace( '.', '', $site );
			},
			self::SITES
		);
	}

	/**
	 * The block's HTML.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @return string Escaped HTML, or '' without a valid restaurant ID.
	 */
	public static function render( array $attributes ): string {
		$settings = self::settings( $attributes );
		if ( null === $settings ) {
			return '';
		}
		$rid    = $settings['rid'];
		$style  = 'is-style-' . $settings['style'];
		$custom = is_string( $attributes['className'] ?? null ) ? preg_split( '/\s+/', $attributes['className'] ) : array();
		// Block supports print the custom classes already (WordPress 6.8
		// does not drop a class given twice).
		$classes = in_array( $style, (array) $custom, true ) ? array() : array( $style );
		if ( count( $rid ) > 1 ) {
			$classes[] = 'is-multi';
		}
		if ( 'button' === $settings['style'] && ! empty( $attributes['negativeMargin'] ) ) {
			$classes[] = 'has-no-margin';
		}
		$links = '';
		foreach ( $rid as $id ) {
			$links .= sprintf(
				'<li><a href="%1$s"%2$s>%3$s</a></li>',
				esc_url( self::reservation_url( $id, $settings['domain'], $settings['lang'] ) ),
				$settings['newtab'] ? ' target="_blank" rel="noopener noreferrer"' : '',
				esc_html(
					1 === count( $rid )
						? __( 'Make a reservation', 'cairn' )
						: sprintf(
							/* translators: %s: an OpenTable restaurant ID. */
							__( 'Make a reservation at restaurant #%s', 'cairn' ),
							$id
						)
				)
			);
		}
		$html = new \WP_HTML_Tag_Processor(
			sprintf(
				'<div %1$s data-src="%2$s">%3$s<ul class="wp-block-cairn-opentable__links">%4$s</ul><div class="wp-block-cairn-opentable__widget"></div></div>',
				get_block_wrapper_attributes( array( 'class' => implode( ' ', $classes ) ) ),
				esc_url( self::widget_url( $settings ) ),
				Embed_Consent::notice( 'OpenTable' ),
				$links
			)
		);
		// One style class: a stored button class on several restaurants
		// gave way to standard.
		if ( $html->next_tag() ) {
			foreach ( iterator_to_array( $html->class_list() ) as $class ) {
				if ( 0 === strpos( $class, 'is-style-' ) && 'is-style-' . $settings['style'] !== $class ) {
					$html->remove_class( $class );
				}
			}
		}
		return $html->get_updated_html();
	}

	/**
	 * The stored attributes, checked: null without a valid restaurant ID.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @return array{rid:string[],style:string,domain:string,lang:string,iframe:bool,newtab:bool}|null
	 */
	public static function settings( array $attributes ): ?array {
		$rid = array();
		foreach ( is_array( $attributes['rid'] ?? null ) ? $attributes['rid'] : array() as $id ) {
			$digits = is_int( $id ) ? (string) $id : $id;
			if ( ! is_string( $digits ) || ! preg_match( '~^\d{1,10}$~D', $digits ) ) {
				return null;
			}
			$normal = self::normalize_id( $digits );
			if ( null === $normal ) {
				return null;
			}
			$rid[] = $normal;
		}
		$rid = array_values( array_unique( $rid ) );
		if ( array() === $rid ) {
			return null;
		}
		$style = self::style_of( $attributes );
		// The button is for one restaurant; several get the standard widget.
		if ( 'button' === $style && count( $rid ) > 1 ) {
			$style = 'standard';
		}
		$domain = $attributes['domain'] ?? 'com';
		return array(
			'rid'    => $rid,
			'style'  => $style,
			'domain' => in_array( $domain, self::domains(), true ) ? (string) $domain : 'com',
			'lang'   => self::language( $attributes['lang'] ?? 'en-US' ),
			'iframe' => false !== ( $attributes['iframe'] ?? true ),
			'newtab' => true === ( $attributes['newtab'] ?? false ),
		);
	}

	/**
	 * The widget loader's address, built from checked settings.
	 *
	 * OpenTable's loader takes a type and a theme: type button (theme
	 * standard) for the button, multi for several restaurants, standard
	 * otherwise; the theme is the style's size (standard, wide or tall).
	 *
	 * @since 0.5.0
	 *
	 * @param array{rid:string[],style:string,domain:string,lang:string,iframe:bool,newtab:bool} $settings From settings().
	 * @return string The address.
	 */
	public static function widget_url( array $settings ): string {
		$rid   = $settings['rid'];
		$style = $settings['style'];
		$type  = count( $rid ) > 1 ? 'multi' : ( 'button' === $style ? 'button' : 'standard' );
		$query = array_map(
			static function ( string $id ): string {
				return 'rid=' . $id;
			},
			$rid
		);
		array_push(
			$query,
			'type=' . $type,
			'theme=' . ( 'button' === $style ? 'standard' : $style ),
			'iframe=' . ( $settings['iframe'] ? 'true' : 'false' ),
			'domain=' . $settings['domain'],
			'lang=' . $settings['lang'],
			'newtab=' . ( $settings['newtab'] ? 'true' : 'false' )
		);
		return self::LOADER . '?' . implode( '&', $query );
	}

	/**
	 * A restaurant's reservation page on its OpenTable site.
	 *
	 * @param string $id     A checked restaurant ID.
	 * @param string $domain A checked domain value.
	 * @param string $lang   A checked language.
	 */
	private static function reservation_url( string $id, string $domain, string $lang ): string {
		$site = self::SITES[ (int) array_search( $domain, self::domains(), true ) ];
		return sprintf( 'https://www.opentable.%1$s/restref/client/?rid=%2$s&restref=%2$s&lang=%3$s', $site, $id, $lang );
	}

	/**
	 * The chosen style: the Styles panel's class when it names one, else the
	 * `style` attribute (the older saved format), else standard.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	private static function style_of( array $attributes ): string {
		$class_name = is_string( $attributes['className'] ?? null ) ? $attributes['className'] : '';
		if ( preg_match( '~(?:^|\s)is-style-(button|standard|wide|tall)(?:\s|$)~', $class_name, $match ) ) {
			return $match[1];
		}
		$style = $attributes['style'] ?? 'standard';
		return in_array( $style, self::STYLES, true ) ? (string) $style : 'standard';
	}

	/**
	 * Digits without leading zeros; null for zero.
	 *
	 * @param string $digits One to ten digits.
	 */
	private static function normalize_id( string $digits ): ?string {
		$id = ltrim( $digits, '0' );
		return '' === $id ? null : $id;
	}

}
