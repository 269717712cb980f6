/**
 * Internal dependencies
 */
import {
	BLOCK_CLASS,
	CRITERIA_AFTER,
	CRITERIA_BEFORE,
	DEFAULT_THRESHOLD,
} from './constants';
import { isVisible, parseThreshold } from './utils';
import type { Criteria } from './types';

/**
 * Shows the Repeat visitor blocks whose rule matches this visit. Blocks are
 * saved hidden, the same for every visitor, so that a page cache can serve
 * them; the visit is counted only when the page has such a block.
 *
 * @param root     Where to look for blocks.
 * @param getVisit Returns this visit's number; called once at most.
 * @return How many blocks were shown.
 */
export function revealBlocks(
	root: ParentNode,
	getVisit: () => number
): number {
	const blocks = Array.from(
		root.querySelectorAll< HTMLElement >(
			`.${ BLOCK_CLASS }[data-criteria]`
		)
	);
	if ( blocks.length === 0 ) {
		return 0;
	}
	const visit = getVisit();
	let shown = 0;
	for ( const block of blocks ) {
		const criteria: Criteria =
			block.dataset.criteria === CRITERIA_BEFORE
				? CRITERIA_BEFORE
				: CRITERIA_AFTER;
		const threshold =
			parseThreshold( block.dataset.threshold ?? '' ) ??
			DEFAULT_THRESHOLD;
		if ( isVisible( criteria, threshold, visit ) ) {
			block.hidden = false;
			shown++;
		}
	}
	return shown;
}
