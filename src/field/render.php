<?php
/**
 * Server render of a form field: its label, control and error, numbered by
 * the form being rendered. Cairn\Blocks\Field renders it.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Field::render() escapes every part (Field_Markup).
echo \Cairn\Blocks\Field::render( $attributes );
