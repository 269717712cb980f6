<?php
/**
 * Calendly block: parsed and rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Calendly;
use Cairn\Settings;

/**
 * The server's parser agrees with the editor's on the same cases
 * (src/calendly/test/parser-cases.json), prints only a Calendly
 * embed URL, and renders the privacy notice only when the owner asks.
 */
final class Test_Calendly extends Test_Case {

	/**
	 * The shared cases.
	 *
	 * @return array{valid:array<int,array{input:string,expected:array<string,mixed>}>,invalid:string[]}
	 */
	private function cases(): array {
		$json = file_get_contents( __DIR__ . '/../../src/calendly/test/parser-cases.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $json );
		return json_decode( $json, true );
	}

	/**
	 * The real formats give the editor's results.
	 */
	public function test_reads_what_the_editor_reads(): void {
		foreach ( $this->cases()['valid'] as $case ) {
			$this->assertSame( $case['expected'], Calendly::parse( $case['input'] ), $case['input'] );
		}
	}

	/**
	 * Everything else is refused, as in the editor.
	 */
	public function test_refuses_what_the_editor_refuses(): void {
		foreach ( $this->cases()['invalid'] as $input ) {
			$this->assertNull( Calendly::parse( $input ), $input );
		}
		$this->assertNull( Calendly::parse( array( 'url' => 'x' ) ) );
		$this->assertNull( Calendly::parse( 'https://calendly.com/' . str_repeat( 'a', 5000 ) ) );
	}

	/**
	 * The fixture renders a link with the widget URL, and no script.
	 */
	public function test_renders_the_fixture(): void {
		$html = file_get_contents( __DIR__ . '/../../src/calendly/test/fixtures/cairn__calendly.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $html );
		$out = do_blocks( $html );
		$this->assertStringContainsString( 'data-url="https://calendly.com/acme/30min?hide_event_type_details=1&#038;background_color=ffffff&#038;primary_color=00A2FF&#038;text_color=4D5055"', $out );
		$this->assertStringContainsString( 'is-style-inline', $out );
		$this->assertStringNotContainsString( '<script', $out );
		$this->assertStringNotContainsString( 'cairn-embed-consent', $out );
	}

	/**
	 * Hand-edited values: a colour that is not six hex digits is left out,
	 * a URL that is not Calendly's renders nothing.
	 */
	public function test_refused_values(): void {
		$this->assertSame(
			'https://calendly.com/acme',
			Calendly::widget_url(
				array(
					'url'             => 'https://calendly.com/acme',
					'backgroundColor' => '"><script>',
				)
			)
		);
		$this->assertSame( '', $this->render_saved_block( 'cairn/calendly', array( 'url' => 'javascript:alert(1)' ) ) );
		$this->assertSame( '', $this->render_saved_block( 'cairn/calendly', array( 'url' => 'http://calendly.com/acme' ) ) );
	}

	/**
	 * With the privacy setting on, the notice names the service.
	 */
	public function test_privacy_notice_when_the_owner_asks(): void {
		update_option( Settings::SERVICES, Settings::sanitize_services( array( 'embeds_click_to_load' => '1' ) ) );
		$out = $this->render_saved_block( 'cairn/calendly', array( 'url' => 'https://calendly.com/acme' ) );
		$this->assertStringContainsString( 'This content is provided by Calendly.', $out );
	}

	public function test_the_link_style_renders_its_button_block_pointed_at_the_scheduling_page(): void {
		$html = do_blocks(
			'<!-- wp:cairn/calendly {"url":"https://calendly.com/acme","style":"link"} -->'
			. '<!-- wp:cairn/button {"text":"Book a call"} --><div class="wp-block-cairn-button"><a class="wp-block-cairn-button__link">Book a call</a></div><!-- /wp:cairn/button -->'
			. '<!-- /wp:cairn/calendly -->'
		);
		$this->assertMatchesRegularExpression( '#<a href="https://calendly\.com/acme\?[^"]*" rel="noopener noreferrer" target="_blank" class="wp-block-cairn-button__link">Book a call</a>#', $html );
		$this->assertStringNotContainsString( 'Schedule time with me', $html );

		$fallback = $this->render_saved_block(
			'cairn/calendly',
			array(
				'url'   => 'https://calendly.com/acme',
				'style' => 'link',
			)
		);
		$this->assertStringContainsString( '>Schedule time with me</a>', $fallback );
	}

	/**
	 * Calendly has no short links: the editor takes its addresses as they
	 * are, so the site's redirect resolver never reaches Calendly.
	 */
	public function test_calendly_is_not_on_the_resolve_allowlist(): void {
		$this->assertNotContains( 'calendly.com', \Cairn\Http\Redirect_Resolver::hosts() );
		$this->assertNotContains( 'www.calendly.com', \Cairn\Http\Redirect_Resolver::hosts() );
	}

	/**
	 * The width setting is the block's width in percent, except for a block
	 * floated left or right; a hand-edited value is clamped.
	 */
	public function test_the_width_setting_sizes_the_block(): void {
		$url = 'https://calendly.com/acme';
		$this->assertStringContainsString(
			'style="width:50%"',
			$this->render_saved_block(
				'cairn/calendly',
				array(
					'url'   => $url,
					'width' => 50,
				)
			)
		);
		$this->assertStringContainsString(
			'style="width:100%"',
			$this->render_saved_block(
				'cairn/calendly',
				array(
					'url'   => $url,
					'width' => 250,
				)
			)
		);
		$this->assertStringNotContainsString( 'width:', $this->render_saved_block( 'cairn/calendly', array( 'url' => $url ) ) );
		$this->assertStringNotContainsString(
			'width:',
			$this->render_saved_block(
				'cairn/calendly',
				array(
					'url'   => $url,
					'width' => 50,
					'align' => 'right',
				)
			)
		);
	}
}
