<?php
/**
 * Server render of the Mailchimp block: the visitor's signup form. The rule
 * lives in Cairn\Blocks\Mailchimp.
 *
 * @package Cairn
 *
 * @var array<string,mixed> $attributes The block's attributes.
 * @var \WP_Block            $block      The block (the post it is shown in).
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Mailchimp::render() escapes every value it prints.
echo \Cairn\Blocks\Mailchimp::render( $attributes, $block );
