<?php
/**
 * Server render of the OpenTable block: the restaurant IDs and settings are
 * checked again and OpenTable's widget loader address is built from them.
 * The rules live in Cairn\Blocks\OpenTable.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- OpenTable::render() escapes every part.
echo \Cairn\Blocks\OpenTable::render( $attributes );
