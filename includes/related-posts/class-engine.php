<?php
/**
 * The on-site related-posts engine.
 *
 * @package Cairn
 */

namespace Cairn\Related_Posts;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the posts most like a post, on the site's own database.
 *
 * Candidates are the published, public posts of the same type that share a
 * term (tag, category or any public taxonomy) with the post, found in one
 * grouped query over the term relationships. Each shared term weighs by how
 * rare it is (a tag on 40 posts says more than a category on 40,000). The
 * best of them are scored again on the overlap of their title and opening
 * words with the post's, and on recency, which only breaks near ties: a post
 * that shares terms always beats a newer one that shares none. When too few
 * posts share a term, the newest posts fill the pool, and those of them
 * whose title shares a word with the post's count as related.
 *
 * Why this shape: the grouped query touches only the rows of the post's own
 * terms (indexed by term_taxonomy_id), so its cost follows the size of those
 * terms, not of the site; the text scoring runs on a pool of POOL posts.
 *
 * @since 0.4.0
 */
final class Engine {

	/** How many candidates the term query keeps for the text scoring. */
	public const POOL = 40;

	/** Characters of a candidate's content that the text scoring reads. */
	private const CONTENT_CHARS = 1500;

	/** Weights of the score's parts; each part is between 0 and 1. */
	private const WEIGHT_TERMS   = 1.0;
	private const WEIGHT_TITLE   = 0.5;
	private const WEIGHT_CONTENT = 0.3;
	private const WEIGHT_RECENCY = 0.02;

	/** Days after which recency counts for 1/e of its weight. */
	private const RECENCY_DAYS = 365;

	/**
	 * Words that say nothing about a post's subject.
	 *
	 * @var string[]
	 */
	private const STOP_WORDS = array( 'the', 'and', 'for', 'are', 'but', 'not', 'you', 'all', 'any', 'can', 'had', 'her', 'was', 'one', 'our', 'out', 'has', 'have', 'his', 'how', 'its', 'may', 'new', 'now', 'see', 'who', 'did', 'get', 'let', 'say', 'she', 'too', 'use', 'that', 'this', 'with', 'from', 'your', 'they', 'will', 'what', 'when', 'make', 'like', 'just', 'over', 'such', 'into', 'than', 'them', 'then', 'some', 'more', 'also', 'been', 'were', 'which', 'their', 'there', 'about', 'would', 'these', 'other', 'could', 'after', 'first', 'where', 'those', 'being', 'while' );

	/**
	 * The ids of the posts most like a post, best first.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post $post  The post.
	 * @param int     $count How many to find.
	 * @return int[] Post ids.
	 */
	public static function find( WP_Post $post, int $count ): array {
		$scores = self::score( $post );
		arsort( $scores );
		return array_slice( array_map( 'intval', array_keys( $scores ) ), 0, $count );
	}

	/**
	 * The scores of the candidates, by post id.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post $post The post.
	 * @return array<int,float>
	 */
	public static function score( WP_Post $post ): array {
		$weights    = self::term_weights( $post );
		$shared     = self::shared_terms( $post, $weights );
		$candidates = array_keys( $shared );
		if ( count( $candidates ) < self::POOL ) {
			$candidates = array_values( array_unique( array_merge( $candidates, self::newest( $post, self::POOL - count( $candidates ) ) ) ) );
		}
		if ( ! $candidates ) {
			return array();
		}

		$total         = array_sum( $weights );
		$title_words   = self::words( $post->post_title );
		$content_words = self::words( wp_strip_all_tags( mb_substr( $post->post_content, 0, self::CONTENT_CHARS ) ) );
		$now           = time();
		$scores        = array();
		foreach ( self::texts( $candidates ) as $id => $text ) {
			$title_part = self::overlap( $title_words, self::words( $text['title'] ) );
			if ( ! isset( $shared[ $id ] ) && $title_part <= 0 ) {
				// Sharing neither a term nor a title word, a post is only new, not related.
				continue;
			}
			$age           = max( 0, $now - (int) strtotime( $text['date'] . ' UTC' ) ) / DAY_IN_SECONDS;
			$terms_part    = $total > 0 ? ( $shared[ $id ] ?? 0.0 ) / $total : 0.0;
			$scores[ $id ] = self::WEIGHT_TERMS * $terms_part
				+ self::WEIGHT_TITLE * $title_part
				+ self::WEIGHT_CONTENT * self::overlap( $content_words, self::words( wp_strip_all_tags( $text['content'] ) ) )
				+ self::WEIGHT_RECENCY * exp( -$age / self::RECENCY_DAYS );
		}
		return $scores;
	}

	/**
	 * The post's terms in the public taxonomies of its type, by
	 * term_taxonomy_id, each weighed by its rarity: ln(1 + posts / posts with
	 * the term).
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post $post The post.
	 * @return array<int,float>
	 */
	public static function term_weights( WP_Post $post ): array {
		$counts = self::term_counts( $post );
		if ( ! $counts ) {
			return array();
		}
		$published = max( 1, (int) ( wp_count_posts( $post->post_type )->publish ?? 1 ) );
		$weights   = array();
		foreach ( $counts as $id => $count ) {
			$weights[ $id ] = log( 1 + $published / max( 1, $count ) );
		}
		return $weights;
	}

	/**
	 * The post's terms in the public taxonomies of its type (but the default
	 * category), by term_taxonomy_id, with the number of posts that have
	 * each: the fewer, the more a shared term says.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post $post The post.
	 * @return array<int,int>
	 */
	public static function term_counts( WP_Post $post ): array {
		// Every post without a category gets the default one: sharing it says nothing.
		$default = (int) get_option( 'default_category' );
		$counts  = array();
		foreach ( get_object_taxonomies( $post->post_type ) as $taxonomy ) {
			if ( 'post_format' === $taxonomy || ! is_taxonomy_viewable( $taxonomy ) ) {
				continue;
			}
			// get_the_terms() reads the object term cache that a page view has primed.
			$terms = get_the_terms( $post, $taxonomy );
			foreach ( is_array( $terms ) ? $terms : array() as $term ) {
				if ( 'category' !== $taxonomy || (int) $term->term_id !== $default ) {
					$counts[ (int) $term->term_taxonomy_id ] = (int) $term->count;
				}
			}
		}
		return $counts;
	}

	/**
	 * The candidates that share terms with the post and the summed weight of
	 * what they share, the POOL best.
	 *
	 * @param WP_Post          $post    The post.
	 * @param array<int,float> $weights Term weights by term_taxonomy_id.
	 * @return array<int,float>
	 */
	private static function shared_terms( WP_Post $post, array $weights ): array {
		global $wpdb;
		if ( ! $weights ) {
			return array();
		}
		$cases = '';
		foreach ( $weights as $id => $weight ) {
			$cases .= sprintf( ' WHEN %d THEN %.6F', $id, $weight );
		}
		$ids = implode( ',', array_map( 'intval', array_keys( $weights ) ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- $cases and $ids are built from integers and floats above; the results are cached by Related_Posts.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT tr.object_id AS id, SUM(CASE tr.term_taxonomy_id{$cases} ELSE 0 END) AS shared, MAX(p.post_date_gmt) AS newest
				FROM {$wpdb->term_relationships} tr
				INNER JOIN {$wpdb->posts} p ON p.ID = tr.object_id
				WHERE tr.term_taxonomy_id IN ({$ids})
					AND p.post_type = %s AND p.post_status = 'publish' AND p.post_password = '' AND p.ID <> %d
				GROUP BY tr.object_id
				ORDER BY shared DESC, newest DESC
				LIMIT %d",
				$post->post_type,
				$post->ID,
				self::POOL
			)
		);
		// phpcs:enable
		$shared = array();
		foreach ( (array) $rows as $row ) {
			$shared[ (int) $row->id ] = (float) $row->shared;
		}
		return $shared;
	}

	/**
	 * The newest published, public posts of the post's type, for a pool that
	 * the shared terms leave short.
	 *
	 * @param WP_Post $post  The post.
	 * @param int     $count How many.
	 * @return int[]
	 */
	private static function newest( WP_Post $post, int $count ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the results are cached by Related_Posts.
		return array_map(
			'intval',
			(array) $wpdb->get_col(
				$wpdb->prepare(
					"SELECT ID FROM {$wpdb->posts}
					WHERE post_type = %s AND post_status = 'publish' AND post_password = '' AND ID <> %d
					ORDER BY post_date DESC
					LIMIT %d",
					$post->post_type,
					$post->ID,
					$count
				)
			)
		);
	}

	/**
	 * The candidates' titles, dates and opening content, read in one query
	 * without loading whole posts.
	 *
	 * @param int[] $ids Post ids.
	 * @return array<int,array{title:string,content:string,date:string}>
	 */
	private static function texts( array $ids ): array {
		global $wpdb;
		$list = implode( ',', array_map( 'intval', $ids ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- $list holds integers only; the results are cached by Related_Posts.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ID, post_title, SUBSTR(post_content, 1, %d) AS content, post_date_gmt FROM {$wpdb->posts} WHERE ID IN ({$list})",
				self::CONTENT_CHARS
			)
		);
		// phpcs:enable
		$texts = array();
		foreach ( (array) $rows as $row ) {
			$texts[ (int) $row->ID ] = array(
				'title'   => (string) $row->post_title,
				'content' => (string) $row->content,
				'date'    => (string) $row->post_date_gmt,
			);
		}
		return $texts;
	}

	/**
	 * The distinct meaningful words of a text: lower case, three letters or
	 * more, no stop words.
	 *
	 * @since 0.4.0
	 *
	 * @param string $text The text.
	 * @return array<string,true>
	 */
	public static function words( string $text ): array {
		$parts = preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $text ), -1, PREG_SPLIT_NO_EMPTY );
		$words = array();
		foreach ( false === $parts ? array() : $parts as $word ) {
			if ( mb_strlen( $word ) >= 3 && ! in_array( $word, self::STOP_WORDS, true ) ) {
				$words[ $word ] = true;
			}
		}
		return $words;
	}

	/**
	 * How much two word sets overlap: shared words over the geometric mean
	 * of their sizes (0 to 1).
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,true> $a Words.
	 * @param array<string,true> $b Words.
	 */
	public static function overlap( array $a, array $b ): float {
		if ( ! $a || ! $b ) {
			return 0.0;
		}
		return count( array_intersect_key( $a, $b ) ) / sqrt( count( $a ) * count( $b ) );
	}
}
