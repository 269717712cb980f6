<?php
/**
 * The tiled gallery's layout, as src/tiled-gallery/layout.ts computes it.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

defined( 'ABSPATH' ) || exit;

/**
 * A line-for-line port of src/tiled-gallery/layout.ts, for the converter to
 * write the markup Cairn's save() writes: the same rows, the same columns
 * and the same flex-basis to the last bit (the same operations in the same
 * order, halves rounded as Math.round() does). Keep the two in step: the
 * Jetpack conversion fixtures fail when they drift apart.
 *
 * @since 0.5.0
 */
final class Tiled_Gallery_Layout {

	/** The four layout styles. */
	public const STYLES = array( 'rectangular', 'circle', 'square', 'columns' );

	/** At most 20 columns. */
	private const MAX_COLUMNS = 20;

	/** Default columns: min(3, image count). */
	private const DEFAULT_COLUMNS = 3;

	/**
	 * A percentage rounded to 12 decimals, as roundBasis() rounds it.
	 *
	 * @since 0.5.0
	 *
	 * @param float $value A percentage.
	 */
	public static function round_basis( float $value ): float {
		return Js_Markup::round( $value * 1e12 ) / 1e12;
	}

	/**
	 * An image's aspect ratio; 1 when a dimension is unknown.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $image The image.
	 */
	public static function aspect_ratio( array $image ): float {
		$width  = self::to_number( $image['width'] ?? null );
		$height = self::to_number( $image['height'] ?? null );
		if ( ! is_finite( $width ) || ! is_finite( $height ) || $width <= 0 || $height <= 0 ) {
			return 1.0;
		}
		return $width / $height;
	}

	/**
	 * The style named by a className (`is-style-<style>`), else rectangular.
	 *
	 * @since 0.5.0
	 *
	 * @param string $class_name The block's className attribute.
	 */
	public static function style( string $class_name ): string {
		if ( preg_match( '/(?:^|\s)is-style-([\w-]+)/', $class_name, $match ) && in_array( $match[1], self::STYLES, true ) ) {
			return $match[1];
		}
		return 'rectangular';
	}

	/**
	 * The columns to lay out with, from 1 to min(20, count).
	 *
	 * @since 0.5.0
	 *
	 * @param mixed $columns The columns attribute (may be unset).
	 * @param int   $count   The number of images.
	 */
	public static function effective_columns( $columns, int $count ): int {
		$wanted = ( is_int( $columns ) || is_float( $columns ) ) && is_finite( (float) $columns )
			? (int) Js_Markup::round( (float) $columns )
			: self::DEFAULT_COLUMNS;
		return min( max( 1, min( self::MAX_COLUMNS, $count ) ), max( 1, $wanted ) );
	}

	/**
	 * Lays out a gallery.
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array<string,mixed>> $images  The images, in order.
	 * @param string                         $style   The layout style.
	 * @param mixed                          $columns The columns attribute.
	 * @return array<int,array<int,array{basis:float,images:int[]}>> Rows of columns.
	 */
	public static function compute( array $images, string $style, $columns ): array {
		$images = array_values( $images );
		$count  = count( $images );
		if ( 0 === $count ) {
			return array();
		}
		$per_row = self::effective_columns( $columns, $count );
		switch ( $style ) {
			case 'square':
			case 'circle':
				return self::square_rows( $count, $per_row );
			case 'columns':
				return self::column_rows( array_map( array( __CLASS__, 'aspect_ratio' ), $images ), $per_row );
			default:
				return self::rectangular_rows( array_map( array( __CLASS__, 'aspect_ratio' ), $images ), $per_row );
		}
	}

	/**
	 * Equal columns of one image, `columns` per row (squareRows).
	 *
	 * @param int $count   The number of images.
	 * @param int $columns Images per row.
	 * @return array<int,array<int,array{basis:float,images:int[]}>>
	 */
	private static function square_rows( int $count, int $columns ): array {
		$rows = array();
		for ( $start = 0; $start < $count; $start += $columns ) {
			$size  = min( $columns, $count - $start );
			$basis = self::round_basis( 100 / $size );
			$row   = array();
			for ( $index = $start; $index < $start + $size; $index++ ) {
				$row[] = array(
					'basis'  => $basis,
					'images' => array( $index ),
				);
			}
			$rows[] = $row;
		}
		return $rows;
	}

	/**
	 * Justified rows, breaks chosen by dynamic programming (rectangularRows).
	 *
	 * @param float[] $ratios  The images' aspect ratios.
	 * @param int     $columns The average images per row wanted.
	 * @return array<int,array<int,array{basis:float,images:int[]}>>
	 */
	private static function rectangular_rows( array $ratios, int $columns ): array {
		$count   = count( $ratios );
		$log_sum = 0.0;
		foreach ( $ratios as $ratio ) {
			$log_sum += log( $ratio );
		}
		$target  = $columns * exp( $log_sum / $count );
		$longest = min( $count, 2 * $columns + 1 );

		$best     = array_fill( 0, $count + 1, INF );
		$break_at = array_fill( 0, $count + 1, 0 );
		$best[0]  = 0.0;
		for ( $end = 1; $end <= $count; $end++ ) {
			$sum = 0.0;
			for ( $start = $end - 1; $start >= 0 && $end - $start <= $longest; $start-- ) {
				$sum     += $ratios[ $start ];
				$distance = log( $sum / $target );
				$cost     = $best[ $start ] + $distance * $distance;
				if ( $cost < $best[ $end ] ) {
					$best[ $end ]     = $cost;
					$break_at[ $end ] = $start;
				}
			}
		}

		$rows = array();
		for ( $end = $count; $end > 0; $end = $break_at[ $end ] ) {
			$start = $break_at[ $end ];
			$sum   = 0.0;
			for ( $index = $start; $index < $end; $index++ ) {
				$sum += $ratios[ $index ];
			}
			$row = array();
			for ( $index = $start; $index < $end; $index++ ) {
				$row[] = array(
					'basis'  => self::round_basis( ( 100 * $ratios[ $index ] ) / $sum ),
					'images' => array( $index ),
				);
			}
			$rows[] = $row;
		}
		return array_reverse( $rows );
	}

	/**
	 * One row of stacked columns of equal end height (columnRows).
	 *
	 * @param float[] $ratios  The images' aspect ratios.
	 * @param int     $columns The number of columns.
	 * @return array<int,array<int,array{basis:float,images:int[]}>>
	 */
	private static function column_rows( array $ratios, int $columns ): array {
		$heights = array_fill( 0, $columns, 0.0 );
		$stacks  = array_fill( 0, $columns, array() );
		foreach ( $ratios as $index => $ratio ) {
			$shortest = 0;
			for ( $column = 1; $column < $columns; $column++ ) {
				if ( $heights[ $column ] < $heights[ $shortest ] ) {
					$shortest = $column;
				}
			}
			$heights[ $shortest ] += 1 / $ratio;
			$stacks[ $shortest ][] = $index;
		}
		$inverse_sum = 0.0;
		foreach ( $heights as $height ) {
			$inverse_sum += 1 / $height;
		}
		$row = array();
		foreach ( $stacks as $column => $images ) {
			$row[] = array(
				'basis'  => self::round_basis( ( 100 * ( 1 / $heights[ $column ] ) ) / $inverse_sum ),
				'images' => $images,
			);
		}
		return array( $row );
	}

	/**
	 * JavaScript's Number() of a width or height: NAN when it is no number.
	 *
	 * @param mixed $value The value.
	 */
	private static function to_number( $value ): float {
		if ( is_int( $value ) || is_float( $value ) ) {
			return (float) $value;
		}
		if ( is_string( $value ) ) {
			$value = trim( $value );
			return '' === $value ? 0.0 : ( is_numeric( $value ) ? (float) $value : NAN );
		}
		return null === $value ? 0.0 : NAN;
	}
}
