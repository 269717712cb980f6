<?php
/**
 * Relays an answer to the browser as server-sent events.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Writes the OpenAI delta shape to the browser as pieces arrive:
 * `data: {"choices":[{"delta":{"content":"…"}}]}`, then `data: [DONE]`, or an
 * error event `data: {"error":{"code","message"}}` when the provider fails
 * after the stream started.
 *
 * The response starts at the first piece, so that an error before it is
 * still answered as JSON with its HTTP status. While the provider is silent
 * (a reasoning model thinking), `tick()` sends a comment line, `: keep-alive`,
 * after FIRST_KEEP_ALIVE seconds and then every KEEP_ALIVE seconds: PHP learns
 * that the browser left (Stop) only when it writes, and the provider call is
 * aborted then. Errors after the first keep-alive go out as error events.
 *
 * Servers: PHP's built-in server and PHP-FPM or mod_php pass the stream on as
 * it is flushed. Proxies that buffer must be told not to: `X-Accel-Buffering:
 * no` (nginx), no gzip (Apache mod_deflate: the `no-gzip` environment variable
 * is set when Apache is there; otherwise `SetEnvIf Request_URI /ai/query
 * no-gzip`), `zlib.output_compression` off. With PHP-FPM behind Apache,
 * `ProxyPass … flushpackets=on`; behind nginx, `fastcgi_buffering off` is
 * what `X-Accel-Buffering: no` does per response. The bearer token needs the
 * `Authorization` header to reach PHP: WordPress's .htaccess passes it on
 * (`E=HTTP_AUTHORIZATION`); with FPM, `CGIPassAuth On`.
 *
 * @since 0.1.0
 */
final class SSE_Relay {

	/** Seconds of silence before the first keep-alive starts the response. */
	public const FIRST_KEEP_ALIVE = 3;

	/** Seconds of silence between keep-alives once the response has started. */
	public const KEEP_ALIVE = 1;

	/**
	 * When the browser was last written to (or the relay made).
	 *
	 * @var float
	 */
	private $last_write;

	/**
	 * Whether the response has started.
	 *
	 * @var bool
	 */
	private $started = false;

	/**
	 * Whether the browser went away.
	 *
	 * @var bool
	 */
	private $gone = false;

	/**
	 * Starts the silence clock.
	 *
	 * @since 0.1.0
	 */
	public function __construct() {
		$this->last_write = microtime( true );
	}

	/**
	 * Whether the response has started.
	 *
	 * @since 0.1.0
	 */
	public function started(): bool {
		return $this->started;
	}

	/**
	 * Whether the browser went away during the stream.
	 *
	 * @since 0.1.0
	 */
	public function gone(): bool {
		return $this->gone;
	}

	/**
	 * Sends one piece; the provider's `$on_delta`.
	 *
	 * @since 0.1.0
	 *
	 * @param string $text A piece of the answer.
	 * @return bool False when the browser has gone, so that the provider call is aborted.
	 */
	public function delta( string $text ): bool {
		$this->start();
		$this->send( array( 'choices' => array( array( 'delta' => array( 'content' => $text ) ) ) ) );
		// PHP learns that the browser left only when a write fails.
		$this->gone = (bool) connection_aborted();
		return ! $this->gone;
	}

	/**
	 * Called while waiting for the provider (its `on_tick`): after a silence,
	 * sends a keep-alive comment to learn whether the browser is still there.
	 *
	 * @since 0.1.0
	 *
	 * @return bool False when the browser has gone, so that the provider call is aborted.
	 */
	public function tick(): bool {
		if ( $this->gone ) {
			return false;
		}
		$silence = microtime( true ) - $this->last_write;
		if ( $silence < ( $this->started ? self::KEEP_ALIVE : self::FIRST_KEEP_ALIVE ) ) {
			return true;
		}
		$this->start();
		$this->write( ": keep-alive\n\n" );
		$this->gone = (bool) connection_aborted();
		return ! $this->gone;
	}

	/**
	 * Ends the stream.
	 *
	 * @since 0.1.0
	 */
	public function done(): void {
		$this->start();
		$this->write( "data: [DONE]\n\n" );
	}

	/**
	 * Ends the stream with an error event.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Error $error The error.
	 */
	public function error( WP_Error $error ): void {
		$this->start();
		$event = array(
			'code'    => (string) $error->get_error_code(),
			'message' => $error->get_error_message(),
		);
		$data  = $error->get_error_data();
		foreach ( array( 'provider_limit', 'retry_after' ) as $key ) {
			// A provider's own limit, and its delay, told apart from the site's budget.
			if ( is_array( $data ) && isset( $data[ $key ] ) ) {
				$event[ $key ] = $data[ $key ];
			}
		}
		$this->send( array( 'error' => $event ) );
	}

	/**
	 * Sends the headers, once, and removes what would hold the stream back.
	 */
	private function start(): void {
		if ( $this->started ) {
			return;
		}
		$this->started = true;
		// Keep running when the browser leaves, to abort the provider call and count the request.
		ignore_user_abort( true );
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 );
		}
		if ( function_exists( 'apache_setenv' ) ) {
			apache_setenv( 'no-gzip', '1' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_apache_setenv -- compression would buffer the stream.
		}
		ini_set( 'zlib.output_compression', '0' ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- compression would buffer the stream.
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		if ( ! headers_sent() ) {
			status_header( 200 );
			header( 'Content-Type: text/event-stream; charset=utf-8' );
			header( 'Cache-Control: no-cache' );
			header( 'X-Accel-Buffering: no' );
			header( 'X-Content-Type-Options: nosniff' );
		}
	}

	/**
	 * Sends one event.
	 *
	 * @param array<string,mixed> $data Event data.
	 */
	private function send( array $data ): void {
		$this->write( 'data: ' . wp_json_encode( $data ) . "\n\n" );
	}

	/**
	 * Writes to the browser now.
	 *
	 * @param string $bytes Bytes.
	 */
	private function write( string $bytes ): void {
		echo $bytes; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON event data, not HTML.
		flush();
		$this->last_write = microtime( true );
	}
}
