<?php
/**
 * Which post a request that names a post id acts for.
 *
 * @package Cairn
 */

namespace Cairn;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Every route or handler that takes a post id from a visitor or a user
 * (a form submission, a newsletter signup, a private video's stream and
 * tracks, a checkout, related posts) finds the post here, so that one rule
 * holds for all of them:
 *
 * - The post itself as it is now, never one of its revisions or autosaves.
 *   WordPress lets whoever may read a post read its revisions, and a
 *   revision keeps content the post no longer has (an old address, a video
 *   since removed): acting for it would act for content the site took back.
 * - A post of a type that visitors can view (not a pattern, template,
 *   navigation menu or attachment).
 * - Published and not behind a password (or its password given): for anyone.
 * - Not yet published (a draft, pending review, scheduled) or private: only
 *   for a logged-in user who may read it, which for a draft means one who
 *   may edit it. Never a trashed post or an auto-draft.
 *
 * What an unpublished post holds was written by someone who may not be
 * allowed to publish it (a contributor): is_published() tells the handlers
 * whether its settings are the site's own yet.
 *
 * @since 0.6.0
 */
final class Post_Access {

	/** Statuses a request never acts for, whoever asks. */
	private const CLOSED = array( 'trash', 'auto-draft', 'inherit' );

	/** Statuses only someone who may publish can give a post. */
	private const PUBLISHED = array( 'publish', 'private', 'future' );

	/**
	 * The post a request may act for, as the current user, or null.
	 *
	 * @since 0.6.0
	 *
	 * @param int $id The post id the request names.
	 */
	public static function viewable( int $id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post
			|| 'revision' === $post->post_type
			|| ! is_post_type_viewable( $post->post_type )
			|| in_array( $post->post_status, self::CLOSED, true ) ) {
			return null;
		}
		if ( 'publish' === $post->post_status ) {
			return post_password_required( $post ) ? null : $post;
		}
		return is_user_logged_in() && current_user_can( 'read_post', $post->ID ) ? $post : null;
	}

	/**
	 * Whether a post's content is the site's own: published (publicly,
	 * privately or for later), which only someone who may publish it can
	 * do, and which a contributor can no longer edit.
	 *
	 * @since 0.6.0
	 *
	 * @param WP_Post $post The post.
	 */
	public static function is_published( WP_Post $post ): bool {
		return in_array( $post->post_status, self::PUBLISHED, true );
	}
}
