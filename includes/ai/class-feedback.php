<?php
/**
 * Ratings of AI answers, stored on the site.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Each thumbs up or down a user gives an AI answer: who, when, which feature,
 * which answer (its id, the prompt and the answer's text), and the rating.
 * One rating per user and answer, which they may change or remove. Kept as
 * private posts of their own type (the author is who rated, the date when),
 * never shown on the site; administrators read them under Tools → AI
 * feedback.
 *
 * @since 0.7.0
 */
final class Feedback {

	/** The post type of a rating. */
	public const POST_TYPE = 'cairn_ai_feedback';

	/** The ratings. */
	public const RATINGS = array( 'thumbs-up', 'thumbs-down' );

	/** The longest prompt or answer kept, in characters. */
	private const MAX_TEXT = 10000;

	/**
	 * Registers the post type: private, without any screen of its own.
	 *
	 * @since 0.7.0
	 */
	public static function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'               => __( 'AI feedback', 'cairn' ),
				'public'              => false,
				'show_ui'             => false,
				'show_in_rest'        => false,
				'exclude_from_search' => true,
				'query_var'           => false,
				'rewrite'             => false,
				'supports'            => array( 'title', 'author' ),
				'capability_type'     => 'post',
				'capabilities'        => array( 'create_posts' => 'do_not_allow' ),
				'map_meta_cap'        => true,
			)
		);
	}

	/**
	 * Stores a user's rating of an answer, replacing the one they gave it
	 * before.
	 *
	 * @since 0.7.0
	 *
	 * @param int                 $user_id Who rates.
	 * @param array<string,mixed> $rating  `feature`, `item`, `rating`, and optionally `prompt`, `answer`, `media_id`, `block`.
	 * @return int|WP_Error The rating's id.
	 */
	public static function rate( int $user_id, array $rating ) {
		$item   = (string) ( $rating['item'] ?? '' );
		$value  = (string) ( $rating['rating'] ?? '' );
		$exists = self::find( $user_id, $item );
		if ( ! in_array( $value, self::RATINGS, true ) ) {
			return new WP_Error( 'cairn_ai_feedback_rating', __( 'A rating is thumbs up or thumbs down.', 'cairn' ), array( 'status' => 400 ) );
		}
		$post = array(
			'post_type'    => self::POST_TYPE,
			'post_status'  => 'private',
			'post_author'  => $user_id,
			'post_title'   => $item,
			'post_name'    => self::slug( $user_id, $item ),
			'post_content' => mb_substr( sanitize_textarea_field( (string) ( $rating['answer'] ?? '' ) ), 0, self::MAX_TEXT ),
			'post_excerpt' => mb_substr( sanitize_textarea_field( (string) ( $rating['prompt'] ?? '' ) ), 0, self::MAX_TEXT ),
			'meta_input'   => array(
				'_cairn_feature'  => sanitize_key( (string) ( $rating['feature'] ?? '' ) ),
				'_cairn_rating'   => $value,
				'_cairn_media_id' => absint( $rating['media_id'] ?? 0 ),
				'_cairn_block'    => sanitize_text_field( (string) ( $rating['block'] ?? '' ) ),
			),
		);
		if ( $exists ) {
			// Changed: the rating is dated when it was last given.
			$post['ID']            = $exists->ID;
			$post['post_date']     = current_time( 'mysql' );
			$post['post_date_gmt'] = current_time( 'mysql', true );
			$id                    = wp_update_post( wp_slash( $post ), true ); // @phpstan-ignore argument.type
		} else {
			$id = wp_insert_post( wp_slash( $post ), true ); // @phpstan-ignore argument.type
		}
		return is_wp_error( $id ) ? $id : (int) $id;
	}

	/**
	 * Removes a user's rating of an answer.
	 *
	 * @since 0.7.0
	 *
	 * @param int    $user_id Who rated.
	 * @param string $item    The answer's id.
	 * @return bool Whether there was one.
	 */
	public static function remove( int $user_id, string $item ): bool {
		$post = self::find( $user_id, $item );
		return $post ? (bool) wp_delete_post( $post->ID, true ) : false;
	}

	/**
	 * A user's rating of an answer.
	 *
	 * @since 0.7.0
	 *
	 * @param int    $user_id Who rated.
	 * @param string $item    The answer's id.
	 * @return string|null 'thumbs-up', 'thumbs-down', or null.
	 */
	public static function rating_of( int $user_id, string $item ): ?string {
		$post = self::find( $user_id, $item );
		return $post ? (string) get_post_meta( $post->ID, '_cairn_rating', true ) : null;
	}

	/**
	 * The totals per feature.
	 *
	 * @since 0.7.0
	 *
	 * @return array<string,array{thumbs-up:int,thumbs-down:int}> Keyed by feature.
	 */
	public static function totals(): array {
		global $wpdb;
		// One grouped count, however many ratings there are.
		$rows   = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare(
				"SELECT f.meta_value AS feature, r.meta_value AS rating, COUNT(*) AS total
				FROM {$wpdb->posts} p
				JOIN {$wpdb->postmeta} f ON f.post_id = p.ID AND f.meta_key = '_cairn_feature'
				JOIN {$wpdb->postmeta} r ON r.post_id = p.ID AND r.meta_key = '_cairn_rating'
				WHERE p.post_type = %s AND p.post_status = 'private'
				GROUP BY f.meta_value, r.meta_value",
				self::POST_TYPE
			),
			ARRAY_A
		);
		$totals = array();
		foreach ( (array) $rows as $row ) {
			$feature              = (string) $row['feature'];
			$totals[ $feature ] ??= array(
				'thumbs-up'   => 0,
				'thumbs-down' => 0,
			);
			if ( in_array( $row['rating'], self::RATINGS, true ) ) {
				$totals[ $feature ][ $row['rating'] ] = (int) $row['total'];
			}
		}
		ksort( $totals );
		return $totals;
	}

	/**
	 * Ratings, newest first.
	 *
	 * @since 0.7.0
	 *
	 * @param int $limit How many; -1 for all.
	 * @return array<int,array{date:string,user:string,feature:string,item:string,rating:string,prompt:string,answer:string}>
	 */
	public static function latest( int $limit ): array {
		$posts = get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'private',
				'posts_per_page' => $limit,
				'orderby'        => 'date',
				'order'          => 'DESC',
				'no_found_rows'  => true,
			)
		);
		return array_map(
			static function ( WP_Post $post ): array {
				$user = get_userdata( (int) $post->post_author );
				return array(
					'date'    => get_post_time( 'Y-m-d H:i:s', true, $post ),
					'user'    => $user ? $user->user_login : '',
					'feature' => (string) get_post_meta( $post->ID, '_cairn_feature', true ),
					'item'    => $post->post_title,
					'rating'  => (string) get_post_meta( $post->ID, '_cairn_rating', true ),
					'prompt'  => $post->post_excerpt,
					'answer'  => $post->post_content,
				);
			},
			$posts
		);
	}

	/**
	 * A user's rating post of an answer.
	 *
	 * @param int    $user_id Who rated.
	 * @param string $item    The answer's id.
	 */
	private static function find( int $user_id, string $item ): ?WP_Post {
		if ( '' === $item ) {
			return null;
		}
		$posts = get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'private',
				'name'           => self::slug( $user_id, $item ),
				'author'         => $user_id,
				'posts_per_page' => 1,
				'no_found_rows'  => true,
			)
		);
		return $posts ? $posts[0] : null;
	}

	/**
	 * The one slug of a user's rating of an answer.
	 *
	 * @param int    $user_id Who rated.
	 * @param string $item    The answer's id.
	 */
	private static function slug( int $user_id, string $item ): string {
		return 'r-' . md5( $user_id . '|' . $item );
	}
}
