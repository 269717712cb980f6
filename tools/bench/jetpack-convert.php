<?php
/**
 * The PHP side of `npm run bench:convert`: fills a site with posts of mixed
 * content (each Jetpack fixture, core blocks, plain posts), converts the
 * whole site with the code the command and the Tools screen run, then runs
 * it again, which must change nothing. Prints JSON.
 *
 * Usage: php jetpack-convert.php <site root> <site url> <posts>
 *
 * @package Cairn
 */

if ( PHP_SAPI !== 'cli' || $argc < 4 ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST'] = (string) parse_url( $argv[2], PHP_URL_HOST ) . ':' . (string) parse_url( $argv[2], PHP_URL_PORT ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
require $argv[1] . '/wp-load.php';
cairn_bench_convert( (int) $argv[3] );

/**
 * Fills the site, converts it twice and prints the figures.
 *
 * @param int $posts How many posts.
 */
function cairn_bench_convert( int $posts ): void {
	global $wpdb;
	$contents = array( "<!-- wp:paragraph -->\n<p>A post without Jetpack blocks.</p>\n<!-- /wp:paragraph -->" );
	foreach ( glob( dirname( __DIR__, 2 ) . '/tests/fixtures/jetpack/*.html' ) as $file ) {
		if ( '.converted.html' !== substr( $file, -15 ) ) {
			$contents[] = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
		}
	}
	// Posts of several Jetpack blocks among core ones, like a real site's.
	$contents[] = implode( "\n\n", $contents );

	$wpdb->query( 'START TRANSACTION' );
	$now = current_time( 'mysql' );
	for ( $i = 0; $i < $posts; $i++ ) {
		$wpdb->insert(
			$wpdb->posts,
			array(
				'post_author'           => 1,
				'post_title'            => 'Bench post ' . $i,
				'post_name'             => 'bench-post-' . $i,
				'post_content'          => $contents[ $i % count( $contents ) ],
				'post_excerpt'          => '',
				'to_ping'               => '',
				'pinged'                => '',
				'post_content_filtered' => '',
				'post_status'           => 'publish',
				'post_type'             => 'post',
				'post_date'             => $now,
				'post_date_gmt'         => $now,
				'post_modified'         => $now,
				'post_modified_gmt'     => $now,
			)
		);
	}
	$wpdb->query( 'COMMIT' );

	$site   = new \Cairn\Jetpack\Site_Converter( \Cairn\Jetpack\Converter::create() );
	$total  = $site->count();
	$start  = microtime( true );
	$first  = $site->run();
	$time   = microtime( true ) - $start;
	$second = $site->run();
	echo wp_json_encode(
		array(
			'posts'       => $posts,
			'with_blocks' => $total,
			'converted'   => count( $first ),
			'seconds'     => $time,
			'peak_memory' => memory_get_peak_usage( true ),
			'again'       => count( $second ),
			'revisions'   => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'revision'" ),
		)
	), "\n";
}
