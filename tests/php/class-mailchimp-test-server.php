<?php
/**
 * Starts tests/servers/mailchimp.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local Mailchimp test server, run with Node for one test class.
 */
final class Mailchimp_Test_Server {

	/** The key the server accepts (data centre us6). */
	public const KEY = 'test0123456789abcdef0123456789ab-us6';

	/** The audience it knows. */
	public const LIST_ID = 'a1b2c3d4e5';

	/** An address it answers "Member In Compliance State" for. */
	public const COMPLIANCE_EMAIL = 'compliance@example.com';

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
	 * Base URL, `http://127.0.0.1:<port>/3.0`.
	 *
	 * @var string
	 */
	public $url = '';

	/**
	 * Starts the server and reads its URL.
	 *
	 * @throws \RuntimeException When the server does not start.
	 */
	public function __construct() {
		$command = array( 'node', dirname( __DIR__ ) . '/servers/mailchimp.mjs', '--exit-with-stdin', '--key', self::KEY );
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the test starts a local stand-in for Mailchimp.
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
			throw new \RuntimeException( 'Could not start the Mailchimp test server.' );
		}
		$line = fgets( $this->pipes[1] );
		if ( false === $line || 0 !== strpos( $line, 'http://' ) ) {
			$this->stop();
			throw new \RuntimeException( 'The Mailchimp test server did not print its URL.' );
		}
		$this->url = trim( $line );
	}

	/**
	 * The members recorded in the test audience, keyed by subscriber hash.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function members(): array {
		$all = json_decode( (string) file_get_contents( $this->origin() . '/__members' ), true );
		return is_array( $all ) && isset( $all[ self::LIST_ID ] ) ? $all[ self::LIST_ID ] : array();
	}

	/**
	 * Forgets the members.
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
		return (string) preg_replace( '#/3\.0$#', '', $this->url );
	}
}
