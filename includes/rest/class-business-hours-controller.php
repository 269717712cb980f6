<?php
/**
 * REST: the site's localized week for the Business hours editor.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Blocks\Business_Hours;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cairn/v1/business-hours/localized-week`: the site locale's day names
 * and first day of the week, for people who can edit posts.
 *
 * @since 0.1.0
 */
class Business_Hours_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/business-hours/localized-week`.
	 *
	 * @var string
	 */
	protected $rest_base = 'business-hours/localized-week';

	/**
	 * Registers the route.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Only people who can edit posts use the block editor.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error True, or an error: 401 logged out, 403 otherwise.
	 */
	public function get_item_permissions_check( $request ) {
		return self::allow_if( current_user_can( 'edit_posts' ), __( 'Sorry, you are not allowed to read the business hours settings.', 'cairn' ) );
	}

	/**
	 * The localized week: `{ days: { Sun: 'Sunday', … }, startOfWeek: 0..6 }`.
	 *
	 * @since 0.1.0
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response The week.
	 */
	public function get_item( $request ) {
		$days = array();
		foreach ( Business_Hours::DAYS as $name ) {
			$days[ $name ] = Business_Hours::day_label( $name );
		}
		return rest_ensure_response(
			array(
				'days'        => $days,
				'startOfWeek' => Business_Hours::start_of_week(),
			)
		);
	}

	/**
	 * The response's schema.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string, mixed> JSON schema.
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$day_properties = array();
		foreach ( Business_Hours::DAYS as $name ) {
			$day_properties[ $name ] = array(
				'type'     => 'string',
				'readonly' => true,
			);
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'cairn-business-hours-localized-week',
			'type'       => 'object',
			'properties' => array(
				'days'        => array(
					'description' => __( 'The site locale\'s full name of each day, keyed Sun to Sat.', 'cairn' ),
					'type'        => 'object',
					'properties'  => $day_properties,
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'startOfWeek' => array(
					'description' => __( 'First day of the week, 0 (Sunday) to 6 (Saturday).', 'cairn' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => 6,
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
