/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/**
 * The three-letter day keys that the block's `days` attribute uses, Sunday first.
 */
export type DayName = 'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat';

/**
 * One opening interval of a day, both ends as 24-hour `HH:MM`.
 */
export interface Hours {
	/** Opening time, `HH:MM`. */
	opening: string;
	/** Closing time, `HH:MM`. */
	closing: string;
}

/**
 * One day of the week and its opening intervals; no intervals means closed.
 */
export interface Day {
	/** Which day. */
	name: DayName;
	/** Opening intervals, in the order the editor entered them. */
	hours: Hours[];
}

/**
 * The block's attributes.
 */
export interface BusinessHoursAttributes extends Record< string, unknown > {
	/** Every day of the week with its hours. @default Mon–Fri 09:00–17:00, weekend closed */
	days: Day[];
}

/**
 * The site's localized week, as the localized-week route returns it.
 */
export interface LocalizedWeek {
	/** The site locale's full day name for each day key. */
	days: Record< DayName, string >;
	/** First day of the week, 0 (Sunday) to 6 (Saturday). */
	startOfWeek: number;
}

/**
 * What `useLocalizedWeek` returns.
 */
export interface LocalizedWeekState {
	/** True until the localized week has loaded or failed. */
	isLoading: boolean;
	/** The site's week, or the English fallback once loading failed. */
	week: LocalizedWeek;
}

/** Props of the Business hours block's edit component. */
export type BusinessHoursEditProps = BlockEditProps< BusinessHoursAttributes >;

/**
 * Props of the per-day editor.
 */
export interface DayEditProps {
	/** The day being edited. */
	day: Day;
	/** The day's localized name. */
	label: string;
	/** Called with the day's new state. */
	onChange: ( day: Day ) => void;
}

/**
 * Props of the read-only day row.
 */
export interface DayPreviewProps {
	/** The day shown. */
	day: Day;
	/** The day's localized name. */
	label: string;
}
