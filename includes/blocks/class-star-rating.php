<?php
/**
 * Star rating block: the rating in words, added when the block is rendered.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use WP_Block;
use WP_HTML_Span;
use WP_HTML_Tag_Processor;
use WP_HTML_Text_Replacement;

defined( 'ABSPATH' ) || exit;

/**
 * Puts the rating in words ("3.5 out of 5 stars") into the Star rating
 * block's HTML when it is rendered: as the visually hidden label that screen
 * readers read, and as a `title` tooltip on the symbols for everyone else.
 *
 * Why on the server: saved markup is a contract that the editor checks on
 * every load (block validation compares it with what save() produces now).
 * Words saved in the language of whoever last saved the post made the block
 * "invalid content" for an editor working in another language, so save()
 * writes numbers and classes only, with an empty label element, and the
 * words are added here, in the language of the page being rendered (the
 * site's language on the front end, or the one a multilingual plugin
 * switched to). Posts saved before that still carry their old words; they are
 * replaced here too, so a visitor never sees a stale or foreign label.
 *
 * The rating is clamped exactly as the block's JavaScript does
 * (src/star-rating/utils.ts), so the words always agree with the symbols.
 *
 * @since 0.1.0
 */
final class Star_Rating {

	/**
	 * The block's name.
	 *
	 * @var string
	 */
	public const BLOCK_NAME = 'cairn/star-rating';

	/**
	 * The rating when none is stored (block.json).
	 *
	 * @var int
	 */
	private const DEFAULT_RATING = 1;

	/**
	 * The highest rating when none is stored (block.json).
	 *
	 * @var int
	 */
	private const DEFAULT_MAX_RATING = 5;

	/**
	 * The smallest highest rating the editor's slider allows.
	 *
	 * @var int
	 */
	private const MIN_MAX_RATING = 2;

	/**
	 * The largest highest rating the editor's slider allows.
	 *
	 * @var int
	 */
	private const MAX_MAX_RATING = 10;

	/**
	 * Ratings move in halves.
	 *
	 * @var float
	 */
	private const RATING_STEP = 0.5;

	/**
	 * The class of the block's wrapper (useBlockProps.save()).
	 *
	 * @var string
	 */
	private const WRAPPER_CLASS = 'wp-block-cairn-star-rating';

	/**
	 * The class of the element holding the symbols, which gets the tooltip.
	 *
	 * @var string
	 */
	private const SYMBOLS_CLASS = 'wp-block-cairn-star-rating__symbols';

	/**
	 * The class of the visually hidden element holding the words (style.scss
	 * hides it the way core's screen-reader-text does).
	 *
	 * @var string
	 */
	private const LABEL_CLASS = 'wp-block-cairn-star-rating__label';

	/**
	 * Adds the render filter.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		add_filter( 'render_block_' . self::BLOCK_NAME, array( self::class, 'render' ), 10, 3 );
	}

	/**
	 * Adds the rating in words to the block's rendered HTML.
	 *
	 * @since 0.1.0
	 *
	 * @param string|mixed  $block_content The block's HTML.
	 * @param array|mixed   $block         The parsed block.
	 * @param WP_Block|null $instance      The block instance, whose attributes have block.json's defaults applied.
	 * @return string The HTML with the words.
	 */
	public static function render( $block_content, $block = array(), $instance = null ): string {
		$html = is_string( $block_content ) ? $block_content : '';
		if ( '' === trim( $html ) ) {
			return $html;
		}

		if ( $instance instanceof WP_Block ) {
			$attributes = $instance->attributes;
		} else {
			$attributes = is_array( $block ) && isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
		}

		$max_rating = self::clamp_max_rating( $attributes['maxRating'] ?? self::DEFAULT_MAX_RATING );
		$rating     = self::clamp_rating( $attributes['rating'] ?? self::DEFAULT_RATING, $max_rating );

		return self::add_words( $html, self::get_label( $rating, $max_rating ) );
	}

	/**
	 * The rating in words, in the current language.
	 *
	 * The same strings as the editor's getRatingLabel(), so one translation
	 * serves both; whole ratings have no decimals ("4", not "4.0"), like the
	 * JavaScript's String( 4 ).
	 *
	 * @since 0.1.0
	 *
	 * @param float $rating     The rating shown, in halves.
	 * @param int   $max_rating The highest rating.
	 * @return string For example "3.5 out of 5 stars" (not escaped).
	 */
	public static function get_label( float $rating, int $max_rating ): string {
		$decimals = floor( $rating ) === $rating ? 0 : 1;

		return sprintf(
			/* translators: 1: the rating, for example 3.5; 2: the highest rating, for example 5. */
			_n( '%1$s out of %2$d star', '%1$s out of %2$d stars', $max_rating, 'cairn' ),
			number_format_i18n( $rating, $decimals ),
			$max_rating
		);
	}

	/**
	 * Keeps the highest rating a whole number from 2 to 10, as clampMaxRating()
	 * does. Only numbers count: the editor's parser drops an attribute of the
	 * wrong type (a string "7" in hand-edited content) and uses the default.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $max_rating The stored highest rating.
	 * @return int The highest rating to use.
	 */
	public static function clamp_max_rating( $max_rating ): int {
		if ( ! self::is_number( $max_rating ) ) {
			return self::DEFAULT_MAX_RATING;
		}
		return (int) min( self::MAX_MAX_RATING, max( self::MIN_MAX_RATING, round( $max_rating ) ) );
	}

	/**
	 * Keeps a rating in halves between 0 and the highest rating, as
	 * clampRating() does.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $rating     The stored rating.
	 * @param int   $max_rating The highest rating in use.
	 * @return float The rating to show.
	 */
	public static function clamp_rating( $rating, int $max_rating ): float {
		$value  = self::is_number( $rating ) ? (float) $rating : (float) self::DEFAULT_RATING;
		$halves = round( $value / self::RATING_STEP ) * self::RATING_STEP;
		return (float) min( $max_rating, max( 0, $halves ) );
	}

	/**
	 * Whether a value is a finite number, as JavaScript's Number.isFinite().
	 *
	 * @param mixed $value The value.
	 * @return bool Whether it is an int or a finite float.
	 */
	private static function is_number( $value ): bool {
		return is_int( $value ) || ( is_float( $value ) && is_finite( $value ) );
	}

	/**
	 * Puts the words into the block's HTML: a `title` on the symbols, and the
	 * text of the label element.
	 *
	 * The HTML is the block's own saved markup, but post content can be edited
	 * by hand, so it is read with the HTML API rather than patterns: the
	 * wrapper's closing tag is found by counting DIVs and the label's by
	 * counting SPANs. A label with content (posts saved before the words
	 * moved here) gets its content replaced; a missing label is added before
	 * the wrapper's closing tag; HTML that does not start with the block's
	 * wrapper is left as it is.
	 *
	 * @param string $html  The block's HTML.
	 * @param string $words The rating in words, not escaped.
	 * @return string The HTML with the words.
	 */
	private static function add_words( string $html, string $words ): string {
		$processor = self::create_processor( $html );

		if (
			! $processor->next_tag()
			|| 'DIV' !== $processor->get_tag()
			|| ! $processor->has_class( self::WRAPPER_CLASS )
		) {
			return $html;
		}

		$div_depth   = 1;
		$label_depth = 0;
		$has_title   = false;
		$has_label   = false;
		while ( $processor->next_tag( array( 'tag_closers' => 'visit' ) ) ) {
			$tag       = $processor->get_tag();
			$is_closer = $processor->is_tag_closer();

			if ( 'DIV' === $tag ) {
				$div_depth += $is_closer ? -1 : 1;
				if ( 0 === $div_depth ) {
					$processor->set_bookmark( 'wrapper-end' );
					break;
				}
				continue;
			}

			if ( 'SPAN' !== $tag ) {
				continue;
			}

			if ( $label_depth > 0 ) {
				$label_depth += $is_closer ? -1 : 1;
				if ( 0 === $label_depth ) {
					$processor->set_bookmark( 'label-end' );
				}
				continue;
			}

			if ( $is_closer ) {
				continue;
			}

			if ( ! $has_title && $processor->has_class( self::SYMBOLS_CLASS ) ) {
				// set_attribute() escapes the value (esc_attr()).
				$processor->set_attribute( 'title', $words );
				$has_title = true;
			} elseif ( ! $has_label && $processor->has_class( self::LABEL_CLASS ) ) {
				$processor->set_bookmark( 'label-start' );
				$has_label   = true;
				$label_depth = 1;
			}
		}

		$text = esc_html( $words );

		if ( $has_label ) {
			// An unclosed label (hand-edited) gets the words right after its opening tag.
			$processor->replace_after(
				'label-start',
				$processor->has_bookmark( 'label-end' ) ? 'label-end' : null,
				$text
			);
			return $processor->get_updated_html();
		}

		$label = sprintf( '<span class="%1$s">%2$s</span>', esc_attr( self::LABEL_CLASS ), $text );
		if ( $processor->has_bookmark( 'wrapper-end' ) ) {
			$processor->insert_before( 'wrapper-end', $label );
			return $processor->get_updated_html();
		}

		// An unclosed wrapper holds everything after it, so the end is inside it.
		return $processor->get_updated_html() . $label;
	}

	/**
	 * A tag processor that can also insert HTML at a bookmark.
	 *
	 * WordPress 6.8's WP_HTML_Tag_Processor changes attributes, but has no
	 * public way to put text into an element: set_modifiable_text() only
	 * replaces an existing text node or the content of special elements such
	 * as TEXTAREA or TITLE, and the empty label span has no text node. Like
	 * core's own WP_Interactivity_API_Directives_Processor (which does the
	 * same with `set_content_between_balanced_tags()`), this queues a text
	 * replacement between bookmarked tags, so the change goes through the
	 * processor with its attribute changes and nothing else in the HTML is
	 * touched. It is a class of its own only for access to the protected
	 * `$bookmarks` and `$lexical_updates`; each method checks them and does
	 * nothing, rather than fail, if a future version changes them.
	 *
	 * @param string $html The HTML to process.
	 * @return WP_HTML_Tag_Processor The processor, with `replace_after()` and `insert_before()`.
	 */
	private static function create_processor( string $html ): WP_HTML_Tag_Processor {
		return new class( $html ) extends WP_HTML_Tag_Processor {

			/**
			 * Replaces what lies between the end of one bookmarked tag and the
			 * start of another with HTML, or inserts it after the first tag.
			 *
			 * @param string      $after  Bookmark of the tag the HTML follows.
			 * @param string|null $before Bookmark of the tag the HTML precedes; null inserts right after `$after`.
			 * @param string      $html   The HTML, already escaped.
			 * @return bool Whether the replacement was queued.
			 */
			public function replace_after( string $after, ?string $before, string $html ): bool {
				// Applies queued changes, so that bookmarks match the HTML.
				$this->get_updated_html();

				$start = $this->bookmark_span( $after );
				if ( null === $start ) {
					return false;
				}
				$from = $start->start + $start->length;
				$to   = $from;
				if ( null !== $before ) {
					$end = $this->bookmark_span( $before );
					if ( null === $end || $end->start < $from ) {
						return false;
					}
					$to = $end->start;
				}

				return $this->queue( $from, $to - $from, $html );
			}

			/**
			 * Inserts HTML right before a bookmarked tag.
			 *
			 * @param string $before Bookmark of the tag the HTML precedes.
			 * @param string $html   The HTML, already escaped.
			 * @return bool Whether the insertion was queued.
			 */
			public function insert_before( string $before, string $html ): bool {
				$this->get_updated_html();

				$span = $this->bookmark_span( $before );
				return null !== $span && $this->queue( $span->start, 0, $html );
			}

			/**
			 * Where a bookmarked tag is in the HTML.
			 *
			 * @param string $name The bookmark.
			 * @return WP_HTML_Span|null Its start and length, or null if unknown.
			 */
			private function bookmark_span( string $name ): ?WP_HTML_Span {
				return isset( $this->bookmarks[ $name ] ) && $this->bookmarks[ $name ] instanceof WP_HTML_Span
					? $this->bookmarks[ $name ]
					: null;
			}

			/**
			 * Queues a replacement, applied by get_updated_html().
			 *
			 * @param int    $start  Byte offset.
			 * @param int    $length Bytes replaced.
			 * @param string $html   The new HTML.
			 * @return bool Whether it was queued.
			 */
			private function queue( int $start, int $length, string $html ): bool {
				if ( ! isset( $this->lexical_updates ) || ! is_array( $this->lexical_updates ) ) {
					return false;
				}
				$this->lexical_updates[] = new WP_HTML_Text_Replacement( $start, $length, $html );
				return true;
			}
		};
	}
}
