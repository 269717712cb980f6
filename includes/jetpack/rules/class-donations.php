<?php
/**
 * Jetpack's Donations block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;
use Cairn\Stripe\Connection;

defined( 'ABSPATH' ) || exit;

/**
 * The same tabs and texts. Jetpack's defaults differ from Cairn's (its
 * monthly and yearly tabs show unless switched off, its currency is USD,
 * its amounts 5, 15 and 100), so what Jetpack left to its defaults is
 * written out. Jetpack's plan ids are products on WordPress.com, not on
 * this site: they are kept aside and Cairn makes its own products when the
 * block is first edited.
 *
 * @since 0.5.0
 */
final class Donations extends Rule {

	/** Jetpack's tab defaults. */
	private const TABS = array(
		'oneTimeDonation' => array(
			'heading'    => 'Make a one-time donation',
			'buttonText' => 'Donate',
		),
		'monthlyDonation' => array(
			'heading'    => 'Make a monthly donation',
			'buttonText' => 'Donate monthly',
		),
		'annualDonation'  => array(
			'heading'    => 'Make a yearly donation',
			'buttonText' => 'Donate yearly',
		),
	);

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return array( 'jetpack/donations' );
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return 'cairn/donations';
	}

	/**
	 * The tabs with Jetpack's defaults written out and no plan ids.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @param string              $html  Its saved HTML.
	 * @return array<string,mixed>
	 */
	public function attributes( array $attrs, string $html ): array {
		$carried             = parent::attributes( $attrs, $html );
		$carried['currency'] = is_string( $attrs['currency'] ?? null ) && '' !== $attrs['currency'] ? $attrs['currency'] : 'USD';
		foreach ( self::TABS as $tab => $texts ) {
			$given           = isset( $attrs[ $tab ] ) && is_array( $attrs[ $tab ] ) ? $attrs[ $tab ] : array();
			$carried[ $tab ] = array_merge(
				array(
					'show'      => true,
					'amounts'   => array( 5, 15, 100 ),
					'extraText' => 'Your contribution is appreciated.',
				),
				$texts,
				$given,
				array( 'planId' => null )
			);
		}
		foreach ( array(
			'chooseAmountText' => 'Choose an amount',
			'customAmountText' => 'Or enter a custom amount',
		) as $name => $default ) {
			$carried[ $name ] = is_string( $attrs[ $name ] ?? null ) ? $attrs[ $name ] : $default;
		}
		// Jetpack's fallback link leads to a WordPress.com checkout.
		unset( $carried['fallbackLinkUrl'] );
		return $carried;
	}

	/**
	 * What the owner must do.
	 *
	 * @since 0.5.0
	 *
	 * @return string[]
	 */
	public function needs(): array {
		return array( __( 'Donations need your Stripe keys (Settings → Cairn → Stripe); open each donations block once in the editor to create its products.', 'cairn' ) );
	}

	/**
	 * Stripe: until it is connected, visitors see the tabs' texts and
	 * amounts with a disabled button (Visitor_Fallback).
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $converted The Cairn block's attributes.
	 */
	public function waiting( array $converted ): string {
		unset( $converted );
		return Connection::is_connected() ? '' : __( 'Enter your Stripe keys under Settings → Cairn → Stripe.', 'cairn' );
	}

	/**
	 * The plan ids are kept aside: no Jetpack attribute is unmapped by the
	 * tabs themselves.
	 *
	 * @since 0.5.0
	 *
	 * @param array<string,mixed> $attrs The Jetpack block's attributes.
	 * @return array<string,mixed>
	 */
	public function unmapped( array $attrs ): array {
		$kept  = parent::unmapped( $attrs );
		$plans = array();
		foreach ( array_keys( self::TABS ) as $tab ) {
			if ( isset( $attrs[ $tab ]['planId'] ) ) {
				$plans[ $tab ] = $attrs[ $tab ]['planId'];
			}
		}
		if ( $plans ) {
			$kept['planIds'] = $plans;
		}
		if ( isset( $attrs['fallbackLinkUrl'] ) ) {
			$kept['fallbackLinkUrl'] = $attrs['fallbackLinkUrl'];
		}
		return $kept;
	}
}
