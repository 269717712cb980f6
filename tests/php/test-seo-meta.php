<?php
/**
 * The SEO title and description, and the post texts route that writes them.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\SEO_Meta;

require_once __DIR__ . '/trait-uses-openai-test-server.php';

/**
 * `SEO_Meta` and `POST /cairn/v1/ai/post-text`.
 */
final class Test_SEO_Meta extends Test_Case {

	use Uses_OpenAI_Test_Server;

	/**
	 * The text task on the test server.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_test_server_for( array( 'text' ) );
	}

	/**
	 * Puts back the main query.
	 */
	protected function tearDown(): void {
		$GLOBALS['wp_query'] = $GLOBALS['wp_the_query']; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restores WordPress's own query after a test.
		parent::tearDown();
	}

	/**
	 * A published post by a user.
	 *
	 * @param int $author Author.
	 * @return int Post id.
	 */
	private function post( int $author ): int {
		return (int) wp_insert_post(
			array(
				'post_author'  => $author,
				'post_status'  => 'publish',
				'post_title'   => 'Cairns on the ridge',
				'post_content' => '<!-- wp:paragraph --><p>Walkers pile stones to mark the way.</p><!-- /wp:paragraph -->',
			)
		);
	}

	/**
	 * The page's head title and description, viewing a post.
	 *
	 * @param int $post_id Post.
	 * @return array{0:string,1:string}
	 */
	private function head_of( int $post_id ): array {
		// The main query of a visit to the post.
		$GLOBALS['wp_query'] = new \WP_Query( array( 'p' => $post_id ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a visit to the post, for the head's conditionals.
		ob_start();
		SEO_Meta::print_description();
		$head = (string) ob_get_clean();
		return array( SEO_Meta::document_title( '' ), $head );
	}

	public function test_writers_edit_the_meta_through_the_rest_api(): void {
		$author   = $this->act_as( 'author' );
		$post_id  = $this->post( $author );
		$response = $this->rest(
			'POST',
			'/wp/v2/posts/' . $post_id,
			array(
				'meta' => array(
					SEO_Meta::TITLE       => 'Cairns <b>guide</b>',
					SEO_Meta::DESCRIPTION => 'How walkers mark the way.',
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Cairns guide', get_post_meta( $post_id, SEO_Meta::TITLE, true ) );

		$this->act_as( 'contributor' );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $post_id, array( 'meta' => array( SEO_Meta::TITLE => 'Mine' ) ) );
		$this->assertSame( 403, $response->get_status() );
	}

	public function test_the_head_gets_the_title_and_an_escaped_description(): void {
		$post_id = $this->post( $this->create_user( 'author' ) );
		update_post_meta( $post_id, SEO_Meta::TITLE, 'Cairns: a guide' );
		update_post_meta( $post_id, SEO_Meta::DESCRIPTION, 'Stones "piled" & kept' );
		list( $title, $head ) = $this->head_of( $post_id );
		$this->assertSame( 'Cairns: a guide', $title );
		$this->assertSame( '<meta name="description" content="Stones &quot;piled&quot; &amp; kept" />' . "\n", $head );
	}

	public function test_the_document_title_is_escaped_as_wordpress_escapes_its_own(): void {
		$post_id = $this->post( $this->create_user( 'author' ) );
		update_post_meta( $post_id, SEO_Meta::TITLE, 'Stones & "cairns"' );
		$this->head_of( $post_id );
		$this->assertSame( 'Stones &#038; &#8220;cairns&#8221;', wp_get_document_title() );

		// A value that never passed the sanitizer (an import, SQL, an older version).
		global $wpdb;
		$wpdb->update(
			$wpdb->postmeta,
			array( 'meta_value' => '</title><script>alert(1)</script>' ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- one row, by post and key.
			array(
				'post_id'  => $post_id,
				'meta_key' => SEO_Meta::TITLE, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- one row, by post and key.
			)
		);
		wp_cache_delete( $post_id, 'post_meta' );
		$this->assertSame( '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;', wp_get_document_title() );
	}

	public function test_nothing_is_printed_without_values_or_when_an_seo_plugin_owns_the_head(): void {
		$post_id = $this->post( $this->create_user( 'author' ) );
		$this->assertSame( array( '', '' ), $this->head_of( $post_id ) );

		$owner = static function (): array {
			return array( '_test_seo_title', '_test_seo_description' );
		};
		add_filter( 'cairn_seo_owner_fields', $owner );
		try {
			update_post_meta( $post_id, SEO_Meta::TITLE, 'Cairns: a guide' );
			update_post_meta( $post_id, SEO_Meta::DESCRIPTION, 'Stones piled and kept.' );
			$this->assertSame( array( '', '' ), $this->head_of( $post_id ) );
			// Written to the plugin's own fields instead.
			$this->assertSame( 'Cairns: a guide', get_post_meta( $post_id, '_test_seo_title', true ) );
			$this->assertSame( 'Stones piled and kept.', get_post_meta( $post_id, '_test_seo_description', true ) );
		} finally {
			remove_filter( 'cairn_seo_owner_fields', $owner );
		}
	}

	public function test_the_post_text_route_writes_from_the_editors_text_or_the_saved_post(): void {
		$author  = $this->act_as( 'author' );
		$post_id = $this->post( $author );

		$response = $this->rest(
			'POST',
			'/cairn/v1/ai/post-text',
			array(
				'kind'    => 'seoDescription',
				'post_id' => $post_id,
				'content' => '<!-- wp:paragraph --><p>Unsaved words.</p><!-- /wp:paragraph -->',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'Unsaved words.', $response->get_data()['text'] );
		$this->assertStringContainsString( 'meta description', $response->get_data()['text'] );

		$response = $this->rest(
			'POST',
			'/cairn/v1/ai/post-text',
			array(
				'kind'    => 'seoTitle',
				'post_id' => $post_id,
			)
		);
		$this->assertStringContainsString( 'Cairns on the ridge', $response->get_data()['text'] );
		$this->assertStringNotContainsString( "\n", $response->get_data()['text'] );
	}

	public function test_a_revision_never_stands_in_for_its_post(): void {
		$author  = $this->act_as( 'author' );
		$post_id = $this->post( $author );
		wp_update_post(
			array(
				'ID'           => $post_id,
				'post_content' => '<!-- wp:paragraph --><p>New words.</p><!-- /wp:paragraph -->',
			)
		);
		$revisions = wp_get_post_revisions( $post_id );
		$this->assertNotEmpty( $revisions );
		$response = $this->rest(
			'POST',
			'/cairn/v1/ai/post-text',
			array(
				'kind'    => 'excerpt',
				'post_id' => array_keys( $revisions )[0],
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_only_those_who_may_edit_the_post_get_its_texts(): void {
		$post_id = $this->post( $this->create_user( 'author' ) );
		$this->act_as( 'author' );
		$response = $this->rest(
			'POST',
			'/cairn/v1/ai/post-text',
			array(
				'kind'    => 'excerpt',
				'post_id' => $post_id,
			)
		);
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}
}
