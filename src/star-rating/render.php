<?php
/**
 * Server render of the Star rating block: the symbols, and the rating in
 * words in the site's language. The markup lives in Cairn\Blocks\Star_Rating.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Star_Rating::render() escapes every part.
echo \Cairn\Blocks\Star_Rating::render( $attributes );
