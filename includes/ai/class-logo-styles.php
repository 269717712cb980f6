<?php
/**
 * The logo generator's styles.
 *
 * @package Cairn
 */

namespace Cairn\AI;

defined( 'ABSPATH' ) || exit;

/**
 * The styles the logo generator offers (`featuresControl['logo-generator']
 * .styles`): no particular style, a style guessed from the prompt, then
 * styles image models render well.
 *
 * @since 0.4.0
 */
final class Logo_Styles {

	/** No particular style. */
	public const NONE = 'none';

	/** A style guessed from the prompt before the logo is made. */
	public const AUTO = 'auto';

	/**
	 * The styles, each a slug and its label.
	 *
	 * @since 0.4.0
	 *
	 * @return array<int,array{value:string,label:string}>
	 */
	public static function all(): array {
		$styles = array(
			self::NONE      => __( 'No style', 'cairn' ),
			self::AUTO      => __( 'Auto', 'cairn' ),
			'line-art'      => __( 'Line art', 'cairn' ),
			'minimalist'    => __( 'Minimalist', 'cairn' ),
			'flat'          => __( 'Flat', 'cairn' ),
			'vintage'       => __( 'Vintage', 'cairn' ),
			'hand-drawn'    => __( 'Hand drawn', 'cairn' ),
			'watercolor'    => __( 'Watercolor', 'cairn' ),
			'geometric'     => __( 'Geometric', 'cairn' ),
			'pixel-art'     => __( 'Pixel art', 'cairn' ),
			'3d-model'      => __( '3D model', 'cairn' ),
			'isometric'     => __( 'Isometric', 'cairn' ),
			'origami'       => __( 'Origami', 'cairn' ),
			'comic-book'    => __( 'Comic book', 'cairn' ),
			'neon'          => __( 'Neon', 'cairn' ),
			'monogram'      => __( 'Monogram', 'cairn' ),
			'mascot'        => __( 'Mascot', 'cairn' ),
			'art-deco'      => __( 'Art deco', 'cairn' ),
			'stained-glass' => __( 'Stained glass', 'cairn' ),
		);
		$list   = array();
		foreach ( $styles as $value => $label ) {
			$list[] = array(
				'value' => (string) $value,
				'label' => $label,
			);
		}
		return $list;
	}

	/**
	 * The slugs a style guess may answer (every style but none and auto).
	 *
	 * @since 0.4.0
	 *
	 * @return string[]
	 */
	public static function guessable(): array {
		return array_values(
			array_diff( array_column( self::all(), 'value' ), array( self::NONE, self::AUTO ) )
		);
	}

	/**
	 * Whether a slug is a style the generator offers.
	 *
	 * @since 0.4.0
	 *
	 * @param string $slug A slug.
	 */
	public static function exists( string $slug ): bool {
		return in_array( $slug, array_column( self::all(), 'value' ), true );
	}
}
