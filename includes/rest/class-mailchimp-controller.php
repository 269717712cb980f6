<?php
/**
 * REST: Mailchimp connection, groups and the visitors' subscribe route.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Mailchimp\Client;
use Cairn\Mailchimp\Signup;

defined( 'ABSPATH' ) || exit;

/**
 * - `GET /cairn/v1/mailchimp` (editors): `connect_url`, `code`
 *   ('connected' or 'not_connected'), `message`.
 * - `GET /cairn/v1/mailchimp/groups` (editors): `interest_categories`.
 * - `POST /cairn/v1/mailchimp/subscribe` (anyone): see Signup for its guards.
 *   Answers `code` ('success'), `status` ('pending': Mailchimp mailed the
 *   address to confirm; 'subscribed': it was on the list) and `message`
 *   (what to tell the visitor beside the block's success text); an address
 *   only Mailchimp's own form takes back is refused with
 *   `cairn_mailchimp_compliance` and that form's address, `data.signup_url`.
 *
 * @since 0.3.0
 */
class Mailchimp_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/mailchimp`.
	 *
	 * @var string
	 */
	protected $rest_base = 'mailchimp';

	/**
	 * Registers the routes.
	 *
	 * @since 0.3.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_connection' ),
				'permission_callback' => array( $this, 'editor_permissions_check' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/groups',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_groups' ),
				'permission_callback' => array( $this, 'editor_permissions_check' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/subscribe',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'subscribe' ),
				// Public on purpose: visitors subscribe (see Signup on why no nonce).
				'permission_callback' => '__return_true',
				'args'                => array(
					'email'          => array(
						'type'     => 'string',
						'required' => true,
					),
					// The block the form names (see Signup_Block); a form without them
					// (a page cached before forms named their block) subscribes the address alone.
					'post'           => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'block'          => array(
						'type'    => 'string',
						'pattern' => '^[a-f0-9]{0,64}$',
						'default' => '',
					),
					Signup::HONEYPOT => array( 'type' => 'string' ),
				),
			)
		);
	}

	/**
	 * Only people who can edit posts use the block editor.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function editor_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ), __( 'Sorry, you are not allowed to read the Mailchimp connection.', 'cairn' ) );
	}

	/**
	 * The connection: a set key and an audience that Mailchimp reads back.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_connection( $request ) {
		$connect_url = current_user_can( 'manage_options' ) ? admin_url( 'options-general.php?page=' . \Cairn\Settings_Page::SLUG . '#cairn-mailchimp' ) : '';
		$checked     = Client::is_configured() ? Client::audience() : new \WP_Error( 'cairn_mailchimp_not_connected', __( 'Mailchimp is not connected.', 'cairn' ) );
		return rest_ensure_response(
			array(
				'connect_url' => $connect_url,
				'code'        => is_wp_error( $checked ) ? 'not_connected' : 'connected',
				'message'     => is_wp_error( $checked ) ? $checked->get_error_message() : __( 'Mailchimp is connected.', 'cairn' ),
			)
		);
	}

	/**
	 * The audience's interest categories with their interests.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_groups( $request ) {
		$categories = Client::interest_categories();
		if ( is_wp_error( $categories ) ) {
			return $categories;
		}
		return rest_ensure_response( array( 'interest_categories' => $categories ) );
	}

	/**
	 * Subscribes a visitor.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function subscribe( $request ) {
		$result = Signup::handle( (array) $request->get_params(), Signup::client_ip() );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		return rest_ensure_response(
			array(
				'code'    => 'success',
				'status'  => $result,
				'message' => Signup::note( $result ),
			)
		);
	}
}
