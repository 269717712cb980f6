<?php
/**
 * What one outgoing transfer has seen so far.
 *
 * @package Cairn
 */

namespace Cairn\Http;

defined( 'ABSPATH' ) || exit;

/**
 * The state that Outgoing_Request's cURL callbacks share with the request:
 * a class of its own so that each value keeps its type while the callbacks
 * change it.
 *
 * @since 0.1.0
 */
final class Transfer_State {

	/**
	 * The answer's body, when no streaming callback takes it.
	 *
	 * @var string
	 */
	public $body = '';

	/**
	 * Bytes received so far.
	 *
	 * @var int
	 */
	public $bytes = 0;

	/**
	 * Whether the answer went over the size cap.
	 *
	 * @var bool
	 */
	public $too_big = false;

	/**
	 * Whether the caller asked to stop.
	 *
	 * @var bool
	 */
	public $stopped = false;

	/**
	 * Whether the transfer is being ended.
	 *
	 * @var bool
	 */
	public $abort = false;

	/**
	 * Whether the cURL hook ran (not when a filter answered the request).
	 *
	 * @var bool
	 */
	public $hooked = false;
}
