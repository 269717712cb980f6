<?php
/**
 * The seekbar colours of the video block, on the visitor's page.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Video;

require_once __DIR__ . '/trait-creates-test-video.php';

/**
 * A block whose seekbar colours are its own gives the visitor a seekbar in
 * those colours; 'Dynamic color' keeps the browser's own player.
 */
final class Test_Video_Seekbar extends Test_Case {

	use Creates_Test_Video;

	/**
	 * The block's attributes with its own seekbar colours.
	 *
	 * @param array<string,mixed> $extra More attributes.
	 * @return array<string,mixed>
	 */
	private function colored( array $extra = array() ): array {
		return array_merge(
			array(
				'guid'                => $this->video['guid'],
				'id'                  => $this->video['id'],
				'useAverageColor'     => false,
				'seekbarColor'        => '#112233',
				'seekbarLoadingColor' => '#00ff00',
				'seekbarPlayedColor'  => '#FF0000',
			),
			$extra
		);
	}

	public function test_chosen_colours_reach_the_visitor_as_css_properties_with_a_seekbar(): void {
		wp_set_current_user( 0 );
		$html = $this->render_saved_block( 'cairn/video', $this->colored() );
		$this->assertStringContainsString( '--cairn-seekbar-color:#112233;--cairn-seekbar-loading-color:#00ff00;--cairn-seekbar-played-color:#FF0000', $html );
		$this->assertStringContainsString( 'has-seekbar-colors', $html );
		$this->assertStringContainsString( '<input type="range" class="wp-block-cairn-video__seekbar cairn-video__seekbar"', $html );
		$this->assertStringContainsString( 'aria-label="Seek"', $html );
		// The seekbar works through the block's view script, queued for it.
		$this->assertTrue( wp_script_is( generate_block_asset_handle( 'cairn/video', 'viewScript' ), 'enqueued' ) );
	}

	public function test_dynamic_color_keeps_the_browsers_own_player(): void {
		$html = $this->render_saved_block( 'cairn/video', $this->colored( array( 'useAverageColor' => true ) ) );
		$this->assertStringNotContainsString( '--cairn-seekbar', $html );
		$this->assertStringNotContainsString( 'cairn-video__seekbar', $html );
		// The default of the attribute is dynamic.
		$plain = $this->render_saved_block(
			'cairn/video',
			array(
				'guid'         => $this->video['guid'],
				'seekbarColor' => '#112233',
			)
		);
		$this->assertStringNotContainsString( 'cairn-video__seekbar', $plain );
	}

	public function test_a_player_without_controls_gets_no_seekbar(): void {
		$html = $this->render_saved_block( 'cairn/video', $this->colored( array( 'controls' => false ) ) );
		$this->assertStringNotContainsString( 'cairn-video__seekbar', $html );
	}

	public function test_only_hex_colours_reach_the_style_attribute(): void {
		$css = Video::seekbar_colors(
			array(
				'useAverageColor'     => false,
				'seekbarColor'        => 'red;background:url(x)',
				'seekbarLoadingColor' => '#abc',
				'seekbarPlayedColor'  => array( '#fff' ),
			)
		);
		$this->assertSame( '--cairn-seekbar-loading-color:#abc;', $css );
		$this->assertSame( '', Video::seekbar_colors( array( 'useAverageColor' => false ) ) );
	}
}
