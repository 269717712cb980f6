<?php
/**
 * Server render of the Tock block: the business name is parsed again and
 * only a plain name is printed. The rules live in
 * Cairn\Blocks\Tock.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Tock::render() escapes every part.
echo \Cairn\Blocks\Tock::render( $attributes );
