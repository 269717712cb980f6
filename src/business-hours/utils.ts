/**
 * WordPress dependencies
 */
import { format } from '@wordpress/date';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DAY_NAMES, DEFAULT_HOURS, TIME_PATTERN } from './constants';
import type { Day, DayName, Hours, LocalizedWeek } from './types';

/**
 * Formats a 24-hour `HH:MM` time in 12-hour form, e.g. `09:00` → `9:00 AM`.
 *
 * @param time 24-hour time.
 * @return The 12-hour time, or '' when the time is not `HH:MM`.
 */
export function formatTime12( time: string ): string {
	const match = TIME_PATTERN.exec( time );
	if ( ! match ) {
		return '';
	}
	// A fixed date without a zone: `format` keeps the browser's zone, so the
	// clock time is never shifted (`date()` would convert to the site's zone).
	return format( 'g:i A', `2000-01-01T${ match[ 1 ] }:${ match[ 2 ] }:00` );
}

/**
 * Formats one interval, e.g. `9:00 AM – 5:00 PM`.
 *
 * @param hours The interval.
 * @return The interval in 12-hour form, or '' when either end is not `HH:MM`.
 */
export function formatHours( hours: Hours ): string {
	const opening = formatTime12( hours.opening );
	const closing = formatTime12( hours.closing );
	if ( ! opening || ! closing ) {
		return '';
	}
	return sprintf(
		/* translators: 1: opening time, 2: closing time. */
		__( '%1$s – %2$s', 'cairn' ),
		opening,
		closing
	);
}

/**
 * The intervals of a day whose both ends are `HH:MM`; the server renders
 * only these (Cairn\Blocks\Business_Hours::sanitize_hours()).
 *
 * @param day The day.
 * @return The valid intervals, in order.
 */
export function getValidHours( day: Day ): Hours[] {
	return day.hours.filter(
		( { opening, closing } ) =>
			TIME_PATTERN.test( opening ) && TIME_PATTERN.test( closing )
	);
}

/**
 * Whether a day has no opening hours. Only a day without intervals is
 * closed: a day with intervals is open even while their times are blank.
 *
 * @param day The day.
 * @return True when closed.
 */
export function isClosed( day: Day ): boolean {
	return day.hours.length === 0;
}

/**
 * Whether a day is open but none of its intervals has both times: the
 * editor asks for them, and the front end leaves the day out rather than
 * call it closed.
 *
 * @param day The day.
 * @return True when the day's times still need entering.
 */
export function needsHours( day: Day ): boolean {
	return ! isClosed( day ) && getValidHours( day ).length === 0;
}

/**
 * Formats a day's hours for the read-only list: "Closed" for a day without
 * intervals, else its valid intervals, or a prompt to enter times when none
 * is valid yet.
 *
 * @param day The day.
 * @return The day's hours as text.
 */
export function formatDay( day: Day ): string {
	if ( isClosed( day ) ) {
		return __( 'Closed', 'cairn' );
	}
	if ( needsHours( day ) ) {
		return __( 'Enter opening and closing times.', 'cairn' );
	}
	return getValidHours( day ).map( formatHours ).join( ', ' );
}

/**
 * Opens or closes a day: opening gives it one 09:00–17:00 interval, closing
 * removes all its intervals.
 *
 * @param day  The day.
 * @param open Whether the day is to be open.
 * @return The changed day.
 */
export function setOpen( day: Day, open: boolean ): Day {
	return { ...day, hours: open ? [ { ...DEFAULT_HOURS } ] : [] };
}

/**
 * Adds a 09:00–17:00 interval at the end of a day.
 *
 * @param day The day.
 * @return The changed day.
 */
export function addHours( day: Day ): Day {
	return { ...day, hours: [ ...day.hours, { ...DEFAULT_HOURS } ] };
}

/**
 * Removes one interval of a day.
 *
 * @param day   The day.
 * @param index Which interval.
 * @return The changed day.
 */
export function removeHours( day: Day, index: number ): Day {
	return { ...day, hours: day.hours.filter( ( _, i ) => i !== index ) };
}

/**
 * Sets the opening or closing time of one interval.
 *
 * @param day   The day.
 * @param index Which interval.
 * @param key   `opening` or `closing`.
 * @param value The new `HH:MM` time.
 * @return The changed day.
 */
export function setTime(
	day: Day,
	index: number,
	key: keyof Hours,
	value: string
): Day {
	return {
		...day,
		hours: day.hours.map( ( hours, i ) =>
			i === index ? { ...hours, [ key ]: value } : hours
		),
	};
}

/**
 * Replaces one day in the list of days, matched by name.
 *
 * @param days The days.
 * @param day  The changed day.
 * @return The new list.
 */
export function replaceDay( days: readonly Day[], day: Day ): Day[] {
	return days.map( ( existing ) =>
		existing.name === day.name ? day : existing
	);
}

/**
 * Orders days for display, starting from the site's first day of the week.
 * Days are matched by name, so the stored order does not matter.
 *
 * @param days        The days.
 * @param startOfWeek First day of the week, 0 (Sunday) to 6 (Saturday).
 * @return The days in display order.
 */
export function orderDays( days: readonly Day[], startOfWeek: number ): Day[] {
	const start = Number.isInteger( startOfWeek )
		? ( ( startOfWeek % 7 ) + 7 ) % 7
		: 0;
	const order = [
		...DAY_NAMES.slice( start ),
		...DAY_NAMES.slice( 0, start ),
	];
	return order.flatMap( ( name ) => {
		const day = days.find( ( candidate ) => candidate.name === name );
		return day ? [ day ] : [];
	} );
}

/**
 * Whether a REST response is a localized week: a name for every day and a
 * first day of the week from 0 to 6.
 *
 * @param value The response.
 * @return True when the response can be used as is.
 */
export function isLocalizedWeek( value: unknown ): value is LocalizedWeek {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const { days, startOfWeek } = value as Partial< LocalizedWeek >;
	return (
		!! days &&
		typeof days === 'object' &&
		DAY_NAMES.every(
			( name: DayName ) =>
				typeof days[ name ] === 'string' && days[ name ] !== ''
		) &&
		Number.isInteger( startOfWeek ) &&
		( startOfWeek as number ) >= 0 &&
		( startOfWeek as number ) <= 6
	);
}
