<?php
/**
 * Incremental parser of an OpenAI chat completions stream.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Takes the bytes of a chat completions response as they arrive (cURL's write
 * function) and passes each `choices[0].delta.content` to a callback.
 *
 * Server-sent events: lines `data: <json>`, an empty line ends an event,
 * `data: [DONE]` ends the stream, lines starting with `:` are comments. A
 * server that ignores `stream: true` and answers with JSON is read whole. A
 * non-200 answer is kept as the error body.
 *
 * @since 0.1.0
 */
final class SSE_Parser {

	/** Bytes of a non-stream body kept. */
	private const MAX_BODY = 1048576;

	/** Bytes of one line (one event's data) accepted: a hostile upstream must not exhaust memory. */
	public const MAX_LINE = 1048576;

	/**
	 * Whether a line grew beyond MAX_LINE.
	 *
	 * @var bool
	 */
	private $overflowed = false;

	/**
	 * Receives each piece of text; false stops.
	 *
	 * @var callable
	 */
	private $on_delta;

	/**
	 * Bytes not yet split into lines.
	 *
	 * @var string
	 */
	private $buffer = '';

	/**
	 * The data lines of the event being read.
	 *
	 * @var string[]
	 */
	private $data = array();

	/**
	 * A non-stream body (an error, or JSON from a server that does not stream).
	 *
	 * @var string
	 */
	private $body = '';

	/**
	 * Whether the answer is a stream.
	 *
	 * @var bool|null Null until known.
	 */
	private $is_stream = null;

	/**
	 * Whether the callback asked to stop.
	 *
	 * @var bool
	 */
	private $stopped = false;

	/**
	 * Whether `[DONE]` arrived.
	 *
	 * @var bool
	 */
	private $done = false;

	/**
	 * Whether any piece of text was passed on.
	 *
	 * @var bool
	 */
	private $received = false;

	/**
	 * An error event in the stream.
	 *
	 * @var WP_Error|null
	 */
	private $error = null;

	/**
	 * Sets the callback.
	 *
	 * @since 0.1.0
	 *
	 * @param callable $on_delta `function ( string $text ): bool`.
	 */
	public function __construct( callable $on_delta ) {
		$this->on_delta = $on_delta;
	}

	/**
	 * Takes the next bytes.
	 *
	 * @since 0.1.0
	 *
	 * @param string $data         Bytes.
	 * @param int    $status       HTTP status of the answer.
	 * @param string $content_type Its Content-Type.
	 * @return bool False to abort the transfer.
	 */
	public function write( string $data, int $status = 200, string $content_type = 'text/event-stream' ): bool {
		if ( $this->stopped || $this->overflowed ) {
			return false;
		}
		if ( null === $this->is_stream ) {
			$this->is_stream = 200 === $status && false !== stripos( $content_type, 'text/event-stream' );
		}
		if ( ! $this->is_stream ) {
			if ( strlen( $this->body ) < self::MAX_BODY ) {
				$this->body .= $data;
			}
			return true;
		}
		$this->buffer .= $data;
		$position      = strpos( $this->buffer, "\n" );
		while ( false !== $position ) {
			$line         = rtrim( substr( $this->buffer, 0, $position ), "\r" );
			$this->buffer = (string) substr( $this->buffer, $position + 1 );
			if ( ! $this->line( $line ) ) {
				return false;
			}
			$position = strpos( $this->buffer, "\n" );
		}
		if ( strlen( $this->buffer ) > self::MAX_LINE || strlen( implode( '', $this->data ) ) > self::MAX_LINE ) {
			// An endless line, or an endless event: give up.
			$this->overflowed = true;
			$this->buffer     = '';
			$this->data       = array();
			return false;
		}
		return true;
	}

	/**
	 * Whether the stream was abandoned because a line or event grew too long.
	 *
	 * @since 0.2.0
	 */
	public function overflowed(): bool {
		return $this->overflowed;
	}

	/**
	 * Ends the answer: reads what is left.
	 *
	 * @since 0.1.0
	 *
	 * @return true|WP_Error
	 */
	public function finish() {
		if ( $this->stopped ) {
			return true;
		}
		if ( ! $this->is_stream ) {
			$json = json_decode( $this->body, true );
			if ( ! is_array( $json ) ) {
				return Providers::from_http( 502, $this->body );
			}
			if ( isset( $json['error'] ) ) {
				return Providers::from_http( 500, $this->body );
			}
			$text = OpenAI_Compatible_Provider::message_text( $json );
			if ( null === $text ) {
				return Providers::error( 'error_response' );
			}
			( $this->on_delta )( $text );
			return true;
		}
		if ( '' !== $this->buffer ) {
			$this->line( rtrim( $this->buffer, "\r" ) );
			$this->buffer = '';
		}
		$this->line( '' );
		if ( $this->error ) {
			return $this->error;
		}
		if ( ! $this->done && ! $this->received ) {
			return Providers::error( 'error_response' );
		}
		return true;
	}

	/**
	 * Whether the callback asked to stop.
	 *
	 * @since 0.1.0
	 */
	public function stopped(): bool {
		return $this->stopped;
	}

	/**
	 * The body of a non-stream answer.
	 *
	 * @since 0.1.0
	 */
	public function body(): string {
		return $this->body;
	}

	/**
	 * Handles one line.
	 *
	 * @param string $line Line without its end.
	 * @return bool False to stop.
	 */
	private function line( string $line ): bool {
		if ( '' === $line ) {
			return $this->dispatch();
		}
		if ( 0 === strpos( $line, 'data:' ) ) {
			$value        = substr( $line, 5 );
			$this->data[] = ' ' === substr( $value, 0, 1 ) ? substr( $value, 1 ) : $value;
		}
		// Comments (`:`) and other fields (`event:`, `id:`, `retry:`) carry nothing we need.
		return true;
	}

	/**
	 * Handles the event whose data lines were read.
	 *
	 * @return bool False to stop.
	 */
	private function dispatch(): bool {
		if ( ! $this->data ) {
			return true;
		}
		$payload    = implode( "\n", $this->data );
		$this->data = array();
		if ( '[DONE]' === trim( $payload ) ) {
			$this->done = true;
			return true;
		}
		$json = json_decode( $payload, true );
		if ( ! is_array( $json ) ) {
			return true;
		}
		if ( isset( $json['error'] ) ) {
			$this->error = Providers::from_http( 0, $payload );
			return true;
		}
		$text = $json['choices'][0]['delta']['content'] ?? null;
		if ( ! is_string( $text ) || '' === $text ) {
			return true;
		}
		$this->received = true;
		if ( false === ( $this->on_delta )( $text ) ) {
			$this->stopped = true;
			return false;
		}
		return true;
	}
}
