<?php
/**
 * Server pass over the Markdown block's saved HTML: sanitized again for
 * visitors, since post content can be edited by hand. The rule lives in
 * Cairn\Blocks\Markdown.
 *
 * @package Cairn
 *
 * @var string $content The block's saved HTML.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Markdown::render() passes it through wp_kses_post().
echo \Cairn\Blocks\Markdown::render( $content );
