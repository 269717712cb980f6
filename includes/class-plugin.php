<?php
/**
 * The plugin's composition root.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Wires every part of Cairn to WordPress hooks. Nothing else adds hooks at
 * load time.
 *
 * @since 0.1.0
 */
final class Plugin {

	/**
	 * REST controllers, each with a `register_routes()` method.
	 *
	 * @var string[]
	 */
	private const CONTROLLERS = array(
		Rest\Modules_Controller::class,
		Rest\Business_Hours_Controller::class,
		Rest\AI_Feature_Controller::class,
		Rest\AI_Token_Controller::class,
		Rest\AI_Query_Controller::class,
		Rest\AI_Models_Controller::class,
		Rest\Service_Test_Controller::class,
		Rest\Resolve_Redirect_Controller::class,
		Rest\AI_Image_Controller::class,
		Rest\AI_Post_Text_Controller::class,
		Rest\Mailchimp_Controller::class,
		Rest\Related_Posts_Controller::class,
		Rest\Share_Target_Controller::class,
		Rest\AI_Transcription_Controller::class,
		Rest\AI_Logo_Controller::class,
		Rest\AI_Feedback_Controller::class,
		Rest\Gif_Controller::class,
		Rest\Pinterest_Controller::class,
		Rest\Instagram_Controller::class,
		Rest\Video_Uploads_Controller::class,
		Rest\Video_Meta_Controller::class,
		Rest\Video_Tracks_Controller::class,
		Rest\Video_Poster_Controller::class,
		Rest\Memberships_Controller::class,
		Rest\Payments_Controller::class,
		Rest\Subscribers_Controller::class,
		Rest\Earnings_Controller::class,
		Rest\Mapbox_Key_Controller::class,
		Rest\Mapkit_Controller::class,
		Rest\Map_Image_Controller::class,
		Rest\Jetpack_Convert_Controller::class,
		Rest\Newsletter_Categories_Controller::class,
	);

	/**
	 * The one instance.
	 *
	 * @var Plugin|null
	 */
	private static $instance = null;

	/**
	 * Returns the one instance.
	 *
	 * @since 0.1.0
	 */
	public static function instance(): Plugin {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/**
	 * Adds Cairn's hooks.
	 *
	 * @since 0.1.0
	 */
	public function boot(): void {
		Settings_Rest::register();
		add_action( 'init', array( AI\AI_Settings::class, 'register' ) );
		add_action( 'init', array( Assets::class, 'register' ), 5 );
		add_action( 'init', array( Block_Stages::class, 'register' ), 9 );
		add_action( 'init', array( SEO_Meta::class, 'register' ) );
		Blocks\Ad::register();
		Jetpack\Legacy_Attribute::register();
		Jetpack\Visitor_Fallback::register();
		Jetpack\Convert_Command::register();
		Jetpack\Convert_Screen::register();
		add_action( 'init', array( Block_Registry::class, 'register' ) );
		add_filter( 'block_categories_all', array( Block_Registry::class, 'categories' ) );
		add_action( 'enqueue_block_editor_assets', array( Assets::class, 'enqueue_editor_script' ) );
		add_action( 'enqueue_block_editor_assets', array( Editor_Data::class, 'attach' ) );
		add_action( 'enqueue_block_assets', array( Assets::class, 'enqueue_editor_style' ) );
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		AI\Abilities::register();
		Blocks\Mailchimp::register();
		Related_Posts\Related_Posts::register();
		Related_Posts\After_Post::register();
		Share_Target::register();
		Newsletter_Categories::register();
		add_action( 'init', array( Forms\Entries::class, 'register' ) );
		Forms\Form_Post::register();
		Forms\Entries_Screen::register();
		AI\Feedback_Screen::register();
		Instagram\Connections::register();
		Blocks\Eventbrite::register();
		Blocks\Donations::register();
		Paid_Blocks::register();
		Blocks\Video::register();
		Blocks\Map::register();
		Saved_Markup::register();
		Blocks\Slideshow::register();
		Blocks\Tiled_Gallery::register();
		Maps\Image_Cache::register();
		Video\Upload_Store::register();
		Video\Upload_Limits::register();
		Video\Private_Files_Migration::register();
		Rate_Limit::register();
		Video\Video_Meta::register();
		Video\Video_Privacy::register();
		Video\Video_Stream::register();
		Video\Video_Tracks::register();
		Stripe\Connection::register();
		Stripe\Ledger::register();
		add_action( 'init', array( Stripe\Products::class, 'register' ) );
		Stripe\Checkout::register();
		Stripe\Earnings_Screen::register();
		Blocks\Manage_Subscription::register();
		add_action( 'admin_menu', array( Settings_Page::class, 'add_menu' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( Settings_Page::class, 'action_links' ) );
	}

	/**
	 * Registers every REST controller's routes.
	 *
	 * @since 0.1.0
	 */
	public function register_routes(): void {
		foreach ( self::CONTROLLERS as $controller ) {
			if ( class_exists( $controller ) ) {
				( new $controller() )->register_routes();
			}
		}
	}
}
