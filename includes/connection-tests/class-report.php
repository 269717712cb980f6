<?php
/**
 * What a connection test found, check by check.
 *
 * @package Cairn
 */

namespace Cairn\Connection_Tests;

defined( 'ABSPATH' ) || exit;

/**
 * The answer of Settings → Cairn's "Test connection": one row per thing
 * checked (a label, how it went, plain words), and anything the page shows
 * beside (an AI server's models). Statuses: 'ok', 'failed', 'skipped' (not
 * set up, so not asked) and 'untested' (set up, but nothing can check it
 * here). Rows never quote a key, a token or a vendor's own error text.
 *
 * @since 0.7.0
 */
final class Report {

	/**
	 * The rows.
	 *
	 * @var array<int,array{label:string,status:string,message:string}>
	 */
	private $checks = array();

	/**
	 * What the page shows beside the rows.
	 *
	 * @var array<string,mixed>
	 */
	private $extra = array();

	/**
	 * Adds a row.
	 *
	 * @since 0.7.0
	 *
	 * @param string $label   What was checked.
	 * @param string $status  'ok', 'failed', 'skipped' or 'untested'.
	 * @param string $message Plain words.
	 * @return $this
	 */
	public function add( string $label, string $status, string $message ): self {
		$this->checks[] = array(
			'label'   => $label,
			'status'  => $status,
			'message' => $message,
		);
		return $this;
	}

	/**
	 * Sets a value the page shows beside the rows.
	 *
	 * @since 0.7.0
	 *
	 * @param string $key   Its name.
	 * @param mixed  $value Its value.
	 * @return $this
	 */
	public function set( string $key, $value ): self {
		$this->extra[ $key ] = $value;
		return $this;
	}

	/**
	 * Whether everything asked worked: at least one row, none failed.
	 *
	 * @since 0.7.0
	 */
	public function ok(): bool {
		$statuses = array_column( $this->checks, 'status' );
		return in_array( 'ok', $statuses, true ) && ! in_array( 'failed', $statuses, true );
	}

	/**
	 * The answer.
	 *
	 * @since 0.7.0
	 *
	 * @return array<string,mixed>
	 */
	public function to_array(): array {
		return array(
			'ok'     => $this->ok(),
			'checks' => $this->checks,
		) + $this->extra;
	}
}
