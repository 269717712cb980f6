<?php
/**
 * WordPress's own AI client as a provider.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;
use Throwable;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Answers through `wp_ai_client_prompt()` (WordPress 7.0 and later), which
 * uses the providers the site owner set up under Settings → Connectors. It
 * answers whole: `stream()` completes and passes the answer on once. It has no
 * speech-to-text, so it never serves 'audio'.
 *
 * @since 0.1.0
 */
final class WordPress_AI_Provider implements Provider {

	/** A 1×1 PNG, to ask whether some model reads images. */
	private const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

	/**
	 * Support per task, for this request.
	 *
	 * @var array<string,bool>
	 */
	private static $supported = array();

	/**
	 * Whether the AI client exists, AI is allowed here, and some connected
	 * model can do the task.
	 *
	 * @since 0.1.0
	 *
	 * @param string $task 'text', 'vision', 'image' or 'audio'.
	 */
	public function supports( string $task ): bool {
		if ( ! function_exists( 'wp_ai_client_prompt' ) || ! function_exists( 'wp_supports_ai' ) || ! wp_supports_ai() ) {
			return false;
		}
		if ( ! isset( self::$supported[ $task ] ) ) {
			self::$supported[ $task ] = $this->builder_supports( $task );
		}
		return self::$supported[ $task ];
	}

	/**
	 * Generates an image through WordPress's AI client, in the shape the
	 * logo generator reads (`b64_json`, `revised_prompt`): wide (16:9) for
	 * the wide size, square otherwise.
	 *
	 * @since 0.5.0
	 *
	 * @param string $prompt The prompt.
	 * @param string $size   Width x height: wider than high asks for 16:9, else square.
	 * @return array{b64_json:string,revised_prompt:string}|WP_Error
	 */
	public function generate_image( string $prompt, string $size ) {
		if ( ! $this->supports( 'image' ) ) {
			return Providers::error( 'error_service_unavailable' );
		}
		try {
			$file = wp_ai_client_prompt( $prompt )
				->as_output_media_aspect_ratio( self::is_wide( $size ) ? '16:9' : '1:1' )
				->generate_image();
		} catch ( Throwable $e ) {
			return Providers::error( 'error_service_unavailable' );
		}
		if ( is_wp_error( $file ) ) {
			return self::map_error( $file );
		}
		return self::image_from_file( $file );
	}

	/**
	 * The image of an AI client file: its base64 data, or the bytes of the
	 * provider's URL fetched through the outgoing-request helper (any public
	 * host; loopback, private, link-local and metadata addresses refused at
	 * every redirect), at most 20 MB.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $file The AI client's `File`.
	 * @return array{b64_json:string,revised_prompt:string}|WP_Error
	 */
	public static function image_from_file( $file ) {
		$none = new WP_Error( 'cairn_ai_no_image', __( 'No image returned', 'cairn' ), array( 'status' => 502 ) );
		if ( ! is_object( $file ) || ! method_exists( $file, 'getBase64Data' ) || ! method_exists( $file, 'isImage' ) || ! $file->isImage() ) {
			return $none;
		}
		$data = $file->getBase64Data();
		if ( ( null === $data || '' === $data ) && method_exists( $file, 'getUrl' ) && $file->getUrl() ) {
			$response = Outgoing_Request::request(
				(string) $file->getUrl(),
				array(),
				new Policy(
					array(
						'timeout'       => 60.0,
						'max_bytes'     => 20 * MB_IN_BYTES,
						'max_redirects' => 3,
					)
				)
			);
			$data     = ! is_wp_error( $response ) && 200 === wp_remote_retrieve_response_code( $response )
				? base64_encode( (string) wp_remote_retrieve_body( $response ) ) // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the image API's own encoding.
				: '';
		}
		if ( ! is_string( $data ) || '' === $data ) {
			return $none;
		}
		return array(
			'b64_json'       => $data,
			'revised_prompt' => '',
		);
	}

	/**
	 * Forgets the support answers (after connectors change, and in tests).
	 *
	 * @since 0.1.0
	 */
	public static function reset(): void {
		self::$supported = array();
	}

	/**
	 * The whole answer.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int,array<string,mixed>> $messages Chat messages.
	 * @param array<string,mixed>            $options  'task' (only 'text' and 'vision' are answered in text).
	 * @return string|WP_Error
	 */
	public function complete( array $messages, array $options ) {
		$task = isset( $options['task'] ) ? (string) $options['task'] : 'text';
		if ( ! $this->supports( $task ) ) {
			return Providers::error( 'error_service_unavailable' );
		}
		try {
			$builder = self::builder( $messages );
			if ( is_wp_error( $builder ) ) {
				return $builder;
			}
			$text = $builder->generate_text();
		} catch ( Throwable $e ) {
			return Providers::error( 'error_service_unavailable' );
		}
		if ( is_wp_error( $text ) ) {
			return self::map_error( $text );
		}
		return $text;
	}

	/**
	 * Completes, then passes the whole answer on once. Stop works here too:
	 * while the AI client waits for its provider, `on_tick` is asked about
	 * once a second (from the progress function of the client's cURL
	 * transfer, WordPress's HTTP API being what the client sends through),
	 * and when it answers false — the browser went away — the transfer is
	 * aborted, the answer never comes, and nothing is passed on; the request
	 * stays counted, as a stopped request is. With a transport other than
	 * cURL the wait cannot be cut short: the answer is then discarded when it
	 * comes, if the browser left meanwhile.
	 *
	 * @since 0.1.0
	 * @since 0.7.0 Stops waiting when `on_tick` says the browser left.
	 *
	 * @param array<int,array<string,mixed>> $messages Chat messages.
	 * @param array<string,mixed>            $options  Options; 'on_tick' as for every provider.
	 * @param callable                       $on_delta Receives the answer.
	 * @return true|WP_Error
	 */
	public function stream( array $messages, array $options, callable $on_delta ) {
		$on_tick = isset( $options['on_tick'] ) && is_callable( $options['on_tick'] ) ? $options['on_tick'] : null;
		// Whether the browser left, set from inside cURL's progress callback.
		$state = new class() {
			/**
			 * Whether the call was stopped.
			 *
			 * @var bool
			 */
			public $stopped = false;
		};
		$watch = static function ( $handle, $parsed_args = array() ) use ( $on_tick, $state ): void {
			if ( ! $on_tick || ( is_array( $parsed_args ) && isset( $parsed_args['cairn_request'] ) ) ) {
				// Cairn's own outgoing requests watch themselves.
				return;
			}
			// phpcs:disable WordPress.WP.AlternativeFunctions.curl_curl_setopt
			curl_setopt( $handle, CURLOPT_NOPROGRESS, false );
			curl_setopt(
				$handle,
				defined( 'CURLOPT_XFERINFOFUNCTION' ) ? constant( 'CURLOPT_XFERINFOFUNCTION' ) : CURLOPT_PROGRESSFUNCTION,
				static function () use ( $on_tick, $state ): int {
					if ( ! $state->stopped && false === $on_tick() ) {
						$state->stopped = true;
					}
					return $state->stopped ? 1 : 0;
				}
			);
			// phpcs:enable
		};
		add_action( 'http_api_curl', $watch, 20, 2 );
		try {
			$text = $this->complete( $messages, $options );
		} finally {
			remove_action( 'http_api_curl', $watch, 20 );
		}
		if ( $state->stopped || ( $on_tick && false === $on_tick() ) ) {
			// The browser left: whatever came is discarded, nothing to report.
			return true;
		}
		if ( is_wp_error( $text ) ) {
			return $text;
		}
		$on_delta( $text );
		return true;
	}

	/**
	 * Maps the AI client's errors to the editor's.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Error $error An error from a generating method.
	 */
	public static function map_error( WP_Error $error ): WP_Error {
		$data   = $error->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 500;
		switch ( $error->get_error_code() ) {
			case 'prompt_prevented':
			case 'prompt_network_error':
				return Providers::error( 'error_service_unavailable', $status );
			case 'prompt_token_limit_reached':
				return Providers::error( 'error_context_too_large', $status );
		}
		if ( 401 === $status || 403 === $status ) {
			// The connector's key, not Cairn's, was refused; its message may quote it.
			return Providers::not_configured(
				__( 'The AI connector refused its API key. Check it under Settings → Connectors, or choose another provider in Settings → Cairn.', 'cairn' ),
				'ai_provider_text'
			);
		}
		return Providers::from_http(
			$status,
			(string) wp_json_encode( array( 'error' => array( 'message' => $error->get_error_message() ) ) )
		);
	}

	/**
	 * A prompt builder for chat messages: the system message becomes the
	 * system instruction, the others the conversation (the AI client calls
	 * assistant turns "model").
	 *
	 * @param array<int,array<string,mixed>> $messages Chat messages; a content may be OpenAI's content parts.
	 * @return \WP_AI_Client_Prompt_Builder|WP_Error
	 */
	private static function builder( array $messages ) {
		$system       = array();
		$conversation = array();
		$files        = array();
		foreach ( $messages as $message ) {
			$role    = isset( $message['role'] ) ? (string) $message['role'] : '';
			$content = $message['content'] ?? '';
			if ( is_array( $content ) ) {
				// Content parts (a vision request): the text, and the images attached to the last turn below.
				$texts = array();
				foreach ( $content as $part ) {
					if ( isset( $part['type'], $part['text'] ) && 'text' === $part['type'] ) {
						$texts[] = (string) $part['text'];
					} elseif ( isset( $part['image_url']['url'] ) ) {
						$files[] = (string) $part['image_url']['url'];
					}
				}
				$content = implode( "\n\n", $texts );
			}
			$content = (string) $content;
			if ( 'system' === $role ) {
				$system[] = $content;
				continue;
			}
			if ( '' === trim( $content ) ) {
				continue;
			}
			$conversation[] = array(
				'role'  => 'assistant' === $role ? 'model' : 'user',
				'parts' => array( array( 'text' => $content ) ),
			);
		}
		if ( ! $conversation ) {
			return Providers::error( 'error_response' );
		}
		$history = array();
		foreach ( $conversation as $message ) {
			// The stubs require every optional key of a part; the client reads only those given.
			$history[] = \WordPress\AiClient\Messages\DTO\Message::fromArray( $message ); // @phpstan-ignore argument.type
		}
		// The answer's length is capped like the OpenAI-compatible provider's.
		$builder = wp_ai_client_prompt( $history )->using_max_tokens( OpenAI_Compatible_Provider::MAX_TOKENS );
		if ( $system ) {
			$builder = $builder->using_system_instruction( implode( "\n\n", $system ) );
		}
		foreach ( $files as $file ) {
			// Appended to the last user turn, which asks about it.
			$builder = $builder->with_file( $file );
		}
		return $builder;
	}

	/**
	 * Asks the AI client whether a connected model can do a task.
	 *
	 * @param string $task Task.
	 */
	private function builder_supports( string $task ): bool {
		try {
			switch ( $task ) {
				case 'text':
					return true === wp_ai_client_prompt( 'Hello' )->is_supported_for_text_generation();
				case 'vision':
					return true === wp_ai_client_prompt( 'Describe this image.' )
						->with_file( self::PIXEL, 'image/png' )
						->is_supported_for_text_generation();
				case 'image':
					return true === wp_ai_client_prompt( 'A logo' )->is_supported_for_image_generation();
			}
		} catch ( Throwable $e ) {
			return false;
		}
		return false;
	}

	/**
	 * Whether an image size (width x height) is wider than it is high.
	 *
	 * @since 0.7.0
	 *
	 * @param string $size The size, such as '1536x1024'.
	 */
	private static function is_wide( string $size ): bool {
		$sides = array_map( 'intval', explode( 'x', $size ) );
		return 2 === count( $sides ) && $sides[0] > $sides[1];
	}
}
