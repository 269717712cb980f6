<?php
/**
 * Starts tests/servers/mapbox.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-node-test-server.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local Mapbox test server (static images, geocoding), run with Node for
 * one test class.
 */
final class Mapbox_Test_Server extends Node_Test_Server {

	/** The public token the server accepts. */
	public const TOKEN = 'pk.eyJ1IjoiY2Fpcm4tdGVzdCIsImEiOiJ0ZXN0In0.Q2Fpcm5UZXN0VG9rZW4';

	/**
	 * Starts the server; its base URL is `http://127.0.0.1:<port>`.
	 */
	public function __construct() {
		$this->start( 'mapbox.mjs', array( '--key', self::TOKEN ) );
	}

	/**
	 * API calls since the last reset, and the last path (query less the token).
	 *
	 * @return array{calls:int,last:string}
	 */
	public function calls(): array {
		$answer = json_decode( (string) file_get_contents( $this->origin() . '/__calls' ), true );
		return array(
			'calls' => is_array( $answer ) ? (int) $answer['calls'] : -1,
			'last'  => is_array( $answer ) ? (string) $answer['last'] : '',
		);
	}

	/**
	 * Clears the calls.
	 */
	public function reset(): void {
		$this->post( '/__reset' );
	}
}
