<?php
/**
 * Server render of the GIF block: the GIF itself, lazily loaded. The rule
 * lives in Cairn\Blocks\Gif.
 *
 * @package Cairn
 *
 * @var array<string,mixed> $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Gif::render() escapes every value it prints.
echo \Cairn\Blocks\Gif::render( $attributes );
