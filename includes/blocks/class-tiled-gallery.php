<?php
/**
 * Tiled gallery block: the files its tiles show.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use WP_HTML_Tag_Processor;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The tiled gallery is saved as markup whose images WordPress makes
 * responsive (the `wp-image-{id}` class brings the attachment's srcset and
 * sizes). Two cases WordPress alone does not serve well are served here, as
 * the block renders:
 *
 * - Square and circle tiles (unless "Crop images" is off) show square
 *   crops: WordPress image sizes `cairn-square-{side}`, made of the
 *   attachment the first time a gallery needs them (when the post is saved,
 *   or when a page shows it) and kept in its metadata, never for every
 *   upload. The tile's src, width, height, srcset and sizes then name those
 *   squares, so a phone downloads a small square, not a whole photo that
 *   the stylesheet crops.
 * - An image saved without its attachment's class (pasted, or kept by a
 *   conversion) that is a file of this site's media library gets the class,
 *   so that WordPress gives it its srcset too. An image from elsewhere has
 *   no sizes WordPress could serve, and stays as it is.
 *
 * @since 0.6.0
 */
final class Tiled_Gallery {

	/** The block's name. */
	public const BLOCK_NAME = 'cairn/tiled-gallery';

	/** Square sizes are named so, with their side in pixels. */
	public const SIZE_PREFIX = 'cairn-square-';

	/** The smallest square made: WordPress's own medium size. */
	public const SMALLEST = 300;

	/** Squares are made every so many pixels. */
	public const STEP = 300;

	/** The largest square, as the widest a gallery is laid out for. */
	public const LARGEST = 2000;

	/** The gallery's widest layout, in pixels, as the editor's `sizes` say. */
	private const LAYOUT_WIDTH = 2000;

	/**
	 * Attachments whose squares one page view may make (the others show
	 * their whole image, cropped by the stylesheet, until the next view).
	 */
	public const RENDER_BUDGET = 10;

	/** The WP-Cron event that makes a saved post's squares. */
	public const PREPARE_EVENT = 'cairn_tiled_gallery_squares';

	/**
	 * Attachments whose squares are left to make in this request.
	 *
	 * @var int
	 */
	private static $budget = self::RENDER_BUDGET;

	/**
	 * REST answers under way in this request.
	 *
	 * @var int
	 */
	private static $answering = 0;

	/**
	 * Hooks the render and the post save.
	 *
	 * @since 0.6.0
	 */
	public static function register(): void {
		add_filter( 'render_block_' . self::BLOCK_NAME, array( __CLASS__, 'render' ) );
		add_action( 'wp_after_insert_post', array( __CLASS__, 'schedule' ), 10, 2 );
		add_action( self::PREPARE_EVENT, array( __CLASS__, 'prepare_post' ) );
		add_filter( 'rest_request_before_callbacks', array( __CLASS__, 'enter_answer' ), 1 );
		add_filter( 'rest_request_after_callbacks', array( __CLASS__, 'leave_answer' ), 99 );
	}

	/**
	 * Counts a REST route's answer starting (internal ones too), during
	 * which no square is made.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $response The response so far, unchanged.
	 * @return mixed
	 */
	public static function enter_answer( $response ) {
		++self::$answering;
		return $response;
	}

	/**
	 * Counts a REST route's answer ending.
	 *
	 * @since 0.6.0
	 *
	 * @param mixed $response The response, unchanged.
	 * @return mixed
	 */
	public static function leave_answer( $response ) {
		self::$answering = max( 0, self::$answering - 1 );
		return $response;
	}

	/**
	 * After a post with a square or circle gallery is saved, asks WP-Cron to
	 * make its squares: making them (several sizes of every image) can take
	 * many seconds, which the save request, and the editor waiting on it,
	 * must not.
	 *
	 * @since 0.6.0
	 *
	 * @param int          $post_id The post.
	 * @param WP_Post|null $post    The post.
	 */
	public static function schedule( $post_id, $post = null ): void {
		if ( ! self::needs_squares( $post ) ) {
			return;
		}
		$args = array( (int) $post_id );
		if ( false === wp_next_scheduled( self::PREPARE_EVENT, $args ) ) {
			wp_schedule_single_event( time(), self::PREPARE_EVENT, $args );
		}
	}

	/**
	 * The scheduled event: makes the squares of a saved post's galleries.
	 *
	 * @since 0.6.0
	 *
	 * @param int $post_id The post.
	 */
	public static function prepare_post( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( $post instanceof WP_Post ) {
			self::prepare( $post->ID, $post );
		}
	}

	/**
	 * Whether a saved post holds a tiled gallery that may need squares.
	 *
	 * @param WP_Post|null $post The post.
	 */
	private static function needs_squares( $post ): bool {
		return $post instanceof WP_Post && 'revision' !== $post->post_type && has_block( self::BLOCK_NAME, $post );
	}

	/**
	 * The sides of the squares made of an image whose short side is `$short`
	 * pixels: every STEP from SMALLEST, and the short side itself, up to
	 * LARGEST; never larger than the image.
	 *
	 * @since 0.6.0
	 *
	 * @param int $short The image's short side.
	 * @return int[] Ascending.
	 */
	public static function sides( int $short ): array {
		$cap   = min( self::LARGEST, $short );
		$sides = array();
		for ( $side = min( self::SMALLEST, $cap ); $side < $cap; $side += self::STEP ) {
			$sides[] = $side;
		}
		if ( $cap > 0 ) {
			$sides[] = $cap;
		}
		return $sides;
	}

	/**
	 * Makes the squares of the square and circle galleries of a saved post,
	 * so that its first visitor finds them made.
	 *
	 * @since 0.6.0
	 *
	 * @param int          $post_id The post.
	 * @param WP_Post|null $post    The post.
	 */
	public static function prepare( $post_id, $post = null ): void {
		unset( $post_id );
		if ( ! self::needs_squares( $post ) ) {
			return;
		}
		foreach ( self::galleries( parse_blocks( $post->post_content ) ) as $attributes ) {
			if ( ! self::crops_squares( $attributes ) ) {
				continue;
			}
			foreach ( (array) ( $attributes['images'] ?? array() ) as $image ) {
				$id = is_array( $image ) && isset( $image['id'] ) && is_numeric( $image['id'] ) ? (int) $image['id'] : 0;
				if ( $id > 0 ) {
					self::squares( $id, true );
				}
			}
		}
	}

	/**
	 * The tiled galleries among blocks, inner ones too.
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @return array<int,array<string,mixed>> Their attributes.
	 */
	private static function galleries( array $blocks ): array {
		$found = array();
		foreach ( $blocks as $block ) {
			if ( self::BLOCK_NAME === ( $block['blockName'] ?? '' ) ) {
				$found[] = (array) ( $block['attrs'] ?? array() );
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$found = array_merge( $found, self::galleries( (array) $block['innerBlocks'] ) );
			}
		}
		return $found;
	}

	/**
	 * Whether a gallery shows its images as squares: the square and circle
	 * styles, with "Crop images" on (its default).
	 *
	 * @param array<string,mixed> $attributes The gallery's attributes.
	 */
	private static function crops_squares( array $attributes ): bool {
		$class = isset( $attributes['className'] ) && is_string( $attributes['className'] ) ? $attributes['className'] : '';
		return 1 === preg_match( '/(?:^|\s)is-style-(square|circle)(?:\s|$)/', $class )
			&& ( ! isset( $attributes['imageCrop'] ) || false !== $attributes['imageCrop'] );
	}

	/**
	 * Serves a rendered gallery's tiles.
	 *
	 * @since 0.6.0
	 *
	 * @param string|mixed $content The block's markup.
	 */
	public static function render( $content ): string {
		if ( ! is_string( $content ) || '' === $content ) {
			return is_string( $content ) ? $content : '';
		}
		$html = new WP_HTML_Tag_Processor( $content );
		if ( ! $html->next_tag( array( 'class_name' => 'wp-block-cairn-tiled-gallery' ) ) ) {
			return $content;
		}
		$squares = ( $html->has_class( 'is-style-square' ) || $html->has_class( 'is-style-circle' ) ) && ! $html->has_class( 'is-uncropped' );
		$basis   = 100.0;
		while ( $html->next_tag() ) {
			if ( 'DIV' === $html->get_tag() && $html->has_class( 'wp-block-cairn-tiled-gallery__column' ) ) {
				$basis = preg_match( '/flex-basis:\s*([\d.]+)%/', (string) $html->get_attribute( 'style' ), $match ) ? (float) $match[1] : 100.0;
				continue;
			}
			if ( 'IMG' !== $html->get_tag() ) {
				continue;
			}
			$id = self::attachment_of( $html );
			if ( $squares && $id > 0 ) {
				self::serve_square( $html, $id, $basis );
			}
		}
		return $html->get_updated_html();
	}

	/**
	 * The attachment an image shows: the one its `wp-image-{id}` class
	 * names, or the one of this site whose file its URL is (the class is
	 * then added, so that WordPress serves the image's sizes); 0 for none.
	 *
	 * @param WP_HTML_Tag_Processor $image The processor, on the image.
	 */
	private static function attachment_of( WP_HTML_Tag_Processor $image ): int {
		if ( preg_match( '/(?:^|\s)wp-image-(\d+)(?:\s|$)/', (string) $image->get_attribute( 'class' ), $match ) ) {
			return (int) $match[1];
		}
		$src     = (string) $image->get_attribute( 'src' );
		$uploads = wp_get_upload_dir();
		if ( '' === $src || 0 !== strpos( set_url_scheme( $src, 'https' ), set_url_scheme( (string) $uploads['baseurl'], 'https' ) . '/' ) ) {
			return 0;
		}
		$id = attachment_url_to_postid( $src );
		if ( $id > 0 && wp_attachment_is_image( $id ) ) {
			$image->add_class( 'wp-image-' . $id );
			return $id;
		}
		return 0;
	}

	/**
	 * Points a square tile at its attachment's squares.
	 *
	 * @param WP_HTML_Tag_Processor $image The processor, on the image.
	 * @param int                   $id    The attachment.
	 * @param float                 $basis The tile's width, in percent of the gallery.
	 */
	private static function serve_square( WP_HTML_Tag_Processor $image, int $id, float $basis ): void {
		// A REST answer (the editor's save, which renders the post it
		// returns) never waits for squares to be made: only a page view does.
		$squares = self::squares( $id, self::$budget > 0 && 0 === self::$answering && ! wp_is_serving_rest_request() );
		if ( ! $squares ) {
			return;
		}
		// The tile as wide as the gallery's widest layout shows it, at twice
		// the pixels: the src for browsers that ignore srcset.
		$wanted = $basis * self::LAYOUT_WIDTH / 100;
		$src    = end( $squares );
		foreach ( $squares as $square ) {
			if ( $square['side'] >= $wanted ) {
				$src = $square;
				break;
			}
		}
		$image->set_attribute( 'src', $src['url'] );
		$image->set_attribute( 'width', (string) $src['side'] );
		$image->set_attribute( 'height', (string) $src['side'] );
		$image->set_attribute(
			'srcset',
			implode(
				', ',
				array_map(
					static function ( array $square ): string {
						return $square['url'] . ' ' . $square['side'] . 'w';
					},
					$squares
				)
			)
		);
		$share = round( $basis, 2 );
		$image->set_attribute( 'sizes', sprintf( '(max-width: %1$dpx) %2$svw, %3$dpx', self::LAYOUT_WIDTH, self::number( $share ), (int) round( $share * self::LAYOUT_WIDTH / 100 ) ) );
	}

	/**
	 * An attachment's squares, made when missing and allowed: its
	 * `cairn-square-{side}` sizes and WordPress's own square thumbnail.
	 *
	 * @param int  $id   The attachment.
	 * @param bool $make Whether missing squares may be made now.
	 * @return array<int,array{side:int,url:string}> Ascending by side; empty when the image has none.
	 */
	private static function squares( int $id, bool $make ): array {
		$meta = wp_get_attachment_metadata( $id );
		if ( ! is_array( $meta ) || empty( $meta['width'] ) || empty( $meta['height'] ) || empty( $meta['file'] ) ) {
			return array();
		}
		$sides   = self::sides( (int) min( $meta['width'], $meta['height'] ) );
		$sizes   = $meta['sizes'] ?? array();
		$missing = array();
		$added   = array();
		foreach ( $sides as $side ) {
			// Registered only while a gallery needs them: an upload makes
			// every size registered at that moment, and must not make these.
			if ( ! has_image_size( self::SIZE_PREFIX . $side ) ) {
				add_image_size( self::SIZE_PREFIX . $side, $side, $side, true );
				$added[] = self::SIZE_PREFIX . $side;
			}
			if ( ! isset( $sizes[ self::SIZE_PREFIX . $side ] ) ) {
				$missing[ self::SIZE_PREFIX . $side ] = array(
					'width'  => $side,
					'height' => $side,
					'crop'   => true,
				);
			}
		}
		if ( $missing && $make ) {
			$sizes = self::make( $id, $meta, $missing );
		}
		array_map( 'remove_image_size', $added );
		$base    = trailingslashit( dirname( (string) wp_get_attachment_url( $id ) ) );
		$squares = array();
		foreach ( $sizes as $name => $size ) {
			$side = isset( $size['width'], $size['height'], $size['file'] ) ? (int) $size['width'] : 0;
			if ( $side > 0 && (int) $size['height'] === $side && ( 0 === strpos( (string) $name, self::SIZE_PREFIX ) || 'thumbnail' === $name ) ) {
				$squares[ $side ] = array(
					'side' => $side,
					'url'  => $base . rawurlencode( wp_basename( (string) $size['file'] ) ),
				);
			}
		}
		if ( ! self::has_all( $squares, $sides ) ) {
			// Until every square is made, the whole image, cropped by the
			// stylesheet, rather than a srcset with gaps.
			return array();
		}
		ksort( $squares );
		return array_values( $squares );
	}

	/**
	 * Whether squares of every wanted side are there.
	 *
	 * @param array<int,array{side:int,url:string}> $squares The squares, by side.
	 * @param int[]                                 $sides   The wanted sides.
	 */
	private static function has_all( array $squares, array $sides ): bool {
		foreach ( $sides as $side ) {
			if ( ! isset( $squares[ $side ] ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Makes an attachment's missing squares and keeps them in its metadata.
	 *
	 * @param int                                                 $id      The attachment.
	 * @param array<string,mixed>                                 $meta    Its metadata.
	 * @param array<string,array{width:int,height:int,crop:bool}> $missing The sizes to make.
	 * @return array<string,mixed> The sizes the metadata now lists.
	 */
	private static function make( int $id, array $meta, array $missing ): array {
		$sizes = isset( $meta['sizes'] ) && is_array( $meta['sizes'] ) ? $meta['sizes'] : array();
		--self::$budget;
		$file = get_attached_file( $id );
		if ( ! is_string( $file ) || ! is_file( $file ) ) {
			return $sizes;
		}
		$editor = wp_get_image_editor( $file );
		if ( is_wp_error( $editor ) ) {
			return $sizes;
		}
		$made = $editor->multi_resize( $missing );
		if ( ! $made ) {
			return $sizes;
		}
		$meta['sizes'] = array_merge( $sizes, $made );
		wp_update_attachment_metadata( $id, $meta );
		return $meta['sizes'];
	}

	/**
	 * A share as `sizes` writes it: at most two decimals.
	 *
	 * @param float $value The share.
	 */
	private static function number( float $value ): string {
		return rtrim( rtrim( sprintf( '%.2F', $value ), '0' ), '.' );
	}

	/**
	 * Lets a test start a new request's budget.
	 *
	 * @since 0.6.0
	 */
	public static function reset_budget(): void {
		self::$budget = self::RENDER_BUDGET;
	}
}
