<?php
/**
 * Jetpack's Payment Button block as Cairn's.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack\Rules;

use Cairn\Jetpack\Rule;

defined( 'ABSPATH' ) || exit;

/**
 * Jetpack's Payment Button (recurring-payments) holds a Button, as Cairn's
 * does. Its plan id is a product on WordPress.com, not on this site: it is
 * kept aside, and the block stays hidden from visitors until the owner
 * picks one of the site's plans.
 *
 * @since 0.5.0
 */
final class Recurring_Payments extends Rule {

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
		foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $index => $inner ) {
			if ( 'jetpack/button' === ( $inner['blockName'] ?? null ) ) {
				$block['innerBlocks'][ $index ]['attrs']['element'] = 'button';
			}
		}
		return $block;
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
	 * {@inheritDoc}
	 */
	protected function url_attributes(): array {
		return array( 'url' );
	}
}
