<?php
/**
 * Scripts and styles that are not one block's own.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * Registers and enqueues Cairn's one editor script and one editor stylesheet
 * (every block's registration and styles; each block's editor code loads
 * from them on first use) and the settings page's script.
 *
 * @since 0.1.0
 */
final class Assets {

	public const EDITOR   = 'cairn-editor';
	public const SETTINGS = 'cairn-settings';

	/** The Tools → Convert from Jetpack page's script and style. */
	public const CONVERT_SCREEN = 'cairn-convert-screen';

	/**
	 * Hooks the scripts' registration and the editor's script and style.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		add_action( 'init', array( __CLASS__, 'register_scripts' ), 5 );
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'enqueue_editor_script' ) );
		add_action( 'enqueue_block_assets', array( __CLASS__, 'enqueue_editor_style' ) );
	}

	/**
	 * Registers the editor and settings scripts and styles.
	 *
	 * @since 0.1.0
	 */
	public static function register_scripts(): void {
		self::register_entry( self::EDITOR, 'index' );
		self::register_entry( self::SETTINGS, 'settings/index' );
		self::register_entry( self::CONVERT_SCREEN, 'convert-screen/index' );
	}

	/**
	 * Loads the editor script wherever blocks are edited (posts, the site
	 * editor, widgets).
	 *
	 * @since 0.1.0
	 */
	public static function enqueue_editor_script(): void {
		wp_enqueue_script( self::EDITOR );
		self::add_chunk_translations();
		// The editor code of the blocks the post holds loads with the page.
		Editor_Preload::enqueue();
	}

	/**
	 * Hands the editor the translations of the chunks that the editor script
	 * loads on demand. WordPress loads a script's translations by the
	 * script's file name, and a chunk is not a script WordPress knows, so
	 * each chunk's file is looked up here as a script would be and its
	 * strings are added to the `cairn` domain before the editor script runs.
	 *
	 * @since 0.1.0
	 */
	public static function add_chunk_translations(): void {
		if ( 'en_US' === determine_locale() ) {
			return;
		}
		$chunks = glob( PLUGIN_DIR . '/build/chunks/*.js' );
		foreach ( $chunks ? $chunks : array() as $file ) {
			$handle = 'cairn-chunk-' . basename( $file, '.js' );
			// Registered only for the look-up: never enqueued.
			wp_register_script( $handle, plugins_url( 'build/chunks/' . basename( $file ), PLUGIN_FILE ), array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the file name carries a content hash.
			$json = load_script_textdomain( $handle, 'cairn', PLUGIN_DIR . '/languages' );
			wp_deregister_script( $handle );
			if ( ! is_string( $json ) || '' === $json ) {
				continue;
			}
			wp_add_inline_script(
				self::EDITOR,
				'( function( translations ) {'
				. ' var localeData = translations.locale_data.cairn || translations.locale_data.messages;'
				. ' localeData[""].domain = "cairn";'
				. ' wp.i18n.setLocaleData( localeData, "cairn" );'
				. ' } )( ' . $json . ' );',
				'before'
			);
		}
	}

	/**
	 * Loads the editor stylesheet in the block editor: WordPress runs this
	 * hook for the editor's page and again to collect the assets of the
	 * iframed canvas, where the blocks are. It never runs for a visitor's
	 * page, which gets each block's own stylesheet only where the block is.
	 *
	 * @since 0.1.0
	 */
	public static function enqueue_editor_style(): void {
		if ( is_admin() ) {
			wp_enqueue_style( self::EDITOR );
		}
	}

	/**
	 * Registers one built entry (script, and stylesheet where there is one)
	 * with the dependencies webpack found.
	 *
	 * @since 0.1.0
	 *
	 * @param string $handle Script and style handle.
	 * @param string $entry  Entry name inside build/, without extension.
	 */
	private static function register_entry( string $handle, string $entry ): void {
		$asset_file = PLUGIN_DIR . '/build/' . $entry . '.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			return;
		}
		$asset = require $asset_file;
		wp_register_script(
			$handle,
			plugins_url( 'build/' . $entry . '.js', PLUGIN_FILE ),
			$asset['dependencies'],
			$asset['version'],
			true
		);
		wp_set_script_translations( $handle, 'cairn', PLUGIN_DIR . '/languages' );

		if ( is_readable( PLUGIN_DIR . '/build/' . $entry . '.css' ) ) {
			wp_register_style(
				$handle,
				plugins_url( 'build/' . $entry . '.css', PLUGIN_FILE ),
				array( 'wp-components' ),
				$asset['version']
			);
			wp_style_add_data( $handle, 'rtl', 'replace' );
		}
	}
}
