<?php
/**
 * Turns the editor's AI messages into a provider's chat messages.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the conversation sent to a provider from the editor's messages
 * (`{ role: 'cairn-ai' | 'assistant', content, context? }`): the server's own
 * system prompt first, each `cairn-ai` message as a user turn built from its
 * context, each `assistant` message as an assistant turn. The browser never
 * sends a system prompt: any role but those two is refused.
 *
 * @since 0.1.0
 */
final class Prompt_Builder {

	/** Messages kept from the history, the editor's cap too. */
	public const MAX_MESSAGES = 20;

	/** Characters of text accepted in all, beyond which the request is too large. */
	public const MAX_CHARACTERS = 200000;

	/**
	 * The provider's messages for the editor's messages.
	 *
	 * @since 0.1.0
	 *
	 * @since 0.2.0 The limit of characters is a parameter.
	 *
	 * @param array<int,mixed> $messages       The editor's messages.
	 * @param int              $max_characters Characters accepted in all; at most MAX_CHARACTERS.
	 * @return array<int,array<string,string>>|WP_Error 400 `error_response` for a bad message or an unknown prompt type,
	 *                                                  413 `error_context_too_large` beyond the limit.
	 */
	public static function build( array $messages, int $max_characters = self::MAX_CHARACTERS ) {
		$messages = array_values( $messages );
		foreach ( $messages as $index => $message ) {
			$invalid = self::validate( $message, $index );
			if ( $invalid ) {
				return $invalid;
			}
		}

		// Keep the last messages, starting at a user turn, which then opens the conversation.
		$messages = array_slice( $messages, -self::MAX_MESSAGES );
		while ( $messages && 'cairn-ai' !== $messages[0]['role'] ) {
			array_shift( $messages );
		}
		if ( ! $messages ) {
			return self::bad_request( __( 'The AI request has no prompt.', 'cairn' ) );
		}
		if ( isset( $messages[0]['context'] ) && is_array( $messages[0]['context'] ) ) {
			$messages[0]['context']['is_follow_up'] = false;
		}
		if ( 'cairn-ai' !== $messages[ count( $messages ) - 1 ]['role'] ) {
			return self::bad_request( __( 'The last AI message must be a prompt.', 'cairn' ) );
		}

		$built      = array(
			array(
				'role'    => 'system',
				'content' => Prompts::system(),
			),
		);
		$characters = 0;
		foreach ( $messages as $message ) {
			if ( 'assistant' === $message['role'] ) {
				$content = isset( $message['content'] ) ? (string) $message['content'] : '';
				$role    = 'assistant';
			} else {
				$content = self::user_turn( $message );
				$role    = 'user';
				if ( null === $content ) {
					return self::bad_request(
						sprintf(
							/* translators: %s: a prompt type sent by the editor. */
							__( 'Unknown AI prompt type: %s.', 'cairn' ),
							sanitize_text_field( (string) $message['context']['type'] )
						)
					);
				}
			}
			if ( '' === trim( $content ) ) {
				continue;
			}
			$characters += mb_strlen( $content );
			$built[]     = array(
				'role'    => $role,
				'content' => $content,
			);
		}
		if ( $characters > min( $max_characters, self::MAX_CHARACTERS ) ) {
			return Providers::error( 'error_context_too_large' );
		}
		if ( 'user' !== $built[ count( $built ) - 1 ]['role'] ) {
			return self::bad_request( __( 'The AI request has no prompt.', 'cairn' ) );
		}
		return $built;
	}

	/**
	 * The messages for a plain question: one user prompt.
	 *
	 * @since 0.1.0
	 *
	 * @param string $question The question.
	 * @return array<int,array<string,mixed>> The editor's messages.
	 */
	public static function from_question( string $question ): array {
		return array(
			array(
				'role'    => 'cairn-ai',
				'content' => $question,
				'context' => array(
					'type'    => 'userPrompt',
					'request' => $question,
				),
			),
		);
	}

	/**
	 * The user turn of a `cairn-ai` message.
	 *
	 * @param array<string,mixed> $message Message.
	 * @return string|null Null for an unknown prompt type.
	 */
	private static function user_turn( array $message ): ?string {
		$content = isset( $message['content'] ) ? (string) $message['content'] : '';
		if ( isset( $message['context'] ) && is_array( $message['context'] ) && isset( $message['context']['type'] ) ) {
			$context = $message['context'];
			if ( 'userPrompt' === $context['type'] && empty( $context['request'] ) ) {
				// A prompt sent as the message's text rather than as the context's request.
				$context['request'] = $content;
			}
			return Prompts::instruction( $context );
		}
		// No context: the message is the user's own prompt.
		return Prompts::instruction(
			array(
				'type'    => 'userPrompt',
				'request' => $content,
			)
		);
	}

	/**
	 * Checks one message's shape.
	 *
	 * @param mixed $message Message.
	 * @param int   $index   Position.
	 * @return WP_Error|null
	 */
	private static function validate( $message, int $index ): ?WP_Error {
		if ( ! is_array( $message ) || ! isset( $message['role'] ) || ! is_string( $message['role'] ) ) {
			/* translators: %d: position of a message in the request. */
			return self::bad_request( sprintf( __( 'AI message %d is not a message.', 'cairn' ), $index ) );
		}
		if ( 'cairn-ai' !== $message['role'] && 'assistant' !== $message['role'] ) {
			return self::bad_request(
				sprintf(
					/* translators: %s: a message role sent by the editor. */
					__( 'The AI message role “%s” is not allowed.', 'cairn' ),
					sanitize_text_field( $message['role'] )
				)
			);
		}
		if ( isset( $message['content'] ) && ! is_string( $message['content'] ) ) {
			/* translators: %d: position of a message in the request. */
			return self::bad_request( sprintf( __( 'AI message %d has no text.', 'cairn' ), $index ) );
		}
		if ( isset( $message['context'] ) && ( ! is_array( $message['context'] ) || ( isset( $message['context']['type'] ) && ! is_string( $message['context']['type'] ) ) ) ) {
			/* translators: %d: position of a message in the request. */
			return self::bad_request( sprintf( __( 'AI message %d has a bad context.', 'cairn' ), $index ) );
		}
		return null;
	}

	/**
	 * A 400 for a request the server will not build.
	 *
	 * @param string $message Why.
	 */
	private static function bad_request( string $message ): WP_Error {
		return new WP_Error( 'error_response', $message, array( 'status' => 400 ) );
	}
}
