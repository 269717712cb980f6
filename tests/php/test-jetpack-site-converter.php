<?php
/**
 * Tests for the whole-site Jetpack conversion and its REST routes.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Jetpack\Converter;
use Cairn\Jetpack\Site_Converter;

/**
 * Batches, revisions, dry runs, a second run, and who may convert.
 *
 * @group database
 */
class Test_Jetpack_Site_Converter extends Test_Case {

	/** Jetpack's Markdown block, as a post holds it. */
	private const MARKDOWN = "<!-- wp:jetpack/markdown {\"source\":\"Hello *there*\"} -->\n<div class=\"wp-block-jetpack-markdown\"><p>Hello <em>there</em></p>\n</div>\n<!-- /wp:jetpack/markdown -->";

	/**
	 * A post with some content.
	 *
	 * @param string $content The content.
	 * @param string $type    The post type.
	 */
	private function post( string $content, string $type = 'post' ): int {
		return (int) wp_insert_post(
			array(
				'post_title'   => 'A post',
				'post_content' => wp_slash( $content ),
				'post_status'  => 'publish',
				'post_type'    => $type,
			)
		);
	}

	/**
	 * A site converter.
	 */
	private function site(): Site_Converter {
		return new Site_Converter( Converter::create() );
	}

	/**
	 * Batches walk the posts in ID order, posts and pages alike, and the
	 * previous content stays as a revision.
	 */
	public function test_converts_in_batches_and_keeps_the_previous_content(): void {
		$ids  = array(
			$this->post( self::MARKDOWN ),
			$this->post( "<!-- wp:paragraph -->\n<p>No Jetpack here.</p>\n<!-- /wp:paragraph -->" ),
			$this->post( self::MARKDOWN, 'page' ),
			$this->post( '<!-- wp:jetpack/tock {"url":"roxys"} /-->' ),
		);
		$site = $this->site();
		$this->assertSame( 3, $site->count() );

		$first = $site->batch( 0, 2 );
		$this->assertSame( array( $ids[0], $ids[2] ), array_column( $first['posts'], 'id' ) );
		$this->assertFalse( $first['done'] );
		$this->assertSame( $ids[2], $first['next'] );

		$second = $site->batch( $first['next'], 2 );
		$this->assertSame( array( $ids[3] ), array_column( $second['posts'], 'id' ) );
		$this->assertTrue( $second['done'] );

		$this->assertStringStartsWith( '<!-- wp:cairn/markdown', get_post( $ids[0] )->post_content );
		$this->assertSame( '<!-- wp:cairn/tock {"url":"roxys"} /-->', get_post( $ids[3] )->post_content );
		$revisions = array_map(
			static function ( $revision ) {
				return $revision->post_content;
			},
			wp_get_post_revisions( $ids[0] )
		);
		$this->assertContains( self::MARKDOWN, $revisions );
		$this->assertGreaterThan( 0, (int) get_post_meta( $ids[0], Site_Converter::META, true ) );
	}

	/**
	 * A second run changes nothing; a dry run saves nothing.
	 */
	public function test_a_dry_run_saves_nothing_and_a_second_run_changes_nothing(): void {
		$id   = $this->post( self::MARKDOWN );
		$site = $this->site();

		$dry = $site->run( 50, true );
		$this->assertCount( 1, $dry );
		$this->assertFalse( $dry[0]['saved'] );
		$this->assertSame( self::MARKDOWN, get_post( $id )->post_content );

		$this->assertCount( 1, $site->run() );
		$converted = get_post( $id )->post_content;
		$this->assertSame( array(), $site->run() );
		$this->assertSame( $converted, get_post( $id )->post_content );
	}

	/**
	 * Only the posts asked for.
	 */
	public function test_only_the_posts_asked_for(): void {
		$one = $this->post( self::MARKDOWN );
		$two = $this->post( self::MARKDOWN );
		$this->assertSame( array( $two ), array_column( $this->site()->run( 50, false, array( $two ) ), 'id' ) );
		$this->assertSame( self::MARKDOWN, get_post( $one )->post_content );
	}

	/**
	 * Content that the HTML filter would rewrite is saved as converted, even
	 * for a runner that may not post unfiltered HTML, and the filter is back
	 * afterwards.
	 */
	public function test_saves_the_content_as_converted_for_any_runner(): void {
		$content = self::MARKDOWN . "\n\n<!-- wp:html -->\n<iframe src=\"https://example.org/embed\" title=\"Map\"></iframe>\n<!-- /wp:html -->";
		// Saved by someone who may post unfiltered HTML.
		kses_remove_filters();
		$id = $this->post( $content );
		$this->assertStringContainsString( '<iframe', get_post( $id )->post_content );
		$this->act_as( 'author' );
		$this->assertNotFalse( has_filter( 'content_save_pre', 'wp_filter_post_kses' ) );
		$this->site()->run();
		$this->assertStringContainsString( '<iframe src="https://example.org/embed" title="Map"></iframe>', get_post( $id )->post_content );
		$this->assertNotFalse( has_filter( 'content_save_pre', 'wp_filter_post_kses' ) );
		kses_remove_filters();
	}

	/**
	 * The editor's route converts content without saving it; people who
	 * cannot edit posts are refused.
	 */
	public function test_the_convert_route(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => self::MARKDOWN ) )->get_status() );
		$this->act_as( '' );
		$this->assertSame( 401, $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => self::MARKDOWN ) )->get_status() );

		$this->act_as( 'contributor' );
		$response = $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => self::MARKDOWN ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertTrue( $data['changed'] );
		$this->assertStringStartsWith( '<!-- wp:cairn/markdown', $data['content'] );
		$this->assertSame( 'jetpack/markdown', $data['converted'][0]['from'] );

		$this->assertSame( 400, $this->rest( 'POST', '/cairn/v1/jetpack/convert', array() )->get_status() );
	}

	/**
	 * The site routes are for administrators only.
	 */
	public function test_the_site_routes_are_for_administrators(): void {
		$id = $this->post( self::MARKDOWN );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/jetpack/site' )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/cairn/v1/jetpack/site/batch' )->get_status() );
		$this->assertSame( self::MARKDOWN, get_post( $id )->post_content );

		$this->act_as( 'administrator' );
		$this->assertSame( array( 'total' => 1 ), $this->rest( 'GET', '/cairn/v1/jetpack/site' )->get_data() );
		$this->assertSame( 400, $this->rest( 'POST', '/cairn/v1/jetpack/site/batch', array( 'size' => 1000 ) )->get_status() );
		$dry = $this->rest( 'POST', '/cairn/v1/jetpack/site/batch', array( 'dry_run' => true ) )->get_data();
		$this->assertSame( array( $id ), array_column( $dry['posts'], 'id' ) );
		$this->assertSame( self::MARKDOWN, get_post( $id )->post_content );
		$done = $this->rest( 'POST', '/cairn/v1/jetpack/site/batch' )->get_data();
		$this->assertTrue( $done['done'] );
		$this->assertTrue( $done['posts'][0]['saved'] );
	}

	/**
	 * Tools → Convert from Jetpack is there for administrators only, and
	 * loads its app.
	 */
	public function test_the_tools_screen_is_for_administrators(): void {
		global $submenu;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$slugs = static function (): array {
			global $submenu;
			return array_column( (array) ( $submenu['tools.php'] ?? array() ), 2 );
		};

		$this->act_as( 'editor' );
		$submenu = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a fresh admin menu for the test.
		\Cairn\Jetpack\Convert_Screen::add_menu();
		$this->assertNotContains( \Cairn\Jetpack\Convert_Screen::SLUG, $slugs() );

		$this->act_as( 'administrator' );
		\Cairn\Jetpack\Convert_Screen::add_menu();
		$this->assertContains( \Cairn\Jetpack\Convert_Screen::SLUG, $slugs() );

		ob_start();
		\Cairn\Jetpack\Convert_Screen::render();
		$this->assertStringContainsString( 'id="cairn-convert-root"', (string) ob_get_clean() );
		$this->assertTrue( wp_script_is( \Cairn\Assets::CONVERT_SCREEN, 'registered' ) );
		$submenu = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- leaves no menu behind.
	}
}
