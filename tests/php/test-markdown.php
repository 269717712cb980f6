<?php
/**
 * Markdown block: what visitors get.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Markdown;

/**
 * The Markdown block's saved HTML goes through wp_kses_post() on render, so
 * hand-edited content cannot put a script, an event handler or a
 * `javascript:` URL in front of a visitor, while the Markdown's own HTML is
 * kept.
 */
final class Test_Markdown extends Test_Case {

	/**
	 * Renders a Markdown block with the given inner HTML as the front end does.
	 *
	 * @param string $inner_html The HTML inside the block's wrapper.
	 * @return string The rendered HTML.
	 */
	private function render_markdown( string $inner_html ): string {
		return do_blocks(
			'<!-- wp:cairn/markdown {"source":"# Title"} -->' . "\n"
			. '<div class="wp-block-cairn-markdown">' . $inner_html . '</div>' . "\n"
			. '<!-- /wp:cairn/markdown -->'
		);
	}

	public function test_the_block_renders_through_its_render_file(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( Markdown::BLOCK_NAME );
		$this->assertNotNull( $block, 'Run npm run build: the block is registered from build/.' );
		$this->assertTrue( $block->is_dynamic() );
	}

	public function test_markdown_html_is_kept(): void {
		$html = '<h2>Opening hours</h2>' . "\n"
			. '<p>We are open <em>every day</em> from <strong>9am</strong>.</p>' . "\n"
			. '<ul>' . "\n" . '<li><a href="https://example.org/coffee">Coffee</a></li>' . "\n" . '</ul>' . "\n"
			. '<pre><code class="language-js">const a = 1;' . "\n" . '</code></pre>';

		$rendered = $this->render_markdown( $html );

		$this->assertStringContainsString( '<div class="wp-block-cairn-markdown">', $rendered );
		$this->assertStringContainsString( $html, $rendered );
	}

	public function test_script_elements_are_removed(): void {
		$rendered = $this->render_markdown( '<h2>Hi</h2><script>alert(1)</script><p>after</p>' );

		$this->assertStringNotContainsStringIgnoringCase( '<script', $rendered );
		$this->assertStringContainsString( '<h2>Hi</h2>', $rendered );
		$this->assertStringContainsString( '<p>after</p>', $rendered );
	}

	public function test_event_handler_attributes_are_removed(): void {
		$rendered = $this->render_markdown(
			'<img src="https://example.org/x.png" alt="x" onerror="alert(1)"><a href="https://example.org/" onclick="alert(2)" onmouseover="alert(3)">link</a>'
		);

		$this->assertDoesNotMatchRegularExpression( '/\son\w+\s*=/i', $rendered );
		$this->assertStringContainsString( 'src="https://example.org/x.png"', $rendered );
		$this->assertStringContainsString( '>link</a>', $rendered );
	}

	public function test_javascript_urls_are_removed(): void {
		$rendered = $this->render_markdown(
			'<a href="javascript:alert(1)">one</a><a href=" JaVaScRiPt:alert(2)">two</a><a href="jav&#x09;ascript:alert(3)">three</a>'
		);

		$this->assertStringNotContainsStringIgnoringCase( 'javascript:', $rendered );
		$this->assertStringContainsString( '>one</a>', $rendered );
	}

	public function test_other_blocks_are_left_alone(): void {
		$rendered = do_blocks( '<!-- wp:html --><script>window.kept = 1;</script><!-- /wp:html -->' );

		$this->assertStringContainsString( '<script>window.kept = 1;</script>', $rendered );
	}
}
