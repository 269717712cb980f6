<?php
/**
 * Cairn's REST controllers.
 *
 * @package Cairn
 */

namespace Cairn\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the routes of every REST controller under `/cairn/v1/`.
 *
 * @since 0.1.0
 */
final class Routes {

	/**
	 * REST controllers, each with a `register_routes()` method.
	 *
	 * @var string[]
	 */
	private const CONTROLLERS = array(
		Modules_Controller::class,
		Business_Hours_Controller::class,
		AI_Feature_Controller::class,
		AI_Token_Controller::class,
		AI_Query_Controller::class,
		AI_Models_Controller::class,
		Service_Test_Controller::class,
		Resolve_Redirect_Controller::class,
		AI_Image_Controller::class,
		AI_Post_Text_Controller::class,
		Mailchimp_Controller::class,
		Related_Posts_Controller::class,
		Share_Target_Controller::class,
		AI_Transcription_Controller::class,
		AI_Logo_Controller::class,
		AI_Feedback_Controller::class,
		Gif_Controller::class,
		Pinterest_Controller::class,
		Instagram_Controller::class,
		Video_Uploads_Controller::class,
		Video_Meta_Controller::class,
		Video_Tracks_Controller::class,
		Video_Poster_Controller::class,
		Memberships_Controller::class,
		Payments_Controller::class,
		Subscribers_Controller::class,
		Earnings_Controller::class,
		Mapbox_Key_Controller::class,
		Mapkit_Controller::class,
		Map_Image_Controller::class,
		Jetpack_Convert_Controller::class,
		Newsletter_Categories_Controller::class,
	);

	/**
	 * Hooks the routes' registration.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		add_action( 'rest_api_init', array( __CLASS__, 'register_routes' ) );
	}

	/**
	 * Registers every REST controller's routes.
	 *
	 * @since 0.1.0
	 */
	public static function register_routes(): void {
		foreach ( self::CONTROLLERS as $controller ) {
			if ( class_exists( $controller ) ) {
				( new $controller() )->register_routes();
			}
		}
	}
}
