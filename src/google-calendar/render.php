<?php
/**
 * Server render of the Google Calendar block: the URL is parsed again and
 * only a calendar embed URL is printed. The rules live in
 * Cairn\Blocks\Google_Calendar.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Google_Calendar::render() escapes every part.
echo \Cairn\Blocks\Google_Calendar::render( $attributes );
