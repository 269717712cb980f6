<?php
/**
 * Provider selection.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Settings;
use Cairn\Settings_Page;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Picks the provider that serves a task, as Settings → Cairn says
 * (`ai_provider_<task>`: '' automatic, the WordPress AI client's id or 'openai'), and makes the
 * errors that providers answer with.
 *
 * @since 0.1.0
 */
final class Providers {

	/**
	 * The tasks a provider may serve.
	 *
	 * @var string[]
	 */
	public const TASKS = array( 'text', 'vision', 'image', 'audio' );

	/**
	 * The provider that serves a task.
	 *
	 * Automatic: WordPress's AI client when it can do the task, else Cairn's
	 * OpenAI-compatible client when its base URL and the task's model are set.
	 *
	 * @since 0.1.0
	 *
	 * @param string $task 'text', 'vision', 'image' or 'audio'.
	 * @return Provider|WP_Error A 503 `cairn_ai_not_configured` that names the setting to fill in when nothing can serve it.
	 */
	public static function for_task( string $task ) {
		if ( ! in_array( $task, self::TASKS, true ) ) {
			return new WP_Error(
				'error_response',
				__( 'Unknown AI task.', 'cairn' ),
				array( 'status' => 400 )
			);
		}
		$choice    = Settings::get( 'ai_provider_' . $task );
		$wordpress = new WordPress_AI_Provider();
		$openai    = new OpenAI_Compatible_Provider();

		if ( 'wordpress' === $choice ) { // phpcs:ignore WordPress.WP.CapitalPDangit.Misspelled -- an identifier, not the name.
			return $wordpress->supports( $task ) ? $wordpress : self::unavailable( $task, $choice );
		}
		if ( 'openai' === $choice ) {
			return $openai->supports( $task ) ? $openai : self::unavailable( $task, $choice );
		}
		if ( $wordpress->supports( $task ) ) {
			return $wordpress;
		}
		return $openai->supports( $task ) ? $openai : self::unavailable( $task, '' );
	}

	/**
	 * The error for a task that nothing can serve, naming what to set up.
	 *
	 * @param string $task   Task.
	 * @param string $choice The `ai_provider_<task>` setting.
	 */
	private static function unavailable( string $task, string $choice ): WP_Error {
		$models = array(
			'text'   => __( 'Text model', 'cairn' ),
			'vision' => __( 'Vision model', 'cairn' ),
			'image'  => __( 'Image model', 'cairn' ),
			'audio'  => __( 'Audio model', 'cairn' ),
		);
		$what   = array(
			'text'   => __( 'write text', 'cairn' ),
			'vision' => __( 'read images', 'cairn' ),
			'image'  => __( 'make images', 'cairn' ),
			'audio'  => __( 'transcribe audio', 'cairn' ),
		);

		if ( 'wordpress' === $choice ) { // phpcs:ignore WordPress.WP.CapitalPDangit.Misspelled -- an identifier, not the name.
			$message = sprintf(
				/* translators: %s: what the task does, such as "write text". */
				__( 'WordPress’s AI client cannot %s on this site. Set up an AI connector under Settings → Connectors, or choose another provider in Settings → Cairn.', 'cairn' ),
				$what[ $task ]
			);
		} elseif ( 'openai' === $choice || 'audio' === $task ) {
			// WordPress's AI client has no speech-to-text: only Cairn's client can do audio.
			$message = sprintf(
				/* translators: 1: what the task does, such as "write text"; 2: a model field's label, such as "Text model". */
				__( 'No AI provider can %1$s. Fill in “AI → Base URL” and “%2$s” in Settings → Cairn.', 'cairn' ),
				$what[ $task ],
				$models[ $task ]
			);
		} else {
			$message = sprintf(
				/* translators: 1: what the task does, such as "write text"; 2: a model field's label, such as "Text model". */
				__( 'No AI provider can %1$s. Fill in “AI → Base URL” and “%2$s” in Settings → Cairn, or set up an AI connector under Settings → Connectors.', 'cairn' ),
				$what[ $task ],
				$models[ $task ]
			);
		}
		if ( 'wordpress' === $choice ) { // phpcs:ignore WordPress.WP.CapitalPDangit.Misspelled -- an identifier, not the name.
			$setting = 'ai_provider_' . $task;
		} elseif ( '' === Settings::get( 'ai_base_url' ) ) {
			$setting = 'ai_base_url';
		} else {
			$setting = 'ai_model_' . $task;
		}
		return self::not_configured( $message, $setting );
	}

	/**
	 * The error for a provider that refused the API key (HTTP 401 or 403):
	 * a setting to fix, not a failed request. The provider's own message is
	 * left out: it may quote the key.
	 *
	 * @since 0.1.0
	 */
	public static function key_refused(): WP_Error {
		return self::not_configured(
			__( 'The AI provider refused the API key. Check “AI → API key” in Settings → Cairn.', 'cairn' ),
			'ai_api_key'
		);
	}

	/**
	 * A 503 `cairn_ai_not_configured`: what the editor needs to lead the user
	 * to the setting — its id, and the settings page for those who may
	 * change it ('' for everyone else).
	 *
	 * @since 0.1.0
	 *
	 * @param string $message Names the setting to fill in.
	 * @param string $setting The setting's id, such as `ai_model_text`.
	 */
	public static function not_configured( string $message, string $setting ): WP_Error {
		return new WP_Error(
			'cairn_ai_not_configured',
			$message,
			array(
				'status'      => 503,
				'setting'     => $setting,
				'settingsUrl' => current_user_can( 'manage_options' )
					? admin_url( 'options-general.php?page=' . Settings_Page::SLUG . '#cairn-ai' )
					: '',
			)
		);
	}

	/**
	 * One of the errors that the editor knows, with its status and message
	 * (one fixed text per code). Upstream messages are never passed on: they may quote a
	 * part of the key or the provider's internals.
	 *
	 * @since 0.1.0
	 *
	 * @param string $code  `error_service_unavailable`, `error_context_too_large`,
	 *                      `error_moderation`, `error_quota_exceeded` or `error_response`.
	 * @param int    $upstream_status The provider's HTTP status, 0 when none.
	 */
	public static function error( string $code, int $upstream_status = 0 ): WP_Error {
		$errors                   = array(
			'error_service_unavailable' => array( 503, __( 'The AI service is temporarily unavailable.', 'cairn' ) ),
			'error_context_too_large'   => array( 413, __( 'The content is too large to be processed all at once. Please try to shorten it or divide it into smaller parts.', 'cairn' ) ),
			'error_moderation'          => array( 422, __( 'This request has been flagged by our moderation system. Please try to rephrase it and try again.', 'cairn' ) ),
			'error_quota_exceeded'      => array( 429, __( 'You exceeded your current quota, please check your plan details.', 'cairn' ) ),
			'error_response'            => array( 400, __( 'It was not possible to process your request. Mind trying again?', 'cairn' ) ),
			'error_image_unreachable'   => array( 400, __( 'The AI service could not download the image.', 'cairn' ) ),
		);
		list( $status, $message ) = $errors[ $code ] ?? $errors['error_response'];
		$data                     = array( 'status' => $status );
		if ( $upstream_status ) {
			$data['upstream_status'] = $upstream_status;
		}
		return new WP_Error( isset( $errors[ $code ] ) ? $code : 'error_response', $message, $data );
	}

	/**
	 * The error for a provider that refused because of its own limits (HTTP
	 * 429): its rate limit, which passes (the editor offers Retry after the
	 * provider's delay), or the quota of the owner's provider account, which
	 * only the owner can raise there. Either way a 503 `error_service_unavailable`,
	 * never the site budget's `error_quota_exceeded`: no upgrade of the
	 * site's budget helps, and nothing is counted against it.
	 *
	 * @since 0.7.0
	 *
	 * @param string $kind        'rate' or 'quota'.
	 * @param int    $retry_after Seconds the provider asked to wait (0 when it did not say).
	 */
	public static function provider_limit( string $kind, int $retry_after = 0 ): WP_Error {
		$data = array(
			'status'          => 503,
			'upstream_status' => 429,
			'provider_limit'  => 'quota' === $kind ? 'quota' : 'rate',
		);
		if ( 'quota' !== $kind && $retry_after > 0 ) {
			$data['retry_after'] = $retry_after;
		}
		return new WP_Error(
			'error_service_unavailable',
			'quota' === $kind
				? __( 'You exceeded your current quota, please check your plan details.', 'cairn' )
				: __( 'The AI service is temporarily unavailable.', 'cairn' ),
			$data
		);
	}

	/**
	 * Whether an error is the provider's own limit (see provider_limit()).
	 *
	 * @since 0.7.0
	 *
	 * @param WP_Error $error An error.
	 */
	public static function is_provider_limit( WP_Error $error ): bool {
		$data = $error->get_error_data();
		return is_array( $data ) && isset( $data['provider_limit'] );
	}

	/**
	 * The seconds a provider asked to wait: its `Retry-After` header (seconds
	 * or an HTTP date), else the "try again in 20s" of its message, at most
	 * an hour; 0 when it said nothing.
	 *
	 * @param string $header The header.
	 * @param string $facts  The error's code, type and message, lower case.
	 */
	private static function retry_seconds( string $header, string $facts ): int {
		$header = trim( $header );
		if ( '' !== $header ) {
			$seconds = ctype_digit( $header ) ? (int) $header : (int) ( strtotime( $header ) - time() );
		} elseif ( preg_match( '/try again in (\d+(?:\.\d+)?)\s*(ms|s)\b/', $facts, $matches ) ) {
			$seconds = (int) ceil( 'ms' === $matches[2] ? (float) $matches[1] / 1000 : (float) $matches[1] );
		} else {
			$seconds = 0;
		}
		return max( 0, min( HOUR_IN_SECONDS, $seconds ) );
	}

	/**
	 * Maps a provider's HTTP error to one of the editor's errors.
	 *
	 * @since 0.1.0
	 *
	 * @param int    $status      HTTP status.
	 * @param string $body        Response body (OpenAI's `{ "error": { "message", "type", "code" } }` or anything).
	 * @param string $retry_after The provider's `Retry-After` header, when it sent one.
	 */
	public static function from_http( int $status, string $body, string $retry_after = '' ): WP_Error {
		$json  = json_decode( $body, true );
		$error = is_array( $json ) && isset( $json['error'] ) ? $json['error'] : array();
		$error = is_array( $error ) ? $error : array( 'message' => (string) $error );
		$facts = strtolower(
			implode(
				' ',
				array(
					isset( $error['code'] ) && is_scalar( $error['code'] ) ? (string) $error['code'] : '',
					isset( $error['type'] ) && is_scalar( $error['type'] ) ? (string) $error['type'] : '',
					isset( $error['message'] ) && is_scalar( $error['message'] ) ? (string) $error['message'] : '',
				)
			)
		);

		if ( 401 === $status || 403 === $status ) {
			// A wrong, revoked or missing key (or one without access to the model).
			return self::key_refused();
		}
		if ( 400 === $status && preg_match( '/invalid_image_url|downloading .*image|error while downloading|image url|unable to (fetch|download)/', $facts ) ) {
			// The provider could not download an image (a private or local site): the caller may send its bytes.
			return self::error( 'error_image_unreachable', $status );
		}
		if ( preg_match( '/content_filter|content_policy|moderation|flagged|safety/', $facts ) ) {
			return self::error( 'error_moderation', $status );
		}
		if ( 413 === $status || preg_match( '/context_length_exceeded|maximum context length|too many tokens|context window|prompt is too long/', $facts ) ) {
			return self::error( 'error_context_too_large', $status );
		}
		if ( 429 === $status ) {
			// The provider's own limit, never the site's budget: no upgrade helps.
			$quota = (bool) preg_match( '/insufficient_quota|billing|exceeded your current quota/', $facts );
			return self::provider_limit( $quota ? 'quota' : 'rate', self::retry_seconds( $retry_after, $facts ) );
		}
		if ( $status >= 500 || 408 === $status || 0 === $status ) {
			return self::error( 'error_service_unavailable', $status );
		}
		return self::error( 'error_response', $status );
	}
}
