<?php
/**
 * Related posts: which, from where, and in what shape.
 *
 * @package Cairn
 */

namespace Cairn\Related_Posts;

use Cairn\Modules;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The related posts of a post, as the block and the route show them.
 *
 * Where they come from, first that answers: the `cairn_related_posts_pre_query`
 * filter (a site handing the query to its search engine), ElasticPress's
 * "more like this" query when its Related Posts feature is on, then Cairn's
 * own Engine. Every answer is cached (see Cache) and checked again before it
 * is shown: published, public, no password, the post's own type, never the
 * post itself.
 *
 * @since 0.4.0
 */
final class Related_Posts {

	/** The module's slug. */
	public const MODULE = 'related-posts';

	/** The most posts a list holds. */
	public const MAX = 6;

	/**
	 * Hooks the cache's invalidation.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		Cache::register();
	}

	/**
	 * Whether the module is on.
	 *
	 * @since 0.4.0
	 */
	public static function is_enabled(): bool {
		return Modules::is_active( self::MODULE );
	}

	/**
	 * The related posts of a post, best first.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post $post  The post.
	 * @param int     $count How many (1 to MAX).
	 * @return WP_Post[]
	 */
	public static function posts( WP_Post $post, int $count ): array {
		$count = max( 1, min( self::MAX, $count ) );
		$ids   = self::ids( $post );
		if ( ! $ids ) {
			return array();
		}
		// One query for the posts, and their meta, terms and authors primed for rendering.
		$posts = get_posts(
			array(
				'post__in'            => $ids,
				'orderby'             => 'post__in',
				'post_type'           => $post->post_type,
				'post_status'         => 'publish',
				'has_password'        => false,
				'posts_per_page'      => self::MAX, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- six at most.
				'ignore_sticky_posts' => true,
				'suppress_filters'    => false,
				'no_found_rows'       => true,
			)
		);
		$posts = array_values(
			array_filter(
				$posts,
				static function ( WP_Post $candidate ) use ( $post ): bool {
					return $candidate->ID !== $post->ID;
				}
			)
		);
		return array_slice( $posts, 0, $count );
	}

	/**
	 * The ids of the related posts (up to MAX), from the cache or computed.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post $post The post.
	 * @return int[]
	 */
	public static function ids( WP_Post $post ): array {
		$source = self::source();
		$cached = Cache::get( $post->ID, $source );
		if ( null !== $cached ) {
			return $cached;
		}
		$ids = self::compute( $post, $source );
		Cache::set( $post->ID, $source, $ids );
		return $ids;
	}

	/**
	 * Which engine answers: 'filter' when a site hooks the query, then
	 * 'elasticpress', then 'site'.
	 *
	 * @since 0.4.0
	 */
	public static function source(): string {
		if ( has_filter( 'cairn_related_posts_pre_query' ) ) {
			return 'filter';
		}
		return null !== self::elasticpress_feature() ? 'elasticpress' : 'site';
	}

	/**
	 * Runs the engine that answers.
	 *
	 * @param WP_Post $post   The post.
	 * @param string  $source What answers.
	 * @return int[]
	 */
	private static function compute( WP_Post $post, string $source ): array {
		if ( 'filter' === $source ) {
			/**
			 * Hands the related-posts query to another engine (a search
			 * engine, a hand-picked list). Return post ids, best first, or
			 * null to let Cairn compute them.
			 *
			 * @since 0.4.0
			 *
			 * @param int[]|null $ids   Null.
			 * @param WP_Post    $post  The post.
			 * @param int        $count How many are wanted.
			 */
			$ids = apply_filters( 'cairn_related_posts_pre_query', null, $post, self::MAX );
			if ( is_array( $ids ) ) {
				return self::clean_ids( $ids, $post );
			}
		}
		if ( 'elasticpress' === $source ) {
			$feature = self::elasticpress_feature();
			$found   = null !== $feature ? $feature->find_related( $post->ID, self::MAX ) : false;
			if ( is_array( $found ) ) {
				return self::clean_ids( wp_list_pluck( $found, 'ID' ), $post );
			}
		}
		return Engine::find( $post, self::MAX );
	}

	/**
	 * Integer ids, distinct, without the post itself.
	 *
	 * @param array<mixed> $ids  Ids as given.
	 * @param WP_Post      $post The post.
	 * @return int[]
	 */
	private static function clean_ids( array $ids, WP_Post $post ): array {
		$ids = array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
		return array_slice( array_values( array_diff( $ids, array( $post->ID ) ) ), 0, self::MAX );
	}

	/**
	 * ElasticPress's Related Posts feature when it is active.
	 *
	 * @return object|null An object with find_related( $post_id, $count ).
	 */
	private static function elasticpress_feature(): ?object {
		if ( ! class_exists( '\ElasticPress\Features' ) ) {
			return null;
		}
		$feature = \ElasticPress\Features::factory()->get_registered_feature( 'related_posts' );
		return is_object( $feature ) && method_exists( $feature, 'is_active' ) && $feature->is_active() && method_exists( $feature, 'find_related' ) ? $feature : null;
	}

	/**
	 * The related posts of a post in the shape of item().
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post $post  The post.
	 * @param int     $count How many.
	 * @return array<int,array<string,mixed>>
	 */
	public static function items( WP_Post $post, int $count ): array {
		$posts = self::posts( $post, $count );
		if ( ! $posts ) {
			return array();
		}
		$counts = Engine::term_counts( $post );
		// One query for all the thumbnails rather than one per post.
		$query        = new \WP_Query();
		$query->posts = $posts;
		update_post_thumbnail_cache( $query );
		return array_map(
			static function ( WP_Post $related ) use ( $counts ): array {
				return self::item( $related, $counts );
			},
			$posts
		);
	}

	/**
	 * A related post as the route and the editor's preview see it: title,
	 * url, date, author, img.src and block_context.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post        $related The related post.
	 * @param array<int,int> $counts  The post's terms' post counts (Engine::term_counts()).
	 * @return array{id:int,title:string,url:string,date:string,author:string,img:array{src:string,width:int,height:int,alt:string},block_context:array{text:string,link:string}}
	 */
	public static function item( WP_Post $related, array $counts ): array {
		$thumbnail = get_post_thumbnail_id( $related );
		$image     = $thumbnail ? wp_get_attachment_image_src( $thumbnail, 'medium_large' ) : false;
		$author    = get_userdata( (int) $related->post_author );
		return array(
			'id'            => $related->ID,
			'title'         => html_entity_decode( wp_strip_all_tags( get_the_title( $related ) ), ENT_QUOTES, 'UTF-8' ),
			'url'           => (string) get_permalink( $related ),
			'date'          => (string) get_the_date( '', $related ),
			'author'        => $author ? $author->display_name : '',
			'img'           => array(
				'src'    => $image ? (string) $image[0] : '',
				'width'  => $image ? (int) $image[1] : 0,
				'height' => $image ? (int) $image[2] : 0,
				'alt'    => $thumbnail ? (string) get_post_meta( $thumbnail, '_wp_attachment_image_alt', true ) : '',
			),
			'block_context' => self::context( $related, $counts ),
		);
	}

	/**
	 * Why a post is related: the rarest term it shares with the post
	 * ('In "Travel"', linking to the term's archive), else 'Similar post'.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post        $related The related post.
	 * @param array<int,int> $counts  The post's terms' post counts (Engine::term_counts()).
	 * @return array{text:string,link:string}
	 */
	public static function context( WP_Post $related, array $counts ): array {
		$best = null;
		foreach ( get_object_taxonomies( $related->post_type ) as $taxonomy ) {
			$terms = get_the_terms( $related, $taxonomy );
			foreach ( is_array( $terms ) ? $terms : array() as $term ) {
				$count = $counts[ (int) $term->term_taxonomy_id ] ?? null;
				if ( null !== $count && ( null === $best || $count < $best[0] ) ) {
					$best = array( $count, $term );
				}
			}
		}
		if ( null === $best ) {
			return array(
				'text' => __( 'Similar post', 'cairn' ),
				'link' => '',
			);
		}
		$link = get_term_link( $best[1] );
		return array(
			/* translators: %s: a category or tag name. */
			'text' => sprintf( __( 'In "%s"', 'cairn' ), html_entity_decode( $best[1]->name, ENT_QUOTES, 'UTF-8' ) ),
			'link' => is_wp_error( $link ) ? '' : $link,
		);
	}
}
