<?php
/**
 * Instagram gallery block: the visitor's grid.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Instagram\Connections;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the latest posts of the block's connection as a grid of links,
 * with no script: the gallery comes from the server's cache (or its last
 * good copy while Instagram is down). A block whose posts cannot be shown
 * (no connection yet, as after a conversion from Jetpack, or one that is
 * gone) links to the account's profile when it names the account.
 *
 * @since 0.3.0
 */
final class Instagram_Gallery {

	/**
	 * The visitor's markup; the profile's link, or '', when the connection
	 * is gone or has no posts.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 */
	public static function render( array $attributes ): string {
		$id = (string) ( $attributes['accessToken'] ?? '' );
		if ( ! preg_match( '/^ig[a-z0-9]{1,32}$/', $id ) ) {
			return self::profile( $attributes );
		}
		$gallery = Connections::gallery( $id );
		if ( is_wp_error( $gallery ) || ! $gallery['images'] ) {
			return self::profile( $attributes );
		}
		$count   = max( 1, min( 30, (int) ( $attributes['count'] ?? 9 ) ) );
		$columns = max( 1, min( 6, (int) ( $attributes['columns'] ?? 3 ) ) );
		$spacing = max( 0, min( 50, (int) ( $attributes['spacing'] ?? 10 ) ) );
		$stacked = (bool) ( $attributes['isStackedOnMobile'] ?? true );

		$items = '';
		foreach ( array_slice( $gallery['images'], 0, $count ) as $image ) {
			$img    = sprintf(
				'<img src="%1$s" alt="%2$s" loading="lazy" decoding="async">',
				esc_url( $image['url'] ),
				esc_attr( $image['title'] )
			);
			$items .= '' !== $image['link']
				? sprintf( '<a class="wp-block-cairn-instagram-gallery__item" href="%1$s" rel="noopener noreferrer" target="_blank">%2$s</a>', esc_url( $image['link'] ), $img )
				: '<span class="wp-block-cairn-instagram-gallery__item">' . $img . '</span>';
		}
		$classes = 'wp-block-cairn-instagram-gallery' . ( $stacked ? ' is-stacked-on-mobile' : '' );
		$style   = sprintf( '--cairn-instagram-columns:%1$d;--cairn-instagram-spacing:%2$dpx', $columns, $spacing );
		// Outside a block render (direct calls) the supports give no attributes.
		$wrapper = \WP_Block_Supports::$block_to_render
			? get_block_wrapper_attributes(
				array(
					'class' => $stacked ? 'is-stacked-on-mobile' : '',
					'style' => $style,
				)
			)
			: sprintf( 'class="%1$s" style="%2$s"', esc_attr( $classes ), esc_attr( $style ) );
		return sprintf( '<div %1$s><div class="wp-block-cairn-instagram-gallery__grid">%2$s</div></div>', $wrapper, $items );
	}

	/**
	 * A link to the account's profile on Instagram, in the block's wrapper;
	 * '' when the block names no account (an Instagram username: letters,
	 * digits, dots and underscores, at most 30).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 */
	private static function profile( array $attributes ): string {
		$user = is_string( $attributes['instagramUser'] ?? null ) ? trim( $attributes['instagramUser'] ) : '';
		if ( ! preg_match( '/^[A-Za-z0-9._]{1,30}$/', $user ) ) {
			return '';
		}
		$wrapper = \WP_Block_Supports::$block_to_render ? get_block_wrapper_attributes() : 'class="wp-block-cairn-instagram-gallery"';
		return sprintf(
			'<div %1$s><a class="wp-block-cairn-instagram-gallery__profile" href="%2$s" rel="noopener noreferrer" target="_blank">%3$s</a></div>',
			$wrapper,
			esc_url( 'https://www.instagram.com/' . $user . '/' ),
			/* translators: %s: an Instagram username. */
			esc_html( sprintf( __( '@%s on Instagram', 'cairn' ), $user ) )
		);
	}
}
