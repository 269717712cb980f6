<?php
/**
 * Server render of the Instagram gallery block: the latest posts as a grid,
 * with no script. The rule lives in Cairn\Blocks\Instagram_Gallery.
 *
 * @package Cairn
 *
 * @var array<string,mixed> $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Instagram_Gallery::render() escapes every value it prints.
echo \Cairn\Blocks\Instagram_Gallery::render( $attributes );
