<?php
/**
 * Separate PHP processes on the test site, for requests that really race.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * Runs PHP code in processes of their own, each with WordPress loaded and its
 * own database connection, outside the test's transaction. A test that uses
 * them ends its transaction first (on SQLite an open one would lock the
 * processes out) and cleans up what they wrote itself.
 */
trait Runs_PHP_Processes {

	/**
	 * Runs PHP in a separate process on the test site and waits for it.
	 *
	 * @param string $code   PHP code run after WordPress loads.
	 * @param string $before PHP code run before, such as wp-config.php's constants.
	 * @return string Its output.
	 */
	protected function php( string $code, string $before = '' ): string {
		return $this->finish( $this->spawn( $code, $before ) );
	}

	/**
	 * Runs the same code in several processes that start it at the same
	 * moment, and collects what each printed.
	 *
	 * @param int    $count How many processes.
	 * @param string $code  PHP code; `$i` holds the process's number.
	 * @return string[] The outputs, trimmed, in the processes' order.
	 */
	protected function race( int $count, string $code ): array {
		// Loading WordPress takes a moment: every process waits for the same instant.
		$start = microtime( true ) + 1.5;
		$procs = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$procs[] = $this->spawn( '$i = ' . $i . '; while ( microtime( true ) < ' . $start . ' ) { usleep( 1000 ); } ' . $code );
		}
		return array_map(
			function ( array $proc ): string {
				return trim( $this->finish( $proc ) );
			},
			$procs
		);
	}

	/**
	 * Starts PHP in a separate process on the test site.
	 *
	 * @param string $code   PHP code run after WordPress loads.
	 * @param string $before PHP code run before.
	 * @return array{0:resource,1:resource[]}
	 */
	protected function spawn( string $code, string $before = '' ): array {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- var_export() writes PHP literals for the child process.
		$script = $before . ' $_SERVER["HTTP_HOST"] = ' . var_export( $_SERVER['HTTP_HOST'], true ) . '; $_SERVER["REQUEST_URI"] = "/"; require ' . var_export( ABSPATH . 'wp-load.php', true ) . '; ' . $code;
		$pipes  = array();
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- real concurrent requests need separate processes.
		$proc = proc_open(
			array( PHP_BINARY, '-r', $script ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $proc );
		return array( $proc, $pipes );
	}

	/**
	 * Waits for a process and answers what it printed.
	 *
	 * @param array{0:resource,1:resource[]} $proc The process.
	 */
	private function finish( array $proc ): string {
		$output = (string) stream_get_contents( $proc[1][1] );
		fclose( $proc[1][1] );
		proc_close( $proc[0] );
		return $output;
	}
}
