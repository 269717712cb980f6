<?php
/**
 * Starts tests/servers/openai-compatible.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local OpenAI-compatible test server, run with Node for one test class.
 *
 * @since 0.1.0
 */
final class OpenAI_Test_Server {

	/**
	 * The process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/**
	 * Its pipes.
	 *
	 * @var resource[]
	 */
	private $pipes = array();

	/**
	 * Base URL, `http://127.0.0.1:<port>/v1`.
	 *
	 * @var string
	 */
	public $url = '';

	/**
	 * Starts the server and reads its URL.
	 *
	 * @param string $key API key it requires; none when empty.
	 *
	 * @throws \RuntimeException When the server does not start.
	 */
	public function __construct( string $key = '' ) {
		$command = array( 'node', dirname( __DIR__ ) . '/servers/openai-compatible.mjs', '--exit-with-stdin' );
		if ( '' !== $key ) {
			array_push( $command, '--key', $key );
		}
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the test starts a local stand-in AI provider.
		$this->process = proc_open(
			implode( ' ', array_map( 'escapeshellarg', $command ) ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$this->pipes
		);
		if ( ! is_resource( $this->process ) ) {
			throw new \RuntimeException( 'Could not start the OpenAI-compatible test server.' );
		}
		$line = fgets( $this->pipes[1] );
		if ( false === $line || 0 !== strpos( $line, 'http://' ) ) {
			$this->stop();
			throw new \RuntimeException( 'The OpenAI-compatible test server did not print its URL.' );
		}
		$this->url = trim( $line );
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
		file_get_contents(
			$this->origin() . '/__reset',
			false,
			stream_context_create( array( 'http' => array( 'method' => 'POST' ) ) )
		);
	}

	/**
	 * Stops the server: closing its stdin ends it.
	 */
	public function stop(): void {
		foreach ( $this->pipes as $pipe ) {
			if ( is_resource( $pipe ) ) {
				fclose( $pipe );
			}
		}
		$this->pipes = array();
		if ( is_resource( $this->process ) ) {
			proc_close( $this->process );
		}
		$this->process = null;
	}

	/**
	 * Scheme, host and port.
	 */
	private function origin(): string {
		return (string) preg_replace( '#/v1$#', '', $this->url );
	}
}
