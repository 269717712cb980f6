<?php
/**
 * The related-posts cache.
 *
 * @package Cairn
 */

namespace Cairn\Related_Posts;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps each post's related posts in its own post meta, stamped with a
 * generation number that goes up whenever a public post is published,
 * updated, unpublished or deleted (or its terms change), so that every list
 * made before is stale at once.
 *
 * Why post meta and a generation: a page view already loads the post's meta,
 * so a cached answer costs no query; transients would put one option row per
 * post in the options table, and deleting every post's entry on each publish
 * would cost a write per post. Stale entries are recomputed on their next
 * read.
 *
 * @since 0.4.0
 */
final class Cache {

	/** The post meta key of a post's cached list. */
	public const META_KEY = '_cairn_related_posts';

	/** The option holding the generation. */
	public const GENERATION_OPTION = 'cairn_related_posts_generation';

	/**
	 * Hooks the invalidation.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_action( 'transition_post_status', array( __CLASS__, 'on_status_change' ), 10, 3 );
		add_action( 'post_updated', array( __CLASS__, 'on_update' ), 10, 3 );
		add_action( 'deleted_post', array( __CLASS__, 'on_delete' ), 10, 2 );
		add_action( 'set_object_terms', array( __CLASS__, 'on_terms' ) );
	}

	/**
	 * The cached list of a post, or null when there is none for the current
	 * generation and source.
	 *
	 * @since 0.4.0
	 *
	 * @param int    $post_id Post id.
	 * @param string $source  What computed it ('site', 'elasticpress', 'filter').
	 * @return int[]|null
	 */
	public static function get( int $post_id, string $source ): ?array {
		$entry = get_post_meta( $post_id, self::META_KEY, true );
		if ( ! is_array( $entry ) || ( $entry['generation'] ?? null ) !== self::generation() || ( $entry['source'] ?? null ) !== $source || ! isset( $entry['ids'] ) || ! is_array( $entry['ids'] ) ) {
			return null;
		}
		return array_map( 'intval', $entry['ids'] );
	}

	/**
	 * Stores a post's list for the current generation.
	 *
	 * @since 0.4.0
	 *
	 * @param int    $post_id Post id.
	 * @param string $source  What computed it.
	 * @param int[]  $ids     The related post ids, best first.
	 */
	public static function set( int $post_id, string $source, array $ids ): void {
		update_post_meta(
			$post_id,
			self::META_KEY,
			array(
				'generation' => self::generation(),
				'source'     => $source,
				'ids'        => array_map( 'intval', $ids ),
			)
		);
	}

	/**
	 * The current generation.
	 *
	 * @since 0.4.0
	 */
	public static function generation(): int {
		return (int) get_option( self::GENERATION_OPTION, 0 );
	}

	/**
	 * Makes every cached list stale.
	 *
	 * @since 0.4.0
	 */
	public static function invalidate(): void {
		update_option( self::GENERATION_OPTION, self::generation() + 1, true );
	}

	/**
	 * A post entering or leaving the published state.
	 *
	 * @since 0.4.0
	 *
	 * @param string  $new_status New status.
	 * @param string  $old_status Old status.
	 * @param WP_Post $post       The post.
	 */
	public static function on_status_change( $new_status, $old_status, $post ): void {
		if ( $new_status !== $old_status && ( 'publish' === $new_status || 'publish' === $old_status ) && self::counts( $post ) ) {
			self::invalidate();
		}
	}

	/**
	 * A published post's title, content, password or date changing.
	 *
	 * @since 0.4.0
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $after   The post after.
	 * @param WP_Post $before  The post before.
	 */
	public static function on_update( $post_id, $after, $before ): void {
		if ( 'publish' !== $after->post_status || ! self::counts( $after ) ) {
			return;
		}
		foreach ( array( 'post_title', 'post_content', 'post_password', 'post_date_gmt', 'post_excerpt' ) as $field ) {
			if ( $after->$field !== $before->$field ) {
				self::invalidate();
				return;
			}
		}
	}

	/**
	 * A published post deleted without passing through the trash.
	 *
	 * @since 0.4.0
	 *
	 * @param int          $post_id Post id.
	 * @param WP_Post|null $post    The post (WordPress 5.5+).
	 */
	public static function on_delete( $post_id, $post = null ): void {
		if ( $post instanceof WP_Post && 'publish' === $post->post_status && self::counts( $post ) ) {
			self::invalidate();
		}
	}

	/**
	 * A published post's terms changing.
	 *
	 * @since 0.4.0
	 *
	 * @param int $object_id The object whose terms changed.
	 */
	public static function on_terms( $object_id ): void {
		$post = get_post( (int) $object_id );
		if ( $post && 'publish' === $post->post_status && self::counts( $post ) ) {
			self::invalidate();
		}
	}

	/**
	 * Whether a post can appear among related posts: a public type, not a
	 * revision or an auto-draft.
	 *
	 * @param WP_Post $post The post.
	 */
	private static function counts( WP_Post $post ): bool {
		return ! wp_is_post_revision( $post ) && is_post_type_viewable( $post->post_type ) && 'attachment' !== $post->post_type;
	}
}
