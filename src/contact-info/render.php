<?php
/**
 * Server pass over the Contact info block: its saved HTML, followed by the
 * schema.org structured data (JSON-LD) built from its children's attributes.
 * The rule lives in Cairn\Blocks\Contact_Info.
 *
 * @package Cairn
 *
 * @var string    $content The block's saved HTML, its children rendered.
 * @var \WP_Block $block   The block instance.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- saved block HTML; Contact_Info::render() adds only JSON encoded with JSON_HEX_TAG.
echo \Cairn\Blocks\Contact_Info::render( $content, $block );
