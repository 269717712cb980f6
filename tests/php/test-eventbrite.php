<?php
/**
 * Eventbrite block: parsed and rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Eventbrite;
use Cairn\Http\Redirect_Resolver;
use Cairn\Settings;

/**
 * The server's parser agrees with the editor's on the same cases
 * (src/eventbrite/test/parser-cases.json), prints only an event URL and id,
 * adds Eventbrite's domains to the resolve-redirect allowlist, and renders
 * the privacy notice only when the owner asks.
 */
final class Test_Eventbrite extends Test_Case {

	/**
	 * The shared cases.
	 *
	 * @return array{valid:array<int,array{input:string,expected:array<string,mixed>}>,invalid:string[]}
	 */
	private function cases(): array {
		$json = file_get_contents( __DIR__ . '/../../src/eventbrite/test/parser-cases.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $json );
		return json_decode( $json, true );
	}

	/**
	 * The real formats give the editor's results.
	 */
	public function test_reads_what_the_editor_reads(): void {
		foreach ( $this->cases()['valid'] as $case ) {
			$this->assertSame( $case['expected'], Eventbrite::parse( $case['input'] ), $case['input'] );
		}
	}

	/**
	 * Everything else is refused, as in the editor.
	 */
	public function test_refuses_what_the_editor_refuses(): void {
		foreach ( $this->cases()['invalid'] as $input ) {
			$this->assertNull( Eventbrite::parse( $input ), $input );
		}
		$this->assertNull( Eventbrite::parse( 42 ) );
	}

	/**
	 * The resolve-redirect helper may reach Eventbrite and organizers' sites.
	 */
	public function test_eventbrite_is_on_the_resolve_allowlist(): void {
		$hosts = Redirect_Resolver::hosts();
		$this->assertContains( 'eventbrite.com', $hosts );
		$this->assertContains( '.eventbrite.com', $hosts );
		$this->assertContains( '.eventbrite.co.uk', $hosts );
	}

	/**
	 * The fixture renders the saved button, its text and colours the
	 * author's, as the link to the event (its query kept) that opens the
	 * modal, with the id for the widget and no script.
	 */
	public function test_renders_the_fixture(): void {
		$out = do_blocks( self::fixture( 'cairn__eventbrite' ) );
		$this->assertStringContainsString( 'data-event-id="123456789012"', $out );
		$this->assertStringContainsString( 'is-style-modal', $out );
		$this->assertStringContainsString( '<div style="border-radius:4px" class="wp-block-cairn-button has-vivid-purple-background-color has-background"><a ', $out );
		$link = new \WP_HTML_Tag_Processor( $out );
		$this->assertTrue( $link->next_tag( array( 'class_name' => 'wp-block-cairn-button__link' ) ) );
		$this->assertSame( 'A', $link->get_tag() );
		$this->assertSame( 'https://www.eventbrite.com/e/summer-jazz-night-tickets-123456789012?aff=blog', $link->get_attribute( 'href' ) );
		$this->assertMatchesRegularExpression( '/^cairn-eventbrite-\d+$/', (string) $link->get_attribute( 'id' ) );
		$this->assertSame( '_blank', $link->get_attribute( 'target' ) );
		$this->assertStringContainsString( '>Get your seat</a></div>', $out );
		$this->assertStringNotContainsString( 'Buy Tickets', $out );
		$this->assertStringNotContainsString( '<script', $out );
		$this->assertStringNotContainsString( 'cairn-embed-consent', $out );
	}

	/**
	 * A block saved before it had a Button block shows 'Buy Tickets'.
	 */
	public function test_a_block_without_a_button_shows_buy_tickets(): void {
		$out = do_blocks( self::fixture( 'cairn__eventbrite__deprecated-v1' ) );
		$this->assertMatchesRegularExpression( '#<a id="cairn-eventbrite-\d+" class="wp-block-button__link wp-element-button" href="https://www.eventbrite.com/e/summer-jazz-night-tickets-123456789012" target="_blank" rel="noopener noreferrer">Buy Tickets</a>#', $out );
	}

	/**
	 * The in-page style gives the widget its place and, for visitors
	 * without JavaScript, a link to the event with its query.
	 */
	public function test_inline_style_has_the_checkout_place_and_a_link(): void {
		$out = $this->render_saved_block(
			'cairn/eventbrite',
			array(
				'url'     => 'https://www.eventbrite.com.au/e/night-market-tickets-144144099883?aff=ebdssbcitybrowse',
				'eventId' => '144144099883',
				'style'   => 'inline',
			)
		);
		$this->assertStringContainsString( 'is-style-inline', $out );
		$this->assertStringContainsString( 'data-event-id="144144099883"', $out );
		$this->assertMatchesRegularExpression( '#<div id="cairn-eventbrite-\d+" class="wp-block-cairn-eventbrite__checkout"></div>#', $out );
		$this->assertStringContainsString( '<a class="wp-block-cairn-eventbrite__link" href="https://www.eventbrite.com.au/e/night-market-tickets-144144099883?aff=ebdssbcitybrowse" target="_blank" rel="noopener noreferrer">Register on Eventbrite</a>', $out );
	}

	/**
	 * A block fixture's markup.
	 *
	 * @param string $name The fixture.
	 */
	private static function fixture( string $name ): string {
		$html = file_get_contents( __DIR__ . '/../../src/eventbrite/test/fixtures/' . $name . '.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		return is_string( $html ) ? $html : '';
	}

	/**
	 * The link style is a plain link; hand-edited values render nothing.
	 */
	public function test_link_style_and_refused_values(): void {
		$out = $this->render_saved_block(
			'cairn/eventbrite',
			array(
				'url'   => 'https://www.eventbrite.com/e/gala-1',
				'style' => 'link',
			)
		);
		$this->assertStringContainsString( 'is-style-link', $out );
		$this->assertStringNotContainsString( 'data-event-id', $out );
		$this->assertSame( '', $this->render_saved_block( 'cairn/eventbrite', array( 'url' => 'javascript:alert(1)' ) ) );
		$this->assertSame( '', $this->render_saved_block( 'cairn/eventbrite', array( 'url' => 'https://myorg.eventbrite.com/' ) ) );
		$this->assertSame( '', $this->render_saved_block( 'cairn/eventbrite', array( 'url' => 'https://evil.test/e/x-1' ) ) );
	}

	/**
	 * With the privacy setting on, the notice names the service.
	 */
	public function test_privacy_notice_when_the_owner_asks(): void {
		update_option( Settings::SERVICES, Settings::sanitize_services( array( 'embeds_click_to_load' => '1' ) ) );
		$out = $this->render_saved_block( 'cairn/eventbrite', array( 'url' => 'https://www.eventbrite.com/e/gala-1' ) );
		$this->assertStringContainsString( 'This content is provided by Eventbrite.', $out );
	}
}
