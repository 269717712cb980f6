<?php
/**
 * Starts tests/servers/openai-compatible.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-node-test-server.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local OpenAI-compatible test server, run with Node for one test class.
 *
 * @since 0.1.0
 */
final class OpenAI_Test_Server extends Node_Test_Server {

	/**
	 * Starts the server; its base URL is `http://127.0.0.1:<port>/v1`.
	 *
	 * @param string $key API key it requires; none when empty.
	 */
	public function __construct( string $key = '' ) {
		$this->start( 'openai-compatible.mjs', '' !== $key ? array( '--key', $key ) : array() );
	}

	/**
	 * What the server counted: `requests`, `completed`, `aborted`, `lastRequest`.
	 *
	 * @return array<string,mixed>
	 */
	public function stats(): array {
		$json = file_get_contents( $this->origin() . '/__stats' );
		return (array) json_decode( (string) $json, true );
	}

	/**
	 * Zeroes the counts.
	 */
	public function reset(): void {
		$this->post( '/__reset' );
	}
}
