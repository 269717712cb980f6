<?php
/**
 * Server render of the video block: the player, or for a private video that
 * the visitor may not watch, a note saying so. The rules live in
 * Cairn\Blocks\Video.
 *
 * @package Cairn
 *
 * @var array<string,mixed> $attributes The block's attributes.
 * @var WP_Block            $block      The block.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Video::render() escapes every value it prints.
echo \Cairn\Blocks\Video::render( $attributes, isset( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID() );
