<?php
/**
 * How one Jetpack block becomes a Cairn block.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

use WP_Block_Type_Registry;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A conversion rule: which Jetpack block names it takes, the Cairn block it
 * makes, how the attributes map and what markup the Cairn block saves.
 *
 * Cairn's attributes follow the same specs as Jetpack's, so the default is
 * one to one: each Jetpack attribute that the Cairn block declares (block
 * supports included) is carried as it is. A rule overrides `attributes()`
 * where names or values differ. Whatever it cannot carry is returned in
 * `unmapped()`, so the converter can keep it in the block (the preserved
 * `jetpackLegacy` attribute) and list it in the report: nothing is dropped
 * silently.
 *
 * The markup must be what the Cairn block's own save() writes, or the editor
 * would find the block invalid: `markup()` returns null for a block that
 * saves nothing (server-rendered), or the HTML before and after its inner
 * blocks. The fixtures' Jest test parses every converted fixture with
 * Cairn's blocks registered and fails on an invalid one.
 *
 * Every address a rule writes goes through `url()` (attributes; the
 * Cairn block's address attributes that `url_attributes()` names are
 * carried through it) or `markup_url()` (markup), and every style through
 * `css()`: an address keeps one of the site's allowed protocols, a style
 * what WordPress's HTML filter keeps. A rule follows a post by id only
 * through `post()`, which checks who may read it. The converter checks
 * each block a rule makes again (Output_Guard), so that a rule that forgot
 * cannot write a `javascript:` address, CSS that is not of its type or a
 * credential.
 *
 * @since 0.5.0
 */
abstract class Rule {

	/**
	 * Attributes every block has, which Jetpack's blocks use as core's do.
	 */
	private const COMMON = array( 'className', 'anchor', 'lock', 'metadata' );

	/**
	 * Whom the conversion under way writes for (the converter sets it).
	 *
	 * @var Access|null
	 */
	private $access = null;

	/**
	 * The Jetpack block names this rule converts (older names too).
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	abstract public function jetpack_names(): array;

	/**
	 * The Cairn block it makes.
	 *
	 * @since 0.5.0
	 */
	abstract public function cairn_name(): string;

	/**
	 * The Jetpack block as the rule reads it, before anything is converted:
	 * a rule may fold inner blocks that Cairn keeps in attributes (a field's
	 * label and options) into the block's attributes and drop them, or add
	 * the inner blocks that Jetpack showed without saving them (an empty
	 * form's default fields). Inner blocks it returns are converted next.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $block The parsed Jetpack block.
	 * @return array<string,mixed> The block to convert.
	 */
	public function prepare( array $block ): array {
		return $block;
	}

	/**
	 * Whether this block is one the rule converts: a rule for a name that
	 * Jetpack shares with others (core/video, which only Jetpack's VideoPress
	 * videos should leave) looks at the block itself.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The block's comment attributes.
	 * @param string              $html  Its saved HTML (without inner blocks).
	 */
	public function accepts( array $attrs, string $html ): bool {
		unset( $attrs, $html );
		return true;
	}

	/**
	 * The Cairn block's attributes from the Jetpack block's.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's comment attributes.
	 * @param string              $html  Its saved HTML (without inner blocks), for attributes Jetpack kept there.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		unset( $html );
		$carried = array_intersect_key( $attrs, array_flip( $this->declared() ) );
		foreach ( $this->url_attributes() as $name ) {
			if ( ! array_key_exists( $name, $carried ) ) {
				continue;
			}
			$url = self::url( $carried[ $name ] );
			if ( '' === $url ) {
				unset( $carried[ $name ] );
			} else {
				$carried[ $name ] = $url;
			}
		}
		return $carried;
	}

	/**
	 * Tells the rule whom the conversion under way writes for.
	 *
	 * @since 0.5.0
	 *
	 * @param Access $access Whom the content is for.
	 */
	public function use_access( Access $access ): void {
		$this->access = $access;
	}

	/**
	 * What the owner must do about a credential the converter removed from
	 * one of this rule's blocks (the sentence never holds the value).
	 *
	 * @since 0.5.0
	 *
	 * @param string $from      The Jetpack block that held it.
	 * @param string $attribute The attribute.
	 */
	public function credential_advice( string $from, string $attribute ): string {
		return sprintf(
			/* translators: 1: an attribute's name, 2: a Jetpack block's name. */
			__( 'A credential (%1$s) that Jetpack saved in a %2$s block was removed from the post, which must not hold one: if the block needs it, enter it again in the block or under Settings → Cairn.', 'cairn' ),
			$attribute,
			$from
		);
	}

	/**
	 * The Jetpack attributes that `attributes()` did not carry.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return array<string,mixed>
	 */
	public function unmapped( array $attrs ): array {
		return array_diff_key( $attrs, array_flip( array_merge( $this->declared(), $this->carried() ) ) );
	}

	/**
	 * The Cairn block's saved HTML around its inner blocks: null when it
	 * saves none (a server-rendered block without inner blocks).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Cairn block's attributes.
	 * @param string              $html  The Jetpack block's saved HTML (without inner blocks).
	 * @return array{0:string,1:string}|null
	 */
	public function markup( array $attrs, string $html ): ?array {
		unset( $attrs, $html );
		return null;
	}

	/**
	 * Cairn attributes that come from the Jetpack block's inner blocks (a
	 * button whose settings Cairn keeps on the block). They win over those
	 * of `attributes()`.
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array<string,mixed>> $inner The Jetpack block's parsed inner blocks.
	 * @return array<string,mixed>
	 */
	public function from_inner( array $inner ): array {
		unset( $inner );
		return array();
	}

	/**
	 * Which of the Jetpack block's inner blocks the Cairn block keeps (they
	 * are converted in turn). Those it does not keep are saved, as markup,
	 * in the preserved attribute, so nothing is lost.
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array<string,mixed>> $inner The Jetpack block's parsed inner blocks.
	 * @param array<string,mixed>            $attrs The Jetpack block's attributes.
	 * @return array<int,array<string,mixed>>
	 */
	public function inner( array $inner, array $attrs ): array {
		unset( $attrs );
		return $inner;
	}

	/**
	 * Settings the owner must fill for the block to work as it did under
	 * Jetpack (its cloud did the work), for the report.
	 *
	 * @since 0.5.0
	 *
	 * @return string[] Each a sentence naming the setting.
	 */
	public function needs(): array {
		return array();
	}

	/**
	 * The settings one block needs, when they hang on its attributes (a
	 * form without an address); by default the rule's `needs()`. The
	 * converter asks this one.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return string[] Each a sentence naming the setting.
	 */
	public function needs_for( array $attrs ): array {
		unset( $attrs );
		return $this->needs();
	}

	/**
	 * The one setting or action that brings back what visitors of this site,
	 * as it is set up now, cannot see of a converted block (a service not
	 * set up, a file not on the site); '' when they see it all. Until then
	 * the block shows a fallback made of its saved content.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $converted The Cairn block's attributes.
	 */
	public function waiting( array $converted ): string {
		unset( $converted );
		return '';
	}

	/**
	 * The Cairn block's attributes that hold an address, which `attributes()`
	 * carries through `url()` (and leaves out when refused).
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	protected function url_attributes(): array {
		return array();
	}

	/**
	 * An address for an attribute: with one of the site's allowed protocols
	 * (esc_url_raw()), or '' when refused.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value The address.
	 */
	protected static function url( $value ): string {
		return Safe_Value::url( $value );
	}

	/**
	 * An address for markup: `url()`, then escaped for a double-quoted
	 * attribute as the editor's serializer escapes it, so that the markup is
	 * what the Cairn block's save() writes, to the character.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $value The address.
	 */
	protected static function markup_url( $value ): string {
		return Js_Markup::attr( self::url( $value ) );
	}

	/**
	 * Declarations for a style attribute, as WordPress's HTML filter keeps
	 * them.
	 *
	 * @since 0.5.0
	 *
	 * @param string $css The declarations.
	 */
	protected static function css( string $css ): string {
		return Safe_Value::css( $css );
	}

	/**
	 * A post of a type that a block points to by id, when the people the
	 * conversion writes for may read it; never a revision.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed  $id   The id.
	 * @param string $type The post type.
	 */
	protected function post( $id, string $type ): ?WP_Post {
		return ( $this->access ?? new Access( null ) )->post( $id, $type );
	}

	/**
	 * Jetpack attributes that `attributes()` carries under other names, so
	 * that they do not count as unmapped.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	protected function carried(): array {
		return array();
	}

	/**
	 * The class attribute Cairn's block wrapper saves: the block's own class,
	 * its alignment and the custom classes, as useBlockProps.save() writes it.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Cairn block's attributes.
	 */
	protected function wrapper_class( array $attrs ): string {
		$classes = array( 'wp-block-' . str_replace( '/', '-', $this->cairn_name() ) );
		if ( ! empty( $attrs['align'] ) && is_string( $attrs['align'] ) ) {
			$classes[] = 'align' . $attrs['align'];
		}
		if ( ! empty( $attrs['className'] ) && is_string( $attrs['className'] ) ) {
			$classes[] = $attrs['className'];
		}
		return implode( ' ', $classes );
	}

	/**
	 * A Jetpack Button block made of settings that older versions of a
	 * block kept on the block itself (its own rule converts it next).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Button's attributes.
	 * @return array<string,mixed> The parsed block.
	 */
	protected static function jetpack_button( array $attrs ): array {
		return array(
			'blockName'    => 'jetpack/button',
			'attrs'        => $attrs,
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
	}

	/**
	 * The classes of an older version's button that are its own: those
	 * that only repeated its colours or named the element are left out
	 * (the Button block draws them from its colours again).
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $classes The saved classes.
	 * @return string The classes, or ''.
	 */
	protected static function own_button_classes( $classes ): string {
		$own = array_filter(
			(array) preg_split( '/\s+/', is_string( $classes ) ? trim( $classes ) : '' ),
			static function ( $class ): bool {
				return is_string( $class ) && '' !== $class
					&& ! preg_match( '/^(?:wp-block-button__link|has-text-color|has-background|no-border-radius|has-[a-z0-9-]+-(?:background-)?color)$/', $class );
			}
		);
		return implode( ' ', $own );
	}

	/**
	 * The first inner block of a name, anywhere below.
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @param string                         $name   Block name.
	 * @return array<string,mixed>|null
	 */
	protected static function find_block( array $blocks, string $name ): ?array {
		foreach ( $blocks as $block ) {
			if ( ( $block['blockName'] ?? null ) === $name ) {
				return $block;
			}
			$found = self::find_block( (array) ( $block['innerBlocks'] ?? array() ), $name );
			if ( $found ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * The HTML inside the outermost element of a saved block.
	 *
	 * @since 0.5.0
	 *
	 * @param string $html The saved HTML.
	 */
	protected static function inside_root( string $html ): string {
		$html = trim( $html );
		if ( ! preg_match( '/^<([a-z][a-z0-9]*)\b[^>]*>(.*)<\/\1>$/is', $html, $match ) ) {
			return $html;
		}
		return $match[2];
	}

	/**
	 * The attributes the Cairn block declares, block supports included.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	protected function declared(): array {
		$type = WP_Block_Type_Registry::get_instance()->get_registered( $this->cairn_name() );
		$own  = $type && is_array( $type->attributes ) ? array_keys( $type->attributes ) : array();
		return array_values( array_unique( array_merge( $own, self::COMMON ) ) );
	}
}
