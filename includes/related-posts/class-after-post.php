<?php
/**
 * Related posts after every post, while the module is on.
 *
 * @package Cairn
 */

namespace Cairn\Related_Posts;

use Cairn\Settings;
use WP_Block;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Appends the Related posts block, rendered as the block renders it (the
 * same cached lookup, the same markup and style), after the content of a
 * post shown on its own page: the main query, in its loop, of a post type
 * the owner chose (Settings → Cairn → Related posts; posts by default).
 * Once per post, and never when the post already holds the block or the
 * block was rendered for it on this page (a template).
 *
 * @since 0.6.0
 */
final class After_Post {

	/** The setting that lists the post types, comma-separated. */
	public const SETTING = 'related_posts_post_types';

	/** The post types when the owner chose none. */
	public const DEFAULT_POST_TYPES = array( 'post' );

	/** The block. */
	private const BLOCK = 'cairn/related-posts';

	/**
	 * Posts the block was rendered or appended for, on this page (keyed by
	 * the main query and the post).
	 *
	 * @var array<string,true>
	 */
	private static $shown = array();

	/**
	 * Hooks the content and the block's render.
	 *
	 * @since 0.6.0
	 */
	public static function register(): void {
		// After blocks (9), shortcodes (11) and the image filters (10, 12).
		add_filter( 'the_content', array( __CLASS__, 'append' ), 40 );
		add_filter( 'render_block_' . self::BLOCK, array( __CLASS__, 'note_block' ), 10, 3 );
	}

	/**
	 * The post types related posts follow.
	 *
	 * @since 0.6.0
	 *
	 * @return string[]
	 */
	public static function post_types(): array {
		$chosen = array_filter( array_map( 'trim', explode( ',', Settings::get( self::SETTING ) ) ) );
		return $chosen ? array_values( $chosen ) : self::DEFAULT_POST_TYPES;
	}

	/**
	 * Keeps the slugs of public post types, in the order given.
	 *
	 * @since 0.6.0
	 *
	 * @param string $value Comma-separated slugs.
	 * @return string Comma-separated slugs of public post types.
	 */
	public static function sanitize( string $value ): string {
		$types = array();
		foreach ( explode( ',', $value ) as $slug ) {
			$slug = sanitize_key( $slug );
			if ( '' !== $slug && is_post_type_viewable( $slug ) && ! in_array( $slug, $types, true ) ) {
				$types[] = $slug;
			}
		}
		return implode( ',', $types );
	}

	/**
	 * Remembers the posts the block rendered for (a template's block counts).
	 *
	 * @since 0.6.0
	 *
	 * @param string              $html     The block's HTML.
	 * @param array<string,mixed> $block    The parsed block.
	 * @param WP_Block|null       $instance The block instance.
	 * @return string The same HTML.
	 */
	public static function note_block( $html, $block, $instance = null ): string {
		$post_id = $instance instanceof WP_Block && isset( $instance->context['postId'] ) ? (int) $instance->context['postId'] : (int) get_the_ID();
		if ( $post_id ) {
			self::$shown[ self::key( $post_id ) ] = true;
		}
		return (string) $html;
	}

	/**
	 * The content, with the related posts after it when they belong there.
	 *
	 * @since 0.6.0
	 *
	 * @param string $content The post's content, filtered.
	 * @return string
	 */
	public static function append( $content ): string {
		$content = (string) $content;
		$post    = get_post();
		if ( ! $post instanceof WP_Post || ! self::applies( $post ) ) {
			return $content;
		}
		self::$shown[ self::key( $post->ID ) ] = true;
		$parsed                                = array(
			'blockName'    => self::BLOCK,
			'attrs'        => array(
				'displayHeadline' => true,
				'headline'        => __( 'Related', 'cairn' ),
			),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
		$block                                 = new WP_Block(
			$parsed,
			array(
				'postId'   => $post->ID,
				'postType' => $post->post_type,
			)
		);
		return $content . $block->render();
	}

	/**
	 * Whether a post shown now gets its related posts after it.
	 *
	 * @param WP_Post $post The post in the loop.
	 */
	private static function applies( WP_Post $post ): bool {
		if ( isset( self::$shown[ self::key( $post->ID ) ] ) || ! Related_Posts::is_enabled() ) {
			return false;
		}
		if ( is_admin() || is_feed() || wp_is_serving_rest_request() || doing_filter( 'get_the_excerpt' ) ) {
			return false;
		}
		if ( ! is_singular() || ! in_the_loop() || ! is_main_query() || (int) get_queried_object_id() !== $post->ID ) {
			return false;
		}
		return in_array( $post->post_type, self::post_types(), true ) && ! has_block( self::BLOCK, $post );
	}

	/**
	 * A post's key in $shown: the page's main query and the post.
	 *
	 * @param int $post_id The post.
	 */
	private static function key( int $post_id ): string {
		global $wp_the_query;
		return ( is_object( $wp_the_query ) ? spl_object_id( $wp_the_query ) : 0 ) . ':' . $post_id;
	}
}
