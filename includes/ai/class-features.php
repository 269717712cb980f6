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
	 * Whether AI is on for the site at all.
	 *
	 * @since 0.1.0
	 */
	public static function is_site_enabled(): bool {
		return AI_Settings::get()['enabled'];
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
