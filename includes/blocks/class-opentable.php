<?php
/**
 * OpenTable block: parsed and rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The restaurant reservation block. The parser repeats the rules
 * of src/opentable/parser.ts (the same test cases run against both); the
 * render checks every stored value again, since post content can be edited
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

	/** Longest input read (in bytes here, UTF-16 units in parser.ts; only a long non-ASCII name could tell). */
	public const MAX_INPUT_LENGTH = 4000;

	/** Languages the widget offers; anything else falls back to en-US. */
	public const LANGUAGES = array( 'en-US', 'fr-CA', 'de-DE', 'es-MX', 'ja-JP', 'nl-NL', 'it-IT' );

	/** The block's styles; button only with a single restaurant. */
	public const STYLES = array( 'button', 'standard', 'wide', 'tall' );

	/** OpenTable's sites (parser.ts SITES); the widget's domain is the site without its dots. */
	public const SITES = array( 'com', 'ca', 'co.uk', 'de', 'jp', 'com.mx', 'com.au', 'ie', 'nl', 'it', 'es', 'hk', 'sg', 'ae' );

	/** The widget loader's address. */
	public const LOADER = 'https://www.opentable.com/widget/reservation/loader';

	/** See parser.ts for each pattern's reason. */
	private const URL_PARTS       = '~^(?:https?:)?//((?:www\.|secure\.)?opentable\.([a-z.]{2,6}))(/[A-Za-z0-9._\~!$()*+,;=:@%/-]*)?\?([A-Za-z0-9._\~!$()*+,;=:@%/?&-]*)(?:#[A-Za-z0-9._\~!$()*+,;=:@%/?&-]*)?$~iD';
	private const SCRIPT_SRC      = '~<script\b[^>]*?[\t\n\x0B\f\r ]src[\t\n\x0B\f\r ]*=[\t\n\x0B\f\r ]*(?:"([^"]*)"|\'([^\']*)\'|([^\t\n\x0B\f\r "\'>]+))~i';
	private const LOADER_PATH     = '~^/widget/reservation/loader$~D';
	private const FRONT_DOOR_PATH = '~^/frontdoor/default\.aspx$~iD';
	private const ID              = '~^(?:(\d{1,10})|[^\n\r]*\(#(\d{1,10})\))$~D';
	private const EDGE_SPACE      = " \t\n\x0B\f\r\0";

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
	 * One restaurant ID from what the user typed.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value '12345' or 'The Restaurant (#12345)'.
	 * @return string|null The digits, or null (a URL or a script is never an ID).
	 */
	public static function parse_restaurant_id( $value ): ?string {
		if ( ! is_string( $value ) || strlen( $value ) > self::MAX_INPUT_LENGTH ) {
			return null;
		}
		$trimmed = trim( $value, self::EDGE_SPACE );
		if ( preg_match( '~^https?://~i', $trimmed ) || preg_match( '~<\s*script~i', $trimmed ) ) {
			return null;
		}
		if ( ! preg_match( self::ID, $trimmed, $match ) ) {
			return null;
		}
		// The last group that took part: the plain number or the '(#number)'.
		return self::normalize_id( (string) end( $match ) );
	}

	/**
	 * Reads the pasted or stored value: IDs (comma separated), a reservation
	 * URL, or an embed code.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $input What was pasted or stored.
	 * @return array<string,mixed>|null rid, and domain, lang, style, iframe, newtab where given; or null.
	 */
	public static function parse( $input ): ?array {
		if ( ! is_string( $input ) || strlen( $input ) > self::MAX_INPUT_LENGTH ) {
			return null;
		}
		$value = trim( $input, self::EDGE_SPACE );
		if ( false !== strpos( $value, '<' ) ) {
			if ( ! preg_match( self::SCRIPT_SRC, $value, $script ) ) {
				return null;
			}
			$src = $script[1] . ( $script[2] ?? '' ) . ( $script[3] ?? '' );
			return self::parse_url( (string) preg_replace( '~&amp;|&#0*38;|&#x0*26;~i', '&', $src ), true );
		}
		if ( preg_match( '~^(?:https?:)?//~i', $value ) ) {
			return self::parse_url( $value, false );
		}
		$ids = array();
		foreach ( explode( ',', $value ) as $part ) {
			$id = self::parse_restaurant_id( $part );
			if ( null === $id ) {
				return null;
			}
			$ids[] = $id;
		}
		return array( 'rid' => array_values( array_unique( $ids ) ) );
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

	/**
	 * Every value of each key, in order (repeated keys such as `rid` kept),
	 * decoded with urldecode() as parser.ts decodes them.
	 *
	 * @param string $query The query without `?`.
	 * @return array<string,string[]>
	 */
	private static function query_values( string $query ): array {
		$values = array();
		foreach ( explode( '&', $query ) as $part ) {
			if ( '' === $part ) {
				continue;
			}
			$halves           = explode( '=', $part, 2 );
			$key              = urldecode( $halves[0] );
			$values[ $key ]   = $values[ $key ] ?? array();
			$values[ $key ][] = urldecode( $halves[1] ?? '' );
		}
		return $values;
	}

	/**
	 * A boolean written `true` or `false`.
	 *
	 * @param string[]|null $values The key's values.
	 */
	private static function flag( ?array $values ): ?bool {
		$first = $values[0] ?? null;
		if ( 'true' === $first ) {
			return true;
		}
		return 'false' === $first ? false : null;
	}

	/**
	 * A URL on a reservation host with `rid` (else `restref`) digits.
	 *
	 * @param string $value     A URL; `//host/…` counts as https.
	 * @param bool   $is_loader Whether it must be a widget loader's script address.
	 * @return array<string,mixed>|null
	 */
	private static function parse_url( string $value, bool $is_loader ): ?array {
		if ( ! preg_match( self::URL_PARTS, $value, $parts ) ) {
			return null;
		}
		$site = strtolower( $parts[2] );
		$path = $parts[3];
		if ( ! in_array( $site, self::SITES, true )
			|| ( $is_loader && ! preg_match( self::LOADER_PATH, $path ) && ! preg_match( self::FRONT_DOOR_PATH, $path ) ) ) {
			return null;
		}
		$query = self::query_values( $parts[4] );
		$ids   = array();
		foreach ( $query['rid'] ?? $query['restref'] ?? array() as $value_ids ) {
			foreach ( explode( ',', $value_ids ) as $id ) {
				$normal = preg_match( '~^\d{1,10}$~D', $id ) ? self::normalize_id( $id ) : null;
				if ( null === $normal ) {
					return null;
				}
				$ids[] = $normal;
			}
		}
		if ( array() === $ids ) {
			return null;
		}
		$rid    = array_values( array_unique( $ids ) );
		$code   = str_replace( '.', '', $query['domain'][0] ?? '' );
		$parsed = array(
			'rid'    => $rid,
			'domain' => in_array( $code, self::domains(), true ) ? $code : str_replace( '.', '', $site ),
		);
		if ( isset( $query['lang'] ) ) {
			$parsed['lang'] = self::language( $query['lang'][0] );
		}
		$type  = $query['type'][0] ?? null;
		$theme = $query['theme'][0] ?? '';
		$mode  = $query['mode'][0] ?? '';
		if ( 'button' === $type ) {
			$parsed['style'] = count( $rid ) > 1 ? 'standard' : 'button';
		} elseif ( in_array( $theme, array( 'standard', 'wide', 'tall' ), true ) ) {
			$parsed['style'] = $theme;
		} elseif ( in_array( $mode, array( 'wide', 'tall' ), true ) ) {
			// The front door widget's sizes: short, tall, wide.
			$parsed['style'] = $mode;
		} elseif ( 'short' === $mode ) {
			$parsed['style'] = 'standard';
		}
		$iframe = self::flag( $query['iframe'] ?? null );
		if ( null !== $iframe ) {
			$parsed['iframe'] = $iframe;
		}
		$newtab = self::flag( $query['newtab'] ?? null );
		if ( null !== $newtab ) {
			$parsed['newtab'] = $newtab;
		}
		return $parsed;
	}
}
