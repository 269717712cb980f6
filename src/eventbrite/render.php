<?php
/**
 * Server render of the Eventbrite block: the URL is parsed again and
 * only an event URL and id are printed. The rules live in
 * Cairn\Blocks\Eventbrite.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Eventbrite::render() escapes every part.
echo \Cairn\Blocks\Eventbrite::render( $attributes );
