<?php
/**
 * Related posts: the engine, its cache, the routes and the block.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Modules;
use Cairn\Related_Posts\Cache;
use Cairn\Related_Posts\Engine;
use Cairn\Related_Posts\Related_Posts;
use WP_Post;

/**
 * `Cairn\Related_Posts\*`, `Cairn\Rest\Related_Posts_Controller` and
 * `Cairn\Blocks\Related_Posts`.
 *
 * @group database
 */
final class Test_Related_Posts extends Test_Case {

	/**
	 * A post.
	 *
	 * @param string              $title   Title.
	 * @param array<string,mixed> $fields  Other wp_insert_post() fields.
	 * @param string[]            $tags    Tag names.
	 * @param int[]               $cats    Category ids.
	 */
	private function post( string $title, array $fields = array(), array $tags = array(), array $cats = array() ): WP_Post {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_title'   => $title,
					'post_content' => 'Some words.',
					'post_status'  => 'publish',
					'post_type'    => 'post',
				),
				$fields
			)
		);
		$this->assertIsInt( $id );
		if ( $tags ) {
			wp_set_post_tags( $id, $tags );
		}
		if ( $cats ) {
			wp_set_post_categories( $id, $cats );
		}
		return get_post( $id );
	}

	/**
	 * A date some days ago, as wp_insert_post() takes it.
	 *
	 * @param int $days Days ago.
	 */
	private function days_ago( int $days ): string {
		return gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS );
	}

	/**
	 * A category.
	 *
	 * @param string $name Name.
	 */
	private function category( string $name ): int {
		$term = wp_insert_term( $name, 'category' );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	public function test_shared_terms_beat_recency(): void {
		$post  = $this->post( 'Night trains', array(), array( 'rail-rt1' ) );
		$old   = $this->post( 'Timetables', array( 'post_date' => $this->days_ago( 900 ) ), array( 'rail-rt1' ) );
		$fresh = $this->post( 'Gardening', array( 'post_date' => $this->days_ago( 0 ) ) );

		$ids = Engine::find( $post, 6 );

		$this->assertContains( $old->ID, $ids );
		$this->assertSame( $old->ID, $ids[0] );
		$this->assertNotSame( $fresh->ID, $ids[0] );
	}

	public function test_a_rare_shared_term_beats_a_common_one(): void {
		$common = $this->category( 'Common rt2' );
		for ( $i = 0; $i < 6; $i++ ) {
			$this->post( 'Filler ' . $i, array(), array(), array( $common ) );
		}
		$post   = $this->post( 'Alpine passes', array(), array( 'cols-rt2' ), array( $common ) );
		$by_tag = $this->post( 'Untitled one', array( 'post_date' => $this->days_ago( 400 ) ), array( 'cols-rt2' ) );

		$this->assertSame( $by_tag->ID, Engine::find( $post, 6 )[0] );
	}

	public function test_title_words_rank_posts_that_share_the_same_terms(): void {
		$post    = $this->post( 'Sourdough starter feeding schedule', array(), array( 'bread-rt3' ) );
		$plain   = $this->post( 'Weekend notes', array( 'post_date' => $this->days_ago( 1 ) ), array( 'bread-rt3' ) );
		$similar = $this->post( 'Reviving a sourdough starter', array( 'post_date' => $this->days_ago( 300 ) ), array( 'bread-rt3' ) );

		$ids = Engine::find( $post, 6 );

		$this->assertLessThan( array_search( $plain->ID, $ids, true ), array_search( $similar->ID, $ids, true ) );
	}

	public function test_a_post_sharing_no_term_is_related_only_by_a_title_word(): void {
		$post     = $this->post( 'Cycling the Danube', array(), array( 'river-rt17' ) );
		$titled   = $this->post( 'Danube ferries' );
		$unshared = $this->post( 'Baking with rye' );

		$ids = Engine::find( $post, 6 );

		$this->assertContains( $titled->ID, $ids );
		$this->assertNotContains( $unshared->ID, $ids );
	}

	public function test_only_published_public_posts_of_the_same_type_appear(): void {
		$post     = $this->post( 'Harbour walks', array(), array( 'sea-rt4' ) );
		$public   = $this->post( 'Harbour lights', array(), array( 'sea-rt4' ) );
		$draft    = $this->post( 'Harbour draft', array( 'post_status' => 'draft' ), array( 'sea-rt4' ) );
		$private  = $this->post( 'Harbour private', array( 'post_status' => 'private' ), array( 'sea-rt4' ) );
		$password = $this->post( 'Harbour locked', array( 'post_password' => 'secret' ), array( 'sea-rt4' ) );
		$future   = $this->post(
			'Harbour later',
			array(
				'post_status' => 'future',
				'post_date'   => gmdate( 'Y-m-d H:i:s', time() + WEEK_IN_SECONDS ),
			),
			array( 'sea-rt4' )
		);
		$page     = $this->post( 'Harbour page', array( 'post_type' => 'page' ) );

		$ids = wp_list_pluck( Related_Posts::posts( $post, 6 ), 'ID' );

		$this->assertContains( $public->ID, $ids );
		foreach ( array( $post, $draft, $private, $password, $future, $page ) as $hidden ) {
			$this->assertNotContains( $hidden->ID, $ids, $hidden->post_title );
		}
	}

	public function test_the_post_never_appears_even_when_a_filter_returns_it(): void {
		$post  = $this->post( 'Mirrors', array(), array( 'glass-rt5' ) );
		$other = $this->post( 'Windows', array(), array( 'glass-rt5' ) );
		$hook  = static function () use ( $post, $other ): array {
			return array( $post->ID, $other->ID, $post->ID );
		};
		add_filter( 'cairn_related_posts_pre_query', $hook );
		try {
			$this->assertSame( array( $other->ID ), Related_Posts::ids( $post ) );
			$this->assertSame( array( $other->ID ), wp_list_pluck( Related_Posts::posts( $post, 3 ), 'ID' ) );
		} finally {
			remove_filter( 'cairn_related_posts_pre_query', $hook );
		}
	}

	public function test_a_filter_hands_the_query_to_another_engine(): void {
		$post   = $this->post( 'Mountains', array(), array( 'peak-rt6' ) );
		$picked = $this->post( 'Unrelated by terms' );
		$this->post( 'Mountain huts', array(), array( 'peak-rt6' ) );
		$hook = static function ( $ids, WP_Post $for, int $count ) use ( $post, $picked ) {
			return $for->ID === $post->ID && 6 === $count ? array( $picked->ID ) : $ids;
		};
		add_filter( 'cairn_related_posts_pre_query', $hook, 10, 3 );
		try {
			$this->assertSame( 'filter', Related_Posts::source() );
			$this->assertSame( array( $picked->ID ), Related_Posts::ids( $post ) );
		} finally {
			remove_filter( 'cairn_related_posts_pre_query', $hook, 10 );
		}
		$this->assertSame( 'site', Related_Posts::source() );
		// The filter's list was cached under its own source: the site's engine answers now.
		$this->assertNotSame( array( $picked->ID ), Related_Posts::ids( $post ) );
	}

	public function test_answers_are_cached_in_the_posts_meta(): void {
		$post    = $this->post( 'Kites', array(), array( 'wind-rt7' ) );
		$related = $this->post( 'Kite knots', array(), array( 'wind-rt7' ) );

		$first = Related_Posts::ids( $post );
		$this->assertContains( $related->ID, $first );
		$this->assertSame( $first, Cache::get( $post->ID, 'site' ) );

		// A cached answer is read without querying the terms again.
		global $wpdb;
		$before = $wpdb->num_queries;
		$this->assertSame( $first, Related_Posts::ids( $post ) );
		$this->assertSame( $before, $wpdb->num_queries );
	}

	public function test_publishing_updating_and_deleting_invalidate_the_cache(): void {
		$post = $this->post( 'Lighthouses', array(), array( 'coast-rt8' ) );
		$this->assertNotContains( PHP_INT_MAX, Related_Posts::ids( $post ) );

		// Published.
		$new = $this->post( 'Lighthouse keepers', array( 'post_status' => 'draft' ), array( 'coast-rt8' ) );
		$this->assertNotContains( $new->ID, Related_Posts::ids( $post ), 'A draft is not related.' );
		wp_publish_post( $new->ID );
		$this->assertContains( $new->ID, Related_Posts::ids( $post ), 'Publishing invalidates.' );

		// Updated: made private.
		wp_update_post(
			array(
				'ID'          => $new->ID,
				'post_status' => 'private',
			)
		);
		$this->assertNotContains( $new->ID, Related_Posts::ids( $post ), 'Unpublishing invalidates.' );

		// Updated: terms.
		$later = $this->post( 'Sea walls', array( 'post_date' => $this->days_ago( 2000 ) ), array( 'other-rt8' ) );
		$this->assertNotContains( $later->ID, Related_Posts::ids( $post ), 'Sharing nothing, it is not related.' );
		wp_set_post_tags( $later->ID, array( 'coast-rt8' ), true );
		$this->assertSame( $later->ID, Related_Posts::ids( $post )[0], 'A change of terms invalidates.' );

		// Deleted.
		wp_delete_post( $later->ID, true );
		$this->assertNotContains( $later->ID, Related_Posts::ids( $post ), 'Deleting invalidates.' );
	}

	public function test_saving_a_draft_keeps_the_cache(): void {
		$post = $this->post( 'Bridges', array(), array( 'span-rt9' ) );
		Related_Posts::ids( $post );
		$generation = Cache::generation();
		$this->post( 'Bridge sketches', array( 'post_status' => 'draft' ), array( 'span-rt9' ) );
		$this->assertSame( $generation, Cache::generation() );
	}

	public function test_the_status_route_is_for_writers_and_enabling_for_administrators(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/cairn/v1/related-posts' )->get_status() );
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/related-posts' )->get_status() );

		$this->act_as( 'author' );
		Modules::set_active( Related_Posts::MODULE, false );
		$this->assertSame( array( 'enabled' => false ), $this->rest( 'GET', '/cairn/v1/related-posts' )->get_data() );

		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'POST', '/cairn/v1/related-posts/enable' )->get_status() );
		$this->assertFalse( Related_Posts::is_enabled() );

		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/cairn/v1/related-posts/enable' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'enabled' => true ), $response->get_data() );
		$this->assertTrue( Related_Posts::is_enabled() );
	}

	public function test_a_posts_related_posts_are_readable_only_by_who_may_read_it(): void {
		Modules::set_active( Related_Posts::MODULE, true );
		$author  = $this->create_user( 'author' );
		$public  = $this->post( 'Open post', array(), array( 'read-rt10' ) );
		$draft   = $this->post(
			'Draft post',
			array(
				'post_status' => 'draft',
				'post_author' => $author,
			),
			array( 'read-rt10' )
		);
		$private = $this->post(
			'Private post',
			array(
				'post_status' => 'private',
				'post_author' => $author,
			),
			array( 'read-rt10' )
		);

		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/related-posts/' . $public->ID )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/cairn/v1/related-posts/' . $draft->ID )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/cairn/v1/related-posts/' . $private->ID )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/cairn/v1/related-posts/999999' )->get_status() );

		$this->act_as( 'subscriber' );
		$this->assertSame( 404, $this->rest( 'GET', '/cairn/v1/related-posts/' . $private->ID )->get_status() );

		wp_set_current_user( $author );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/related-posts/' . $draft->ID )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/related-posts/' . $private->ID )->get_status() );
	}

	public function test_a_related_post_has_the_specs_shape(): void {
		Modules::set_active( Related_Posts::MODULE, true );
		$author = $this->create_user( 'author', array( 'display_name' => 'Ada Lovelace' ) );
		$travel = $this->category( 'Travel rt11' );
		$post   = $this->post( 'Ferries', array(), array(), array( $travel ) );
		$other  = $this->post( 'Ferry <em>routes</em>', array( 'post_author' => $author ), array(), array( $travel ) );

		$data = $this->rest( 'GET', '/cairn/v1/related-posts/' . $post->ID, array( 'count' => 6 ) )->get_data();

		$this->assertIsArray( $data );
		$item = $data[0];
		$this->assertSame( $other->ID, $item['id'] );
		$this->assertSame( 'Ferry routes', $item['title'] );
		$this->assertSame( get_permalink( $other ), $item['url'] );
		$this->assertSame( get_the_date( '', $other ), $item['date'] );
		$this->assertSame( 'Ada Lovelace', $item['author'] );
		$this->assertSame( '', $item['img']['src'] );
		$this->assertSame( 'In "Travel rt11"', $item['block_context']['text'] );
		$this->assertSame( get_term_link( $travel ), $item['block_context']['link'] );
	}

	public function test_the_route_answers_nothing_while_the_module_is_off(): void {
		Modules::set_active( Related_Posts::MODULE, false );
		$post = $this->post( 'Owls', array(), array( 'bird-rt12' ) );
		$this->post( 'Owl calls', array(), array( 'bird-rt12' ) );
		$this->assertSame( array(), $this->rest( 'GET', '/cairn/v1/related-posts/' . $post->ID )->get_data() );
	}

	/**
	 * The block rendered for a post, as on its page.
	 *
	 * @param WP_Post             $post       The post shown.
	 * @param array<string,mixed> $attributes Attributes.
	 * @param string              $inner      Inner blocks' markup.
	 */
	private function render_for( WP_Post $post, array $attributes = array(), string $inner = '' ): string {
		$markup = '<!-- wp:cairn/related-posts ' . wp_json_encode( (object) $attributes ) . ' -->' . $inner . '<!-- /wp:cairn/related-posts -->';
		$block  = new \WP_Block(
			parse_blocks( $markup )[0],
			array(
				'postId'   => $post->ID,
				'postType' => $post->post_type,
			)
		);
		return $block->render();
	}

	public function test_the_block_renders_nothing_while_the_module_is_off_or_nothing_is_related(): void {
		$post = $this->post( 'Cranes', array(), array( 'lift-rt13' ) );
		$this->post( 'Crane hire', array(), array( 'lift-rt13' ) );
		Modules::set_active( Related_Posts::MODULE, false );
		$this->assertSame( '', $this->render_for( $post ) );

		Modules::set_active( Related_Posts::MODULE, true );
		add_filter( 'cairn_related_posts_pre_query', '__return_empty_array' );
		try {
			$this->assertSame( '', $this->render_for( $post, array(), '<h3 class="wp-block-heading">More</h3>' ) );
		} finally {
			remove_filter( 'cairn_related_posts_pre_query', '__return_empty_array' );
		}
	}

	public function test_the_grid_splits_its_rows_and_escapes_every_part(): void {
		Modules::set_active( Related_Posts::MODULE, true );
		global $wpdb;
		$author  = $this->create_user( 'author', array( 'display_name' => '<img src=x onerror=alert(1)>' ) );
		$post    = $this->post( 'Canals', array(), array( 'lock-rt14' ) );
		$related = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$related[] = $this->post( 'Canal ' . $i, array( 'post_author' => $author ), array( 'lock-rt14' ) );
			// Written straight to the database, as an import could: saving would have filtered it.
			$wpdb->update( $wpdb->posts, array( 'post_title' => 'Canal <script>alert(' . $i . ')</script>' ), array( 'ID' => end( $related )->ID ) );
			clean_post_cache( end( $related )->ID );
		}
		$hook = static function () use ( $related ): array {
			return wp_list_pluck( $related, 'ID' );
		};
		add_filter( 'cairn_related_posts_pre_query', $hook );
		try {
			$html = $this->render_for(
				$post,
				array(
					'postsToShow'   => 5,
					'displayAuthor' => true,
				),
				'<!-- wp:heading {"level":3} --><h3 class="wp-block-heading">Keep reading</h3><!-- /wp:heading -->'
			);
		} finally {
			remove_filter( 'cairn_related_posts_pre_query', $hook );
		}
		$this->assertStringStartsWith( '<nav class="is-layout-grid wp-block-cairn-related-posts" aria-label="Keep reading">', $html );
		$this->assertStringContainsString( '<h3 class="wp-block-heading">Keep reading</h3>', $html );
		$this->assertSame( 2, substr_count( $html, 'is-span-3' ), 'Five posts: a row of two…' );
		$this->assertSame( 3, substr_count( $html, 'is-span-2' ), '…then a row of three.' );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( '>Canal</a>', $html, 'A script in a title goes with its text.' );
		$this->assertStringContainsString( '__date', $html );
		$this->assertStringContainsString( '__author', $html );
		$this->assertStringNotContainsString( '__context', $html );
	}

	public function test_posts_to_show_is_clamped_and_the_list_layout_is_one_column(): void {
		Modules::set_active( Related_Posts::MODULE, true );
		$post = $this->post( 'Dunes', array(), array( 'sand-rt15' ) );
		for ( $i = 0; $i < 7; $i++ ) {
			$this->post( 'Dune ' . $i, array(), array( 'sand-rt15' ) );
		}
		$html = $this->render_for(
			$post,
			array(
				'postsToShow' => 40,
				'postLayout'  => 'list',
				'displayDate' => false,
			)
		);
		$this->assertSame( 6, substr_count( $html, '<li ' ) );
		$this->assertSame( 6, substr_count( $html, 'is-span-6' ) );
		$this->assertStringContainsString( 'is-layout-list', $html );
		$this->assertStringContainsString( 'aria-label="Related posts"', $html );
		$this->assertStringNotContainsString( '__date', $html );
	}

	public function test_thumbnails_are_lazy_and_decorative_beside_their_title_link(): void {
		Modules::set_active( Related_Posts::MODULE, true );
		$post    = $this->post( 'Orchards', array(), array( 'fruit-rt16' ) );
		$related = $this->post( 'Apple harvest', array(), array( 'fruit-rt16' ) );
		$image   = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Apples',
				'post_status'    => 'inherit',
			),
			'2026/11/apples.jpg',
			$related->ID
		);
		wp_update_attachment_metadata(
			$image,
			array(
				'width'  => 1200,
				'height' => 800,
				'file'   => '2026/11/apples.jpg',
				'sizes'  => array(),
			)
		);
		set_post_thumbnail( $related->ID, $image );

		$html = $this->render_for(
			$post,
			array(
				'displayThumbnails' => true,
				'postsToShow'       => 1,
			)
		);
		$this->assertMatchesRegularExpression( '#<a class="wp-block-cairn-related-posts__thumbnail" href="[^"]+" tabindex="-1" aria-hidden="true"><img[^>]+alt=""#', $html );
		$this->assertStringContainsString( 'loading="lazy"', $html );
		$this->assertStringContainsString( 'apples.jpg', $html );
	}
}
