<?php
/**
 * Star rating block: the rating in words, added on render.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Star_Rating;

/**
 * The block's saved markup holds no words (an empty label element); the
 * server puts the rating in words, in the site's language, into the label
 * for screen readers and into a `title` tooltip on the symbols, with the
 * rating clamped as the editor clamps it. Hand-edited markup and markup saved
 * before the words moved to the server render sanely too.
 *
 * The saved markup is only what wp_kses_post() keeps, so that it survives
 * being saved by users without `unfiltered_html`; the SVG it used to hold did
 * not, which is why the block has deprecations for it.
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

	public function test_render_filter_is_registered_at_load_with_the_block_instance(): void {
		global $wp_filter;

		$callback = array( Star_Rating::class, 'render' );
		$this->assertSame( 10, has_filter( 'render_block_cairn/star-rating', $callback ) );

		$accepted = null;
		foreach ( $wp_filter['render_block_cairn/star-rating']->callbacks[10] as $registered ) {
			if ( $registered['function'] === $callback ) {
				$accepted = $registered['accepted_args'];
			}
		}
		$this->assertSame( 3, $accepted );
	}

	public function test_a_half_rating_is_given_in_words_with_one_decimal(): void {
		$rendered = do_blocks( $this->fixture( 'cairn__star-rating__half' ) );

		$this->assert_words( '3.5 out of 6 stars', $rendered );
	}

	public function test_a_whole_rating_is_given_in_words_without_decimals(): void {
		$rendered = do_blocks( $this->block( array( 'rating' => 4 ), $this->saved_markup( 5 ) ) );

		$this->assert_words( '4 out of 5 stars', $rendered );
	}

	public function test_a_rating_of_zero_is_given_in_words(): void {
		$rendered = do_blocks( $this->block( array( 'rating' => 0 ), $this->saved_markup( 5 ) ) );

		$this->assert_words( '0 out of 5 stars', $rendered );
	}

	public function test_attributes_not_in_the_comment_take_the_defaults_of_1_out_of_5(): void {
		$rendered = do_blocks( $this->fixture( 'cairn__star-rating' ) );

		$this->assert_words( '1 out of 5 stars', $rendered );
	}

	public function test_the_defaults_apply_without_a_block_instance_too(): void {
		$html = $this->saved_markup( 5 );

		$this->assert_words( '1 out of 5 stars', Star_Rating::render( $html, array( 'attrs' => array() ) ) );
		$this->assert_words( '2 out of 5 stars', Star_Rating::render( $html, array( 'attrs' => array( 'rating' => 2 ) ) ) );
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
					$this->saved_markup( 10 )
				)
			)
		);
		$this->assert_words(
			'1 out of 2 stars',
			do_blocks( $this->block( array( 'maxRating' => 1 ), $this->saved_markup( 2 ) ) )
		);
		$this->assert_words(
			'3 out of 6 stars',
			do_blocks(
				$this->block(
					array(
						'rating'    => 3,
						'maxRating' => 6.4,
					),
					$this->saved_markup( 6 )
				)
			)
		);
	}

	public function test_the_rating_is_kept_in_halves_between_0_and_the_highest(): void {
		$cases = array(
			'3.5 out of 5 stars' => 3.4,
			'3 out of 5 stars'   => 3.2,
			'0 out of 5 stars'   => -2,
			'5 out of 5 stars'   => 8,
		);
		foreach ( $cases as $words => $rating ) {
			$this->assert_words( $words, do_blocks( $this->block( array( 'rating' => $rating ), $this->saved_markup( 5 ) ) ) );
		}
	}

	public function test_a_rating_that_is_not_a_number_counts_as_the_default_as_in_the_editor(): void {
		$this->assertSame( 1.0, Star_Rating::clamp_rating( '4', 5 ) );
		$this->assertSame( 1.0, Star_Rating::clamp_rating( NAN, 5 ) );
		$this->assertSame( 5, Star_Rating::clamp_max_rating( 'ten' ) );
		$this->assertSame( 5, Star_Rating::clamp_max_rating( INF ) );
	}

	public function test_nothing_but_the_words_is_added_to_the_saved_markup(): void {
		$block = $this->fixture( 'cairn__star-rating__half' );

		remove_filter( 'render_block_cairn/star-rating', array( Star_Rating::class, 'render' ), 10 );
		$without = do_blocks( $block );
		add_filter( 'render_block_cairn/star-rating', array( Star_Rating::class, 'render' ), 10, 3 );
		$with = do_blocks( $block );

		$this->assertNotSame( $without, $with );
		$this->assertSame(
			$without,
			str_replace(
				array( ' title="3.5 out of 6 stars"', '>3.5 out of 6 stars</span>' ),
				array( '', '></span>' ),
				$with
			)
		);
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

	public function test_a_block_saved_with_english_words_shows_the_words_once(): void {
		$rendered = do_blocks( $this->fixture( 'cairn__star-rating__deprecated-3' ) );

		$this->assert_words( '3.5 out of 6 stars', $rendered );
	}

	public function test_a_block_saved_in_another_language_shows_the_sites_words(): void {
		$rendered = do_blocks( $this->fixture( 'cairn__star-rating__deprecated-3__other-language' ) );

		$this->assertStringNotContainsString( 'étoiles', $rendered );
		$this->assert_words( '3.5 out of 6 stars', $rendered );
	}

	public function test_the_symbols_get_the_words_without_any_change_to_the_stars(): void {
		$rendered = do_blocks( $this->fixture( 'cairn__star-rating__half' ) );

		$this->assertSame( 6, substr_count( $rendered, '<span class="wp-block-cairn-star-rating__symbol ' ) );
		$this->assertStringContainsString(
			'<span title="3.5 out of 6 stars" class="wp-block-cairn-star-rating__symbols" style="color:#f2b01e" aria-hidden="true"><span class="wp-block-cairn-star-rating__symbol is-full"></span><span class="wp-block-cairn-star-rating__symbol is-full"></span><span class="wp-block-cairn-star-rating__symbol is-full"></span><span class="wp-block-cairn-star-rating__symbol is-half"></span><span class="wp-block-cairn-star-rating__symbol is-empty"></span><span class="wp-block-cairn-star-rating__symbol is-empty"></span></span><span class="wp-block-cairn-star-rating__label">3.5 out of 6 stars</span></div>',
			$rendered
		);
	}

	public function test_markup_whose_svg_was_removed_still_gets_the_words(): void {
		$rendered = do_blocks( $this->fixture( 'cairn__star-rating__deprecated-2' ) );

		$this->assert_words( '3.5 out of 6 stars', $rendered );
	}

	/**
	 * The markup save() writes now, in every fixture of it.
	 *
	 * @return array<string, array{string}> Fixture names.
	 */
	public static function current_fixtures(): array {
		return array(
			'default 1 of 5'                   => array( 'cairn__star-rating' ),
			'half, colour, centre and outline' => array( 'cairn__star-rating__half' ),
		);
	}

	/**
	 * Runs once per current fixture.
	 *
	 * @dataProvider current_fixtures
	 *
	 * @param string $name The fixture.
	 */
	public function test_the_saved_markup_passes_wp_kses_post_unchanged( string $name ): void {
		$saved = $this->fixture( $name );

		$this->assertSame( $saved, wp_kses_post( $saved ) );
	}

	/**
	 * Runs once per current fixture.
	 *
	 * @dataProvider current_fixtures
	 *
	 * @param string $name The fixture.
	 */
	public function test_an_author_without_unfiltered_html_saves_the_block_unchanged_through_the_rest_api( string $name ): void {
		$this->act_as( 'author' );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		$saved = $this->fixture( $name );

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

	public function test_kses_removed_the_svg_that_earlier_versions_saved_which_deprecation_2_accepts(): void {
		// Why deprecations 1 and 2 exist (src/star-rating/deprecated.ts):
		// what the block saved as SVG is what kses turned into fixture 2.
		$this->assertSame(
			$this->fixture( 'cairn__star-rating__deprecated-2' ),
			wp_kses_post( $this->fixture( 'cairn__star-rating__deprecated-1__half' ) )
		);
		$this->assertSame(
			$this->fixture( 'cairn__star-rating__deprecated-2__words' ),
			wp_kses_post( $this->fixture( 'cairn__star-rating__deprecated-3' ) )
		);
	}

	public function test_a_hand_edited_block_without_the_label_gets_one_inside_its_wrapper(): void {
		$inner = str_replace( '<span class="wp-block-cairn-star-rating__label"></span>', '', $this->saved_markup( 5 ) );

		$rendered = do_blocks( $this->block( array( 'rating' => 2 ), $inner ) );

		$this->assert_words( '2 out of 5 stars', $rendered );
		$this->assertStringContainsString( '<span class="wp-block-cairn-star-rating__label">2 out of 5 stars</span></div>', $rendered );
		$this->assertSame( 1, substr_count( $rendered, '</div>' ) );
	}

	public function test_a_hand_edited_block_with_a_nested_div_gets_the_label_before_its_own_closing_tag(): void {
		$inner = '<div class="wp-block-cairn-star-rating has-text-align-left"><div class="note">Note</div><span class="wp-block-cairn-star-rating__symbols" aria-hidden="true"></span></div><p>After</p>';

		$rendered = do_blocks( $this->block( array( 'rating' => 2 ), $inner ) );

		$this->assertStringContainsString(
			'<div class="note">Note</div><span title="2 out of 5 stars" class="wp-block-cairn-star-rating__symbols" aria-hidden="true"></span><span class="wp-block-cairn-star-rating__label">2 out of 5 stars</span></div><p>After</p>',
			$rendered
		);
	}

	public function test_a_hand_edited_label_with_markup_inside_gets_only_the_words(): void {
		$inner = str_replace(
			'<span class="wp-block-cairn-star-rating__label"></span>',
			'<span class="wp-block-cairn-star-rating__label">Old <span>nested</span> words</span><em>kept</em>',
			$this->saved_markup( 5 )
		);

		$rendered = do_blocks( $this->block( array( 'rating' => 2 ), $inner ) );

		$this->assertStringContainsString( '<span class="wp-block-cairn-star-rating__label">2 out of 5 stars</span><em>kept</em></div>', $rendered );
		$this->assertStringNotContainsString( 'nested', $rendered );
	}

	public function test_html_that_is_not_the_blocks_wrapper_is_left_as_it_is(): void {
		$this->assertSame( '<p>Not a rating</p>', Star_Rating::render( '<p>Not a rating</p>', array( 'attrs' => array() ) ) );
		$this->assertSame( '', Star_Rating::render( '', array( 'attrs' => array() ) ) );
		$this->assertSame( '', Star_Rating::render( null, array( 'attrs' => array() ) ) );
	}

	public function test_other_blocks_are_left_alone(): void {
		$html = '<p class="wp-block-cairn-star-rating__label"></p>';

		$this->assertStringContainsString( $html, do_blocks( '<!-- wp:html -->' . $html . '<!-- /wp:html -->' ) );
	}
}
