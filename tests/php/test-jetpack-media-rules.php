<?php
/**
 * Tests for the rules that convert Jetpack's media blocks.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Jetpack\Converter;
use Cairn\Jetpack\Js_Markup;
use Cairn\Jetpack\Rule;
use Cairn\Jetpack\Rules\Pinterest;
use Cairn\Jetpack\Rules\Slideshow;
use Cairn\Jetpack\Rules\Tiled_Gallery;
use Cairn\Jetpack\Site_Converter;

/**
 * The media rules beyond the fixtures: their markup against Cairn's own
 * block fixtures (what save() writes), the numbers printed as JavaScript
 * prints them, what the report asks of the owner, and which core videos
 * are Jetpack's.
 */
class Test_Jetpack_Media_Rules extends Test_Case {

	/** The repository's root. */
	private const ROOT = __DIR__ . '/../..';

	/**
	 * Cairn's own fixtures of the static blocks whose markup the rules write.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function cairn_fixtures(): array {
		$cases = array();
		foreach ( array( 'tiled-gallery', 'slideshow', 'pinterest' ) as $block ) {
			foreach ( (array) glob( self::ROOT . "/src/$block/test/fixtures/*.serialized.html" ) as $file ) {
				$cases[ basename( (string) $file ) ] = array( $block, (string) $file );
			}
		}
		return $cases;
	}

	/**
	 * For the attributes of each of Cairn's fixtures, a rule writes the
	 * fixture's markup: the layout port and the slideshow's labels match
	 * save.tsx.
	 *
	 * @dataProvider cairn_fixtures
	 *
	 * @param string $block The block's folder.
	 * @param string $file  The serialized fixture.
	 */
	public function test_markup_is_what_cairn_saves( string $block, string $file ): void {
		$rules  = array(
			'tiled-gallery' => new Tiled_Gallery(),
			'slideshow'     => new Slideshow(),
			'pinterest'     => new Pinterest(),
		);
		$parsed = parse_blocks( (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
		$this->assertSame( "cairn/$block", $parsed[0]['blockName'] );
		$markup = $rules[ $block ]->markup( $parsed[0]['attrs'], '' );
		$this->assertNotNull( $markup );
		$this->assertSame( trim( $parsed[0]['innerHTML'] ), $markup[0] . $markup[1] );
	}

	/**
	 * Numbers print as JavaScript's String() prints them, and halves round
	 * as Math.round() rounds them.
	 */
	public function test_numbers_print_as_javascript_prints_them(): void {
		$printed = array(
			'0.30000000000000004'   => 0.1 + 0.2,
			'100'                   => 100.0,
			'33.333333333333'       => 33.333333333333,
			'47.368421052632'       => 47.368421052632,
			'1e+21'                 => 1e21,
			'123456789012345680000' => 123456789012345678901.0,
			'1e-7'                  => 1e-7,
			'0.000001'              => 1e-6,
			'-2.5'                  => -2.5,
			'0'                     => -0.0,
			'7'                     => 7,
		);
		foreach ( $printed as $expected => $value ) {
			$this->assertSame( (string) $expected, Js_Markup::number( $value ) );
		}
		$this->assertSame( 3.0, Js_Markup::round( 2.5 ) );
		$this->assertSame( -2.0, Js_Markup::round( -2.5 ) );
		$this->assertSame( 0.0, Js_Markup::round( 0.49999999999999994 ) );
	}

	/**
	 * The images' ids and links, and the slides' captions, reach visitors
	 * after the conversion as they did under Jetpack.
	 */
	public function test_visitors_get_the_same_images_and_links(): void {
		foreach ( glob( self::ROOT . '/tests/fixtures/jetpack/jetpack__{tiled-gallery,slideshow,pinterest}*.html', GLOB_BRACE ) as $file ) {
			if ( '.converted.html' === substr( $file, -15 ) ) {
				continue;
			}
			$jetpack  = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
			$rendered = do_blocks( Converter::create()->convert( $jetpack )->content );
			preg_match_all( '/\sdata-id="(\d+)"/', $jetpack, $ids );
			foreach ( $ids[1] as $id ) {
				$this->assertStringContainsString( 'data-id="' . $id . '"', $rendered, basename( $file ) );
			}
			preg_match_all( '/<a\b[^>]*\shref="([^"]+)"/', $jetpack, $links );
			foreach ( $links[1] as $href ) {
				$this->assertStringContainsString( 'href="' . $href . '"', $rendered, basename( $file ) );
			}
		}
	}

	/**
	 * The report asks the owner for what the blocks need: a Tumblr GIF only
	 * when the post has one.
	 */
	public function test_the_report_says_what_the_owner_must_do(): void {
		$giphy = Converter::create()->convert( '<!-- wp:jetpack/gif {"giphyUrl":"https://giphy.com/embed/xT9IgzoKnwFNmISR8I"} /-->' );
		$this->assertCount( 1, $giphy->needs );

		$tumblr = Converter::create()->convert(
			'<!-- wp:jetpack/gif {"gifUrl":"https://64.media.tumblr.com/a/s500x750/b.gif"} /-->'
			. '<!-- wp:jetpack/gif {"giphyUrl":"https://giphy.com/embed/xT9IgzoKnwFNmISR8I"} /-->'
		);
		$this->assertCount( 2, $tumblr->needs );
		$this->assertStringContainsString( 'Tumblr', $tumblr->needs[1] );

		$instagram = Converter::create()->convert( '<!-- wp:jetpack/instagram-gallery {"accessToken":"12345","instagramUser":"example"} /-->' );
		$this->assertStringContainsString( 'Instagram', implode( ' ', $instagram->needs ) );
		// Jetpack's token is a credential: removed, not kept aside.
		$this->assertSame( array(), $instagram->converted[0]['kept'] );

		$video = Converter::create()->convert( '<!-- wp:videopress/video {"guid":"AbCDe123"} /-->' );
		$this->assertStringContainsString( 'upload', implode( ' ', $video->needs ) );
	}

	/**
	 * Only core videos that Jetpack saved as VideoPress embeds convert; the
	 * site's own videos, which Cairn gives a guid too, stay.
	 */
	public function test_only_jetpack_core_videos_convert(): void {
		$own = '<!-- wp:video {"id":77,"guid":"LoCaL123"} -->' . "\n"
			. '<figure class="wp-block-video"><video controls src="https://example.com/a.mp4"></video></figure>' . "\n"
			. '<!-- /wp:video -->';
		$this->assertFalse( Converter::has_jetpack_blocks( $own ) );
		$mixed = Converter::create()->convert( $own . "\n\n" . '<!-- wp:jetpack/tock {"url":"roxys"} /-->' );
		$this->assertSame( array( 'jetpack/tock' ), array_column( $mixed->converted, 'from' ) );
		$this->assertStringContainsString( $own, $mixed->content );

		$embed = '<!-- wp:video {"id":412} -->' . "\n"
			. '<figure class="wp-block-video"><div class="wp-block-embed__wrapper">' . "\n" . 'https://videopress.com/v/Hk3jPq7Z?hd=0' . "\n" . '</div></figure>' . "\n"
			. '<!-- /wp:video -->';
		$this->assertTrue( Converter::has_jetpack_blocks( $embed ) );
		$blocks = parse_blocks( Converter::create()->convert( $embed )->content );
		$this->assertSame( 'cairn/video', $blocks[0]['blockName'] );
		$this->assertSame(
			array(
				'id'   => 412,
				'guid' => 'Hk3jPq7Z',
			),
			$blocks[0]['attrs']
		);
	}

	/**
	 * The site-wide conversion finds posts whose only Jetpack blocks are
	 * VideoPress videos, of either form, and no post of the site's own videos.
	 */
	public function test_the_site_conversion_finds_videopress_posts(): void {
		$posts = array();
		foreach ( array(
			'<!-- wp:videopress/video {"guid":"AbCDe123"} /-->',
			'<!-- wp:video {"id":412} -->' . "\n" . '<figure class="wp-block-video"><div class="wp-block-embed__wrapper">' . "\n" . 'https://videopress.com/v/Hk3jPq7Z' . "\n" . '</div></figure>' . "\n" . '<!-- /wp:video -->',
			'<!-- wp:video {"id":77,"guid":"LoCaL123"} -->' . "\n" . '<figure class="wp-block-video"><video controls src="https://example.com/a.mp4"></video></figure>' . "\n" . '<!-- /wp:video -->',
		) as $content ) {
			$posts[] = (int) wp_insert_post(
				array(
					'post_title'   => 'A video',
					'post_content' => wp_slash( $content ),
					'post_status'  => 'publish',
				)
			);
		}
		$site = new Site_Converter( Converter::create() );
		$this->assertSame( 2, $site->count( $posts ) );
		$site->run( 10, false, $posts );
		$this->assertStringStartsWith( '<!-- wp:cairn/video {"guid":"AbCDe123"', (string) get_post_field( 'post_content', $posts[0] ) );
		$this->assertStringStartsWith( '<!-- wp:cairn/video {"id":412,"guid":"Hk3jPq7Z"}', (string) get_post_field( 'post_content', $posts[1] ) );
		$this->assertStringStartsWith( '<!-- wp:video {"id":77', (string) get_post_field( 'post_content', $posts[2] ) );
	}

	/**
	 * Every media rule is among Cairn's rules.
	 */
	public function test_the_media_rules_are_listed(): void {
		$names = array();
		foreach ( \Cairn\Jetpack\Rules::all() as $rule ) {
			$this->assertInstanceOf( Rule::class, $rule );
			$names = array_merge( $names, $rule->jetpack_names() );
		}
		foreach ( array( 'jetpack/tiled-gallery', 'jetpack/slideshow', 'jetpack/pinterest', 'jetpack/instagram-gallery', 'jetpack/gif', 'videopress/video', 'core/video' ) as $name ) {
			$this->assertContains( $name, $names );
		}
	}
}
