<?php
/**
 * Server render of the AI assistant block: what visitors see of an answer
 * nobody accepted, in Cairn\Blocks\AI_Assistant.
 *
 * @package Cairn
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- AI_Assistant::render() escapes every part.
echo \Cairn\Blocks\AI_Assistant::render( $attributes, get_block_wrapper_attributes() );
