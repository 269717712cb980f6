<?php
/**
 * A block found where it is saved, and what that place makes of it.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Post_Access;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * What Saved_Blocks::find() answers: the parsed block as saved, the post or
 * synced pattern whose content holds it (none for the theme's templates and
 * template parts and the block widgets), and the post the request named,
 * when the requester may see it (where a payment or an entry is said to
 * come from, and where the visitor goes back to).
 *
 * @since 0.7.0
 */
final class Saved_Block {

	/** In the content of the post the request named. */
	public const IN_POST = 'post';

	/** In a published synced pattern (`wp_block`). */
	public const IN_PATTERN = 'pattern';

	/** In a template or template part of the active theme. */
	public const IN_TEMPLATE = 'template';

	/** In a block widget. */
	public const IN_WIDGET = 'widget';

	/**
	 * The parsed block (parse_blocks() shape).
	 *
	 * @var array<string,mixed>
	 */
	public $block;

	/**
	 * The post or synced pattern holding it; null in a template, template
	 * part or widget.
	 *
	 * @var WP_Post|null
	 */
	public $holder;

	/**
	 * The post the request named, when the requester may see it; else null.
	 *
	 * @var WP_Post|null
	 */
	public $post;

	/**
	 * One of IN_POST, IN_PATTERN, IN_TEMPLATE, IN_WIDGET.
	 *
	 * @var string
	 */
	public $place;

	/**
	 * A found block.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $block  The parsed block.
	 * @param WP_Post|null        $holder What holds it.
	 * @param WP_Post|null        $post   The post named, if viewable.
	 * @param string              $place  Where it is.
	 */
	public function __construct( array $block, ?WP_Post $holder, ?WP_Post $post, string $place ) {
		$this->block  = $block;
		$this->holder = $holder;
		$this->post   = $post;
		$this->place  = $place;
	}

	/**
	 * The block's attributes as saved.
	 *
	 * @since 0.7.0
	 *
	 * @return array<string,mixed>
	 */
	public function attrs(): array {
		return isset( $this->block['attrs'] ) && is_array( $this->block['attrs'] ) ? $this->block['attrs'] : array();
	}

	/**
	 * Whether the block's settings are the site's own: a block in the
	 * theme's templates or a widget (which only those who may edit the
	 * theme's options change), in a published synced pattern, or in a
	 * published post. A draft's block was written by someone who may not be
	 * allowed to publish (a contributor).
	 *
	 * @since 0.7.0
	 */
	public function is_published(): bool {
		return null === $this->holder || Post_Access::is_published( $this->holder );
	}

	/**
	 * Whether the block is public: in the theme's templates, a widget, a
	 * published synced pattern or a post published for everyone (not
	 * private, scheduled or a draft). Payments are taken from public blocks only.
	 *
	 * @since 0.7.0
	 */
	public function is_public(): bool {
		return null === $this->holder || 'publish' === $this->holder->post_status;
	}
}
