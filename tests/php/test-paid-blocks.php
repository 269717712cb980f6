<?php
/**
 * Tests for blocks that need a plan: none by default; the
 * `cairn_block_needs_plan` filter decides which show the upgrade banner.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Editor_Data;
use Cairn\Paid_Blocks;

/**
 * Paid blocks.
 */
final class Test_Paid_Blocks extends Test_Case {

	/** A saved button with its markup. */
	private const BUTTON = '<!-- wp:cairn/button {"text":"Go"} --><div class="wp-block-cairn-button"><a class="wp-block-cairn-button__link">Go</a></div><!-- /wp:cairn/button -->';

	/**
	 * Says the button needs a plan.
	 *
	 * @param bool   $needs Whether it needs one.
	 * @param string $name  Block name.
	 */
	public function button_needs_plan( $needs, $name ): bool {
		return 'cairn/button' === $name ? true : (bool) $needs;
	}

	protected function tearDown(): void {
		remove_filter( 'cairn_block_needs_plan', array( $this, 'button_needs_plan' ) );
		parent::tearDown();
	}

	public function test_by_default_no_block_needs_a_plan(): void {
		foreach ( \Cairn\Block_Registry::registered() as $name ) {
			$this->assertFalse( Paid_Blocks::needs_plan( $name ), $name );
			$type = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
			$this->assertArrayNotHasKey( Paid_Blocks::ATTRIBUTE, (array) $type->attributes, $name );
		}
		$this->assertSame( array(), Paid_Blocks::names() );
		$this->assertSame( array(), Editor_Data::get()['paidBlocks'] );
		wp_set_current_user( 0 );
		$this->assertStringContainsString( '>Go</a>', do_blocks( self::BUTTON ) );
	}

	public function test_the_filter_decides_which_blocks_need_a_plan(): void {
		add_filter( 'cairn_block_needs_plan', array( $this, 'button_needs_plan' ), 10, 2 );
		$this->assertTrue( Paid_Blocks::needs_plan( 'cairn/button' ) );
		$this->assertFalse( Paid_Blocks::needs_plan( 'cairn/donations' ) );
		$this->assertFalse( Paid_Blocks::needs_plan( 'core/paragraph' ), 'only Cairn blocks' );
		$this->assertSame( array( 'cairn/button' ), Paid_Blocks::names() );
		$this->assertSame( array( 'cairn/button' ), Editor_Data::get()['paidBlocks'] );
	}

	public function test_a_paid_block_gets_the_frontend_banner_attribute_default_true(): void {
		add_filter( 'cairn_block_needs_plan', array( $this, 'button_needs_plan' ), 10, 2 );
		$args = Paid_Blocks::add_attribute( array( 'attributes' => array( 'text' => array( 'type' => 'string' ) ) ), 'cairn/button' );
		$this->assertSame(
			array(
				'type'    => 'boolean',
				'default' => true,
			),
			$args['attributes'][ Paid_Blocks::ATTRIBUTE ]
		);
		$this->assertArrayHasKey( 'text', $args['attributes'] );
		$this->assertSame( array( 'attributes' => array() ), Paid_Blocks::add_attribute( array( 'attributes' => array() ), 'cairn/donations' ) );
	}

	public function test_a_paid_block_is_hidden_from_visitors_and_shown_to_administrators_with_the_banner(): void {
		add_filter( 'cairn_block_needs_plan', array( $this, 'button_needs_plan' ), 10, 2 );
		wp_set_current_user( 0 );
		$this->assertSame( '', trim( do_blocks( self::BUTTON ) ) );
		$this->act_as( 'editor' );
		$this->assertSame( '', trim( do_blocks( self::BUTTON ) ), 'only those who may upgrade see it' );
		$this->act_as( 'administrator' );
		$html = do_blocks( self::BUTTON );
		$this->assertStringContainsString( 'Upgrade to use this block on your site.', $html );
		$this->assertStringContainsString( 'Learn more about the block and fees', $html );
		$this->assertStringContainsString( '>Go</a>', $html );
		$nested = str_replace( '{"text":"Go"}', '{"text":"Go","' . Paid_Blocks::ATTRIBUTE . '":false}', self::BUTTON );
		$html   = do_blocks( $nested );
		$this->assertStringNotContainsString( 'Upgrade to use this block', $html, 'a parent shows the banner' );
		$this->assertStringContainsString( '>Go</a>', $html );
	}
}
