<?php
/**
 * Server pass over the Address block's saved HTML: says, in the site's
 * language, where the Google Maps link goes. The rule lives in
 * Cairn\Blocks\Address.
 *
 * @package Cairn
 *
 * @var string $content The block's saved HTML.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- saved block HTML; Address::render() adds only escaped text.
echo \Cairn\Blocks\Address::render( $content );
