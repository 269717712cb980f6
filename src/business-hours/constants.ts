/**
 * Internal dependencies
 */
import type { Day, DayName, Hours, LocalizedWeek } from './types';

/** Day keys in the order the `days` attribute stores them, Sunday first. */
export const DAY_NAMES: readonly DayName[] = [
	'Sun',
	'Mon',
	'Tue',
	'Wed',
	'Thu',
	'Fri',
	'Sat',
];

/** Opening time given to a newly opened day or added interval. */
export const DEFAULT_OPENING = '09:00';

/** Closing time given to a newly opened day or added interval. */
export const DEFAULT_CLOSING = '17:00';

/** The interval that "Open" and "Add Hours" start with. */
export const DEFAULT_HOURS: Readonly< Hours > = {
	opening: DEFAULT_OPENING,
	closing: DEFAULT_CLOSING,
};

/** The attribute's default: Monday to Friday 09:00–17:00, the weekend closed. */
export const DEFAULT_DAYS: readonly Day[] = DAY_NAMES.map( ( name ) => ( {
	name,
	hours: name === 'Sun' || name === 'Sat' ? [] : [ { ...DEFAULT_HOURS } ],
} ) );

/**
 * What the editor uses when the localized week cannot be loaded: English
 * names, the week starting on Sunday. Not translated on purpose: the
 * fallback is always English, whatever the locale.
 */
export const ENGLISH_WEEK: Readonly< LocalizedWeek > = {
	days: {
		Sun: 'Sunday',
		Mon: 'Monday',
		Tue: 'Tuesday',
		Wed: 'Wednesday',
		Thu: 'Thursday',
		Fri: 'Friday',
		Sat: 'Saturday',
	},
	startOfWeek: 0,
};

/** A valid 24-hour `HH:MM` time. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
