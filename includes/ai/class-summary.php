<?php
/**
 * A post's AI summary, as an excerpt of a bounded length.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Asks for an excerpt of at most a number of words; an answer that is longer
 * is summarised again, and a last one that still is gets cut at a word.
 *
 * @since 0.3.0
 */
final class Summary {

	/** Words an excerpt has at most unless the caller says otherwise. */
	public const DEFAULT_WORDS = 50;

	/** The shortest limit accepted. */
	public const MIN_WORDS = 10;

	/** The longest limit accepted. */
	public const MAX_WORDS = 300;

	/** Requests made for one excerpt at most: the first, and summaries of a long answer. */
	private const MAX_ROUNDS = 3;

	/**
	 * The excerpt.
	 *
	 * @since 0.3.0
	 *
	 * @param string   $content The post's text (HTML or block markup is reduced to text).
	 * @param int      $user_id Who asks.
	 * @param int|null $words   Words at most; null for the site's default.
	 * @return string|WP_Error
	 */
	public static function excerpt( string $content, int $user_id, ?int $words = null ) {
		$words = self::limit( $words );
		$text  = self::plain( $content );
		if ( '' === $text ) {
			return new WP_Error( 'error_response', __( 'There is no text to summarize.', 'cairn' ), array( 'status' => 400 ) );
		}
		for ( $round = 0; $round < self::MAX_ROUNDS; $round++ ) {
			$answer = Text_Request::complete( Text_Request::prompt( 'postExcerpt', $text, array( 'words' => $words ) ), 'ai-assistant', $user_id );
			if ( is_wp_error( $answer ) ) {
				return $answer;
			}
			$text = self::plain( $answer );
			if ( self::count_words( $text ) <= $words ) {
				return $text;
			}
		}
		return wp_trim_words( $text, $words, '…' );
	}

	/**
	 * The limit of words: the caller's, else the site's (Settings → Cairn,
	 * then the filter `cairn_ai_summary_words`), within MIN_WORDS and MAX_WORDS.
	 *
	 * @since 0.3.0
	 *
	 * @param int|null $words The caller's limit.
	 */
	public static function limit( ?int $words = null ): int {
		if ( null === $words ) {
			/**
			 * Filters how many words an AI summary has at most.
			 *
			 * @since 0.3.0
			 *
			 * @param int $words Words; the setting, 50 by default.
			 */
			$words = (int) apply_filters( 'cairn_ai_summary_words', AI_Settings::get()['summary_words'] );
		}
		return max( self::MIN_WORDS, min( self::MAX_WORDS, $words ) );
	}

	/**
	 * Words in a text, as wp_trim_words() counts them.
	 *
	 * @since 0.3.0
	 *
	 * @param string $text Plain text.
	 */
	public static function count_words( string $text ): int {
		$text = trim( $text );
		return '' === $text ? 0 : count( (array) preg_split( '/[\s]+/u', $text ) );
	}

	/**
	 * A text without markup, comments or surrounding white space.
	 *
	 * @param string $content HTML, block markup or Markdown-ish text.
	 */
	private static function plain( string $content ): string {
		$text = wp_strip_all_tags( (string) preg_replace( '/<!--.*?-->/s', ' ', $content ) );
		$text = (string) preg_replace( '/^[#>*\-\s]+|["“”]+$|^["“”]+/mu', '', $text );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}
}
