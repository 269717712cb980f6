<?php
/**
 * Server render of the Form block: the form around its fields, with the
 * hidden fields that tie a submission to the form as saved. The markup
 * lives in Cairn\Blocks\Contact_Form.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var \WP_Block            $block      The block instance.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Contact_Form::render() escapes every part; the fields and other blocks are their own rendered HTML.
echo \Cairn\Blocks\Contact_Form::render( $attributes, $block );
