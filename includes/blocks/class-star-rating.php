<?php
/**
 * Star rating block: rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the Star rating block from its attributes (src/star-rating/render.php):
 * one span per symbol, whose classes say how much of it is filled
 * (style.scss draws the stars, no script), and the rating in words ("3.5 out
 * of 5 stars") as a visually hidden label for screen readers and as a
 * `title` tooltip on the symbols for everyone else.
 *
 * Why on the server: the words follow the language of the page being
 * rendered, and saved markup would have carried the language of whoever last
 * saved the post. The block saves only its attributes, so nothing here is a
 * contract with saved posts. Posts saved with older markup render from their
 * attributes too (they are all in the block's comment delimiter).
 *
 * The rating is clamped exactly as the block's JavaScript does
 * (src/star-rating/utils.ts), so the words always agree with the editor.
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
	 * The class of the element holding the symbols, which gets the tooltip.
	 *
	 * @var string
	 */
	private const SYMBOLS_CLASS = 'wp-block-cairn-star-rating__symbols';

	/**
	 * The class of one symbol; `is-full`, `is-half` or `is-empty` follows.
	 *
	 * @var string
	 */
	private const SYMBOL_CLASS = 'wp-block-cairn-star-rating__symbol';

	/**
	 * The class of the visually hidden element holding the words (style.scss
	 * hides it the way core's screen-reader-text does).
	 *
	 * @var string
	 */
	private const LABEL_CLASS = 'wp-block-cairn-star-rating__label';

	/**
	 * The alignments the block offers; anything else is the first.
	 *
	 * @var string[]
	 */
	private const ALIGNMENTS = array( 'left', 'center', 'right' );

	/**
	 * The block's HTML for its attributes.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, mixed> $attributes The block's attributes, block.json's defaults applied.
	 * @return string The block's HTML, every part escaped.
	 */
	public static function render( array $attributes ): string {
		$max_rating = self::clamp_max_rating( $attributes['maxRating'] ?? self::DEFAULT_MAX_RATING );
		$rating     = self::clamp_rating( $attributes['rating'] ?? self::DEFAULT_RATING, $max_rating );
		$align      = isset( $attributes['align'] ) && in_array( $attributes['align'], self::ALIGNMENTS, true ) ? $attributes['align'] : self::ALIGNMENTS[0];
		$color      = self::color( $attributes['color'] ?? null );
		$words      = self::get_label( $rating, $max_rating );

		$symbols = '';
		for ( $position = 1; $position <= $max_rating; $position++ ) {
			$symbols .= sprintf(
				'<span class="%s"></span>',
				esc_attr( self::SYMBOL_CLASS . ' is-' . self::symbol_fill( $position, $rating ) )
			);
		}

		return sprintf(
			'<div %1$s><span class="%2$s"%3$s title="%4$s" aria-hidden="true">%5$s</span><span class="%6$s">%7$s</span></div>',
			get_block_wrapper_attributes( array( 'class' => 'has-text-align-' . $align ) ),
			esc_attr( self::SYMBOLS_CLASS ),
			'' === $color ? '' : ' style="' . esc_attr( 'color:' . $color ) . '"',
			esc_attr( $words ),
			$symbols,
			esc_attr( self::LABEL_CLASS ),
			esc_html( $words )
		);
	}

	/**
	 * The symbols' colour: a hex colour (#rgb or #rrggbb), or '' to follow
	 * the text colour. Anything else (hand-edited content) is dropped, so no
	 * other CSS can reach the style attribute.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $color The stored colour.
	 * @return string The colour, or ''.
	 */
	public static function color( $color ): string {
		if ( ! is_string( $color ) ) {
			return '';
		}
		$hex = sanitize_hex_color( $color );
		return is_string( $hex ) ? $hex : '';
	}

	/**
	 * How much of the symbol at a position is filled, as getSymbolFill().
	 *
	 * @since 0.1.0
	 *
	 * @param int   $position The symbol's position, from 1.
	 * @param float $rating   The rating shown.
	 * @return string 'full', 'half' or 'empty'.
	 */
	public static function symbol_fill( int $position, float $rating ): string {
		if ( $rating >= $position ) {
			return 'full';
		}
		return $rating >= $position - self::RATING_STEP ? 'half' : 'empty';
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
}
