<?php
/**
 * What the blocks of a post need in the editor, loaded with the editor.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Editor_Preload;
use Cairn\Editor_Data;

/**
 * Opening a post in the block editor has the browser fetch the editor code
 * of the Cairn blocks the post holds (inner ones too) with the page, and
 * tells the editor script which blocks those are; nothing for a post without
 * Cairn blocks or for a user who may not edit the post.
 */
final class Test_Editor_Preload extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		Editor_Preload::reset();
		set_current_screen( 'post' );
	}

	protected function tearDown(): void {
		Editor_Preload::reset();
		unset( $GLOBALS['post'], $GLOBALS['current_screen'] );
		parent::tearDown();
	}

	/**
	 * Makes a post the one being edited, as post.php does.
	 *
	 * @param string $content Its content.
	 * @return int Its id.
	 */
	private function edit_post_with( string $content ): int {
		$id              = (int) wp_insert_post(
			array(
				'post_title'   => 'Blocks',
				'post_status'  => 'draft',
				'post_author'  => get_current_user_id(),
				'post_content' => $content,
			)
		);
		$GLOBALS['post'] = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the post being edited.
		return $id;
	}

	public function test_the_built_list_names_each_blocks_editor_code(): void {
		$this->assertFileExists( \Cairn\PLUGIN_DIR . '/build/edit-chunks.php', 'Run npm run build.' );
		$files = Editor_Preload::files( array( 'cairn/markdown', 'cairn/video' ) );
		$this->assertNotEmpty( $files );
		$this->assertCount( count( array_unique( $files ) ), $files );
		foreach ( $files as $file ) {
			$this->assertFileExists( \Cairn\PLUGIN_DIR . '/build/' . $file );
		}
		$this->assertCount( 1, preg_grep( '~^chunks/src_markdown_edit_tsx\.[0-9a-f]{8}\.js$~', $files ) );
		$this->assertSame( array(), Editor_Preload::files( array( 'core/paragraph' ) ) );
	}

	public function test_the_blocks_of_the_edited_post_are_preloaded_inner_ones_too(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->edit_post_with(
			'<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->'
			. '<!-- wp:group --><div class="wp-block-group"><!-- wp:cairn/markdown {"source":"# Hi"} /--></div><!-- /wp:group -->'
			. '<!-- wp:cairn/star-rating /--><!-- wp:cairn/markdown {"source":"again"} /-->'
		);
		$this->assertSame( array( 'cairn/markdown', 'cairn/star-rating' ), Editor_Preload::post_blocks() );
		$this->assertSame( array( 'cairn/markdown', 'cairn/star-rating' ), Editor_Data::get()['postBlocks'] );

		ob_start();
		Editor_Preload::print_preload_links();
		$links = (string) ob_get_clean();
		foreach ( Editor_Preload::files( array( 'cairn/markdown', 'cairn/star-rating' ) ) as $file ) {
			$this->assertStringContainsString( '<link rel="preload" as="script" href="' . esc_url( plugins_url( 'build/' . $file, \Cairn\PLUGIN_FILE ) ) . '" />', $links );
		}
		$this->assertStringNotContainsString( 'video_edit', $links );
	}

	public function test_nothing_is_preloaded_for_a_post_without_cairn_blocks_or_a_user_who_may_not_edit_it(): void {
		$author = $this->create_user( 'author' );
		wp_set_current_user( $author );
		$this->edit_post_with( '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->' );
		$this->assertSame( array(), Editor_Preload::post_blocks() );
		ob_start();
		Editor_Preload::print_preload_links();
		$this->assertSame( '', ob_get_clean() );

		Editor_Preload::reset();
		$this->edit_post_with( '<!-- wp:cairn/markdown {"source":"# Hi"} /-->' );
		wp_set_current_user( $this->create_user( 'contributor' ) );
		$this->assertSame( array(), Editor_Preload::post_blocks() );
	}

	public function test_the_answers_the_posts_blocks_ask_for_at_once_come_with_the_editor(): void {
		$editor = $this->create_user( 'editor' );
		wp_set_current_user( $editor );
		$id = $this->edit_post_with(
			'<!-- wp:cairn/business-hours /-->'
			. '<!-- wp:group --><div class="wp-block-group"><!-- wp:cairn/video {"guid":"AbCd1234","id":12} /--></div><!-- /wp:group -->'
			. '<!-- wp:cairn/ad /--><!-- wp:cairn/related-posts /-->'
		);
		$this->assertSame(
			array(
				'/cairn/v1/business-hours/localized-week',
				'/cairn/v1/module/all',
				'/cairn/v1/videos/AbCd1234?post=' . $id,
			),
			Editor_Preload::paths( get_post( $id ) )
		);

		// Answered as the user, refusals and 404s too (the video is not on
		// this site): printed with the editor's data.
		$answers = (array) Editor_Data::get()['preload'];
		$this->assertSame( Editor_Preload::paths( get_post( $id ) ), array_keys( $answers ) );
		$this->assertSame( 200, $answers['/cairn/v1/business-hours/localized-week']['status'] );
		$this->assertArrayHasKey( 'days', (array) $answers['/cairn/v1/business-hours/localized-week']['body'] );
		$video = $answers[ '/cairn/v1/videos/AbCd1234?post=' . $id ];
		$this->assertSame( 404, $video['status'] );
		$this->assertSame( 'cairn_video_not_found', $video['body']['code'] );

		// Nothing for a post without Cairn blocks, or one the user may not edit.
		Editor_Preload::reset();
		$this->edit_post_with( '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->' );
		$this->assertSame( array(), Editor_Preload::answers() );
		$GLOBALS['post'] = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the post being edited.
		wp_set_current_user( $this->create_user( 'contributor' ) );
		$this->assertSame( array(), Editor_Preload::answers() );
	}
}
