<?php
/**
 * The test site served over HTTP by PHP's built-in web server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * Serves the test site at its own address (CAIRN_WP_URL, which nothing
 * serves during PHP tests) with `php -S` and the router of the test sites
 * (tools/wp/router.php): existing files are sent as they are, like any
 * server that ignores `.htaccess` does, and everything else goes to
 * WordPress. What a test wants the server to see must be committed.
 */
trait Serves_Test_Site {

	/**
	 * The server's process.
	 *
	 * @var resource|null
	 */
	private $site_server;

	/**
	 * Starts the server and waits until it answers.
	 *
	 * @return string The site's address, without a trailing slash.
	 */
	protected function serve_site(): string {
		$url  = untrailingslashit( home_url() );
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		$port = (int) wp_parse_url( $url, PHP_URL_PORT );
		$this->assertGreaterThan( 0, $port, 'The test site has an address with a port.' );
		$pipes = array();
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- a real web server in front of the test site.
		$this->site_server = proc_open(
			array( PHP_BINARY, '-S', $host . ':' . $port, '-t', untrailingslashit( ABSPATH ), dirname( __DIR__, 2 ) . '/tools/wp/router.php' ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			ABSPATH
		);
		$this->assertIsResource( $this->site_server );
		$deadline = microtime( true ) + 15;
		while ( microtime( true ) < $deadline ) {
			$socket = @fsockopen( $host, $port, $errno, $errstr, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- not listening yet.
			if ( false !== $socket ) {
				fclose( $socket );
				return $url;
			}
			usleep( 50000 );
		}
		$this->fail( 'php -S did not start.' );
	}

	/**
	 * Stops the server.
	 */
	protected function stop_site(): void {
		if ( is_resource( $this->site_server ) ) {
			proc_terminate( $this->site_server );
			proc_close( $this->site_server );
		}
		$this->site_server = null;
	}

	/**
	 * A GET request to the served site.
	 *
	 * @param string               $url     The address.
	 * @param array<string,string> $cookies Cookies.
	 * @return array{status:int,body:string}
	 */
	protected function fetch( string $url, array $cookies = array() ): array {
		$response = wp_remote_get(
			$url,
			array(
				'timeout'     => 20,
				'redirection' => 0,
				'cookies'     => $cookies,
			)
		);
		$this->assertIsArray( $response, is_wp_error( $response ) ? $response->get_error_message() : '' );
		return array(
			'status' => (int) wp_remote_retrieve_response_code( $response ),
			'body'   => (string) wp_remote_retrieve_body( $response ),
		);
	}
}
