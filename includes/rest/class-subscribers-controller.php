<?php
/**
 * REST: a subscriber's way to Stripe's customer portal, without an account.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Blocks\Return_Url;
use Cairn\Client_Ip;
use Cairn\Rate_Limit;
use Cairn\Stripe\Ledger;
use Cairn\Stripe\Manage_Link;
use Cairn\Stripe\Portal;
use Cairn\Stripe\Subscriber_Mail;

defined( 'ABSPATH' ) || exit;

/**
 * Public on purpose: subscribers have no account on the site.
 *
 * - `POST /cairn/v1/memberships/manage-link` (a payment block's "Manage
 *   your subscription" form: email, return_url, and a honeypot): emails the
 *   address the links to the portal of each of its subscriptions. The
 *   answer is the same whether or not the address has one, so the form
 *   tells nobody who subscribes; a plain form post comes back to the page
 *   with `cairn_manage=sent`, a script's request (Accept: application/json)
 *   gets `{ sent: true }`. Limited per address and per visitor.
 * - `GET /cairn/v1/memberships/manage` (customer, expires, signature: the
 *   link of a receipt or of that mail): opens the customer's portal and
 *   answers 303 there; a link that is not valid or has expired comes back
 *   to the home page with `cairn_manage=expired`.
 *
 * @since 0.7.0
 */
class Subscribers_Controller extends Controller {

	/** The result argument a visitor comes back with. */
	public const RESULT_ARG = 'cairn_manage';

	/** The honeypot field: hidden from people, filled by bots. */
	public const HONEYPOT = 'cairn_manage_website';

	/** Requests per address, and per visitor, per hour. */
	private const PER_HOUR = 5;

	/**
	 * Registers the routes.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/memberships/manage-link',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'send_link' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'email'        => array(
						'type'     => 'string',
						'required' => true,
					),
					'return_url'   => array( 'type' => 'string' ),
					self::HONEYPOT => array( 'type' => 'string' ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/memberships/manage',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'open_portal' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'customer'  => array(
						'type'     => 'string',
						'pattern'  => '^cus_[A-Za-z0-9]+$',
						'required' => true,
					),
					'expires'   => array(
						'type'     => 'integer',
						'required' => true,
					),
					'signature' => array(
						'type'     => 'string',
						'pattern'  => '^[a-f0-9]{64}$',
						'required' => true,
					),
				),
			)
		);
	}

	/**
	 * Emails the links of an address's subscriptions.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function send_link( $request ) {
		$email = sanitize_email( (string) $request->get_param( 'email' ) );
		if ( ! is_email( $email ) ) {
			return $this->answer( $request, new \WP_Error( 'cairn_manage_email', __( 'Please enter a valid email address.', 'cairn' ), array( 'status' => 400 ) ) );
		}
		if ( '' !== trim( (string) $request->get_param( self::HONEYPOT ) ) ) {
			// A bot: answered like anyone, sent nothing.
			return $this->answer( $request, true );
		}
		if ( ! Rate_Limit::hit( 'manage', 'i_' . Client_Ip::current(), self::PER_HOUR, HOUR_IN_SECONDS )
			|| ! Rate_Limit::hit( 'manage', 'a_' . strtolower( $email ), self::PER_HOUR, HOUR_IN_SECONDS ) ) {
			return $this->answer( $request, new \WP_Error( 'cairn_manage_busy', __( 'Too many requests for a link. Please try again in an hour.', 'cairn' ), array( 'status' => 429 ) ) );
		}
		Subscriber_Mail::manage_links( $email, Ledger::customers_by_email( $email ) );
		return $this->answer( $request, true );
	}

	/**
	 * Opens the portal of a signed link's customer.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function open_portal( $request ) {
		$customer = (string) $request->get_param( 'customer' );
		$valid    = Manage_Link::verify( $customer, (int) $request->get_param( 'expires' ), (string) $request->get_param( 'signature' ), time() );
		$url      = $valid ? Portal::open( $customer, home_url( '/' ) ) : new \WP_Error( 'cairn_manage_expired', '' );
		if ( is_wp_error( $url ) ) {
			$result = in_array( $url->get_error_code(), array( 'cairn_manage_expired', 'cairn_manage_unknown' ), true ) ? 'expired' : 'unavailable';
			$url    = add_query_arg( self::RESULT_ARG, $result, home_url( '/' ) );
		}
		return $this->redirect( $url );
	}

	/**
	 * The answer to the form: JSON for a script, else back to the page.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @param true|\WP_Error   $result  What happened.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private function answer( \WP_REST_Request $request, $result ) {
		if ( false !== strpos( (string) $request->get_header( 'accept' ), 'application/json' ) ) {
			return is_wp_error( $result ) ? $result : rest_ensure_response( array( 'sent' => true ) );
		}
		$key  = is_wp_error( $result ) ? ( 'cairn_manage_busy' === $result->get_error_code() ? 'busy' : 'invalid' ) : 'sent';
		$back = Return_Url::validated( $request->get_param( 'return_url' ), home_url( '/' ) );
		return $this->redirect( add_query_arg( self::RESULT_ARG, $key, $back ) . '#cairn-manage' );
	}

	/**
	 * A 303 to a URL, never cached.
	 *
	 * @param string $url Where.
	 */
	private function redirect( string $url ): \WP_REST_Response {
		$response = new \WP_REST_Response( null, 303 );
		$response->header( 'Location', $url );
		$response->header( 'Cache-Control', 'no-store' );
		// The signed link stays out of the Referer of the pages that follow.
		$response->header( 'Referrer-Policy', 'no-referrer' );
		return $response;
	}
}
