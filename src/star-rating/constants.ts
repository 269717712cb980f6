/**
 * The star rating's limits: default 1 of 5, and a
 * highest rating that the sidebar slider keeps between 2 and 10.
 */
export const DEFAULT_RATING = 1;
export const DEFAULT_MAX_RATING = 5;
export const MIN_MAX_RATING = 2;
export const MAX_MAX_RATING = 10;

/** Ratings move in halves: a tap on the current whole value takes half off. */
export const RATING_STEP = 0.5;

/** The alignments the toolbar offers; the default is left. */
export const ALIGNMENTS = [ 'left', 'center', 'right' ] as const;
export const DEFAULT_ALIGN = 'left';
