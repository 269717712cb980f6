/** The width presets, in percent (spec 002 §5). */
export const WIDTH_PRESETS = [ 25, 50, 75, 100 ] as const;

/** The percent width's bounds (spec 002 §5). */
export const MIN_WIDTH = 0;
export const MAX_WIDTH = 100;
