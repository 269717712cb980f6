<?php
/**
 * REST: converting Jetpack blocks, from the editor and for the whole site.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

use Cairn\Jetpack\Converter;
use Cairn\Jetpack\Site_Converter;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * - `POST /cairn/v1/jetpack/convert` (`content`): the content with its Jetpack
 *   blocks converted, and the report; for people who can edit posts (the
 *   editor's "Convert to Cairn block" and "Convert all"). Nothing is saved:
 *   the editor replaces the blocks, as one undoable step. The content is
 *   converted for the person asking: what they will save passes the HTML
 *   filter their save would, and synced forms they may not read stay out.
 * - `GET /cairn/v1/jetpack/site`: how many posts hold Jetpack blocks, and
 * - `POST /cairn/v1/jetpack/site/batch` (`after`, `size`, `dry_run`): the
 *   next batch of the whole-site conversion; both for administrators (the
 *   Tools screen).
 *
 * @since 0.5.0
 */
final class Jetpack_Convert_Controller extends Controller {

	/** The largest content the editor may send (bytes). */
	private const MAX_CONTENT = 4 * MB_IN_BYTES;

	/**
	 * Routes under `/cairn/v1/jetpack`.
	 *
	 * @var string
	 */
	protected $rest_base = 'jetpack';

	/**
	 * Registers the routes.
	 *
	 * @since 0.5.0
	 */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/convert',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'convert' ),
				'permission_callback' => array( $this, 'can_edit' ),
				'args'                => array(
					'content' => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => self::MAX_CONTENT,
					),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/site',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'site' ),
				'permission_callback' => array( $this, 'can_manage' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/site/batch',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'batch' ),
				'permission_callback' => array( $this, 'can_manage' ),
				'args'                => array(
					'after'   => array(
						'type'    => 'integer',
						'minimum' => 0,
						'default' => 0,
					),
					'size'    => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 200,
						'default' => Site_Converter::BATCH_SIZE,
					),
					'dry_run' => array(
						'type'    => 'boolean',
						'default' => false,
					),
				),
			)
		);
	}

	/**
	 * Only people who can edit posts convert content in the editor.
	 *
	 * @since 0.5.0
	 *
	 * @return true|WP_Error
	 */
	public function can_edit() {
		return self::allow_if( current_user_can( 'edit_posts' ), __( 'Sorry, you are not allowed to convert Jetpack blocks.', 'cairn' ) );
	}

	/**
	 * Only administrators convert the whole site.
	 *
	 * @since 0.5.0
	 *
	 * @return true|WP_Error
	 */
	public function can_manage() {
		return self::allow_if( current_user_can( 'manage_options' ), __( 'Sorry, you are not allowed to convert Jetpack blocks.', 'cairn' ) );
	}

	/**
	 * Converts content for the editor.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function convert( $request ) {
		$conversion = Converter::create()->convert( (string) $request->get_param( 'content' ), get_current_user_id() );
		return new WP_REST_Response(
			array_merge(
				array(
					'content' => $conversion->content,
					'changed' => $conversion->changed(),
				),
				$conversion->to_array()
			)
		);
	}

	/**
	 * How many posts hold Jetpack blocks.
	 *
	 * @since 0.5.0
	 *
	 * @return WP_REST_Response
	 */
	public function site() {
		return new WP_REST_Response( array( 'total' => ( new Site_Converter( Converter::create() ) )->count() ) );
	}

	/**
	 * Converts the next batch of posts.
	 *
	 * @since 0.5.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public function batch( $request ) {
		$site = new Site_Converter( Converter::create() );
		return new WP_REST_Response(
			$site->batch(
				(int) $request->get_param( 'after' ),
				(int) $request->get_param( 'size' ),
				(bool) $request->get_param( 'dry_run' )
			)
		);
	}

}
