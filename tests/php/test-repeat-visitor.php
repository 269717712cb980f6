<?php
/**
 * Repeat visitor: the server leaves the decision to the browser.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

/**
 * The rendered block is the same for every visitor whatever their cookie, is
 * hidden until its view script decides, and comes with its view script.
 */
final class Test_Repeat_Visitor extends Test_Case {

	private const CONTENT = '<!-- wp:cairn/repeat-visitor {"criteria":"before-visits","threshold":5} -->'
		. '<div data-criteria="before-visits" data-threshold="5" hidden class="wp-block-cairn-repeat-visitor"><!-- wp:paragraph -->'
		. '<p>First visits only.</p>'
		. '<!-- /wp:paragraph --></div>'
		. '<!-- /wp:cairn/repeat-visitor -->';

	protected function tearDown(): void {
		unset( $_COOKIE['cairn_repeat_visitor'] );
		parent::tearDown();
	}

	public function test_block_is_registered_with_a_view_script(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'cairn/repeat-visitor' );
		$this->assertNotNull( $block, 'Run npm run build: the block is registered from build/.' );
		$this->assertNotEmpty( $block->view_script_handles );
		$this->assertFalse( $block->is_dynamic() );
	}

	public function test_render_is_the_same_whatever_the_visit_cookie(): void {
		$first = do_blocks( self::CONTENT );
		foreach ( array( '0', '3', 'k.9', 'abc.12_def.1' ) as $value ) {
			$_COOKIE['cairn_repeat_visitor'] = $value;
			$this->assertSame( $first, do_blocks( self::CONTENT ) );
		}
	}

	public function test_render_is_hidden_with_the_rule_in_data_attributes(): void {
		$html = do_blocks( self::CONTENT );
		$this->assertStringContainsString( 'data-criteria="before-visits"', $html );
		$this->assertStringContainsString( 'data-threshold="5"', $html );
		$this->assertMatchesRegularExpression( '#<div[^>]*\shidden[\s>]#', $html );
		$this->assertStringContainsString( 'First visits only.</p>', $html );
	}

	public function test_the_view_script_is_enqueued_only_on_pages_with_the_block(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'cairn/repeat-visitor' );
		$this->assertNotNull( $block );
		$handle = $block->view_script_handles[0];

		$without = $this->create_post( '<!-- wp:paragraph --><p>For everyone.</p><!-- /wp:paragraph -->' );
		$with    = $this->create_post( self::CONTENT );

		wp_dequeue_script( $handle );
		$this->render_post( $without );
		$this->assertFalse( wp_script_is( $handle, 'enqueued' ), 'A page without the block loads no view script.' );

		$html = $this->render_post( $with );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ), 'A page with the block loads its view script.' );
		// The rendered block keeps what the view script reads, and the content.
		$this->assertMatchesRegularExpression( '#<div[^>]*\shidden[\s>]#', $html );
		$this->assertStringContainsString( 'data-criteria="before-visits"', $html );
		$this->assertStringContainsString( 'data-threshold="5"', $html );
		// WordPress 7.1 adds a class to the paragraph: match its text and end.
		$this->assertStringContainsString( 'First visits only.</p>', $html );
		wp_dequeue_script( $handle );
	}

	/**
	 * Creates a published post.
	 *
	 * @param string $content Post content.
	 * @return int Post ID.
	 */
	private function create_post( string $content ): int {
		$post_id = wp_insert_post(
			array(
				'post_title'   => 'Repeat visitor',
				'post_content' => $content,
				'post_status'  => 'publish',
			)
		);
		$this->assertIsInt( $post_id );
		return $post_id;
	}

	/**
	 * Renders a post's content as its page does, through `the_content`.
	 *
	 * @param int $post_id Post ID.
	 * @return string The rendered content.
	 */
	private function render_post( int $post_id ): string {
		global $post;
		$post = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's post, as on the page.
		setup_postdata( $post );
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$html = (string) apply_filters( 'the_content', $post->post_content );
		wp_reset_postdata();
		return $html;
	}
}
