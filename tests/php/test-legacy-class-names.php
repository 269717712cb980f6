<?php
/**
 * The old class names three blocks keep for one release.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Legacy_Class_Names;

/**
 * Donations, the Payment Button and Video print WordPress's standard
 * `wp-block-cairn-<block>` classes, and for one release their old
 * `cairn-<block>` ones beside them, so a theme that styled the old names
 * keeps working.
 */
final class Test_Legacy_Class_Names extends Test_Case {

	/**
	 * The parsed block of a name.
	 *
	 * @param string $name The block's name.
	 * @return array<string,mixed>
	 */
	private function block( string $name ): array {
		return array(
			'blockName' => $name,
			'attrs'     => array(),
		);
	}

	public function test_each_standard_element_class_gets_its_old_one_beside_it(): void {
		$html = '<div class="wp-block-cairn-donations alignwide"><nav class="wp-block-cairn-donations__tabs"><a class="wp-block-cairn-donations__tab is-active" href="#a">Monthly</a></nav></div>';
		$this->assertSame(
			'<div class="wp-block-cairn-donations cairn-donations alignwide"><nav class="wp-block-cairn-donations__tabs cairn-donations__tabs"><a class="wp-block-cairn-donations__tab cairn-donations__tab is-active" href="#a">Monthly</a></nav></div>',
			Legacy_Class_Names::add( $html, $this->block( 'cairn/donations' ) )
		);
	}

	public function test_only_a_root_that_had_an_old_class_gets_it_back(): void {
		$this->assertSame(
			'<form class="wp-block-cairn-recurring-payments cairn-recurring-payments aligncenter" method="post"></form>',
			Legacy_Class_Names::add( '<form class="wp-block-cairn-recurring-payments aligncenter" method="post"></form>', $this->block( 'cairn/recurring-payments' ) )
		);
		$this->assertSame(
			'<figure class="wp-block-cairn-video is-missing"><p class="wp-block-cairn-video__missing cairn-video__missing">Gone</p></figure>',
			Legacy_Class_Names::add( '<figure class="wp-block-cairn-video is-missing"><p class="wp-block-cairn-video__missing">Gone</p></figure>', $this->block( 'cairn/video' ) ),
			'the video root never had a cairn-video class'
		);
	}

	public function test_other_blocks_classes_and_other_blocks_are_left_alone(): void {
		$inner = '<form class="wp-block-cairn-recurring-payments"><div class="wp-block-cairn-button"><button class="wp-block-cairn-button__link wp-block-cairn-donations__tab">Join</button></div></form>';
		$this->assertSame(
			'<form class="wp-block-cairn-recurring-payments cairn-recurring-payments"><div class="wp-block-cairn-button"><button class="wp-block-cairn-button__link wp-block-cairn-donations__tab">Join</button></div></form>',
			Legacy_Class_Names::add( $inner, $this->block( 'cairn/recurring-payments' ) )
		);
		$button = '<div class="wp-block-cairn-button wp-block-cairn-video__x"></div>';
		$this->assertSame( $button, Legacy_Class_Names::add( $button, $this->block( 'cairn/button' ) ) );
		$this->assertSame( '', Legacy_Class_Names::add( '', $this->block( 'cairn/donations' ) ) );
		$figure = '<figure class="wp-block-cairn-video__x"></figure>';
		$this->assertSame( $figure, Legacy_Class_Names::add( $figure, $this->block( 'other/video' ) ) );
	}

	public function test_a_rendered_video_carries_both_names(): void {
		$html = $this->render_saved_block(
			'cairn/video',
			array(
				'guid'  => 'ZzZzZz12',
				'title' => 'Gone',
			)
		);
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'wp-block-cairn-video' ) ) );
		$this->assertFalse( $tags->has_class( 'cairn-video' ) );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'wp-block-cairn-video__missing' ) ) );
		$this->assertTrue( $tags->has_class( 'cairn-video__missing' ) );
	}
}
