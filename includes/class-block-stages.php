<?php
/**
 * Each block's and editor extension's stage, and which stages the site allows.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * The one list of stages (production, beta, experimental, not for the post
 * editor) and what it changes.
 *
 * A block whose stage the site does not allow stays registered, so posts
 * that already hold it keep rendering and editing; it only leaves the
 * inserter (and so the transforms and slash commands that insert it). A beta
 * block's title carries '(beta)'. Names are a block's name without `cairn/`,
 * or an editor extension's name.
 *
 * @since 0.3.0
 */
final class Block_Stages {

	public const PRODUCTION     = 'production';
	public const BETA           = 'beta';
	public const EXPERIMENTAL   = 'experimental';
	public const NO_POST_EDITOR = 'no-post-editor';

	/** The setting (in `cairn_services`) that allows beta, or beta and experimental. */
	public const SETTING = 'block_stages';

	/**
	 * What the setting may hold: '' allows production blocks only.
	 *
	 * @var string[]
	 */
	public const SETTING_CHOICES = array( '', self::BETA, self::EXPERIMENTAL );

	/**
	 * Every name that is not in production. A name that is not here is: a
	 * block whose feature is built is offered on a fresh site, and only what
	 * the product itself calls beta (or experimental) waits for the setting.
	 *
	 * @var array<string,string>
	 */
	private const STAGES = array(
		// The list-to-table and post-from-list actions of the AI toolbar.
		'ai-list-to-table-transform'   => self::BETA,
		// Prompts the server builds from a prompt type. Cairn has no other way to build them, so nothing switches off with it; listed so the stage is known wherever it is asked.
		'ai-assistant-backend-prompts' => self::BETA,
	);

	/**
	 * Hooks the block arguments filter.
	 *
	 * @since 0.3.0
	 */
	public static function register(): void {
		add_filter( 'register_block_type_args', array( __CLASS__, 'block_args' ), 10, 2 );
	}

	/**
	 * Every name with its stage, production ones left out.
	 *
	 * @since 0.3.0
	 *
	 * @return array<string,string>
	 */
	public static function all(): array {
		/**
		 * Filters the stage of Cairn's blocks and editor extensions.
		 *
		 * @since 0.3.0
		 *
		 * @param array<string,string> $stages Name (a block's without `cairn/`) => stage.
		 */
		$stages = apply_filters( 'cairn_block_stages', self::STAGES );
		$valid  = array( self::BETA, self::EXPERIMENTAL, self::NO_POST_EDITOR );
		$clean  = array();
		foreach ( (array) $stages as $name => $stage ) {
			if ( is_string( $name ) && in_array( $stage, $valid, true ) ) {
				$clean[ $name ] = $stage;
			}
		}
		return $clean;
	}

	/**
	 * A name's stage.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name A block's name (with or without `cairn/`), or an extension's.
	 */
	public static function stage( string $name ): string {
		$all = self::all();
		return $all[ self::short_name( $name ) ] ?? self::PRODUCTION;
	}

	/**
	 * The stages the site allows, from Settings → Cairn.
	 *
	 * @since 0.3.0
	 *
	 * @return string[]
	 */
	public static function allowed(): array {
		$allowed = array( self::PRODUCTION, self::NO_POST_EDITOR );
		$setting = Settings::get( self::SETTING );
		if ( self::BETA === $setting || self::EXPERIMENTAL === $setting ) {
			$allowed[] = self::BETA;
		}
		if ( self::EXPERIMENTAL === $setting ) {
			$allowed[] = self::EXPERIMENTAL;
		}
		return $allowed;
	}

	/**
	 * Whether the site allows a name's stage.
	 *
	 * @since 0.3.0
	 *
	 * @param string $name A block's or an extension's name.
	 */
	public static function is_allowed( string $name ): bool {
		return in_array( self::stage( $name ), self::allowed(), true );
	}

	/**
	 * The names hidden from the inserter of the editor on this screen: those
	 * whose stage the site does not allow, and, in the post editor, those not
	 * for it.
	 *
	 * @since 0.3.0
	 *
	 * @param bool $is_post_editor Whether the editor edits a post (not a template, not widgets).
	 * @return string[] Names without `cairn/`.
	 */
	public static function hidden( bool $is_post_editor ): array {
		$hidden  = array();
		$allowed = self::allowed();
		foreach ( self::all() as $name => $stage ) {
			if ( ! in_array( $stage, $allowed, true ) || ( $is_post_editor && self::NO_POST_EDITOR === $stage ) ) {
				$hidden[] = $name;
			}
		}
		return $hidden;
	}

	/**
	 * Adds '(beta)' to a beta block's title and keeps a block whose stage is
	 * not allowed out of the inserter.
	 *
	 * @since 0.3.0
	 *
	 * @param array<string,mixed> $args Block type arguments.
	 * @param string              $name Block name.
	 * @return array<string,mixed>
	 */
	public static function block_args( array $args, string $name ): array {
		if ( 0 !== strpos( $name, 'cairn/' ) ) {
			return $args;
		}
		$stage = self::stage( $name );
		if ( self::BETA === $stage && isset( $args['title'] ) && is_string( $args['title'] ) ) {
			/* translators: %s: a block's title. */
			$args['title'] = sprintf( __( '%s (beta)', 'cairn' ), $args['title'] );
		}
		if ( ! self::is_allowed( $name ) ) {
			$supports             = isset( $args['supports'] ) && is_array( $args['supports'] ) ? $args['supports'] : array();
			$supports['inserter'] = false;
			$args['supports']     = $supports;
		}
		return $args;
	}

	/**
	 * A block's name without `cairn/`.
	 *
	 * @param string $name Name.
	 */
	private static function short_name( string $name ): string {
		return 0 === strpos( $name, 'cairn/' ) ? substr( $name, strlen( 'cairn/' ) ) : $name;
	}
}
