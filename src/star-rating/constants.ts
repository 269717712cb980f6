/**
 * The spec's limits for the star rating (§5, §9): default 1 of 5, and a
 * highest rating that the sidebar slider keeps between 2 and 10.
 */
export const DEFAULT_RATING = 1;
export const DEFAULT_MAX_RATING = 5;
export const MIN_MAX_RATING = 2;
export const MAX_MAX_RATING = 10;

/** Ratings move in halves: a tap on the current whole value takes half off. */
export const RATING_STEP = 0.5;

/** The alignments the toolbar offers; the spec's default is left. */
export const ALIGNMENTS = [ 'left', 'center', 'right' ] as const;
export const DEFAULT_ALIGN = 'left';

/** The spec's `ratingStyle` entity field; `star` is the only symbol so far. */
export const DEFAULT_RATING_STYLE = 'star';

/**
 * Outline of each rating symbol in a 24×24 box, keyed by `ratingStyle`. The
 * star is symmetric about x = 12, so its half is the points left of that line.
 */
export const SYMBOLS: Record< string, { whole: string; half: string } > = {
	star: {
		whole: '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26',
		half: '12 2 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26',
	},
};
