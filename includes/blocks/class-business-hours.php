<?php
/**
 * Business hours block: the server render's formatting.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the block's `days` attribute into a `<dl>` of day names and hours,
 * in the site's locale, first day of the week and time format. Only a day
 * without hours shows 'Closed'. The block's render.php only hands it the
 * attributes and the wrapper attributes.
 *
 * @since 0.1.0
 */
final class Business_Hours {

	/**
	 * Day keys of the `days` attribute, in `$wp_locale->get_weekday()` order.
	 *
	 * @var string[]
	 */
	public const DAYS = array( 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' );

	/**
	 * A 24-hour `HH:MM` time.
	 *
	 * @var string
	 */
	private const TIME_PATTERN = '/^([01][0-9]|2[0-3]):([0-5][0-9])\z/';

	/**
	 * The attribute's default: Monday to Friday 09:00–17:00, the weekend
	 * closed (the same as block.json's default).
	 *
	 * @since 0.1.0
	 *
	 * @return array<int, array<string, mixed>> Days with `name` and `hours`.
	 */
	public static function default_days(): array {
		$days = array();
		foreach ( self::DAYS as $name ) {
			$days[] = array(
				'name'  => $name,
				'hours' => in_array( $name, array( 'Sun', 'Sat' ), true )
					? array()
					: array(
						array(
							'opening' => '09:00',
							'closing' => '17:00',
						),
					),
			);
		}
		return $days;
	}

	/**
	 * The site locale's full name of a day.
	 *
	 * @since 0.1.0
	 *
	 * @param string $name Day key, `Sun` to `Sat`.
	 * @return string The localized name, or '' for an unknown key.
	 */
	public static function day_label( string $name ): string {
		global $wp_locale;
		$index = array_search( $name, self::DAYS, true );
		if ( false === $index ) {
			return '';
		}
		return (string) $wp_locale->get_weekday( $index );
	}

	/**
	 * The site's first day of the week, 0 (Sunday) to 6 (Saturday).
	 *
	 * @since 0.1.0
	 *
	 * @return int The `start_of_week` option, clamped to a valid day.
	 */
	public static function start_of_week(): int {
		$start = (int) get_option( 'start_of_week', 0 );
		return ( $start >= 0 && $start <= 6 ) ? $start : 0;
	}

	/**
	 * Checks a time: only 24-hour `HH:MM` passes.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $time A stored time.
	 * @return string|null The time, or null when it is not `HH:MM`.
	 */
	public static function sanitize_time( $time ): ?string {
		if ( ! is_string( $time ) || ! preg_match( self::TIME_PATTERN, $time ) ) {
			return null;
		}
		return $time;
	}

	/**
	 * Formats an `HH:MM` time with a PHP date format, localized (meridiem and
	 * any names) by `wp_date()`.
	 *
	 * @since 0.1.0
	 *
	 * @param string $time   A valid `HH:MM` time.
	 * @param string $format PHP date format, e.g. the `time_format` option.
	 * @return string The formatted time.
	 */
	public static function format_time( string $time, string $format ): string {
		list( $hours, $minutes ) = array_map( 'intval', explode( ':', $time ) );
		// Seconds after the epoch in UTC, formatted in UTC: the clock time is
		// kept whatever the site's timezone is.
		$formatted = wp_date( $format, $hours * HOUR_IN_SECONDS + $minutes * MINUTE_IN_SECONDS, new \DateTimeZone( 'UTC' ) );
		return is_string( $formatted ) ? $formatted : $time;
	}

	/**
	 * The valid intervals of a day; entries with a missing or bad time are
	 * skipped.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $hours A day's stored `hours`.
	 * @return array<int, array<string, string>> Intervals with valid `opening` and `closing`.
	 */
	public static function sanitize_hours( $hours ): array {
		if ( ! is_array( $hours ) ) {
			return array();
		}
		$valid = array();
		foreach ( $hours as $interval ) {
			if ( ! is_array( $interval ) ) {
				continue;
			}
			$opening = self::sanitize_time( $interval['opening'] ?? null );
			$closing = self::sanitize_time( $interval['closing'] ?? null );
			if ( null === $opening || null === $closing ) {
				continue;
			}
			$valid[] = array(
				'opening' => $opening,
				'closing' => $closing,
			);
		}
		return $valid;
	}

	/**
	 * The stored days, keyed by day, in display order from the first day of
	 * the week. Days are matched by name, so the stored order does not
	 * matter; unknown and repeated days are dropped. A day without hours is
	 * kept with none (closed); a day with hours none of which is valid (an
	 * editor left the times blank) is dropped too: it is open, at unknown
	 * times, so calling it closed would mislead visitors.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed $days          The `days` attribute.
	 * @param int   $start_of_week First day of the week, 0 to 6.
	 * @return array<string, array<int, array<string, string>>> Valid intervals per day key.
	 */
	public static function ordered_days( $days, int $start_of_week ): array {
		if ( ! is_array( $days ) || array() === $days ) {
			$days = self::default_days();
		}
		$by_name = array();
		foreach ( $days as $day ) {
			if ( ! is_array( $day ) || ! isset( $day['name'] ) || ! in_array( $day['name'], self::DAYS, true ) ) {
				continue;
			}
			if ( array_key_exists( $day['name'], $by_name ) ) {
				continue;
			}
			$stored = $day['hours'] ?? array();
			$valid  = self::sanitize_hours( $stored );
			// Marks an open day without valid hours: left out below.
			$by_name[ $day['name'] ] = ( array() === $valid && is_array( $stored ) && array() !== $stored ) ? null : $valid;
		}
		$order   = array_merge( array_slice( self::DAYS, $start_of_week ), array_slice( self::DAYS, 0, $start_of_week ) );
		$ordered = array();
		foreach ( $order as $name ) {
			// isset() is false for the null of an open day without valid hours.
			if ( isset( $by_name[ $name ] ) ) {
				$ordered[ $name ] = $by_name[ $name ];
			}
		}
		return $ordered;
	}

	/**
	 * Renders the block.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $wrapper_attributes From `get_block_wrapper_attributes()`, already escaped.
	 * @return string The `<dl>` markup.
	 */
	public static function render( array $attributes, string $wrapper_attributes ): string {
		$time_format = (string) get_option( 'time_format' );
		if ( '' === $time_format ) {
			$time_format = 'g:i a';
		}

		$items = '';
		foreach ( self::ordered_days( $attributes['days'] ?? null, self::start_of_week() ) as $name => $hours ) {
			$intervals = array();
			foreach ( $hours as $interval ) {
				$intervals[] = sprintf(
					/* translators: 1: opening time, 2: closing time. */
					esc_html__( '%1$s – %2$s', 'cairn' ),
					self::time_element( $interval['opening'], $time_format ),
					self::time_element( $interval['closing'], $time_format )
				);
			}
			$items .= sprintf(
				'<div class="wp-block-cairn-business-hours__item"><dt class="wp-block-cairn-business-hours__day-name">%1$s</dt><dd class="wp-block-cairn-business-hours__hours">%2$s</dd></div>',
				esc_html( self::day_label( $name ) ),
				$intervals ? implode( ', ', $intervals ) : esc_html__( 'Closed', 'cairn' )
			);
		}

		return sprintf( '<dl %1$s>%2$s</dl>', $wrapper_attributes, $items );
	}

	/**
	 * A `<time>` element for one end of an interval: the machine-readable
	 * `HH:MM` in `datetime`, the site's format as text.
	 *
	 * @since 0.1.0
	 *
	 * @param string $time   A valid `HH:MM` time.
	 * @param string $format PHP date format.
	 * @return string Escaped markup.
	 */
	private static function time_element( string $time, string $format ): string {
		return sprintf(
			'<time datetime="%1$s">%2$s</time>',
			esc_attr( $time ),
			esc_html( self::format_time( $time, $format ) )
		);
	}
}
