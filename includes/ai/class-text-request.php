<?php
/**
 * One text request through the AI core's checks.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * What every text request goes through, whoever asks (the query route, an
 * Ability, the summary): the feature derived from its prompt types and its
 * switch, the prompt built on the server within the user's limit of
 * characters, the text provider, the user's limits and the site's budget
 * reserved before the call and given back for errors that should not count.
 *
 * @since 0.3.0
 */
final class Text_Request {

	/**
	 * Error codes that do not use up a request (a generic request error or
	 * an exceeded quota), nor does a provider that is not set up or refuses
	 * the key.
	 *
	 * @var string[]
	 */
	private const FREE_ERRORS = array( 'error_quota_exceeded', 'error_response', 'cairn_ai_not_configured', 'error_image_unreachable' );

	/**
	 * Checks and reserves a request.
	 *
	 * @since 0.3.0
	 *
	 * @param array<int,mixed> $messages The editor's messages (`cairn-ai` and `assistant` turns).
	 * @param string           $label    The feature the caller names; the prompt types decide.
	 * @param int              $user_id  Who asks.
	 * @param string           $task     'text', or 'vision' when the caller attaches an image.
	 * @return array{built:array<int,array<string,mixed>>,provider:Provider,feature:string,cost:int,taken:string[]}|WP_Error
	 *         The prompt, the provider and what was reserved; or why not (403 `cairn_ai_disabled` when the feature is off).
	 */
	public static function prepare( array $messages, string $label, int $user_id, string $task = 'text' ) {
		// The feature comes from what is asked, never from the label alone.
		$feature = Features::for_query( self::prompt_types( $messages ), $label );
		if ( null === $feature ) {
			return self::disabled();
		}
		$max_chars = User_Limits::max_characters( $user_id );
		$built     = Prompt_Builder::build( $messages, $max_chars );
		if ( is_wp_error( $built ) ) {
			if ( 'error_context_too_large' === $built->get_error_code() && $max_chars < Prompt_Builder::MAX_CHARACTERS ) {
				return User_Limits::prompt_too_long( $max_chars );
			}
			return $built;
		}
		$provider = Providers::for_task( $task );
		if ( is_wp_error( $provider ) ) {
			return $provider;
		}
		// Each text query of the logo generator (its first prompt, an
		// enhancement, a style guess) costs what a prompt enhancement costs.
		$cost  = 'logo-generator' === $feature ? Costs::for_feature( 'prompt-enhancement' ) : 0;
		$taken = User_Limits::reserve( $user_id, self::user_cost( $feature, $cost ) );
		if ( is_wp_error( $taken ) ) {
			return $taken;
		}
		$reserved = Budget::reserve( $feature, $cost );
		if ( is_wp_error( $reserved ) ) {
			// A refusal counts nothing anywhere.
			User_Limits::release( $taken, self::user_cost( $feature, $cost ) );
			return $reserved;
		}
		return array(
			'built'    => $built,
			'provider' => $provider,
			'feature'  => $feature,
			'cost'     => $cost,
			'taken'    => $taken,
		);
	}

	/**
	 * Gives a prepared request back when its error should not count.
	 *
	 * @since 0.3.0
	 *
	 * @param WP_Error            $error    The provider's error.
	 * @param array<string,mixed> $prepared What prepare() reserved (`feature`, `cost`, `taken`).
	 */
	public static function settle( WP_Error $error, array $prepared ): void {
		// A provider's own limit refused it before any work: it costs nothing either.
		if ( ! in_array( $error->get_error_code(), self::FREE_ERRORS, true ) && ! Providers::is_provider_limit( $error ) ) {
			return;
		}
		$feature = (string) $prepared['feature'];
		$cost    = (int) $prepared['cost'];
		Budget::release( $feature, $cost );
		User_Limits::release( (array) $prepared['taken'], self::user_cost( $feature, $cost ) );
	}

	/**
	 * The whole answer to a request, through every check.
	 *
	 * @since 0.3.0
	 *
	 * @param array<int,mixed> $messages The editor's messages.
	 * @param string           $label    The feature the caller names.
	 * @param int              $user_id  Who asks.
	 * @return string|WP_Error
	 */
	public static function complete( array $messages, string $label, int $user_id ) {
		$prepared = self::prepare( $messages, $label, $user_id );
		if ( is_wp_error( $prepared ) ) {
			return $prepared;
		}
		$text = $prepared['provider']->complete( $prepared['built'], array( 'task' => 'text' ) );
		if ( is_wp_error( $text ) ) {
			self::settle( $text, $prepared );
			return $text;
		}
		if ( Prompts::ERROR_MARKER === trim( $text ) ) {
			// The model could not understand the request: no answer, nothing counted.
			$unclear = Providers::error( 'error_response' );
			self::settle( $unclear, $prepared );
			return $unclear;
		}
		return $text;
	}

	/**
	 * One prompt of a type, as the editor would send it.
	 *
	 * @since 0.3.0
	 *
	 * @param string              $type    Prompt type.
	 * @param string              $content The content to work on.
	 * @param array<string,mixed> $extra   Other context fields (`tone`, `language`, `words`…).
	 * @return array<int,array<string,mixed>>
	 */
	public static function prompt( string $type, string $content, array $extra = array() ): array {
		return array(
			array(
				'role'    => 'cairn-ai',
				'content' => '',
				'context' => array_merge(
					$extra,
					array(
						'type'    => $type,
						'content' => $content,
					)
				),
			),
		);
	}

	/**
	 * An answer as one line of plain text, without the quotes models like to
	 * add around a title, a caption or an alt text.
	 *
	 * @since 0.3.0
	 *
	 * @param string $answer The model's answer.
	 */
	public static function one_line( string $answer ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( $answer ) ), " \t\"“”'" );
	}

	/**
	 * The refusal when the feature that would serve a request is off.
	 *
	 * @since 0.3.0
	 */
	public static function disabled(): WP_Error {
		return new WP_Error(
			'cairn_ai_disabled',
			__( 'AI is turned off for this feature.', 'cairn' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * What a request takes from the user's own limits.
	 *
	 * @param string $feature Feature.
	 * @param int    $cost    Cost reserved (0: the feature's).
	 */
	private static function user_cost( string $feature, int $cost ): int {
		return $cost > 0 ? $cost : Costs::for_feature( $feature );
	}

	/**
	 * The prompt types of the editor's messages (a message without one is a user prompt).
	 *
	 * @param array<int,mixed> $messages The editor's messages.
	 * @return string[]
	 */
	private static function prompt_types( array $messages ): array {
		$types = array();
		foreach ( $messages as $message ) {
			if ( ! is_array( $message ) || ( $message['role'] ?? '' ) !== 'cairn-ai' ) {
				continue;
			}
			$type    = $message['context']['type'] ?? 'userPrompt';
			$types[] = is_string( $type ) ? $type : '';
		}
		return $types;
	}
}
