/** Pinterest's widget script. */
export const PINIT_URL = 'https://assets.pinterest.com/js/pinit.js';

/** The global function pinit.js defines (its `data-pin-build`) to build one element's embeds. */
export const BUILD_FUNCTION = 'cairnPinterestBuild';
