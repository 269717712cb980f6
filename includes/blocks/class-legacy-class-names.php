<?php
/**
 * Class names that three blocks printed before WordPress's standard ones.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Donations, the Payment Button and Video printed `cairn-<block>__<element>`
 * classes (and Donations and the Payment Button a `cairn-<block>` class on
 * their root) before 0.8.0, where every other block prints only WordPress's
 * `wp-block-cairn-<block>` ones. Their renders now print the standard
 * classes, and Cairn's own styles and view scripts select only those.
 *
 * A theme may have styled the old names. For one release, each class
 * `wp-block-cairn-<block>__<element>` these blocks print for visitors
 * carries its old `cairn-<block>__<element>` beside it, and the root its old
 * `cairn-<block>` where it had one, so such a theme keeps working while its
 * author moves to the standard names. Every one of these blocks is rendered
 * by the server, so a post saved before keeps its look without a change to
 * its content.
 *
 * The Donations view script gives the error paragraph it adds the old
 * class the same way.
 *
 * TODO: remove in 0.9.0, with its line in Plugin::register() and the
 * Donations view script's `withLegacyClass()`.
 *
 * @since 0.8.0
 */
final class Legacy_Class_Names {

	/** The blocks, each with whether its root had a `cairn-<block>` class. */
	private const BLOCKS = array(
		'donations'          => true,
		'recurring-payments' => true,
		'video'              => false,
	);

	/**
	 * Hooks the old classes onto each block's render.
	 *
	 * @since 0.8.0
	 */
	public static function register(): void {
		foreach ( array_keys( self::BLOCKS ) as $block ) {
			add_filter( 'render_block_cairn/' . $block, array( __CLASS__, 'add' ), 10, 2 );
		}
	}

	/**
	 * A block's HTML with its old class beside each standard one.
	 *
	 * A regular expression over the class attributes rather than the HTML
	 * API: the renders print every class in a double-quoted `class`
	 * attribute, and a walk of the HTML API over a Donations block cost
	 * more than the block's whole render (about 2.4 ms against 0.4 ms),
	 * where the expression takes about 10 µs.
	 *
	 * @since 0.8.0
	 *
	 * @param string|mixed $content The block's HTML.
	 * @param mixed        $block   The parsed block.
	 * @return string|mixed
	 */
	public static function add( $content, $block ) {
		$full = is_array( $block ) && is_string( $block['blockName'] ?? null ) ? $block['blockName'] : '';
		$name = 0 === strpos( $full, 'cairn/' ) ? substr( $full, strlen( 'cairn/' ) ) : '';
		if ( ! is_string( $content ) || '' === $content || ! isset( self::BLOCKS[ $name ] ) ) {
			return $content;
		}
		// `wp-block-cairn-<block>__<element>`, and the root's own class where it had an old one.
		$standard = '/(?<![\w-])wp-block-cairn-' . preg_quote( $name, '/' ) . '(__[\w-]+)' . ( self::BLOCKS[ $name ] ? '?' : '' ) . '(?![\w-])/';
		$html     = preg_replace_callback(
			'/(\sclass=")([^"]*)"/',
			static function ( array $match ) use ( $standard, $name ): string {
				return $match[1] . (string) preg_replace( $standard, '$0 cairn-' . $name . '$1', $match[2] ) . '"';
			},
			$content
		);
		return is_string( $html ) ? $html : $content;
	}
}
