<?php
/**
 * The signup block a visitor's form came from, found where it is saved.
 *
 * @package Cairn
 */

namespace Cairn\Mailchimp;

use Cairn\Post_Access;

defined( 'ABSPATH' ) || exit;

/**
 * A signup sends Mailchimp the groups and the signup field that a saved
 * `cairn/mailchimp` block defines, and nothing the request says. The form
 * names its block: the post it is shown in and an id made from the
 * block's settings. The block is then looked up in that post as it is now
 * (through Post_Access: never a revision, a draft only for those who may
 * edit it), else in the places of the site that only administrators
 * edit (the theme's templates and template parts, the block widgets).
 *
 * Nothing that a render produces is trusted on its own: a contributor can
 * render any block in a preview of their draft, so a signature made at
 * render time would let them mint settings for anyone to use. A block in a
 * post that is not published counts only for users who may edit the post,
 * and its groups and field only for those who may also publish it: a
 * contributor trying their draft subscribes the address alone.
 *
 * @since 0.6.0
 */
final class Signup_Block {

	/** The block's name. */
	public const BLOCK = 'cairn/mailchimp';

	/** Settings that send nothing but the address. */
	public const ADDRESS_ONLY = array(
		'interests' => array(),
		'tag'       => '',
		'value'     => '',
	);

	/** How deep synced patterns are followed (a pattern may hold itself). */
	private const MAX_DEPTH = 5;

	/**
	 * What a block sends Mailchimp, from its attributes (saved, or with
	 * block.json's defaults: both give the same).
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 * @return array{interests:string[],tag:string,value:string}
	 */
	public static function settings( array $attributes ): array {
		$interests = isset( $attributes['interests'] ) && is_array( $attributes['interests'] ) ? $attributes['interests'] : array();
		return array(
			'interests' => array_values( array_map( 'strval', array_filter( $interests, 'is_scalar' ) ) ),
			'tag'       => isset( $attributes['signupFieldTag'] ) && is_scalar( $attributes['signupFieldTag'] ) ? (string) $attributes['signupFieldTag'] : '',
			'value'     => isset( $attributes['signupFieldValue'] ) && is_scalar( $attributes['signupFieldValue'] ) ? (string) $attributes['signupFieldValue'] : '',
		);
	}

	/**
	 * The id a form carries to name its block: a hash of what the block
	 * sends, the same on every page view until its author changes it. Two
	 * blocks with the same settings send the same, so either may answer.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string,mixed> $attributes The block's attributes.
	 */
	public static function id( array $attributes ): string {
		return substr( hash( 'sha256', (string) wp_json_encode( self::settings( $attributes ) ) ), 0, 20 );
	}

	/**
	 * What a signup through a named block sends, for the current user; null
	 * when the block is not there for them (changed, removed, or in a post
	 * they may not see).
	 *
	 * @since 0.6.0
	 *
	 * @param int    $post_id  The post the form was shown in; 0 for none.
	 * @param string $block_id The block's id.
	 * @return array{interests:string[],tag:string,value:string}|null
	 */
	public static function resolve( int $post_id, string $block_id ): ?array {
		if ( '' === $block_id ) {
			return null;
		}
		$post = Post_Access::viewable( $post_id );
		if ( null !== $post ) {
			$found = self::find( parse_blocks( $post->post_content ), $block_id );
			if ( null !== $found ) {
				return Post_Access::is_published( $post ) || current_user_can( 'publish_post', $post->ID ) ? $found : self::ADDRESS_ONLY;
			}
		}
		foreach ( self::site_parts() as $content ) {
			$found = self::find( parse_blocks( $content ), $block_id );
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * The settings of the signup block with an id among blocks, nested
	 * ones and those of the published synced patterns they use.
	 *
	 * @param array<int,array<string,mixed>> $blocks   Parsed blocks.
	 * @param string                         $block_id The id.
	 * @param int                            $depth    Patterns followed so far.
	 * @return array{interests:string[],tag:string,value:string}|null
	 */
	private static function find( array $blocks, string $block_id, int $depth = 0 ): ?array {
		foreach ( $blocks as $block ) {
			$name  = $block['blockName'] ?? '';
			$attrs = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
			if ( self::BLOCK === $name && hash_equals( self::id( $attrs ), $block_id ) ) {
				return self::settings( $attrs );
			}
			$inner = ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) ? $block['innerBlocks'] : array();
			if ( 'core/block' === $name && $depth < self::MAX_DEPTH && isset( $attrs['ref'] ) && is_numeric( $attrs['ref'] ) ) {
				// Only someone who may publish can publish a pattern.
				$pattern = get_post( (int) $attrs['ref'] );
				if ( $pattern && 'wp_block' === $pattern->post_type && 'publish' === $pattern->post_status ) {
					$inner = array_merge( $inner, parse_blocks( $pattern->post_content ) );
				}
			}
			$found = $inner ? self::find( $inner, $block_id, 'core/block' === $name ? $depth + 1 : $depth ) : null;
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * The content of the places around posts that only those who may edit
	 * the theme's options change: the active theme's templates and
	 * template parts (from its files, or as customized in the Site Editor),
	 * and the block widgets.
	 *
	 * @return string[]
	 */
	private static function site_parts(): array {
		$contents = array();
		foreach ( array( 'wp_template_part', 'wp_template' ) as $type ) {
			foreach ( get_block_templates( array(), $type ) as $template ) {
				if ( false !== strpos( (string) $template->content, 'wp:' ) ) {
					$contents[] = (string) $template->content;
				}
			}
		}
		$widgets = get_option( 'widget_block' );
		foreach ( is_array( $widgets ) ? $widgets : array() as $widget ) {
			if ( is_array( $widget ) && isset( $widget['content'] ) && is_string( $widget['content'] ) ) {
				$contents[] = $widget['content'];
			}
		}
		return $contents;
	}
}
