<?php
/**
 * Static map images from Apple's Maps Web Snapshots, signed by the site.
 *
 * @package Cairn
 */

namespace Cairn\Maps;

use Cairn\Http\Policy;
use Cairn\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * What a visitor sees first of a MapKit map: one image from Apple's Maps Web
 * Snapshots (`GET /api/v1/snapshot?center&z|spn&size&scale&t&annotations
 * &teamId&keyId&signature`). Apple wants every snapshot URL signed ES256
 * with the owner's MapKit private key: the signature covers the path and
 * query string up to and including `keyId`, and is appended last as
 * `signature` (r and s, 32 bytes each, base64url). The site makes that URL
 * and fetches the image itself (Static_Map serves and caches it on the one
 * `/cairn/v1/map-image` route), so the key, the team id and the key id
 * never reach a visitor's page.
 *
 * A token pasted from Apple's dashboard cannot sign URLs: such a site keeps
 * the map box without an image until the visitor uses the map.
 *
 * @since 0.4.0
 */
final class Static_Snapshot {

	/** Apple's snapshot service. */
	public const DEFAULT_BASE_URL = 'https://snapshot.apple-mapkit.com';

	/** The snapshot path, which the signature covers. */
	public const PATH = '/api/v1/snapshot';

	/** The block's styles and the map types that draw them (terrain is Mapbox's only). */
	public const STYLES = array(
		'default'         => 'standard',
		'black_and_white' => 'mutedStandard',
		'satellite'       => 'satellite',
	);

	/** Apple's largest image side, in points. */
	public const MAX_SIZE = 640;

	/** Apple's smallest image side, in points. */
	public const MIN_SIZE = 50;

	/** Apple's farthest zoom level. */
	public const MIN_ZOOM = 3;

	/** Apple's closest zoom level. */
	public const MAX_ZOOM = 20;

	/** Seconds to wait for Apple. */
	private const TIMEOUT = 10;

	/**
	 * Whether the site can sign snapshots: a team id, a key id and the
	 * private key (a pasted token is not enough).
	 *
	 * @since 0.4.0
	 */
	public static function configured(): bool {
		return '' !== Settings::get( 'mapkit_team_id' ) && '' !== Settings::get( 'mapkit_key_id' ) && '' !== Settings::secret( 'mapkit_private_key' );
	}

	/**
	 * The service's base URL: Apple's, unless wp-config.php allows developer
	 * base URLs and one is set (a proxy, or the tests' local server).
	 *
	 * @since 0.4.0
	 */
	public static function base_url(): string {
		$override = Settings::get( 'mapkit_snapshot_base_url' );
		return untrailingslashit( '' !== $override ? $override : self::DEFAULT_BASE_URL );
	}

	/**
	 * What names the credentials an image was made with, for the cache: the
	 * service, the team, the key id and a hash of the key.
	 *
	 * @since 0.4.0
	 */
	public static function identity(): string {
		return self::base_url() . '|' . Settings::get( 'mapkit_team_id' ) . '|' . Settings::get( 'mapkit_key_id' ) . '|' . hash( 'sha256', Settings::secret( 'mapkit_private_key' ) );
	}

	/**
	 * The signed snapshot URL of a map, with the owner's credentials.
	 *
	 * @since 0.4.0
	 *
	 * @param array{lon:float,lat:float,zoom:float,width:int,height:int,style:string,color:string,markers:array<int,array{0:float,1:float}>,provider:string,labels?:bool} $map Normalised parameters.
	 * @return string|WP_Error
	 */
	public static function api_url( array $map ) {
		$team = Settings::get( 'mapkit_team_id' );
		$kid  = Settings::get( 'mapkit_key_id' );
		$key  = Mapkit_Token::private_key( Settings::secret( 'mapkit_private_key' ) );
		if ( '' === $team || '' === $kid || null === $key ) {
			return new WP_Error( 'cairn_mapkit_not_connected', __( 'The map is not connected to Apple MapKit.', 'cairn' ), array( 'status' => 503 ) );
		}
		$path = self::PATH . '?' . self::query_string( $map ) . '&teamId=' . rawurlencode( $team ) . '&keyId=' . rawurlencode( $kid );
		$der  = '';
		$raw  = openssl_sign( $path, $der, $key, OPENSSL_ALGO_SHA256 ) ? Mapkit_Token::der_to_raw( (string) $der ) : null;
		if ( null === $raw ) {
			return new WP_Error( 'cairn_map_image_failed', __( 'The map image could not be loaded.', 'cairn' ), array( 'status' => 502 ) );
		}
		return self::base_url() . $path . '&signature=' . rtrim( strtr( base64_encode( $raw ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- Apple's base64url signature.
	}

	/**
	 * The snapshot's parameters, encoded, before the credentials: one marker
	 * (or none) centred at the block's zoom (within Apple's 3–20); several
	 * fitted by a span with the editor's padding (80 points top and bottom,
	 * 40 left and right). Points are written "latitude,longitude", as
	 * Apple reads them; markers are balloons in the block's colour.
	 *
	 * @since 0.4.0
	 *
	 * @param array{lon:float,lat:float,zoom:float,width:int,height:int,style:string,color:string,markers:array<int,array{0:float,1:float}>,provider:string,labels?:bool} $map Normalised parameters.
	 */
	public static function query_string( array $map ): string {
		$query = array();
		if ( count( $map['markers'] ) > 1 ) {
			$lons            = array_column( $map['markers'], 0 );
			$lats            = array_column( $map['markers'], 1 );
			$inner_width     = max( 1, $map['width'] - 80 );
			$inner_height    = max( 1, $map['height'] - 160 );
			$query['center'] = self::number( ( min( $lats ) + max( $lats ) ) / 2 ) . ',' . self::number( ( min( $lons ) + max( $lons ) ) / 2 );
			$query['spn']    = self::number( min( 170.0, max( 0.002, ( max( $lats ) - min( $lats ) ) * $map['height'] / $inner_height ) ) )
				. ',' . self::number( min( 360.0, max( 0.002, ( max( $lons ) - min( $lons ) ) * $map['width'] / $inner_width ) ) );
		} else {
			$query['center'] = self::number( $map['lat'] ) . ',' . self::number( $map['lon'] );
			$query['z']      = self::number( max( (float) self::MIN_ZOOM, min( (float) self::MAX_ZOOM, $map['zoom'] ) ) );
		}
		$query['size']  = $map['width'] . 'x' . $map['height'];
		$query['scale'] = '2';
		$query['t']     = self::STYLES[ $map['style'] ] ?? 'standard';
		if ( isset( $map['labels'] ) && ! $map['labels'] ) {
			// Labels off: no points of interest, as the interactive map.
			$query['poi'] = '0';
		}
		if ( $map['markers'] ) {
			$color                = 3 === strlen( $map['color'] ) ? preg_replace( '/(.)/', '$1$1', $map['color'] ) : $map['color'];
			$query['annotations'] = (string) wp_json_encode(
				array_map(
					static function ( array $point ) use ( $color ): array {
						return array(
							'point'       => self::number( $point[1] ) . ',' . self::number( $point[0] ),
							'color'       => $color,
							'markerStyle' => 'balloon',
						);
					},
					$map['markers']
				)
			);
		}
		$pairs = array();
		foreach ( $query as $name => $value ) {
			$pairs[] = $name . '=' . rawurlencode( (string) $value );
		}
		return implode( '&', $pairs );
	}

	/**
	 * Apple's host only, unless a developer base URL points elsewhere.
	 *
	 * @since 0.4.0
	 */
	public static function policy(): Policy {
		$own = '' === Settings::get( 'mapkit_snapshot_base_url' );
		return new Policy(
			array(
				'allowed_hosts' => $own ? array( 'snapshot.apple-mapkit.com' ) : array(),
				'allow_private' => ! $own,
				'timeout'       => self::TIMEOUT,
				'max_bytes'     => 8 * MB_IN_BYTES,
			)
		);
	}

	/**
	 * A number as the URL takes it: plain decimals, at most six.
	 *
	 * @param float $value The number.
	 */
	private static function number( float $value ): string {
		$text = rtrim( rtrim( sprintf( '%.6F', $value ), '0' ), '.' );
		return '-0' === $text ? '0' : $text;
	}
}
