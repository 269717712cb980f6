<?php
/**
 * The Ad block's slot and ads.txt.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Ad;
use Cairn\Modules;
use Cairn\Settings;

/**
 * `Cairn\Blocks\Ad`.
 */
final class Test_Ad extends Test_Case {

	/** A publisher id as the owner may paste it. */
	private const PUBLISHER = 'ca-pub-1234567890123456';

	/**
	 * Forgets the network's script between tests.
	 */
	protected function tearDown(): void {
		wp_dequeue_script( 'cairn-adsense' );
		wp_deregister_script( 'cairn-adsense' );
		parent::tearDown();
	}

	/** The default ad unit. */
	private const SLOT = '9876543210';

	/**
	 * Switches ads on with a publisher id and a default ad unit.
	 *
	 * @param string              $publisher What the owner entered.
	 * @param array<string,mixed> $more      Other ad settings.
	 */
	private function serve_ads( string $publisher = self::PUBLISHER, array $more = array( 'ads_slot_id' => self::SLOT ) ): void {
		update_option( Settings::SERVICES, Settings::sanitize_services( array( 'ads_publisher_id' => $publisher ) + $more ) );
		Modules::set_active( Ad::MODULE, true );
	}

	/**
	 * The block rendered from its saved comment.
	 *
	 * @param array<string,mixed> $attributes Attributes.
	 */
	private function render_block( array $attributes = array() ): string {
		return do_blocks( '<!-- wp:cairn/ad ' . wp_json_encode( (object) $attributes ) . ' /-->' );
	}

	public function test_each_format_reserves_its_exact_size(): void {
		$this->serve_ads();
		foreach ( array(
			'mrec'               => array( 300, 250 ),
			'leaderboard'        => array( 728, 90 ),
			'mobile_leaderboard' => array( 320, 50 ),
			'wideskyscraper'     => array( 160, 600 ),
		) as $format => $size ) {
			$html = $this->render_block( array( 'format' => $format ) );
			$this->assertStringContainsString( sprintf( '--cairn-ad-width:%dpx;--cairn-ad-height:%dpx', $size[0], $size[1] ), $html, $format );
			$this->assertStringContainsString( sprintf( 'style="display:block;width:%dpx;height:%dpx"', $size[0], $size[1] ), $html, $format );
			$this->assertStringContainsString( 'data-ad-client="ca-pub-1234567890123456" data-ad-slot="9876543210"', $html );
		}
	}

	public function test_a_block_chooses_its_ad_unit_or_takes_the_default(): void {
		$this->serve_ads();
		$this->assertStringContainsString( 'data-ad-slot="1122334455"', $this->render_block( array( 'slot' => '1122334455' ) ) );
		// A slot that is no ad unit id falls back to the default.
		$this->assertStringContainsString( 'data-ad-slot="9876543210"', $this->render_block( array( 'slot' => '"><script>' ) ) );
		// No ad unit at all: AdSense would fill nothing, so nothing is shown.
		$this->serve_ads( self::PUBLISHER, array( 'ads_slot_id' => 'not-a-slot' ) );
		$this->assertSame( '', Settings::get( 'ads_slot_id' ) );
		$this->assertSame( '', $this->render_block() );
		$this->assertStringContainsString( 'data-ad-slot="1122334455"', $this->render_block( array( 'slot' => '1122334455' ) ) );
	}

	public function test_the_owners_own_code_runs_only_in_a_sandboxed_frame_of_the_formats_size(): void {
		$code = '<div id="ad"></div><script src="https://ads.example.net/tag.js" data-zone="42"></script>'; // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- another network's tag, as an owner pastes it.
		$this->serve_ads(
			'',
			array(
				'ads_network'     => 'custom',
				'ads_custom_code' => $code,
			)
		);
		$this->assertSame( $code, Settings::get( 'ads_custom_code' ), 'The code is kept as entered.' );
		$html = $this->render_block( array( 'format' => 'leaderboard' ) );
		$this->assertMatchesRegularExpression( '#^<div style="--cairn-ad-width:728px;--cairn-ad-height:90px" class="(?=[^"]*\\bwp-block-cairn-ad\\b)(?=[^"]*\\baligncenter\\b)[^"]*\\bis-format-leaderboard\\b[^"]*"><span class="screen-reader-text">Advertisement</span><iframe class="wp-block-cairn-ad__slot" title="Advertisement" width="728" height="90" style="display:block;width:728px;height:90px;border:0" sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox" loading="lazy" srcdoc="[^"<>]*"></iframe></div>$#', $html );
		// The code reaches only the frame's document, escaped into its attribute.
		$this->assertStringNotContainsString( '<script src="https://ads.example.net', $html ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- what must not be on the page.
		$this->assertStringContainsString( esc_attr( $code ), $html );
		$this->assertStringNotContainsString( 'allow-same-origin', $html );
		$this->assertFalse( wp_script_is( 'cairn-adsense', 'enqueued' ) );
		$this->assertSame( '', Ad::ads_txt(), 'ads.txt is AdSense\'s.' );

		// No code: nothing shown.
		$this->serve_ads( '', array( 'ads_network' => 'custom' ) );
		$this->assertSame( '', $this->render_block() );
		// Too long: not kept.
		$this->serve_ads(
			'',
			array(
				'ads_network'     => 'custom',
				'ads_custom_code' => str_repeat( 'a', Ad::MAX_CUSTOM_CODE + 1 ),
			)
		);
		$this->assertSame( '', Settings::get( 'ads_custom_code' ) );
	}

	public function test_the_default_is_a_centred_rectangle_and_hide_on_mobile_adds_its_class(): void {
		$this->serve_ads();
		$html = $this->render_block();
		$this->assertMatchesRegularExpression( '#^<div [^>]*\\bclass="(?=[^"]*\\bwp-block-cairn-ad\\b)(?=[^"]*\\baligncenter\\b)(?=[^"]*\\bis-format-mrec\\b)[^"]*"#', $html );
		$this->assertStringNotContainsString( 'is-hidden-on-mobile', $html );
		$this->assertStringContainsString( 'is-hidden-on-mobile', $this->render_block( array( 'hideMobile' => true ) ) );
		// A hostile format falls back to the default rather than reaching the markup.
		$this->assertStringContainsString( 'is-format-mrec', $this->render_block( array( 'format' => '"><script>' ) ) );
	}

	public function test_the_slot_keeps_the_editors_additional_classes_and_block_supports(): void {
		$this->serve_ads();
		$html = $this->render_block(
			array(
				'className' => 'my-ad sidebar-ad',
				'align'     => 'right',
				'format'    => 'leaderboard',
			)
		);
		$this->assertMatchesRegularExpression( '#^<div [^>]*\\bclass="([^"]*)"#', $html );
		preg_match( '#^<div [^>]*\\bclass="([^"]*)"#', $html, $matches );
		$classes = explode( ' ', $matches[1] );
		sort( $classes );
		$this->assertSame( array( 'alignright', 'is-format-leaderboard', 'my-ad', 'sidebar-ad', 'wp-block-cairn-ad' ), $classes );
		// An alignment the block does not offer falls back to the default, centred.
		$this->assertStringContainsString( 'aligncenter', $this->render_block( array( 'align' => '"><script>' ) ) );
		$this->assertStringNotContainsString( '<script>"', $this->render_block( array( 'align' => '"><script>' ) ) );
	}

	public function test_the_network_script_loads_once_and_only_with_an_ad(): void {
		$this->assertFalse( wp_script_is( 'cairn-adsense', 'enqueued' ) );
		$this->serve_ads();
		$this->render_block();
		$this->render_block( array( 'format' => 'leaderboard' ) );
		$this->assertTrue( wp_script_is( 'cairn-adsense', 'enqueued' ) );
		$script = wp_scripts()->registered['cairn-adsense'];
		$this->assertSame( 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456', $script->src );
		$this->assertSame( 'async', $script->extra['strategy'] ?? '' );
	}

	public function test_nothing_shows_while_the_module_is_off_or_without_a_valid_publisher(): void {
		update_option( Settings::SERVICES, Settings::sanitize_services( array( 'ads_publisher_id' => self::PUBLISHER ) ) );
		Modules::set_active( Ad::MODULE, false );
		$this->assertSame( '', $this->render_block() );
		foreach ( array( '', 'pub-123', 'javascript:alert(1)', 'ca-pub-12345678901234567' ) as $entered ) {
			$this->serve_ads( $entered );
			$this->assertSame( '', $this->render_block(), $entered );
		}
		$this->assertFalse( wp_script_is( 'cairn-adsense', 'enqueued' ) );
	}

	public function test_ads_txt_names_the_publisher_while_ads_are_shown(): void {
		$this->assertSame( '', Ad::ads_txt() );
		$this->serve_ads( '1234567890123456' );
		$this->assertSame( "google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n", Ad::ads_txt() );
		Modules::set_active( Ad::MODULE, false );
		$this->assertSame( '', Ad::ads_txt() );
	}
}
