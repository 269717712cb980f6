<?php
/**
 * AI assistant block: what visitors see of an answer nobody accepted.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\AI_Assistant;

/**
 * An assistant left in a published post never empties its place: the block
 * it took the place of while nothing was asked, else its text, escaped.
 */
final class Test_AI_Assistant_Render extends Test_Case {

	/**
	 * A post's content holding one assistant block.
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 */
	private function render_assistant( array $attributes ): string {
		return do_blocks(
			serialize_block(
				array(
					'blockName'    => AI_Assistant::BLOCK_NAME,
					'attrs'        => $attributes,
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);
	}

	public function test_the_block_renders_on_the_server(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( AI_Assistant::BLOCK_NAME );
		$this->assertNotNull( $block, 'Run npm run build: the block is registered from build/.' );
		$this->assertTrue( $block->is_dynamic() );
	}

	public function test_an_unaccepted_answer_keeps_its_text_visible(): void {
		$html = $this->render_assistant(
			array(
				'content'  => "## Owls\n\nOwls hunt at night.\n\n- Barn owl\n- Snowy owl\n\n1. First\n2. Second",
				'messages' => array(
					array(
						'role'    => 'assistant',
						'content' => 'x',
					),
				),
			)
		);
		$this->assertStringContainsString( 'class="wp-block-cairn-ai-assistant"', $html );
		$this->assertStringContainsString( '<h2>Owls</h2>', $html );
		$this->assertStringContainsString( '<p>Owls hunt at night.</p>', $html );
		$this->assertStringContainsString( '<ul><li>Barn owl</li><li>Snowy owl</li></ul>', $html );
		$this->assertStringContainsString( '<ol><li>First</li><li>Second</li></ol>', $html );
	}

	public function test_the_text_is_text_never_markup(): void {
		$html = $this->render_assistant( array( 'content' => '<script>alert(1)</script> <img src=x onerror=alert(1)>' ) );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringContainsString( '&lt;script&gt;', $html );
	}

	public function test_while_nothing_was_asked_the_block_it_took_the_place_of_shows_as_it_was(): void {
		$original = '<!-- wp:paragraph {"dropCap":true} --><p class="has-drop-cap">Owls <strong>hunt</strong> at <a href="https://example.com/">night</a>.</p><!-- /wp:paragraph -->';
		$html     = $this->render_assistant(
			array(
				'content'            => 'Owls hunt at night.',
				'originalContent'    => 'Owls hunt at night.',
				'preTransformAction' => 'askAssistant',
				'originalBlocks'     => $original,
			)
		);
		$this->assertMatchesRegularExpression( '#<p class="has-drop-cap[^"]*">Owls <strong>hunt</strong> at <a href="https://example.com/">night</a>.</p>#', $html );
		$this->assertStringNotContainsString( 'wp-block-cairn-ai-assistant', $html );
	}

	public function test_once_asked_the_answer_shows_instead(): void {
		$html = $this->render_assistant(
			array(
				'content'        => 'Owls party at night.',
				'originalBlocks' => '<!-- wp:paragraph --><p>Owls hunt.</p><!-- /wp:paragraph -->',
				'messages'       => array(
					array(
						'role'    => 'assistant',
						'content' => 'Owls party at night.',
					),
				),
			)
		);
		$this->assertStringContainsString( '<p>Owls party at night.</p>', $html );
		$this->assertStringNotContainsString( 'Owls hunt.', $html );
	}

	public function test_assistants_nested_in_kept_blocks_render_no_further(): void {
		$inner = serialize_block(
			array(
				'blockName'    => AI_Assistant::BLOCK_NAME,
				'attrs'        => array( 'originalBlocks' => '<!-- wp:paragraph --><p>Deep</p><!-- /wp:paragraph -->' ),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$html  = $this->render_assistant( array( 'originalBlocks' => $inner . '<!-- wp:paragraph --><p>Top</p><!-- /wp:paragraph -->' ) );
		$this->assertMatchesRegularExpression( '#<p[^>]*>Top</p>#', $html );
		$this->assertStringNotContainsString( 'Deep', $html );
	}
}
