<?php
/**
 * Per-user AI request limits.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Counter;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Requests per hour and per month for each user, set per role in the budget
 * settings (`role_limits`), so that one user cannot spend the whole site's
 * budget; and a smaller prompt for users who cannot publish.
 *
 * A user with several roles gets the most generous of them; 0 means no limit.
 * The counts live in option rows (`cairn_ai_user_<id>_h_<YYYYMMDDHH>` and
 * `cairn_ai_user_<id>_m_<YYYY_MM>`, not autoloaded) and are taken with the
 * same atomic conditional increment as the site budget (`Cairn\Counter`), so
 * they stay exact when requests arrive at once. A refused request counts
 * nothing.
 *
 * @since 0.2.0
 */
final class User_Limits {

	/** Prefix of the per-user count options. */
	public const OPTION_PREFIX = 'cairn_ai_user_';

	/** Characters of prompt accepted from users who cannot publish. */
	public const RESTRICTED_CHARACTERS = 20000;

	/**
	 * Default limits per role: requests per hour and per month (0: none).
	 *
	 * @var array<string,array{hourly:int,monthly:int}>
	 */
	public const DEFAULTS = array(
		'contributor'   => array(
			'hourly'  => 10,
			'monthly' => 50,
		),
		'author'        => array(
			'hourly'  => 30,
			'monthly' => 300,
		),
		'editor'        => array(
			'hourly'  => 0,
			'monthly' => 0,
		),
		'administrator' => array(
			'hourly'  => 0,
			'monthly' => 0,
		),
	);

	/**
	 * A user's limits: the most generous of their roles' (0: none).
	 *
	 * @since 0.2.0
	 *
	 * @param int $user_id User.
	 * @return array{hourly:int,monthly:int}
	 */
	public static function for_user( int $user_id ): array {
		$user = get_userdata( $user_id );
		if ( ! $user instanceof WP_User || ( is_multisite() && is_super_admin( $user_id ) ) ) {
			return array(
				'hourly'  => 0,
				'monthly' => 0,
			);
		}
		$roles  = AI_Settings::get()['role_limits'];
		$limits = null;
		foreach ( (array) $user->roles as $role ) {
			$role_limits = $roles[ $role ] ?? array(
				'hourly'  => 0,
				'monthly' => 0,
			);
			if ( null === $limits ) {
				$limits = $role_limits;
				continue;
			}
			foreach ( array( 'hourly', 'monthly' ) as $period ) {
				$limits[ $period ] = ( 0 === $limits[ $period ] || 0 === $role_limits[ $period ] ) ? 0 : max( $limits[ $period ], $role_limits[ $period ] );
			}
		}
		return $limits ?? array(
			'hourly'  => 0,
			'monthly' => 0,
		);
	}

	/**
	 * Characters of prompt a user may send: fewer for users who cannot publish.
	 *
	 * @since 0.2.0
	 *
	 * @param int $user_id User.
	 */
	public static function max_characters( int $user_id ): int {
		$max = user_can( $user_id, 'publish_posts' ) ? Prompt_Builder::MAX_CHARACTERS : self::RESTRICTED_CHARACTERS;
		/**
		 * Filters how many characters of prompt a user may send.
		 *
		 * @since 0.2.0
		 *
		 * @param int $max     Characters.
		 * @param int $user_id User.
		 */
		return max( 1, (int) apply_filters( 'cairn_ai_max_prompt_characters', $max, $user_id ) );
	}

	/**
	 * The refusal of a prompt that is longer than the user may send.
	 *
	 * @since 0.2.0
	 *
	 * @param int $max Characters allowed.
	 */
	public static function prompt_too_long( int $max ): WP_Error {
		return new WP_Error(
			'error_context_too_large',
			sprintf(
				/* translators: %s: a number of characters. */
				__( 'Your prompt is too long: you can send up to %s characters at once. Please shorten it or divide it into smaller parts.', 'cairn' ),
				number_format_i18n( $max )
			),
			array(
				'status' => 413,
				'limit'  => 'prompt',
			)
		);
	}

	/**
	 * Takes a request's cost from the user's hourly and monthly counts, or
	 * refuses, taking nothing, when either is reached.
	 *
	 * @since 0.2.0
	 *
	 * @param int $user_id User.
	 * @param int $cost    Requests to take.
	 * @param int $now     Unix time; 0 for now.
	 * @return string[]|WP_Error The rows taken from (for release()), or a 429 naming the limit.
	 */
	public static function reserve( int $user_id, int $cost, int $now = 0 ) {
		$now    = $now > 0 ? $now : time();
		$limits = self::for_user( $user_id );
		$taken  = array();
		foreach ( array( 'hourly', 'monthly' ) as $period ) {
			if ( $limits[ $period ] <= 0 ) {
				continue;
			}
			$option = self::option_name( $user_id, $period, $now );
			$result = self::take( $option, $cost, $limits[ $period ] );
			if ( true !== $result ) {
				self::release( $taken, $cost );
				return is_wp_error( $result ) ? $result : self::reached( $period, $limits[ $period ], $now );
			}
			$taken[] = $option;
		}
		if ( $taken ) {
			self::forget_old( $user_id, $taken );
		}
		return $taken;
	}

	/**
	 * Gives back what reserve() took.
	 *
	 * @since 0.2.0
	 *
	 * @param string[] $taken The rows reserve() returned.
	 * @param int      $cost  Requests to give back.
	 */
	public static function release( array $taken, int $cost ): void {
		foreach ( $taken as $option ) {
			Counter::give_back( $option, $cost );
		}
	}

	/**
	 * A user's count in a period, read from the database itself.
	 *
	 * @since 0.2.0
	 *
	 * @param int    $user_id User.
	 * @param string $period  'hourly' or 'monthly'.
	 * @param int    $now     Unix time; 0 for now.
	 */
	public static function count( int $user_id, string $period, int $now = 0 ): int {
		return Counter::count( self::option_name( $user_id, $period, $now > 0 ? $now : time() ) );
	}

	/**
	 * The option that holds a user's count for a period.
	 *
	 * @since 0.2.0
	 *
	 * @param int    $user_id User.
	 * @param string $period  'hourly' or 'monthly'.
	 * @param int    $now     Unix time.
	 */
	public static function option_name( int $user_id, string $period, int $now ): string {
		return self::OPTION_PREFIX . $user_id . (
			'hourly' === $period
				? '_h_' . gmdate( 'YmdH', $now )
				: '_m_' . str_replace( self::month_prefix(), '', Budget::option_name( $now ) )
		);
	}

	/**
	 * The atomic conditional increment.
	 *
	 * @param string $option Option row.
	 * @param int    $cost   Requests.
	 * @param int    $limit  Limit.
	 * @return true|false|WP_Error False when the limit is reached.
	 */
	private static function take( string $option, int $cost, int $limit ) {
		$taken = Counter::take( $option, $cost, $limit );
		return is_wp_error( $taken ) ? Budget::unavailable() : $taken;
	}

	/**
	 * The refusal naming the limit that was reached.
	 *
	 * @param string $period 'hourly' or 'monthly'.
	 * @param int    $limit  The limit.
	 * @param int    $now    Unix time.
	 */
	private static function reached( string $period, int $limit, int $now ): WP_Error {
		if ( 'hourly' === $period ) {
			$next    = ( intdiv( $now, HOUR_IN_SECONDS ) + 1 ) * HOUR_IN_SECONDS;
			$message = sprintf(
				/* translators: 1: a number of requests, 2: a time of day. */
				_n(
					'You have reached your limit of %1$s AI request per hour. You can make more after %2$s.',
					'You have reached your limit of %1$s AI requests per hour. You can make more after %2$s.',
					$limit,
					'cairn'
				),
				number_format_i18n( $limit ),
				wp_date( (string) get_option( 'time_format', 'H:i' ), $next )
			);
		} else {
			$next    = strtotime( Budget::next_period_start( $now ) . ' ' . wp_timezone_string() );
			$message = sprintf(
				/* translators: 1: a number of requests, 2: a date. */
				_n(
					'You have reached your limit of %1$s AI request this month. It resets on %2$s.',
					'You have reached your limit of %1$s AI requests this month. It resets on %2$s.',
					$limit,
					'cairn'
				),
				number_format_i18n( $limit ),
				wp_date( (string) get_option( 'date_format', 'F j, Y' ), false !== $next ? $next : $now )
			);
		}
		return new WP_Error(
			'cairn_ai_user_limit',
			$message,
			array(
				'status' => 429,
				'limit'  => $period,
			)
		);
	}

	/**
	 * Deletes the user's counts of past hours and months.
	 *
	 * @param int      $user_id User.
	 * @param string[] $keep    Current rows.
	 */
	private static function forget_old( int $user_id, array $keep ): void {
		Counter::delete( array_diff( Counter::names( self::OPTION_PREFIX . $user_id . '_' ), $keep, self::current_rows( $user_id ) ) );
	}

	/**
	 * The user's rows of this hour and month.
	 *
	 * @param int $user_id User.
	 * @return string[]
	 */
	private static function current_rows( int $user_id ): array {
		$now = time();
		return array( self::option_name( $user_id, 'hourly', $now ), self::option_name( $user_id, 'monthly', $now ) );
	}

	/**
	 * The prefix of the site's monthly count option.
	 */
	private static function month_prefix(): string {
		return Budget::OPTION_PREFIX;
	}
}
