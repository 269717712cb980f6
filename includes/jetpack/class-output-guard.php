<?php
/**
 * What no converted block may hold, whatever rule made it.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * The converter passes every block a rule makes through here, so that a
 * rule (Cairn's, or one a site adds) cannot write what it must not:
 *
 * - in the attributes, at any depth (the preserved `jetpackLegacy` and the
 *   inner blocks it keeps as markup included): no credential (a key named
 *   token, secret, password or key), no address with a protocol the site
 *   does not allow (a key named …url, …link, …href, …src, poster), no
 *   colour, gradient or `style` value that is not of its type;
 * - in the markup: no such address in a link or source attribute (data
 *   attributes named so included), no event handler attribute, and only
 *   the CSS that safecss_filter_attr() keeps.
 *
 * What it removes is listed, so the report can say so. The same checks run
 * over the Jetpack block as it was saved, to report what the rules left
 * out on their own.
 *
 * @since 0.5.0
 */
final class Output_Guard {

	/** Why something was removed: a credential, an address, CSS, an event handler. */
	public const CREDENTIAL = 'credential';
	public const URL        = 'url';
	public const STYLE      = 'style';
	public const HANDLER    = 'handler';

	/**
	 * What was removed, each once.
	 *
	 * @var array<string,array{from:string,attribute:string,reason:string}>
	 */
	private $removed = array();

	/**
	 * What was removed, in the order found.
	 *
	 * @since 0.5.0
	 *
	 * @return array<int,array{from:string,attribute:string,reason:string}>
	 */
	public function removed(): array {
		return array_values( $this->removed );
	}

	/**
	 * A block's attributes without what they must not hold.
	 *
	 * @since 0.5.0
	 *
	 * @param array<mixed> $attrs The attributes.
	 * @param string       $from  The Jetpack block they come from (for the report).
	 * @return array<mixed>
	 */
	public function attributes( array $attrs, string $from ): array {
		foreach ( $attrs as $key => $value ) {
			$name = (string) $key;
			if ( is_string( $key ) && self::names_credential( $key ) ) {
				unset( $attrs[ $key ] );
				$this->remove( $from, $name, self::CREDENTIAL );
				continue;
			}
			if ( 'style' === $key && is_array( $value ) ) {
				$attrs[ $key ] = $this->style( $value, $from, false );
				if ( array() === $attrs[ $key ] && array() !== $value ) {
					unset( $attrs[ $key ] );
				}
				continue;
			}
			if ( 'innerBlocks' === $key && is_string( $value ) ) {
				// Inner blocks kept aside as markup: their own attributes.
				$attrs[ $key ] = $this->serialized_blocks( $value );
				continue;
			}
			if ( is_array( $value ) ) {
				$attrs[ $key ] = $this->attributes( $value, $from );
				continue;
			}
			if ( ! is_string( $value ) || ! is_string( $key ) || '' === trim( $value ) ) {
				continue;
			}
			$refused = ( self::names_url( $key ) && Safe_Value::is_refused_url( $value ) )
				|| ( self::names_gradient( $key ) && '' === Safe_Value::gradient( $value ) )
				|| ( self::names_colour( $key ) && '' === Safe_Value::colour( $value ) );
			if ( $refused ) {
				unset( $attrs[ $key ] );
				$this->remove( $from, $name, self::names_url( $key ) ? self::URL : self::STYLE );
			}
		}
		return $attrs;
	}

	/**
	 * Markup without refused addresses, event handlers or CSS.
	 *
	 * @since 0.5.0
	 *
	 * @param string $html The markup.
	 * @param string $from The Jetpack block it comes from (for the report).
	 */
	public function markup( string $html, string $from ): string {
		if ( false === strpos( $html, '<' ) ) {
			return $html;
		}
		$tags = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			foreach ( (array) $tags->get_attribute_names_with_prefix( '' ) as $name ) {
				if ( 0 !== strpos( $name, 'on' ) && 'style' !== $name && ! self::may_hold_address( $name ) ) {
					continue;
				}
				$value = $tags->get_attribute( $name );
				if ( 0 === strpos( $name, 'on' ) ) {
					// Cairn's blocks save no event handler.
					$tags->remove_attribute( $name );
					$this->remove( $from, $name, self::HANDLER );
				} elseif ( 'style' === $name && is_string( $value ) ) {
					$clean = Safe_Value::css( $value );
					if ( rtrim( trim( $value ), ';' ) !== $clean ) {
						'' === $clean ? $tags->remove_attribute( $name ) : $tags->set_attribute( $name, $clean );
						$this->remove( $from, $name, self::STYLE );
					}
				} elseif ( is_string( $value ) && self::is_refused_address( $name, $value ) ) {
					$tags->remove_attribute( $name );
					$this->remove( $from, $name, self::URL );
				}
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * Notes the addresses the site refuses in some markup, changing
	 * nothing: what the rules leave out of a Jetpack block's saved HTML.
	 *
	 * @since 0.5.0
	 *
	 * @param string $html The markup.
	 * @param string $from The Jetpack block (for the report).
	 */
	public function note_refused_addresses( string $html, string $from ): void {
		if ( false === strpos( $html, '<' ) ) {
			return;
		}
		$tags = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			foreach ( (array) $tags->get_attribute_names_with_prefix( '' ) as $name ) {
				if ( ! self::may_hold_address( $name ) ) {
					continue;
				}
				$value = $tags->get_attribute( $name );
				if ( is_string( $value ) && self::is_refused_address( $name, $value ) ) {
					$this->remove( $from, $name, self::URL );
				}
			}
		}
	}

	/**
	 * Whether a key names a credential: a token, secret, password or key
	 * (accessToken, api_key, clientSecret), not a word that merely ends so.
	 *
	 * @since 0.5.0
	 *
	 * @param string $key The key.
	 */
	public static function names_credential( string $key ): bool {
		return (bool) preg_match( '/(?:^|[_-])(?:token|secret|password|passwd|key|apikey)s?$/i', $key )
			|| (bool) preg_match( '/[a-z0-9](?:Token|Secret|Password|Key)s?$/', $key );
	}

	/**
	 * Whether a key names an address.
	 *
	 * @param string $key The key.
	 */
	private static function names_url( string $key ): bool {
		return (bool) preg_match( '/(?:url|uri|href|link|src|poster)$/i', $key );
	}

	/**
	 * Whether a key names a colour.
	 *
	 * @param string $key The key.
	 */
	private static function names_colour( string $key ): bool {
		return (bool) preg_match( '/colou?r$/i', $key );
	}

	/**
	 * Whether a key names a gradient.
	 *
	 * @param string $key The key.
	 */
	private static function names_gradient( string $key ): bool {
		return (bool) preg_match( '/gradient$/i', $key );
	}

	/**
	 * Whether a markup attribute holds addresses: a link or source
	 * attribute (WordPress's list), a data attribute named for an address,
	 * or a srcset.
	 *
	 * @param string $name The attribute's name (lower case).
	 */
	private static function may_hold_address( string $name ): bool {
		static $uri = null;
		if ( null === $uri ) {
			$uri = array_flip( array_merge( wp_kses_uri_attributes(), array( 'srcset' ) ) );
		}
		return isset( $uri[ $name ] ) || ( 0 === strpos( $name, 'data-' ) && self::names_url( $name ) );
	}

	/**
	 * Whether a markup attribute holds an address the site refuses.
	 *
	 * @param string $name  The attribute's name (lower case).
	 * @param string $value Its value, decoded.
	 */
	private static function is_refused_address( string $name, string $value ): bool {
		if ( 'srcset' === $name ) {
			foreach ( explode( ',', $value ) as $candidate ) {
				$parts = preg_split( '/\s+/', trim( $candidate ) );
				if ( is_array( $parts ) && Safe_Value::is_refused_url( (string) $parts[0] ) ) {
					return true;
				}
			}
			return false;
		}
		return self::may_hold_address( $name ) && Safe_Value::is_refused_url( $value );
	}

	/**
	 * A block-supports style object with each value of its type: colours in
	 * `color` (and `elements.*.color`, `border.color`), gradients, other
	 * values single CSS values.
	 *
	 * @param array<mixed> $style    The style object (or part of it).
	 * @param string       $from     The Jetpack block (for the report).
	 * @param bool         $colours  Whether this part holds colours.
	 * @return array<mixed>
	 */
	private function style( array $style, string $from, bool $colours ): array {
		foreach ( $style as $key => $value ) {
			if ( is_array( $value ) ) {
				$style[ $key ] = $this->style( $value, $from, $colours || 'color' === $key );
				if ( array() === $style[ $key ] && array() !== $value ) {
					unset( $style[ $key ] );
				}
				continue;
			}
			if ( ! is_string( $value ) || '' === trim( $value ) ) {
				continue;
			}
			if ( 'gradient' === $key ) {
				$clean = Safe_Value::gradient( $value );
			} elseif ( $colours || 'color' === $key ) {
				$clean = Safe_Value::colour( $value );
			} else {
				$clean = Safe_Value::css_value( $value );
			}
			if ( '' === $clean ) {
				unset( $style[ $key ] );
				$this->remove( $from, 'style', self::STYLE );
			}
		}
		return $style;
	}

	/**
	 * Blocks kept aside as markup, their attributes checked; unchanged
	 * (to the character) when nothing was removed.
	 *
	 * @param string $markup The serialized blocks.
	 */
	private function serialized_blocks( string $markup ): string {
		$before = count( $this->removed );
		$blocks = $this->parsed_blocks( parse_blocks( $markup ) );
		return count( $this->removed ) > $before ? serialize_blocks( $blocks ) : $markup;
	}

	/**
	 * Parsed blocks, inner ones too, with their attributes checked.
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @return array<int,array<string,mixed>>
	 */
	private function parsed_blocks( array $blocks ): array {
		foreach ( $blocks as $index => $block ) {
			$name = is_string( $block['blockName'] ?? null ) ? $block['blockName'] : '';
			if ( is_array( $block['attrs'] ?? null ) ) {
				$blocks[ $index ]['attrs'] = $this->attributes( $block['attrs'], $name );
			}
			foreach ( (array) ( $block['innerContent'] ?? array() ) as $part => $html ) {
				if ( is_string( $html ) ) {
					$blocks[ $index ]['innerContent'][ $part ] = $this->markup( $html, $name );
				}
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$blocks[ $index ]['innerBlocks'] = $this->parsed_blocks( $block['innerBlocks'] );
			}
		}
		return $blocks;
	}

	/**
	 * Notes something removed.
	 *
	 * @param string $from      The Jetpack block.
	 * @param string $attribute The attribute.
	 * @param string $reason    Why.
	 */
	private function remove( string $from, string $attribute, string $reason ): void {
		$this->removed[ $from . "\0" . $attribute . "\0" . $reason ] = array(
			'from'      => $from,
			'attribute' => $attribute,
			'reason'    => $reason,
		);
	}
}
