<?php
/**
 * Converts every post of a site, a batch at a time.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The whole-site conversion that the Tools screen and the WP-CLI command run:
 * posts of any type (pages, reusable blocks, templates too) whose content
 * holds a Jetpack block, in ID order, a batch at a time, so that it can stop
 * anywhere and start again. Jetpack's own form posts are left as they are:
 * synced forms are read from them, and nobody reads them on their own. Before a post changes, its content is kept as a
 * revision; a post whose Jetpack blocks are all converted holds none that
 * the converter would touch again, so a second run changes nothing.
 *
 * Each batch is one database transaction: a batch that fails halfway
 * leaves its posts as they were, to be converted by the next run.
 *
 * Converted content is written on the post's author's behalf, whoever runs
 * the conversion (the command runs as no user): the converter passes the
 * blocks it makes through WordPress's HTML filter (kses) unless the author
 * may post unfiltered HTML, and copies into the post only what the author
 * may read. The filter that would apply to the runner is off while the post
 * is saved, because it would also rewrite the blocks the conversion left
 * untouched, which were saved through the filters of whoever saved them.
 *
 * @since 0.5.0
 */
final class Site_Converter {

	/** Post meta: when the post was converted (a Unix time). */
	public const META = '_cairn_jetpack_converted';

	/** Posts per batch unless told otherwise. */
	public const BATCH_SIZE = 50;

	/**
	 * The converter.
	 *
	 * @var Converter
	 */
	private $converter;

	/**
	 * A site converter using a converter.
	 *
	 * @since 0.5.0
	 *
	 * @param Converter $converter The converter.
	 */
	public function __construct( Converter $converter ) {
		$this->converter = $converter;
	}

	/**
	 * How many posts hold a Jetpack block (the progress bar's end).
	 *
	 * @since 0.5.0
	 *
	 * @param int[] $only Only these posts (none: all).
	 */
	public function count( array $only = array() ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- the WHERE comes from where(), prepared there; a count that must be current.
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . $wpdb->posts . ' WHERE ' . $this->where( 0, $only ) );
	}

	/**
	 * Converts the next batch of posts after an ID.
	 *
	 * @since 0.5.0
	 *
	 * @param int   $after   The last ID of the previous batch (0 to start).
	 * @param int   $size    Posts per batch.
	 * @param bool  $dry_run Report without saving.
	 * @param int[] $only    Only these posts (none: all).
	 * @return array{posts:array<int,array<string,mixed>>,next:int,done:bool,scanned:int}
	 */
	public function batch( int $after, int $size = self::BATCH_SIZE, bool $dry_run = false, array $only = array() ): array {
		global $wpdb;
		$size = max( 1, min( 500, $size ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- the WHERE comes from where(), prepared there; the batch must see the current content.
		$ids = array_map( 'intval', (array) $wpdb->get_col( 'SELECT ID FROM ' . $wpdb->posts . ' WHERE ' . $this->where( $after, $only ) . ' ORDER BY ID ASC LIMIT ' . $size ) );

		$reports = array();
		$kses    = false !== has_filter( 'content_save_pre', 'wp_filter_post_kses' );
		if ( ! $dry_run ) {
			if ( $kses ) {
				kses_remove_filters();
			}
			// A batch is saved whole or not at all; and one commit per batch
			// rather than per write is what makes SQLite fast enough.
			$wpdb->query( 'START TRANSACTION' );
		}
		$committed = false;
		try {
			foreach ( $ids as $id ) {
				$post = get_post( $id );
				if ( ! $post instanceof WP_Post ) {
					continue;
				}
				$report = $this->convert_post( $post, $dry_run );
				if ( null !== $report ) {
					$reports[] = $report;
				}
			}
			if ( ! $dry_run ) {
				$wpdb->query( 'COMMIT' );
			}
			$committed = true;
		} finally {
			if ( ! $dry_run && ! $committed ) {
				$wpdb->query( 'ROLLBACK' );
			}
			if ( $kses && ! $dry_run ) {
				kses_init_filters();
			}
		}

		return array(
			'posts'   => $reports,
			'next'    => $ids ? (int) end( $ids ) : $after,
			'done'    => count( $ids ) < $size,
			'scanned' => count( $ids ),
		);
	}

	/**
	 * Converts every batch, start to end: what the command runs.
	 *
	 * @since 0.5.0
	 *
	 * @param int           $size     Posts per batch.
	 * @param bool          $dry_run  Report without saving.
	 * @param int[]         $only     Only these posts (none: all).
	 * @param callable|null $on_batch Called after each batch with how many posts it looked at.
	 * @return array<int,array<string,mixed>> Each changed post's report.
	 */
	public function run( int $size = self::BATCH_SIZE, bool $dry_run = false, array $only = array(), ?callable $on_batch = null ): array {
		$reports = array();
		$after   = 0;
		do {
			$batch   = $this->batch( $after, $size, $dry_run, $only );
			$reports = array_merge( $reports, $batch['posts'] );
			$after   = $batch['next'];
			if ( $on_batch ) {
				$on_batch( $batch['scanned'] );
			}
			// Each batch's posts would stay in the object cache otherwise.
			wp_cache_flush_runtime();
		} while ( ! $batch['done'] );
		return $reports;
	}

	/**
	 * Converts one post; its report, or null when nothing in it converts.
	 *
	 * @param WP_Post $post    The post.
	 * @param bool    $dry_run Report without saving.
	 * @return array<string,mixed>|null
	 */
	private function convert_post( WP_Post $post, bool $dry_run ): ?array {
		$conversion = $this->converter->convert( $post->post_content, (int) $post->post_author );
		if ( ! $conversion->changed() ) {
			return null;
		}
		$saved = false;
		if ( ! $dry_run ) {
			// The content as it was, kept as a revision before it changes.
			_wp_put_post_revision( $post );
			$result = wp_update_post(
				array(
					'ID'           => $post->ID,
					'post_content' => wp_slash( $conversion->content ),
				),
				true
			);
			$saved  = ! is_wp_error( $result );
			if ( $saved ) {
				update_post_meta( $post->ID, self::META, time() );
			}
		}
		return array_merge(
			array(
				'id'     => $post->ID,
				'title'  => get_the_title( $post ),
				'type'   => $post->post_type,
				'counts' => $conversion->counts(),
				'saved'  => $saved,
			),
			$conversion->to_array()
		);
	}

	/**
	 * The SQL condition for posts to look at.
	 *
	 * @param int   $after Only IDs above this one.
	 * @param int[] $only  Only these posts (none: all).
	 */
	private function where( int $after, array $only ): string {
		global $wpdb;
		$where = $wpdb->prepare(
			"ID > %d AND post_type NOT IN ( 'revision', 'jetpack_form' ) AND post_status <> 'auto-draft' AND ( post_content LIKE %s OR post_content LIKE %s OR post_content LIKE %s )",
			$after,
			'%' . $wpdb->esc_like( '<!-- wp:jetpack/' ) . '%',
			'%' . $wpdb->esc_like( '<!-- wp:videopress/' ) . '%',
			// Jetpack's VideoPress videos saved as core video blocks (Converter::has_jetpack_blocks() looks closer).
			'%' . $wpdb->esc_like( '<!-- wp:video ' ) . '%videopress.com/%'
		);
		$only = array_filter( array_map( 'intval', $only ) );
		if ( $only ) {
			$where .= ' AND ID IN (' . implode( ',', $only ) . ')';
		}
		return $where;
	}
}
