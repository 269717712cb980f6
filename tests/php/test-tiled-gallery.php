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
}
