<?php
/**
 * Cairn's service settings and secrets: their keys, values and cleaning.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * The service settings and the write-only secrets: which keys there are,
 * what each holds for the server (get(), secret()), and how a submitted
 * value is cleaned before it is stored. Settings_Rest registers both options
 * and carries them through `/wp/v2/settings`; Settings_Page is the admin page.
 *
 * Secrets (API keys, tokens) never leave the server.
 *
 * @since 0.1.0
 */
final class Settings {

	public const SERVICES = 'cairn_services';
	public const SECRETS  = 'cairn_secrets';

	/** What a REST read shows for a secret that is set. */
	public const SECRET_SET = '__cairn_secret_set__';

	/**
	 * Service settings that may reach the browser.
	 *
	 * @var string[]
	 */
	public const SERVICE_FIELDS = array(
		'ai_base_url',
		'ai_allow_local',
		'ai_model_text',
		'ai_model_vision',
		'ai_model_image',
		'ai_model_audio',
		'ai_provider_text',
		'ai_provider_vision',
		'ai_provider_image',
		'ai_provider_audio',
		'stripe_publishable_key',
		'stripe_maximum_amounts',
		'stripe_api_base_url',
		'mapbox_token',
		'map_provider',
		'mapkit_team_id',
		'mapkit_key_id',
		'mapkit_token',
		'mapbox_api_base_url',
		'mapkit_snapshot_base_url',
		'giphy_api_base_url',
		'pinterest_api_base_url',
		'instagram_app_id',
		'instagram_api_base_url',
		'mailchimp_list_id',
		'mailchimp_api_base_url',
		'ads_publisher_id',
		'ads_network',
		'ads_slot_id',
		'ads_custom_code',
		'related_posts_post_types',
		'embeds_click_to_load',
		'video_private_by_default',
		'trusted_proxies',
		'client_ip_header',
		Block_Stages::SETTING,
	);

	/**
	 * The service fields that decide which hosts the server calls for AI.
	 *
	 * @var string[]
	 */
	public const AI_ENDPOINT_FIELDS = array( 'ai_base_url', 'ai_allow_local', 'ai_provider_text', 'ai_provider_vision', 'ai_provider_image', 'ai_provider_audio' );

	/**
	 * Which provider serves each AI task: '' picks automatically.
	 *
	 * @var string[]
	 */
	public const AI_PROVIDER_CHOICES = array( '', 'wordpress', 'openai' );

	/**
	 * Secrets: written by administrators, read only by the server.
	 *
	 * @var string[]
	 */
	public const SECRET_FIELDS = array(
		'ai_api_key',
		'stripe_secret_key',
		'stripe_webhook_secret',
		'mailchimp_api_key',
		'giphy_key',
		'instagram_app_secret',
		'mapkit_private_key',
	);

	/**
	 * The site's map provider choices: '' is Mapbox, the default.
	 *
	 * @var string[]
	 */
	public const MAP_PROVIDER_CHOICES = array( '', 'mapbox', 'mapkit' );

	/**
	 * Values entered on the settings page but not saved, which get() and
	 * secret() answer while a connection test runs (see with_entered()).
	 *
	 * @var array{services:array<string,string>,secrets:array<string,string>}|null
	 */
	private static $entered = null;

	/**
	 * The value of one service setting.
	 *
	 * @since 0.1.0
	 *
	 * @param string $field A SERVICE_FIELDS key.
	 */
	public static function get( string $field ): string {
		if ( Developer_Base_Urls::is_field( $field ) && ! Developer_Base_Urls::allowed() ) {
			// Stored, but ignored: every client calls the vendor's host.
			return '';
		}
		if ( null !== self::$entered && array_key_exists( $field, self::$entered['services'] ) ) {
			return self::$entered['services'][ $field ];
		}
		$values = get_option( self::SERVICES, array() );
		return is_array( $values ) && isset( $values[ $field ] ) ? (string) $values[ $field ] : '';
	}

	/**
	 * The value of one secret, for server code only.
	 *
	 * @since 0.1.0
	 *
	 * @param string $field A SECRET_FIELDS key.
	 */
	public static function secret( string $field ): string {
		if ( null !== self::$entered && array_key_exists( $field, self::$entered['secrets'] ) ) {
			return self::$entered['secrets'][ $field ];
		}
		$values = get_option( self::SECRETS, array() );
		return is_array( $values ) && isset( $values[ $field ] ) ? (string) $values[ $field ] : '';
	}

	/**
	 * Runs a callback while get() and secret() answer the values an
	 * administrator entered but did not save, as a save would keep them: the
	 * service values sanitized as a save sanitizes them (a developer base URL
	 * or an AI endpoint the user may not change stays the stored one), a
	 * secret left untouched (absent, or the marker) the stored one, and ''
	 * a removed one. Nothing is stored: the values live for the callback only.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $services Service values entered, by key.
	 * @param array<string,mixed> $secrets  Secrets entered, by key.
	 * @param callable            $run      What to run with them.
	 * @return mixed What the callback returns.
	 */
	public static function with_entered( array $services, array $secrets, callable $run ) {
		$previous = self::$entered;
		$stored   = get_option( self::SERVICES, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		foreach ( self::SERVICE_FIELDS as $field ) {
			if ( array_key_exists( $field, $services ) && is_scalar( $services[ $field ] ) ) {
				$stored[ $field ] = (string) $services[ $field ];
			}
		}
		$entered = array(
			'services' => self::sanitize_services( $stored ),
			'secrets'  => array(),
		);
		foreach ( self::SECRET_FIELDS as $field ) {
			if ( ! array_key_exists( $field, $secrets ) || ! is_string( $secrets[ $field ] ) || self::SECRET_SET === $secrets[ $field ] ) {
				continue;
			}
			$clean                        = self::sanitize_secrets( array( $field => $secrets[ $field ] ) );
			$entered['secrets'][ $field ] = $clean[ $field ] ?? '';
		}
		self::$entered = $entered;
		try {
			return $run();
		} finally {
			self::$entered = $previous;
		}
	}

	/**
	 * Keeps only known service fields, as trimmed plain text (URLs as URLs).
	 *
	 * Where the network manages the AI endpoint (multisite, see
	 * `cairn_ai_base_url_network_managed`), only users with
	 * `manage_network_options` change `ai_base_url` and the `ai_provider_*`
	 * choices: the server calls that URL, so a site administrator could
	 * otherwise make it reach the network's internal hosts. Anyone else's
	 * values for those keys are ignored and the stored ones kept. The
	 * developer base URLs follow Developer_Base_Urls::can_set().
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $value Submitted value.
	 * @return array<string,string>
	 */
	public static function sanitize_services( $value ): array {
		$clean                             = self::pick( $value, self::SERVICE_FIELDS );
		$clean['ai_allow_local']           = '1' === $clean['ai_allow_local'] ? '1' : '';
		$clean['embeds_click_to_load']     = '1' === $clean['embeds_click_to_load'] ? '1' : '';
		$clean['related_posts_post_types'] = Related_Posts\After_Post::sanitize( $clean['related_posts_post_types'] );
		$clean['ads_network']              = in_array( $clean['ads_network'], Blocks\Ad::NETWORKS, true ) ? $clean['ads_network'] : '';
		$clean['ads_slot_id']              = Blocks\Ad::slot_id( $clean['ads_slot_id'] );
		// Code, not text: kept as entered, and only ever run in the ad's sandboxed frame.
		$clean['ads_custom_code']          = Blocks\Ad::sanitize_custom_code( is_array( $value ) ? ( $value['ads_custom_code'] ?? '' ) : '' );
		$clean['video_private_by_default'] = '1' === $clean['video_private_by_default'] ? '1' : '';
		if ( '' !== $clean['ai_base_url'] ) {
			$clean['ai_base_url'] = esc_url_raw( $clean['ai_base_url'], array( 'http', 'https' ) );
			$refused              = AI\Endpoint::refuse_base_url( $clean['ai_base_url'], '1' === $clean['ai_allow_local'] );
			if ( null !== $refused ) {
				if ( function_exists( 'add_settings_error' ) ) {
					add_settings_error( self::SERVICES, 'cairn_ai_base_url_refused', $refused );
				}
				$clean['ai_base_url'] = self::get( 'ai_base_url' );
			}
		}
		if ( '' !== $clean['mapbox_token'] && null !== Maps\Mapbox_Token::refuse( $clean['mapbox_token'] ) ) {
			// Never store a secret token where the map would publish it.
			$clean['mapbox_token'] = self::get( 'mapbox_token' );
		}
		foreach ( array( 'mapkit_team_id', 'mapkit_key_id' ) as $field ) {
			// Apple's team and key ids are 10 capitals and digits.
			$clean[ $field ] = 1 === preg_match( '/^[A-Z0-9]{10}$/', strtoupper( $clean[ $field ] ) ) ? strtoupper( $clean[ $field ] ) : '';
		}
		if ( 1 !== preg_match( '/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/', $clean['mapkit_token'] ) ) {
			$clean['mapkit_token'] = '';
		}
		if ( ! in_array( $clean['map_provider'], self::MAP_PROVIDER_CHOICES, true ) ) {
			$clean['map_provider'] = '';
		}
		foreach ( Developer_Base_Urls::FIELDS as $field ) {
			if ( '' !== $clean[ $field ] ) {
				$clean[ $field ] = esc_url_raw( $clean[ $field ], array( 'http', 'https' ) );
			}
		}
		$stored = get_option( self::SERVICES, array() );
		$clean  = Developer_Base_Urls::keep_unless_allowed( $clean, is_array( $stored ) ? $stored : array() );
		foreach ( array( 'text', 'vision', 'image', 'audio' ) as $task ) {
			if ( ! in_array( $clean[ 'ai_provider_' . $task ], self::AI_PROVIDER_CHOICES, true ) ) {
				$clean[ 'ai_provider_' . $task ] = '';
			}
		}
		// Proxies are off until the owner names both them and their header.
		$clean['trusted_proxies'] = implode( ', ', Client_Ip::proxies( $clean['trusted_proxies'] ) );
		if ( ! in_array( $clean['client_ip_header'], Client_Ip::HEADERS, true ) ) {
			$clean['client_ip_header'] = '';
		}
		if ( ! in_array( $clean[ Block_Stages::SETTING ], Block_Stages::SETTING_CHOICES, true ) ) {
			$clean[ Block_Stages::SETTING ] = '';
		}
		if ( ! AI\Endpoint::can_manage() ) {
			foreach ( self::AI_ENDPOINT_FIELDS as $field ) {
				$clean[ $field ] = self::get( $field );
			}
		}
		return $clean;
	}

	/**
	 * Keeps only known secret fields, as trimmed single-line text; empty ones
	 * are dropped so that "unset" has one spelling.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $value Submitted value.
	 * @return array<string,string>
	 */
	public static function sanitize_secrets( $value ): array {
		$clean = self::pick( $value, self::SECRET_FIELDS, array( __CLASS__, 'clean_secret' ) );
		// A PEM keeps its lines; one that is not a P-256 key is not stored.
		$pem                         = is_array( $value ) && isset( $value['mapkit_private_key'] ) && is_string( $value['mapkit_private_key'] ) ? Maps\Mapkit_Token::clean_pem( $value['mapkit_private_key'] ) : '';
		$clean['mapkit_private_key'] = '' !== $pem && null !== Maps\Mapkit_Token::private_key( $pem ) ? $pem : '';
		return array_filter(
			$clean,
			static function ( string $secret ): bool {
				return '' !== $secret && self::SECRET_SET !== $secret;
			}
		);
	}

	/**
	 * A secret as the owner pasted it, less surrounding white space and control
	 * characters. Not sanitize_text_field(): it would strip `%xx` sequences and
	 * `<…>` runs, which keys and tokens may legitimately contain.
	 *
	 * @since 0.1.0
	 *
	 * @param string $secret Submitted secret.
	 * @return string
	 */
	public static function clean_secret( string $secret ): string {
		return trim( (string) preg_replace( '/[\x00-\x1F\x7F]/', '', $secret ) );
	}

	/**
	 * The known fields of a submitted object, cleaned; plain text by default.
	 *
	 * @param mixed         $value  Submitted value.
	 * @param string[]      $fields Allowed keys.
	 * @param callable|null $clean  Cleans one string; sanitize_text_field() when null.
	 * @return array<string,string>
	 */
	private static function pick( $value, array $fields, ?callable $clean = null ): array {
		$value  = is_array( $value ) ? $value : array();
		$clean  = $clean ?? static function ( string $text ): string {
			return trim( sanitize_text_field( $text ) );
		};
		$picked = array();
		foreach ( $fields as $field ) {
			$picked[ $field ] = isset( $value[ $field ] ) && is_scalar( $value[ $field ] )
				? $clean( (string) $value[ $field ] )
				: '';
		}
		return $picked;
	}
}
