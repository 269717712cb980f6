<?php
/**
 * Static map images from Mapbox, fetched by the site and cached.
 *
 * @package Cairn
 */

namespace Cairn\Maps;

use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;
use Cairn\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * What a visitor sees first of a map: one image from Mapbox's Static Images
 * API (`/styles/v1/{owner}/{style}/static/{overlay}/{lon},{lat},{zoom}|auto/{w}x{h}@2x`),
 * with the block's markers as pins, fetched through the site so that the
 * visitor's browser asks no third party and loads no script, and kept a
 * week as a file (Image_Cache) so that a popular page costs one Mapbox call.
 *
 * The route that serves it is public; so that nobody spends the owner's
 * Mapbox quota on maps of their own, visitors' URLs carry a signature made
 * when the block rendered.
 *
 * MapKit sites get the same from Apple's Maps Web Snapshots (`provider=mapkit`,
 * see Static_Snapshot), on the same route and in the same cache.
 *
 * @since 0.4.0
 */
final class Static_Map {

	/** Mapbox's API. */
	public const DEFAULT_BASE_URL = 'https://api.mapbox.com';

	/** The block's styles and the Mapbox styles that draw them. */
	public const STYLES = array(
		'default'         => 'mapbox/streets-v12',
		'black_and_white' => 'mapbox/light-v11',
		'satellite'       => 'mapbox/satellite-streets-v12',
		'terrain'         => 'mapbox/outdoors-v12',
	);

	/** Mapbox's satellite imagery alone, without its streets' labels. */
	public const SATELLITE_WITHOUT_LABELS = 'mapbox/satellite-v9';

	/** Mapbox's largest image side, in CSS pixels. */
	public const MAX_SIZE = 1280;

	/** Markers drawn at most (the URL must stay short). */
	public const MAX_MARKERS = 50;

	/** How long an image is kept (as a file, see Image_Cache). */
	public const CACHE_TTL = Image_Cache::TTL;

	/** Cache names start so. */
	public const CACHE_PREFIX = 'cairn_map_img_';

	/** Seconds to wait for Mapbox. */
	private const TIMEOUT = 10;

	/**
	 * The API's base URL: Mapbox's, unless wp-config.php allows developer
	 * base URLs and one is set (a proxy, or the tests' local server).
	 *
	 * @since 0.4.0
	 */
	public static function base_url(): string {
		$override = Settings::get( 'mapbox_api_base_url' );
		return untrailingslashit( '' !== $override ? $override : self::DEFAULT_BASE_URL );
	}

	/**
	 * Checks and normalises the parameters of an image.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $params lon, lat, zoom, width, height, style, color, markers ("lon,lat;lon,lat"), provider ('' or mapbox, mapkit), labels ('' or 1 shown, 0 hidden).
	 * @return array{lon:float,lat:float,zoom:float,width:int,height:int,style:string,color:string,markers:array<int,array{0:float,1:float}>,provider:string,labels:bool}|WP_Error
	 */
	public static function normalize( array $params ) {
		$number   = static function ( string $name, float $min, float $max, float $fallback ) use ( $params ) {
			if ( ! isset( $params[ $name ] ) || '' === $params[ $name ] ) {
				return $fallback;
			}
			if ( ! is_numeric( $params[ $name ] ) || (float) $params[ $name ] < $min || (float) $params[ $name ] > $max ) {
				return null;
			}
			return (float) $params[ $name ];
		};
		$provider = isset( $params['provider'] ) && '' !== $params['provider'] ? (string) $params['provider'] : 'mapbox';
		if ( ! in_array( $provider, array( 'mapbox', 'mapkit' ), true ) ) {
			return self::invalid( 'provider' );
		}
		// Apple's snapshots are 50 to 640 points a side.
		$mapkit = 'mapkit' === $provider;
		$clean  = array(
			'lon'    => $number( 'lon', -180, 180, -122.4194 ),
			'lat'    => $number( 'lat', -85.0511, 85.0511, 37.7749 ),
			'zoom'   => $number( 'zoom', 0, 22, 13 ),
			'width'  => $number( 'width', $mapkit ? Static_Snapshot::MIN_SIZE : 1, $mapkit ? Static_Snapshot::MAX_SIZE : self::MAX_SIZE, 600 ),
			'height' => $number( 'height', $mapkit ? Static_Snapshot::MIN_SIZE : 1, $mapkit ? Static_Snapshot::MAX_SIZE : self::MAX_SIZE, 400 ),
		);
		foreach ( $clean as $name => $value ) {
			if ( null === $value ) {
				return self::invalid( $name );
			}
		}
		$style = isset( $params['style'] ) && '' !== $params['style'] ? (string) $params['style'] : 'default';
		if ( ! isset( self::STYLES[ $style ] ) || ( $mapkit && ! isset( Static_Snapshot::STYLES[ $style ] ) ) ) {
			return self::invalid( 'style' );
		}
		$color = isset( $params['color'] ) && '' !== $params['color'] ? ltrim( strtolower( (string) $params['color'] ), '#' ) : 'ff0000';
		if ( 1 !== preg_match( '/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/', $color ) ) {
			return self::invalid( 'color' );
		}
		$labels = isset( $params['labels'] ) ? (string) $params['labels'] : '';
		if ( ! in_array( $labels, array( '', '0', '1' ), true ) ) {
			return self::invalid( 'labels' );
		}
		$markers = array();
		$list    = isset( $params['markers'] ) ? trim( (string) $params['markers'] ) : '';
		if ( '' !== $list ) {
			$pairs = explode( ';', $list );
			if ( count( $pairs ) > self::MAX_MARKERS ) {
				return self::invalid( 'markers' );
			}
			foreach ( $pairs as $pair ) {
				if ( 1 !== preg_match( '/^(-?\d{1,3}(?:\.\d{1,8})?),(-?\d{1,2}(?:\.\d{1,8})?)$/', trim( $pair ), $match ) || abs( (float) $match[1] ) > 180 || abs( (float) $match[2] ) > 85.0511 ) {
					return self::invalid( 'markers' );
				}
				$markers[] = array( (float) $match[1], (float) $match[2] );
			}
		}
		return array(
			'lon'      => round( (float) $clean['lon'], 6 ),
			'lat'      => round( (float) $clean['lat'], 6 ),
			'zoom'     => round( (float) $clean['zoom'], 2 ),
			'width'    => (int) $clean['width'],
			'height'   => (int) $clean['height'],
			'style'    => $style,
			'color'    => $color,
			'markers'  => $markers,
			'provider' => $provider,
			'labels'   => '0' !== $labels,
		);
	}

	/**
	 * The query that names an image, in one order, for signatures and URLs.
	 * A MapKit image adds `provider=mapkit` and a map without labels
	 * `labels=0`, which the signature covers; the defaults (Mapbox, labels)
	 * are left out, so earlier URLs stay valid.
	 *
	 * @since 0.4.0
	 *
	 * @param array{lon:float,lat:float,zoom:float,width:int,height:int,style:string,color:string,markers:array<int,array{0:float,1:float}>,provider:string,labels?:bool} $map Normalised parameters.
	 * @return array<string,string>
	 */
	public static function query( array $map ): array {
		$query = array(
			'lon'     => (string) $map['lon'],
			'lat'     => (string) $map['lat'],
			'zoom'    => (string) $map['zoom'],
			'width'   => (string) $map['width'],
			'height'  => (string) $map['height'],
			'style'   => $map['style'],
			'color'   => $map['color'],
			'markers' => implode(
				';',
				array_map(
					static function ( array $point ): string {
						return $point[0] . ',' . $point[1];
					},
					$map['markers']
				)
			),
		);
		if ( 'mapkit' === $map['provider'] ) {
			$query['provider'] = 'mapkit';
		}
		if ( isset( $map['labels'] ) && ! $map['labels'] ) {
			$query['labels'] = '0';
		}
		return $query;
	}

	/**
	 * The signature that lets a visitor's browser ask for an image.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,string> $query What query() answers.
	 */
	public static function signature( array $query ): string {
		return substr( hash_hmac( 'sha256', (string) wp_json_encode( $query ), wp_salt( 'auth' ) . 'cairn-map-image' ), 0, 32 );
	}

	/**
	 * The site's URL of an image, signed, for the block's render.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $params As normalize() takes.
	 * @return string '' when the parameters are not valid.
	 */
	public static function url( array $params ): string {
		$map = self::normalize( $params );
		if ( is_wp_error( $map ) ) {
			return '';
		}
		$query        = self::query( $map );
		$query['sig'] = self::signature( $query );
		return add_query_arg( array_map( 'rawurlencode', $query ), rest_url( 'cairn/v1/map-image' ) );
	}

	/**
	 * The image, from the cache or from Mapbox or Apple (Static_Snapshot).
	 *
	 * @since 0.4.0
	 *
	 * @param array{lon:float,lat:float,zoom:float,width:int,height:int,style:string,color:string,markers:array<int,array{0:float,1:float}>,provider:string,labels?:bool} $map Normalised parameters.
	 * @return array{type:string,bytes:string,cached:bool}|WP_Error
	 */
	public static function image( array $map ) {
		$mapkit = 'mapkit' === $map['provider'];
		$token  = $mapkit ? '' : Settings::get( 'mapbox_token' );
		if ( $mapkit && ! Static_Snapshot::configured() ) {
			return new WP_Error( 'cairn_mapkit_not_connected', __( 'The map is not connected to Apple MapKit.', 'cairn' ), array( 'status' => 503 ) );
		}
		if ( ! $mapkit && '' === $token ) {
			return new WP_Error( 'cairn_mapbox_not_connected', __( 'The map is not connected to Mapbox.', 'cairn' ), array( 'status' => 503 ) );
		}
		$identity = $mapkit ? Static_Snapshot::identity() : self::base_url() . '|' . $token;
		// One cache for both providers, keyed by the credentials too, so that
		// a changed key or token never serves an image made with the old one.
		$name   = self::CACHE_PREFIX . md5( $identity . '|' . (string) wp_json_encode( self::query( $map ) ) );
		$cached = Image_Cache::get( $name );
		if ( null !== $cached ) {
			return $cached + array( 'cached' => true );
		}
		// Signed only when Apple is asked, not for every visitor.
		$url = $mapkit ? Static_Snapshot::api_url( $map ) : self::api_url( $map, $token );
		if ( is_wp_error( $url ) ) {
			return $url;
		}
		$response = Outgoing_Request::request( $url, array( 'headers' => array( 'Accept' => 'image/png,image/jpeg' ) ), $mapkit ? Static_Snapshot::policy() : self::policy() );
		if ( is_wp_error( $response ) ) {
			return new WP_Error( 'cairn_map_image_failed', __( 'The map image could not be loaded.', 'cairn' ), array( 'status' => 502 ) );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$type   = strtolower( trim( explode( ';', (string) wp_remote_retrieve_header( $response, 'content-type' ) )[0] ) );
		$bytes  = (string) wp_remote_retrieve_body( $response );
		if ( 200 !== $status || ! in_array( $type, array( 'image/png', 'image/jpeg' ), true ) || '' === $bytes ) {
			return new WP_Error( 'cairn_map_image_failed', __( 'The map image could not be loaded.', 'cairn' ), array( 'status' => 502 ) );
		}
		Image_Cache::put( $name, $type, $bytes );
		return array(
			'type'   => $type,
			'bytes'  => $bytes,
			'cached' => false,
		);
	}

	/**
	 * The Static Images API URL of a map: its markers as pins (`pin-s+{colour}({lon},{lat})`),
	 * one marker centred at the block's zoom, several fitted with the
	 * editor's padding (80 top and bottom, 40 left and right). Without
	 * labels, the satellite style is Mapbox's satellite without labels (the
	 * Static Images API cannot hide the labels of the other styles).
	 *
	 * @since 0.4.0
	 *
	 * @param array{lon:float,lat:float,zoom:float,width:int,height:int,style:string,color:string,markers:array<int,array{0:float,1:float}>,provider:string,labels?:bool} $map   Normalised parameters.
	 * @param string                                                                                                                                                      $token Access token.
	 */
	public static function api_url( array $map, string $token ): string {
		$pins     = array_map(
			static function ( array $point ) use ( $map ): string {
				return 'pin-s+' . $map['color'] . '(' . $point[0] . ',' . $point[1] . ')';
			},
			$map['markers']
		);
		$several  = count( $map['markers'] ) > 1;
		$position = $several ? 'auto' : $map['lon'] . ',' . $map['lat'] . ',' . $map['zoom'];
		$style    = 'satellite' === $map['style'] && isset( $map['labels'] ) && ! $map['labels'] ? self::SATELLITE_WITHOUT_LABELS : self::STYLES[ $map['style'] ];
		$path     = '/styles/v1/' . $style . '/static/'
			. ( $pins ? rawurlencode( implode( ',', $pins ) ) . '/' : '' )
			. $position . '/' . $map['width'] . 'x' . $map['height'] . '@2x';
		$query    = array( 'access_token' => $token );
		if ( $several ) {
			$query['padding'] = '80,40';
		}
		return add_query_arg( array_map( 'rawurlencode', $query ), self::base_url() . $path );
	}

	/**
	 * A 400 naming the parameter.
	 *
	 * @param string $name Parameter.
	 */
	private static function invalid( string $name ): WP_Error {
		/* translators: %s: a parameter's name. */
		return new WP_Error( 'rest_invalid_param', sprintf( __( 'Invalid parameter: %s.', 'cairn' ), $name ), array( 'status' => 400 ) );
	}

	/**
	 * Mapbox's host only, unless a developer base URL points elsewhere.
	 */
	private static function policy(): Policy {
		$own = '' === Settings::get( 'mapbox_api_base_url' );
		return new Policy(
			array(
				'allowed_hosts' => $own ? array( 'api.mapbox.com' ) : array(),
				'allow_private' => ! $own,
				'timeout'       => self::TIMEOUT,
				'max_bytes'     => 8 * MB_IN_BYTES,
			)
		);
	}
}
