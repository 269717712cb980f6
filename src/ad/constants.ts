/**
 * Internal dependencies
 */
import type { AdFormat } from './types';

/**
 * The ad formats, the default first. Their sizes are the
 * networks' standard ones; includes/blocks/class-ad.php holds the same list.
 */
export const AD_FORMATS: readonly AdFormat[] = [
	{ tag: 'mrec', width: 300, height: 250 },
	{ tag: 'leaderboard', width: 728, height: 90 },
	{ tag: 'mobile_leaderboard', width: 320, height: 50 },
	{ tag: 'wideskyscraper', width: 160, height: 600 },
];
