<?php
/**
 * Whom a conversion writes for: what they may post and read.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Converted content is written on someone's behalf: the post's author (the
 * site conversion, whoever runs it: the command runs as no user) or the
 * person in the editor. It passes the filters their own save would pass:
 * WordPress's HTML filter unless they may post unfiltered HTML. A post that
 * a rule follows by id (a synced form) is used only when they, and the
 * person running the conversion if one is logged in, may read it; a
 * revision never stands in for a post.
 *
 * @since 0.5.0
 */
final class Access {

	/**
	 * The user the content is written for; null for no one in particular
	 * (content that is not saved for anybody, as the fixtures').
	 *
	 * @var int|null
	 */
	private $author;

	/**
	 * Access for content written for a user.
	 *
	 * @since 0.5.0
	 *
	 * @param int|null $author The user (0: a post without author); null: no one in particular.
	 */
	public function __construct( ?int $author ) {
		$this->author = $author;
	}

	/**
	 * Whether what the conversion writes passes WordPress's HTML filter:
	 * its author may not post unfiltered HTML (a contributor, a multisite
	 * site's administrator, a post without author).
	 *
	 * @since 0.5.0
	 */
	public function filters_html(): bool {
		return null !== $this->author && ! user_can( $this->author, 'unfiltered_html' );
	}

	/**
	 * A post of a type, by id, when everyone concerned may read it.
	 *
	 * @since 0.5.0
	 *
	 * @param mixed  $id   The id (as saved in a block's attributes).
	 * @param string $type The post type it must be of.
	 */
	public function post( $id, string $type ): ?WP_Post {
		if ( ! is_int( $id ) && ! ( is_string( $id ) && ctype_digit( $id ) ) ) {
			return null;
		}
		$post = (int) $id > 0 ? get_post( (int) $id ) : null;
		// A revision has a type of its own: it never stands in for its post.
		if ( ! $post instanceof WP_Post || $type !== $post->post_type || wp_is_post_revision( $post ) ) {
			return null;
		}
		foreach ( $this->readers() as $user ) {
			if ( ! self::can_read( $user, $post ) ) {
				return null;
			}
		}
		return $post;
	}

	/**
	 * Who must be able to read what the conversion copies: the person
	 * running it, when one is logged in, and the author it writes for.
	 *
	 * @return int[]
	 */
	private function readers(): array {
		$readers = array();
		if ( is_user_logged_in() ) {
			$readers[] = get_current_user_id();
		}
		// A post without author is edited by those who may edit others' posts.
		if ( null !== $this->author && $this->author > 0 ) {
			$readers[] = $this->author;
		}
		return array_values( array_unique( $readers ) );
	}

	/**
	 * Whether a user may read a post. A type that visitors never see (a
	 * form's settings name its recipient) is read by those who may edit the
	 * post; a type no plugin registers any more (Jetpack's forms once
	 * Jetpack is gone) by its author and those who may edit others' posts,
	 * as WordPress decides for such a type.
	 *
	 * @param int     $user The user.
	 * @param WP_Post $post The post.
	 */
	private static function can_read( int $user, WP_Post $post ): bool {
		if ( ! post_type_exists( $post->post_type ) ) {
			return ( $user > 0 && (int) $post->post_author === $user ) || user_can( $user, 'edit_others_posts' );
		}
		if ( ! user_can( $user, 'read_post', $post->ID ) ) {
			return false;
		}
		return is_post_type_viewable( $post->post_type ) || user_can( $user, 'edit_post', $post->ID );
	}
}
