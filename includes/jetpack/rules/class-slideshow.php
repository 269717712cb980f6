<?php
/**
 * Jetpack's Slideshow block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Js_Markup;
use Cairn\Jetpack\Rule;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * Jetpack keeps the slides in the HTML (each `.swiper-slide`: an image with
 * `data-id` and an optional caption, alike in every saved version since
 * 2019), Cairn in the comment. Autoplay, delay, effect, ids and size carry
 * over as they are; the markup is Cairn's save() (src/slideshow/save.tsx),
 * its labels translated as the editor translates them.
 *
 * @since 0.5.0
 */
final class Slideshow extends Rule {

	/** Delay bounds and default, in seconds (src/slideshow/constants.ts). */
	private const MIN_DELAY     = 1;
	private const MAX_DELAY     = 5;
	private const DEFAULT_DELAY = 3;

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/slideshow' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/slideshow';
	}

	/**
	 * The attributes, with the slides read from the HTML.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );
		$images  = self::images( $html );
		if ( $images ) {
			$carried['images'] = $images;
		}
		if ( empty( $carried['ids'] ) && $images ) {
			$carried['ids'] = array_values( array_filter( array_column( $images, 'id' ) ) );
		}
		return $carried;
	}

	/**
	 * The slideshow as Cairn's save() writes it; nothing without images.
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
		$count    = count( $images );
		$autoplay = ! empty( $attrs['autoplay'] );
		$effect   = is_string( $attrs['effect'] ?? null ) ? $attrs['effect'] : 'slide';
		$align    = is_string( $attrs['align'] ?? null ) ? $attrs['align'] : 'center';
		$pause    = __( 'Pause slideshow', 'cairn' );

		$classes = array( 'wp-block-cairn-slideshow' );
		if ( '' !== $align ) {
			$classes[] = 'align' . $align;
		}
		if ( ! empty( $attrs['className'] ) && is_string( $attrs['className'] ) ) {
			$classes[] = $attrs['className'];
		}

		$out = '<div' . ( $autoplay ? ' data-autoplay="true"' : '' )
			. ' data-delay="' . Js_Markup::number( self::delay( $attrs['delay'] ?? null ) ) . '"'
			. ' data-effect="' . Js_Markup::attr( $effect ) . '"'
			. ' class="' . Js_Markup::attr( implode( ' ', $classes ) ) . '">'
			. '<section class="wp-block-cairn-slideshow__container swiper" aria-roledescription="carousel" aria-label="' . Js_Markup::attr( __( 'Slideshow', 'cairn' ) ) . '">';
		if ( $autoplay ) {
			$out .= '<button type="button" class="wp-block-cairn-slideshow__pause" aria-label="' . Js_Markup::attr( $pause ) . '" data-label-pause="' . Js_Markup::attr( $pause ) . '" data-label-play="' . Js_Markup::attr( __( 'Play slideshow', 'cairn' ) ) . '"></button>';
		}
		$out .= '<div class="wp-block-cairn-slideshow__slides swiper-wrapper">';
		foreach ( $images as $index => $image ) {
			$image = is_array( $image ) ? $image : array();
			$id    = $image['id'] ?? null;
			$label = sprintf(
				/* translators: 1: the slide's number, 2: the number of slides. */
				__( '%1$d of %2$d', 'cairn' ),
				$index + 1,
				$count
			);
			$img = '<img class="' . ( ! empty( $id ) ? 'wp-block-cairn-slideshow__image wp-image-' . Js_Markup::attr( self::value( $id ) ) : 'wp-block-cairn-slideshow__image' ) . '"';
			if ( isset( $image['url'] ) && '' !== self::url( $image['url'] ) ) {
				$img .= ' src="' . self::markup_url( $image['url'] ) . '"';
			}
			$img .= ' alt="' . Js_Markup::attr( isset( $image['alt'] ) ? self::value( $image['alt'] ) : '' ) . '"';
			if ( null !== $id ) {
				$img .= ' data-id="' . Js_Markup::attr( self::value( $id ) ) . '"';
			}
			if ( isset( $image['aspectRatio'] ) ) {
				$img .= ' data-aspect-ratio="' . Js_Markup::attr( self::value( $image['aspectRatio'] ) ) . '"';
			}
			$img    .= ( $index ? ' loading="lazy"' : '' ) . '/>';
			$caption = isset( $image['caption'] ) && is_string( $image['caption'] ) && '' !== $image['caption']
				? '<figcaption class="wp-block-cairn-slideshow__caption">' . $image['caption'] . '</figcaption>'
				: '';
			$out    .= '<div class="wp-block-cairn-slideshow__slide swiper-slide" role="group" aria-roledescription="slide" aria-label="' . Js_Markup::attr( $label ) . '"><figure>' . $img . $caption . '</figure></div>';
		}
		$out .= '</div>'
			. '<button type="button" class="wp-block-cairn-slideshow__prev swiper-button-prev" aria-label="' . Js_Markup::attr( __( 'Previous slide', 'cairn' ) ) . '"></button>'
			. '<button type="button" class="wp-block-cairn-slideshow__next swiper-button-next" aria-label="' . Js_Markup::attr( __( 'Next slide', 'cairn' ) ) . '"></button>'
			. '<div class="wp-block-cairn-slideshow__pagination swiper-pagination"></div>'
			. '<p class="wp-block-cairn-slideshow__error" hidden>' . Js_Markup::text( __( 'The Swiper library could not be loaded.', 'cairn' ) ) . '</p>'
			. '</section></div>';
		return array( $out, '' );
	}

	/**
	 * The slides in Jetpack's HTML, in order: each slide's image (id, src,
	 * alt) and caption (its HTML).
	 *
	 * @param string $html The saved HTML.
	 * @return array<int,array<string,mixed>>
	 */
	private static function images( string $html ): array {
		$images = array();
		$slides = preg_split( '#<li\b[^>]*\bswiper-slide\b[^>]*>#', $html );
		foreach ( array_slice( is_array( $slides ) ? $slides : array(), 1 ) as $slide ) {
			$tags = new WP_HTML_Tag_Processor( $slide );
			if ( ! $tags->next_tag( array( 'tag_name' => 'img' ) ) ) {
				continue;
			}
			$alt   = $tags->get_attribute( 'alt' );
			$id    = $tags->get_attribute( 'data-id' );
			$src   = $tags->get_attribute( 'src' );
			$image = array( 'alt' => is_string( $alt ) ? $alt : '' );
			if ( preg_match( '#<figcaption\b[^>]*>(.*?)</figcaption>#s', $slide, $caption ) ) {
				$image['caption'] = $caption[1];
			}
			if ( is_string( $id ) && '' !== $id ) {
				$image['id'] = ctype_digit( $id ) ? (int) $id : $id;
			}
			if ( '' !== self::url( $src ) ) {
				$image['url'] = self::url( $src );
			}
			$images[] = $image;
		}
		return $images;
	}

	/**
	 * The delay within 1–5 s, 3 when not a number (clampDelay()).
	 *
	 * @param mixed $delay The attribute.
	 * @return int|float
	 */
	private static function delay( $delay ) {
		if ( is_bool( $delay ) ) {
			$delay = (int) $delay;
		}
		if ( null === $delay || ! is_numeric( $delay ) ) {
			return self::DEFAULT_DELAY;
		}
		$seconds = $delay + 0;
		return min( self::MAX_DELAY, max( self::MIN_DELAY, $seconds ) );
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
