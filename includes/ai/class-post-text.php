<?php
/**
 * Texts written about a whole post: title, excerpt, SEO title and description.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Writes a text about a post from the text given (the editor's unsaved
 * content) or the post's saved title and content, through Text_Request.
 * The editor's AI panel and the Abilities share it.
 *
 * @since 0.3.0
 */
final class Post_Text {

	/**
	 * The kinds, with their prompt type.
	 *
	 * @var array<string,string>
	 */
	public const KINDS = array(
		'title'          => 'generateTitle',
		'excerpt'        => 'postExcerpt',
		'seoTitle'       => 'seoTitle',
		'seoDescription' => 'seoDescription',
	);

	/**
	 * The text of one kind.
	 *
	 * @since 0.3.0
	 *
	 * @param string   $kind    A KINDS key.
	 * @param string   $text    The text to work on; '' for the post's.
	 * @param int      $post_id The post, when no text is given.
	 * @param int      $user_id Who asks.
	 * @param int|null $words   For an excerpt: words at most (null: the site's default).
	 * @return string|WP_Error
	 */
	public static function write( string $kind, string $text, int $post_id, int $user_id, ?int $words = null ) {
		if ( ! isset( self::KINDS[ $kind ] ) ) {
			return new WP_Error( 'error_response', __( 'Unknown kind of text.', 'cairn' ), array( 'status' => 400 ) );
		}
		$source = self::source( $text, $post_id );
		if ( is_wp_error( $source ) ) {
			return $source;
		}
		if ( 'excerpt' === $kind ) {
			return Summary::excerpt( $source, $user_id, $words );
		}
		$answer = Text_Request::complete( Text_Request::prompt( self::KINDS[ $kind ], $source ), 'ai-assistant', $user_id );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		return Text_Request::one_line( $answer );
	}

	/**
	 * The text to work on: the given text, or the post's title and content.
	 *
	 * @param string $text    Given text.
	 * @param int    $post_id Post.
	 * @return string|WP_Error
	 */
	private static function source( string $text, int $post_id ) {
		$text = trim( wp_strip_all_tags( (string) preg_replace( '/<!--.*?-->/s', ' ', $text ) ) );
		if ( '' === $text && $post_id ) {
			// The post as saved, never a revision standing in for it.
			$post = get_post( $post_id );
			$text = $post && 'revision' !== $post->post_type ? trim( $post->post_title . "\n\n" . wp_strip_all_tags( strip_shortcodes( $post->post_content ) ) ) : '';
		}
		return '' === $text
			? new WP_Error( 'error_response', __( 'There is no text to work on.', 'cairn' ), array( 'status' => 400 ) )
			: $text;
	}
}
