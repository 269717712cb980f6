<?php
/**
 * Server render of the Related posts block: the posts related to the one
 * shown. The markup lives in Cairn\Blocks\Related_Posts.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var string               $content    The inner heading, rendered.
 * @var \WP_Block            $block      The block instance.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Related_Posts::render() escapes every part; $content is the inner heading block's saved HTML.
echo \Cairn\Blocks\Related_Posts::render( $attributes, $content, $block );
