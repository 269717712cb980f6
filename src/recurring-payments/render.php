<?php
/**
 * Server render of the Payment Button: its inner button inside a form to
 * the checkout route, only for a valid plan once Stripe is connected. The
 * rule lives in Cairn\Blocks\Recurring_Payments.
 *
 * @package Cairn
 *
 * @var \WP_Block $block   The block instance.
 * @var string    $content The inner button's HTML.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Recurring_Payments::render() escapes what it adds; $content is the saved inner button.
echo \Cairn\Blocks\Recurring_Payments::render( $block, (string) $content );
