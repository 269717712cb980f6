<?php
/**
 * Who may point Cairn's service clients away from the vendors' hosts.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * The developer base URLs: where Stripe, Mailchimp, Giphy, Instagram, Mapbox
 * and Apple's map snapshots are called instead of the vendor's host (a local
 * test server, a proxy). The server sends the owner's keys there (the Stripe
 * secret key, the Mailchimp key, the Giphy key, Instagram tokens) and accepts
 * private addresses for them, so:
 *
 * - they count only where the server's owner allows them in wp-config.php,
 *   `define( 'CAIRN_DEVELOPER_BASE_URLS', true );`. Without it a stored value
 *   is ignored (kept, not used): every client calls the vendor, and the
 *   settings page does not offer the fields;
 * - on multisite only a network administrator (`manage_network_options`)
 *   sets them, never a site administrator.
 *
 * The AI base URL is not one of them: it is an owner's setting (Ollama,
 * OpenRouter…) with its own rules (AI\Endpoint::refuse_base_url()).
 *
 * @since 0.5.0
 */
final class Developer_Base_Urls {

	/** The wp-config.php constant that allows them. */
	public const CONSTANT = 'CAIRN_DEVELOPER_BASE_URLS';

	/**
	 * The service settings that hold them.
	 *
	 * @var string[]
	 */
	public const FIELDS = array(
		'stripe_api_base_url',
		'mailchimp_api_base_url',
		'giphy_api_base_url',
		'pinterest_api_base_url',
		'instagram_api_base_url',
		'mapbox_api_base_url',
		'mapkit_snapshot_base_url',
	);

	/**
	 * Whether wp-config.php allows developer base URLs.
	 *
	 * @since 0.5.0
	 */
	public static function allowed(): bool {
		if ( ! defined( self::CONSTANT ) || ! constant( self::CONSTANT ) ) {
			return false;
		}
		/**
		 * Filters whether developer base URLs count although wp-config.php
		 * allows them. It can only turn them off: only the constant turns
		 * them on.
		 *
		 * @since 0.5.0
		 *
		 * @param bool $allowed True.
		 */
		return true === apply_filters( 'cairn_developer_base_urls_allowed', true );
	}

	/**
	 * Whether a service setting is a developer base URL.
	 *
	 * @since 0.5.0
	 *
	 * @param string $field A service setting.
	 */
	public static function is_field( string $field ): bool {
		return in_array( $field, self::FIELDS, true );
	}

	/**
	 * Whether the current request may change them: wp-config.php allows
	 * them, and on multisite the user is a network administrator.
	 *
	 * @since 0.5.0
	 */
	public static function can_set(): bool {
		if ( ! self::allowed() ) {
			return false;
		}
		/**
		 * Filters whether only the network administrator sets the developer
		 * base URLs.
		 *
		 * @since 0.5.0
		 *
		 * @param bool $managed True on multisite.
		 */
		$managed = (bool) apply_filters( 'cairn_developer_base_urls_network_managed', is_multisite() );
		return ! $managed || current_user_can( 'manage_network_options' );
	}

	/**
	 * Keeps the stored developer base URLs in a sanitized services write by
	 * anyone who may not change them.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,string> $clean  The sanitized write.
	 * @param array<string,mixed>  $stored What is stored now.
	 * @return array<string,string>
	 */
	public static function keep_unless_allowed( array $clean, array $stored ): array {
		if ( self::can_set() ) {
			return $clean;
		}
		foreach ( self::FIELDS as $field ) {
			$clean[ $field ] = isset( $stored[ $field ] ) && is_scalar( $stored[ $field ] ) ? (string) $stored[ $field ] : '';
		}
		return $clean;
	}

	/**
	 * Answers a settings write that would change a developer base URL,
	 * by someone who may not, with a 403 that says why. Values sent as
	 * they are stored are no change: the settings page posts every value.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed            $response Response so far (null, or an error).
	 * @param mixed            $handler  Route handler.
	 * @param \WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function check_write( $response, $handler, $request ) {
		if ( null !== $response || '/wp/v2/settings' !== $request->get_route() || 'GET' === $request->get_method() || self::can_set() ) {
			return $response;
		}
		$services = $request->get_param( Settings::SERVICES );
		$stored   = get_option( Settings::SERVICES, array() );
		if ( ! is_array( $services ) ) {
			return $response;
		}
		foreach ( self::FIELDS as $field ) {
			if ( ! isset( $services[ $field ] ) || ! is_string( $services[ $field ] ) ) {
				continue;
			}
			$sent = trim( $services[ $field ] );
			$kept = is_array( $stored ) && isset( $stored[ $field ] ) ? (string) $stored[ $field ] : '';
			if ( $sent === $kept || ( '' !== $sent && esc_url_raw( $sent, array( 'http', 'https' ) ) === $kept ) ) {
				continue;
			}
			return new \WP_Error(
				'cairn_developer_base_url_refused',
				self::allowed()
					? __( 'Only a network administrator can change the developer base URLs.', 'cairn' )
					/* translators: %s: the line to add to wp-config.php. */
					: sprintf( __( 'Developer base URLs are turned off. To turn them on, the server’s owner adds %s to wp-config.php.', 'cairn' ), "define( 'CAIRN_DEVELOPER_BASE_URLS', true );" ),
				array( 'status' => 403 )
			);
		}
		return $response;
	}
}
