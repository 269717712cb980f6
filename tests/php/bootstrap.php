<?php
/**
 * PHPUnit bootstrap: loads the fresh test site that tools/test-php.mjs made
 * (its root in the CAIRN_WP_ROOT environment variable), with Cairn active,
 * and defines the base test case.
 *
 * @package Cairn
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput

$cairn_wp_root = getenv( 'CAIRN_WP_ROOT' );
if ( ! $cairn_wp_root || ! is_file( $cairn_wp_root . '/wp-load.php' ) ) {
	fwrite( STDERR, "CAIRN_WP_ROOT must name a test site's root: run `npm run test:php`.\n" );
	exit( 1 );
}

$cairn_wp_host          = (string) parse_url( (string) getenv( 'CAIRN_WP_URL' ), PHP_URL_HOST );
$_SERVER['HTTP_HOST']   = '' !== $cairn_wp_host ? $cairn_wp_host : '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = $_SERVER['HTTP_HOST'];

require_once $cairn_wp_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_plugin_active( 'cairn/plugin.php' ) ) {
	fwrite( STDERR, "Cairn is not active on the test site.\n" );
	exit( 1 );
}

require_once __DIR__ . '/class-test-case.php';
