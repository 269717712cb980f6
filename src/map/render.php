<?php
/**
 * Server render of the map block: a static image of the map with a list of
 * its places, and what the view script needs to swap in the interactive
 * map when the visitor asks for it. The rules live in Cairn\Blocks\Map.
 *
 * @package Cairn
 *
 * @var array<string,mixed> $attributes The block's attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Map::render() escapes every value it prints.
echo \Cairn\Blocks\Map::render( $attributes );
