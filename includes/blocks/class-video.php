<?php
/**
 * Video block: the visitor's player.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Video\Video_Library;
use Cairn\Video\Video_Meta;
use Cairn\Video\Video_Stream;
use Cairn\Video\Video_Tracks;

defined( 'ABSPATH' ) || exit;

/**
 * Renders a video of the site's media library as a native `<video>`: no
 * script for visitors. A public video plays from its file; a private one
 * from the stream, which checks the viewer on every request, and a viewer
 * who may not watch it sees a note instead. Downloads off means the
 * player offers none.
 *
 * @since 0.5.0
 */
final class Video {

	/**
	 * The visitor's markup.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 * @param int                 $post_id    The post it is shown in.
	 */
	public static function render( array $attributes, int $post_id ): string {
		$guid = isset( $attributes['guid'] ) ? (string) $attributes['guid'] : '';
		$id   = Video_Library::find( $guid );
		if ( 0 === $id ) {
			return '';
		}
		$max_width = isset( $attributes['maxWidth'] ) && preg_match( '/^\d+(\.\d+)?(%|px|em|rem|vw)$/', (string) $attributes['maxWidth'] ) ? (string) $attributes['maxWidth'] : '100%';
		$private   = Video_Meta::is_private( $id );
		$classes   = $private ? 'is-private' : '';
		$wrapper   = get_block_wrapper_attributes(
			array(
				'class' => $classes,
				'style' => 'max-width:' . $max_width,
			)
		);
		$caption   = isset( $attributes['caption'] ) && '' !== $attributes['caption']
			? '<figcaption class="wp-element-caption">' . wp_kses_post( (string) $attributes['caption'] ) . '</figcaption>'
			: '';

		if ( $private && ! Video_Stream::may_watch( $id, $guid, $post_id ) ) {
			return sprintf(
				'<figure %1$s><p class="cairn-video__private">%2$s <a href="%3$s">%4$s</a></p>%5$s</figure>',
				$wrapper,
				esc_html__( 'This video is private.', 'cairn' ),
				esc_url( wp_login_url( (string) get_permalink( $post_id ) ) ),
				esc_html__( 'Log in to watch it.', 'cairn' ),
				$caption
			);
		}

		$src     = $private ? Video_Stream::url( $guid, $post_id ) : (string) wp_get_attachment_url( $id );
		$preload = isset( $attributes['preload'] ) && in_array( $attributes['preload'], array( 'auto', 'metadata', 'none' ), true ) ? (string) $attributes['preload'] : 'metadata';
		$flags   = '';
		foreach ( array( 'autoplay', 'loop', 'muted', 'playsinline' ) as $flag ) {
			if ( ! empty( $attributes[ $flag ] ) ) {
				$flags .= ' ' . $flag;
			}
		}
		if ( ! isset( $attributes['controls'] ) || $attributes['controls'] ) {
			$flags .= ' controls';
		}
		if ( ! Video_Meta::allows_download( $id ) ) {
			$flags .= ' controlslist="nodownload"';
		}
		$poster = isset( $attributes['poster'] ) && '' !== $attributes['poster'] ? ' poster="' . esc_url( (string) $attributes['poster'] ) . '"' : '';
		$title  = get_the_title( $id );
		$tracks = '';
		foreach ( Video_Tracks::all( $id ) as $track ) {
			$tracks .= sprintf(
				'<track kind="%1$s" srclang="%2$s" label="%3$s" src="%4$s">',
				esc_attr( $track['kind'] ),
				esc_attr( $track['srclang'] ),
				esc_attr( $track['label'] ),
				esc_url( Video_Tracks::url( $guid, $track['kind'], $track['srclang'], $post_id ) )
			);
		}

		return sprintf(
			'<figure %1$s><video src="%2$s" preload="%3$s"%4$s%5$s%6$s>%8$s</video>%7$s</figure>',
			$wrapper,
			esc_url( $src ),
			esc_attr( $preload ),
			$flags,
			$poster,
			'' !== $title ? ' aria-label="' . esc_attr( $title ) . '"' : '',
			$caption,
			$tracks
		);
	}
}
