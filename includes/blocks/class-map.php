<?php
/**
 * Map block: what visitors get.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Maps\Mapbox_Token;
use Cairn\Maps\Mapkit_Token;
use Cairn\Maps\Static_Map;
use Cairn\Maps\Static_Snapshot;
use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Renders a map as a static image of it (Mapbox's static image, or Apple's
 * snapshot on a MapKit site that holds its private key, served through the
 * site with a signature, so the visitor's browser asks no third party) and
 * the list of its places, each by its title (linked to the page about the
 * place that the point names, an http(s) address) and caption.
 * A map library weighs hundreds of kilobytes: the view script (a few
 * kilobytes) loads it only when the visitor uses the map or keeps it in
 * view, and a page whose maps cannot become interactive (no provider set
 * up) gets no script at all.
 *
 * What the view script reads is in the `data-cairn-map` attribute: the
 * points, centre, zoom, style, colour and controls, the provider setting,
 * the Mapbox token (a public `pk.` token, made for browsers) or the URL of
 * the MapKit token route. The MapKit private key never leaves the server.
 *
 * @since 0.4.0
 */
final class Map {

	/** The block's name. */
	public const BLOCK_NAME = 'cairn/map';

	/** The image's width for maps in the content's column, in CSS pixels. */
	public const IMAGE_WIDTH = 640;

	/** The image's width for wide and full-width maps. */
	public const WIDE_IMAGE_WIDTH = 1280;

	/** The colour of a marker whose colour the static image cannot take. */
	private const DEFAULT_COLOR = 'ff0000';

	/** The centre of a map without one: San Francisco. */
	private const DEFAULT_CENTER = array(
		'longitude' => -122.4194,
		'latitude'  => 37.7749,
	);

	/**
	 * Whether a map on this page can become interactive (its script is then kept).
	 *
	 * @var bool
	 */
	private static $interactive = false;

	/**
	 * Hooks the script's removal from pages that do not need it.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_filter( 'render_block_' . self::BLOCK_NAME, array( __CLASS__, 'drop_unused_script' ) );
	}

	/**
	 * WordPress queues a block's view script with each render; a page whose
	 * maps cannot become interactive loads none.
	 *
	 * @since 0.4.0
	 *
	 * @param string|mixed $content The block's markup.
	 */
	public static function drop_unused_script( $content ): string {
		if ( ! self::$interactive ) {
			wp_dequeue_script( generate_block_asset_handle( self::BLOCK_NAME, 'viewScript' ) );
		}
		return is_string( $content ) ? $content : '';
	}

	/**
	 * The visitor's markup.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 */
	public static function render( array $attributes ): string {
		$points   = self::points( $attributes['points'] ?? array() );
		$center   = self::coordinates( $attributes['mapCenter'] ?? null ) ?? self::DEFAULT_CENTER;
		$zoom     = isset( $attributes['zoom'] ) && is_numeric( $attributes['zoom'] ) ? max( 0.0, min( 22.0, (float) $attributes['zoom'] ) ) : 13.0;
		$style    = isset( $attributes['mapStyle'] ) && isset( Static_Map::STYLES[ $attributes['mapStyle'] ] ) ? (string) $attributes['mapStyle'] : 'default';
		$color    = isset( $attributes['markerColor'] ) && is_string( $attributes['markerColor'] ) ? $attributes['markerColor'] : 'red';
		$height   = isset( $attributes['mapHeight'] ) && is_numeric( $attributes['mapHeight'] ) && (float) $attributes['mapHeight'] > 0 ? (int) round( (float) $attributes['mapHeight'] ) : 0;
		$align    = isset( $attributes['align'] ) && is_string( $attributes['align'] ) ? $attributes['align'] : '';
		$token    = Mapbox_Token::public_token();
		$setting  = Settings::get( 'map_provider' );
		$mapkit   = Mapkit_Token::configured();
		$titles   = array_values( array_filter( array_column( $points, 'title' ) ) );
		$has_view = '' !== $token || $mapkit;

		// The provider as the view script picks it with no cookie (terrain is
		// Mapbox's only). A MapKit site that signs its own tokens also signs
		// Apple's snapshots; one with a pasted token cannot, and shows its
		// map box without an image, or Mapbox's image when it has a token.
		$snapshot = 'mapkit' === $setting && isset( Static_Snapshot::STYLES[ $style ] ) && Static_Snapshot::configured();
		$image    = '';
		if ( '' !== $token || $snapshot ) {
			$width = in_array( $align, array( 'wide', 'full' ), true ) ? self::WIDE_IMAGE_WIDTH : self::IMAGE_WIDTH;
			$tall  = $height > 0 ? min( Static_Map::MAX_SIZE, $height ) : (int) round( $width * 3 / 4 );
			if ( $snapshot ) {
				// Apple draws at most 640 points a side, so a larger map keeps
				// its shape at a smaller size (drawn at twice it, as Mapbox's).
				$scale = min( 1, Static_Snapshot::MAX_SIZE / $width, Static_Snapshot::MAX_SIZE / $tall );
				$width = max( Static_Snapshot::MIN_SIZE, (int) floor( $width * $scale ) );
				$tall  = max( Static_Snapshot::MIN_SIZE, (int) floor( $tall * $scale ) );
			}
			// As the interactive map: one marker is the centre, several are
			// fitted (the centre then unused), none leaves the block's centre.
			$view   = 1 === count( $points ) ? $points[0]['coordinates'] : $center;
			$source = Static_Map::url(
				array(
					'lon'      => $view['longitude'],
					'lat'      => $view['latitude'],
					'zoom'     => $zoom,
					'width'    => $width,
					'height'   => $tall,
					'style'    => $style,
					'color'    => self::hex_color( $color ),
					'markers'  => implode(
						';',
						array_map(
							static function ( array $point ): string {
								return self::number( $point['coordinates']['longitude'] ) . ',' . self::number( $point['coordinates']['latitude'] );
							},
							array_slice( $points, 0, Static_Map::MAX_MARKERS )
						)
					),
					'provider' => $snapshot ? 'mapkit' : '',
					'labels'   => ! isset( $attributes['mapDetails'] ) || (bool) $attributes['mapDetails'] ? '' : '0',
				)
			);
			if ( '' !== $source ) {
				$image = sprintf(
					'<img class="wp-block-cairn-map__image" src="%1$s" width="%2$d" height="%3$d" alt="%4$s" decoding="async">',
					esc_url( $source ),
					$width,
					$tall,
					esc_attr( self::alt_text( $titles ) )
				);
			}
		}

		$data = array(
			'provider'       => in_array( $setting, array( 'mapbox', 'mapkit' ), true ) ? $setting : '',
			'points'         => array_map(
				static function ( array $point ): array {
					return array(
						'title'       => $point['title'],
						'caption'     => $point['caption'],
						'coordinates' => $point['coordinates'],
					);
				},
				$points
			),
			'center'         => $center,
			'zoom'           => $zoom,
			'mapStyle'       => $style,
			'markerColor'    => $color,
			'mapDetails'     => ! isset( $attributes['mapDetails'] ) || (bool) $attributes['mapDetails'],
			'scrollToZoom'   => ! empty( $attributes['scrollToZoom'] ),
			'showFullscreen' => ! isset( $attributes['showFullscreenButton'] ) || (bool) $attributes['showFullscreenButton'],
			'mapbox'         => '' !== $token
				? array(
					'accessToken' => $token,
					'apiBaseUrl'  => Settings::get( 'mapbox_api_base_url' ),
				)
				: null,
			'mapkit'         => $mapkit ? array( 'tokenUrl' => rest_url( 'cairn/v1/mapkit' ) ) : null,
			'language'       => get_bloginfo( 'language' ),
			'strings'        => array(
				'activate'   => __( 'Explore the map', 'cairn' ),
				'region'     => __( 'Interactive map', 'cairn' ),
				'keyboard'   => __( 'Use the arrow keys to move the map, + and − to zoom. Press Escape to leave the map.', 'cairn' ),
				'tokenError' => __( 'Failed to retrieve a Mapkit API token. Please try refreshing.', 'cairn' ),
				'loadError'  => __( 'The interactive map could not be loaded. Check your connection, then try again.', 'cairn' ),
				'fullscreen' => __( 'Full screen', 'cairn' ),
			),
		);

		// The image shows only with Mapbox or a MapKit key set up, so a map
		// box without a provider would stay empty: the places' list is all
		// there is then.
		$map_area = '';
		if ( $has_view ) {
			self::$interactive = true;
			$map_area          = sprintf(
				'<div class="wp-block-cairn-map__map"%1$s>%2$s</div>',
				$height > 0 ? ' style="height:' . $height . 'px"' : '',
				$image
			);
		}

		$wrapper = get_block_wrapper_attributes(
			array(
				'class' => $has_view ? '' : 'is-list-only',
			)
		);
		$json    = $has_view ? wp_json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : false;
		$places  = self::places_list( $points );
		if ( '' === $map_area && '' === $places ) {
			// Nothing a visitor could see.
			return '';
		}

		return sprintf(
			'<figure %1$s%2$s>%3$s%4$s</figure>',
			$wrapper,
			is_string( $json ) ? ' data-cairn-map="' . esc_attr( $json ) . '"' : '',
			$map_area,
			$places
		);
	}

	/**
	 * The places' list: each marker's title (a link when the point has
	 * one) and caption, nothing else.
	 *
	 * @param array<int,array{title:string,caption:string,link:string,coordinates:array{longitude:float,latitude:float}}> $points The points.
	 */
	private static function places_list( array $points ): string {
		$items = '';
		foreach ( $points as $point ) {
			if ( '' === $point['title'] && '' === $point['caption'] ) {
				continue;
			}
			$title = esc_html( $point['title'] );
			if ( '' !== $point['title'] && '' !== $point['link'] ) {
				$title = '<a class="wp-block-cairn-map__place-link" href="' . esc_url( $point['link'] ) . '">' . $title . '</a>';
			}
			$items .= '<li class="wp-block-cairn-map__place">'
				. ( '' !== $point['title'] ? '<span class="wp-block-cairn-map__place-title">' . $title . '</span>' : '' )
				. ( '' !== $point['caption'] ? '<span class="wp-block-cairn-map__place-caption">' . esc_html( $point['caption'] ) . '</span>' : '' )
				. '</li>';
		}
		return '' !== $items ? '<ul class="wp-block-cairn-map__places">' . $items . '</ul>' : '';
	}

	/**
	 * The image's text alternative, naming the places.
	 *
	 * @param array<int,string> $titles The places' titles.
	 */
	private static function alt_text( array $titles ): string {
		if ( ! $titles ) {
			return __( 'Map', 'cairn' );
		}
		/* translators: %s: a list of places, such as "Golden Gate Bridge and Alcatraz". */
		return sprintf( __( 'Map showing %s', 'cairn' ), wp_sprintf( '%l', $titles ) );
	}

	/**
	 * The block's points that have valid coordinates, their texts as plain
	 * strings and their link an http(s) address or ''.
	 *
	 * @param mixed $points The points attribute.
	 * @return array<int,array{title:string,caption:string,link:string,coordinates:array{longitude:float,latitude:float}}>
	 */
	private static function points( $points ): array {
		$clean = array();
		foreach ( is_array( $points ) ? $points : array() as $point ) {
			if ( ! is_array( $point ) ) {
				continue;
			}
			$coordinates = self::coordinates( $point['coordinates'] ?? null );
			if ( null === $coordinates ) {
				continue;
			}
			$clean[] = array(
				'title'       => isset( $point['title'] ) && is_scalar( $point['title'] ) ? trim( (string) $point['title'] ) : '',
				'caption'     => isset( $point['caption'] ) && is_scalar( $point['caption'] ) ? trim( (string) $point['caption'] ) : '',
				'link'        => isset( $point['link'] ) && is_string( $point['link'] ) ? esc_url_raw( trim( $point['link'] ), array( 'http', 'https' ) ) : '',
				'coordinates' => $coordinates,
			);
		}
		return $clean;
	}

	/**
	 * A longitude and latitude within the map's range, or null.
	 *
	 * @param mixed $value `{ longitude, latitude }`.
	 * @return array{longitude:float,latitude:float}|null
	 */
	private static function coordinates( $value ): ?array {
		if ( ! is_array( $value ) || ! isset( $value['longitude'], $value['latitude'] ) || ! is_numeric( $value['longitude'] ) || ! is_numeric( $value['latitude'] ) ) {
			return null;
		}
		$longitude = (float) $value['longitude'];
		$latitude  = (float) $value['latitude'];
		if ( abs( $longitude ) > 180 || abs( $latitude ) > 85.0511 ) {
			return null;
		}
		return array(
			'longitude' => round( $longitude, 6 ),
			'latitude'  => round( $latitude, 6 ),
		);
	}

	/**
	 * A coordinate as the image's URL takes it: plain decimals, at most six.
	 *
	 * @param float $value The coordinate.
	 */
	private static function number( float $value ): string {
		$text = rtrim( rtrim( sprintf( '%.6F', $value ), '0' ), '.' );
		return '-0' === $text ? '0' : $text;
	}

	/**
	 * The marker colour as the static image takes it (six or three hex
	 * digits); a colour name it cannot take draws the default red.
	 *
	 * @param string $color The block's markerColor.
	 */
	private static function hex_color( string $color ): string {
		$hex = ltrim( strtolower( trim( $color ) ), '#' );
		return 1 === preg_match( '/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/', $hex ) ? $hex : self::DEFAULT_COLOR;
	}
}
