<?php
/**
 * Jetpack's Tiled gallery block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Js_Markup;
use Cairn\Jetpack\Rule;
use Cairn\Jetpack\Tiled_Gallery_Layout;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * Jetpack keeps the images in the HTML (the data attributes of each
 * `.tiled-gallery__item` image, the same in every saved version since
 * 2018), Cairn in the comment. The images are read from the HTML in their
 * order, each with the caption the first saved version (2018) wrote under
 * it, which visitors read; style, columns, filter, rounded corners, crop and link-to carry
 * over as they are; the markup is Cairn's save() (src/tiled-gallery/save.tsx)
 * with the layout ported in Tiled_Gallery_Layout. Each address (the image,
 * its attachment page, its custom link) goes through `url()`: one the site
 * refuses is left out (a refused image address falls back to the image's
 * `src`).
 *
 * @since 0.5.0
 */
final class Tiled_Gallery extends Rule {

	/** Widest layout, in pixels (src/tiled-gallery/constants.ts MAX_IMAGE_SIZE). */
	private const MAX_IMAGE_SIZE = 2000;

	/** Largest corner radius (MAX_ROUNDED_CORNERS). */
	private const MAX_ROUNDED_CORNERS = 20;

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/tiled-gallery' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/tiled-gallery';
	}

	/**
	 * The attributes, with the images read from the HTML.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );
		if ( isset( $carried['columns'] ) ) {
			if ( is_numeric( $carried['columns'] ) ) {
				$carried['columns'] = (int) round( (float) $carried['columns'] );
			} else {
				unset( $carried['columns'] );
			}
		}
		if ( isset( $carried['roundedCorners'] ) && is_numeric( $carried['roundedCorners'] ) ) {
			$carried['roundedCorners'] = (int) $carried['roundedCorners'];
		}
		$images = self::images( $html );
		if ( $images ) {
			$carried['images'] = $images;
		}
		if ( empty( $carried['ids'] ) && $images ) {
			$carried['ids'] = array_values( array_filter( array_column( $images, 'id' ) ) );
		}
		// Jetpack's columnWidths were measured for Jetpack's arrangement of
		// the images; Cairn keeps the widths of its own (unmapped() keeps
		// Jetpack's aside), as its editor stores them.
		unset( $carried['columnWidths'] );
		if ( isset( $carried['images'] ) && is_array( $carried['images'] ) && $carried['images'] ) {
			$class_name              = is_string( $carried['className'] ?? null ) ? $carried['className'] : 'is-style-rectangular';
			$carried['columnWidths'] = array_map(
				static function ( array $row ): array {
					return array_column( $row, 'basis' );
				},
				Tiled_Gallery_Layout::compute( array_values( $carried['images'] ), Tiled_Gallery_Layout::style( $class_name ), $carried['columns'] ?? null )
			);
		}
		return $carried;
	}

	/**
	 * The attributes kept aside, with Jetpack's own column widths.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return array<string,mixed>
	 */
	public function unmapped( array $attrs ): array {
		$kept = parent::unmapped( $attrs );
		if ( ! empty( $attrs['columnWidths'] ) ) {
			$kept['columnWidths'] = $attrs['columnWidths'];
		}
		return $kept;
	}

	/**
	 * The gallery as Cairn's save() writes it; nothing without images.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Cairn block's attributes.
	 * @param string              $html  The Jetpack block's saved HTML.
	 * @return array{0:string,1:string}|null
	 */
	public function markup( array $attrs, string $html ): ?array {
		unset( $html );
		$images = is_array( $attrs['images'] ?? null ) ? array_values( $attrs['images'] ) : array();
		if ( ! $images ) {
			return null;
		}
		$class_name = is_string( $attrs['className'] ?? null ) ? $attrs['className'] : 'is-style-rectangular';
		$align      = is_string( $attrs['align'] ?? null ) ? $attrs['align'] : 'center';
		$style      = Tiled_Gallery_Layout::style( $class_name );
		$link_to    = is_string( $attrs['linkTo'] ?? null ) ? $attrs['linkTo'] : 'none';
		$square     = 'square' === $style || 'circle' === $style;

		$classes = array( 'wp-block-cairn-tiled-gallery' );
		if ( '' !== $align ) {
			$classes[] = 'align' . $align;
		}
		$classes[] = $class_name;
		if ( ! empty( $attrs['imageFilter'] ) && is_string( $attrs['imageFilter'] ) ) {
			$classes[] = 'has-filter-' . $attrs['imageFilter'];
		}
		$radius = self::rounded_corners( $attrs['roundedCorners'] ?? null );
		if ( $radius > 0 && 'circle' !== $style ) {
			$classes[] = 'has-rounded-corners-' . $radius;
		}
		// "Crop images" off: square and circle tiles show whole images.
		$uncropped = $square && isset( $attrs['imageCrop'] ) && false === $attrs['imageCrop'];
		if ( $uncropped ) {
			$classes[] = 'is-uncropped';
		}

		$out = '<div class="' . Js_Markup::attr( implode( ' ', array_filter( $classes ) ) ) . '"><div class="wp-block-cairn-tiled-gallery__gallery">';
		foreach ( Tiled_Gallery_Layout::compute( $images, $style, $attrs['columns'] ?? null ) as $row ) {
			$out .= '<div class="wp-block-cairn-tiled-gallery__row">';
			foreach ( $row as $column ) {
				$out .= '<div class="wp-block-cairn-tiled-gallery__column" style="' . Js_Markup::attr( self::css( 'flex-basis:' . Js_Markup::number( $column['basis'] ) . '%' ) ) . '">';
				foreach ( $column['images'] as $index ) {
					$image = is_array( $images[ $index ] ) ? $images[ $index ] : array();
					$shown = $square && ! $uncropped ? $column['basis'] * max( 1, Tiled_Gallery_Layout::aspect_ratio( $image ) ) : $column['basis'];
					$img   = self::img( $image, $shown );
					$href  = self::href( $image, $link_to );
					$out  .= '<figure class="wp-block-cairn-tiled-gallery__item">'
						. ( null !== $href ? '<a href="' . self::markup_url( $href ) . '">' . $img . '</a>' : $img )
						. self::caption( $image )
						. '</figure>';
				}
				$out .= '</div>';
			}
			$out .= '</div>';
		}
		return array( $out . '</div></div>', '' );
	}

	/**
	 * The images in Jetpack's HTML: every image with Jetpack's data
	 * attributes, in document order, with the caption of its item.
	 *
	 * @param string $html The saved HTML.
	 * @return array<int,array<string,mixed>>
	 */
	private static function images( string $html ): array {
		$captions = self::captions( $html );
		$images   = array();
		$item     = -1;
		$tags     = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			if ( 'FIGURE' === $tags->get_tag() && true === $tags->has_class( 'tiled-gallery__item' ) ) {
				++$item;
				continue;
			}
			if ( 'IMG' !== $tags->get_tag() ) {
				continue;
			}
			$url = $tags->get_attribute( 'data-url' );
			$id  = $tags->get_attribute( 'data-id' );
			if ( ! is_string( $url ) && ! is_string( $id ) ) {
				continue;
			}
			$url = self::url( $url );
			if ( '' === $url ) {
				$url = self::url( $tags->get_attribute( 'src' ) );
			}
			$alt   = $tags->get_attribute( 'alt' );
			$image = array( 'alt' => is_string( $alt ) ? $alt : '' );
			if ( is_string( $id ) && '' !== $id ) {
				$image['id'] = ctype_digit( $id ) ? (int) $id : $id;
			}
			if ( '' !== $url ) {
				$image['url'] = $url;
			}
			foreach ( array(
				'link'       => 'data-link',
				'customLink' => 'data-custom-link',
			) as $key => $attribute ) {
				$value = self::url( $tags->get_attribute( $attribute ) );
				if ( '' !== $value ) {
					$image[ $key ] = $value;
				}
			}
			foreach ( array(
				'width'  => 'data-width',
				'height' => 'data-height',
			) as $key => $attribute ) {
				$value = $tags->get_attribute( $attribute );
				if ( is_string( $value ) && '' !== $value ) {
					$image[ $key ] = ctype_digit( $value ) ? (int) $value : $value;
				}
			}
			// The caption of the item the image is in.
			$caption = $item >= 0 ? ( $captions[ $item ] ?? '' ) : '';
			if ( '' !== trim( $caption ) ) {
				$image['caption'] = $caption;
			}
			$images[] = $image;
		}
		return $images;
	}

	/**
	 * The caption (its HTML) of each image item, '' where an item has none:
	 * the 2018 version wrote one under each image that had one.
	 *
	 * @param string $html The saved HTML.
	 * @return string[] One per item, in document order.
	 */
	private static function captions( string $html ): array {
		$captions = array();
		if ( preg_match_all( '#<figure\b[^>]*\bclass="(?:[^"]*\s)?tiled-gallery__item(?:\s[^"]*)?"[^>]*>(.*?)</figure>#s', $html, $items ) ) {
			foreach ( $items[1] as $item ) {
				$captions[] = preg_match( '#<figcaption[^>]*>(.*?)</figcaption>#s', $item, $caption ) ? $caption[1] : '';
			}
		}
		return $captions;
	}

	/**
	 * An image's caption as save() writes it; nothing without one.
	 *
	 * @param array<string,mixed> $image The image.
	 */
	private static function caption( array $image ): string {
		$caption = isset( $image['caption'] ) && is_string( $image['caption'] ) ? $image['caption'] : '';
		return '' !== $caption ? '<figcaption class="wp-block-cairn-tiled-gallery__caption">' . $caption . '</figcaption>' : '';
	}

	/**
	 * An image as save() writes it.
	 *
	 * @param array<string,mixed> $image The image.
	 * @param float               $shown Its shown width, in percent of the gallery.
	 */
	private static function img( array $image, float $shown ): string {
		$id    = $image['id'] ?? null;
		$attrs = array();
		if ( ! empty( $id ) ) {
			$attrs['class'] = 'wp-image-' . self::value( $id );
		}
		if ( isset( $image['url'] ) && '' !== self::url( $image['url'] ) ) {
			$attrs['src'] = self::url( $image['url'] );
		}
		$attrs['alt'] = isset( $image['alt'] ) ? self::value( $image['alt'] ) : '';
		foreach ( array( 'width', 'height' ) as $key ) {
			if ( isset( $image[ $key ] ) ) {
				$attrs[ $key ] = self::value( $image[ $key ] );
			}
		}
		$attrs['sizes']   = self::sizes( $shown );
		$attrs['loading'] = 'lazy';
		if ( null !== $id ) {
			$attrs['data-id'] = self::value( $id );
		}
		$html = '<img';
		foreach ( $attrs as $name => $value ) {
			$html .= ' ' . $name . '="' . Js_Markup::attr( $value ) . '"';
		}
		return $html . '/>';
	}

	/**
	 * Where an image links (imageHref()).
	 *
	 * @param array<string,mixed> $image   The image.
	 * @param string              $link_to The gallery's setting.
	 */
	private static function href( array $image, string $link_to ): ?string {
		$keys = array(
			'media'      => 'url',
			'attachment' => 'link',
			'custom'     => 'customLink',
		);
		if ( ! isset( $keys[ $link_to ] ) ) {
			return null;
		}
		$href = self::url( $image[ $keys[ $link_to ] ] ?? '' );
		return '' !== $href ? $href : null;
	}

	/**
	 * The `sizes` of an image (imageSizes()).
	 *
	 * @param float $basis Its width, in percent of the gallery.
	 */
	private static function sizes( float $basis ): string {
		$share = Js_Markup::round( $basis * 100 ) / 100;
		return sprintf(
			'(max-width: %1$dpx) %2$svw, %3$spx',
			self::MAX_IMAGE_SIZE,
			Js_Markup::number( $share ),
			Js_Markup::number( Js_Markup::round( ( $share * self::MAX_IMAGE_SIZE ) / 100 ) )
		);
	}

	/**
	 * Rounded corners within 0–20 px (clampRoundedCorners()).
	 *
	 * @param mixed $value The attribute.
	 */
	private static function rounded_corners( $value ): int {
		if ( ! is_int( $value ) && ! is_float( $value ) ) {
			return 0;
		}
		return (int) min( self::MAX_ROUNDED_CORNERS, max( 0, Js_Markup::round( (float) $value ) ) );
	}

	/**
	 * A value as JSX prints it in an attribute.
	 *
	 * @param mixed $value A string or number.
	 */
	private static function value( $value ): string {
		if ( is_int( $value ) || is_float( $value ) ) {
			return Js_Markup::number( $value );
		}
		return is_scalar( $value ) ? (string) $value : '';
	}
}
