<?php
/**
 * Plugin Name: Cairn test site
 * Description: Copied into wp-content/mu-plugins of test sites by tools/wp/site.mjs. The test machine has no internet: WordPress.org update checks are answered from here instead of failing (and logging a warning) on every admin page.
 *
 * @package Cairn
 */

$cairn_test_no_updates = static function () {
	global $wp_version;
	return (object) array(
		'last_checked'    => time(),
		'version_checked' => $wp_version,
		'updates'         => array(),
		'translations'    => array(),
		'response'        => array(),
		'no_update'       => array(),
		'checked'         => array(),
	);
};
add_filter( 'pre_site_transient_update_core', $cairn_test_no_updates );
add_filter( 'pre_site_transient_update_plugins', $cairn_test_no_updates );
add_filter( 'pre_site_transient_update_themes', $cairn_test_no_updates );

// The block directory searches WordPress.org from the inserter; offline that
// answers 500 in every editor test. Cairn's tests never install blocks.
remove_action( 'enqueue_block_editor_assets', 'wp_enqueue_editor_block_directory_assets' );

// Browser tests of the video upload need uploads of many chunks: they set a
// smaller chunk through this setting of the test site.
add_action(
	'init',
	static function () {
		register_setting(
			'general',
			'cairn_test_video_chunk_size',
			array(
				'type'         => 'integer',
				'default'      => 0,
				'show_in_rest' => true,
			)
		);
	}
);
add_filter(
	'cairn_video_upload_chunk_size',
	static function ( $size ) {
		$test = (int) get_option( 'cairn_test_video_chunk_size', 0 );
		return $test > 0 ? $test : $size;
	}
);

/*
 * The test network. The test machine has no internet; a test that follows
 * real links (short links, booking pages) runs a local server standing in
 * for those hosts (tests/servers/short-links.mjs) and describes it in this
 * setting, as JSON: `{ port, address, hosts, ca, addresses? }`. Then, as on
 * a network whose DNS and routes lead those names to that server:
 * - each name resolves to `address` (a public documentation address, or
 *   the one `addresses` gives it) through the outgoing-request helper's own
 *   `cairn_http_host_addresses` filter, so the helper's address checks run
 *   on it as on any DNS answer (a private one is refused all the same);
 * - connections to those names are delivered to the server on 127.0.0.1
 *   (cURL's CONNECT_TO, the request unchanged: same Host, same TLS name),
 *   whose certificate is checked against its test authority, `ca` (the
 *   request's `sslcertificates`).
 * Nothing answers in the server's place: Cairn's routes and WordPress's HTTP
 * API run as on a live site.
 */
add_action(
	'init',
	static function () {
		register_setting(
			'general',
			'cairn_test_network',
			array(
				'type'         => 'string',
				'default'      => '',
				'show_in_rest' => true,
			)
		);
	}
);

/**
 * The test network, or null when none is set.
 *
 * @return array{port:int,address:string,hosts:string[],ca:string,addresses:array<string,string>}|null
 */
function cairn_test_network() {
	$network = json_decode( (string) get_option( 'cairn_test_network', '' ), true );
	if ( ! is_array( $network ) || empty( $network['port'] ) || empty( $network['hosts'] ) || empty( $network['ca'] ) ) {
		return null;
	}
	return array(
		'port'      => (int) $network['port'],
		'address'   => (string) ( $network['address'] ?? '' ),
		'hosts'     => array_map( 'strtolower', array_map( 'strval', (array) $network['hosts'] ) ),
		'ca'        => (string) $network['ca'],
		'addresses' => array_map( 'strval', (array) ( $network['addresses'] ?? array() ) ),
	);
}

add_filter(
	'cairn_http_host_addresses',
	static function ( $addresses, $host ) {
		$network = cairn_test_network();
		if ( null === $network || ! in_array( $host, $network['hosts'], true ) ) {
			return $addresses;
		}
		return array( $network['addresses'][ $host ] ?? $network['address'] );
	},
	10,
	2
);

/**
 * Whether a URL is on the test network.
 *
 * @param string $url URL.
 * @return array{host:string,port:int}|null Its host and port, or null.
 */
function cairn_test_network_target( $url ) {
	$network = cairn_test_network();
	$host    = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
	if ( null === $network || ! in_array( $host, $network['hosts'], true ) ) {
		return null;
	}
	$port = (int) wp_parse_url( $url, PHP_URL_PORT );
	return array(
		'host' => $host,
		'port' => $port ? $port : ( 'https' === wp_parse_url( $url, PHP_URL_SCHEME ) ? 443 : 80 ),
	);
}

add_filter(
	'http_request_args',
	static function ( $args, $url ) {
		if ( null === cairn_test_network_target( $url ) ) {
			return $args;
		}
		$network = cairn_test_network();
		$ca      = get_temp_dir() . 'cairn-test-network-' . md5( $network['ca'] ) . '.pem';
		if ( ! is_file( $ca ) ) {
			file_put_contents( $ca, $network['ca'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- the test authority, for cURL.
		}
		$args['sslcertificates'] = $ca;
		return $args;
	},
	99,
	2
);

add_action(
	'http_api_curl',
	static function ( $handle, $args, $url ) {
		$target = cairn_test_network_target( $url );
		if ( null !== $target ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- the test network's route.
			curl_setopt( $handle, CURLOPT_CONNECT_TO, array( $target['host'] . ':' . $target['port'] . ':127.0.0.1:' . cairn_test_network()['port'] ) );
		}
	},
	99,
	3
);

/*
 * The forms' clock. A form sent within seconds of showing is taken for a
 * bot's; browser tests move this clock on (setting `cairn_test_clock_offset`,
 * seconds) instead of sleeping through a person's time.
 */
add_action(
	'init',
	static function () {
		register_setting(
			'general',
			'cairn_test_clock_offset',
			array(
				'type'         => 'integer',
				'default'      => 0,
				'show_in_rest' => true,
			)
		);
	}
);
add_filter(
	'cairn_form_now',
	static function ( $now ) {
		return (int) $now + (int) get_option( 'cairn_test_clock_offset', 0 );
	}
);

/*
 * What a request cost PHP, for benchmarks (tools/bench-load.mjs): a request
 * that sends `X-Cairn-Test-Measure: 1` gets, in its answer's headers, PHP's
 * peak memory (`X-Cairn-Test-Memory`, bytes, memory_get_peak_usage()) and
 * the number of database queries (`X-Cairn-Test-Queries`, $wpdb->num_queries),
 * both read at the end, once the page is whole: the answer is held in a
 * buffer until then, so the headers can still be sent. Other requests are
 * served as they would be without this plugin.
 */
if ( isset( $_SERVER['HTTP_X_CAIRN_TEST_MEASURE'] ) && '1' === $_SERVER['HTTP_X_CAIRN_TEST_MEASURE'] ) {
	ob_start(
		static function ( $buffer, $phase ) {
			if ( ( $phase & PHP_OUTPUT_HANDLER_FINAL ) && ! headers_sent() ) {
				global $wpdb;
				header( 'X-Cairn-Test-Memory: ' . memory_get_peak_usage() );
				header( 'X-Cairn-Test-Queries: ' . ( isset( $wpdb ) ? (int) $wpdb->num_queries : 0 ) );
			}
			return $buffer;
		}
	);
}

/*
 * The AI stream's stall time. A provider that stops sending in the middle
 * of an answer is given up after a minute of silence; browser tests set a
 * few seconds (setting `cairn_test_ai_stall_seconds`) instead of waiting it.
 */
add_action(
	'init',
	static function () {
		register_setting(
			'general',
			'cairn_test_ai_stall_seconds',
			array(
				'type'         => 'integer',
				'default'      => 0,
				'show_in_rest' => true,
			)
		);
	}
);
add_filter(
	'cairn_ai_stream_stall_seconds',
	static function ( $seconds ) {
		$test = (int) get_option( 'cairn_test_ai_stall_seconds', 0 );
		return $test > 0 ? $test : $seconds;
	}
);
