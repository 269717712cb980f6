<?php
/**
 * Payment Button block: the visitors' form, rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Stripe\Checkout;
use Cairn\Stripe\Connection;
use Cairn\Stripe\Products;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * The Payment Button: a real `<form method="post">` to the checkout route
 * around the saved inner button (a submit button), so a visitor subscribes
 * without JavaScript. The form names the block (`block_key`) and its plan;
 * the checkout reads the plan from the saved block again and refuses any
 * other. Nothing is printed until Stripe is connected and the block's plan
 * is a product of type plan on the site.
 *
 * @since 0.4.0
 */
final class Recurring_Payments {

	/**
	 * The block's HTML for visitors.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Block $block   The block.
	 * @param string   $content The inner button's saved HTML.
	 */
	public static function render( WP_Block $block, string $content ): string {
		if ( ! Connection::is_connected() ) {
			return '';
		}
		// The post it is shown with (a template part or widget on an archive has none).
		$post_id = (int) ( $block->context['postId'] ?? get_the_ID() );
		// The attributes as saved, as the checkout reads them.
		$saved = is_array( $block->parsed_block['attrs'] ?? null ) ? $block->parsed_block['attrs'] : array();
		$plan  = self::plan( $saved );
		if ( null === $plan ) {
			return '';
		}
		$button = self::has_submit( $content ) ? $content : '<button type="submit" class="wp-element-button">' . esc_html__( 'Subscribe', 'cairn' ) . '</button>';
		return Checkout::message_html() . '<form ' . get_block_wrapper_attributes()
			. ' method="post" action="' . esc_url( rest_url( 'cairn/v1/memberships/checkout' ) ) . '">'
			. '<input type="hidden" name="post_id" value="' . esc_attr( (string) $post_id ) . '" />'
			. '<input type="hidden" name="block_key" value="' . esc_attr( Checkout::block_key( $saved ) ) . '" />'
			. '<input type="hidden" name="return_url" value="' . esc_url( Return_Url::current( $post_id ) ) . '" />'
			. '<input type="hidden" name="plan_id" value="' . esc_attr( (string) $plan['id'] ) . '" />'
			. $button . '</form>'
			. ( 'one-time' !== $plan['interval'] ? Manage_Subscription::render( $post_id ) : '' );
	}

	/**
	 * The plan a block's saved attributes sell (planId, else the first of
	 * Jetpack's planIds), when it is a product of type plan; else null.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attrs Saved attributes.
	 * @return array<string,mixed>|null
	 */
	public static function plan( array $attrs ): ?array {
		$id = $attrs['planId'] ?? null;
		if ( ! is_numeric( $id ) && is_array( $attrs['planIds'] ?? null ) ) {
			$id = reset( $attrs['planIds'] );
		}
		if ( ! is_numeric( $id ) || (int) $id <= 0 ) {
			return null;
		}
		$product = Products::get( (int) $id );
		return $product && 'plan' === $product['type'] ? $product : null;
	}

	/**
	 * Whether the saved inner button submits the form (a `button` or an
	 * `input type="submit"`); a link saved by an older version would not.
	 *
	 * @param string $content The inner button's HTML.
	 */
	private static function has_submit( string $content ): bool {
		$tags = new \WP_HTML_Tag_Processor( $content );
		while ( $tags->next_tag() ) {
			$tag  = $tags->get_tag();
			$type = strtolower( (string) $tags->get_attribute( 'type' ) );
			if ( ( 'BUTTON' === $tag && in_array( $type, array( '', 'submit' ), true ) ) || ( 'INPUT' === $tag && 'submit' === $type ) ) {
				return true;
			}
		}
		return false;
	}
}
