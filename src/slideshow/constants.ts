/** Autoplay delay in seconds */
export const DEFAULT_DELAY = 3;
export const MIN_DELAY = 1;
export const MAX_DELAY = 5;

/** The widest shape a slideshow takes, width over height */
export const MAX_ASPECT_RATIO = 16 / 9;

/** Up to this many slides the pagination shows bullets, else a count. */
export const MAX_BULLETS = 5;
