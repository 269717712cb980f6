<?php
/**
 * What WordPress's HTML filter keeps of Cairn's saved markup.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * A post saved by a user without `unfiltered_html` (a contributor or an
 * author, and every role but the network's administrators on multisite)
 * goes through kses, which removes each attribute it does not know. The
 * editor then finds the block's markup different from what its save()
 * writes and calls the block invalid. Kses knows every attribute Cairn's
 * blocks save but two, added here for exactly the elements that carry
 * them:
 *
 * - `sizes` on `img` (the tiled gallery says how wide each tile shows, so
 *   that the browser picks the right file from the srcset WordPress adds);
 * - `aria-roledescription` on `section` and `div` (the slideshow names
 *   itself a carousel and its slides, as the WAI-ARIA carousel pattern asks).
 *
 * Neither can carry script or a URL. Everything else stays as WordPress
 * filters it.
 *
 * @since 0.6.0
 */
final class Saved_Markup {

	/**
	 * The attributes added, by element.
	 *
	 * @var array<string,array<string,bool>>
	 */
	public const ATTRIBUTES = array(
		'img'     => array( 'sizes' => true ),
		'section' => array( 'aria-roledescription' => true ),
		'div'     => array( 'aria-roledescription' => true ),
	);

	/**
	 * Hooks the allowance.
	 *
	 * @since 0.6.0
	 */
	public static function register(): void {
		add_filter( 'wp_kses_allowed_html', array( __CLASS__, 'allow' ), 10, 2 );
	}

	/**
	 * Adds the attributes to the elements post content may hold.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed>|mixed $tags    The allowed elements and their attributes.
	 * @param string|array<mixed>|mixed $context The context: only 'post' (what content is filtered with) changes.
	 * @return array<string,mixed>|mixed
	 */
	public static function allow( $tags, $context ) {
		if ( 'post' !== $context || ! is_array( $tags ) ) {
			return $tags;
		}
		foreach ( self::ATTRIBUTES as $tag => $attributes ) {
			if ( isset( $tags[ $tag ] ) && is_array( $tags[ $tag ] ) ) {
				$tags[ $tag ] += $attributes;
			}
		}
		return $tags;
	}
}
