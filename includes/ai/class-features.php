<?php
/**
 * The AI off switches.
 *
 * @package Cairn
 */

namespace Cairn\AI;

defined( 'ABSPATH' ) || exit;

/**
 * Whether AI is on: the site-wide switch and each feature's own switch, both
 * from the `cairn_ai` setting. Off removes the feature's surfaces.
 *
 * @since 0.1.0
 */
final class Features {

	/** The feature every request counts as unless it names another. */
	public const DEFAULT_FEATURE = 'ai-assistant';

	/**
	 * Every AI feature with a switch.
	 *
	 * @var string[]
	 */
	public const SLUGS = array(
		'ai-assistant',
		'ai-toolbar',
		'image-helpers',
		'voice-to-content',
		'logo-generator',
		'form-ai',
		'ai-response-feedback',
	);

	/**
	 * The prompt types that the toolbar's actions send.
	 *
	 * @var string[]
	 */
	private const TOOLBAR_TYPES = array(
		'simplify',
		'correctSpelling',
		'makeLonger',
		'makeShorter',
		'changeTone',
		'summarize',
		'changeLanguage',
		'transformListToTable',
		'writePostFromList',
	);

	/**
	 * The features that may use a prompt type: a text query is served only
	 * when one of the features that ask for its kind of prompt is on. The
	 * assistant uses every text prompt but the form builder's.
	 *
	 * @since 0.2.0
	 *
	 * @param string $type Prompt type ('userPrompt' for a plain question or a message without context).
	 * @return string[] Feature slugs, the most specific first.
	 */
	public static function for_prompt_type( string $type ): array {
		if ( 'formCustomPrompt' === $type ) {
			return array( 'form-ai' );
		}
		if ( 'transcriptToPost' === $type ) {
			return array( 'voice-to-content' );
		}
		if ( in_array( $type, array( 'logoFirstPrompt', 'logoEnhancePrompt', 'logoStyleGuess' ), true ) ) {
			return array( 'logo-generator' );
		}
		if ( 'imageAltText' === $type || 'imageCaption' === $type ) {
			return array( 'image-helpers' );
		}
		if ( in_array( $type, self::TOOLBAR_TYPES, true ) ) {
			return array( 'ai-toolbar', 'ai-assistant' );
		}
		// Free prompts, and every other text prompt, are the assistant's.
		return array( 'ai-assistant' );
	}

	/**
	 * The feature a text query is served and counted under, derived from the
	 * prompt types it asks for, never from a label: the features that may use
	 * every one of its types, of which the first that is on. The label the
	 * editor sends only picks among those.
	 *
	 * @since 0.2.0
	 *
	 * @param string[] $types Prompt types of the query's messages.
	 * @param string   $label The feature the editor named.
	 * @return string|null Null when every feature that may serve it is off.
	 */
	public static function for_query( array $types, string $label ): ?string {
		$allowed = null;
		foreach ( array_unique( $types ) as $type ) {
			$features = self::for_prompt_type( (string) $type );
			$allowed  = null === $allowed ? $features : array_values( array_intersect( $allowed, $features ) );
		}
		$allowed = $allowed ?? array( self::DEFAULT_FEATURE );
		if ( in_array( $label, $allowed, true ) ) {
			// The named feature first, when it may serve the query at all.
			$allowed = array_values( array_unique( array_merge( array( $label ), $allowed ) ) );
		}
		foreach ( $allowed as $feature ) {
			if ( self::is_enabled( $feature ) ) {
				return $feature;
			}
		}
		return null;
	}

	/**
	 * Whether AI is on for the site at all.
	 *
	 * @since 0.1.0
	 */
	public static function is_site_enabled(): bool {
		return AI_Settings::get()['enabled'];
	}

	/**
	 * The `chrome-ai` flag: whether the editor's browser-side AI is allowed
	 * for this site (on with AI itself). The logo generator is gated by it
	 * and its own switch; the browser's built-in models also need on-device
	 * AI allowed.
	 *
	 * @since 0.7.0
	 */
	public static function is_chrome_ai_enabled(): bool {
		return self::is_site_enabled();
	}

	/**
	 * Whether a feature is on: the site-wide switch and its own switch. A
	 * feature without a switch of its own follows the site-wide switch.
	 *
	 * @since 0.1.0
	 *
	 * @param string $feature Feature slug.
	 */
	public static function is_enabled( string $feature ): bool {
		$settings = AI_Settings::get();
		if ( ! $settings['enabled'] ) {
			return false;
		}
		return isset( $settings['features'][ $feature ] ) ? $settings['features'][ $feature ] : true;
	}

	/**
	 * The feature a request names, or the default one when it names none or
	 * an unknown one.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $feature The request's `feature` field.
	 */
	public static function normalize( $feature ): string {
		return is_string( $feature ) && in_array( $feature, self::SLUGS, true ) ? $feature : self::DEFAULT_FEATURE;
	}

	/**
	 * Every feature's state.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,bool> Keyed by feature slug.
	 */
	public static function states(): array {
		$states = array();
		foreach ( self::SLUGS as $slug ) {
			$states[ $slug ] = self::is_enabled( $slug );
		}
		return $states;
	}
}
