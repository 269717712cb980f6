<?php
/**
 * The slideshow's box on the visitor's page.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

/**
 * Before any script, the server gives the carousel the box Swiper will use,
 * so the page does not move when it starts.
 */
final class Test_Slideshow extends Test_Case {

	/**
	 * A saved slideshow whose first slide has a shape, or none.
	 *
	 * @param string $first The first slide's data-aspect-ratio attribute, or '' for none.
	 * @param int    $id    The first slide's attachment.
	 */
	private static function saved( string $first, int $id = 201 ): string {
		$html = (string) file_get_contents( dirname( __DIR__, 2 ) . '/src/slideshow/test/fixtures/cairn__slideshow.serialized.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
		$html = str_replace( 'wp-image-201', 'wp-image-' . $id, $html );
		return str_replace( ' data-aspect-ratio="1.5"', '' === $first ? '' : ' data-aspect-ratio="' . $first . '"', $html );
	}

	/**
	 * The carousel's element as rendered.
	 *
	 * @param string $html Rendered markup.
	 */
	private static function container( string $html ): string {
		preg_match( '/<section[^>]*>/', $html, $match );
		return $match[0] ?? '';
	}

	public function test_the_box_takes_the_first_image_shape(): void {
		$section = self::container( do_blocks( self::saved( '1.5' ) ) );
		$this->assertStringContainsString( 'has-shape', $section );
		$this->assertStringContainsString( 'style="aspect-ratio:1.5"', $section );
		$this->assertStringContainsString( 'aria-roledescription="carousel"', $section );
	}

	public function test_the_box_is_never_wider_than_16_9_and_16_9_when_unknown(): void {
		$this->assertStringContainsString( 'aspect-ratio:1.7778', self::container( do_blocks( self::saved( '3' ) ) ) );
		$this->assertStringContainsString( 'aspect-ratio:1.7778', self::container( do_blocks( self::saved( '', 999999 ) ) ) );
		$this->assertStringContainsString( 'aspect-ratio:0.6667', self::container( do_blocks( self::saved( '0.6667' ) ) ) );
	}

	public function test_a_slide_saved_without_its_shape_takes_its_attachment_s(): void {
		$id   = $this->create_test_image();
		$html = do_blocks( self::saved( '', $id ) );
		// The test image is 40×30.
		$this->assertStringContainsString( 'aspect-ratio:1.3333', self::container( $html ) );
		preg_match( '/<img[^>]*wp-image-' . $id . '[^>]*>/', $html, $image );
		$this->assertStringContainsString( 'data-aspect-ratio="1.3333"', $image[0] ?? '' );
	}

	public function test_the_first_slide_is_the_only_one_shown_without_script(): void {
		// The stylesheet hides the others until the script has started.
		$css = (string) file_get_contents( dirname( __DIR__, 2 ) . '/build/slideshow/style-index.css' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the built stylesheet.
		$this->assertStringContainsString( ':not(.is-ready) .wp-block-cairn-slideshow__slide:not(:first-child)', $css );
		$this->assertStringContainsString( 'max-height:80vh', str_replace( ' ', '', $css ) );
	}
}
