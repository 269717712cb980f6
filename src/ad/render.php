<?php
/**
 * Server render of the Ad block: the ad network's slot, sized to its format.
 * The markup lives in Cairn\Blocks\Ad.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Ad::render() escapes every part.
echo \Cairn\Blocks\Ad::render( $attributes );
