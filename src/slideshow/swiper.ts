/**
 * Swiper's core, as the chunk view.ts loads when a slideshow nears the
 * viewport or is touched. Its modules are left out: the view script draws
 * its own previous/next buttons, pagination, keyboard and autoplay (per the
 * WAI-ARIA carousel pattern, with one arrow per button), and the fade
 * effect, the only module a slideshow may need, is a chunk of its own that
 * only fading slideshows load.
 */

/**
 * External dependencies
 */
import Swiper from 'swiper';

export { Swiper };

/**
 * Loads Swiper's fade effect.
 *
 * @return The module.
 */
export function loadFade() {
	return import( /* webpackChunkName: "slideshow-fade" */ './swiper-fade' );
}
