<?php
/**
 * Server render of the form step navigation: Back and Next, hidden until the
 * form's script shows one step at a time. The markup lives in
 * Cairn\Blocks\Contact_Form.
 *
 * @package Cairn
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- render_step_navigation() escapes every part.
echo \Cairn\Blocks\Contact_Form::render_step_navigation();
