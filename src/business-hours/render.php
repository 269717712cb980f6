<?php
/**
 * Server render of the Business hours block: the site's day names and time
 * format. The formatting lives in Cairn\Blocks\Business_Hours.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Business_Hours::render() escapes every part.
echo \Cairn\Blocks\Business_Hours::render( $attributes, get_block_wrapper_attributes() );
