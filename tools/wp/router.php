<?php
/**
 * Router for PHP's built-in web server (`php -S`) serving a Cairn test site.
 *
 * Existing files (static assets and PHP entry points such as wp-login.php or
 * wp-admin/*.php) and folders with an index.php are left to the server, which
 * serves them as-is; every other path (pretty permalinks, /wp-json/…) goes
 * through WordPress's front controller, index.php. Cairn's private folder is
 * refused, as the rules in server-config/ refuse it on nginx and Apache.
 *
 * @package Cairn
 */

// phpcs:disable WordPress.WP.AlternativeFunctions.parse_url_parse_url -- runs before WordPress loads, so wp_parse_url() does not exist yet.

$cairn_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$cairn_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( false !== strpos( $cairn_path, '..' ) ) {
	http_response_code( 400 );
	return true;
}

// Cairn's private folder, refused as server-config/nginx.conf and
// server-config/apache.conf refuse it: the built-in server reads no .htaccess.
if ( 0 === strpos( $cairn_path, '/wp-content/cairn-private/' ) ) {
	http_response_code( 404 );
	return true;
}

$cairn_file = $cairn_root . $cairn_path;

if ( '/' !== $cairn_path && is_file( $cairn_file ) ) {
	return false;
}
if ( is_dir( $cairn_file ) && is_file( rtrim( $cairn_file, '/' ) . '/index.php' ) ) {
	if ( '/' !== substr( $cairn_path, -1 ) ) {
		// Relative links in wp-admin need the trailing slash.
		$cairn_query = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
		header( 'Location: ' . $cairn_path . '/' . ( $cairn_query ? '?' . $cairn_query : '' ), true, 301 );
		return true;
	}
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $cairn_root . '/index.php';
chdir( $cairn_root );
require $cairn_root . '/index.php';
