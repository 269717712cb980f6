<?php
/**
 * Jetpack's Star Rating blocks as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Jetpack's star rating, and the spiciness and priciness ratings of its
 * early versions (the same attributes, their symbol set by the block's
 * name), become Cairn's star rating; the symbol is kept in ratingStyle.
 * Jetpack's saved HTML is a fallback drawn from the attributes.
 *
 * @since 0.5.0
 */
final class Star_Rating extends Rule {

	/** The symbol of each of Jetpack's names. */
	private const STYLES = array(
		'jetpack/rating-star'      => 'star',
		'jetpack/rating-spiciness' => 'spiciness',
		'jetpack/rating-priciness' => 'priciness',
	);

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array_keys( self::STYLES );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/star-rating';
	}

	/**
	 * The attributes, with the symbol of a spiciness or priciness rating and
	 * the priciness rating's own default maximum (4).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );
		if ( preg_match( '/wp-block-jetpack-rating-(spiciness|priciness)/', $html, $match ) && ! isset( $carried['ratingStyle'] ) ) {
			$carried['ratingStyle'] = $match[1];
		}
		if ( 'priciness' === ( $carried['ratingStyle'] ?? '' ) && ! isset( $carried['maxRating'] ) ) {
			$carried['maxRating'] = 4;
		}
		return $carried;
	}
}
