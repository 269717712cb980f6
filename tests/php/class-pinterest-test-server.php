<?php
/**
 * Starts tests/servers/pinterest.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-node-test-server.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local stand-in for Pinterest's widget API, run with Node for one test class.
 */
final class Pinterest_Test_Server extends Node_Test_Server {

	/**
	 * Starts the server; its base URL is `http://127.0.0.1:<port>`.
	 */
	public function __construct() {
		$this->start( 'pinterest.mjs' );
	}

	/**
	 * How many API calls the server answered since the last reset.
	 */
	public function calls(): int {
		$answer = json_decode( (string) file_get_contents( $this->origin() . '/__calls' ), true );
		return is_array( $answer ) ? (int) $answer['calls'] : -1;
	}

	/**
	 * Sets the call count to 0.
	 */
	public function reset(): void {
		$this->post( '/__reset' );
	}
}
