<?php
/**
 * REST: the visitors' checkout, Stripe's webhook, and the earnings.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Client_Ip;
use Cairn\Stripe\Checkout;
use Cairn\Stripe\Currencies;
use Cairn\Stripe\Ledger;
use Cairn\Stripe\Webhook;

defined( 'ABSPATH' ) || exit;

/**
 * - `POST /cairn/v1/memberships/checkout` (anyone; see Checkout on why no
 *   nonce): a form post answers 303 to Stripe Checkout (or back to the post
 *   with `cairn_checkout=error`); a request that accepts JSON gets `{ url }`.
 * - `POST /cairn/v1/stripe/webhook` (Stripe; the signature is the check).
 * - `GET /cairn/v1/memberships/earnings` (administrators): totals per
 *   currency, payments, subscriptions, and payments that could not start.
 *
 * @since 0.4.0
 */
class Payments_Controller extends Controller {

	/**
	 * Registers the routes.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/memberships/checkout',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'checkout' ),
				// Public on purpose: visitors pay (see Checkout on why no nonce).
				'permission_callback' => '__return_true',
				'args'                => array(
					'post_id'       => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'return_url'    => array( 'type' => 'string' ),
					'block'         => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'block_key'     => array( 'type' => 'string' ),
					'interval'      => array(
						'type' => 'string',
						'enum' => array( 'one-time', '1 month', '1 year' ),
					),
					'currency'      => array( 'type' => 'string' ),
					'amount'        => array( 'type' => 'string' ),
					'custom_amount' => array( 'type' => 'string' ),
					'plan_id'       => array( 'type' => 'string' ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/stripe/webhook',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'webhook' ),
				// Public on purpose: Stripe calls it; the signature is checked.
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			$this->namespace,
			'/memberships/earnings',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'earnings' ),
				'permission_callback' => array( $this, 'earnings_permissions_check' ),
			)
		);
	}

	/**
	 * Starts a payment.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function checkout( $request ) {
		$result = Checkout::start( (array) $request->get_params(), Client_Ip::current() );
		if ( false !== strpos( (string) $request->get_header( 'accept' ), 'application/json' ) ) {
			return is_wp_error( $result ) ? $result : rest_ensure_response( array( 'url' => $result['url'] ) );
		}
		if ( is_wp_error( $result ) ) {
			$location = add_query_arg( Checkout::result_args( $result ), Checkout::back_url( (array) $request->get_params() ) );
		} else {
			$location = $result['url'];
		}
		$response = new \WP_REST_Response( null, 303 );
		$response->header( 'Location', $location );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * Receives an event.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function webhook( $request ) {
		$result = Webhook::handle( (string) $request->get_body(), (string) $request->get_header( 'stripe_signature' ) );
		return is_wp_error( $result ) ? $result : rest_ensure_response( $result );
	}

	/**
	 * Earnings are the owner's business.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function earnings_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'manage_options' ), __( 'Sorry, you are not allowed to see the earnings.', 'cairn' ) );
	}

	/**
	 * Totals per currency (minor units and formatted), payments, subscriptions.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function earnings( $request ) {
		$totals = array();
		foreach ( Ledger::totals() as $currency => $total ) {
			$totals[] = array(
				'currency'  => $currency,
				'amount'    => $total['amount'],
				'formatted' => Currencies::format( $total['amount'], $currency ),
				'payments'  => $total['count'],
			);
		}
		return rest_ensure_response(
			array(
				'totals'        => $totals,
				'payments'      => Ledger::payments(),
				'subscriptions' => Ledger::subscriptions(),
				'failures'      => Ledger::failures(),
			)
		);
	}
}
