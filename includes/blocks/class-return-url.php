<?php
/**
 * Where a visitor goes back to after sending a block's form.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * A block's form carries the address of the page it was shown on, so the
 * visitor comes back there with the result: the post's own address when the
 * block is in the post being read, else the address requested (a template
 * part or widget on an archive, a post shown in a query loop). What comes
 * back with the form is only followed to this site (wp_validate_redirect()).
 *
 * @since 0.7.0
 */
final class Return_Url {

	/** Query arguments of results that are never carried back. */
	private const RESULT_ARGS = array( 'cairn_form', 'cairn_checkout', 'cairn_currency', 'cairn_manage' );

	/**
	 * The page a block is rendered on.
	 *
	 * @since 0.7.0
	 *
	 * @param int $post_id The post the block renders with (its context), or 0.
	 */
	public static function current( int $post_id ): string {
		$requested = self::requested();
		$is_read   = $post_id > 0 && is_singular() && get_queried_object_id() === $post_id;
		if ( '' !== $requested && ! $is_read ) {
			return $requested;
		}
		$url = $post_id > 0 ? get_permalink( $post_id ) : false;
		if ( is_string( $url ) ) {
			return $url;
		}
		return '' !== $requested ? $requested : home_url( '/' );
	}

	/**
	 * A posted return address, if it is this site's; else the fallback.
	 * Result arguments of an earlier visit are dropped.
	 *
	 * @since 0.7.0
	 *
	 * @param mixed  $posted   What the form sent.
	 * @param string $fallback Where to go otherwise.
	 */
	public static function validated( $posted, string $fallback ): string {
		$url = is_string( $posted ) && '' !== $posted ? wp_validate_redirect( esc_url_raw( $posted ), '' ) : '';
		return remove_query_arg( self::RESULT_ARGS, '' !== $url ? $url : $fallback );
	}

	/**
	 * The address of the front-end page being built, or '' outside one (a
	 * REST request, the editor's preview of a block, the command line).
	 */
	private static function requested(): string {
		if ( wp_doing_ajax() || wp_is_serving_rest_request() || is_admin() || empty( $_SERVER['HTTP_HOST'] ) || empty( $_SERVER['REQUEST_URI'] ) ) {
			return '';
		}
		$url = set_url_scheme( 'http://' . sanitize_text_field( wp_unslash( $_SERVER['HTTP_HOST'] ) ) . esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) );
		return remove_query_arg( self::RESULT_ARGS, wp_validate_redirect( esc_url_raw( $url ), '' ) );
	}
}
