<?php
/**
 * Star rating block: rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Star_Rating;

/**
 * The block saves its attributes only; the server renders the symbols and
 * the rating in words, in the site's language, as the label for screen
 * readers and a `title` tooltip on the symbols, with the rating clamped as
 * the editor clamps it. Posts saved with any earlier markup render from
 * their attributes the same way.
 */
final class Test_Star_Rating extends Test_Case {

	/**
	 * The block's fixtures: its saved markup, as the editor saves it.
	 */
	private const FIXTURES = __DIR__ . '/../../src/star-rating/test/fixtures/';

	/**
	 * Reads a block fixture.
	 *
	 * @param string $name The fixture's name, without `.html`.
	 * @return string The block's serialized markup.
	 */
	private function fixture( string $name ): string {
		$html = file_get_contents( self::FIXTURES . $name . '.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertIsString( $html, "Fixture $name is missing." );
		return trim( $html );
	}

	/**
	 * Wraps the block's inner HTML in its comment delimiters.
	 *
	 * @param array  $attributes The block's attributes in the comment.
	 * @param string $inner_html The saved HTML.
	 * @return string The serialized block.
	 */
	private function block( array $attributes, string $inner_html ): string {
		$json = $attributes ? ' ' . wp_json_encode( $attributes ) : '';
		return "<!-- wp:cairn/star-rating{$json} -->\n{$inner_html}\n<!-- /wp:cairn/star-rating -->";
	}

	/**
	 * The markup save() writes for the given numbers (all symbols empty: the
	 * fill does not matter to the words).
	 *
	 * @param int $max_rating How many symbols.
	 * @return string The saved HTML inside the delimiters.
	 */
	private function saved_markup( int $max_rating ): string {
		$symbol = '<span class="wp-block-cairn-star-rating__symbol is-empty"></span>';
		return '<div class="wp-block-cairn-star-rating has-text-align-left"><span class="wp-block-cairn-star-rating__symbols" aria-hidden="true">'
			. str_repeat( $symbol, $max_rating )
			. '</span><span class="wp-block-cairn-star-rating__label"></span></div>';
	}

	/**
	 * The text of every label element in rendered HTML.
	 *
	 * @param string $html Rendered HTML.
	 * @return string[] Each label's inner HTML.
	 */
	private function labels( string $html ): array {
		preg_match_all( '#<span class="wp-block-cairn-star-rating__label">(.*?)</span>#s', $html, $matches );
		return $matches[1];
	}

	/**
	 * The `title` of the symbols element in rendered HTML.
	 *
	 * @param string $html Rendered HTML.
	 * @return string|null The decoded title, or null without one.
	 */
	private function title( string $html ): ?string {
		$processor = new \WP_HTML_Tag_Processor( $html );
		if ( ! $processor->next_tag( array( 'class_name' => 'wp-block-cairn-star-rating__symbols' ) ) ) {
			return null;
		}
		$title = $processor->get_attribute( 'title' );
		return is_string( $title ) ? $title : null;
	}

	/**
	 * Asserts that rendered HTML gives the words to screen readers, once, and
	 * as the tooltip of the symbols.
	 *
	 * @param string $words    The expected words.
	 * @param string $rendered Rendered HTML.
	 */
	private function assert_words( string $words, string $rendered ): void {
		$this->assertSame( array( esc_html( $words ) ), $this->labels( $rendered ) );
		$this->assertSame( $words, $this->title( $rendered ) );
	}

	public function test_the_block_renders_through_its_render_file(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( Star_Rating::BLOCK_NAME );
		$this->assertNotNull( $block, 'Run npm run build: the block is registered from build/.' );
		$this->assertTrue( $block->is_dynamic() );
		$this->assertFalse( has_filter( 'render_block_cairn/star-rating' ) );
	}

	public function test_a_half_rating_is_given_in_words_with_one_decimal(): void {
		$this->assert_words( '3.5 out of 6 stars', do_blocks( $this->fixture( 'cairn__star-rating__half' ) ) );
	}

	public function test_a_whole_rating_is_given_in_words_without_decimals(): void {
		$this->assert_words( '4 out of 5 stars', do_blocks( $this->block( array( 'rating' => 4 ), '' ) ) );
	}

	public function test_a_rating_of_zero_is_given_in_words(): void {
		$this->assert_words( '0 out of 5 stars', do_blocks( $this->block( array( 'rating' => 0 ), '' ) ) );
	}

	public function test_attributes_not_in_the_comment_take_the_defaults_of_1_out_of_5(): void {
		$rendered = do_blocks( $this->fixture( 'cairn__star-rating' ) );

		$this->assert_words( '1 out of 5 stars', $rendered );
		$this->assertStringContainsString( 'has-text-align-left', $rendered );
		$this->assertSame( 5, substr_count( $rendered, '<span class="wp-block-cairn-star-rating__symbol ' ) );
	}

	public function test_the_highest_rating_is_kept_between_2_and_10_and_whole(): void {
		$this->assert_words(
			'10 out of 10 stars',
			do_blocks(
				$this->block(
					array(
						'rating'    => 11,
						'maxRating' => 12,
					),
					''
				)
			)
		);
		$this->assert_words( '1 out of 2 stars', do_blocks( $this->block( array( 'maxRating' => 1 ), '' ) ) );
		$this->assert_words(
			'3 out of 6 stars',
			do_blocks(
				$this->block(
					array(
						'rating'    => 3,
						'maxRating' => 6.4,
					),
					''
				)
			)
		);
	}

	public function test_the_rating_is_kept_in_halves_between_0_and_the_highest(): void {
		foreach ( array(
			'2.5 out of 5 stars' => 2.4,
			'0 out of 5 stars'   => -3,
			'5 out of 5 stars'   => 7,
		) as $words => $rating ) {
			$this->assert_words( $words, do_blocks( $this->block( array( 'rating' => $rating ), '' ) ) );
		}
	}

	public function test_a_rating_that_is_not_a_number_counts_as_the_default_as_in_the_editor(): void {
		$this->assertSame( 1.0, Star_Rating::clamp_rating( '4', 5 ) );
		$this->assertSame( 1.0, Star_Rating::clamp_rating( NAN, 5 ) );
		$this->assertSame( 5, Star_Rating::clamp_max_rating( 'ten' ) );
		$this->assertSame( 5, Star_Rating::clamp_max_rating( INF ) );
	}

	public function test_one_symbol_per_star_classed_full_half_or_empty_with_colour_alignment_and_style(): void {
		$rendered = do_blocks( $this->fixture( 'cairn__star-rating__half' ) );

		$this->assertStringContainsString( 'wp-block-cairn-star-rating', $rendered );
		$this->assertStringContainsString( 'has-text-align-center', $rendered );
		$this->assertStringContainsString( 'is-style-outlined', $rendered );
		$this->assertStringContainsString(
			'<span class="wp-block-cairn-star-rating__symbols" style="color:#f2b01e" title="3.5 out of 6 stars" aria-hidden="true"><span class="wp-block-cairn-star-rating__symbol is-full"></span><span class="wp-block-cairn-star-rating__symbol is-full"></span><span class="wp-block-cairn-star-rating__symbol is-full"></span><span class="wp-block-cairn-star-rating__symbol is-half"></span><span class="wp-block-cairn-star-rating__symbol is-empty"></span><span class="wp-block-cairn-star-rating__symbol is-empty"></span></span><span class="wp-block-cairn-star-rating__label">3.5 out of 6 stars</span></div>',
			$rendered
		);
	}

	public function test_the_colour_is_used_only_when_it_is_a_hex_colour(): void {
		foreach ( array( '#abc', '#A1B2C3' ) as $colour ) {
			$this->assertStringContainsString( 'style="color:' . $colour . '"', do_blocks( $this->block( array( 'color' => $colour ), '' ) ) );
		}
		foreach ( array( 'red;background:url(x)', '#12345', 'expression(alert(1))', '"><script>', 7 ) as $colour ) {
			$rendered = do_blocks( $this->block( array( 'color' => $colour ), '' ) );
			$this->assertStringNotContainsString( 'style=', $rendered, (string) $colour );
			$this->assertStringNotContainsString( '<script', $rendered );
		}
	}

	public function test_an_unknown_alignment_is_left(): void {
		$this->assertStringContainsString( 'has-text-align-left', do_blocks( $this->block( array( 'align' => '"><b>' ), '' ) ) );
	}

	public function test_the_words_are_escaped(): void {
		$translate = static function ( $translation, $single, $plural, $number, $domain ) {
			return 'cairn' === $domain ? '<img src=x onerror="alert(1)"> %1$s & %2$d \'stars\'' : $translation;
		};
		add_filter( 'ngettext', $translate, 10, 5 );
		try {
			$rendered = do_blocks( $this->fixture( 'cairn__star-rating__half' ) );
		} finally {
			remove_filter( 'ngettext', $translate, 10 );
		}

		$this->assertStringNotContainsString( '<img', $rendered );
		$this->assertStringNotContainsString( 'onerror="', $rendered );
		$this->assert_words( '<img src=x onerror="alert(1)"> 3.5 & 6 \'stars\'', $rendered );
	}

	/**
	 * Every earlier saved form of the block.
	 *
	 * @return array<string, array{string}> Fixture names.
	 */
	public static function earlier_fixtures(): array {
		return array(
			'v4: empty spans'               => array( 'cairn__star-rating__deprecated-v4__half' ),
			'v2: inline SVG'                => array( 'cairn__star-rating__deprecated-v2__half' ),
			'v3: SVG removed by kses'       => array( 'cairn__star-rating__deprecated-v3' ),
			'v3: SVG removed, words kept'   => array( 'cairn__star-rating__deprecated-v3__words' ),
			'v1: words in English'          => array( 'cairn__star-rating__deprecated-v1' ),
			'v1: words in another language' => array( 'cairn__star-rating__deprecated-v1__other-language' ),
		);
	}

	/**
	 * A post saved with any earlier markup renders like the current block.
	 *
	 * @dataProvider earlier_fixtures
	 *
	 * @param string $name The fixture.
	 */
	public function test_a_post_saved_with_earlier_markup_renders_as_the_current_block( string $name ): void {
		$rendered = do_blocks( $this->fixture( $name ) );

		$this->assertSame( do_blocks( $this->fixture( 'cairn__star-rating__half' ) ), $rendered );
		$this->assertStringNotContainsString( 'étoiles', $rendered );
		$this->assertStringNotContainsString( '<svg', $rendered );
	}

	public function test_an_author_without_unfiltered_html_saves_the_block_unchanged_through_the_rest_api(): void {
		$this->act_as( 'author' );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$saved = $this->fixture( 'cairn__star-rating__half' );

		$response = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'title'   => 'Rated',
				'content' => $saved,
				'status'  => 'publish',
			)
		);

		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( $saved, get_post( $response->get_data()['id'] )->post_content );
	}

	public function test_kses_removed_the_svg_that_earlier_versions_saved_which_v3_accepts(): void {
		// Why v3 exists (src/star-rating/deprecated/v3.tsx): what v2 saved as
		// SVG, and v1 with its words, is what kses turned into the v3 fixtures.
		$this->assertSame(
			$this->fixture( 'cairn__star-rating__deprecated-v3' ),
			wp_kses_post( $this->fixture( 'cairn__star-rating__deprecated-v2__half' ) )
		);
		$this->assertSame(
			$this->fixture( 'cairn__star-rating__deprecated-v3__words' ),
			wp_kses_post( $this->fixture( 'cairn__star-rating__deprecated-v1' ) )
		);
	}
}
