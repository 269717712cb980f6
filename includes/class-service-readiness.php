<?php
/**
 * Whether each service a feature needs can run on this site.
 *
 * @package Cairn
 */

namespace Cairn;

use Cairn\AI\Providers;
use Cairn\Blocks\Ad;
use Cairn\Maps\Mapbox_Token;
use Cairn\Maps\Mapkit_Token;

defined( 'ABSPATH' ) || exit;

/**
 * What the editor needs to know before a user starts: for each AI task and
 * each third-party service, whether it can run, the section of Settings →
 * Cairn that sets it up, and a sentence naming the settings still to fill in.
 * Only booleans and texts the settings page itself shows: never a key, a
 * token or an address.
 *
 * @since 0.6.0
 */
final class Service_Readiness {

	/**
	 * The names, in the order the editor lists them: an AI task as `ai-<task>`,
	 * then the services.
	 *
	 * @var string[]
	 */
	public const NAMES = array( 'ai-text', 'ai-vision', 'ai-image', 'ai-audio', 'stripe', 'mailchimp', 'maps', 'giphy', 'instagram', 'ads' );

	/**
	 * Each name's readiness.
	 *
	 * @since 0.6.0
	 *
	 * @return array<string,array{ready:bool,section:string,message:string}>
	 */
	public static function all(): array {
		$all = array();
		foreach ( Providers::TASKS as $task ) {
			$provider             = Providers::for_task( $task );
			$all[ 'ai-' . $task ] = is_wp_error( $provider )
				// The provider's error names the setting to fill in (and never quotes a key).
				? self::entry( 'ai', array(), $provider->get_error_message() )
				: self::entry( 'ai', array() );
		}

		$all['stripe'] = self::entry(
			'stripe',
			self::missing(
				array(
					'stripe_publishable_key' => __( 'Publishable key', 'cairn' ),
					'stripe_secret_key'      => __( 'Secret key', 'cairn' ),
				)
			)
		);
		// The key and the audience: a subscription needs both. Whether
		// Mailchimp accepts them is read live by the block (`/cairn/v1/mailchimp`).
		$all['mailchimp'] = self::entry(
			'mailchimp',
			self::missing(
				array(
					'mailchimp_api_key' => __( 'API key', 'cairn' ),
					'mailchimp_list_id' => __( 'Audience (list) ID', 'cairn' ),
				)
			)
		);
		$all['maps']      = self::maps();
		$all['giphy']     = self::entry( 'giphy', self::missing( array( 'giphy_key' => __( 'API key', 'cairn' ) ) ) );
		$all['instagram'] = self::entry(
			'instagram',
			self::missing(
				array(
					'instagram_app_id'     => __( 'Instagram app ID', 'cairn' ),
					'instagram_app_secret' => __( 'Instagram app secret', 'cairn' ),
				)
			)
		);
		// An id the ad network would not recognise serves no ad either.
		$all['ads'] = self::entry( 'ads', '' === Ad::publisher_id() ? array( __( 'Publisher ID', 'cairn' ) ) : array() );
		return $all;
	}

	/**
	 * Whether one name is ready.
	 *
	 * @since 0.6.0
	 *
	 * @param string $name One of NAMES.
	 */
	public static function is_ready( string $name ): bool {
		$all = self::all();
		return isset( $all[ $name ] ) && $all[ $name ]['ready'];
	}

	/**
	 * Maps draw with either library: Mapbox's public token, or a MapKit key
	 * or token, as visitors' maps do.
	 *
	 * @return array{ready:bool,section:string,message:string}
	 */
	private static function maps(): array {
		$token = Settings::get( 'mapbox_token' );
		if ( ( '' !== $token && null === Mapbox_Token::refuse( $token ) ) || Mapkit_Token::configured() ) {
			return self::entry( 'maps', array() );
		}
		return self::entry( 'maps', array( __( 'Mapbox access token', 'cairn' ) ) );
	}

	/**
	 * The labels of the settings among these that are empty.
	 *
	 * @param array<string,string> $fields Setting => its label on the settings page.
	 * @return string[]
	 */
	private static function missing( array $fields ): array {
		$missing = array();
		foreach ( $fields as $field => $label ) {
			$value = in_array( $field, Settings::SECRET_FIELDS, true ) ? Settings::secret( $field ) : Settings::get( $field );
			if ( '' === trim( $value ) ) {
				$missing[] = $label;
			}
		}
		return $missing;
	}

	/**
	 * One name's readiness.
	 *
	 * @param string   $section The settings section (its anchor is `#cairn-<section>`).
	 * @param string[] $missing Labels of the settings still empty; none when ready.
	 * @param string   $message What to do, when it is known already (the AI's).
	 * @return array{ready:bool,section:string,message:string}
	 */
	private static function entry( string $section, array $missing, string $message = '' ): array {
		$ready = '' === $message && array() === $missing;
		if ( '' === $message && ! $ready ) {
			$message = sprintf(
				/* translators: 1: a settings section, such as "Stripe"; 2: the fields to fill in, such as "“Publishable key”, “Secret key”". */
				__( 'Fill in %2$s under %1$s in Settings → Cairn.', 'cairn' ),
				self::section_title( $section ),
				implode(
					', ',
					array_map(
						static function ( string $label ): string {
							/* translators: %s: a field's label; the quotes around it. */
							return sprintf( __( '“%s”', 'cairn' ), $label );
						},
						$missing
					)
				)
			);
		}
		return array(
			'ready'   => $ready,
			'section' => $section,
			'message' => $message,
		);
	}

	/**
	 * A section's title, as the settings page shows it.
	 *
	 * @param string $section Section name.
	 */
	private static function section_title( string $section ): string {
		$titles = array(
			'ai'        => __( 'AI', 'cairn' ),
			'stripe'    => 'Stripe',
			'mailchimp' => 'Mailchimp',
			'maps'      => __( 'Maps', 'cairn' ),
			'giphy'     => 'Giphy',
			'instagram' => 'Instagram',
			'ads'       => __( 'Ads', 'cairn' ),
		);
		return $titles[ $section ] ?? $section;
	}
}
