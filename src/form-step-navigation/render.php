<?php
/**
 * Server render of the form step navigation: Back and Next, hidden until the
 * form's script shows one step at a time. Cairn\Blocks\Form_Step_Navigation
 * renders it.
 *
 * @package Cairn
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Form_Step_Navigation::render() escapes every part.
echo \Cairn\Blocks\Form_Step_Navigation::render();
