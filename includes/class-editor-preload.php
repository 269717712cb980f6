<?php
/**
 * What the blocks of a post need in the editor, loaded with the editor.
 *
 * @package Cairn
 */

namespace Cairn;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Each block's editor code is a chunk that the editor script loads the
 * first time the block is shown, and several blocks then ask the site for
 * something (a setting, a status, a video). Opening a post that holds Cairn
 * blocks would wait, once the editor is ready, for each of those requests in
 * turn (with a spinner in each block meanwhile; on a one-worker server such
 * as `npm start`'s, for tens of seconds). The server knows which blocks the
 * post holds, so the editor's page brings what they need:
 *
 * - their editor code: `<link rel="preload">` hints, and `postBlocks` in the
 *   editor's data so that the editor script starts them before it draws;
 * - the site's answers to the requests they make as they open, made in the
 *   same request as WordPress preloads its own and printed as `preload` in
 *   the editor's data (WordPress clears its own preloaded answers once the
 *   post is loaded, before the blocks ask), rather than one request after
 *   another.
 *
 * A post without Cairn blocks costs nothing. The build lists each block's
 * files in build/edit-chunks.php (tools/webpack/edit-chunks-plugin.js).
 *
 * @since 0.6.0
 */
final class Editor_Preload {

	/**
	 * The site's answers each block asks for as it opens, by block: the
	 * paths exactly as the editor asks them (query arguments sorted). A
	 * block that stops asking leaves an unused answer, never a wrong one.
	 */
	private const ROUTES = array(
		'cairn/ad'                 => array( '/cairn/v1/module/all' ),
		'cairn/ai-assistant'       => array( '/cairn/v1/ai/assistant-feature' ),
		'cairn/business-hours'     => array( '/cairn/v1/business-hours/localized-week' ),
		'cairn/donations'          => array( '/cairn/v1/memberships/status?source=gutenberg&type=donation' ),
		'cairn/mailchimp'          => array( '/cairn/v1/mailchimp' ),
		'cairn/map'                => array( '/cairn/v1/service-api-keys/mapbox' ),
		'cairn/recurring-payments' => array( '/cairn/v1/memberships/status?source=gutenberg&type=all' ),
		'cairn/related-posts'      => array( '/cairn/v1/module/all' ),
	);

	/**
	 * The site's answers to what the post's Cairn blocks ask as they open
	 * (each block's own routes, and each video block's video read through
	 * the post), made as the current user as if the editor had asked, by
	 * path: the status and the body. A refusal or a 404 is an answer too (a
	 * video whose file is not on the site), so the block need not ask again.
	 *
	 * @since 0.6.0
	 *
	 * @return array<string,array{status:int,body:mixed}>
	 */
	public static function answers(): array {
		$post = self::edited_post();
		if ( null === $post ) {
			return array();
		}
		$answers = array();
		foreach ( self::paths( $post ) as $path ) {
			$parts   = wp_parse_url( $path );
			$request = new \WP_REST_Request( 'GET', (string) ( $parts['path'] ?? '' ) );
			if ( ! empty( $parts['query'] ) ) {
				parse_str( $parts['query'], $query );
				$request->set_query_params( $query );
			}
			$response         = rest_do_request( $request );
			$answers[ $path ] = array(
				'status' => $response->get_status(),
				'body'   => rest_get_server()->response_to_data( $response, false ),
			);
		}
		return $answers;
	}

	/**
	 * The paths of what a post's Cairn blocks ask as they open.
	 *
	 * @since 0.6.0
	 *
	 * @param WP_Post $post The post.
	 * @return string[]
	 */
	public static function paths( WP_Post $post ): array {
		$blocks = parse_blocks( $post->post_content );
		$paths  = array();
		foreach ( self::names_in( $blocks ) as $name ) {
			foreach ( self::ROUTES[ $name ] ?? array() as $path ) {
				$paths[ $path ] = true;
			}
		}
		foreach ( self::video_guids( $blocks ) as $guid ) {
			$paths[ '/cairn/v1/videos/' . $guid . '?post=' . $post->ID ] = true;
		}
		return array_keys( $paths );
	}

	/**
	 * The post the block editor edits on this request, when the user may
	 * edit it and it has content; null elsewhere (the site editor, widgets).
	 */
	private static function edited_post(): ?WP_Post {
		$post = is_admin() ? get_post() : null;
		return $post instanceof WP_Post && '' !== $post->post_content && current_user_can( 'edit_post', $post->ID ) ? $post : null;
	}

	/**
	 * The guids of the video blocks in parsed blocks, nested ones too.
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @return string[]
	 */
	private static function video_guids( array $blocks ): array {
		$guids = array();
		foreach ( $blocks as $block ) {
			$guid = $block['attrs']['guid'] ?? '';
			if ( 'cairn/video' === ( $block['blockName'] ?? '' ) && is_string( $guid ) && preg_match( '/^[A-Za-z0-9]{8}$/', $guid ) ) {
				$guids[ $guid ] = true;
			}
			if ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) ) {
				$guids += array_fill_keys( self::video_guids( $block['innerBlocks'] ), true );
			}
		}
		return array_keys( $guids );
	}

	/**
	 * The Cairn blocks of the post being edited, once per request.
	 *
	 * @var string[]|null
	 */
	private static $names = null;

	/**
	 * Hooks the preload hints into the editor's page head.
	 *
	 * @since 0.6.0
	 */
	public static function enqueue(): void {
		if ( ! has_action( 'admin_head', array( __CLASS__, 'print_preload_links' ) ) ) {
			add_action( 'admin_head', array( __CLASS__, 'print_preload_links' ), 1 );
		}
	}

	/**
	 * Prints a preload hint for each file of the post's blocks' editor code.
	 *
	 * @since 0.6.0
	 */
	public static function print_preload_links(): void {
		foreach ( self::files( self::post_blocks() ) as $file ) {
			printf(
				'<link rel="preload" as="script" href="%s" />' . "\n",
				esc_url( plugins_url( 'build/' . $file, PLUGIN_FILE ) )
			);
		}
	}

	/**
	 * The Cairn blocks (registered ones, inner blocks too) of the post the
	 * block editor is editing on this request; none elsewhere (the site
	 * editor, widgets) or for a user who may not edit the post.
	 *
	 * @since 0.6.0
	 *
	 * @return string[] Block names, each once, in the post's order.
	 */
	public static function post_blocks(): array {
		if ( null !== self::$names ) {
			return self::$names;
		}
		self::$names = array();
		$post        = self::edited_post();
		if ( null === $post ) {
			return self::$names;
		}
		$registered  = Block_Registry::registered();
		self::$names = array_values( array_intersect( self::names_in( parse_blocks( $post->post_content ) ), $registered ) );
		return self::$names;
	}

	/**
	 * Forgets the post's blocks (tests edit several posts in one request).
	 *
	 * @since 0.6.0
	 */
	public static function reset(): void {
		self::$names = null;
	}

	/**
	 * The Cairn block names in parsed blocks, nested ones too, each once.
	 *
	 * @since 0.6.0
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @return string[]
	 */
	public static function names_in( array $blocks ): array {
		$names = array();
		foreach ( $blocks as $block ) {
			$name = isset( $block['blockName'] ) ? (string) $block['blockName'] : '';
			if ( 0 === strpos( $name, 'cairn/' ) ) {
				$names[ $name ] = true;
			}
			if ( ! empty( $block['innerBlocks'] ) && is_array( $block['innerBlocks'] ) ) {
				$names += array_fill_keys( self::names_in( $block['innerBlocks'] ), true );
			}
		}
		return array_keys( $names );
	}

	/**
	 * The script files (relative to build/) of the given blocks' editor
	 * code, each once.
	 *
	 * @since 0.6.0
	 *
	 * @param string[] $names Block names.
	 * @return string[]
	 */
	public static function files( array $names ): array {
		$map   = self::map();
		$files = array();
		foreach ( $names as $name ) {
			foreach ( $map[ $name ] ?? array() as $file ) {
				$files[ $file ] = true;
			}
		}
		return array_keys( $files );
	}

	/**
	 * The build's list of each block's editor code files.
	 *
	 * @return array<string,string[]>
	 */
	private static function map(): array {
		static $map = null;
		if ( null === $map ) {
			$file = PLUGIN_DIR . '/build/edit-chunks.php';
			$read = is_readable( $file ) ? require $file : array();
			$map  = is_array( $read ) ? $read : array();
		}
		return $map;
	}
}
