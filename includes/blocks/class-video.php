<?php
/**
 * Video block: the visitor's player.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Video\Video_Chapters;
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
			return '' === $guid ? '' : self::missing( $attributes );
		}
		$max_width = isset( $attributes['maxWidth'] ) && preg_match( '/^\d+(\.\d+)?(%|px|em|rem|vw)$/', (string) $attributes['maxWidth'] ) ? (string) $attributes['maxWidth'] : '100%';
		$private   = Video_Meta::is_private( $id );
		$colors    = self::seekbar_colors( $attributes );
		$classes   = $private ? 'is-private' : '';
		$wrapper   = get_block_wrapper_attributes(
			array(
				'class' => $classes . ( '' !== $colors ? ' has-seekbar-colors' : '' ),
				'style' => 'max-width:' . $max_width . ';' . $colors,
			)
		);
		$caption   = isset( $attributes['caption'] ) && '' !== $attributes['caption']
			? '<figcaption class="wp-element-caption">' . wp_kses_post( (string) $attributes['caption'] ) . '</figcaption>'
			: '';

		if ( $private && ! Video_Stream::may_watch( $id, $guid, $post_id ) ) {
			return sprintf(
				'<figure %1$s><p class="wp-block-cairn-video__private">%2$s <a href="%3$s">%4$s</a></p>%5$s</figure>',
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
		$poster = isset( $attributes['poster'] ) && '' !== $attributes['poster'] ? (string) $attributes['poster'] : (string) get_the_post_thumbnail_url( $id, 'full' );
		$poster = '' !== $poster ? ' poster="' . esc_url( $poster ) . '"' : '';
		$title  = get_the_title( $id );
		$tracks = '';
		foreach ( Video_Tracks::effective( $id ) as $track ) {
			$tracks .= sprintf(
				'<track kind="%1$s" srclang="%2$s" label="%3$s" src="%4$s">',
				esc_attr( $track['kind'] ),
				esc_attr( $track['srclang'] ),
				esc_attr( $track['label'] ),
				esc_url( Video_Tracks::url( $guid, $track['kind'], $track['srclang'], $post_id ) )
			);
		}

		$chapters = self::chapter_list( Video_Chapters::parse( (string) get_post_field( 'post_content', $id ) ) );
		if ( '' !== $colors && ( ! isset( $attributes['controls'] ) || $attributes['controls'] ) ) {
			$chapters = self::seekbar() . $chapters;
		}

		return sprintf(
			'<figure %1$s><video src="%2$s" preload="%3$s"%4$s%5$s%6$s>%8$s</video>%9$s%7$s</figure>',
			$wrapper,
			esc_url( $src ),
			esc_attr( $preload ),
			$flags,
			$poster,
			'' !== $title ? ' aria-label="' . esc_attr( $title ) . '"' : '',
			$caption,
			$tracks,
			$chapters
		);
	}

	/** A link to the peer's hosted video and its guid (src/video/utils.ts peerVideoGuid). */
	private const PEER_URL = '~^https?://(?:www\\.)?(?:videopress\\.com|video\\.wordpress\\.com)/(?:v|embed)/([A-Za-z0-9]{8})(?:[/?#]|$)~';

	/**
	 * Where a video whose file is not on this site was first published, when
	 * that is known: the link the block was made from, or, for a block
	 * converted from a VideoPress video (it keeps Jetpack's class names or
	 * legacy settings), the VideoPress page of its guid. '' otherwise.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 */
	public static function original_url( array $attributes ): string {
		$src = isset( $attributes['src'] ) ? trim( (string) $attributes['src'] ) : '';
		if ( preg_match( self::PEER_URL, $src ) ) {
			return $src;
		}
		$guid      = isset( $attributes['guid'] ) ? (string) $attributes['guid'] : '';
		$converted = ! empty( $attributes['videoPressClassNames'] ) || ! empty( $attributes['jetpackLegacy'] );
		return $converted && preg_match( '/^[A-Za-z0-9]{8}$/', $guid ) ? 'https://videopress.com/v/' . $guid : '';
	}

	/**
	 * What visitors see of a video whose file is not on this site (a video
	 * converted from VideoPress before its file was uploaded here, or one
	 * deleted from the media library): its poster and title with a link to
	 * where it was first published when that is known, else a note. The
	 * block keeps everything it had until the owner uploads the file.
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 */
	private static function missing( array $attributes ): string {
		$title    = isset( $attributes['title'] ) ? trim( (string) $attributes['title'] ) : '';
		$poster   = isset( $attributes['poster'] ) ? (string) $attributes['poster'] : '';
		$original = self::original_url( $attributes );
		if ( '' !== $original ) {
			$note = sprintf(
				'<a href="%1$s">%2$s</a>',
				esc_url( $original ),
				'' !== $title
					/* translators: %s: the video's title. */
					? esc_html( sprintf( __( 'Watch “%s” where it was first published', 'cairn' ), $title ) )
					: esc_html__( 'Watch this video where it was first published', 'cairn' )
			);
		} else {
			$note = '' !== $title
				/* translators: %s: the video's title. */
				? esc_html( sprintf( __( 'The video “%s” is not available.', 'cairn' ), $title ) )
				: esc_html__( 'This video is not available.', 'cairn' );
		}
		$image   = '' !== $poster ? '<img class="wp-block-cairn-video__poster-image" src="' . esc_url( $poster ) . '" alt="" loading="lazy">' : '';
		$caption = isset( $attributes['caption'] ) && '' !== $attributes['caption']
			? '<figcaption class="wp-element-caption">' . wp_kses_post( (string) $attributes['caption'] ) . '</figcaption>'
			: '';
		return sprintf(
			'<figure %1$s>%2$s<p class="wp-block-cairn-video__missing">%3$s</p>%4$s</figure>',
			get_block_wrapper_attributes( array( 'class' => 'is-missing' ) ),
			$image,
			$note,
			$caption
		);
	}

	/** The seekbar's colour attributes and the CSS custom properties they set. */
	private const SEEKBAR_COLORS = array(
		'seekbarColor'        => '--cairn-seekbar-color',
		'seekbarLoadingColor' => '--cairn-seekbar-loading-color',
		'seekbarPlayedColor'  => '--cairn-seekbar-played-color',
	);

	/**
	 * The seekbar's colours as CSS custom properties for the player's
	 * wrapper, '' when the block keeps the browser's own player: 'Dynamic
	 * color' on, or no colour chosen. Only hex colours (what the colour
	 * picker gives) are kept, so nothing else reaches the style attribute.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 */
	public static function seekbar_colors( array $attributes ): string {
		if ( ! isset( $attributes['useAverageColor'] ) || $attributes['useAverageColor'] ) {
			return '';
		}
		$css = '';
		foreach ( self::SEEKBAR_COLORS as $key => $property ) {
			$color = isset( $attributes[ $key ] ) && is_string( $attributes[ $key ] ) ? trim( $attributes[ $key ] ) : '';
			if ( preg_match( '/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/', $color ) ) {
				$css .= $property . ':' . $color . ';';
			}
		}
		return $css;
	}

	/**
	 * The seekbar drawn in the block's colours under the player: a slider
	 * over the video's length, hidden until the script that makes it work
	 * has run.
	 */
	private static function seekbar(): string {
		self::$needs_script = true;
		return sprintf(
			'<input type="range" class="wp-block-cairn-video__seekbar" min="0" max="0" step="0.1" value="0" aria-label="%s" hidden>',
			esc_attr__( 'Seek', 'cairn' )
		);
	}

	/**
	 * Whether a video on this page has a chapter list or a seekbar (its
	 * script is then kept).
	 *
	 * @var bool
	 */
	private static $needs_script = false;

	/**
	 * Hooks the script's removal from pages that do not need it.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		add_filter( 'render_block_cairn/video', array( __CLASS__, 'drop_unused_script' ) );
	}

	/**
	 * WordPress queues a block's view script with each render; the video's
	 * only runs chapter lists and coloured seekbars, so a page whose videos
	 * have neither loads none.
	 *
	 * @since 0.5.0
	 *
	 * @param string $content The block's markup.
	 */
	public static function drop_unused_script( $content ): string {
		if ( ! self::$needs_script ) {
			wp_dequeue_script( generate_block_asset_handle( 'cairn/video', 'viewScript' ) );
		}
		return (string) $content;
	}

	/**
	 * A time as a player shows it: m:ss, or h:mm:ss past an hour.
	 *
	 * @param int $seconds The seconds.
	 */
	private static function clock( int $seconds ): string {
		$hours = intdiv( $seconds, 3600 );
		return $hours > 0
			? sprintf( '%d:%02d:%02d', $hours, intdiv( $seconds % 3600, 60 ), $seconds % 60 )
			: sprintf( '%d:%02d', intdiv( $seconds, 60 ), $seconds % 60 );
	}

	/**
	 * The chapter list a visitor clicks to jump, hidden until the script
	 * that makes it work has run.
	 *
	 * @param array<int,array{startAt:string,seconds:int,title:string}> $chapters The chapters.
	 */
	private static function chapter_list( array $chapters ): string {
		if ( ! $chapters ) {
			return '';
		}
		self::$needs_script = true;
		$items              = '';
		foreach ( $chapters as $chapter ) {
			$items .= sprintf(
				'<li><button type="button" data-start="%1$d"><span class="wp-block-cairn-video__chapter-time">%2$s</span> %3$s</button></li>',
				$chapter['seconds'],
				esc_html( self::clock( $chapter['seconds'] ) ),
				esc_html( $chapter['title'] )
			);
		}
		return sprintf(
			'<nav class="wp-block-cairn-video__chapters" aria-label="%1$s" hidden><ol>%2$s</ol></nav>',
			esc_attr__( 'Chapters', 'cairn' ),
			$items
		);
	}
}
