<?php
/**
 * The signup block a visitor's form came from, found where it is saved.
 *
 * @package Cairn
 */

namespace Cairn\Mailchimp;

use Cairn\Blocks\Saved_Blocks;

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
	 * they may not see). The block is looked up where it is saved
	 * (Saved_Blocks): the post named, else the theme's templates and
	 * template parts and the block widgets, and the synced patterns of each.
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
		$found = Saved_Blocks::find(
			array( self::BLOCK ),
			static function ( array $block ) use ( $block_id ): bool {
				return hash_equals( self::id( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array() ), $block_id );
			},
			$post_id
		);
		if ( null === $found ) {
			return null;
		}
		if ( $found->is_published() || ( null !== $found->holder && current_user_can( 'publish_post', $found->holder->ID ) ) ) {
			return self::settings( $found->attrs() );
		}
		return self::ADDRESS_ONLY;
	}
}
