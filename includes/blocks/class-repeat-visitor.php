<?php
/**
 * Repeat visitor block: server side.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The Repeat visitor block needs nothing from the server beyond its
 * registration from block.json (Block_Registry), which also makes WordPress
 * enqueue its view script only on pages that render the block.
 *
 * On purpose, the server neither reads nor writes the visit cookie: a page
 * cache serves one copy of a page to every visitor, so a decision made in PHP
 * would be cached for everyone, and a `Set-Cookie` header would keep most
 * caches from storing the page at all. The saved markup is the same for all
 * visitors (hidden, with the rule in data attributes) and the browser decides
 * (see src/repeat-visitor/README.md).
 *
 * @since 0.1.0
 */
final class Repeat_Visitor {

	/**
	 * Adds the block's hooks: none; see the class comment.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		// Intentionally empty: the block is static and cache-safe.
	}
}
