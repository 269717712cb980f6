<?php
/**
 * Settings → Cairn's "Test connection" and model list.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Tells an administrator, in plain words, whether each AI task works as
 * configured: one tiny request per configured task, read for the usual
 * mistakes (a base URL that is not an OpenAI-compatible API, a refused key,
 * an unknown model). Nothing here counts against the AI budget, and the
 * provider's own messages are never passed on (they may quote the key).
 *
 * @since 0.3.0
 */
final class Connection_Test {

	/** The provider id of WordPress's AI client, as `ai_provider_<task>` spells it. */
	private const WORDPRESS_AI = 'wordpress'; // phpcs:ignore WordPress.WP.CapitalPDangit.Misspelled -- an identifier, not the name.

	/** The tiny request a test sends. */
	private const PROBE_MESSAGE = array(
		'role'    => 'user',
		'content' => 'Reply with the word OK.',
	);

	/** Model ids kept from a `/models` answer, at most. */
	private const MAX_MODELS = 500;

	/**
	 * The models the OpenAI-compatible server offers, sorted.
	 *
	 * @since 0.3.0
	 *
	 * @return string[]|WP_Error The ids, or a 502 that says what went wrong.
	 */
	public static function models() {
		if ( '' === Settings::get( 'ai_base_url' ) ) {
			return new WP_Error( 'cairn_ai_no_base_url', __( 'Fill in and save the base URL first.', 'cairn' ), array( 'status' => 400 ) );
		}
		$answer = ( new OpenAI_Compatible_Provider() )->list_models();
		$ids    = is_wp_error( $answer ) ? null : self::model_ids( $answer );
		if ( null === $ids ) {
			return new WP_Error( 'cairn_ai_models_failed', self::explain( $answer, '/models', '' ), array( 'status' => 502 ) );
		}
		return $ids;
	}

	/**
	 * Tests each task: its provider, and whether it answered.
	 *
	 * @since 0.3.0
	 *
	 * @return array<int,array{task:string,provider:string,status:string,message:string}>
	 *         One row per task; status 'ok', 'failed', 'untested' or 'skipped'.
	 */
	public static function run(): array {
		$results = array();
		$models  = null;
		foreach ( Providers::TASKS as $task ) {
			$provider = Providers::for_task( $task );
			if ( is_wp_error( $provider ) ) {
				$results[] = self::row( $task, '', 'skipped', __( 'Not set up.', 'cairn' ) );
				continue;
			}
			if ( $provider instanceof WordPress_AI_Provider ) {
				$results[] = self::test_wordpress( $provider, $task );
				continue;
			}
			if ( ! $provider instanceof OpenAI_Compatible_Provider ) {
				$results[] = self::row( $task, '', 'untested', __( 'Served by a provider that Cairn cannot test.', 'cairn' ) );
				continue;
			}
			$model = Settings::get( 'ai_model_' . $task );
			if ( 'text' === $task || 'vision' === $task ) {
				$answer    = $provider->probe( $task );
				$results[] = self::is_completion( $answer )
					? self::row( $task, 'openai', 'ok', __( 'Answered a short request.', 'cairn' ) )
					: self::row( $task, 'openai', 'failed', self::explain( $answer, '/chat/completions', $model ) );
				continue;
			}
			// Making an image or a transcript costs real money: ask whether the model is offered.
			if ( null === $models ) {
				$models = $provider->list_models();
			}
			$ids = is_wp_error( $models ) ? null : self::model_ids( $models );
			if ( null === $ids ) {
				$results[] = self::row( $task, 'openai', 'failed', self::explain( $models, '/models', $model ) );
			} elseif ( in_array( $model, $ids, true ) ) {
				$results[] = self::row( $task, 'openai', 'ok', __( 'The server offers this model (nothing was generated to test it).', 'cairn' ) );
			} else {
				$results[] = self::row(
					$task,
					'openai',
					'failed',
					/* translators: %s: a model name. */
					sprintf( __( 'The server does not offer the model “%s”. Pick one of its models.', 'cairn' ), $model )
				);
			}
		}
		return $results;
	}

	/**
	 * Tests a task that WordPress's AI client serves: a short text request
	 * for text, otherwise only that a connector supports it.
	 *
	 * @param WordPress_AI_Provider $provider Provider.
	 * @param string                $task     Task.
	 * @return array{task:string,provider:string,status:string,message:string}
	 */
	private static function test_wordpress( WordPress_AI_Provider $provider, string $task ): array {
		if ( 'text' !== $task ) {
			return self::row( $task, self::WORDPRESS_AI, 'untested', __( 'WordPress AI (Settings → Connectors) serves this task; it is not tested here.', 'cairn' ) );
		}
		$answer = $provider->complete( array( self::PROBE_MESSAGE ), array( 'task' => 'text' ) );
		return is_wp_error( $answer )
			? self::row( $task, self::WORDPRESS_AI, 'failed', $answer->get_error_message() )
			: self::row( $task, self::WORDPRESS_AI, 'ok', __( 'WordPress AI answered a short request.', 'cairn' ) );
	}

	/**
	 * One row of results.
	 *
	 * @param string $task     Task.
	 * @param string $provider 'openai', WORDPRESS_AI or ''.
	 * @param string $status   Status.
	 * @param string $message  Plain words.
	 * @return array{task:string,provider:string,status:string,message:string}
	 */
	private static function row( string $task, string $provider, string $status, string $message ): array {
		return array(
			'task'     => $task,
			'provider' => $provider,
			'status'   => $status,
			'message'  => $message,
		);
	}

	/**
	 * The model ids in a `/models` answer, or null when it is not one.
	 *
	 * @param array{status:int,body:string} $answer Raw answer.
	 * @return string[]|null
	 */
	private static function model_ids( array $answer ): ?array {
		$json = 200 === $answer['status'] ? json_decode( $answer['body'], true ) : null;
		if ( ! is_array( $json ) || ! isset( $json['data'] ) || ! is_array( $json['data'] ) ) {
			return null;
		}
		$ids = array();
		foreach ( $json['data'] as $model ) {
			if ( is_array( $model ) && isset( $model['id'] ) && is_string( $model['id'] ) && '' !== $model['id'] ) {
				$ids[] = sanitize_text_field( $model['id'] );
			}
		}
		$ids = array_values( array_unique( array_filter( $ids ) ) );
		sort( $ids, SORT_NATURAL | SORT_FLAG_CASE );
		return array_slice( $ids, 0, self::MAX_MODELS );
	}

	/**
	 * Whether a raw answer is a chat completion.
	 *
	 * @param array{status:int,body:string}|WP_Error $answer Raw answer.
	 */
	private static function is_completion( $answer ): bool {
		if ( is_wp_error( $answer ) || 200 !== $answer['status'] ) {
			return false;
		}
		$json = json_decode( $answer['body'], true );
		return is_array( $json ) && isset( $json['choices'] ) && is_array( $json['choices'] );
	}

	/**
	 * What went wrong, in plain words.
	 *
	 * @param array{status:int,body:string}|WP_Error $answer Raw answer, or why none came.
	 * @param string                                 $path   The path under the base URL that was asked.
	 * @param string                                 $model  The model asked for, '' for none.
	 */
	private static function explain( $answer, string $path, string $model ): string {
		if ( is_wp_error( $answer ) ) {
			return sprintf(
				/* translators: %s: why the connection failed. */
				__( 'The server could not be reached: %s Check the base URL.', 'cairn' ),
				self::sentence( $answer->get_error_message() )
			);
		}
		$status = $answer['status'];
		$json   = json_decode( $answer['body'], true );
		$error  = is_array( $json ) && isset( $json['error'] ) && is_array( $json['error'] ) ? $json['error'] : null;
		$code   = null !== $error && isset( $error['code'] ) && is_string( $error['code'] ) ? $error['code'] : '';

		if ( 401 === $status || 403 === $status ) {
			return __( 'The server refused the API key. Check “API key”.', 'cairn' );
		}
		$text = null !== $error && isset( $error['message'] ) && is_string( $error['message'] ) ? $error['message'] : '';
		if ( '' !== $model && ( 'model_not_found' === $code || ( 404 === $status && false !== strpos( $text, $model ) ) ) ) {
			/* translators: %s: a model name. */
			return sprintf( __( 'The server does not know the model “%s”. Check the model’s name.', 'cairn' ), $model );
		}
		if ( 404 === $status || 405 === $status || ( 200 === $status && ! is_array( $json ) ) ) {
			return sprintf(
				/* translators: %s: a URL. */
				__( 'Nothing at %s answers like an OpenAI-compatible API. Check the base URL: it usually ends in /v1.', 'cairn' ),
				untrailingslashit( Settings::get( 'ai_base_url' ) ) . $path
			);
		}
		if ( 429 === $status ) {
			return __( 'The server says the account’s quota or rate limit is reached.', 'cairn' );
		}
		if ( $status >= 500 ) {
			/* translators: %d: an HTTP status code. */
			return sprintf( __( 'The server had an error (HTTP %d). Try again later.', 'cairn' ), $status );
		}
		/* translators: %d: an HTTP status code. */
		return sprintf( __( 'The server answered in a way Cairn does not understand (HTTP %d).', 'cairn' ), $status );
	}

	/**
	 * A message ending in a full stop.
	 *
	 * @param string $message Message.
	 */
	private static function sentence( string $message ): string {
		$message = trim( $message );
		return '' === $message || preg_match( '/[.!?]$/', $message ) ? $message : $message . '.';
	}
}
