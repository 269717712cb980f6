<?php
/**
 * What visitors see of a converted block that cannot work yet.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

use Cairn\Stripe\Currencies;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * A block converted from Jetpack that needs the owner first (Stripe's keys
 * and a plan for a payment button or a donations form, Mailchimp for a
 * newsletter form) renders nothing of its own until then. Its visitors had
 * seen it under Jetpack: rather than let it vanish, the page shows what its
 * saved content holds, as it was but inert: the payment button's own Button
 * block (label and colours) disabled, each donations tab's heading,
 * amounts, text and button, the newsletter form's button. The conversion's
 * report names, for each such block, the one setting or action that
 * brings it back (Rule::waiting()).
 *
 * Only converted blocks (those keeping Jetpack's leftovers in the
 * preserved attribute) get it: a block made in Cairn stays hidden until
 * its service is set up, as its editor says.
 *
 * @since 0.5.0
 */
final class Visitor_Fallback {

	/** The blocks, each with what draws its fallback. */
	private const BLOCKS = array(
		'cairn/recurring-payments' => 'payment_button',
		'cairn/donations'          => 'donations',
		'cairn/mailchimp'          => 'newsletter',
	);

	/** The donations tabs, each with whether it shows when not saved. */
	private const TABS = array(
		'oneTimeDonation' => true,
		'monthlyDonation' => false,
		'annualDonation'  => false,
	);

	/**
	 * Hooks the fallback after the blocks' own renders.
	 *
	 * @since 0.5.0
	 */
	public static function register(): void {
		add_filter( 'render_block', array( __CLASS__, 'render' ), 10, 3 );
	}

	/**
	 * A converted block's fallback, when its own render printed nothing.
	 *
	 * @since 0.5.0
	 *
	 * @param string|mixed  $content  The block's HTML.
	 * @param mixed         $block    The parsed block.
	 * @param WP_Block|null $instance The block instance.
	 * @return string|mixed
	 */
	public static function render( $content, $block, $instance = null ) {
		$name = is_array( $block ) && is_string( $block['blockName'] ?? null ) ? $block['blockName'] : '';
		if ( ! isset( self::BLOCKS[ $name ] ) || ( is_string( $content ) && '' !== trim( $content ) ) ) {
			return $content;
		}
		$saved = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		if ( ! is_array( $saved[ Converter::LEGACY_ATTRIBUTE ] ?? null ) ) {
			return $content;
		}
		$attrs  = $instance instanceof WP_Block ? $instance->attributes : $saved;
		$inside = call_user_func( array( __CLASS__, self::BLOCKS[ $name ] ), $attrs, $block );
		if ( '' === $inside ) {
			return $content;
		}
		$classes = array( 'wp-block-' . str_replace( '/', '-', $name ), 'is-unavailable' );
		if ( is_string( $attrs['align'] ?? null ) && preg_match( '/^[a-z]+$/', $attrs['align'] ) ) {
			$classes[] = 'align' . $attrs['align'];
		}
		if ( is_string( $attrs['className'] ?? null ) && '' !== $attrs['className'] ) {
			$classes[] = $attrs['className'];
		}
		return '<div class="' . esc_attr( implode( ' ', $classes ) ) . '">' . $inside . '</div>';
	}

	/**
	 * The payment button's saved Button block, disabled.
	 *
	 * @param array<string,mixed> $attrs The block's attributes.
	 * @param array<string,mixed> $block The parsed block.
	 */
	private static function payment_button( array $attrs, array $block ): string {
		unset( $attrs );
		foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
			if ( 'cairn/button' === ( $inner['blockName'] ?? null ) && is_string( $inner['innerHTML'] ?? null ) ) {
				return self::disabled( trim( $inner['innerHTML'] ) );
			}
		}
		return '';
	}

	/**
	 * Each shown donations tab: heading, amounts, text and a disabled button.
	 *
	 * @param array<string,mixed> $attrs The block's attributes.
	 * @param array<string,mixed> $block The parsed block.
	 */
	private static function donations( array $attrs, array $block ): string {
		unset( $block );
		$currency = strtoupper( is_string( $attrs['currency'] ?? null ) && '' !== $attrs['currency'] ? $attrs['currency'] : 'USD' );
		$html     = '';
		foreach ( self::TABS as $name => $shown ) {
			$tab = is_array( $attrs[ $name ] ?? null ) ? $attrs[ $name ] : array();
			if ( true !== ( $tab['show'] ?? $shown ) ) {
				continue;
			}
			$amounts = array();
			foreach ( is_array( $tab['amounts'] ?? null ) ? $tab['amounts'] : array() as $amount ) {
				$minor = Currencies::is_supported( $currency ) ? Currencies::to_minor( is_scalar( $amount ) ? (string) $amount : '', $currency ) : null;
				if ( null !== $minor ) {
					$amounts[] = '<li>' . esc_html( Currencies::format( $minor, $currency ) ) . '</li>';
				}
			}
			$html .= '<div class="wp-block-cairn-donations__content">'
				. self::paragraph( $tab['heading'] ?? null, 'wp-block-cairn-donations__heading' )
				. ( $amounts ? '<ul class="wp-block-cairn-donations__amounts">' . implode( '', $amounts ) . '</ul>' : '' )
				. self::paragraph( $tab['extraText'] ?? null, 'wp-block-cairn-donations__extra' )
				. self::button( $tab['buttonText'] ?? null )
				. '</div>';
		}
		return $html;
	}

	/**
	 * The newsletter form's button, disabled.
	 *
	 * @param array<string,mixed> $attrs The block's attributes.
	 * @param array<string,mixed> $block The parsed block.
	 */
	private static function newsletter( array $attrs, array $block ): string {
		unset( $block );
		return self::button( $attrs['submitButtonText'] ?? null );
	}

	/**
	 * Saved button markup made inert: a button that submits nothing, a link
	 * that goes nowhere.
	 *
	 * @param string $html The saved Button block's HTML.
	 */
	private static function disabled( string $html ): string {
		$tags = new \WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag() ) {
			$tag = $tags->get_tag();
			if ( 'BUTTON' === $tag || 'INPUT' === $tag ) {
				$tags->set_attribute( 'type', 'button' );
				$tags->set_attribute( 'disabled', true );
			} elseif ( 'A' === $tag ) {
				$tags->remove_attribute( 'href' );
				$tags->set_attribute( 'aria-disabled', 'true' );
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * A disabled button showing a saved label; '' without one.
	 *
	 * @param mixed $label The label.
	 */
	private static function button( $label ): string {
		$text = self::text( $label );
		return '' === $text ? '' : '<button type="button" class="wp-block-button__link wp-element-button" disabled>' . $text . '</button>';
	}

	/**
	 * A saved text as a paragraph; '' without one.
	 *
	 * @param mixed  $text  The text.
	 * @param string $class The paragraph's class.
	 */
	private static function paragraph( $text, string $class ): string {
		$text = self::text( $text );
		return '' === $text ? '' : '<p class="' . esc_attr( $class ) . '">' . $text . '</p>';
	}

	/**
	 * A saved rich text with only inline formatting kept.
	 *
	 * @param mixed $text The saved value.
	 */
	private static function text( $text ): string {
		if ( ! is_string( $text ) ) {
			return '';
		}
		return trim(
			wp_kses(
				$text,
				array(
					'strong' => array(),
					'em'     => array(),
					'b'      => array(),
					'i'      => array(),
					'br'     => array(),
				)
			)
		);
	}
}
