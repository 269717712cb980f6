<?php
/**
 * Installs a fresh Cairn test site from the command line.
 *
 * Usage: php tools/wp/install.php <site root> [apache]
 *
 * The site's wp-config.php (written by tools/wp/site.mjs) holds the URL and
 * the SQLite database settings. This runs wp_install() with the test
 * administrator, activates Cairn and sets pretty permalinks; with `apache`,
 * WordPress writes their rewrite rules into the site's .htaccess, as it does
 * on a site that Apache serves.
 *
 * @package Cairn
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput

if ( PHP_SAPI !== 'cli' || $argc < 2 ) {
	fwrite( STDERR, "Usage: php install.php <site root>\n" );
	exit( 2 );
}

$cairn_site_root = rtrim( $argv[1], '/' );

define( 'WP_INSTALLING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own constant: tells it an install is under way.
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

require $cairn_site_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( is_blog_installed() ) {
	fwrite( STDERR, "WordPress is already installed in {$cairn_site_root}.\n" );
	exit( 1 );
}

$cairn_result = wp_install( 'Cairn Test', 'admin', 'admin@example.org', false, '', wp_slash( 'password' ) );
if ( is_wp_error( $cairn_result ) ) {
	fwrite( STDERR, 'wp_install failed: ' . $cairn_result->get_error_message() . "\n" );
	exit( 1 );
}

// The installer's first-run options that would get in the way of tests.
update_option( 'blog_public', '0' );
// Avatars come from Gravatar, which a machine without internet cannot reach.
update_option( 'show_avatars', '0' );
update_user_meta( $cairn_result['user_id'], 'show_welcome_panel', 0 );

global $wp_rewrite, $is_apache;
$cairn_apache = isset( $argv[2] ) && 'apache' === $argv[2];
if ( $cairn_apache ) {
	// What WordPress reads from SERVER_SOFTWARE under Apache.
	$is_apache = true; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the command line has no SERVER_SOFTWARE to set it from.
}
$wp_rewrite->set_permalink_structure( '/%postname%/' );
$wp_rewrite->flush_rules( $cairn_apache );
if ( $cairn_apache && ! is_file( $cairn_site_root . '/.htaccess' ) ) {
	fwrite( STDERR, "WordPress wrote no .htaccess in {$cairn_site_root}.\n" );
	exit( 1 );
}

$cairn_activated = activate_plugin( 'cairn/plugin.php', '', false, false );
if ( is_wp_error( $cairn_activated ) ) {
	fwrite( STDERR, 'Activating Cairn failed: ' . $cairn_activated->get_error_message() . "\n" );
	exit( 1 );
}
if ( ! is_plugin_active( 'cairn/plugin.php' ) ) {
	fwrite( STDERR, "Cairn is not active after activation.\n" );
	exit( 1 );
}

echo 'Installed WordPress ' . get_bloginfo( 'version' ) . ' at ' . home_url( '/' ) . " with Cairn active.\n";
