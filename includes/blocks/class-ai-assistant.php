<?php
/**
 * The AI assistant block on the published page.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * What visitors see of an assistant block nobody accepted: never nothing.
 * An assistant that took a block's place and was asked nothing since shows
 * that block as it was; any other shows its text (headings, lists and
 * paragraphs of the answer's Markdown-like text, every character escaped).
 * The editor warns before publishing a post that holds one.
 *
 * @since 0.7.0
 */
final class AI_Assistant {

	/**
	 * The block's name.
	 *
	 * @var string
	 */
	public const BLOCK_NAME = 'cairn/ai-assistant';

	/**
	 * How deep assistants render inside assistants' kept blocks (a hand-made
	 * post could nest them): no further.
	 *
	 * @var int
	 */
	private static $depth = 0;

	/**
	 * The block's HTML.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param string              $wrapper    The wrapper's attributes (get_block_wrapper_attributes()).
	 */
	public static function render( array $attributes, string $wrapper ): string {
		$original = isset( $attributes['originalBlocks'] ) && is_string( $attributes['originalBlocks'] ) ? $attributes['originalBlocks'] : '';
		$messages = isset( $attributes['messages'] ) && is_array( $attributes['messages'] ) ? $attributes['messages'] : array();
		if ( '' !== trim( $original ) && ! $messages ) {
			if ( self::$depth > 0 ) {
				return '';
			}
			++self::$depth;
			try {
				// The block the assistant took the place of, rendered as it would be.
				return do_blocks( $original );
			} finally {
				--self::$depth;
			}
		}
		$content = isset( $attributes['content'] ) && is_string( $attributes['content'] ) ? $attributes['content'] : '';
		$html    = self::markdown( $content );
		return '' === $html ? '' : sprintf( '<div %s>%s</div>', $wrapper, $html );
	}

	/**
	 * The answer's Markdown-like text as HTML: `#` headings, `-`/`*`/`1.`
	 * lists, paragraphs separated by blank lines. Text only: every
	 * character is escaped, nothing the text says becomes markup.
	 *
	 * @since 0.7.0
	 *
	 * @param string $text The text.
	 */
	public static function markdown( string $text ): string {
		$html = '';
		/**
		 * The open paragraph's lines (the closure empties it).
		 *
		 * @var string[] $paragraph
		 */
		$paragraph = array();
		/**
		 * The open list: true ordered, false bulleted, null none (the closure sets it).
		 *
		 * @var bool|null $list
		 */
		$list  = null;
		$items = array();
		$flush = static function () use ( &$html, &$paragraph, &$list, &$items ): void {
			if ( $paragraph ) {
				$html     .= '<p>' . implode( '<br>', array_map( 'esc_html', $paragraph ) ) . '</p>';
				$paragraph = array();
			}
			if ( null !== $list ) {
				$tag   = $list ? 'ol' : 'ul';
				$html .= "<{$tag}>" . implode( '', array_map( static fn( $item ) => '<li>' . esc_html( $item ) . '</li>', $items ) ) . "</{$tag}>";
				$list  = null;
				$items = array();
			}
		};
		foreach ( preg_split( '/\r\n|\r|\n/', $text ) as $line ) {
			if ( '' === trim( $line ) ) {
				$flush();
			} elseif ( preg_match( '/^(#{1,6})\s+(.*?)\s*#*\s*$/', $line, $heading ) ) {
				$flush();
				$level = strlen( $heading[1] );
				$html .= "<h{$level}>" . esc_html( $heading[2] ) . "</h{$level}>";
			} elseif ( preg_match( '/^\s*(?:([-*+])|\d+[.)])\s+(.*)$/', $line, $item ) ) {
				$ordered = '' === $item[1];
				if ( $paragraph || ( null !== $list && $list !== $ordered ) ) {
					$flush();
				}
				$list    = $ordered;
				$items[] = $item[2];
			} else {
				if ( null !== $list ) {
					$flush();
				}
				$paragraph[] = $line;
			}
		}
		$flush();
		return $html;
	}
}
