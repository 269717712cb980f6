<?php
/**
 * Related posts after every post.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Modules;
use Cairn\Related_Posts\Cache;
use Cairn\Related_Posts\Related_Posts;
use Cairn\Settings;
use WP_Post;
use WP_Query;

/**
 * With the Related Posts module on, a post shown alone gets its related
 * posts after its content (the post types of Settings → Cairn → Related
 * posts; posts only by default), once, and not when the post already holds
 * the block; from the same cached lookup as the block.
 *
 * @group database
 */
final class Test_Related_Posts_After_Post extends Test_Case {

	/**
	 * A published post with a tag.
	 *
	 * @param string $title   Title.
	 * @param string $tag     Tag name.
	 * @param string $type    Post type.
	 * @param string $content Content.
	 */
	private function post( string $title, string $tag, string $type = 'post', string $content = '<!-- wp:paragraph --><p>Words.</p><!-- /wp:paragraph -->' ): WP_Post {
		$id = wp_insert_post(
			array(
				'post_title'   => $title,
				'post_content' => $content,
				'post_status'  => 'publish',
				'post_type'    => $type,
			)
		);
		$this->assertIsInt( $id );
		if ( 'post' === $type ) {
			wp_set_post_tags( $id, array( $tag ) );
		}
		return get_post( $id );
	}

	/**
	 * The content of a post as its own page shows it: the main query, in the loop.
	 *
	 * @param WP_Post $post The post.
	 * @return string The filtered content.
	 */
	private function shown( WP_Post $post ): string {
		$query                   = new WP_Query(
			array(
				'p'         => $post->ID,
				'post_type' => $post->post_type,
			)
		);
		$GLOBALS['wp_query']     = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page's main query.
		$GLOBALS['wp_the_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page's main query.
		$html                    = '';
		while ( have_posts() ) {
			the_post();
			$html .= apply_filters( 'the_content', get_the_content() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		}
		wp_reset_postdata();
		return $html;
	}

	/**
	 * Sets the post types the related posts follow.
	 *
	 * @param string $types Comma-separated slugs.
	 */
	private function set_post_types( string $types ): void {
		update_option( Settings::SERVICES, Settings::sanitize_services( array( 'related_posts_post_types' => $types ) ) );
	}

	/**
	 * Puts the main query back.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_query']     = new WP_Query(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back.
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back.
		parent::tearDown();
	}

	public function test_related_posts_follow_a_post_when_the_module_is_on(): void {
		$post    = $this->post( 'Ferries', 'boat-ap1' );
		$related = $this->post( 'Ferry timetables', 'boat-ap1' );
		Modules::set_active( Related_Posts::MODULE, false );
		$this->assertStringNotContainsString( 'wp-block-cairn-related-posts', $this->shown( $post ) );

		Modules::set_active( Related_Posts::MODULE, true );
		$html = $this->shown( $post );
		$this->assertSame( 1, substr_count( $html, '<nav class="is-layout-grid wp-block-cairn-related-posts"' ) );
		$this->assertStringContainsString( '>Ferry timetables</a>', $html );
		$this->assertStringContainsString( get_permalink( $related ), $html );
		// After the post's own words.
		$this->assertLessThan( strpos( $html, 'wp-block-cairn-related-posts' ), strpos( $html, 'Words.' ) );
		$this->assertStringContainsString( '<h3 class="wp-block-cairn-related-posts__headline">Related</h3>', $html );
		// The block's cached lookup answered.
		$this->assertNotNull( Cache::get( $post->ID, Related_Posts::source() ) );
	}

	public function test_no_duplicate_when_the_post_holds_the_block(): void {
		Modules::set_active( Related_Posts::MODULE, true );
		$post = $this->post( 'Canoes', 'boat-ap2', 'post', '<!-- wp:paragraph --><p>Words.</p><!-- /wp:paragraph --><!-- wp:cairn/related-posts /-->' );
		$this->post( 'Canoe trips', 'boat-ap2' );
		$html = $this->shown( $post );
		$this->assertSame( 1, substr_count( $html, '<nav class="' ) );
		$this->assertStringNotContainsString( '__headline">Related</h3>', $html );
	}

	public function test_only_the_chosen_post_types(): void {
		Modules::set_active( Related_Posts::MODULE, true );
		$this->post( 'Kayak', 'boat-ap3' );
		$page = $this->post( 'Kayak lessons', 'boat-ap3', 'page' );
		$this->post( 'Kayak rental', 'boat-ap3', 'page' );
		$this->assertStringNotContainsString( 'wp-block-cairn-related-posts', $this->shown( $page ), 'Posts only by default.' );

		$this->set_post_types( 'post, page, no-such-type' );
		$this->assertSame( 'post,page', Settings::get( 'related_posts_post_types' ) );
		$this->assertStringContainsString( '>Kayak rental</a>', $this->shown( $page ) );

		$post = $this->post( 'Rafts', 'boat-ap4' );
		$this->post( 'Raft building', 'boat-ap4' );
		$this->set_post_types( 'page' );
		$this->assertStringNotContainsString( 'wp-block-cairn-related-posts', $this->shown( $post ) );
	}

	public function test_not_in_lists_feeds_or_outside_the_loop(): void {
		Modules::set_active( Related_Posts::MODULE, true );
		$post = $this->post( 'Sails', 'boat-ap5' );
		$this->post( 'Sail care', 'boat-ap5' );
		// Outside the main query's loop (a widget, an excerpt, the REST API).
		$html = apply_filters( 'the_content', $post->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$this->assertStringNotContainsString( 'wp-block-cairn-related-posts', $html );
		// A list of posts is not a post shown alone.
		$GLOBALS['wp_query']     = new WP_Query( array( 'post_type' => 'post' ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page's main query.
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page's main query.
		$html                    = '';
		while ( have_posts() ) {
			the_post();
			$html .= apply_filters( 'the_content', get_the_content() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		}
		wp_reset_postdata();
		$this->assertStringNotContainsString( 'wp-block-cairn-related-posts', $html );
	}
}
