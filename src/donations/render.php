<?php
/**
 * Server render of the Donations block: a form per shown tab to the
 * checkout route, only once Stripe is connected. The rule lives in
 * Cairn\Blocks\Donations.
 *
 * @package Cairn
 *
 * @var \WP_Block $block The block instance.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Donations::render() escapes every part it prints.
echo \Cairn\Blocks\Donations::render( $block );
