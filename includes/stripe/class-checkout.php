<?php
/**
 * A visitor's Donate or Subscribe: a Stripe Checkout Session for what the
 * saved block offers.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

use Cairn\Blocks\Return_Url;
use Cairn\Blocks\Saved_Block;
use Cairn\Blocks\Saved_Blocks;
use Cairn\Post_Access;
use Cairn\Rate_Limit;

defined( 'ABSPATH' ) || exit;

/**
 * The visitor's form posts the post it was shown with, which block
 * (`block_key`, see block_key(); or, from pages rendered before keys,
 * `block`, its index among the post's payment blocks), the page to come
 * back to, the interval, currency and either `amount` (a tier, written
 * `12.50`) or `custom_amount` (what the visitor typed, read with the
 * currency's separators: `12,50` in EUR). Nothing of that is trusted: the
 * block is looked up in saved markup (Saved_Blocks: the post, else the
 * theme's templates and template parts and the block widgets, with their
 * synced patterns) and the amount must be one the block offers (or, with
 * the custom amount on, at least the currency's minimum), in the block's
 * currency. No nonce: the form works for
 * visitors without JavaScript and from cached pages, and a forged post can
 * only open a Checkout page the visitor then pays or leaves.
 *
 * Blocks read here:
 * - `cairn/donations`: currency, showCustomAmount, and per tab
 *   (oneTimeDonation, monthlyDonation, annualDonation) show, planId, amounts;
 * - `cairn/recurring-payments`: planId (else the first of planIds), a
 *   product of type plan of the site; a posted `plan_id` must be it.
 *
 * @since 0.4.0
 */
final class Checkout {

	public const DONATIONS = 'cairn/donations';

	public const PLAN = 'cairn/recurring-payments';

	/** The query argument that brings the visitor back with a message. */
	public const RESULT_ARG = 'cairn_checkout';

	/** The donation tabs' attributes by interval. */
	private const TABS = array(
		'one-time' => 'oneTimeDonation',
		'1 month'  => 'monthlyDonation',
		'1 year'   => 'annualDonation',
	);

	/** The query argument that names the currency of a refused amount. */
	public const CURRENCY_ARG = 'cairn_currency';

	/** Sessions one address may open per hour. */
	private const PER_HOUR = 30;

	/**
	 * Whether this page showed the message already.
	 *
	 * @var bool
	 */
	private static $message_shown = false;

	/**
	 * Shows the message on the post the visitor comes back to.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_filter( 'the_content', array( __CLASS__, 'prepend_message' ), 1 );
	}

	/**
	 * Checks a visitor's choice against the saved block and opens a
	 * Checkout Session for it.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $params post_id, block, interval, currency, amount.
	 * @param string              $ip     The visitor's address (rate limit).
	 * @return array{url:string,session:string}|\WP_Error
	 */
	public static function start( array $params, string $ip ) {
		$post_id = isset( $params['post_id'] ) && is_numeric( $params['post_id'] ) ? (int) $params['post_id'] : 0;
		$found   = self::find_block( $params, $post_id );
		// Payments come from public blocks only: a published post, a
		// published synced pattern, the theme's templates or a widget;
		// never a revision, a draft, a private or a password-protected post.
		if ( null === $found || ! $found->is_public() ) {
			// A post the visitor sees that no longer holds the block: the page was old.
			return null === $found && null !== Post_Access::viewable( $post_id )
				? Payment_Errors::error( 'cairn_checkout_no_block', 404 )
				: Payment_Errors::error( 'cairn_checkout_no_post', 404 );
		}
		if ( ! Connection::is_connected() ) {
			return Payment_Errors::error( 'cairn_stripe_not_connected', 409 );
		}
		$block  = $found->block;
		$choice = self::DONATIONS === $block['blockName']
			? self::donation_choice( $found->attrs(), $params )
			: self::plan_choice( $found->attrs(), $params );
		$shown  = null !== $found->post && 'publish' === $found->post->post_status ? $found->post->ID : 0;
		if ( is_wp_error( $choice ) ) {
			// Stripe failed while the donation products were made.
			$data = (array) $choice->get_error_data();
			return 0 === strpos( (string) $choice->get_error_code(), 'cairn_stripe_' )
				? Payment_Errors::from_stripe( $choice, (array) ( $data['choice'] ?? array() ), $shown )
				: $choice;
		}
		if ( ! Rate_Limit::hit( 'checkout', $ip, self::PER_HOUR, HOUR_IN_SECONDS ) ) {
			return Payment_Errors::error( 'cairn_checkout_too_many', 429 );
		}
		return self::create_session( $shown, self::back_url( $params ), $choice );
	}

	/**
	 * The saved block a form names: by its key, wherever it is saved (see
	 * Saved_Blocks), or, for a page rendered before forms carried keys, by
	 * its index among the payment blocks of the post.
	 *
	 * @param array<string,mixed> $params  Posted fields.
	 * @param int                 $post_id The post named.
	 */
	private static function find_block( array $params, int $post_id ): ?Saved_Block {
		$key = is_string( $params['block_key'] ?? null ) ? $params['block_key'] : '';
		if ( '' !== $key ) {
			return Saved_Blocks::find(
				array( self::DONATIONS, self::PLAN ),
				static function ( array $block ) use ( $key ): bool {
					return hash_equals( self::block_key( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array() ), $key );
				},
				$post_id
			);
		}
		$post = Post_Access::viewable( $post_id );
		if ( null === $post ) {
			return null;
		}
		$blocks = self::payment_blocks( parse_blocks( $post->post_content ) );
		$block  = $blocks[ isset( $params['block'] ) && is_numeric( $params['block'] ) ? (int) $params['block'] : 0 ] ?? null;
		return null !== $block ? new Saved_Block( $block, $post, $post, Saved_Block::IN_POST ) : null;
	}

	/**
	 * Where the visitor comes back to: the page the form was on (when it is
	 * this site's), else the post named, else the home page.
	 *
	 * @since 0.7.0
	 *
	 * @param array<string,mixed> $params Posted fields.
	 */
	public static function back_url( array $params ): string {
		$post      = Post_Access::viewable( isset( $params['post_id'] ) && is_numeric( $params['post_id'] ) ? (int) $params['post_id'] : 0 );
		$permalink = null !== $post && 'publish' === $post->post_status ? get_permalink( $post ) : false;
		return Return_Url::validated( $params['return_url'] ?? null, is_string( $permalink ) ? $permalink : home_url( '/' ) );
	}

	/**
	 * What a block's form posts as `block_key` to name it: a hash of its
	 * saved attributes. A render computes it from
	 * `$block->parsed_block['attrs']` (the attributes as saved, without
	 * block.json's defaults), which is what parsing the post gives here, so
	 * the block is found wherever it renders (a query loop, a synced
	 * pattern); two blocks with the same attributes offer the same thing.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attrs Saved attributes.
	 */
	public static function block_key( array $attrs ): string {
		return substr( hash( 'sha256', (string) wp_json_encode( $attrs ) ), 0, 20 );
	}

	/**
	 * The payment blocks of a post, nested ones and those of the synced
	 * patterns it uses (`core/block`, published) included, in order.
	 *
	 * @since 0.4.0
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @param int                            $depth  Patterns followed so far (a pattern may hold itself).
	 * @return array<int,array<string,mixed>>
	 */
	public static function payment_blocks( array $blocks, int $depth = 0 ): array {
		$found = array();
		foreach ( $blocks as $block ) {
			$name = $block['blockName'] ?? '';
			if ( in_array( $name, array( self::DONATIONS, self::PLAN ), true ) ) {
				$found[] = $block;
			}
			if ( 'core/block' === $name && $depth < 5 && isset( $block['attrs']['ref'] ) && is_numeric( $block['attrs']['ref'] ) ) {
				$pattern = get_post( (int) $block['attrs']['ref'] );
				if ( $pattern && 'wp_block' === $pattern->post_type && 'publish' === $pattern->post_status ) {
					$found = array_merge( $found, self::payment_blocks( parse_blocks( $pattern->post_content ), $depth + 1 ) );
				}
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$found = array_merge( $found, self::payment_blocks( $block['innerBlocks'], $depth ) );
			}
		}
		return $found;
	}

	/**
	 * What a donations block allows for the posted interval and amount.
	 *
	 * @param array<string,mixed> $attrs  Block attributes.
	 * @param array<string,mixed> $params Posted fields.
	 * @return array<string,mixed>|\WP_Error product, amount, currency, interval, kind.
	 */
	private static function donation_choice( array $attrs, array $params ) {
		$currency = strtoupper( is_string( $attrs['currency'] ?? null ) ? $attrs['currency'] : 'USD' );
		$interval = is_string( $params['interval'] ?? null ) ? $params['interval'] : 'one-time';
		$refused  = Payment_Errors::error( 'cairn_checkout_refused', 400 );
		if ( ! isset( self::TABS[ $interval ] ) || ! Currencies::is_supported( $currency ) ) {
			return $refused;
		}
		$tab   = is_array( $attrs[ self::TABS[ $interval ] ] ?? null ) ? $attrs[ self::TABS[ $interval ] ] : array();
		$shown = 'one-time' === $interval ? ( $tab['show'] ?? true ) : ( $tab['show'] ?? false );
		if ( true !== $shown ) {
			return $refused;
		}
		if ( ! is_string( $params['currency'] ?? null ) || strtoupper( $params['currency'] ) !== $currency ) {
			return $refused;
		}
		$custom = is_scalar( $params['custom_amount'] ?? null ) ? trim( (string) $params['custom_amount'] ) : '';
		$amount = '' !== $custom
			? Currencies::parse_typed( $custom, $currency )
			: Currencies::to_minor( is_scalar( $params['amount'] ?? null ) ? (string) $params['amount'] : '', $currency );
		if ( null === $amount || ( '' !== $custom && true !== ( $attrs['showCustomAmount'] ?? true ) ) ) {
			return $refused;
		}
		if ( $amount < Currencies::minimum( $currency ) ) {
			return Payment_Errors::limit( 'cairn_checkout_minimum', $currency );
		}
		if ( $amount > Currencies::maximum( $currency ) ) {
			return Payment_Errors::limit( 'cairn_checkout_maximum', $currency );
		}
		$offered = array();
		foreach ( is_array( $tab['amounts'] ?? null ) ? $tab['amounts'] : array() as $tier ) {
			$offered[] = Currencies::to_minor( $tier, $currency );
		}
		if ( ! in_array( $amount, $offered, true ) && true !== ( $attrs['showCustomAmount'] ?? true ) ) {
			return $refused;
		}
		$product = null;
		if ( isset( $tab['planId'] ) && is_numeric( $tab['planId'] ) ) {
			$product = Products::get( (int) $tab['planId'] );
		}
		if ( ! $product || 'donation' !== $product['type'] || $product['currency'] !== $currency || $product['interval'] !== $interval ) {
			$products = Products::ensure_donation_products( $currency );
			if ( is_wp_error( $products ) ) {
				// What was to be paid, for the owner's record of the failure.
				$products->add_data(
					array_merge(
						(array) $products->get_error_data(),
						array(
							'choice' => array(
								'amount'   => $amount,
								'currency' => $currency,
							),
						)
					)
				);
				return $products;
			}
			$product = $products[ array_search( $interval, array_keys( self::TABS ), true ) ];
		}
		return array(
			'product'  => $product,
			'amount'   => $amount,
			'currency' => $currency,
			'interval' => $interval,
			'kind'     => 'donation',
		);
	}

	/**
	 * What a payment plan block sells: its product at the product's price.
	 * The product must be a plan of the site; a `plan_id` posted with the
	 * form must be the saved block's own (a page edited in the browser to
	 * name another plan is refused, not served).
	 *
	 * @param array<string,mixed> $attrs  Block attributes.
	 * @param array<string,mixed> $params Posted fields.
	 * @return array<string,mixed>|\WP_Error
	 */
	private static function plan_choice( array $attrs, array $params ) {
		$id = $attrs['planId'] ?? null;
		if ( ! is_numeric( $id ) && is_array( $attrs['planIds'] ?? null ) ) {
			$id = reset( $attrs['planIds'] );
		}
		$product = is_numeric( $id ) && (int) $id > 0 ? Products::get( (int) $id ) : null;
		if ( ! $product ) {
			return Payment_Errors::error( 'cairn_checkout_no_plan', 404 );
		}
		$invalid = Payment_Errors::error( 'cairn_checkout_invalid_plan', 400 );
		if ( 'plan' !== $product['type'] || ! Currencies::is_supported( (string) $product['currency'] ) || (int) $product['price_minor'] < Currencies::minimum( (string) $product['currency'] ) ) {
			return $invalid;
		}
		if ( (int) $product['price_minor'] > Currencies::maximum( (string) $product['currency'] ) ) {
			return Payment_Errors::limit( 'cairn_checkout_maximum', (string) $product['currency'] );
		}
		$posted = $params['plan_id'] ?? null;
		if ( null !== $posted && '' !== $posted && ( ! is_numeric( $posted ) || (int) $posted !== (int) $product['id'] ) ) {
			return $invalid;
		}
		return array(
			'product'  => $product,
			'amount'   => (int) $product['price_minor'],
			'currency' => (string) $product['currency'],
			'interval' => (string) $product['interval'],
			// A plan marked as a donation is given, not bought: Checkout
			// says Donate and the ledger counts a donation.
			'kind'     => ! empty( $product['is_donation'] ) ? 'donation' : 'plan',
		);
	}

	/**
	 * Opens the session.
	 *
	 * @param int                 $post_id The post the block was shown with (published), or 0.
	 * @param string              $back    Where the visitor comes back to.
	 * @param array<string,mixed> $choice  What is paid.
	 * @return array{url:string,session:string}|\WP_Error
	 */
	private static function create_session( int $post_id, string $back, array $choice ) {
		$product   = $choice['product'];
		$recurring = 'one-time' !== $choice['interval'];
		try {
			$identity = Site_Identity::metadata();
		} catch ( \RuntimeException $failure ) {
			// The database cannot say whose payment this would be: not now.
			return Payment_Errors::error( 'cairn_checkout_unavailable', 503 );
		}
		$metadata = array_merge(
			array(
				'cairn_post'     => (string) $post_id,
				'cairn_product'  => (string) $product['id'],
				'cairn_interval' => $choice['interval'],
				'cairn_kind'     => $choice['kind'],
			),
			$identity
		);
		$price    = array(
			'currency'    => strtolower( $choice['currency'] ),
			'unit_amount' => $choice['amount'],
			'product'     => $product['stripe_product'],
		);
		if ( $recurring ) {
			$price['recurring'] = array( 'interval' => '1 year' === $choice['interval'] ? 'year' : 'month' );
		}
		$params = array(
			'mode'        => $recurring ? 'subscription' : 'payment',
			'line_items'  => array(
				array(
					'price_data' => $price,
					'quantity'   => 1,
				),
			),
			'metadata'    => $metadata,
			'success_url' => add_query_arg( self::RESULT_ARG, $recurring ? 'subscribed' : 'success', $back ),
			'cancel_url'  => add_query_arg( self::RESULT_ARG, 'cancelled', $back ),
		);
		if ( $recurring ) {
			$params['subscription_data'] = array( 'metadata' => $metadata );
		} else {
			$params['payment_intent_data'] = array( 'metadata' => $metadata );
			$params['submit_type']         = 'donation' === $choice['kind'] ? 'donate' : 'pay';
		}
		$session = Client::call( 'POST', '/v1/checkout/sessions', $params, 'cairn-checkout-' . wp_generate_uuid4() );
		if ( self::is_unknown_product( $session ) ) {
			// The product was made on another Stripe account (the owner
			// changed accounts, or test keys for live ones): make it on
			// this one, once, and open the session with it.
			$remade = Products::remake_on_stripe( (int) $product['id'] );
			if ( ! is_wp_error( $remade ) ) {
				$params['line_items'][0]['price_data']['product'] = $remade['stripe_product'];
				$session = Client::call( 'POST', '/v1/checkout/sessions', $params, 'cairn-checkout-' . wp_generate_uuid4() );
			}
		}
		if ( is_wp_error( $session ) ) {
			return Payment_Errors::from_stripe( $session, $choice, $post_id );
		}
		$url = is_string( $session['url'] ?? null ) ? $session['url'] : '';
		if ( ! self::is_checkout_url( $url ) ) {
			return Payment_Errors::from_stripe( new \WP_Error( 'cairn_stripe_error', '', array( 'stripe_code' => 'url' ) ), $choice, $post_id );
		}
		return array(
			'url'     => $url,
			'session' => (string) ( $session['id'] ?? '' ),
		);
	}

	/**
	 * Whether Stripe refused a session because its account has no such
	 * product.
	 *
	 * @param array<string,mixed>|\WP_Error $answer Stripe's answer.
	 */
	private static function is_unknown_product( $answer ): bool {
		if ( ! is_wp_error( $answer ) ) {
			return false;
		}
		$data = (array) $answer->get_error_data();
		return 'resource_missing' === ( $data['stripe_code'] ?? '' ) && 'line_items[0][price_data][product]' === ( $data['param'] ?? '' );
	}

	/**
	 * Whether a URL is Stripe's Checkout (or the developer's API server's),
	 * so that the redirect never leads anywhere else.
	 *
	 * @since 0.4.0
	 *
	 * @param string $url URL.
	 */
	public static function is_checkout_url( string $url ): bool {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return false;
		}
		if ( Client::API === Client::base_url() ) {
			return 'https' === ( $parts['scheme'] ?? '' ) && 'checkout.stripe.com' === strtolower( $parts['host'] );
		}
		return strtolower( $parts['host'] ) === strtolower( (string) wp_parse_url( Client::base_url(), PHP_URL_HOST ) );
	}

	/**
	 * Where a refused form post sends the visitor back: the reason, and the
	 * currency of a limit (see Payment_Errors).
	 *
	 * @since 0.5.0
	 *
	 * @param \WP_Error $error Why the checkout was refused.
	 * @return array<string,string> Query arguments.
	 */
	public static function result_args( \WP_Error $error ): array {
		return Payment_Errors::result_args( $error, self::RESULT_ARG, self::CURRENCY_ARG );
	}

	/**
	 * The message for a visitor coming back from Checkout (or from a
	 * refused form), or ''.
	 *
	 * @since 0.4.0
	 */
	public static function message(): string {
		$result   = isset( $_GET[ self::RESULT_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::RESULT_ARG ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a message only.
		$currency = isset( $_GET[ self::CURRENCY_ARG ] ) ? strtoupper( sanitize_key( wp_unslash( $_GET[ self::CURRENCY_ARG ] ) ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a message only.
		return Payment_Errors::message( $result, $currency );
	}

	/**
	 * Puts the message above the post's content, once, in the main query.
	 *
	 * @since 0.4.0
	 *
	 * @param string $content Content.
	 */
	public static function prepend_message( string $content ): string {
		if ( ! is_singular() || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		return self::message_html() . $content;
	}

	/**
	 * The message as a paragraph, once per page: above a post's content, or
	 * in the first payment block shown elsewhere (a template part or widget
	 * on an archive, where there is no post content to put it above).
	 *
	 * @since 0.7.0
	 */
	public static function message_html(): string {
		$message = self::message();
		if ( '' === $message || self::$message_shown ) {
			return '';
		}
		self::$message_shown = true;
		$class               = in_array( sanitize_key( wp_unslash( $_GET[ self::RESULT_ARG ] ?? '' ) ), array( 'success', 'subscribed' ), true ) ? 'is-success' : 'is-info'; // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotValidated -- a message only; message() checked it.
		return '<p class="cairn-checkout-message ' . esc_attr( $class ) . '" role="status">' . esc_html( $message ) . '</p>';
	}
}
