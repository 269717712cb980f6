<?php
/**
 * Finds the block a visitor's form came from, wherever it is saved.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Post_Access;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * One lookup for every block whose form a visitor sends (a form, a
 * donation, a payment button, a newsletter signup): the form names its
 * block by the block's own id (made from its saved settings) and the post
 * it was shown with; the block is then looked up in saved markup only,
 * never taken from what the request says:
 *
 * 1. the content of the post named, as it is now (through Post_Access:
 *    never a revision, a draft only for those who may see it), with the
 *    published synced patterns it uses;
 * 2. else the places around posts that only those who may edit the theme's
 *    options change: the active theme's templates and template parts (from
 *    its files, or as customized in the Site Editor) and the block widgets,
 *    with the published synced patterns they use.
 *
 * So a block in a synced pattern, a template part, a widget area or a
 * query loop (whose blocks render with the looped post's id, or sit in the
 * template around it) is found wherever it is shown, even on a page that is
 * no post at all (an archive). Synced patterns are followed only when
 * published (only someone who may publish can publish one), at most five
 * deep (a pattern may hold itself).
 *
 * @since 0.7.0
 */
final class Saved_Blocks {

	/** How deep synced patterns are followed. */
	private const MAX_DEPTH = 5;

	/**
	 * The first saved block of one of these names that the matcher accepts.
	 *
	 * @since 0.7.0
	 *
	 * @param string[] $names   Block names.
	 * @param callable $matches Called with each parsed block of those names: whether it is the one.
	 * @param int      $post_id The post the form was shown with; 0 for none.
	 */
	public static function find( array $names, callable $matches, int $post_id ): ?Saved_Block {
		$post = Post_Access::viewable( $post_id );
		if ( null !== $post ) {
			$found = self::search( parse_blocks( $post->post_content ), $names, $matches, $post, Saved_Block::IN_POST, $post, 0 );
			if ( null !== $found ) {
				return $found;
			}
		}
		foreach ( self::site_parts() as list( $content, $place ) ) {
			$found = self::search( parse_blocks( $content ), $names, $matches, null, $place, $post, 0 );
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * Looks for the block among parsed blocks, depth first, into the
	 * published synced patterns they use.
	 *
	 * @param array<int,array<string,mixed>> $blocks  Parsed blocks.
	 * @param string[]                       $names   Block names.
	 * @param callable                       $matches The matcher.
	 * @param WP_Post|null                   $holder  What holds these blocks.
	 * @param string                         $place   Where they are.
	 * @param WP_Post|null                   $post    The post the request named.
	 * @param int                            $depth   Patterns followed so far.
	 */
	private static function search( array $blocks, array $names, callable $matches, ?WP_Post $holder, string $place, ?WP_Post $post, int $depth ): ?Saved_Block {
		foreach ( $blocks as $block ) {
			$name = $block['blockName'] ?? '';
			if ( in_array( $name, $names, true ) && $matches( $block ) ) {
				return new Saved_Block( $block, $holder, $post, $place );
			}
			if ( 'core/block' === $name && $depth < self::MAX_DEPTH ) {
				$pattern = self::pattern( $block['attrs']['ref'] ?? null );
				if ( null !== $pattern ) {
					$found = self::search( parse_blocks( $pattern->post_content ), $names, $matches, $pattern, Saved_Block::IN_PATTERN, $post, $depth + 1 );
					if ( null !== $found ) {
						return $found;
					}
				}
			}
			if ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) ) {
				$found = self::search( $block['innerBlocks'], $names, $matches, $holder, $place, $post, $depth );
				if ( null !== $found ) {
					return $found;
				}
			}
		}
		return null;
	}

	/**
	 * A published synced pattern by id, or null.
	 *
	 * @param mixed $ref The `core/block` block's `ref`.
	 */
	private static function pattern( $ref ): ?WP_Post {
		if ( ! is_numeric( $ref ) ) {
			return null;
		}
		$pattern = get_post( (int) $ref );
		return $pattern instanceof WP_Post && 'wp_block' === $pattern->post_type && 'publish' === $pattern->post_status ? $pattern : null;
	}

	/**
	 * The content of the theme's templates and template parts and of the
	 * block widgets, each with its place.
	 *
	 * @return array<int,array{0:string,1:string}>
	 */
	private static function site_parts(): array {
		$parts = array();
		foreach ( array( 'wp_template_part', 'wp_template' ) as $type ) {
			foreach ( get_block_templates( array(), $type ) as $template ) {
				if ( false !== strpos( (string) $template->content, '<!-- wp:' ) ) {
					$parts[] = array( (string) $template->content, Saved_Block::IN_TEMPLATE );
				}
			}
		}
		$widgets = get_option( 'widget_block' );
		foreach ( is_array( $widgets ) ? $widgets : array() as $widget ) {
			if ( is_array( $widget ) && isset( $widget['content'] ) && is_string( $widget['content'] ) ) {
				$parts[] = array( $widget['content'], Saved_Block::IN_WIDGET );
			}
		}
		return $parts;
	}
}
