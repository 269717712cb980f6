<?php
/**
 * The AI feature status the editor reads.
 *
 * @package Cairn
 */

namespace Cairn\AI;

defined( 'ABSPATH' ) || exit;

/**
 * The AI feature status the editor reads (dash-case keys): switches, tier, this
 * month's usage, costs and where an upgrade leads.
 *
 * @since 0.1.0
 */
final class Feature_Status {

	/**
	 * The status for the current user and site. Every key is always present.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,mixed>
	 */
	public static function get(): array {
		$enabled    = Features::is_site_enabled();
		$tier       = Tiers::current();
		$next       = Tiers::next( $tier );
		$count      = Budget::count();
		$limit      = Tiers::limit( $tier );
		$over_limit = $count >= $limit;

		$current_tier = array(
			'slug'  => $tier['slug'],
			'value' => $tier['value'],
			'limit' => $limit,
		);
		if ( Tiers::is_unlimited( $tier ) ) {
			$current_tier['readable-limit'] = __( 'Unlimited', 'cairn' );
		}

		$features_control = array();
		foreach ( Features::states() as $slug => $feature_enabled ) {
			$features_control[ $slug ] = array( 'enabled' => $feature_enabled );
		}
		$features_control['logo-generator']['styles'] = Logo_Styles::all();
		// The browser-side AI of the editor: the flag the logo generator is
		// gated by with its own, and whether the browser's built-in models
		// may answer on the device.
		$features_control['chrome-ai'] = array(
			'enabled'   => Features::is_chrome_ai_enabled(),
			'on-device' => $enabled && AI_Settings::get()['on_device'],
		);

		/**
		 * Filters whether the network manages this site for its owner, so
		 * that "Upgrade" means contacting the account team (upgrade
		 * type 'vip').
		 *
		 * @since 0.1.0
		 *
		 * @param bool $managed False by default.
		 */
		$managed = (bool) apply_filters( 'cairn_ai_managed_site', false );

		return array(
			'has-feature'          => $enabled,
			'is-enabled'           => $enabled,
			'is-over-limit'        => $over_limit,
			'requests-count'       => $count,
			'requests-limit'       => $limit,
			'site-require-upgrade' => $over_limit && null !== $next,
			'error-message'        => $enabled ? '' : __( 'AI features are turned off for this site.', 'cairn' ),
			'error-code'           => $enabled ? '' : 'cairn_ai_disabled',
			'upgrade-type'         => $managed ? 'vip' : 'default',
			'upgrade-url'          => AI_Settings::upgrade_url(),
			'usage-period'         => array(
				'current-start'  => Budget::period_start(),
				'next-start'     => Budget::next_period_start(),
				'requests-count' => $count,
			),
			'current-tier'         => $current_tier,
			'next-tier'            => null === $next ? null : array(
				'slug'  => $next['slug'],
				'value' => $next['value'],
				'limit' => $next['limit'],
			),
			'tier-plans-enabled'   => true,
			'costs'                => Costs::table(),
			'features-control'     => $features_control,
			'chrome-ai-tokens'     => self::chrome_ai_tokens(),
		);
	}

	/**
	 * The origin-trial tokens that let this site's editor use a browser's
	 * built-in AI before the browser ships it to everyone (Chrome's origin
	 * trials), none by default: the editor registers each before it asks
	 * the browser's models.
	 *
	 * @since 0.7.0
	 *
	 * @return string[]
	 */
	public static function chrome_ai_tokens(): array {
		/**
		 * Filters the origin-trial tokens of the browser's built-in AI.
		 *
		 * @since 0.7.0
		 *
		 * @param string[] $tokens Tokens, as the browser vendor issued them for this site's origin.
		 */
		$tokens = (array) apply_filters( 'cairn_ai_chrome_ai_tokens', array() );
		$clean  = array();
		foreach ( $tokens as $token ) {
			// A token is base64: nothing else may reach the page's head.
			if ( is_string( $token ) && preg_match( '#^[A-Za-z0-9+/=]{16,4096}$#', $token ) ) {
				$clean[] = $token;
			}
		}
		return $clean;
	}
}
