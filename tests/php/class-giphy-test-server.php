<?php
/**
 * Starts tests/servers/giphy.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-node-test-server.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local Giphy test server, run with Node for one test class.
 */
final class Giphy_Test_Server extends Node_Test_Server {

	/** The key the server accepts. */
	public const KEY = 'giphytestkey0123456789abcdefABCD';

	/** A GIF it knows (480×270). */
	public const GIF_ID = 'xT9IgzoKnwFNmISR8I';

	/**
	 * Starts the server; its base URL is `http://127.0.0.1:<port>`.
	 */
	public function __construct() {
		$this->start( 'giphy.mjs', array( '--key', self::KEY ) );
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
