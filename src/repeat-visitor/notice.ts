/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CRITERIA_BEFORE } from './constants';
import type { Criteria } from './types';

/**
 * The editor's info notice: who will see the block's content. The wording
 * matches `isVisible()`: "after" shows from visit threshold + 1, "before" on
 * visits 1 to threshold.
 *
 * @param criteria  The block's criteria.
 * @param threshold The block's threshold.
 * @return The notice text.
 */
export function getNoticeText( criteria: Criteria, threshold: number ): string {
	if ( criteria === CRITERIA_BEFORE ) {
		if ( threshold === 1 ) {
			return __(
				'This block will only appear to people who are visiting this page for the first time.',
				'cairn'
			);
		}
		return sprintf(
			/* translators: %d: the visit count threshold, a number above 1. */
			_n(
				'This block will only appear to people who have visited this page at most %d time.',
				'This block will only appear to people who have visited this page at most %d times.',
				threshold,
				'cairn'
			),
			threshold
		);
	}
	if ( threshold === 1 ) {
		return __(
			'This block will only appear to people who have visited this page more than once.',
			'cairn'
		);
	}
	return sprintf(
		/* translators: %d: the visit count threshold, a number above 1. */
		_n(
			'This block will only appear to people who have visited this page more than %d time.',
			'This block will only appear to people who have visited this page more than %d times.',
			threshold,
			'cairn'
		),
		threshold
	);
}
