<?php
/**
 * The PHP side of `npm run bench:map-image`: points the site's Mapbox
 * settings at the local test server and prints the signed URL of a map
 * image with two markers, as the block's render would make it.
 *
 * Usage: php map-image-setup.php <site root> <site url> <mapbox base url> <token>
 *
 * @package Cairn
 */

if ( PHP_SAPI !== 'cli' || $argc < 5 ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = (string) parse_url( $argv[2], PHP_URL_HOST ) . ':' . (string) parse_url( $argv[2], PHP_URL_PORT ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
require $argv[1] . '/wp-load.php';

update_option(
	\Cairn\Settings::SERVICES,
	array(
		'mapbox_token'        => $argv[4],
		'mapbox_api_base_url' => $argv[3],
	)
);
echo esc_url_raw(
	\Cairn\Maps\Static_Map::url(
		array(
			'width'   => '800',
			'height'  => '600',
			'markers' => '-122.4194,37.7749;-122.4783,37.8199',
			'color'   => 'ff0000',
		)
	)
) . "\n";
