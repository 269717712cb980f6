<?php
/**
 * Cairn's settings through the REST API.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the service settings and the write-only secrets (Settings), both
 * exposed through `/wp/v2/settings` for the settings page.
 *
 * Secrets never leave the server: REST reads answer with a marker when one
 * is set, and writes merge so that an untouched secret is kept. A write the
 * sanitizing would quietly refuse (an AI base URL, a Mapbox token, a MapKit
 * key) is answered with a 400 that says why.
 *
 * @since 0.1.0
 */
final class Settings_Rest {

	/**
	 * Hooks the settings' registration and their REST filters.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		add_action( 'init', array( __CLASS__, 'register_settings' ) );
	}

	/**
	 * Registers both settings and the secret filters.
	 *
	 * @since 0.1.0
	 */
	public static function register_settings(): void {
		register_setting(
			'cairn',
			Settings::SERVICES,
			array(
				'type'              => 'object',
				'default'           => array(),
				'sanitize_callback' => array( Settings::class, 'sanitize_services' ),
				'show_in_rest'      => array( 'schema' => self::schema( Settings::SERVICE_FIELDS ) ),
			)
		);
		register_setting(
			'cairn',
			Settings::SECRETS,
			array(
				'type'              => 'object',
				'default'           => array(),
				'sanitize_callback' => array( Settings::class, 'sanitize_secrets' ),
				'show_in_rest'      => array( 'schema' => self::schema( Settings::SECRET_FIELDS ) ),
			)
		);
		add_filter( 'rest_pre_get_setting', array( __CLASS__, 'mask_secrets' ), 10, 2 );
		add_filter( 'rest_pre_update_setting', array( __CLASS__, 'merge_secrets' ), 10, 3 );
		add_filter( 'rest_pre_update_setting', array( __CLASS__, 'merge_services' ), 10, 3 );
		add_filter( 'rest_request_before_callbacks', array( __CLASS__, 'check_ai_base_url_write' ), 10, 3 );
		add_filter( 'rest_request_before_callbacks', array( Developer_Base_Urls::class, 'check_write' ), 10, 3 );
		add_filter( 'rest_request_before_callbacks', array( __CLASS__, 'check_mapbox_token_write' ), 10, 3 );
		add_filter( 'rest_request_before_callbacks', array( __CLASS__, 'check_mapkit_key_write' ), 10, 3 );
	}

	/**
	 * Answers a settings write of a MapKit private key that is not an EC
	 * P-256 key in PEM (Apple's .p8 file) with a 400, rather than dropping it
	 * in silence.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed            $response Response so far (null, or an error).
	 * @param mixed            $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function check_mapkit_key_write( $response, $handler, $request ) {
		if ( null !== $response || '/wp/v2/settings' !== $request->get_route() || 'GET' === $request->get_method() ) {
			return $response;
		}
		$secrets = $request->get_param( Settings::SECRETS );
		if ( ! is_array( $secrets ) || empty( $secrets['mapkit_private_key'] ) || ! is_string( $secrets['mapkit_private_key'] ) || Settings::SECRET_SET === $secrets['mapkit_private_key'] ) {
			return $response;
		}
		return null !== Maps\Mapkit_Token::private_key( Maps\Mapkit_Token::clean_pem( $secrets['mapkit_private_key'] ) )
			? $response
			: new \WP_Error( 'cairn_mapkit_key_refused', __( 'This is not a MapKit private key: paste the whole .p8 file from your Apple developer account, from “-----BEGIN PRIVATE KEY-----” to “-----END PRIVATE KEY-----”.', 'cairn' ), array( 'status' => 400 ) );
	}

	/**
	 * Answers a settings write of a Mapbox token that is not a public one
	 * (a secret `sk.` token would be published by the map) with a 400.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed            $response Response so far (null, or an error).
	 * @param mixed            $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function check_mapbox_token_write( $response, $handler, $request ) {
		if ( null !== $response || '/wp/v2/settings' !== $request->get_route() || 'GET' === $request->get_method() ) {
			return $response;
		}
		$services = $request->get_param( Settings::SERVICES );
		if ( ! is_array( $services ) || empty( $services['mapbox_token'] ) || ! is_string( $services['mapbox_token'] ) ) {
			return $response;
		}
		$refused = Maps\Mapbox_Token::refuse( trim( sanitize_text_field( $services['mapbox_token'] ) ) );
		return null === $refused
			? $response
			: new \WP_Error( 'cairn_mapbox_token_refused', $refused, array( 'status' => 400 ) );
	}

	/**
	 * Answers a settings write whose AI base URL would be refused with a 400
	 * that says why, rather than keeping the old URL in silence.
	 *
	 * @since 0.2.0
	 *
	 * @param mixed            $response Response so far (null, or an error).
	 * @param mixed            $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function check_ai_base_url_write( $response, $handler, $request ) {
		if ( null !== $response || '/wp/v2/settings' !== $request->get_route() || 'GET' === $request->get_method() ) {
			return $response;
		}
		$services = $request->get_param( Settings::SERVICES );
		if ( ! is_array( $services ) || empty( $services['ai_base_url'] ) || ! is_string( $services['ai_base_url'] ) || ! AI\Endpoint::can_manage() ) {
			return $response;
		}
		$refused = AI\Endpoint::refuse_base_url( esc_url_raw( trim( $services['ai_base_url'] ), array( 'http', 'https' ) ), isset( $services['ai_allow_local'] ) && '1' === $services['ai_allow_local'] );
		return null === $refused
			? $response
			: new \WP_Error( 'cairn_ai_base_url_refused', $refused, array( 'status' => 400 ) );
	}

	/**
	 * Answers REST reads of the secrets with a marker per set key.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed  $value Null, or a value another filter chose.
	 * @param string $name  Setting name.
	 * @return mixed
	 */
	public static function mask_secrets( $value, string $name ) {
		if ( Settings::SECRETS !== $name ) {
			return $value;
		}
		$masked = array();
		foreach ( Settings::SECRET_FIELDS as $field ) {
			$masked[ $field ] = '' === Settings::secret( $field ) ? '' : Settings::SECRET_SET;
		}
		return $masked;
	}

	/**
	 * Merges a REST write of the secrets into what is stored: an absent key or
	 * the marker keeps the stored value, '' removes it, anything else replaces it.
	 *
	 * @since 0.1.0
	 *
	 * @param bool   $updated Whether another filter handled the update.
	 * @param string $name    Setting name.
	 * @param mixed  $value   The value sent.
	 * @return bool True when handled here.
	 */
	public static function merge_secrets( bool $updated, string $name, $value ): bool {
		if ( Settings::SECRETS !== $name || ! is_array( $value ) ) {
			return $updated;
		}
		$stored = get_option( Settings::SECRETS, array() );
		$stored = is_array( $stored ) ? $stored : array();
		foreach ( Settings::SECRET_FIELDS as $field ) {
			if ( ! array_key_exists( $field, $value ) || Settings::SECRET_SET === $value[ $field ] ) {
				continue;
			}
			$stored[ $field ] = $value[ $field ];
		}
		update_option( Settings::SECRETS, $stored, false );
		return true;
	}

	/**
	 * Merges a REST write of the service settings into what is stored: the
	 * keys sent replace theirs, every other stored key stays as it is. A
	 * save of one field never blanks another, whoever sends it (the
	 * settings page, a script, an older page that does not know a key).
	 *
	 * @since 0.7.0
	 *
	 * @param bool   $updated Whether another filter handled the update.
	 * @param string $name    Setting name.
	 * @param mixed  $value   The value sent.
	 * @return bool True when handled here.
	 */
	public static function merge_services( bool $updated, string $name, $value ): bool {
		if ( $updated || Settings::SERVICES !== $name || ! is_array( $value ) ) {
			return $updated;
		}
		$stored = get_option( Settings::SERVICES, array() );
		$stored = is_array( $stored ) ? $stored : array();
		foreach ( Settings::SERVICE_FIELDS as $field ) {
			if ( array_key_exists( $field, $value ) ) {
				$stored[ $field ] = $value[ $field ];
			}
		}
		update_option( Settings::SERVICES, $stored );
		return true;
	}

	/**
	 * A REST schema for an object of string fields.
	 *
	 * @param string[] $fields Keys.
	 * @return array<string,mixed>
	 */
	private static function schema( array $fields ): array {
		$properties = array();
		foreach ( $fields as $field ) {
			$properties[ $field ] = 0 === strpos( $field, 'ai_provider_' )
				? array(
					'type' => 'string',
					'enum' => Settings::AI_PROVIDER_CHOICES,
				)
				: array( 'type' => 'string' );
			if ( 'ai_allow_local' === $field ) {
				$properties[ $field ]['enum'] = array( '', '1' );
			}
			if ( 'map_provider' === $field ) {
				$properties[ $field ]['enum'] = Settings::MAP_PROVIDER_CHOICES;
			}
			if ( Block_Stages::SETTING === $field ) {
				$properties[ $field ]['enum'] = Block_Stages::SETTING_CHOICES;
			}
			if ( 'client_ip_header' === $field ) {
				$properties[ $field ]['enum'] = array_merge( array( '' ), Client_Ip::HEADERS );
			}
		}
		return array(
			'type'                 => 'object',
			'properties'           => $properties,
			'additionalProperties' => false,
		);
	}
}
