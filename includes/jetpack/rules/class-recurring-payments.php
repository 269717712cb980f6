<?php
/**
 * Jetpack's Payment Button block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;
use Cairn\Stripe\Connection;

defined( 'ABSPATH' ) || exit;

/**
 * Jetpack's Payment Button (recurring-payments) holds a Button, as Cairn's
 * does. Its oldest version kept the button's label and colours on the
 * block itself and drew the button on the server: they become the Button
 * block, as Jetpack's own migration made it ('Your contribution' when no
 * label was saved, Jetpack's default then), so that the label and colours
 * visitors saw stay the button's. Its plan id is a product on WordPress.com,
 * not on this site: it is kept aside, and the block stays hidden from
 * visitors until the owner picks one of the site's plans.
 *
 * @since 0.5.0
 */
final class Recurring_Payments extends Rule {

	/** The oldest version's button settings, by the Button block's names. */
	private const OLD_BUTTON = array(
		'submitButtonText'            => 'text',
		'textButtonColor'             => 'textColor',
		'backgroundButtonColor'       => 'backgroundColor',
		'customTextButtonColor'       => 'customTextColor',
		'customBackgroundButtonColor' => 'customBackgroundColor',
	);

	/** Jetpack's label for an oldest-version button saved without one. */
	private const DEFAULT_TEXT = 'Your contribution';

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/recurring-payments' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/recurring-payments';
	}

	/**
	 * Jetpack's button is a link to its checkout; Cairn's is the submit
	 * button of the form its server draws around it.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $block The parsed Jetpack block.
	 * @return array<string,mixed>
	 */
	public function prepare( array $block ): array {
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$old   = array_intersect_key( $attrs, self::OLD_BUTTON + array( 'submitButtonClasses' => '' ) );
		if ( null === self::find_block( (array) ( $block['innerBlocks'] ?? array() ), 'jetpack/button' ) ) {
			$block['innerBlocks']  = array( self::old_button( $attrs ) );
			$block['innerContent'] = array( null );
			$block['innerHTML']    = '';
			$block['attrs']        = array_diff_key( $attrs, $old );
		} elseif ( $old ) {
			// A block migrated by Jetpack that kept the old settings too: its
			// button is the one visitors saw.
			$block['attrs'] = array_diff_key( $attrs, $old );
		}
		foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $index => $inner ) {
			if ( 'jetpack/button' === ( $inner['blockName'] ?? null ) ) {
				$block['innerBlocks'][ $index ]['attrs']['element'] = 'button';
			}
		}
		return $block;
	}

	/**
	 * The oldest version's button as a Jetpack Button block: its label, its
	 * palette and custom colours, and the classes of its own (those that
	 * only repeated its colours are drawn from them again).
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return array<string,mixed> The parsed Button block.
	 */
	private static function old_button( array $attrs ): array {
		$button = array( 'element' => 'button' );
		foreach ( self::OLD_BUTTON as $old => $name ) {
			if ( is_string( $attrs[ $old ] ?? null ) && '' !== trim( $attrs[ $old ] ) ) {
				$button[ $name ] = $attrs[ $old ];
			}
		}
		if ( ! isset( $button['text'] ) ) {
			$button['text'] = self::DEFAULT_TEXT;
		}
		$own = self::own_button_classes( $attrs['submitButtonClasses'] ?? '' );
		if ( '' !== $own ) {
			$button['className'] = $own;
		}
		return self::jetpack_button( $button );
	}

	/**
	 * The settings without the plan.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried = parent::attributes( $attrs, $html );
		unset( $carried['planId'], $carried['planIds'] );
		return $carried;
	}

	/**
	 * The plan, kept aside.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return array<string,mixed>
	 */
	public function unmapped( array $attrs ): array {
		$kept = parent::unmapped( $attrs );
		foreach ( array( 'planId', 'planIds' ) as $name ) {
			if ( isset( $attrs[ $name ] ) ) {
				$kept[ $name ] = $attrs[ $name ];
			}
		}
		return $kept;
	}

	/**
	 * What the owner must do.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	public function needs(): array {
		return array( __( 'Payment buttons need your Stripe keys (Settings → Cairn → Stripe) and a plan chosen again in each block: Jetpack\'s plans live on WordPress.com.', 'cairn' ) );
	}

	/**
	 * Stripe first, then a plan of this site's: until both, visitors see
	 * the button's label, disabled (Visitor_Fallback).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $converted The Cairn block's attributes.
	 */
	public function waiting( array $converted ): string {
		if ( ! Connection::is_connected() ) {
			return __( 'Enter your Stripe keys under Settings → Cairn → Stripe, then choose a plan in the block.', 'cairn' );
		}
		if ( null === \Cairn\Blocks\Recurring_Payments::plan( $converted ) ) {
			return __( 'Choose one of this site’s plans in the block (Jetpack’s plans were on WordPress.com).', 'cairn' );
		}
		return '';
	}

	/**
	 * {@inheritDoc}
	 */
	protected function url_attributes(): array {
		return array( 'url' );
	}
}
