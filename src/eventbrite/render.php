<?php
/**
 * Server render of the Eventbrite block: the URL is parsed again and
 * only an event URL and id are printed, with the saved button. The rules
 * live in Cairn\Blocks\Eventbrite.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var string               $content    The saved Button block's markup.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Eventbrite::render() escapes what it adds; $content is the saved, filtered Button block.
echo \Cairn\Blocks\Eventbrite::render( $attributes, (string) $content );
