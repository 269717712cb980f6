/** The width presets, in percent. */
export const WIDTH_PRESETS = [ 25, 50, 75, 100 ] as const;

/** The percent width's bounds: 0 to 100. */
export const MIN_WIDTH = 0;
export const MAX_WIDTH = 100;
