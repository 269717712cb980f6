<?php
/**
 * Saved markup survives the HTML filter of users without unfiltered_html.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

/**
 * A contributor who saves a tiled gallery or a slideshow gets back exactly
 * the markup the block saved, so the editor finds the block valid.
 */
final class Test_Saved_Markup extends Test_Case {

	/**
	 * The fixtures of the blocks whose markup kses used to change: every
	 * saved version, and the Jetpack conversions that make them.
	 *
	 * @return array<string,array{0:string}>
	 */
	public function fixtures(): array {
		$root  = dirname( __DIR__, 2 );
		$files = array_merge(
			(array) glob( $root . '/src/{tiled-gallery,slideshow}/test/fixtures/*.serialized.html', GLOB_BRACE ),
			(array) glob( $root . '/tests/fixtures/jetpack/jetpack__{tiled-gallery,slideshow}*.converted.html', GLOB_BRACE )
		);
		$cases = array();
		foreach ( $files as $file ) {
			$cases[ basename( (string) $file ) ] = array( (string) $file );
		}
		return $cases;
	}

	/**
	 * Saves markup as a user and reads it back.
	 *
	 * @param string $role The user's role.
	 * @param string $html The post's content.
	 */
	private function save_as( string $role, string $html ): string {
		wp_set_current_user( $this->create_user( $role ) );
		kses_init();
		try {
			$id = wp_insert_post(
				array(
					'post_title'   => 'Saved by a ' . $role,
					'post_content' => wp_slash( $html ),
					'post_status'  => 'draft',
				),
				true
			);
		} finally {
			kses_remove_filters();
		}
		$this->assertIsInt( $id );
		return (string) get_post( $id )->post_content;
	}

	/**
	 * Markup as the editor's validator compares it: kses writes a void
	 * element's end as ` />`, which the validator reads as `/>`.
	 *
	 * @param string $html The post's content.
	 */
	private static function normal( string $html ): string {
		return (string) preg_replace( '#\s*/>#', '/>', $html );
	}

	/**
	 * The HTML of a post without its block comments, whose attribute
	 * values core's filter re-encodes (`&` to `&amp;`) for every block.
	 *
	 * @param string $html The post's content.
	 */
	private static function elements( string $html ): string {
		return self::normal( (string) preg_replace( '/<!--.*?-->/s', '', $html ) );
	}

	/**
	 * A contributor's save keeps every element and attribute.
	 *
	 * @dataProvider fixtures
	 *
	 * @param string $file The fixture.
	 */
	public function test_a_contributor_gets_the_saved_markup_back( string $file ): void {
		$html = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$back = $this->save_as( 'contributor', $html );
		if ( 0 === strpos( basename( $file ), 'cairn__' ) ) {
			$this->assertSame( self::normal( $html ), self::normal( $back ) );
		} else {
			$this->assertSame( self::elements( $html ), self::elements( $back ) );
		}
	}

	public function test_the_allowance_is_for_post_content_only(): void {
		$this->assertArrayNotHasKey( 'sizes', wp_kses_allowed_html( 'data' )['img'] ?? array() );
		$this->assertSame(
			'<p>x</p>',
			wp_kses( '<p aria-roledescription="slide">x</p>', 'post' ),
			'Only the elements that carry them get the attributes.'
		);
		$this->assertSame(
			'<img src="https://example.org/a.jpg" sizes="50vw" alt="" />',
			wp_kses( '<img src="https://example.org/a.jpg" sizes="50vw" onerror="alert(1)" alt="" />', 'post' )
		);
	}
}
