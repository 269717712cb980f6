<?php
/**
 * What each AI request costs against the budget.
 *
 * @package Cairn
 */

namespace Cairn\AI;

defined( 'ABSPATH' ) || exit;

/**
 * Request costs: a logo costs 10 requests, a prompt enhancement 1, anything
 * else 1.
 *
 * @since 0.1.0
 */
final class Costs {

	public const LOGO               = 10;
	public const PROMPT_ENHANCEMENT = 1;
	public const DEFAULT_COST       = 1;

	/**
	 * The cost table, in the shape of the feature status's `costs`.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,array<string,int>>
	 */
	public static function table(): array {
		return array(
			'logo-generator' => array(
				'logo'               => self::LOGO,
				'prompt-enhancement' => self::PROMPT_ENHANCEMENT,
			),
		);
	}

	/**
	 * What one request of a feature costs.
	 *
	 * @since 0.1.0
	 *
	 * @param string $feature A feature slug (`logo-generator` generates a
	 *                        logo), or `prompt-enhancement`.
	 */
	public static function for_feature( string $feature ): int {
		switch ( $feature ) {
			case 'logo-generator':
			case 'logo':
				return self::LOGO;
			case 'prompt-enhancement':
				return self::PROMPT_ENHANCEMENT;
			default:
				return self::DEFAULT_COST;
		}
	}
}
