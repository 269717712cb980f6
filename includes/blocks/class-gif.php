<?php
/**
 * GIF block: the visitor's GIF.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Giphy\Client;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the chosen GIF as the GIF itself, an image loaded lazily with its
 * aspect ratio kept, from the media URLs in Giphy's (cached) answer: no
 * Giphy iframe or script, so visitors meet Giphy only when the image loads.
 * When Giphy cannot be asked, a link to the GIF's page stands in.
 *
 * @since 0.3.0
 */
final class Gif {

	/** The default space kept for the GIF, as the height's share of the width. */
	public const DEFAULT_PADDING_TOP = '56.2%';

	/**
	 * The GIF id in a Giphy gif, media or embed URL, or ''.
	 *
	 * @since 0.3.0
	 *
	 * @param string $url URL.
	 */
	public static function id_from_url( string $url ): string {
		$parts = wp_parse_url( trim( $url ) );
		if ( ! is_array( $parts ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['port'] ) ) {
			return '';
		}
		$scheme = strtolower( $parts['scheme'] ?? '' );
		$host   = strtolower( $parts['host'] ?? '' );
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || ( 'giphy.com' !== $host && ! preg_match( '/^[a-z0-9-]+\.giphy\.com$/', $host ) ) ) {
			return '';
		}
		$path = (string) ( $parts['path'] ?? '' );
		if ( preg_match( '#^/(?:gifs|stickers)/(?:[^/]*-)?([A-Za-z0-9]+)/?$#', $path, $match )
			|| preg_match( '#^/embed/([A-Za-z0-9]+)/?$#', $path, $match )
			|| preg_match( '#^/media/(?:v1\.[^/]+/)?([A-Za-z0-9]+)/[^/]+$#', $path, $match )
			|| preg_match( '#^/([A-Za-z0-9]+)\.(?:gif|webp|mp4)$#', $path, $match ) ) {
			return Client::is_id( $match[1] ) ? $match[1] : '';
		}
		return '';
	}

	/**
	 * The visitor's markup.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 */
	public static function render( array $attributes ): string {
		$id = self::id_from_url( (string) ( $attributes['giphyUrl'] ?? '' ) );
		if ( '' === $id ) {
			return '';
		}
		$padding = (string) ( $attributes['paddingTop'] ?? '' );
		if ( ! preg_match( '/^\d{1,4}(\.\d{1,6})?%$/', $padding ) ) {
			$padding = self::DEFAULT_PADDING_TOP;
		}
		$gif     = Client::gif( $id );
		$caption = (string) ( $attributes['caption'] ?? '' );
		$wrapper = get_block_wrapper_attributes();

		if ( is_wp_error( $gif ) ) {
			$media = sprintf(
				'<a class="wp-block-cairn-gif__link" href="%s">%s</a>',
				esc_url( 'https://giphy.com/gifs/' . $id ),
				esc_html__( 'View this GIF on GIPHY', 'cairn' )
			);
		} else {
			$original = $gif['images']['original'];
			$source   = isset( $original['webp'] )
				? sprintf( '<source type="image/webp" srcset="%s">', esc_url( $original['webp'] ) )
				: '';
			$media    = sprintf(
				'<div class="wp-block-cairn-gif__wrapper" style="padding-top:%1$s"><picture>%2$s<img class="wp-block-cairn-gif__media" src="%3$s" alt="%4$s" width="%5$d" height="%6$d" loading="lazy" decoding="async"></picture></div>',
				esc_attr( $padding ),
				$source,
				esc_url( $original['url'] ),
				esc_attr( '' !== $caption ? wp_strip_all_tags( $caption ) : (string) $gif['title'] ),
				(int) $original['width'],
				(int) $original['height']
			);
		}

		$figcaption = '';
		if ( '' !== trim( $caption ) ) {
			$figcaption = '<figcaption class="wp-block-cairn-gif__caption">' . wp_kses_post( $caption ) . '</figcaption>';
		}
		return sprintf( '<figure %1$s>%2$s%3$s</figure>', $wrapper, $media, $figcaption );
	}
}
