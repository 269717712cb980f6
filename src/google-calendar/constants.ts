/** Height when none is set, in pixels. */
export const DEFAULT_HEIGHT = 600;

/** Heights the editor allows. */
export const MIN_HEIGHT = 50;
export const MAX_HEIGHT = 2000;
