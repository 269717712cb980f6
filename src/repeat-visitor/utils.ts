/**
 * Internal dependencies
 */
import { CRITERIA_BEFORE } from './constants';
import type { Criteria } from './types';

/**
 * Reads a typed threshold: digits only, above 0.
 *
 * @param text What the editor typed.
 * @return The threshold, or null when the text is not a whole number above 0.
 */
export function parseThreshold( text: string ): number | null {
	if ( ! /^\d+$/.test( text ) ) {
		return null;
	}
	const value = Number( text );
	return Number.isSafeInteger( value ) && value > 0 ? value : null;
}

/**
 * Whether the content shows on this visit.
 *
 * The rule follows Jetpack's Repeat Visitor block, which compares the count
 * of earlier visits (read before this visit is added) with the threshold:
 * "after" shows when earlier visits >= threshold, "before" when earlier
 * visits < threshold. Here `visit` counts this visit too (earlier + 1), so:
 *
 * - after-visits: shows when visit > threshold (threshold 3: from the 4th
 *   visit on, "visited more than 3 times");
 * - before-visits: shows when visit <= threshold (threshold 3: on visits 1
 *   to 3, "visited at most 3 times").
 *
 * Exactly one of the two rules holds for any visit.
 *
 * @param criteria  The block's criteria.
 * @param threshold The block's threshold.
 * @param visit     This visit's number, 1 for the first visit.
 * @return True when the content is to be shown.
 */
export function isVisible(
	criteria: Criteria,
	threshold: number,
	visit: number
): boolean {
	return criteria === CRITERIA_BEFORE
		? visit <= threshold
		: visit > threshold;
}
