<?php
/**
 * Server render of a form field: its label, control and error, numbered by
 * the form being rendered. The markup lives in Cairn\Forms\Field_Markup.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Field_Markup escapes every part.
echo \Cairn\Blocks\Contact_Form::render_field( $attributes );
