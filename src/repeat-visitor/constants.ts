/**
 * Internal dependencies
 */
import type { Criteria } from './types';

/** Show the content once the visitor has visited the page more than the threshold. */
export const CRITERIA_AFTER: Criteria = 'after-visits';

/** Show the content only while the visitor has visited the page at most the threshold. */
export const CRITERIA_BEFORE: Criteria = 'before-visits';

/** The threshold's default. */
export const DEFAULT_THRESHOLD = 3;

/** The first-party cookie that holds the visit counts. */
export const COOKIE_NAME = 'cairn_repeat_visitor';

/** How long the counts are kept: about a year, in seconds. */
export const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * How many pages the cookie keeps a count for; the least recently visited
 * page is dropped past that, so the cookie stays well under the 4 KB limit.
 */
export const MAX_TRACKED_PAGES = 50;

/** The block's wrapper class, which view.ts looks for. */
export const BLOCK_CLASS = 'wp-block-cairn-repeat-visitor';
