/**
 * WordPress dependencies
 */
import { getSettings, gmdateI18n } from '@wordpress/date';

/**
 * Formats the reset date (`usagePeriod.nextStart`, `YYYY-MM-DD HH:MM:SS` in
 * the site's timezone) in the site's date format and language. Read as UTC
 * and written as UTC, so the wall-clock date stays the site's whatever the
 * browser's timezone.
 *
 * @param nextStart The next period's start.
 * @return The formatted date, or '' when there is none.
 */
export function formatResetDate( nextStart: string ): string {
	const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(
		nextStart
	);
	if ( ! match ) {
		return '';
	}
	return gmdateI18n(
		getSettings().formats.date,
		`${ match[ 1 ] }T${ match[ 2 ] }Z`
	);
}
