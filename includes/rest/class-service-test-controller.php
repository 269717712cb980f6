<?php
/**
 * Settings → Cairn's "Test connection" and the Stripe webhook's state.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Connection_Tests\Tests;
use Cairn\Settings;
use Cairn\Stripe\Webhook;
use Cairn\Stripe\Webhook_Endpoint;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * For the settings page, administrators only:
 * - `POST /cairn/v1/services/{service}/test` with `{ services, secrets }`,
 *   the values entered on the page (a secret left untouched is absent or
 *   the marker, and then the stored one is used): calls the real service
 *   with them and answers `{ ok, checks: [ { label, status, message } ] }`
 *   (and the AI server's `models`). Nothing is stored.
 * - `GET /cairn/v1/services/stripe/webhook`: this site's webhook URL, the
 *   events Stripe must send it, what Cairn last did about the endpoint on
 *   the owner's Stripe account, and when the last event arrived.
 *
 * @since 0.7.0
 */
final class Service_Test_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/services`.
	 *
	 * @var string
	 */
	protected $rest_base = 'services';

	/**
	 * Registers the routes.
	 *
	 * @since 0.7.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<service>' . implode( '|', array_keys( Tests::SERVICES ) ) . ')/test',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'test' ),
				'permission_callback' => array( $this, 'permissions_check' ),
				'args'                => array(
					'service'  => array(
						'type' => 'string',
						'enum' => array_keys( Tests::SERVICES ),
					),
					'services' => array(
						'type'                 => 'object',
						'default'              => array(),
						'properties'           => self::strings( Settings::SERVICE_FIELDS ),
						'additionalProperties' => false,
					),
					'secrets'  => array(
						'type'                 => 'object',
						'default'              => array(),
						'properties'           => self::strings( Settings::SECRET_FIELDS ),
						'additionalProperties' => false,
					),
				),
				'schema'              => array( $this, 'get_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/stripe/webhook',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'stripe_webhook' ),
				'permission_callback' => array( $this, 'permissions_check' ),
				'args'                => array(),
			)
		);
	}

	/**
	 * Only those who change the settings: tests send the keys to the services.
	 *
	 * @since 0.7.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permissions_check( $request ) {
		return self::allow_if( current_user_can( 'manage_options' ) );
	}

	/**
	 * Runs a service's test.
	 *
	 * @since 0.7.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function test( $request ) {
		$services = $request->get_param( 'services' );
		$secrets  = $request->get_param( 'secrets' );
		return self::no_store(
			Tests::run(
				(string) $request->get_param( 'service' ),
				is_array( $services ) ? $services : array(),
				is_array( $secrets ) ? $secrets : array()
			)
		);
	}

	/**
	 * The Stripe webhook's state.
	 *
	 * @since 0.7.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function stripe_webhook( $request ) {
		$state = Webhook_Endpoint::state();
		$last  = (int) get_option( Webhook::LAST_EVENT_OPTION, 0 );
		return self::no_store(
			array(
				'url'        => Webhook_Endpoint::url(),
				'events'     => Webhook::EVENTS,
				'status'     => $state['status'],
				'message'    => $state['message'],
				'last_event' => $last > 0 ? gmdate( 'c', $last ) : null,
			)
		);
	}

	/**
	 * The test report's schema.
	 *
	 * @since 0.7.0
	 *
	 * @return array<string,mixed>
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'cairn-service-test',
			'type'       => 'object',
			'properties' => array(
				'ok'     => array( 'type' => 'boolean' ),
				'checks' => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'label'   => array( 'type' => 'string' ),
							'status'  => array(
								'type' => 'string',
								'enum' => array( 'ok', 'failed', 'skipped', 'untested' ),
							),
							'message' => array( 'type' => 'string' ),
						),
					),
				),
				'models' => array(
					'type'  => 'array',
					'items' => array( 'type' => 'string' ),
				),
			),
		);
	}

	/**
	 * Schema properties: each key a string.
	 *
	 * @param string[] $keys Keys.
	 * @return array<string,array{type:string}>
	 */
	private static function strings( array $keys ): array {
		return array_fill_keys( $keys, array( 'type' => 'string' ) );
	}
}
