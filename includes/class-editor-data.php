<?php
/**
 * What the editor needs to know about the site.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Prints `window.cairnEditorData` before Cairn's editor script: which
 * services are configured, whether the user is an administrator, and where
 * the settings live. Never a secret.
 *
 * @since 0.1.0
 */
final class Editor_Data {

	/**
	 * Hooks the data into the block editor.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'attach' ) );
	}

	/**
	 * Attaches the data to the shared script in the block editor.
	 *
	 * @since 0.1.0
	 */
	public static function attach(): void {
		wp_add_inline_script(
			Assets::EDITOR,
			'window.cairnEditorData = ' . wp_json_encode( self::get( true ) ) . ';',
			'before'
		);
	}

	/**
	 * The data, matching `CairnEditorData` in shared/site/types.ts.
	 *
	 * @since 0.1.0
	 *
	 * @param bool $take_notice Whether to hand out the once-only Stripe
	 *                          notice (only when printing the post editor).
	 * @return array<string,mixed>
	 */
	public static function get( bool $take_notice = false ): array {
		$modules = array();
		foreach ( Modules::all() as $slug => $module ) {
			$modules[ $slug ] = $module['activated'];
		}
		$settings_url = admin_url( 'options-general.php?page=' . Settings_Page::SLUG );

		return array(
			'services'         => self::services(),
			// Whether each AI task and service can run, the settings section that sets it up and what to fill in: booleans and texts only.
			'readiness'        => Service_Readiness::all(),
			'canManageOptions' => current_user_can( 'manage_options' ),
			// The site's language, for AI prompts and dates; the user's own may differ.
			'siteLocale'       => get_locale(),
			// Keys what the browser keeps per site (the logo history).
			'siteId'           => get_current_blog_id(),
			// Keys what the browser stores per user (the AI token, feedback).
			'userId'           => get_current_user_id(),
			'settingsUrl'      => $settings_url,
			// Filtered with `cairn_upgrade_url`; '' for users who cannot change the budget.
			'upgradeUrl'       => AI\AI_Settings::upgrade_url(),
			'modules'          => $modules,
			// The editor registers only what the server did (not switched-off AI blocks).
			'blocks'           => Block_Registry::registered(),
			// The Cairn blocks of the post being edited: their editor code starts loading at once.
			'postBlocks'       => Editor_Preload::post_blocks(),
			// The site's answers to what those blocks ask as they open.
			'preload'          => (object) Editor_Preload::answers(),
			// Blocks that need a plan the site lacks (`cairn_block_needs_plan`; none by default).
			'paidBlocks'       => Paid_Blocks::names(),
			// 'connected' or 'cancelled' once after the Stripe keys changed, for administrators.
			'stripeNotice'     => $take_notice && current_user_can( 'manage_options' ) && self::is_post_editor() ? Stripe\Connection::take_notice() : '',
			// Non-production stages, and what this editor keeps out of its inserter.
			'stages'           => array(
				'stages'  => (object) Block_Stages::all(),
				'allowed' => Block_Stages::allowed(),
				'hidden'  => Block_Stages::hidden( self::is_post_editor() ),
			),
			// The map block: which library draws maps, where Mapbox's API is (a
			// local server in the tests) and the site's public Mapbox token,
			// which every visitor of a map receives anyway (never a secret one).
			'maps'             => array(
				'provider'         => Settings::get( 'map_provider' ),
				'mapboxApiBaseUrl' => Maps\Static_Map::base_url(),
				'mapboxToken'      => current_user_can( 'edit_posts' ) ? Maps\Mapbox_Token::public_token() : '',
				// Whether the site signs Apple's snapshots (its MapKit key is set).
				'mapkitSnapshots'  => Maps\Static_Snapshot::configured(),
			),
			'ai'               => array(
				'enabled'        => AI\Features::is_site_enabled(),
				'features'       => AI\Features::states(),
				// Whether an administrator allowed images to go to the provider ('' undecided), and where they would go.
				'imageConsent'   => AI\Image_Text::consent(),
				'imageRecipient' => AI\Features::is_enabled( 'image-helpers' ) ? AI\Image_Text::recipient() : '',
				// Translation and summaries in the browser where it can (Translator, Language Detector, Summarizer).
				'onDevice'       => AI\AI_Settings::get()['on_device'],
				// The `chrome-ai` flag, which gates the logo generator with its own switch.
				'chromeAi'       => AI\Features::is_chrome_ai_enabled(),
				'summaryWords'   => AI\Summary::limit(),
			),
		);
	}

	/**
	 * Whether the block editor on this screen edits a post, as opposed to
	 * templates (the site editor) or widgets.
	 *
	 * @since 0.3.0
	 */
	private static function is_post_editor(): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		return null !== $screen && 'post' === $screen->base;
	}

	/**
	 * Which services are configured, which is what "connected" means to a block.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,bool>
	 */
	public static function services(): array {
		$set    = static function ( string $field ): bool {
			return '' !== Settings::get( $field );
		};
		$secret = static function ( string $field ): bool {
			return '' !== Settings::secret( $field );
		};
		return array(
			// WordPress's AI client or Cairn's own: whichever can write text.
			'ai'        => ! is_wp_error( AI\Providers::for_task( 'text' ) ),
			'stripe'    => $set( 'stripe_publishable_key' ) && $secret( 'stripe_secret_key' ),
			'mapbox'    => $set( 'mapbox_token' ),
			'mapkit'    => Maps\Mapkit_Token::configured(),
			'giphy'     => $secret( 'giphy_key' ),
			'mailchimp' => $secret( 'mailchimp_api_key' ) && $set( 'mailchimp_list_id' ),
			'instagram' => $set( 'instagram_app_id' ) && $secret( 'instagram_app_secret' ),
		);
	}
}
