<?php
/**
 * Blocks that need a plan: the upgrade banner's server side.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Cairn sells nothing: by default no block needs a plan. A network that
 * sells plans says which Cairn blocks a site's plan lacks with the
 * `cairn_block_needs_plan` filter (the editor reads the same list, and its
 * `cairn.blockNeedsPlan` JavaScript filter may refine it). Such a block
 * gets the `shouldDisplayFrontendBanner` attribute (default true; the
 * editor saves false on a block whose parent already shows the banner), is
 * hidden from visitors, and is shown to administrators with the upgrade
 * banner above it.
 *
 * @since 0.4.0
 */
final class Paid_Blocks {

	/** The attribute saying whether the front end shows the banner. */
	public const ATTRIBUTE = 'shouldDisplayFrontendBanner';

	/**
	 * Hooks the attribute and the render.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_filter( 'register_block_type_args', array( __CLASS__, 'add_attribute' ), 10, 2 );
		add_filter( 'render_block', array( __CLASS__, 'render' ), 10, 2 );
	}

	/**
	 * Whether a Cairn block needs a plan the site lacks.
	 *
	 * @since 0.4.0
	 *
	 * @param string $name Block name.
	 */
	public static function needs_plan( string $name ): bool {
		if ( 0 !== strpos( $name, 'cairn/' ) ) {
			return false;
		}
		/**
		 * Filters whether a Cairn block needs a plan the site lacks: such a
		 * block shows the upgrade banner in the editor and to
		 * administrators on the site, and is hidden from visitors.
		 *
		 * @since 0.4.0
		 *
		 * @param bool   $needs_plan False: Cairn itself sells no plan.
		 * @param string $name       The block's name, e.g. 'cairn/donations'.
		 */
		return true === apply_filters( 'cairn_block_needs_plan', false, $name );
	}

	/**
	 * The registered Cairn blocks that need a plan.
	 *
	 * @since 0.4.0
	 *
	 * @return array<int,string>
	 */
	public static function names(): array {
		return array_values( array_filter( Block_Registry::registered(), array( __CLASS__, 'needs_plan' ) ) );
	}

	/**
	 * Declares the attribute on a block that needs a plan.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $args Registration arguments (an array, unless another filter broke it).
	 * @param mixed $name Block name.
	 * @return mixed
	 */
	public static function add_attribute( $args, $name ) {
		if ( ! is_array( $args ) || ! is_string( $name ) || ! self::needs_plan( $name ) ) {
			return $args;
		}
		$attributes = is_array( $args['attributes'] ?? null ) ? $args['attributes'] : array();
		if ( ! isset( $attributes[ self::ATTRIBUTE ] ) ) {
			$attributes[ self::ATTRIBUTE ] = array(
				'type'    => 'boolean',
				'default' => true,
			);
		}
		$args['attributes'] = $attributes;
		return $args;
	}

	/**
	 * Hides a block that needs a plan from visitors; administrators see it
	 * with the banner (unless a parent block already shows one).
	 *
	 * @since 0.4.0
	 *
	 * @param mixed $content The block's HTML.
	 * @param mixed $block   The parsed block.
	 */
	public static function render( $content, $block ): string {
		$name = is_array( $block ) && is_string( $block['blockName'] ?? null ) ? $block['blockName'] : '';
		if ( '' === $name || ! self::needs_plan( $name ) ) {
			return is_string( $content ) ? $content : '';
		}
		if ( ! current_user_can( 'manage_options' ) ) {
			return '';
		}
		if ( false === ( $block['attrs'][ self::ATTRIBUTE ] ?? true ) ) {
			return is_string( $content ) ? $content : '';
		}
		return self::banner() . ( is_string( $content ) ? $content : '' );
	}

	/**
	 * The banner above the block on the site.
	 *
	 * @since 0.4.0
	 */
	public static function banner(): string {
		$upgrade = AI\AI_Settings::upgrade_url();
		$html    = '<div class="cairn-upgrade-nudge" role="note">'
			. '<p class="cairn-upgrade-nudge__title"><strong>' . esc_html__( 'Upgrade to use this block on your site.', 'cairn' ) . '</strong></p>'
			. '<p class="cairn-upgrade-nudge__description">' . esc_html__( 'You can try it out before upgrading, but only you can see it: it stays hidden from your visitors until you upgrade.', 'cairn' ) . '</p><p>';
		if ( '' !== $upgrade ) {
			$html .= '<a class="cairn-upgrade-nudge__button wp-element-button" href="' . esc_url( $upgrade ) . '">' . esc_html__( 'Upgrade', 'cairn' ) . '</a> ';
		}
		$html .= '<a href="' . esc_url( admin_url( 'options-general.php?page=' . Settings_Page::SLUG ) ) . '">' . esc_html__( 'Learn more about the block and fees', 'cairn' ) . '</a></p></div>';
		return $html;
	}
}
