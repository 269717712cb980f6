<?php
/**
 * Starts tests/servers/short-links.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-node-test-server.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local stand-in for the short-link and booking hosts and Akismet's
 * API, run with Node for one test class, and the test network that leads
 * those names to it.
 *
 * @since 0.5.0
 */
final class Short_Link_Test_Server extends Node_Test_Server {

	/**
	 * Starts the server.
	 */
	public function __construct() {
		$this->start( 'short-links.mjs' );
	}

	/**
	 * Leads the server's names to it on the test site's network
	 * (tools/wp/test-site-mu-plugin.php), with more names and the addresses
	 * some of them resolve to.
	 *
	 * @param array<string,string> $addresses Names and their addresses, beside the server's own.
	 */
	public function connect( array $addresses = array() ): void {
		$network              = (array) json_decode( (string) file_get_contents( $this->origin() . '/__network' ), true );
		$network['hosts']     = array_merge( (array) $network['hosts'], array_keys( $addresses ) );
		$network['addresses'] = $addresses;
		update_option( 'cairn_test_network', (string) wp_json_encode( $network ) );
	}

	/**
	 * Adds routes: URL => array( status, Location ).
	 *
	 * @param array<string,array{0:int,1?:string}> $routes Routes.
	 */
	public function routes( array $routes ): void {
		$body = array();
		foreach ( $routes as $url => $answer ) {
			$body[ $url ] = isset( $answer[1] ) ? array(
				'status'   => $answer[0],
				'location' => $answer[1],
			) : array( 'status' => $answer[0] );
		}
		file_get_contents(
			$this->origin() . '/__routes',
			false,
			stream_context_create(
				array(
					'http' => array(
						'method'  => 'POST',
						'header'  => 'Content-Type: application/json',
						'content' => (string) wp_json_encode( $body ),
					),
				)
			)
		);
	}

	/**
	 * The requests the hosts received, as "METHOD URL".
	 *
	 * @return string[]
	 */
	public function requests(): array {
		$answer = json_decode( (string) file_get_contents( $this->origin() . '/__requests' ), true );
		return is_array( $answer ) ? (array) $answer['requests'] : array();
	}

	/**
	 * What Akismet's API was asked, in order: path and form fields.
	 *
	 * @return array<int,array{path:string,fields:array<string,string>}>
	 */
	public function akismet_calls(): array {
		$answer = json_decode( (string) file_get_contents( $this->origin() . '/__akismet' ), true );
		return is_array( $answer ) ? $answer : array();
	}

	/**
	 * Forgets the requests, the added routes and Akismet's calls.
	 */
	public function reset(): void {
		$this->post( '/__reset' );
	}
}
