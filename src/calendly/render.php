<?php
/**
 * Server render of the Calendly block: the URL is parsed again and
 * only a Calendly URL is printed. The rules live in
 * Cairn\Blocks\Calendly.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var string                $content    The inner blocks' markup (the link style's Button).
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Calendly::render() escapes every part.
echo \Cairn\Blocks\Calendly::render( $attributes, (string) $content );
