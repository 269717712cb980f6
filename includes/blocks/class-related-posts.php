<?php
/**
 * Related posts block: the list a visitor sees.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Related_Posts\Engine;
use Cairn\Related_Posts\Related_Posts as Finder;
use WP_Block;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the related posts of the post being shown, with no script: the
 * optional heading (the block's inner heading block), then the posts as a
 * grid or a list. Nothing at all when the module is off or no post is
 * related, so visitors never see an empty heading.
 *
 * @since 0.4.0
 */
final class Related_Posts {

	/** The class every part's class starts with. */
	private const BASE = 'wp-block-cairn-related-posts';

	/**
	 * How many posts each grid row holds: two, then the rest
	 * for 2, 4 or 5 posts; otherwise three, then the rest.
	 * rows() in src/related-posts/utils.ts holds the same rule for the editor.
	 *
	 * @since 0.4.0
	 *
	 * @param int $count Posts shown.
	 * @return int[]
	 */
	public static function rows( int $count ): array {
		if ( $count <= 0 ) {
			return array();
		}
		$first = in_array( $count, array( 2, 4, 5 ), true ) ? 2 : min( 3, $count );
		return $count > $first ? array( $first, $count - $first ) : array( $first );
	}

	/**
	 * The block's HTML.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param string              $content    The inner heading, rendered.
	 * @param WP_Block|null       $block      The block instance.
	 */
	public static function render( array $attributes, string $content, ?WP_Block $block = null ): string {
		$post_id = (int) ( $block->context['postId'] ?? get_the_ID() );
		$post    = get_post( $post_id );
		if ( ! $post instanceof WP_Post || ! Finder::is_enabled() ) {
			return '';
		}
		$count = max( 1, min( Finder::MAX, (int) ( $attributes['postsToShow'] ?? 3 ) ) );
		$posts = Finder::posts( $post, $count );
		if ( ! $posts ) {
			return '';
		}
		$layout = 'list' === ( $attributes['postLayout'] ?? 'grid' ) ? 'list' : 'grid';
		$counts = ! empty( $attributes['displayContext'] ) ? Engine::term_counts( $post ) : array();
		if ( ! empty( $attributes['displayThumbnails'] ) ) {
			$query        = new \WP_Query();
			$query->posts = $posts;
			update_post_thumbnail_cache( $query );
		}

		$heading = trim( $content );
		$label   = __( 'Related posts', 'cairn' );
		if ( '' === $heading && ! empty( $attributes['displayHeadline'] ) && '' !== trim( (string) ( $attributes['headline'] ?? '' ) ) ) {
			$label   = wp_strip_all_tags( (string) $attributes['headline'] );
			$heading = sprintf( '<h3 class="%s__headline">%s</h3>', self::BASE, esc_html( $label ) );
		} elseif ( '' !== $heading ) {
			$label = trim( wp_strip_all_tags( $heading ) );
		}

		$spans = array();
		foreach ( self::rows( count( $posts ) ) as $size ) {
			$spans = array_merge( $spans, array_fill( 0, $size, intdiv( 6, $size ) ) );
		}
		$items = '';
		foreach ( $posts as $index => $related ) {
			$items .= self::item( $related, $attributes, $counts, 'grid' === $layout ? $spans[ $index ] : 6 );
		}

		$wrapper = get_block_wrapper_attributes(
			array(
				'class'      => 'is-layout-' . $layout,
				'aria-label' => $label,
			)
		);
		return sprintf(
			'<nav %1$s>%2$s<ul class="%3$s__items">%4$s</ul></nav>',
			$wrapper,
			$heading, // The inner heading block's own saved HTML.
			self::BASE,
			$items
		);
	}

	/**
	 * One post of the list.
	 *
	 * @param WP_Post             $related    The related post.
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param array<int,int>      $counts     The shown post's terms' post counts (for the context).
	 * @param int                 $span       Grid columns (of six) the post takes.
	 */
	private static function item( WP_Post $related, array $attributes, array $counts, int $span ): string {
		$url   = (string) get_permalink( $related );
		$parts = '';
		if ( ! empty( $attributes['displayThumbnails'] ) && has_post_thumbnail( $related ) ) {
			// The title link beside it says where it goes: the image is not a second stop for keyboards and screen readers.
			$parts .= sprintf(
				'<a class="%1$s__thumbnail" href="%2$s" tabindex="-1" aria-hidden="true">%3$s</a>',
				self::BASE,
				esc_url( $url ),
				get_the_post_thumbnail(
					$related,
					'medium_large',
					array(
						'alt'     => '',
						'loading' => 'lazy',
						'sizes'   => '(max-width: 600px) 100vw, 400px',
					)
				)
			);
		}
		$parts .= sprintf(
			'<p class="%1$s__title"><a href="%2$s">%3$s</a></p>',
			self::BASE,
			esc_url( $url ),
			esc_html( html_entity_decode( wp_strip_all_tags( get_the_title( $related ) ), ENT_QUOTES, 'UTF-8' ) )
		);
		$meta   = '';
		if ( ! empty( $attributes['displayDate'] ) ) {
			$meta .= sprintf(
				'<time class="%1$s__date" datetime="%2$s">%3$s</time>',
				self::BASE,
				esc_attr( (string) get_the_date( 'c', $related ) ),
				esc_html( (string) get_the_date( '', $related ) )
			);
		}
		if ( ! empty( $attributes['displayAuthor'] ) ) {
			$author = get_userdata( (int) $related->post_author );
			if ( $author ) {
				$meta .= sprintf(
					'<span class="%1$s__author">%2$s</span>',
					self::BASE,
					/* translators: %s: the author's name. */
					esc_html( sprintf( __( 'By %s', 'cairn' ), $author->display_name ) )
				);
			}
		}
		if ( ! empty( $attributes['displayContext'] ) ) {
			$context = Finder::context( $related, $counts );
			$meta   .= '' === $context['link']
				? sprintf( '<span class="%1$s__context">%2$s</span>', self::BASE, esc_html( $context['text'] ) )
				: sprintf( '<a class="%1$s__context" href="%2$s">%3$s</a>', self::BASE, esc_url( $context['link'] ), esc_html( $context['text'] ) );
		}
		if ( '' !== $meta ) {
			$parts .= sprintf( '<div class="%1$s__meta">%2$s</div>', self::BASE, $meta );
		}
		return sprintf( '<li class="%1$s__item is-span-%2$d">%3$s</li>', self::BASE, $span, $parts );
	}
}
