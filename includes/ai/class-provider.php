<?php
/**
 * The AI provider interface.
 *
 * The file is named class-provider.php (not interface-provider.php) so that
 * the autoloader, which maps `Cairn\AI\Provider` to this path, finds it.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Something that answers chat prompts: WordPress's own AI client, or Cairn's
 * OpenAI-compatible HTTP client.
 *
 * Messages are in the chat completions shape that Prompt_Builder makes:
 * `array( array( 'role' => 'system'|'user'|'assistant', 'content' => string ), … )`.
 *
 * Errors are WP_Errors with the codes the editor knows and an HTTP status:
 * `error_service_unavailable` 503, `error_context_too_large` 413,
 * `error_moderation` 422, `error_quota_exceeded` 429, `error_response` 400,
 * and `cairn_ai_not_configured` 503 (nothing set up, or the key refused) whose
 * data names the setting to fill in.
 *
 * @since 0.1.0
 */
interface Provider {

	/**
	 * Whether this provider, as set up on this site, can do a task.
	 *
	 * @since 0.1.0
	 *
	 * @param string $task 'text', 'vision', 'image' or 'audio'.
	 */
	public function supports( string $task ): bool;

	/**
	 * The whole answer to a conversation.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int,array<string,mixed>> $messages Chat messages, the system prompt first; a content may be content parts (text and image_url).
	 * @param array<string,mixed>            $options  'task' (default 'text'), 'timeout' in seconds.
	 * @return string|WP_Error The answer's text.
	 */
	public function complete( array $messages, array $options );

	/**
	 * Streams the answer to a conversation, calling `$on_delta( string $text ): bool`
	 * for each piece of text as it arrives. When `$on_delta` returns false, the
	 * call to the provider is aborted and the method returns true.
	 *
	 * @since 0.1.0
	 *
	 * @param array<int,array<string,mixed>> $messages Chat messages, the system prompt first; a content may be content parts (text and image_url).
	 * @param array<string,mixed>            $options  'task' (default 'text'), 'timeout' in seconds,
	 *                                                 'on_tick' (a callable called about once a second
	 *                                                 while waiting, where the provider can; false stops).
	 * @param callable                       $on_delta Receives each piece of text; false stops.
	 * @return true|WP_Error
	 */
	public function stream( array $messages, array $options, callable $on_delta );
}
