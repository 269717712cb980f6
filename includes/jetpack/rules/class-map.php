<?php
/**
 * Jetpack's Map block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;
use Cairn\Maps\Mapbox_Token;
use Cairn\Maps\Mapkit_Token;

defined( 'ABSPATH' ) || exit;

/**
 * The same settings as Cairn's map block, which Jetpack keeps in the
 * comment; its
 * saved HTML (data attributes and a list of links) is drawn from them. By
 * rule: the centre written as {lng, lat} by Mapbox-era versions becomes
 * {longitude, latitude}; the style, an attribute in the oldest versions
 * (sometimes spelled black-and-white) and a style class since, becomes
 * mapStyle; a zoom saved with decimals is rounded into 0–22; a height
 * below the minimum (400) is raised to it. Each point keeps the link
 * visitors had to it (Jetpack's list of places, a Google Maps search of
 * its coordinates) as its `link`, read from the saved list in order, or
 * made as Jetpack made it where the list lacks it.
 *
 * @since 0.5.0
 */
final class Map extends Rule {

	/** The styles Cairn draws. */
	private const STYLES = array( 'default', 'black_and_white', 'satellite', 'terrain' );

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/map' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/map';
	}

	/**
	 * The settings, by the rules above.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );

		$center = isset( $attrs['mapCenter'] ) && is_array( $attrs['mapCenter'] ) ? $attrs['mapCenter'] : null;
		if ( $center ) {
			$longitude = $center['longitude'] ?? $center['lng'] ?? null;
			$latitude  = $center['latitude'] ?? $center['lat'] ?? null;
			if ( is_numeric( $longitude ) && is_numeric( $latitude ) ) {
				$carried['mapCenter'] = array(
					'longitude' => (float) $longitude,
					'latitude'  => (float) $latitude,
				);
			}
		}

		$class = is_string( $attrs['className'] ?? null ) ? $attrs['className'] : '';
		$style = is_string( $attrs['mapStyle'] ?? null ) ? $attrs['mapStyle'] : '';
		if ( preg_match( '/(?:^|\s)is-style-([a-z_-]+)/', $class, $match ) ) {
			$style = $match[1];
			$class = trim( (string) preg_replace( '/(?:^|\s)is-style-[a-z_-]+/', ' ', $class ) );
		}
		$style = str_replace( '-', '_', $style );
		if ( in_array( $style, self::STYLES, true ) ) {
			$carried['mapStyle'] = $style;
		}
		if ( '' !== $class ) {
			$carried['className'] = $class;
		} else {
			unset( $carried['className'] );
		}

		if ( isset( $carried['points'] ) && is_array( $carried['points'] ) ) {
			$carried['points'] = self::linked_points( $carried['points'], $html );
		}

		if ( isset( $attrs['zoom'] ) && is_numeric( $attrs['zoom'] ) ) {
			$carried['zoom'] = (int) max( 0, min( 22, round( (float) $attrs['zoom'] ) ) );
		}
		if ( isset( $attrs['mapHeight'] ) && is_numeric( $attrs['mapHeight'] ) ) {
			$carried['mapHeight'] = (int) max( 400, (int) $attrs['mapHeight'] );
		}
		return $carried;
	}

	/**
	 * The points, each with the link Jetpack's saved list gave it.
	 *
	 * @param array<int|string,mixed> $points The Jetpack points.
	 * @param string                  $html   The saved HTML.
	 * @return array<int|string,mixed>
	 */
	private static function linked_points( array $points, string $html ): array {
		$links = array();
		$list  = new \WP_HTML_Tag_Processor( $html );
		while ( $list->next_tag( array( 'tag_name' => 'a' ) ) ) {
			$links[] = (string) $list->get_attribute( 'href' );
		}
		$index = 0;
		foreach ( $points as $key => $point ) {
			if ( ! is_array( $point ) ) {
				continue;
			}
			$saved = $links[ $index ] ?? '';
			++$index;
			$link = self::url( '' !== $saved ? $saved : self::search_link( $point ) );
			if ( '' !== $link ) {
				$points[ $key ]['link'] = $link;
			}
		}
		return $points;
	}

	/**
	 * The link Jetpack drew for a point: a Google Maps search of its
	 * coordinates; '' without them.
	 *
	 * @param array<string,mixed> $point A Jetpack point.
	 */
	private static function search_link( array $point ): string {
		$at = is_array( $point['coordinates'] ?? null ) ? $point['coordinates'] : array();
		if ( ! isset( $at['latitude'], $at['longitude'] ) || ! is_numeric( $at['latitude'] ) || ! is_numeric( $at['longitude'] ) ) {
			return '';
		}
		return 'https://www.google.com/maps/search/?api=1&query=' . $at['latitude'] . ',' . $at['longitude'];
	}

	/**
	 * A map provider: until one is set up, visitors see the list of places,
	 * each linked to its map page.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $converted The Cairn block's attributes.
	 */
	public function waiting( array $converted ): string {
		unset( $converted );
		if ( '' !== Mapbox_Token::public_token() || Mapkit_Token::configured() ) {
			return '';
		}
		return __( 'Enter a Mapbox public token under Settings → Cairn → Mapbox (or Apple MapKit keys) for the map itself to show.', 'cairn' );
	}

	/**
	 * What the owner must do.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	public function needs(): array {
		return array( __( 'Maps need a Mapbox public token (Settings → Cairn → Mapbox) or Apple MapKit keys.', 'cairn' ) );
	}
}
