<?php
/**
 * Cairn's OpenAI-compatible client.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Settings;
use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;
use WP_Error;

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

	/** The largest image answer, in bytes: a 1792x1024 PNG in base64 fits with room. */
	private const MAX_IMAGE_BYTES = 67108864;

	/** Seconds a transcription or an image may take: 25 minutes of audio, or a large image, take a while. */
	private const TRANSCRIPTION_TIMEOUT = 300.0;

	/** Seconds to wait for a connection. */
	private const CONNECT_TIMEOUT = 10;

	/** Seconds a stream may stay silent before it counts as stalled. */
	private const STALL_TIMEOUT = 60;

	/** Seconds a stream may last in all. */
	private const STREAM_TIMEOUT = 300;

	/** Bytes a whole answer may take. */
	public const MAX_ANSWER_BYTES = 4194304;

	/** Bytes a streamed answer may take in all. */
	public const MAX_STREAM_BYTES = 16777216;

	/** Tokens the provider may answer with, at most (filterable through `cairn_ai_openai_payload`). */
	public const MAX_TOKENS = 4096;

	/** Tokens a connection test's answer may take: enough for "OK". */
	private const PROBE_TOKENS = 5;

	/** Seconds a connection test waits. */
	private const PROBE_TIMEOUT = 20;

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
	 * @param array<int,array<string,mixed>> $messages Chat messages.
	 * @param array<string,mixed>            $options  'task', 'timeout'.
	 * @return string|WP_Error
	 */
	public function complete( array $messages, array $options ) {
		$task = isset( $options['task'] ) ? (string) $options['task'] : 'text';
		if ( ! $this->supports( $task ) ) {
			return Providers::error( 'error_service_unavailable' );
		}
		$response = Outgoing_Request::request(
			$this->endpoint(),
			array(
				'method'  => 'POST',
				'headers' => $this->headers( 'application/json' ),
				'body'    => wp_json_encode( $this->payload( $messages, $task, false ) ),
			),
			self::policy( isset( $options['timeout'] ) ? (float) $options['timeout'] : self::TIMEOUT, self::MAX_ANSWER_BYTES )
		);
		if ( is_wp_error( $response ) ) {
			// Refused addresses, redirects, oversized answers, timeouts, refused connections, blocked hosts.
			return Providers::error( 'error_service_unavailable' );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = (string) wp_remote_retrieve_body( $response );
		if ( 200 !== $status ) {
			return Providers::from_http( $status, $body, (string) wp_remote_retrieve_header( $response, 'retry-after' ) );
		}
		$json = json_decode( $body, true );
		if ( ! is_array( $json ) ) {
			return Providers::from_http( 502, $body );
		}
		if ( isset( $json['error'] ) ) {
			return Providers::from_http( 500, $body );
		}
		$text = self::message_text( $json );
		return null === $text ? Providers::error( 'error_response', $status ) : $text;
	}

	/**
	 * An image from the provider's image model (`/images/generations`), as
	 * base64 PNG with the prompt the model says it used.
	 *
	 * @since 0.4.0
	 *
	 * @param string $prompt The prompt.
	 * @param string $size   Width x height, such as '1792x1024'.
	 * @return array{b64_json:string,revised_prompt:string}|WP_Error
	 */
	public function generate_image( string $prompt, string $size ) {
		if ( ! $this->supports( 'image' ) ) {
			return Providers::error( 'error_service_unavailable' );
		}
		$model   = $this->model( 'image' );
		$payload = array(
			'model'  => $model,
			'prompt' => $prompt,
			'n'      => 1,
			'size'   => $size,
		);
		if ( 0 === strpos( $model, 'dall-e' ) ) {
			// DALL·E answers URLs unless asked; newer image models always answer base64 and refuse the field.
			$payload['response_format'] = 'b64_json';
		}
		$response = Outgoing_Request::request(
			untrailingslashit( Settings::get( 'ai_base_url' ) ) . '/images/generations',
			array(
				'method'  => 'POST',
				'headers' => $this->headers( 'application/json' ),
				'body'    => wp_json_encode( $payload ),
			),
			self::policy( self::TRANSCRIPTION_TIMEOUT, self::MAX_IMAGE_BYTES )
		);
		if ( is_wp_error( $response ) ) {
			return Providers::error( 'error_service_unavailable' );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = (string) wp_remote_retrieve_body( $response );
		$json   = json_decode( $body, true );
		if ( 200 !== $status ) {
			return Providers::from_http( $status, $body, (string) wp_remote_retrieve_header( $response, 'retry-after' ) );
		}
		$image = is_array( $json ) && isset( $json['data'][0] ) && is_array( $json['data'][0] ) ? $json['data'][0] : array();
		$b64   = isset( $image['b64_json'] ) && is_string( $image['b64_json'] ) ? $image['b64_json'] : '';
		if ( '' === $b64 && isset( $image['url'] ) && is_string( $image['url'] ) && '' !== $image['url'] ) {
			// DALL·E answers a link to the image (unless asked for base64, which other servers may ignore).
			$b64 = self::download_image( $image['url'] );
		}
		if ( '' === $b64 ) {
			return new WP_Error( 'cairn_ai_no_image', __( 'No image returned', 'cairn' ), array( 'status' => 502 ) );
		}
		return array(
			'b64_json'       => $b64,
			'revised_prompt' => isset( $image['revised_prompt'] ) && is_string( $image['revised_prompt'] ) ? $image['revised_prompt'] : $prompt,
		);
	}

	/**
	 * The image behind a link the image model answered with, as base64; ''
	 * when it cannot be had or is not a PNG, JPEG or WebP image.
	 *
	 * The link is the provider's storage (a signed address, on another host
	 * than the API): it is fetched without the API key, through the same
	 * checks as the API itself (the site's own machine or network only when
	 * the owner said the AI server runs there), with the image's size cap.
	 *
	 * @param string $url The image's address.
	 */
	private static function download_image( string $url ): string {
		$policy                = self::policy( self::TRANSCRIPTION_TIMEOUT, self::MAX_IMAGE_BYTES );
		$policy->max_redirects = 3;
		$response              = Outgoing_Request::request( $url, array( 'method' => 'GET' ), $policy );
		if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			return '';
		}
		$bytes = (string) wp_remote_retrieve_body( $response );
		$types = array(
			"\x89PNG\r\n\x1a\n" => 0,
			"\xff\xd8\xff"      => 0,
			'RIFF'              => 8,
		);
		foreach ( $types as $magic => $offset ) {
			if ( 0 === strpos( $bytes, $magic ) && ( 0 === $offset || 'WEBP' === substr( $bytes, $offset, 4 ) ) ) {
				return base64_encode( $bytes ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the image API's own encoding, which the route answers in.
			}
		}
		return '';
	}

	/**
	 * The text of a recording, from the provider's speech-to-text
	 * (`/audio/transcriptions`, multipart `file` and `model`).
	 *
	 * @since 0.4.0
	 *
	 * @param string $path     The audio file on disk.
	 * @param string $filename The name the provider sees (its extension names the format).
	 * @param string $mime     The file's type.
	 * @return string|WP_Error
	 */
	public function transcribe( string $path, string $filename, string $mime ) {
		if ( ! $this->supports( 'audio' ) ) {
			return Providers::error( 'error_service_unavailable' );
		}
		$bytes = file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload, read once to send it.
		if ( false === $bytes ) {
			return Providers::error( 'error_response' );
		}
		$boundary = 'cairn-' . wp_generate_password( 24, false );
		$body     = '';
		foreach ( array(
			'model'           => $this->model( 'audio' ),
			'response_format' => 'json',
		) as $name => $value ) {
			$body .= "--{$boundary}\r\nContent-Disposition: form-data; name=\"{$name}\"\r\n\r\n{$value}\r\n";
		}
		$safe_name = preg_replace( '/[^A-Za-z0-9._-]/', '_', $filename );
		$body     .= "--{$boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{$safe_name}\"\r\nContent-Type: {$mime}\r\n\r\n{$bytes}\r\n--{$boundary}--\r\n";

		$headers                 = $this->headers( 'application/json' );
		$headers['Content-Type'] = 'multipart/form-data; boundary=' . $boundary;
		$response                = Outgoing_Request::request(
			untrailingslashit( Settings::get( 'ai_base_url' ) ) . '/audio/transcriptions',
			array(
				'method'  => 'POST',
				'headers' => $headers,
				'body'    => $body,
			),
			self::policy( self::TRANSCRIPTION_TIMEOUT, self::MAX_ANSWER_BYTES )
		);
		if ( is_wp_error( $response ) ) {
			return Providers::error( 'error_service_unavailable' );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$json   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( 200 !== $status || ! is_array( $json ) || ! isset( $json['text'] ) || ! is_string( $json['text'] ) ) {
			return Providers::from_http( 200 === $status ? 502 : $status, (string) wp_remote_retrieve_body( $response ), (string) wp_remote_retrieve_header( $response, 'retry-after' ) );
		}
		return $json['text'];
	}

	/**
	 * Streams the answer over server-sent events: each piece is passed on as
	 * it arrives and the call can be aborted. The request goes through the
	 * outgoing-request helper like any other, so the address checks, the
	 * pinning, WordPress's proxy and blocking settings and its HTTP filters
	 * apply to it too.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int,array<string,mixed>> $messages Chat messages.
	 * @param array<string,mixed>            $options  'task', 'timeout' (seconds of silence allowed),
	 *                                                 'on_tick' (called about once a second and on
	 *                                                 each transfer; false aborts).
	 * @param callable                       $on_delta Receives each piece; false aborts.
	 * @return true|WP_Error
	 */
	public function stream( array $messages, array $options, callable $on_delta ) {
		$task = isset( $options['task'] ) ? (string) $options['task'] : 'text';
		if ( ! $this->supports( $task ) ) {
			return Providers::error( 'error_service_unavailable' );
		}
		$parser  = new SSE_Parser( $on_delta );
		$stall   = max( 1, isset( $options['timeout'] ) ? (int) $options['timeout'] : self::stall_seconds() );
		$on_tick = isset( $options['on_tick'] ) && is_callable( $options['on_tick'] ) ? $options['on_tick'] : null;
		$stalled = static function ( $handle ) use ( $stall ): void {
			// A stream that sends nothing for $stall seconds has stalled.
			// phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt_array
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_LOW_SPEED_LIMIT => 1,
					CURLOPT_LOW_SPEED_TIME  => $stall,
					CURLOPT_CONNECTTIMEOUT  => min( $stall, self::CONNECT_TIMEOUT ),
				)
			);
		};
		add_action( 'http_api_curl', $stalled, 20 );
		$response = Outgoing_Request::request(
			$this->endpoint(),
			array(
				'method'  => 'POST',
				'headers' => $this->headers( 'text/event-stream' ),
				'body'    => wp_json_encode( $this->payload( $messages, $task, true ) ),
				'on_data' => array( $parser, 'write' ),
				'on_tick' => $on_tick,
			),
			self::policy( self::STREAM_TIMEOUT, self::MAX_STREAM_BYTES )
		);
		remove_action( 'http_api_curl', $stalled, 20 );

		if ( $parser->overflowed() ) {
			// A hostile or broken upstream: an endless line or event.
			return Providers::error( 'error_service_unavailable' );
		}
		if ( $parser->stopped() || ( is_wp_error( $response ) && 'cairn_http_stopped' === $response->get_error_code() ) ) {
			// The receiver asked to stop (the browser went away): nothing to report.
			return true;
		}
		if ( is_wp_error( $response ) ) {
			// Refused addresses, redirects, oversized answers, stalls, refused connections, blocked hosts.
			return Providers::error( 'error_service_unavailable' );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( 200 !== $status ) {
			return Providers::from_http( $status, $parser->body(), (string) wp_remote_retrieve_header( $response, 'retry-after' ) );
		}
		return $parser->finish();
	}

	/**
	 * Seconds a stream may stay silent before it counts as stalled: 60, or
	 * what the `cairn_ai_stream_stall_seconds` filter says (a slow model on
	 * the site's own machine may think for longer between two words).
	 *
	 * @since 0.8.0
	 */
	public static function stall_seconds(): int {
		return max( 1, (int) apply_filters( 'cairn_ai_stream_stall_seconds', self::STALL_TIMEOUT ) );
	}

	/**
	 * The models the server offers (`GET {base}/models`), as its raw answer:
	 * the connection test reads the status and body to say what is wrong.
	 *
	 * @since 0.3.0
	 *
	 * @return array{status:int,body:string}|WP_Error The answer, or why none came.
	 */
	public function list_models() {
		return self::raw(
			Outgoing_Request::request(
				untrailingslashit( Settings::get( 'ai_base_url' ) ) . '/models',
				array(
					'method'  => 'GET',
					'headers' => $this->headers( 'application/json' ),
				),
				self::policy( self::PROBE_TIMEOUT, self::MAX_ANSWER_BYTES )
			)
		);
	}

	/**
	 * One tiny chat completion with a task's model, as the raw answer: what
	 * the connection test sends to see that the URL, the key and the model
	 * work. Nothing is streamed and the answer is capped at a few tokens.
	 *
	 * @since 0.3.0
	 *
	 * @param string $task 'text' or 'vision'.
	 * @return array{status:int,body:string}|WP_Error The answer, or why none came.
	 */
	public function probe( string $task ) {
		$message               = array(
			'role'    => 'user',
			'content' => 'Reply with the word OK.',
		);
		$payload               = $this->payload( array( $message ), $task, false );
		$payload['max_tokens'] = self::PROBE_TOKENS;
		return self::raw(
			Outgoing_Request::request(
				$this->endpoint(),
				array(
					'method'  => 'POST',
					'headers' => $this->headers( 'application/json' ),
					'body'    => wp_json_encode( $payload ),
				),
				self::policy( self::PROBE_TIMEOUT, self::MAX_ANSWER_BYTES )
			)
		);
	}

	/**
	 * A response's status and body.
	 *
	 * @param array<string,mixed>|WP_Error $response HTTP response.
	 * @return array{status:int,body:string}|WP_Error
	 */
	private static function raw( $response ) {
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		return array(
			'status' => (int) wp_remote_retrieve_response_code( $response ),
			'body'   => (string) wp_remote_retrieve_body( $response ),
		);
	}

	/**
	 * The rules of requests to the provider: any host (the owner chose it),
	 * the site's own machine or network only when the owner said the AI
	 * server runs there, no redirects (the key must not follow one), and a
	 * cap on the answer.
	 *
	 * @since 0.2.0
	 *
	 * @param float $timeout   Seconds.
	 * @param int   $max_bytes Bytes of answer.
	 */
	public static function policy( float $timeout = self::TIMEOUT, int $max_bytes = self::MAX_ANSWER_BYTES ): Policy {
		return new Policy(
			array(
				'allow_private' => Endpoint::is_local(),
				'max_redirects' => 0,
				'timeout'       => $timeout,
				'max_bytes'     => $max_bytes,
			)
		);
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
	 * @param array<int,array<string,mixed>> $messages Chat messages.
	 * @param string                         $task     Task.
	 * @param bool                           $stream   Whether to stream.
	 * @return array<string,mixed>
	 */
	private function payload( array $messages, string $task, bool $stream ): array {
		$payload = array(
			'model'      => $this->model( $task ),
			'messages'   => array_values( $messages ),
			'stream'     => $stream,
			'max_tokens' => self::MAX_TOKENS,
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
