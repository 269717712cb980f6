<?php
/**
 * Jetpack's Mailchimp block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;
use Cairn\Mailchimp\Client;

defined( 'ABSPATH' ) || exit;

/**
 * The same form settings; Jetpack's submit button, an inner Button block
 * since 2020 and button attributes before, becomes Cairn's button settings
 * on the block (its text and colours: a custom colour as it is, a palette
 * colour as the palette's CSS variable).
 *
 * @since 0.5.0
 */
final class Mailchimp extends Rule {

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/mailchimp' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/mailchimp';
	}

	/**
	 * The form settings, and the oldest version's button attributes.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		return array_merge( parent::attributes( $attrs, $html ), self::button( $attrs, 'submitButtonText', 'customBackgroundButtonColor', 'backgroundButtonColor', 'customTextButtonColor', 'textButtonColor' ) );
	}

	/**
	 * The button's settings from the inner Button block (2020 and later).
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array<string,mixed>> $inner The Jetpack block's inner blocks.
	 * @return array<string,mixed>
	 */
	public function from_inner( array $inner ): array {
		$button = self::find_block( $inner, 'jetpack/button' );
		if ( ! $button ) {
			return array();
		}
		return self::button( (array) $button['attrs'], 'text', 'customBackgroundColor', 'backgroundColor', 'customTextColor', 'textColor' );
	}

	/**
	 * Cairn's button settings from a set of attributes under the given names.
	 *
	 * @param array<string,mixed> $attrs             The attributes.
	 * @param string              $text_name         The text's name.
	 * @param string              $custom_background The custom background colour's name.
	 * @param string              $background        The palette background colour's name.
	 * @param string              $custom_text       The custom text colour's name.
	 * @param string              $text_colour_name  The palette text colour's name.
	 * @return array<string,string>
	 */
	private static function button( array $attrs, string $text_name, string $custom_background, string $background, string $custom_text, string $text_colour_name ): array {
		$carried = array();
		$text    = $attrs[ $text_name ] ?? null;
		if ( is_string( $text ) && '' !== $text ) {
			$carried['submitButtonText'] = wp_strip_all_tags( $text );
		}
		$background_colour = self::colour( $attrs[ $custom_background ] ?? null, $attrs[ $background ] ?? null );
		$text_colour       = self::colour( $attrs[ $custom_text ] ?? null, $attrs[ $text_colour_name ] ?? null );
		if ( '' !== $background_colour ) {
			$carried['backgroundButtonColor'] = $background_colour;
		}
		if ( '' !== $text_colour ) {
			$carried['textButtonColor'] = $text_colour;
		}
		return $carried;
	}

	/**
	 * The inner Button block's settings are on the block now
	 * (from_inner()); no inner block stays.
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array<string,mixed>> $inner The Jetpack block's inner blocks.
	 * @param array<string,mixed>            $attrs The Jetpack block's attributes.
	 * @return array<int,array<string,mixed>>
	 */
	public function inner( array $inner, array $attrs ): array {
		unset( $attrs );
		return array();
	}

	/**
	 * Mailchimp: until it is set up, visitors see the form's button,
	 * disabled (Visitor_Fallback).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $converted The Cairn block's attributes.
	 */
	public function waiting( array $converted ): string {
		unset( $converted );
		return Client::is_configured() ? '' : __( 'Enter your Mailchimp API key and audience under Settings → Cairn → Mailchimp.', 'cairn' );
	}

	/**
	 * What the owner must do.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	public function needs(): array {
		return array( __( 'Mailchimp signups need your Mailchimp API key and audience (Settings → Cairn → Mailchimp).', 'cairn' ) );
	}

	/**
	 * The Jetpack attributes carried under other names.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	protected function carried(): array {
		return array( 'customBackgroundButtonColor', 'customTextButtonColor' );
	}

	/**
	 * A CSS colour: the custom one, else the palette's variable.
	 *
	 * @param mixed $custom  A custom colour (hex).
	 * @param mixed $palette A palette colour's slug.
	 */
	private static function colour( $custom, $palette ): string {
		if ( is_string( $custom ) && preg_match( '/^#?[0-9a-f]{3,8}$/i', $custom ) ) {
			return '#' . ltrim( $custom, '#' );
		}
		if ( is_string( $palette ) && preg_match( '/^[a-z0-9-]+$/i', $palette ) ) {
			return 'var(--wp--preset--color--' . $palette . ')';
		}
		return '';
	}
}
