<?php
/**
 * The site's Mapbox access token and what may be stored as one.
 *
 * @package Cairn
 */

namespace Cairn\Maps;

use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A Mapbox public token (`pk.`) is meant for browsers; a secret (`sk.`) or
 * temporary (`tk.`) token is refused, since a map would publish it. The
 * token route, the settings, the map block, the editor's data, the service
 * readiness and the connection test all apply this one rule.
 *
 * @since 0.8.0
 */
final class Mapbox_Token {

	/**
	 * Why a Mapbox token cannot be stored, or null when it can: only a public
	 * token (`pk.` and two base64url parts) may reach visitors' browsers.
	 *
	 * @since 0.8.0
	 *
	 * @param string $token Token.
	 */
	public static function refuse( string $token ): ?string {
		if ( '' === $token ) {
			return __( 'Paste a Mapbox access token.', 'cairn' );
		}
		if ( 0 === strpos( $token, 'sk.' ) || 0 === strpos( $token, 'tk.' ) ) {
			return __( 'This is a secret Mapbox token: it must never be published on a site. Paste a public token (it starts with “pk.”) from your Mapbox account.', 'cairn' );
		}
		if ( 1 !== preg_match( '/^pk\.[A-Za-z0-9_-]{1,500}\.[A-Za-z0-9_-]{1,500}$/', $token ) ) {
			return __( 'This does not look like a Mapbox public token: it starts with “pk.” followed by two parts separated by a dot.', 'cairn' );
		}
		return null;
	}

	/**
	 * The site's Mapbox token when it is a public one (made for browsers):
	 * nothing else is ever published, whatever an older version stored.
	 *
	 * @since 0.8.0
	 */
	public static function public_token(): string {
		$token = Settings::get( 'mapbox_token' );
		return null === self::refuse( $token ) ? $token : '';
	}
}
