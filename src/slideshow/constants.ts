/** Autoplay delay in seconds (spec 001 §4, §9). */
export const DEFAULT_DELAY = 3;
export const MIN_DELAY = 1;
export const MAX_DELAY = 5;

/** The widest shape a slideshow takes, width over height (spec 001 §9). */
export const MAX_ASPECT_RATIO = 16 / 9;

/** Share of the window's height a slideshow may take (spec 001 §9). */
export const MAX_WINDOW_SHARE = 0.8;

/** Height in pixels when the window's is unknown (spec 001 §9). */
export const FALLBACK_HEIGHT = 600;

/** Up to this many slides the pagination shows bullets, else a count. */
export const MAX_BULLETS = 5;
