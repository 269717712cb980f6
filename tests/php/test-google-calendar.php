<?php
/**
 * Google Calendar block: parsed and rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Google_Calendar;
use Cairn\Settings;

/**
 * The server's parser agrees with the editor's on the same cases
 * (src/google-calendar/test/parser-cases.json), prints only a calendar
 * embed URL, and renders the privacy notice only when the owner asks.
 */
final class Test_Google_Calendar extends Test_Case {

	/**
	 * The shared cases.
	 *
	 * @return array{valid:array<int,array{input:string,expected:array<string,mixed>}>,invalid:string[]}
	 */
	private function cases(): array {
		$json = file_get_contents( __DIR__ . '/../../src/google-calendar/test/parser-cases.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $json );
		return json_decode( $json, true );
	}

	/**
	 * The real formats give the editor's results.
	 */
	public function test_reads_what_the_editor_reads(): void {
		foreach ( $this->cases()['valid'] as $case ) {
			$this->assertSame( $case['expected'], Google_Calendar::parse( $case['input'] ), $case['input'] );
		}
	}

	/**
	 * Everything else is refused, as in the editor.
	 */
	public function test_refuses_what_the_editor_refuses(): void {
		foreach ( $this->cases()['invalid'] as $input ) {
			$this->assertNull( Google_Calendar::parse( $input ), $input );
		}
		$this->assertNull( Google_Calendar::parse( array( 'url' => 'x' ) ) );
		$this->assertNull( Google_Calendar::parse( 'https://calendar.google.com/calendar/embed?src=' . str_repeat( 'a', 5000 ) ) );
	}

	/**
	 * The fixture renders a placeholder with the URL, the height and a link,
	 * and no iframe (the view script makes it near the viewport).
	 */
	public function test_renders_the_fixture(): void {
		$html = file_get_contents( __DIR__ . '/../../src/google-calendar/test/fixtures/cairn__google-calendar.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $html );
		$out = do_blocks( $html );
		$this->assertStringContainsString( 'data-src="https://calendar.google.com/calendar/embed?src=en.usa%23holiday%40group.v.calendar.google.com&#038;ctz=Europe%2FParis"', $out );
		$this->assertStringContainsString( '--cairn-calendar-height:500px', $out );
		$this->assertStringNotContainsString( '<iframe', $out );
		$this->assertStringNotContainsString( 'cairn-embed-consent', $out );
	}

	/**
	 * A hand-edited URL that is not a calendar's renders nothing.
	 */
	public function test_renders_nothing_for_other_urls(): void {
		$this->assertSame( '', $this->render_saved_block( 'cairn/google-calendar', array( 'url' => 'javascript:alert(1)' ) ) );
		$this->assertSame( '', $this->render_saved_block( 'cairn/google-calendar', array( 'url' => '"><script>alert(1)</script>' ) ) );
		$this->assertSame( '', $this->render_saved_block( 'cairn/google-calendar', array( 'url' => 'https://evil.test/calendar/embed?src=a%40b.c' ) ) );
	}

	/**
	 * With the privacy setting on, the notice names the service.
	 */
	public function test_privacy_notice_when_the_owner_asks(): void {
		update_option( Settings::SERVICES, Settings::sanitize_services( array( 'embeds_click_to_load' => '1' ) ) );
		$out = do_blocks( '<!-- wp:cairn/google-calendar {"url":"https://calendar.google.com/calendar/embed?src=a%40b.c"} /-->' );
		$this->assertStringContainsString( 'class="cairn-embed-consent"', $out );
		$this->assertStringContainsString( 'This content is provided by Google Calendar.', $out );
		$this->assertStringContainsString( '--cairn-calendar-height:600px', $out );
	}
}
