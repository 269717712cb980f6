<?php
/**
 * OpenTable block: rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\OpenTable;
use Cairn\Settings;

/**
 * The render checks every stored
 * value again and prints only OpenTable's widget loader address built from
 * them, and the privacy notice only when the owner asks.
 */
final class Test_OpenTable extends Test_Case {

	/**
	 * An unknown language falls back to en-US.
	 */
	public function test_languages(): void {
		$this->assertSame( 'en-US', OpenTable::language( 'en-GB' ) );
		$this->assertSame( 'it-IT', OpenTable::language( 'it-IT' ) );
	}

	/**
	 * The fixture renders the loader address in the block, links for
	 * visitors without JavaScript, and no script.
	 */
	public function test_renders_the_fixture(): void {
		$html = file_get_contents( __DIR__ . '/../../src/opentable/test/fixtures/cairn__opentable.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $html );
		$out = do_blocks( $html );
		$this->assertStringContainsString( 'data-src="https://www.opentable.com/widget/reservation/loader?rid=412810&#038;type=standard&#038;theme=wide&#038;iframe=true&#038;domain=com&#038;lang=fr-CA&#038;newtab=true"', $out );
		$this->assertSame( 1, preg_match( '/<div class="([^"]*)" data-src=/', $out, $match ) );
		$classes = explode( ' ', $match[1] );
		sort( $classes );
		$this->assertSame( array( 'alignwide', 'is-style-wide', 'wp-block-cairn-opentable' ), $classes );
		$this->assertStringContainsString( '<a href="https://www.opentable.com/restref/client/?rid=412810&#038;restref=412810&#038;lang=fr-CA" target="_blank" rel="noopener noreferrer">Make a reservation</a>', $out );
		$this->assertStringNotContainsString( '<script', $out );
		$this->assertStringNotContainsString( 'cairn-embed-consent', $out );
	}

	/**
	 * The older saved format (style only as an attribute, links saved)
	 * renders from its attributes.
	 */
	public function test_renders_the_older_saved_format(): void {
		$html = file_get_contents( __DIR__ . '/../../src/opentable/test/fixtures/cairn__opentable__deprecated-v1.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $html );
		$out = do_blocks( $html );
		$this->assertStringContainsString( 'loader?rid=412810&#038;rid=1&#038;type=multi&#038;theme=tall&#038;iframe=true&#038;domain=couk&#038;lang=en-US&#038;newtab=false"', $out );
		$this->assertStringContainsString( 'is-multi', $out );
		$this->assertStringContainsString( 'https://www.opentable.co.uk/restref/client/?rid=1&#038;restref=1&#038;lang=en-US', $out );
		$this->assertStringContainsString( 'Make a reservation at restaurant #412810', $out );
		// The saved links are not printed: the render makes its own.
		$this->assertStringNotContainsString( '?rid=412810</a>', $out );
	}

	/**
	 * The button: type button for one restaurant, the margin class only
	 * with it; several restaurants never get the button.
	 */
	public function test_button_style(): void {
		$one = $this->render_saved_block(
			'cairn/opentable',
			array(
				'rid'            => array( '5' ),
				'className'      => 'is-style-button',
				'style'          => 'button',
				'negativeMargin' => true,
				'iframe'         => false,
			)
		);
		$this->assertStringContainsString( 'loader?rid=5&#038;type=button&#038;theme=standard&#038;iframe=false&#038;', $one );
		$this->assertStringContainsString( 'has-no-margin', $one );

		$several = $this->render_saved_block(
			'cairn/opentable',
			array(
				'rid'            => array( '5', '6' ),
				'className'      => 'is-style-button',
				'negativeMargin' => true,
			)
		);
		$this->assertStringContainsString( 'loader?rid=5&#038;rid=6&#038;type=multi&#038;theme=standard&#038;', $several );
		$this->assertStringNotContainsString( 'has-no-margin', $several );
		$this->assertStringContainsString( 'is-style-standard', $several );
		$this->assertStringNotContainsString( 'is-style-button', $several );

		$margin = $this->render_saved_block(
			'cairn/opentable',
			array(
				'rid'            => array( '5' ),
				'negativeMargin' => true,
			)
		);
		$this->assertStringNotContainsString( 'has-no-margin', $margin );
	}

	/**
	 * Hand-edited values: an ID that is not digits renders nothing, other
	 * values fall back to their defaults.
	 */
	public function test_refused_values(): void {
		$this->assertSame( '', $this->render_saved_block( 'cairn/opentable', array() ) );
		$this->assertSame( '', $this->render_saved_block( 'cairn/opentable', array( 'rid' => array( '1', '"><script>alert(1)</script>' ) ) ) );
		$this->assertSame( '', $this->render_saved_block( 'cairn/opentable', array( 'rid' => array( '0' ) ) ) );
		$this->assertSame( '', $this->render_saved_block( 'cairn/opentable', array( 'rid' => '1' ) ) );
		$out = $this->render_saved_block(
			'cairn/opentable',
			array(
				'rid'    => array( '0012' ),
				'domain' => 'evil.test',
				'lang'   => 'xx"><script>',
				'style'  => 'x" onload="alert(1)',
			)
		);
		$this->assertStringContainsString( 'loader?rid=12&#038;type=standard&#038;theme=standard&#038;iframe=true&#038;domain=com&#038;lang=en-US&#038;newtab=false"', $out );
		$this->assertStringNotContainsString( 'evil', $out );
		$this->assertStringNotContainsString( '<script', $out );
		$this->assertStringNotContainsString( 'onload', $out );
	}

	/**
	 * With the privacy setting on, the notice names the service.
	 */
	public function test_privacy_notice_when_the_owner_asks(): void {
		update_option( Settings::SERVICES, Settings::sanitize_services( array( 'embeds_click_to_load' => '1' ) ) );
		$out = $this->render_saved_block( 'cairn/opentable', array( 'rid' => array( '412810' ) ) );
		$this->assertStringContainsString( 'This content is provided by OpenTable.', $out );
		$this->assertStringContainsString( 'Load OpenTable content', $out );
	}
}
