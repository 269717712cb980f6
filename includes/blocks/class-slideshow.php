<?php
/**
 * Slideshow block: the box its first slide shows in.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * The slideshow is saved as markup; its visitor script loads Swiper only
 * when the slideshow nears the viewport. So that the page does not move
 * then, the server gives the carousel, before any script, the box Swiper
 * will use: the first image's shape, never wider than 16:9 (16:9 when its
 * size is unknown), at most 80 % of the window's height (the stylesheet).
 *
 * An image saved without its shape (a slide made from a core image block)
 * takes it from its attachment, which the `wp-image-{id}` class names;
 * WordPress then adds its width, height and srcset as for any image.
 *
 * @since 0.6.0
 */
final class Slideshow {

	/** The block's name. */
	public const BLOCK_NAME = 'cairn/slideshow';

	/** The widest shape a slideshow takes, width over height. */
	public const MAX_ASPECT_RATIO = 16 / 9;

	/**
	 * Hooks the render.
	 *
	 * @since 0.6.0
	 */
	public static function register(): void {
		add_filter( 'render_block_' . self::BLOCK_NAME, array( __CLASS__, 'shape' ) );
	}

	/**
	 * Shapes a rendered slideshow's box.
	 *
	 * @since 0.6.0
	 *
	 * @param string|mixed $content The block's markup.
	 */
	public static function shape( $content ): string {
		if ( ! is_string( $content ) || '' === $content ) {
			return is_string( $content ) ? $content : '';
		}
		$first  = null;
		$images = new WP_HTML_Tag_Processor( $content );
		while ( $images->next_tag(
			array(
				'tag_name'   => 'IMG',
				'class_name' => 'wp-block-cairn-slideshow__image',
			)
		) ) {
			$ratio = self::ratio( $images->get_attribute( 'data-aspect-ratio' ) );
			if ( null === $ratio ) {
				$ratio = self::attachment_ratio( $images );
				if ( null !== $ratio ) {
					$images->set_attribute( 'data-aspect-ratio', self::number( $ratio ) );
				}
			}
			if ( null === $first ) {
				$first = $ratio ?? 0.0;
			}
		}
		$box = new WP_HTML_Tag_Processor( $images->get_updated_html() );
		if ( null !== $first && $box->next_tag(
			array(
				'tag_name'   => 'SECTION',
				'class_name' => 'wp-block-cairn-slideshow__container',
			)
		) ) {
			$shape = $first > 0 ? min( $first, self::MAX_ASPECT_RATIO ) : self::MAX_ASPECT_RATIO;
			$box->add_class( 'has-shape' );
			$style = trim( (string) $box->get_attribute( 'style' ) );
			$box->set_attribute( 'style', ( '' !== $style ? rtrim( $style, ';' ) . ';' : '' ) . 'aspect-ratio:' . self::number( $shape ) );
		}
		return $box->get_updated_html();
	}

	/**
	 * A saved aspect ratio, or null when it is none.
	 *
	 * @param mixed $value The attribute's value.
	 */
	private static function ratio( $value ): ?float {
		return is_string( $value ) && is_numeric( $value ) && (float) $value > 0 && is_finite( (float) $value ) ? (float) $value : null;
	}

	/**
	 * The shape of the attachment an image names (`wp-image-{id}`).
	 *
	 * @param WP_HTML_Tag_Processor $image The processor, on the image.
	 */
	private static function attachment_ratio( WP_HTML_Tag_Processor $image ): ?float {
		$class = (string) $image->get_attribute( 'class' );
		if ( 1 !== preg_match( '/(?:^|\s)wp-image-(\d+)(?:\s|$)/', $class, $match ) ) {
			return null;
		}
		$meta = wp_get_attachment_metadata( (int) $match[1] );
		if ( ! is_array( $meta ) || empty( $meta['width'] ) || empty( $meta['height'] ) ) {
			return null;
		}
		return (int) $meta['width'] / (int) $meta['height'];
	}

	/**
	 * A ratio as CSS and the attribute write it: at most four decimals.
	 *
	 * @param float $value The ratio.
	 */
	private static function number( float $value ): string {
		return rtrim( rtrim( sprintf( '%.4F', $value ), '0' ), '.' );
	}
}
