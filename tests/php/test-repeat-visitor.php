<?php
/**
 * Repeat visitor: the server leaves the decision to the browser.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Repeat_Visitor;

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

	public function test_rendering_enqueues_the_view_script(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'cairn/repeat-visitor' );
		$this->assertNotNull( $block );
		$handle = $block->view_script_handles[0];
		wp_dequeue_script( $handle );
		do_blocks( self::CONTENT );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ) );
		wp_dequeue_script( $handle );
	}

	public function test_register_adds_no_cookie_or_render_hooks(): void {
		$before = array(
			has_filter( 'render_block' ),
			has_filter( 'render_block_cairn/repeat-visitor' ),
			has_action( 'send_headers' ),
			has_action( 'template_redirect' ),
		);
		Repeat_Visitor::register();
		$this->assertSame(
			$before,
			array(
				has_filter( 'render_block' ),
				has_filter( 'render_block_cairn/repeat-visitor' ),
				has_action( 'send_headers' ),
				has_action( 'template_redirect' ),
			)
		);
	}
}
