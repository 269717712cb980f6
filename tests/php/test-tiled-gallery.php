<?php
/**
 * Tests for the tiled gallery's saved markup on the front end: WordPress
 * adds the srcset from the attachment's own sizes, and no script is loaded.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

/**
 * Tiled gallery: responsive images without a script.
 */
final class Test_Tiled_Gallery extends Test_Case {

	/**
	 * A 1600×1200 image attachment, so WordPress makes its medium,
	 * medium_large, large and 1536 sizes.
	 *
	 * @return int Attachment id.
	 */
	private function create_large_image(): int {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$uploads = wp_upload_dir();
		$file    = trailingslashit( $uploads['path'] ) . 'cairn-gallery-' . wp_generate_password( 6, false ) . '.jpg';
		$image   = imagecreatetruecolor( 1600, 1200 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 90, 120, 60 ) );
		imagejpeg( $image, $file );
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Ridge',
				'post_status'    => 'inherit',
			),
			$file
		);
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
		return $id;
	}

	/**
	 * The block's saved markup for one image, as save.tsx writes it.
	 *
	 * @param int    $id  Attachment id.
	 * @param string $url Image URL.
	 * @return string Post content.
	 */
	private function saved_gallery( int $id, string $url ): string {
		$attributes = array(
			'ids'    => array( $id ),
			'images' => array(
				array(
					'alt'    => 'Ridge',
					'id'     => $id,
					'url'    => $url,
					'width'  => 1600,
					'height' => 1200,
				),
			),
		);
		return '<!-- wp:cairn/tiled-gallery ' . wp_json_encode( $attributes ) . ' -->'
			. '<div class="wp-block-cairn-tiled-gallery aligncenter is-style-rectangular"><div class="wp-block-cairn-tiled-gallery__gallery"><div class="wp-block-cairn-tiled-gallery__row"><div class="wp-block-cairn-tiled-gallery__column" style="flex-basis:100%"><figure class="wp-block-cairn-tiled-gallery__item">'
			. '<img class="wp-image-' . $id . '" src="' . esc_url( $url ) . '" alt="Ridge" width="1600" height="1200" sizes="(max-width: 2000px) 100vw, 2000px" loading="lazy" data-id="' . $id . '"/>'
			. '</figure></div></div></div></div><!-- /wp:cairn/tiled-gallery -->';
	}

	/**
	 * The image gets WordPress's srcset of the attachment's sizes; the saved
	 * sizes, the dimensions and lazy loading stay.
	 */
	public function test_front_end_image_gets_wordpress_srcset(): void {
		$id  = $this->create_large_image();
		$url = (string) wp_get_attachment_url( $id );

		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, as a page runs it.
		$html = (string) apply_filters( 'the_content', $this->saved_gallery( $id, $url ) );

		$this->assertMatchesRegularExpression( '/<img[^>]+srcset="[^"]+"/', $html );
		preg_match( '/srcset="([^"]+)"/', $html, $srcset );
		foreach ( array( '300w', '768w', '1024w', '1536w', '1600w' ) as $width ) {
			$this->assertStringContainsString( $width, $srcset[1] );
		}
		$this->assertMatchesRegularExpression( '/sizes="(auto, )?\(max-width: 2000px\) 100vw, 2000px"/', $html );
		$this->assertStringContainsString( 'width="1600" height="1200"', $html );
		$this->assertStringContainsString( 'loading="lazy"', $html );
	}

	/**
	 * The block is registered with a stylesheet and no script at all.
	 */
	public function test_block_has_no_script(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'cairn/tiled-gallery' );
		$this->assertNotNull( $block );
		$this->assertSame( array(), $block->view_script_handles );
		$this->assertSame( array(), $block->script_handles );
		$this->assertNotEmpty( $block->view_style_handles );

		$before = wp_scripts()->queue;
		do_blocks( $this->saved_gallery( 1, 'https://example.com/a.jpg' ) );
		$this->assertSame( $before, wp_scripts()->queue );
	}

	/**
	 * A saved square (or circle) gallery of one image, as save.tsx writes it.
	 *
	 * @param int    $id    Attachment id.
	 * @param string $url   Image URL.
	 * @param string $style The style.
	 * @param string $extra More classes on the block.
	 * @return string Post content.
	 */
	private function saved_squares( int $id, string $url, string $style = 'square', string $extra = '' ): string {
		$attributes = array(
			'className' => 'is-style-' . $style,
			'ids'       => array( $id ),
			'images'    => array(
				array(
					'alt'    => 'Ridge',
					'id'     => $id,
					'url'    => $url,
					'width'  => 1600,
					'height' => 1200,
				),
			),
		);
		if ( '' !== $extra ) {
			$attributes['imageCrop'] = false;
		}
		return '<!-- wp:cairn/tiled-gallery ' . wp_json_encode( $attributes ) . ' -->'
			. '<div class="wp-block-cairn-tiled-gallery aligncenter is-style-' . $style . ( '' !== $extra ? ' ' . $extra : '' ) . '"><div class="wp-block-cairn-tiled-gallery__gallery"><div class="wp-block-cairn-tiled-gallery__row"><div class="wp-block-cairn-tiled-gallery__column" style="flex-basis:33.333333333333%"><figure class="wp-block-cairn-tiled-gallery__item">'
			. '<img class="wp-image-' . $id . '" src="' . esc_url( $url ) . '" alt="Ridge" width="1600" height="1200" sizes="(max-width: 2000px) 44.44vw, 889px" loading="lazy" data-id="' . $id . '"/>'
			. '</figure></div></div></div></div><!-- /wp:cairn/tiled-gallery -->';
	}

	/**
	 * The first image of rendered markup, as attributes.
	 *
	 * @param string $html Markup.
	 * @return array<string,string>
	 */
	private static function first_image( string $html ): array {
		$image = new \WP_HTML_Tag_Processor( $html );
		$image->next_tag( 'img' );
		$found = array();
		foreach ( (array) $image->get_attribute_names_with_prefix( '' ) as $name ) {
			$found[ $name ] = (string) $image->get_attribute( $name );
		}
		return $found;
	}

	public function test_square_tiles_show_square_crops_made_when_a_gallery_needs_them(): void {
		\Cairn\Blocks\Tiled_Gallery::reset_budget();
		$id  = $this->create_large_image();
		$url = (string) wp_get_attachment_url( $id );
		// An upload makes no squares, and the sizes are not registered.
		$this->assertArrayNotHasKey( 'cairn-square-300', wp_get_attachment_metadata( $id )['sizes'] );
		$this->assertArrayNotHasKey( 'cairn-square-300', wp_get_registered_image_subsizes() );

		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, as a page runs it.
		$image = self::first_image( (string) apply_filters( 'the_content', $this->saved_squares( $id, $url ) ) );
		// A third of the widest layout (667 px) wants the 900 px square.
		$this->assertMatchesRegularExpression( '/-900x900\.jpg$/', $image['src'] );
		$this->assertSame( '900', $image['width'] );
		$this->assertSame( '900', $image['height'] );
		foreach ( array( '150w', '300w', '600w', '900w', '1200w' ) as $width ) {
			$this->assertStringContainsString( $width, $image['srcset'] );
		}
		$this->assertStringNotContainsString( '1600w', $image['srcset'], 'No whole image among the squares.' );
		$this->assertMatchesRegularExpression( '/\(max-width: 2000px\) 33\.33vw, 667px$/', $image['sizes'] );
		$this->assertSame( 'lazy', $image['loading'] );

		$sizes = wp_get_attachment_metadata( $id )['sizes'];
		foreach ( array( 300, 600, 900, 1200 ) as $side ) {
			$this->assertSame( $side, $sizes[ 'cairn-square-' . $side ]['width'] );
			$this->assertSame( $side, $sizes[ 'cairn-square-' . $side ]['height'] );
			$this->assertFileExists( dirname( (string) get_attached_file( $id ) ) . '/' . $sizes[ 'cairn-square-' . $side ]['file'] );
		}
		$this->assertArrayNotHasKey( 'cairn-square-1500', $sizes, 'Never larger than the image.' );
	}

	public function test_saving_a_square_gallery_makes_its_squares_and_circles_are_squares_too(): void {
		$id      = $this->create_large_image();
		$url     = (string) wp_get_attachment_url( $id );
		$post_id = wp_insert_post(
			array(
				'post_title'   => 'Circles',
				'post_status'  => 'publish',
				'post_content' => wp_slash( $this->saved_squares( $id, $url, 'circle' ) ),
			)
		);
		// The save only asks WP-Cron: making the squares takes seconds.
		$this->assertArrayNotHasKey( 'cairn-square-600', wp_get_attachment_metadata( $id )['sizes'] ?? array() );
		$this->assertNotFalse( wp_next_scheduled( 'cairn_tiled_gallery_squares', array( $post_id ) ) );
		do_action( 'cairn_tiled_gallery_squares', $post_id );
		$this->assertArrayHasKey( 'cairn-square-600', wp_get_attachment_metadata( $id )['sizes'] );
	}

	public function test_the_editors_save_makes_no_squares_while_it_answers(): void {
		$id  = $this->create_large_image();
		$url = (string) wp_get_attachment_url( $id );
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'title'   => 'Squares',
				'status'  => 'publish',
				'content' => $this->saved_squares( $id, $url, 'square' ),
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$this->assertArrayNotHasKey( 'cairn-square-600', wp_get_attachment_metadata( $id )['sizes'] ?? array() );
		$this->assertNotFalse( wp_next_scheduled( 'cairn_tiled_gallery_squares', array( $response->get_data()['id'] ) ) );
	}

	public function test_without_crop_or_in_a_mosaic_the_whole_image_shows(): void {
		\Cairn\Blocks\Tiled_Gallery::reset_budget();
		$id  = $this->create_large_image();
		$url = (string) wp_get_attachment_url( $id );
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, as a page runs it.
		$whole = self::first_image( (string) apply_filters( 'the_content', $this->saved_squares( $id, $url, 'square', 'is-uncropped' ) ) );
		$this->assertSame( $url, $whole['src'] );
		$this->assertStringContainsString( '1600w', $whole['srcset'] );
		$this->assertArrayNotHasKey( 'cairn-square-300', wp_get_attachment_metadata( $id )['sizes'] );
	}

	public function test_an_image_of_the_library_saved_without_its_class_gets_wordpress_srcset(): void {
		$id   = $this->create_large_image();
		$url  = (string) wp_get_attachment_url( $id );
		$html = str_replace( array( 'class="wp-image-' . $id . '" ', ' data-id="' . $id . '"' ), '', $this->saved_gallery( $id, $url ) );
		$this->assertStringNotContainsString( 'wp-image-', $html );
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, as a page runs it.
		$image = self::first_image( (string) apply_filters( 'the_content', $html ) );
		$this->assertStringContainsString( 'wp-image-' . $id, $image['class'] );
		$this->assertStringContainsString( '768w', $image['srcset'] );

		// An image from elsewhere has no sizes WordPress could serve.
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, as a page runs it.
		$elsewhere = self::first_image( (string) apply_filters( 'the_content', str_replace( $url, 'https://images.example.org/ridge.jpg', $html ) ) );
		$this->assertArrayNotHasKey( 'srcset', $elsewhere );
	}
}
