<?php
/**
 * The request budget tiers.
 *
 * @package Cairn
 */

namespace Cairn\AI;

defined( 'ABSPATH' ) || exit;

/**
 * The plan tiers, as request budgets per month: free (value 0, its
 * limit set in the settings), paid tiers whose value is their limit, and
 * unlimited (value 1) with a fair-usage limit set in the settings.
 *
 * @since 0.1.0
 */
final class Tiers {

	public const FREE      = 'ai-assistant-tier-free';
	public const UNLIMITED = 'ai-assistant-tier-unlimited';

	/** Value of the free tier. */
	public const FREE_VALUE = 0;

	/** Value of the unlimited tier. */
	public const UNLIMITED_VALUE = 1;

	/** Paid tiers' values, each also its monthly limit, in ascending order. */
	public const PAID_VALUES = array( 100, 200, 500, 750, 1000 );

	/**
	 * Every tier in ascending order, with the limits the settings give.
	 *
	 * @since 0.1.0
	 *
	 * @return array<string,array{slug:string,value:int,limit:int}> Keyed by slug.
	 */
	public static function all(): array {
		$settings = AI_Settings::get();
		$tiers    = array(
			self::FREE => array(
				'slug'  => self::FREE,
				'value' => self::FREE_VALUE,
				'limit' => $settings['free_limit'],
			),
		);
		foreach ( self::PAID_VALUES as $value ) {
			$slug           = 'ai-assistant-tier-' . $value;
			$tiers[ $slug ] = array(
				'slug'  => $slug,
				'value' => $value,
				'limit' => $value,
			);
		}
		$tiers[ self::UNLIMITED ] = array(
			'slug'  => self::UNLIMITED,
			'value' => self::UNLIMITED_VALUE,
			'limit' => $settings['fair_usage_limit'],
		);
		return $tiers;
	}

	/**
	 * Every tier slug, in ascending order.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function slugs(): array {
		$slugs = array( self::FREE );
		foreach ( self::PAID_VALUES as $value ) {
			$slugs[] = 'ai-assistant-tier-' . $value;
		}
		$slugs[] = self::UNLIMITED;
		return $slugs;
	}

	/**
	 * Whether a slug names a tier.
	 *
	 * @since 0.1.0
	 *
	 * @param string $slug Tier slug.
	 */
	public static function exists( string $slug ): bool {
		return in_array( $slug, self::slugs(), true );
	}

	/**
	 * One tier.
	 *
	 * @since 0.1.0
	 *
	 * @param string $slug Tier slug; an unknown one gives the free tier.
	 * @return array{slug:string,value:int,limit:int}
	 */
	public static function get( string $slug ): array {
		$tiers = self::all();
		return isset( $tiers[ $slug ] ) ? $tiers[ $slug ] : $tiers[ self::FREE ];
	}

	/**
	 * This site's tier.
	 *
	 * @since 0.1.0
	 *
	 * @return array{slug:string,value:int,limit:int}
	 */
	public static function current(): array {
		return self::get( AI_Settings::get()['tier'] );
	}

	/**
	 * The tier above one: the next paid tier, unlimited after the largest
	 * paid tier, none after unlimited.
	 *
	 * @since 0.1.0
	 *
	 * @param array{slug:string,value:int,limit:int} $tier A tier.
	 * @return array{slug:string,value:int,limit:int}|null
	 */
	public static function next( array $tier ): ?array {
		$slugs = self::slugs();
		$index = array_search( $tier['slug'], $slugs, true );
		if ( false === $index || ! isset( $slugs[ $index + 1 ] ) ) {
			return null;
		}
		return self::get( $slugs[ $index + 1 ] );
	}

	/**
	 * A tier's monthly request limit (for unlimited: the fair-usage limit).
	 *
	 * @since 0.1.0
	 *
	 * @param array{slug:string,value:int,limit:int} $tier A tier.
	 */
	public static function limit( array $tier ): int {
		return (int) $tier['limit'];
	}

	/**
	 * Whether a tier is the unlimited one.
	 *
	 * @since 0.1.0
	 *
	 * @param array{slug:string,value:int,limit:int} $tier A tier.
	 */
	public static function is_unlimited( array $tier ): bool {
		return self::UNLIMITED_VALUE === $tier['value'];
	}
}
