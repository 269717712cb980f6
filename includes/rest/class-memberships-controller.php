<?php
/**
 * REST: membership products, the Stripe connection and subscriber counts.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Stripe\Connection;
use Cairn\Stripe\Currencies;
use Cairn\Stripe\Ledger;
use Cairn\Stripe\Products;

defined( 'ABSPATH' ) || exit;

/**
 * Under `/cairn/v1/`:
 * - `GET memberships/status` (editors; query source, type, is_editable):
 *   products, connect_url, site_slug, connected_account_default_currency,
 *   connected_account_id, and `errors` when the keys were refused; for
 *   administrators `earnings_url`, and `notice` ('connected' or 'cancelled')
 *   once after the keys changed.
 * - `POST memberships/product` (authors and up): title, price, currency,
 *   interval, is_donation (a payment plan given as a donation) → id,
 *   title, interval, price, currency (and is_donation when it is one).
 * - `POST memberships/products` (authors and up): type donation, currency,
 *   is_editable false → the three donation products.
 * - `POST memberships/default-product` (authors and up): the plan a
 *   connected site without plans starts with, made once whoever asks and
 *   however often → `{ product, created }`.
 * - `GET subscribers/counts` (editors): counts.total_subscribers,
 *   social_followers, email_subscribers, paid_subscribers.
 *
 * @since 0.4.0
 */
class Memberships_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/memberships`.
	 *
	 * @var string
	 */
	protected $rest_base = 'memberships';

	/**
	 * Registers the routes.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/status',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_status' ),
				'permission_callback' => array( $this, 'read_permissions_check' ),
				'args'                => array(
					'source'      => array(
						'type' => 'string',
						'enum' => array( 'gutenberg', 'gutenberg-wpcom' ),
					),
					'type'        => array(
						'type'    => 'string',
						'enum'    => array_merge( array( 'all' ), Products::TYPES ),
						'default' => 'all',
					),
					'is_editable' => array( 'type' => 'boolean' ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/product',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_product' ),
				'permission_callback' => array( $this, 'write_permissions_check' ),
				'args'                => array(
					'title'       => array(
						'type'     => 'string',
						'required' => true,
					),
					'price'       => array(
						'type'     => array( 'number', 'string' ),
						'required' => true,
					),
					'currency'    => array(
						'type'     => 'string',
						'enum'     => array_keys( Currencies::MINIMUMS ),
						'required' => true,
					),
					'interval'    => array(
						'type'    => 'string',
						'enum'    => Products::INTERVALS,
						'default' => '1 month',
					),
					'type'        => array(
						'type'    => 'string',
						'enum'    => Products::TYPES,
						'default' => 'plan',
					),
					'is_donation' => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
				'schema'              => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/products',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_donation_products' ),
				'permission_callback' => array( $this, 'write_permissions_check' ),
				'args'                => array(
					'type'        => array(
						'type'     => 'string',
						'enum'     => array( 'donation' ),
						'required' => true,
					),
					'currency'    => array(
						'type'     => 'string',
						'enum'     => array_keys( Currencies::MINIMUMS ),
						'required' => true,
					),
					'is_editable' => array(
						'type'    => 'boolean',
						'enum'    => array( false ),
						'default' => false,
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/default-product',
			array(
				'methods'             => \WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_default_product' ),
				'permission_callback' => array( $this, 'write_permissions_check' ),
				'args'                => array(),
			)
		);
		register_rest_route(
			$this->namespace,
			'/subscribers/counts',
			array(
				'methods'             => \WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_counts' ),
				'permission_callback' => array( $this, 'read_permissions_check' ),
				'args'                => array(
					'subscriber_status'   => array(
						'type' => 'string',
						'enum' => array( 'active' ),
					),
					'subscription_status' => array(
						'type' => 'string',
						'enum' => array( 'active' ),
					),
				),
			)
		);
	}

	/**
	 * People who use the block editor read the products.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function read_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ), __( 'Sorry, you are not allowed to manage membership products.', 'cairn' ) );
	}

	/**
	 * Products are created on the owner's Stripe account: people who
	 * publish their own posts may add one to a block; contributors may not.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function write_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'publish_posts' ), __( 'Sorry, you are not allowed to manage membership products.', 'cairn' ) );
	}

	/**
	 * The connection and the products.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_status( $request ) {
		$account     = Connection::account();
		$is_editable = $request->get_param( 'is_editable' );
		$products    = $account ? Products::all( (string) $request->get_param( 'type' ), null === $is_editable ? null : (bool) $is_editable ) : array();
		$data        = array(
			'connected_account_id'               => $account ? $account['id'] : '',
			'connected_account_default_currency' => $account ? $account['default_currency'] : '',
			'connect_url'                        => ! $account && current_user_can( 'manage_options' ) ? admin_url( 'options-general.php?page=' . \Cairn\Settings_Page::SLUG . '#cairn-stripe' ) : '',
			'site_slug'                          => (string) wp_parse_url( home_url(), PHP_URL_HOST ),
			'products'                           => array_map( array( $this, 'public_product' ), $products ),
		);
		$error       = Connection::error();
		if ( '' !== $error ) {
			$data['errors'] = array( 'cairn_stripe' => array( $error ) );
		}
		if ( current_user_can( 'manage_options' ) ) {
			// The donations block's "donation earnings" link.
			$data['earnings_url'] = \Cairn\Stripe\Earnings_Screen::url();
			$notice               = Connection::take_notice();
			if ( '' !== $notice ) {
				$data['notice'] = $notice;
			}
		}
		return rest_ensure_response( $data );
	}

	/**
	 * Creates a product.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_product( $request ) {
		$product = Products::create(
			(string) $request->get_param( 'title' ),
			$request->get_param( 'price' ),
			(string) $request->get_param( 'currency' ),
			(string) $request->get_param( 'interval' ),
			(string) $request->get_param( 'type' ),
			true,
			'',
			(bool) $request->get_param( 'is_donation' )
		);
		if ( is_wp_error( $product ) ) {
			return $product;
		}
		$public = $this->public_product( $product );
		$answer = array(
			'id'       => $public['id'],
			'title'    => $public['title'],
			'interval' => $public['interval'],
			'price'    => $public['price'],
			'currency' => $public['currency'],
		);
		// The answer keeps its five fields; a donation says so.
		if ( $public['is_donation'] ) {
			$answer['is_donation'] = true;
		}
		return rest_ensure_response( $answer );
	}

	/**
	 * Creates the donation products of a currency when missing.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_donation_products( $request ) {
		$products = Products::ensure_donation_products( (string) $request->get_param( 'currency' ) );
		if ( is_wp_error( $products ) ) {
			return $products;
		}
		return rest_ensure_response( array( 'products' => array_map( array( $this, 'public_product' ), $products ) ) );
	}

	/**
	 * The default plan of a connected site without plans, made once.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error `{ product, created }`.
	 */
	public function create_default_product( $request ) {
		$result = Products::ensure_default_plan();
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		return rest_ensure_response(
			array(
				'product' => null !== $result['product'] ? $this->public_product( $result['product'] ) : null,
				'created' => $result['created'],
			)
		);
	}

	/**
	 * Subscriber counts from the site's own records: paid subscribers are
	 * the active subscriptions, email subscribers their distinct addresses.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_counts( $request ) {
		$counts = Ledger::subscriber_counts();
		return rest_ensure_response(
			array(
				'counts' => array(
					'total_subscribers' => $counts['email'],
					'social_followers'  => 0,
					'email_subscribers' => $counts['email'],
					'paid_subscribers'  => $counts['paid'],
				),
			)
		);
	}

	/**
	 * A product's fields for the editor (no Stripe ids).
	 *
	 * @param array<string,mixed> $product Product.
	 * @return array<string,mixed>
	 */
	public function public_product( array $product ): array {
		return array(
			'id'          => (int) $product['id'],
			'title'       => (string) $product['title'],
			'price'       => $product['price'],
			'currency'    => (string) $product['currency'],
			'interval'    => (string) $product['interval'],
			'type'        => (string) $product['type'],
			'is_editable' => (bool) $product['is_editable'],
			'is_donation' => (bool) ( $product['is_donation'] ?? false ),
		);
	}

	/**
	 * The product schema.
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'cairn-membership-product',
			'type'       => 'object',
			'properties' => array(
				'id'          => array( 'type' => 'integer' ),
				'title'       => array( 'type' => 'string' ),
				'price'       => array( 'type' => 'number' ),
				'currency'    => array( 'type' => 'string' ),
				'interval'    => array(
					'type' => 'string',
					'enum' => Products::INTERVALS,
				),
				'type'        => array(
					'type' => 'string',
					'enum' => Products::TYPES,
				),
				'is_editable' => array( 'type' => 'boolean' ),
				'is_donation' => array( 'type' => 'boolean' ),
			),
		);
	}

}
