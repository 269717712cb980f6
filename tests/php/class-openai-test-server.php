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

	/** The key it requires unless started with another (TEST_KEY of the server). */
	public const KEY = 'sk-cairn-test-4f9a1c2e7b3d5a60';

	/**
	 * The key this server requires: every request must carry it, as the
	 * real API requires one.
	 *
	 * @var string
	 */
	public $key;

	/**
	 * Starts the server; its base URL is `http://127.0.0.1:<port>/v1`.
	 *
	 * @param string $key API key it requires.
	 *
	 * @throws \InvalidArgumentException Without a key: the real API answers 401 to a request without one.
	 */
	public function __construct( string $key = self::KEY ) {
		if ( '' === $key ) {
			throw new \InvalidArgumentException( 'The OpenAI test server needs a key.' );
		}
		$this->key = $key;
		$this->start( 'openai-compatible.mjs', array( '--key', $key ) );
	}

	/**
	 * What the server counted: `requests`, `completed`, `aborted`, `refused`
	 * (the requests the API's rules turned away), `lastRequest`.
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
