<?php
/**
 * Cairn's OpenAI-compatible client.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Settings;
use WP_Error;
use WP_Http;

defined( 'ABSPATH' ) || exit;

/**
 * Chat completions against any OpenAI-compatible server (OpenAI, Azure
 * OpenAI, OpenRouter, Groq, Ollama, LM Studio, vLLM, LocalAI…): the base URL
 * from `ai_base_url`, the key from the secret `ai_api_key` (optional: local
 * servers need none), a model per task from `ai_model_<task>`.
 *
 * @since 0.1.0
 */
final class OpenAI_Compatible_Provider implements Provider {

	/** Seconds to wait for a whole answer. */
	private const TIMEOUT = 60;

	/** Seconds to wait for a connection. */
	private const CONNECT_TIMEOUT = 10;

	/** Seconds a stream may stay silent before it counts as stalled. */
	private const STALL_TIMEOUT = 60;

	/** Seconds a stream may last in all. */
	private const STREAM_TIMEOUT = 300;

	/**
	 * Whether the base URL and the task's model are set.
	 *
	 * @since 0.1.0
	 *
	 * @param string $task 'text', 'vision', 'image' or 'audio'.
	 */
	public function supports( string $task ): bool {
		return '' !== Settings::get( 'ai_base_url' ) && '' !== $this->model( $task );
	}

	/**
	 * The whole answer, through the WordPress HTTP API.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int,array<string,string>> $messages Chat messages.
	 * @param array<string,mixed>             $options  'task', 'timeout'.
	 * @return string|WP_Error
	 */
	public function complete( array $messages, array $options ) {
		$task = isset( $options['task'] ) ? (string) $options['task'] : 'text';
		if ( ! $this->supports( $task ) ) {
			return Providers::error( 'error_service_unavailable' );
		}
		$response = wp_remote_post(
			$this->endpoint(),
			array(
				'timeout' => isset( $options['timeout'] ) ? (float) $options['timeout'] : self::TIMEOUT,
				'headers' => $this->headers( 'application/json' ),
				'body'    => wp_json_encode( $this->payload( $messages, $task, false ) ),
			)
		);
		if ( is_wp_error( $response ) ) {
			// Timeouts, refused connections, blocked hosts.
			return Providers::error( 'error_service_unavailable' );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = (string) wp_remote_retrieve_body( $response );
		if ( 200 !== $status ) {
			return Providers::from_http( $status, $body );
		}
		$json = json_decode( $body, true );
		if ( ! is_array( $json ) || isset( $json['error'] ) ) {
			return Providers::from_http( is_array( $json ) ? 500 : 502, $body );
		}
		$text = self::message_text( $json );
		return null === $text ? Providers::error( 'error_response', $status ) : $text;
	}

	/**
	 * Streams the answer over server-sent events, with cURL so that each
	 * piece is passed on as it arrives and the call can be aborted.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int,array<string,string>> $messages Chat messages.
	 * @param array<string,mixed>             $options  'task', 'timeout' (seconds of silence allowed),
	 *                                                  'on_tick' (called about once a second and on
	 *                                                  each transfer; false aborts).
	 * @param callable                        $on_delta Receives each piece; false aborts.
	 * @return true|WP_Error
	 */
	public function stream( array $messages, array $options, callable $on_delta ) {
		$task = isset( $options['task'] ) ? (string) $options['task'] : 'text';
		if ( ! $this->supports( $task ) ) {
			return Providers::error( 'error_service_unavailable' );
		}
		if ( ! function_exists( 'curl_init' ) ) {
			// Without cURL, answer whole through the HTTP API.
			$text = $this->complete( $messages, $options );
			if ( is_wp_error( $text ) ) {
				return $text;
			}
			$on_delta( $text );
			return true;
		}
		$url = $this->endpoint();
		if ( ( new WP_Http() )->block_request( $url ) ) {
			// The site forbids outgoing requests to this host (WP_HTTP_BLOCK_EXTERNAL).
			return Providers::error( 'error_service_unavailable' );
		}

		$parser  = new SSE_Parser( $on_delta );
		$handle  = curl_init( $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_init -- the HTTP API cannot stream or abort.
		$headers = array();
		foreach ( $this->headers( 'text/event-stream' ) as $name => $value ) {
			$headers[] = $name . ': ' . $value;
		}
		$stall   = isset( $options['timeout'] ) ? max( 1, (int) $options['timeout'] ) : self::STALL_TIMEOUT;
		$on_tick = isset( $options['on_tick'] ) && is_callable( $options['on_tick'] ) ? $options['on_tick'] : null;
		$ticked  = false;
		// phpcs:disable WordPress.WP.AlternativeFunctions.curl_curl_setopt_array, WordPress.WP.AlternativeFunctions.curl_curl_setopt, WordPress.WP.AlternativeFunctions.curl_curl_exec, WordPress.WP.AlternativeFunctions.curl_curl_getinfo, WordPress.WP.AlternativeFunctions.curl_curl_errno, WordPress.WP.AlternativeFunctions.curl_curl_close
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_POST             => true,
				CURLOPT_POSTFIELDS       => wp_json_encode( $this->payload( $messages, $task, true ) ),
				CURLOPT_HTTPHEADER       => $headers,
				CURLOPT_CONNECTTIMEOUT   => min( $stall, self::CONNECT_TIMEOUT ),
				CURLOPT_TIMEOUT          => self::STREAM_TIMEOUT,
				// A stream that sends nothing for $stall seconds has stalled.
				CURLOPT_LOW_SPEED_LIMIT  => 1,
				CURLOPT_LOW_SPEED_TIME   => $stall,
				CURLOPT_FOLLOWLOCATION   => false,
				CURLOPT_PROTOCOLS        => CURLPROTO_HTTP | CURLPROTO_HTTPS,
				CURLOPT_USERAGENT        => 'Cairn/' . ( defined( 'CAIRN_VERSION' ) ? CAIRN_VERSION : '0.1.0' ) . '; ' . home_url(),
				CURLOPT_WRITEFUNCTION    => static function ( $curl, string $data ) use ( $parser ): int {
					$status = (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
					$type   = (string) curl_getinfo( $curl, CURLINFO_CONTENT_TYPE );
					// Returning less than was given makes cURL abort the transfer.
					return $parser->write( $data, $status, $type ) ? strlen( $data ) : 0;
				},
			)
		);
		if ( $on_tick ) {
			// cURL calls this about once a second even while the provider is
			// silent (a reasoning model), so that Stop is noticed before the first token.
			// CURLOPT_XFERINFOFUNCTION came with PHP 8.2; before it, the older progress callback.
			curl_setopt( $handle, CURLOPT_NOPROGRESS, false );
			curl_setopt(
				$handle,
				defined( 'CURLOPT_XFERINFOFUNCTION' ) ? constant( 'CURLOPT_XFERINFOFUNCTION' ) : CURLOPT_PROGRESSFUNCTION,
				static function () use ( $on_tick, &$ticked ): int {
					if ( false === $on_tick() ) {
						$ticked = true;
						return 1;
					}
					return 0;
				}
			);
		}
		curl_exec( $handle );
		$errno  = curl_errno( $handle );
		$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
		curl_close( $handle );
		// phpcs:enable

		if ( $parser->stopped() || $ticked ) {
			// The receiver asked to stop (the browser went away): nothing to report.
			return true;
		}
		if ( 200 !== $status && $status > 0 ) {
			return Providers::from_http( $status, $parser->body() );
		}
		if ( $errno ) {
			// Refused, timed out, stalled, or cut off mid-stream.
			return Providers::error( 'error_service_unavailable' );
		}
		return $parser->finish();
	}

	/**
	 * The text of a chat completion's first choice.
	 *
	 * @param array<string,mixed> $json Decoded response.
	 * @return string|null Null when there is none.
	 */
	public static function message_text( array $json ): ?string {
		$content = $json['choices'][0]['message']['content'] ?? null;
		return is_string( $content ) ? $content : null;
	}

	/**
	 * The model set for a task.
	 *
	 * @param string $task Task.
	 */
	private function model( string $task ): string {
		return in_array( $task, Providers::TASKS, true ) ? Settings::get( 'ai_model_' . $task ) : '';
	}

	/**
	 * The chat completions URL under the base URL.
	 */
	private function endpoint(): string {
		return untrailingslashit( Settings::get( 'ai_base_url' ) ) . '/chat/completions';
	}

	/**
	 * Request headers; the key only when one is set.
	 *
	 * @param string $accept Accept header.
	 * @return array<string,string>
	 */
	private function headers( string $accept ): array {
		$headers = array(
			'Content-Type' => 'application/json',
			'Accept'       => $accept,
		);
		$key     = Settings::secret( 'ai_api_key' );
		if ( '' !== $key ) {
			$headers['Authorization'] = 'Bearer ' . $key;
		}
		return $headers;
	}

	/**
	 * The request body.
	 *
	 * @param array<int,array<string,string>> $messages Chat messages.
	 * @param string                          $task     Task.
	 * @param bool                            $stream   Whether to stream.
	 * @return array<string,mixed>
	 */
	private function payload( array $messages, string $task, bool $stream ): array {
		$payload = array(
			'model'    => $this->model( $task ),
			'messages' => array_values( $messages ),
			'stream'   => $stream,
		);
		/**
		 * Filters the body of a chat completions request to the
		 * OpenAI-compatible provider (to add temperature, max_tokens…).
		 *
		 * @since 0.1.0
		 *
		 * @param array<string,mixed> $payload Body.
		 * @param string              $task    Task.
		 */
		return (array) apply_filters( 'cairn_ai_openai_payload', $payload, $task );
	}
}
