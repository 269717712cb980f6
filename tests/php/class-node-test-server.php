<?php
/**
 * A local stand-in for a third-party service, run with Node for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * Starts one of tests/servers/*.mjs, reads the base URL it prints on its
 * first line, and stops it by closing its stdin (`--exit-with-stdin`).
 */
abstract class Node_Test_Server {

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
	 * The base URL the server printed.
	 *
	 * @var string
	 */
	public $url = '';

	/**
	 * Starts the server and reads its URL.
	 *
	 * @param string   $script    File in tests/servers.
	 * @param string[] $arguments More command-line arguments.
	 *
	 * @throws \RuntimeException When the server does not start.
	 */
	protected function start( string $script, array $arguments = array() ): void {
		$command = array_merge( array( 'node', dirname( __DIR__ ) . '/servers/' . $script, '--exit-with-stdin' ), $arguments );
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the test starts a local stand-in for a service.
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
			throw new \RuntimeException( 'Could not start the test server ' . $script . '.' );
		}
		$line = fgets( $this->pipes[1] );
		if ( false === $line || 0 !== strpos( $line, 'http://' ) ) {
			$this->stop();
			throw new \RuntimeException( 'The test server ' . $script . ' did not print its URL.' );
		}
		$this->url = trim( $line );
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
	 * Scheme, host and port of the base URL.
	 */
	protected function origin(): string {
		$parts = wp_parse_url( $this->url );
		return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	}

	/**
	 * POSTs to one of the server's test endpoints (`/__reset`).
	 *
	 * @param string $path Path.
	 */
	protected function post( string $path ): void {
		file_get_contents(
			$this->origin() . $path,
			false,
			stream_context_create( array( 'http' => array( 'method' => 'POST' ) ) )
		);
	}
}
