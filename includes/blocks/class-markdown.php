<?php
/**
 * Markdown block: the front-end safety net.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Passes the Markdown block's saved HTML through wp_kses_post() when it is
 * rendered (src/markdown/render.php). The editor already saves sanitized
 * HTML, but post content can be edited by hand (the code editor, the REST
 * API, an import), so a script, an event handler attribute or a
 * `javascript:` URL in it must not reach a visitor.
 *
 * @since 0.1.0
 */
final class Markdown {

	/**
	 * The block's name.
	 *
	 * @var string
	 */
	public const BLOCK_NAME = 'cairn/markdown';

	/**
	 * Sanitizes the block's HTML with the tags and attributes allowed in
	 * post content.
	 *
	 * @since 0.1.0
	 *
	 * @param string|mixed $block_content The block's HTML.
	 * @return string The sanitized HTML.
	 */
	public static function render( $block_content ): string {
		return wp_kses_post( is_string( $block_content ) ? $block_content : '' );
	}
}
