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

// The database the runner asked for (CAIRN_WP_DATABASE: sqlite or mariadb)
// must be the one WordPress uses, or a run would pass on the wrong one.
global $wpdb;
$cairn_on_sqlite = defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE;
$cairn_database  = getenv( 'CAIRN_WP_DATABASE' );
if ( $cairn_database && ( 'sqlite' === $cairn_database ) !== $cairn_on_sqlite ) {
	fwrite( STDERR, "The test site does not run on {$cairn_database}.\n" );
	exit( 1 );
}
echo 'Database: ' . ( $cairn_on_sqlite
	? 'SQLite ' . ( class_exists( 'SQLite3' ) ? SQLite3::version()['versionString'] : '' ) . ( defined( 'SQLITE_DB_DROPIN_VERSION' ) ? ' (drop-in ' . SQLITE_DB_DROPIN_VERSION . ')' : '' )
	: $wpdb->db_server_info() ) . "\n";

require_once __DIR__ . '/class-test-case.php';
