/**
 * The modules store's name. In its own file so actions and selectors can
 * name the store without importing it (no import cycle).
 */
export const STORE_NAME = 'cairn/modules';

/**
 * Slugs of the modules that blocks can switch on.
 */
export const MODULE_RELATED_POSTS = 'related-posts';
export const MODULE_ADS = 'wordads';
