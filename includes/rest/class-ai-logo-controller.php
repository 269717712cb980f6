<?php
/**
 * The logo generator's image route.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\AI\Logo_Image;
use Cairn\AI\Logo_Styles;
use Cairn\AI\Token;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /cairn/v1/ai/images`: `{ prompt, style }` answered as the image API
 * answers, `{ data: [ { b64_json, revised_prompt } ] }`, with the AI token.
 * Prompt enhancement and the style guess are text queries of the
 * `logo-generator` feature through the query route.
 *
 * @since 0.4.0
 */
final class AI_Logo_Controller extends Controller {

	/**
	 * Routes under `/cairn/v1/ai/images`.
	 *
	 * @var string
	 */
	protected $rest_base = 'ai/images';

	/**
	 * Registers the route.
	 *
	 * @since 0.4.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				'permission_callback' => array( $this, 'create_item_permissions_check' ),
				'args'                => array(
					'prompt'  => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 10000,
					),
					'style'   => array(
						'type'    => 'string',
						'default' => '',
						// 'auto' is listed so that the generator can say it must be guessed first.
						'enum'    => array_merge( array( '' ), array_column( Logo_Styles::all(), 'value' ) ),
					),
					'feature' => array(
						'type'      => 'string',
						'maxLength' => 64,
					),
					'post_id' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
			)
		);
	}

	/**
	 * The AI token's checks, as for the query route; applying a logo is the
	 * site's administrators' (checked when it is saved and applied).
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Token::authorize( $request );
	}

	/**
	 * Generates the logo.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$image = Logo_Image::generate( (string) $request['prompt'], (string) $request['style'], get_current_user_id() );
		if ( is_wp_error( $image ) ) {
			return $image;
		}
		return new WP_REST_Response( array( 'data' => array( $image ) ) );
	}
}
