<?php
/**
 * The logo generator's image requests.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Generates a logo through the provider's image model: the prompt built
 * from the site's description and the chosen style (cut to 4,000
 * characters, the user's part to 1,000), counted at the logo's cost before
 * the call and given back when it fails.
 *
 * @since 0.4.0
 */
final class Logo_Image {

	/** The feature that pays for it. */
	public const FEATURE = 'logo-generator';

	/** The longest prompt sent, in characters. */
	private const MAX_PROMPT = 4000;

	/** The longest part of it the user writes, in characters. */
	private const MAX_USER_PROMPT = 1000;

	/**
	 * A logo for a description in a style.
	 *
	 * @since 0.4.0
	 *
	 * @param string $description What the user asked for.
	 * @param string $style       A style slug; 'auto' must be guessed first.
	 * @param int    $user_id     Who asks.
	 * @return array{b64_json:string,revised_prompt:string}|WP_Error
	 */
	public static function generate( string $description, string $style, int $user_id ) {
		if ( 'auto' === $style ) {
			return new WP_Error( 'cairn_ai_auto_style', __( 'Auto style is not supported', 'cairn' ), array( 'status' => 400 ) );
		}
		$description = trim( wp_strip_all_tags( $description ) );
		if ( '' === $description ) {
			return new WP_Error( 'cairn_ai_no_prompt', __( 'Describe your site or simply ask for a logo specifying some details about it', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( ! Features::is_enabled( self::FEATURE ) ) {
			return Text_Request::disabled();
		}
		$provider = Providers::for_task( 'image' );
		if ( is_wp_error( $provider ) ) {
			return $provider;
		}
		// Both clients make images: the site's OpenAI-compatible server and WordPress's AI client.
		if ( ! $provider instanceof OpenAI_Compatible_Provider && ! $provider instanceof WordPress_AI_Provider ) {
			return Providers::error( 'error_service_unavailable' );
		}
		$cost  = Costs::for_feature( 'logo' );
		$taken = User_Limits::reserve( $user_id, $cost );
		if ( is_wp_error( $taken ) ) {
			return $taken;
		}
		$reserved = Budget::reserve( self::FEATURE, $cost );
		if ( is_wp_error( $reserved ) ) {
			User_Limits::release( $taken, $cost );
			return $reserved;
		}
		$image = $provider->generate_image( self::prompt( $description, $style ), self::size() );
		if ( is_wp_error( $image ) ) {
			// A failed logo costs nothing.
			Budget::release( self::FEATURE, $cost );
			User_Limits::release( $taken, $cost );
		}
		return $image;
	}

	/**
	 * The prompt sent to the image model.
	 *
	 * @since 0.4.0
	 *
	 * @param string $description What the user asked for.
	 * @param string $style       The style slug ('' for none).
	 */
	public static function prompt( string $description, string $style ): string {
		$user   = mb_substr( $description, 0, self::MAX_USER_PROMPT );
		$styled = '' !== $style && 'none' !== $style ? sprintf( ' in a %s style', str_replace( array( '-', '_' ), ' ', $style ) ) : '';
		$prompt = sprintf(
			"Create a simple, memorable logo for a website%s. The logo sits on a plain background, reads well small (as a site icon) and has no text unless the site's name is asked for.\n\nThe site:\n\"\"\"\n%s\n\"\"\"",
			$styled,
			$user
		);
		return mb_substr( $prompt, 0, self::MAX_PROMPT );
	}

	/**
	 * The image size: the widest the chosen model makes (DALL·E 3 1792x1024,
	 * the GPT image models 1536x1024), square for any other model, since
	 * square is the one size every image model takes.
	 *
	 * @since 0.4.0
	 */
	public static function size(): string {
		$model = (string) \Cairn\Settings::get( 'ai_model_image' );
		if ( 0 === strpos( $model, 'dall-e-3' ) ) {
			return '1792x1024';
		}
		if ( 0 === strpos( $model, 'gpt-image-' ) ) {
			return '1536x1024';
		}
		return '1024x1024';
	}
}
