/**
 * The ad formats' tags.
 */
export type AdFormatTag =
	'mrec' | 'leaderboard' | 'mobile_leaderboard' | 'wideskyscraper';

/**
 * The Ad block's attributes (block.json).
 */
export interface AdAttributes extends Record< string, unknown > {
	/** Alignment: left, center (default) or right. */
	align: string;
	/** The format. */
	format: AdFormatTag;
	/** Whether the ad is hidden on small screens. */
	hideMobile: boolean;
	/** The AdSense ad unit (slot id, digits); '' for the site's default one. */
	slot: string;
}

/**
 * One ad format.
 */
export interface AdFormat {
	/** Its tag, as saved. */
	tag: AdFormatTag;
	/** Width in pixels. */
	width: number;
	/** Height in pixels. */
	height: number;
}
