<?php
/**
 * Donations block: the visitors' forms, rendered by the server.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Stripe\Checkout;
use Cairn\Stripe\Connection;
use Cairn\Stripe\Currencies;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * The donations block: one real `<form method="post">` per
 * shown tab, to the checkout route, with the tier amounts as radios and the
 * custom amount field, so a visitor can give without JavaScript; the view
 * script only turns the forms into tabs.
 *
 * What is printed follows the saved attributes read exactly as
 * Checkout::donation_choice() reads them (one-time shown unless saved off,
 * monthly and yearly only when saved on, custom amount unless saved off):
 * a form never offers what the checkout would refuse. Nothing is printed
 * until Stripe is connected.
 *
 * @since 0.4.0
 */
final class Donations {

	/** The user meta remembering the editor's first-time modal was dismissed. */
	public const WARNING_META = 'cairn_donation_warning_dismissed';

	/** The tabs: attribute, interval, shown when unsaved. */
	private const TABS = array(
		'oneTimeDonation' => array( 'one-time', true ),
		'monthlyDonation' => array( '1 month', false ),
		'annualDonation'  => array( '1 year', false ),
	);

	/**
	 * Hooks: the per-user dismissal, readable and writable by the user
	 * through the users route.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_action( 'init', array( __CLASS__, 'register_meta' ) );
	}

	/**
	 * Registers the dismissal meta.
	 *
	 * @since 0.4.0
	 */
	public static function register_meta(): void {
		register_meta(
			'user',
			self::WARNING_META,
			array(
				'type'          => 'boolean',
				'single'        => true,
				'default'       => false,
				'show_in_rest'  => true,
				'auth_callback' => static function ( $allowed, $meta_key, $user_id ): bool {
					return get_current_user_id() === (int) $user_id || current_user_can( 'edit_user', (int) $user_id );
				},
			)
		);
	}

	/**
	 * The block's HTML for visitors.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Block $block The block.
	 */
	public static function render( WP_Block $block ): string {
		if ( ! Connection::is_connected() ) {
			return '';
		}
		// The post it is shown with (a template part or widget on an archive has none).
		$post_id = (int) ( $block->context['postId'] ?? get_the_ID() );
		// The attributes as saved, as the checkout reads them.
		$saved    = is_array( $block->parsed_block['attrs'] ?? null ) ? $block->parsed_block['attrs'] : array();
		$currency = strtoupper( is_string( $saved['currency'] ?? null ) && '' !== $saved['currency'] ? $saved['currency'] : 'USD' );
		if ( ! Currencies::is_supported( $currency ) ) {
			return '';
		}
		$key         = Checkout::block_key( $saved );
		$show_custom = true === ( $saved['showCustomAmount'] ?? true );
		$action      = rest_url( 'cairn/v1/memberships/checkout' );
		$back        = Return_Url::current( $post_id );
		$labels      = array(
			'oneTimeDonation' => __( 'One-Time', 'cairn' ),
			'monthlyDonation' => __( 'Monthly', 'cairn' ),
			'annualDonation'  => __( 'Yearly', 'cairn' ),
		);
		$tabs        = '';
		$forms       = '';
		foreach ( self::TABS as $attr => list( $interval, $shown_by_default ) ) {
			$tab = is_array( $saved[ $attr ] ?? null ) ? $saved[ $attr ] : array();
			if ( true !== ( $tab['show'] ?? $shown_by_default ) ) {
				continue;
			}
			$amounts = array();
			foreach ( is_array( $tab['amounts'] ?? null ) ? $tab['amounts'] : array() as $amount ) {
				$minor = Currencies::to_minor( is_scalar( $amount ) ? (string) $amount : '', $currency );
				if ( null !== $minor && $minor >= Currencies::minimum( $currency ) ) {
					$amounts[ $minor ] = Currencies::from_minor( $minor, $currency );
				}
			}
			if ( ! $amounts && ! $show_custom ) {
				continue;
			}
			$forms .= self::form( $tab, $attr, $interval, $currency, $amounts, $show_custom, $saved, $post_id, $key, $action, $back );
			$tabs  .= '<a class="wp-block-cairn-donations__tab" href="#cairn-donations-' . esc_attr( $key . '-' . $attr ) . '" data-tab="' . esc_attr( $attr ) . '">' . esc_html( $labels[ $attr ] ) . '</a>';
		}
		if ( '' === $forms ) {
			return '';
		}
		$recurring = false;
		foreach ( array( 'monthlyDonation', 'annualDonation' ) as $attr ) {
			$recurring = $recurring || ( is_array( $saved[ $attr ] ?? null ) && true === ( $saved[ $attr ]['show'] ?? false ) );
		}
		return '<div ' . get_block_wrapper_attributes() . '>'
			. Checkout::message_html()
			. '<nav class="wp-block-cairn-donations__tabs" aria-label="' . esc_attr__( 'Donation frequency', 'cairn' ) . '">' . $tabs . '</nav>'
			. $forms . ( $recurring ? Manage_Subscription::render( $post_id ) : '' ) . '</div>';
	}

	/**
	 * One tab's form.
	 *
	 * @param array<string,mixed> $tab         The tab's saved settings.
	 * @param string              $attr        Its attribute name.
	 * @param string              $interval    Its interval.
	 * @param string              $currency    Currency.
	 * @param array<int,string>   $amounts     Amounts in minor units => as posted.
	 * @param bool                $show_custom Whether a custom amount is offered.
	 * @param array<string,mixed> $saved       The block's saved attributes.
	 * @param int                 $post_id     Post.
	 * @param string              $key         The block's key.
	 * @param string              $action      The checkout route.
	 * @param string              $back        The page to come back to.
	 */
	private static function form( array $tab, string $attr, string $interval, string $currency, array $amounts, bool $show_custom, array $saved, int $post_id, string $key, string $action, string $back ): string {
		$id      = 'cairn-donations-' . $key . '-' . $attr;
		$html    = '<form id="' . esc_attr( $id ) . '" class="wp-block-cairn-donations__content" method="post" action="' . esc_url( $action ) . '" data-tab="' . esc_attr( $attr ) . '">';
		$html   .= '<input type="hidden" name="post_id" value="' . esc_attr( (string) $post_id ) . '" />';
		$html   .= '<input type="hidden" name="block_key" value="' . esc_attr( $key ) . '" />';
		$html   .= '<input type="hidden" name="return_url" value="' . esc_url( $back ) . '" />';
		$html   .= '<input type="hidden" name="interval" value="' . esc_attr( $interval ) . '" />';
		$html   .= '<input type="hidden" name="currency" value="' . esc_attr( $currency ) . '" />';
		$heading = self::text( $tab['heading'] ?? null );
		if ( '' !== $heading ) {
			$html .= '<h4 class="wp-block-cairn-donations__heading">' . $heading . '</h4>';
		}
		$choose = self::text( $saved['chooseAmountText'] ?? null );
		$html  .= '<fieldset class="wp-block-cairn-donations__amounts"><legend>' . ( '' !== $choose ? $choose : esc_html__( 'Choose an amount', 'cairn' ) ) . '</legend>';
		$first  = true;
		foreach ( $amounts as $minor => $value ) {
			$html .= '<label class="wp-block-cairn-donations__amount"><input type="radio" name="amount" value="' . esc_attr( $value ) . '"' . ( $first ? ' checked' : '' ) . ' /><span>' . esc_html( Currencies::format( $minor, $currency ) ) . '</span></label>';
			$first = false;
		}
		$html .= '</fieldset>';
		if ( $show_custom ) {
			$custom_text = self::text( $saved['customAmountText'] ?? null );
			$html       .= '<label class="wp-block-cairn-donations__custom"><span>' . ( '' !== $custom_text ? $custom_text : esc_html__( 'Or enter a custom amount', 'cairn' ) ) . '</span> '
				. '<input type="text" inputmode="decimal" name="custom_amount" autocomplete="off"' . ( $amounts ? '' : ' required' ) . ' placeholder="' . esc_attr( Currencies::format( Currencies::minimum( $currency ) * 100, $currency ) ) . '"'
				. self::amount_checks( $currency ) . ' /></label>';
		}
		$extra = self::text( $tab['extraText'] ?? null );
		if ( '' !== $extra ) {
			$html .= '<p class="wp-block-cairn-donations__extra">' . $extra . '</p>';
		}
		$button = self::text( $tab['buttonText'] ?? null );
		$html  .= '<button type="submit" class="wp-element-button wp-block-cairn-donations__donate">' . ( '' !== $button ? $button : esc_html__( 'Donate', 'cairn' ) ) . '</button>';
		return $html . '</form>';
	}

	/**
	 * What the view script checks a custom amount against before the form
	 * is sent, with the server's own words for each refusal: the currency,
	 * the largest payment (minor units), and the messages.
	 *
	 * @param string $currency Currency code.
	 */
	private static function amount_checks( string $currency ): string {
		$checks = array(
			'data-currency'        => $currency,
			'data-maximum'         => (string) Currencies::maximum( $currency ),
			'data-invalid-message' => __( 'Please enter a valid amount.', 'cairn' ),
			/* translators: %s: the smallest amount, such as $0.50. */
			'data-minimum-message' => sprintf( __( 'Minimum allowed price is %s.', 'cairn' ), Currencies::format( Currencies::minimum( $currency ), $currency ) ),
			/* translators: %s: the largest amount, such as $10000.00. */
			'data-maximum-message' => sprintf( __( 'Maximum allowed price is %s.', 'cairn' ), Currencies::format( Currencies::maximum( $currency ), $currency ) ),
		);
		$html   = '';
		foreach ( $checks as $name => $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
		return $html;
	}

	/**
	 * A saved rich text, with only inline formatting kept.
	 *
	 * @param mixed $text Saved value.
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
					'a'      => array( 'href' => true ),
				)
			)
		);
	}
}
