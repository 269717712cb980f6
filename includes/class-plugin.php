<?php
/**
 * The plugin's composition root.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Wires every part of Cairn to WordPress hooks: boot() calls each part's
 * register(), which adds that part's hooks. Nothing else adds hooks at load
 * time.
 *
 * @since 0.1.0
 */
final class Plugin {

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
	 * Adds Cairn's hooks: each part's register() adds its own, in this order.
	 *
	 * @since 0.1.0
	 */
	public function boot(): void {
		Settings_Rest::register();
		AI\AI_Settings::register();
		Assets::register();
		SEO_Meta::register();
		Blocks\Ad::register();
		Jetpack\Legacy_Attribute::register();
		Jetpack\Visitor_Fallback::register();
		Jetpack\Convert_Command::register();
		Jetpack\Convert_Screen::register();
		Block_Registry::register();
		Editor_Data::register();
		Rest\Routes::register();
		AI\Abilities::register();
		Blocks\Mailchimp::register();
		Related_Posts\Related_Posts::register();
		Related_Posts\After_Post::register();
		Share_Target::register();
		Newsletter_Categories::register();
		Forms\Entries::register();
		Forms\Form_Post::register();
		Forms\Entries_Screen::register();
		AI\Feedback_Screen::register();
		Instagram\Connections::register();
		Blocks\Eventbrite::register();
		Blocks\Donations::register();
		Paid_Blocks::register();
		// After every other block arguments filter: a block's stage has the last word on its title and inserter.
		Block_Stages::register();
		Blocks\Video::register();
		Blocks\Legacy_Class_Names::register();
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
		Stripe\Products::register();
		Stripe\Checkout::register();
		Stripe\Earnings_Screen::register();
		Blocks\Manage_Subscription::register();
		Settings_Page::register();
	}
}
