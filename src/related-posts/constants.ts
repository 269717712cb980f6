/** The fewest, default and most posts the block shows. */
export const MIN_POSTS = 1;
export const DEFAULT_POSTS = 3;
export const MAX_POSTS = 6;
