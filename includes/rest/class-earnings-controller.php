<?php
/**
 * REST: the owner's actions on subscriptions and payments.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Stripe\Currencies;
use Cairn\Stripe\Earnings_Notice;
use Cairn\Stripe\Earnings_Screen;
use Cairn\Stripe\Ledger;
use Cairn\Stripe\Owner_Actions;

defined( 'ABSPATH' ) || exit;

/**
 * For users who may manage options, with the REST nonce (the Earnings
 * screen's forms send it as `_wpnonce`; without it a logged-in browser's
 * request counts as nobody's):
 *
 * - `POST /cairn/v1/memberships/earnings/subscriptions/{id}/cancel`, `when`
 *   period_end (the default: it ends when the period paid for ends) or now;
 * - `POST …/subscriptions/{id}/resume`: takes a scheduled cancellation back;
 * - `POST /cairn/v1/memberships/earnings/payments/{id}/refund`, `amount`
 *   typed in the payment's currency (all that is left when empty).
 *
 * Stripe is asked; the ledger changes when Stripe's events confirm it. A
 * script gets `{ accepted: true }` (Accept: application/json); the screen's
 * plain form comes back to the screen with the outcome.
 *
 * @since 0.7.0
 */
class Earnings_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/memberships/earnings`.
	 *
	 * @var string
	 */
	protected $rest_base = 'memberships/earnings';

	/**
	 * Registers the routes.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		$subscription = array(
			'id' => array(
				'type'    => 'string',
				'pattern' => '^sub_[A-Za-z0-9]+$',
			),
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/subscriptions/(?P<id>sub_[A-Za-z0-9]+)/cancel',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'cancel' ),
				'permission_callback' => array( $this, 'permissions_check' ),
				'args'                => array_merge(
					$subscription,
					array(
						'when' => array(
							'type'    => 'string',
							'enum'    => array( 'period_end', 'now' ),
							'default' => 'period_end',
						),
					)
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/subscriptions/(?P<id>sub_[A-Za-z0-9]+)/resume',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'resume' ),
				'permission_callback' => array( $this, 'permissions_check' ),
				'args'                => $subscription,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/payments/(?P<id>\d+)/refund',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'refund' ),
				'permission_callback' => array( $this, 'permissions_check' ),
				'args'                => array(
					'id'     => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'amount' => array(
						'type'    => 'string',
						'default' => '',
					),
				),
			)
		);
	}

	/**
	 * Only the site's owners act on its money.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permissions_check( $request ) {
		return self::allow_if( current_user_can( 'manage_options' ), __( 'Sorry, you are not allowed to change subscriptions or payments.', 'cairn' ) );
	}

	/**
	 * Cancels a subscription.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function cancel( $request ) {
		$now    = 'now' === $request->get_param( 'when' );
		$result = Owner_Actions::cancel( (string) $request->get_param( 'id' ), $now );
		return $this->answer(
			$request,
			$result,
			$now
				? __( 'Stripe cancelled the subscription. Its status changes here as soon as Stripe confirms it.', 'cairn' )
				: __( 'Stripe will end the subscription when the period paid for ends. This shows here as soon as Stripe confirms it.', 'cairn' ),
			(string) $request->get_param( 'id' )
		);
	}

	/**
	 * Takes back a scheduled cancellation.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function resume( $request ) {
		return $this->answer(
			$request,
			Owner_Actions::resume( (string) $request->get_param( 'id' ) ),
			__( 'The subscription will renew again. This shows here as soon as Stripe confirms it.', 'cairn' ),
			(string) $request->get_param( 'id' )
		);
	}

	/**
	 * Refunds a payment.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function refund( $request ) {
		$payment = Ledger::payment( (int) $request->get_param( 'id' ) );
		$typed   = trim( (string) $request->get_param( 'amount' ) );
		$amount  = 0;
		if ( null !== $payment && '' !== $typed ) {
			$amount = Currencies::parse_typed( $typed, (string) $payment['currency'] );
			if ( null === $amount ) {
				return $this->answer( $request, new \WP_Error( 'cairn_earnings_refund_amount', __( 'Please enter a valid amount.', 'cairn' ), array( 'status' => 400 ) ), '', (string) ( $payment['subscription_id'] ?? '' ) );
			}
		}
		$result = Owner_Actions::refund( (int) $request->get_param( 'id' ), $amount );
		return $this->answer(
			$request,
			is_wp_error( $result ) ? $result : true,
			is_wp_error( $result ) || null === $payment ? '' : sprintf(
				/* translators: %s: an amount such as $5.00. */
				__( 'Stripe is refunding %s. The refund shows here as soon as Stripe confirms it.', 'cairn' ),
				Currencies::format( $result, (string) $payment['currency'] )
			),
			null !== $payment ? (string) $payment['subscription_id'] : ''
		);
	}

	/**
	 * The outcome: JSON for a script, else back to the screen with it.
	 *
	 * @param \WP_REST_Request $request      The request.
	 * @param true|\WP_Error   $result       What happened.
	 * @param string           $accepted     The message when Stripe accepted.
	 * @param string           $subscription The subscriber's page to come back to, or ''.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function answer( \WP_REST_Request $request, $result, string $accepted, string $subscription ) {
		if ( false !== strpos( (string) $request->get_header( 'accept' ), 'application/json' ) ) {
			return is_wp_error( $result ) ? $result : rest_ensure_response( array( 'accepted' => true ) );
		}
		$token    = Earnings_Notice::put(
			is_wp_error( $result ),
			is_wp_error( $result ) ? $result->get_error_message() : $accepted
		);
		$response = new \WP_REST_Response( null, 303 );
		$response->header( 'Location', add_query_arg( 'cairn_notice', $token, Earnings_Screen::url( $subscription ) ) );
		return $response;
	}
}
