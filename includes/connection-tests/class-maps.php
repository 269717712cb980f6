<?php
/**
 * The maps section's connection test.
 *
 * @package Cairn
 */

namespace Cairn\Connection_Tests;

use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;
use Cairn\Maps\Mapbox_Token;
use Cairn\Maps\Mapkit_Token;
use Cairn\Maps\Static_Map;
use Cairn\Maps\Static_Snapshot;
use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Mapbox: whether Mapbox knows the token (the Tokens API), then what the map
 * does with it, each once: read a style (`styles:read`), draw an image
 * (`styles:tiles`) and find a place (geocoding). A public token's scopes
 * are not listed by the Tokens API, so each is tried.
 *
 * Apple MapKit: a snapshot signed with the team id, key id and private key,
 * which Apple accepts only when the three belong together; a MapKit JS
 * token is signed with the same key. A pasted token is read for its expiry
 * and origin (Apple checks it only in the visitor's browser).
 *
 * @since 0.7.0
 */
final class Maps {

	/** Seconds to wait for each answer. */
	private const TIMEOUT = 10.0;

	/** Where the test map looks (Paris), and its size: Apple's smallest. */
	private const PROBE = array(
		'lon'      => 2.3522,
		'lat'      => 48.8566,
		'zoom'     => 12.0,
		'width'    => 50,
		'height'   => 50,
		'style'    => 'default',
		'color'    => 'e11d48',
		'markers'  => array(),
		'provider' => 'mapkit',
	);

	/**
	 * Runs the test.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $entered Service values as entered.
	 */
	public static function run( array $entered ): Report {
		$report = new Report();
		$mapkit = 'mapkit' === Settings::get( 'map_provider' );
		self::mapbox( $report, ! $mapkit );
		self::mapkit( $report, $mapkit );
		return $report;
	}

	/**
	 * The Mapbox token.
	 *
	 * @param Report $report   The report, added to.
	 * @param bool   $required Whether Mapbox draws the site's maps.
	 */
	private static function mapbox( Report $report, bool $required ): void {
		$label = __( 'Mapbox token', 'cairn' );
		$token = Settings::get( 'mapbox_token' );
		if ( '' === $token ) {
			$report->add( $label, $required ? 'failed' : 'skipped', $required ? __( 'Fill in a public Mapbox access token (it starts with “pk.”).', 'cairn' ) : __( 'Not set up: Apple MapKit draws this site’s maps.', 'cairn' ) );
			return;
		}
		$refused = Mapbox_Token::refuse( $token );
		if ( null !== $refused ) {
			$report->add( $label, 'failed', $refused );
			return;
		}
		$answer = self::get( Static_Map::base_url() . '/tokens/v2?access_token=' . rawurlencode( $token ), self::mapbox_policy() );
		$json   = null === $answer ? null : json_decode( $answer['body'], true );
		$code   = is_array( $json ) ? (string) ( $json['code'] ?? '' ) : '';
		if ( null === $answer ) {
			$report->add( $label, 'failed', __( 'Mapbox could not be reached. Try again later.', 'cairn' ) );
			return;
		}
		if ( 'TokenValid' !== $code ) {
			$messages = array(
				'TokenExpired' => __( 'Mapbox says this token has expired. Paste a public token from your account’s Access tokens page.', 'cairn' ),
				'TokenRevoked' => __( 'Mapbox says this token was deleted from its account. Paste one that is still listed on your account’s Access tokens page.', 'cairn' ),
			);
			$report->add( $label, 'failed', $messages[ $code ] ?? __( 'Mapbox does not recognise this token. Copy it again from your account’s Access tokens page.', 'cairn' ) );
			return;
		}
		$user = sanitize_text_field( (string) ( $json['token']['user'] ?? '' ) );
		$report->add(
			$label,
			'ok',
			/* translators: %s: a Mapbox account's user name. */
			sprintf( __( 'A valid public token of the Mapbox account “%s”.', 'cairn' ), $user )
		);

		$style = Static_Map::STYLES['default'];
		$uses  = array(
			array(
				__( 'Map styles (styles:read)', 'cairn' ),
				'/styles/v1/' . $style,
				__( 'The token reads the map’s styles.', 'cairn' ),
				__( 'The token may not read map styles: give it the styles:read scope in your Mapbox account.', 'cairn' ),
			),
			array(
				__( 'Map images (styles:tiles)', 'cairn' ),
				'/styles/v1/' . $style . '/static/' . self::PROBE['lon'] . ',' . self::PROBE['lat'] . ',' . (int) self::PROBE['zoom'] . '/50x50',
				__( 'The token draws the first image of a map.', 'cairn' ),
				__( 'The token may not draw map images: give it the styles:tiles scope in your Mapbox account.', 'cairn' ),
			),
			array(
				__( 'Place search (geocoding)', 'cairn' ),
				'/geocoding/v5/mapbox.places/Paris.json?limit=1',
				__( 'The token finds places.', 'cairn' ),
				__( 'The token may not search places with Mapbox’s geocoding.', 'cairn' ),
			),
		);
		foreach ( $uses as list( $use, $path, $works, $refused ) ) {
			$answer = self::get( add_query_arg( 'access_token', rawurlencode( $token ), Static_Map::base_url() . $path ), self::mapbox_policy() );
			if ( null === $answer ) {
				$report->add( $use, 'failed', __( 'Mapbox could not be reached. Try again later.', 'cairn' ) );
			} elseif ( 200 === $answer['status'] ) {
				$report->add( $use, 'ok', $works );
			} elseif ( 401 === $answer['status'] || 403 === $answer['status'] ) {
				$report->add( $use, 'failed', $refused );
			} else {
				/* translators: %d: an HTTP status code. */
				$report->add( $use, 'failed', sprintf( __( 'Mapbox answered with an error (HTTP %d).', 'cairn' ), $answer['status'] ) );
			}
		}
	}

	/**
	 * Apple MapKit.
	 *
	 * @param Report $report   The report, added to.
	 * @param bool   $required Whether MapKit draws the site's maps.
	 */
	private static function mapkit( Report $report, bool $required ): void {
		$label   = __( 'Apple MapKit', 'cairn' );
		$team    = Settings::get( 'mapkit_team_id' );
		$kid     = Settings::get( 'mapkit_key_id' );
		$key     = Settings::secret( 'mapkit_private_key' );
		$pasted  = Settings::get( 'mapkit_token' );
		$missing = array_keys(
			array_filter(
				array(
					__( 'Team ID', 'cairn' )     => '' === $team,
					__( 'Key ID', 'cairn' )      => '' === $kid,
					__( 'Private key', 'cairn' ) => '' === $key,
				)
			)
		);
		if ( $missing && ( count( $missing ) < 3 || ( '' === $pasted && $required ) ) ) {
			$report->add(
				$label,
				'failed',
				sprintf(
					/* translators: %s: field labels, such as "Team ID, Key ID". */
					__( 'Fill in %s: a MapKit key needs its team ID, its key ID and the private key (.p8 file) together.', 'cairn' ),
					implode( ', ', $missing )
				)
			);
			return;
		}
		if ( ! $missing ) {
			self::signed_snapshot( $report, $label, $team, $kid, $key );
			return;
		}
		if ( '' !== $pasted ) {
			self::pasted_token( $report, $label, $pasted );
			return;
		}
		$report->add( $label, 'skipped', __( 'Not set up: Mapbox draws this site’s maps.', 'cairn' ) );
	}

	/**
	 * A snapshot signed with the key, which Apple accepts only when the team
	 * id, the key id and the key belong together.
	 *
	 * @param Report $report The report, added to.
	 * @param string $label  The row's label.
	 * @param string $team   Team id.
	 * @param string $kid    Key id.
	 * @param string $key    Private key (PEM).
	 */
	private static function signed_snapshot( Report $report, string $label, string $team, string $kid, string $key ): void {
		$token = Mapkit_Token::sign( $team, $kid, $key, Mapkit_Token::origin(), time(), time() + 60 );
		$url   = Static_Snapshot::api_url( self::PROBE );
		if ( is_wp_error( $token ) || is_wp_error( $url ) ) {
			$report->add( $label, 'failed', __( 'Cairn could not sign with this private key. Paste the whole .p8 file again.', 'cairn' ) );
			return;
		}
		$answer = self::get( $url, Static_Snapshot::policy() );
		if ( null === $answer ) {
			$report->add( $label, 'failed', __( 'Apple could not be reached. Try again later.', 'cairn' ) );
		} elseif ( 200 === $answer['status'] && 0 === strpos( $answer['type'], 'image/' ) ) {
			$report->add(
				$label,
				'ok',
				sprintf(
					/* translators: %s: the site's origin, such as https://example.com. */
					__( 'Apple accepted a map image signed with your key, and Cairn signs MapKit JS tokens with it for %s.', 'cairn' ),
					Mapkit_Token::origin()
				)
			);
		} elseif ( 401 === $answer['status'] || 403 === $answer['status'] ) {
			$report->add( $label, 'failed', __( 'Apple refused the signature: the team ID, the key ID and the private key do not belong together. The key ID is on the key’s page in your Apple developer account, next to the .p8 file you downloaded.', 'cairn' ) );
		} else {
			/* translators: %d: an HTTP status code. */
			$report->add( $label, 'failed', sprintf( __( 'Apple answered with an error (HTTP %d).', 'cairn' ), $answer['status'] ) );
		}
	}

	/**
	 * What can be read of a pasted MapKit JS token: its expiry and origin.
	 *
	 * @param Report $report The report, added to.
	 * @param string $label  The row's label.
	 * @param string $token  The token.
	 */
	private static function pasted_token( Report $report, string $label, string $token ): void {
		$parts  = explode( '.', $token );
		$claims = json_decode( (string) base64_decode( strtr( $parts[1] ?? '', '-_', '+/' ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a JWT's claims.
		if ( ! is_array( $claims ) ) {
			$report->add( $label, 'failed', __( 'The pasted token is not a MapKit JS token. Paste it again from your Apple developer account, or set up a key instead.', 'cairn' ) );
			return;
		}
		$expires = (int) ( $claims['exp'] ?? 0 );
		if ( $expires > 0 && $expires < time() ) {
			$report->add(
				$label,
				'failed',
				/* translators: %s: a date. */
				sprintf( __( 'The pasted token expired on %s. Make a new one, or set up a key so that Cairn signs its own.', 'cairn' ), wp_date( (string) get_option( 'date_format' ), $expires ) )
			);
			return;
		}
		$origin = is_string( $claims['origin'] ?? null ) ? $claims['origin'] : '';
		if ( '' !== $origin && ! self::origin_matches( $origin, Mapkit_Token::origin() ) ) {
			$report->add(
				$label,
				'failed',
				/* translators: 1: the origin the token is for; 2: this site's origin. */
				sprintf( __( 'The pasted token is for %1$s, not for this site (%2$s).', 'cairn' ), $origin, Mapkit_Token::origin() )
			);
			return;
		}
		$report->add( $label, 'untested', __( 'A pasted token is set: visitors’ browsers check it with Apple when they use a map. It cannot sign the first image of a map; a key (team ID, key ID and private key) can.', 'cairn' ) );
	}

	/**
	 * Whether a token's origin claim (a list, wildcards allowed) names this site.
	 *
	 * @param string $claim  The claim.
	 * @param string $origin This site's origin.
	 */
	private static function origin_matches( string $claim, string $origin ): bool {
		$host = (string) wp_parse_url( $origin, PHP_URL_HOST );
		foreach ( array_map( 'trim', explode( ',', $claim ) ) as $allowed ) {
			$allowed_host = (string) wp_parse_url( false !== strpos( $allowed, '://' ) ? $allowed : 'https://' . $allowed, PHP_URL_HOST );
			if ( $allowed === $origin || $allowed_host === $host || ( 0 === strpos( $allowed_host, '*.' ) && substr( $host, -strlen( $allowed_host ) + 1 ) === substr( $allowed_host, 1 ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * One GET, or null when nothing answered.
	 *
	 * @param string $url    URL.
	 * @param Policy $policy Where it may go.
	 * @return array{status:int,type:string,body:string}|null
	 */
	private static function get( string $url, Policy $policy ): ?array {
		$response = Outgoing_Request::request( $url, array(), $policy );
		if ( is_wp_error( $response ) ) {
			return null;
		}
		return array(
			'status' => (int) wp_remote_retrieve_response_code( $response ),
			'type'   => strtolower( (string) wp_remote_retrieve_header( $response, 'content-type' ) ),
			'body'   => (string) wp_remote_retrieve_body( $response ),
		);
	}

	/**
	 * Mapbox's API host, unless a developer base URL points elsewhere.
	 */
	private static function mapbox_policy(): Policy {
		$own = '' === Settings::get( 'mapbox_api_base_url' );
		return new Policy(
			array(
				'allowed_hosts' => $own ? array( 'api.mapbox.com' ) : array(),
				'allow_private' => ! $own,
				'timeout'       => self::TIMEOUT,
				'max_bytes'     => 2 * MB_IN_BYTES,
			)
		);
	}
}
