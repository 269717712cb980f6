<?php
/**
 * The `cairn_ai` setting: the AI switches and the request budget.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Assets;
use Cairn\Developer_Base_Urls;
use Cairn\Settings_Page;

defined( 'ABSPATH' ) || exit;

/**
 * Registers and reads the `cairn_ai` setting: the site-wide AI switch, one
 * switch per AI feature, and the budget (tier, free limit, fair-usage limit).
 *
 * Who sets the budget: on a single site, administrators (`manage_options`).
 * When the network manages budgets (multisite by default, see the
 * `cairn_ai_budget_network_managed` filter), only users with
 * `manage_network_options` (super admins) change `tier`, `free_limit` and
 * `fair_usage_limit`; they do it on the site's own Settings → Cairn page.
 * Anyone else's values for those keys are ignored and the stored ones kept,
 * and the page shows them read-only. The budget lives in the site's own
 * option, so each site of a network has its own.
 *
 * @since 0.1.0
 */
final class AI_Settings {

	public const OPTION = 'cairn_ai';

	/** The keys only a budget manager may change. */
	public const BUDGET_KEYS = array( 'tier', 'free_limit', 'fair_usage_limit', 'role_limits' );

	/** Where the editor caches its AI token (shared/ai/constants.ts). */
	public const TOKEN_STORAGE_KEY = 'cairn-ai-jwt';

	public const DEFAULT_FREE_LIMIT       = 20;
	public const DEFAULT_FAIR_USAGE_LIMIT = 2000;

	/**
	 * Hooks the setting's registration.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		add_action( 'init', array( __CLASS__, 'register_settings' ) );
	}

	/**
	 * Registers the setting and the settings page data.
	 *
	 * @since 0.1.0
	 */
	public static function register_settings(): void {
		register_setting(
			'cairn',
			self::OPTION,
			array(
				'type'              => 'object',
				'default'           => self::defaults(),
				'sanitize_callback' => array( __CLASS__, 'sanitize' ),
				'show_in_rest'      => array( 'schema' => self::schema() ),
			)
		);
		add_action( 'admin_enqueue_scripts', array( __CLASS__, 'print_page_data' ) );
		add_action( 'login_footer', array( __CLASS__, 'print_logout_cleanup' ) );
	}

	/**
	 * The stored setting, complete: missing or malformed keys take defaults.
	 *
	 * @since 0.1.0
	 *
	 * @return array{enabled:bool,features:array<string,bool>,tier:string,free_limit:int,fair_usage_limit:int,role_limits:array<string,array{hourly:int,monthly:int}>,on_device:bool,summary_words:int}
	 */
	public static function get(): array {
		return self::complete( get_option( self::OPTION, array() ) );
	}

	/**
	 * The defaults: everything on, the free tier with its default limits.
	 *
	 * @since 0.1.0
	 *
	 * @return array{enabled:bool,features:array<string,bool>,tier:string,free_limit:int,fair_usage_limit:int,role_limits:array<string,array{hourly:int,monthly:int}>,on_device:bool,summary_words:int}
	 */
	public static function defaults(): array {
		return array(
			'enabled'          => true,
			'features'         => array_fill_keys( Features::SLUGS, true ),
			'tier'             => Tiers::FREE,
			'free_limit'       => self::DEFAULT_FREE_LIMIT,
			'fair_usage_limit' => self::DEFAULT_FAIR_USAGE_LIMIT,
			'role_limits'      => User_Limits::DEFAULTS,
			// Off until an administrator chooses it: results differ from the provider's.
			'on_device'        => false,
			'summary_words'    => Summary::DEFAULT_WORDS,
		);
	}

	/**
	 * Sanitizes a write: booleans as booleans, a known tier, positive limits.
	 * Keys that are absent keep their stored value, and the budget keys keep
	 * their stored value unless the current user may set the budget.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $value Submitted value.
	 * @return array<string,mixed>
	 */
	public static function sanitize( $value ): array {
		$value  = is_array( $value ) ? $value : array();
		$stored = self::get();
		$clean  = $stored;

		if ( array_key_exists( 'enabled', $value ) ) {
			$clean['enabled'] = rest_sanitize_boolean( (string) $value['enabled'] );
		}
		if ( isset( $value['features'] ) && is_array( $value['features'] ) ) {
			foreach ( Features::SLUGS as $slug ) {
				if ( array_key_exists( $slug, $value['features'] ) ) {
					$clean['features'][ $slug ] = rest_sanitize_boolean( (string) $value['features'][ $slug ] );
				}
			}
		}
		if ( array_key_exists( 'on_device', $value ) ) {
			$clean['on_device'] = rest_sanitize_boolean( (string) $value['on_device'] );
		}
		if ( isset( $value['summary_words'] ) && is_numeric( $value['summary_words'] ) ) {
			$clean['summary_words'] = max( Summary::MIN_WORDS, min( Summary::MAX_WORDS, (int) $value['summary_words'] ) );
		}
		if ( self::can_manage_budget() ) {
			if ( isset( $value['tier'] ) && is_string( $value['tier'] ) && Tiers::exists( $value['tier'] ) ) {
				$clean['tier'] = $value['tier'];
			}
			foreach ( array( 'free_limit', 'fair_usage_limit' ) as $key ) {
				if ( isset( $value[ $key ] ) && is_numeric( $value[ $key ] ) && (int) $value[ $key ] > 0 ) {
					$clean[ $key ] = (int) $value[ $key ];
				}
			}
			if ( isset( $value['role_limits'] ) && is_array( $value['role_limits'] ) ) {
				$clean['role_limits'] = self::role_limits( $value['role_limits'], $stored['role_limits'] );
			}
		}
		return $clean;
	}

	/**
	 * Whether the network, not the site's administrators, sets budgets.
	 *
	 * @since 0.1.0
	 */
	public static function is_budget_network_managed(): bool {
		/**
		 * Filters whether budgets are set by the network administrator only.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $managed True on multisite.
		 */
		return (bool) apply_filters( 'cairn_ai_budget_network_managed', is_multisite() );
	}

	/**
	 * Whether the current user may change the budget (tier and limits).
	 *
	 * @since 0.1.0
	 */
	public static function can_manage_budget(): bool {
		return self::is_budget_network_managed()
			? current_user_can( 'manage_network_options' )
			: current_user_can( 'manage_options' );
	}

	/**
	 * Where "Upgrade" leads the current user: the budget settings for those
	 * who may change the budget, otherwise '' (a network may filter in its
	 * own URL for its site administrators).
	 *
	 * @since 0.1.0
	 */
	public static function upgrade_url(): string {
		$can_manage = self::can_manage_budget();
		$url        = $can_manage
			? admin_url( 'options-general.php?page=' . Settings_Page::SLUG . '#cairn-ai-budget' )
			: '';
		/**
		 * Filters where "Upgrade" leads; a network may point it elsewhere.
		 *
		 * @since 0.1.0
		 *
		 * @param string $url        The budget settings for users who may change the budget, else ''.
		 * @param bool   $can_manage Whether the current user may change the budget.
		 */
		$url = (string) apply_filters( 'cairn_upgrade_url', $url, $can_manage );
		// Only an http(s) URL may reach the browser's location.
		return self::is_http_url( $url ) ? $url : '';
	}

	/**
	 * Whether a URL is an absolute http or https URL.
	 *
	 * @since 0.2.0
	 *
	 * @param string $url URL.
	 */
	public static function is_http_url( string $url ): bool {
		$scheme = wp_parse_url( trim( $url ), PHP_URL_SCHEME );
		return is_string( $scheme ) && in_array( strtolower( $scheme ), array( 'http', 'https' ), true )
			&& '' !== (string) wp_parse_url( trim( $url ), PHP_URL_HOST )
			&& ! preg_match( '/[\x00-\x20\x7f]/', $url );
	}

	/**
	 * On the login page after logging out, forgets the AI token the browser
	 * cached, so that it does not outlive the session in local storage.
	 *
	 * @since 0.2.0
	 */
	public static function print_logout_cleanup(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only decides whether to print a fixed script.
		if ( ! isset( $_GET['loggedout'] ) ) {
			return;
		}
		wp_print_inline_script_tag( 'try{window.localStorage.removeItem(' . wp_json_encode( self::TOKEN_STORAGE_KEY ) . ');}catch(e){}' );
	}

	/**
	 * Prints what the settings page needs besides the setting itself: the
	 * tier table, whether the user may change the budget, and whether the
	 * page offers the developer base URLs.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hook_suffix The admin page.
	 */
	public static function print_page_data( string $hook_suffix ): void {
		if ( 'settings_page_' . Settings_Page::SLUG !== $hook_suffix ) {
			return;
		}
		$tiers = array();
		foreach ( Tiers::all() as $tier ) {
			$tiers[] = array(
				'slug'  => $tier['slug'],
				'value' => $tier['value'],
				'limit' => $tier['limit'],
			);
		}
		$data = array(
			'canManageBudget' => self::can_manage_budget(),
			'networkManaged'  => self::is_budget_network_managed(),
			'tiers'           => $tiers,
			'requestsCount'   => Budget::count(),
			'requestsLimit'   => Tiers::limit( Tiers::current() ),
			'usagePeriodNext' => Budget::next_period_start(),
		);
		// The developer base URL fields are offered only to whom may set them.
		$data['canSetDeveloperBaseUrls'] = Developer_Base_Urls::can_set();
		wp_add_inline_script(
			Assets::SETTINGS,
			'window.cairnAiSettingsData = ' . wp_json_encode( $data ) . ';',
			'before'
		);
	}

	/**
	 * A stored value with every key present and of the right type.
	 *
	 * @param mixed $value Stored value.
	 * @return array{enabled:bool,features:array<string,bool>,tier:string,free_limit:int,fair_usage_limit:int,role_limits:array<string,array{hourly:int,monthly:int}>,on_device:bool,summary_words:int}
	 */
	private static function complete( $value ): array {
		$value    = is_array( $value ) ? $value : array();
		$defaults = self::defaults();
		$features = isset( $value['features'] ) && is_array( $value['features'] ) ? $value['features'] : array();
		$complete = $defaults;

		if ( array_key_exists( 'enabled', $value ) ) {
			$complete['enabled'] = (bool) $value['enabled'];
		}
		foreach ( Features::SLUGS as $slug ) {
			if ( array_key_exists( $slug, $features ) ) {
				$complete['features'][ $slug ] = (bool) $features[ $slug ];
			}
		}
		if ( isset( $value['tier'] ) && is_string( $value['tier'] ) && Tiers::exists( $value['tier'] ) ) {
			$complete['tier'] = $value['tier'];
		}
		foreach ( array( 'free_limit', 'fair_usage_limit' ) as $key ) {
			if ( isset( $value[ $key ] ) && is_numeric( $value[ $key ] ) && (int) $value[ $key ] > 0 ) {
				$complete[ $key ] = (int) $value[ $key ];
			}
		}
		if ( isset( $value['role_limits'] ) && is_array( $value['role_limits'] ) ) {
			$complete['role_limits'] = self::role_limits( $value['role_limits'], $defaults['role_limits'] );
		}
		if ( array_key_exists( 'on_device', $value ) ) {
			$complete['on_device'] = (bool) $value['on_device'];
		}
		if ( isset( $value['summary_words'] ) && is_numeric( $value['summary_words'] ) ) {
			$complete['summary_words'] = max( Summary::MIN_WORDS, min( Summary::MAX_WORDS, (int) $value['summary_words'] ) );
		}
		return $complete;
	}

	/**
	 * Per-role limits: whole numbers from 0 (no limit), per role slug;
	 * roles not given keep their base values.
	 *
	 * @param array<mixed>                                $value Submitted or stored limits.
	 * @param array<string,array{hourly:int,monthly:int}> $base  Limits to start from.
	 * @return array<string,array{hourly:int,monthly:int}>
	 */
	private static function role_limits( array $value, array $base ): array {
		$limits = $base;
		foreach ( $value as $role => $periods ) {
			if ( ! is_string( $role ) || sanitize_key( $role ) !== $role || ! is_array( $periods ) ) {
				continue;
			}
			$limits[ $role ] = $limits[ $role ] ?? array(
				'hourly'  => 0,
				'monthly' => 0,
			);
			foreach ( array( 'hourly', 'monthly' ) as $period ) {
				if ( isset( $periods[ $period ] ) && is_numeric( $periods[ $period ] ) && (int) $periods[ $period ] >= 0 ) {
					$limits[ $role ][ $period ] = (int) $periods[ $period ];
				}
			}
		}
		return $limits;
	}

	/**
	 * The REST schema of the setting.
	 *
	 * @return array<string,mixed>
	 */
	private static function schema(): array {
		$features = array();
		foreach ( Features::SLUGS as $slug ) {
			$features[ $slug ] = array( 'type' => 'boolean' );
		}
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'enabled'          => array(
					'type'        => 'boolean',
					'description' => __( 'Whether AI features are on for this site.', 'cairn' ),
				),
				'features'         => array(
					'type'                 => 'object',
					'description'          => __( 'Whether each AI feature is on.', 'cairn' ),
					'properties'           => $features,
					'additionalProperties' => false,
				),
				'tier'             => array(
					'type'        => 'string',
					'description' => __( 'The request budget tier.', 'cairn' ),
					'enum'        => Tiers::slugs(),
				),
				'free_limit'       => array(
					'type'        => 'integer',
					'description' => __( 'Requests per month on the free tier.', 'cairn' ),
					'minimum'     => 1,
				),
				'fair_usage_limit' => array(
					'type'        => 'integer',
					'description' => __( 'Requests per month on the unlimited tier (fair usage).', 'cairn' ),
					'minimum'     => 1,
				),
				'on_device'        => array(
					'type'        => 'boolean',
					'description' => __( 'Whether translations and summaries run in the editor’s browser where it can, sending nothing.', 'cairn' ),
				),
				'summary_words'    => array(
					'type'        => 'integer',
					'description' => __( 'Words an AI summary has at most.', 'cairn' ),
					'minimum'     => Summary::MIN_WORDS,
					'maximum'     => Summary::MAX_WORDS,
				),
				'role_limits'      => array(
					'type'                 => 'object',
					'description'          => __( 'AI requests each user may make per hour and per month, by role (0: no limit).', 'cairn' ),
					'additionalProperties' => array(
						'type'                 => 'object',
						'properties'           => array(
							'hourly'  => array(
								'type'    => 'integer',
								'minimum' => 0,
							),
							'monthly' => array(
								'type'    => 'integer',
								'minimum' => 0,
							),
						),
						'additionalProperties' => false,
					),
				),
			),
			'additionalProperties' => false,
		);
	}
}
